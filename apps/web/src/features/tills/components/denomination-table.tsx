import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fromCents, type Cents } from '@counterpart/domain/money'
import { TILL_LABELS } from '@counterpart/domain/schemas/tills'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { MAX_COUNT, parseCount } from '../denominations.ts'
import { useTranslation } from 'react-i18next'

/**
 * The drawer counted note by note: a count per note or coin and its amount. The float that opens a session
 * and the count that closes it are counted alike (issue 26).
 */
export function DenominationTable({
  values,
  counts,
  onChange,
  invalid,
}: {
  values: readonly Cents[]
  counts: Readonly<Record<number, string>>
  onChange: (value: Cents, text: string) => void
  /** A count is not a whole number in range: the table says so under it. */
  invalid: boolean
}) {
  const { money } = useFormatters()
  const { t } = useTranslation('tills')
  return (
    <>
      <Table size="small" aria-label={TILL_LABELS.denominations} sx={{ maxWidth: 420, mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{TILL_LABELS.value}</TableCell>
            <TableCell align="right">{TILL_LABELS.count}</TableCell>
            <TableCell align="right">{t('tills:count.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {values.map((value) => {
            const text = counts[value] ?? ''
            const count = parseCount(text)
            const label = money(fromCents(value))
            return (
              <TableRow key={value}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{label}</bdi>
                </TableCell>
                <TableCell align="right" sx={{ py: 0.5 }}>
                  <TextField
                    size="small"
                    value={text}
                    onChange={(event) => onChange(value, event.target.value)}
                    error={count === null}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        'aria-label': `${TILL_LABELS.count} of ${label}`,
                        style: { textAlign: 'end' },
                      },
                    }}
                    placeholder="0"
                    sx={{ width: 96 }}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  <bdi>{count ? money(fromCents(value * count)) : '—'}</bdi>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      {invalid && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
          {t('tills:count.invalid', { label: TILL_LABELS.count.toLowerCase(), max: MAX_COUNT.toLocaleString('en') })}
        </Typography>
      )}
    </>
  )
}
