import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import { OWED_LABELS } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { useChartColors, useChartRtl } from '../../../../components/charts/chart-colors.ts'
import { useFormatters } from '../../../../lib/use-formatters.ts'
import { PAYMENTS_CHART_HEIGHT_PX } from '../chart-sizes.ts'

export interface PaymentsChartFigures {
  received: number
  paidOut: number
  /** What customers still owe the shop. */
  receivable: number
  /** What the shop still owes its suppliers: its own bar, never added to what it is owed (issue 28). */
  payable: number
}

/** Money received, paid out, owed to the shop and owed by it, as four bars in their colours (loaded on demand). */
export function PaymentsChart({ received, paidOut, receivable, payable }: PaymentsChartFigures) {
  const { t } = useTranslation('reports')
  const colors = useChartColors()
  const { money, moneyAxis } = useFormatters()
  const rtl = useChartRtl()
  const rows = [
    t('reports:chart.payments.received'),
    t('reports:chart.payments.paidOut'),
    OWED_LABELS.receivable,
    OWED_LABELS.payable,
  ]
  return (
    <Box
      role="figure"
      aria-label={t('reports:chart.payments.title')}
      sx={{ width: '100%', minWidth: 0, height: PAYMENTS_CHART_HEIGHT_PX }}
    >
      <BarChart
        skipAnimation
        height={PAYMENTS_CHART_HEIGHT_PX}
        layout="horizontal"
        hideLegend
        yAxis={[
          {
            scaleType: 'band',
            data: rows,
            position: rtl ? 'right' : 'left',
            width: 'auto',
            colorMap: {
              type: 'ordinal',
              values: rows,
              colors: [colors.received, colors.paidOut, colors.receivable, colors.payable],
            },
          },
        ]}
        xAxis={[{ reverse: rtl, valueFormatter: (value: number) => moneyAxis(value) }]}
        series={[
          {
            id: 'amount',
            label: t('reports:chart.payments.amount'),
            data: [received, paidOut, receivable, payable],
            valueFormatter: (v) => money(v ?? 0),
          },
        ]}
        grid={{ vertical: true }}
        margin={{ top: 8, bottom: 8, left: 8, right: 16 }}
      />
    </Box>
  )
}
