import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ESTIMATE_LINE_KIND_LABELS } from '@counterpart/domain/repair-estimates'
import type { EstimateLine } from '@counterpart/domain/schemas/repair-estimates'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/use-formatters.ts'

/**
 * An estimate's lines as a receipt reads (the repair page and the public tracking page): the description
 * wrapping on the left, quantity × price and the line total right-aligned, then the total. No table, so a
 * phone never scrolls sideways.
 */
export function EstimateLines({ lines, total }: { lines: readonly EstimateLine[]; total: number }) {
  const { t } = useTranslation('repairs')
  const { money } = useFormatters()
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('repairs:estimateLines.label')}>
      {lines.map((line, index) => (
        <Stack
          component="li"
          key={index}
          direction="row"
          sx={{ gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider', alignItems: 'baseline' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{line.description}</Typography>
            <Typography variant="caption" color="text.secondary">
              {ESTIMATE_LINE_KIND_LABELS[line.kind]}
              {line.kind === 'labour' &&
                line.warrantyDays > 0 &&
                ` · ${t('repairs:estimateLines.warrantyDays', { days: line.warrantyDays })}`}
              {' · '}
              <bdi>
                {line.qty} × {money(line.unitPrice)}
              </bdi>
            </Typography>
          </Box>
          <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            <bdi>{money(line.lineTotal)}</bdi>
          </Typography>
        </Stack>
      ))}
      <Stack component="li" direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('repairs:totals.total')}</Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          <bdi>{money(total)}</bdi>
        </Typography>
      </Stack>
    </Box>
  )
}
