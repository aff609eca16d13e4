import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import { useChartColors, useChartRtl } from '../../../../components/charts/chart-colors.ts'
import { useFormatters } from '../../../../lib/use-formatters.ts'
import { PAYMENTS_CHART_HEIGHT_PX } from '../chart-sizes.ts'

const ROWS = ['Received', 'Paid out', 'Pending'] as const

/** Money received, paid out and still pending, as three bars in their colours (loaded on demand). */
export function PaymentsChart({ received, paidOut, pending }: { received: number; paidOut: number; pending: number }) {
  const colors = useChartColors()
  const { money, moneyAxis } = useFormatters()
  const rtl = useChartRtl()
  return (
    <Box
      role="figure"
      aria-label="Received, paid out and pending"
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
            data: [...ROWS],
            position: rtl ? 'right' : 'left',
            width: 'auto',
            colorMap: { type: 'ordinal', values: [...ROWS], colors: [colors.received, colors.paidOut, colors.pending] },
          },
        ]}
        xAxis={[{ reverse: rtl, valueFormatter: (value: number) => moneyAxis(value) }]}
        series={[
          { id: 'amount', label: 'Amount', data: [received, paidOut, pending], valueFormatter: (v) => money(v ?? 0) },
        ]}
        grid={{ vertical: true }}
        margin={{ top: 8, bottom: 8, left: 8, right: 16 }}
      />
    </Box>
  )
}
