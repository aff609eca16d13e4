import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { cashDifference } from '@counterpart/domain/pricing/till'
import { TILL_LABELS, closeSessionSchema, type SessionSummary } from '@counterpart/domain/schemas/tills'
import { useState, type ReactNode } from 'react'
import { CashDifference } from '../../../components/cash-difference.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { FormAmountField } from '../../../components/form-text-field.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useCloseSession } from '../api/close-session.ts'
import { denominationsFor, drawerCount } from '../denominations.ts'
import { DenominationTable } from './denomination-table.tsx'
import { useTranslation } from 'react-i18next'

type CountMode = 'notes' | 'total'

/** One figure of the count's summary: a caption over the amount. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  )
}

/**
 * Closing the session: the drawer counted note by note (or as one total), what it should hold, the
 * difference, and Close, which writes the numbered Z. The expected cash shown is the X report's at the
 * time; the close answers the final one.
 */
export function CloseSessionForm({
  session,
  expectedCash,
  onClosed,
  blind = false,
}: {
  session: SessionSummary
  /** What the drawer should hold now (the X report's), a decimal; null while it loads or on a blind count. */
  expectedCash: number | null
  onClosed: (session: SessionSummary) => void
  /** A blind count (issue 26): the drawer is counted without what it should hold; the Z shows the difference. */
  blind?: boolean
}) {
  const { currency } = useConfigs()
  const { money } = useFormatters()
  const close = useCloseSession()
  const { t } = useTranslation('tills')
  const [mode, setMode] = useState<CountMode>('notes')
  const [counts, setCounts] = useState<Record<number, string>>({})
  const [confirming, setConfirming] = useState(false)
  const values = denominationsFor(currency.symbol)
  const notes = drawerCount(values, counts)
  const form = useZodForm(closeSessionSchema, { defaultValues: { countedCash: '' } })
  const typedTotal = form.watch('countedCash')

  // Nothing typed yet is not an empty drawer: the figures wait for the first count (a 0 counts).
  const counting = Object.values(counts).some((text) => text.trim() !== '')
  const countedCents =
    mode === 'notes'
      ? counting
        ? notes.total
        : null
      : typedTotal.trim() !== '' && Number.isFinite(Number(typedTotal))
        ? toCents(Number(typedTotal))
        : null
  const differenceCents =
    countedCents !== null && expectedCash !== null ? cashDifference(countedCents, toCents(expectedCash)) : null

  const [otherErrors, setOtherErrors] = useState<string[]>([])

  async function save() {
    setOtherErrors([])
    // Counted by notes and coins: the server adds them up again; a drawer with none counts as empty.
    const input =
      mode === 'notes'
        ? notes.counted.length > 0
          ? { denominations: notes.counted.map(({ value, count }) => ({ value: fromCents(value), count })) }
          : { countedCash: 0 }
        : closeSessionSchema.parse(form.getValues())
    try {
      const answer = await close.mutateAsync({ sessionId: session.id, input })
      showSnackbar(answer.message, 'success')
      onClosed(answer.session)
    } catch (error) {
      setOtherErrors(applyServerErrors(error, form))
    } finally {
      setConfirming(false)
    }
  }

  async function ask() {
    if (mode === 'total' && !(await form.trigger('countedCash'))) return
    if (countedCents !== null) setConfirming(true)
  }

  return (
    <Paper component="section" aria-labelledby="close-session-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="close-session-title">
        {t('tills:close.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('tills:close.intro')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        onChange={(_, next: CountMode | null) => next && setMode(next)}
        aria-label={t('tills:close.howToCount')}
        sx={{ mb: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        <ToggleButton value="notes" sx={{ flex: { xs: 1, sm: 'none' } }}>
          {t('tills:count.notes')}
        </ToggleButton>
        <ToggleButton value="total" sx={{ flex: { xs: 1, sm: 'none' } }}>
          {t('tills:count.total')}
        </ToggleButton>
      </ToggleButtonGroup>
      <FormErrorsAlert messages={otherErrors} />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void ask()
        }}
        noValidate
        aria-label={t('tills:close.count')}
      >
        {mode === 'notes' ? (
          <DenominationTable
            values={values}
            counts={counts}
            onChange={(value, text) => setCounts((previous) => ({ ...previous, [value]: text }))}
            invalid={notes.total === null}
          />
        ) : (
          <Box sx={{ maxWidth: 280, mb: 2 }}>
            <FormAmountField
              control={form.control}
              name="countedCash"
              label={TILL_LABELS.countedCash}
              step="0.01"
              required
              autoFocus
            />
          </Box>
        )}
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}
          aria-live="polite"
        >
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
            {blind ? (
              <Figure label={t('tills:close.expected')}>{t('tills:close.blind')}</Figure>
            ) : (
              <Figure label={t('tills:close.expected')}>
                <bdi>{expectedCash === null ? '—' : money(expectedCash)}</bdi>
              </Figure>
            )}
            <Figure label={t('tills:close.counted')}>
              <bdi data-testid="till-counted">{countedCents === null ? '—' : money(fromCents(countedCents))}</bdi>
            </Figure>
            {!blind && (
              <Figure label={t('tills:close.difference')}>
                <CashDifference
                  difference={differenceCents === null ? null : fromCents(differenceCents)}
                  variant="h6"
                  data-testid="till-difference"
                />
              </Figure>
            )}
          </Stack>
          <Button
            type="submit"
            variant="contained"
            color="primary"
            size="large"
            loading={close.isPending}
            disabled={countedCents === null}
            sx={{ minHeight: 56 }}
          >
            {t('tills:close.action')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('tills:close.confirmTitle')}
        message={t('tills:close.confirm', {
          amount: countedCents === null ? '—' : money(fromCents(countedCents)),
        })}
        confirmLabel={t('tills:close.action')}
        busy={close.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save()}
      />
    </Paper>
  )
}
