import Box from '@mui/material/Box'
import { PieChart } from '@mui/x-charts/PieChart'
import { useChartColors } from '../../../components/charts/chart-colors.ts'
import { ChartEmptyState } from '../../../components/charts/chart-empty-state.tsx'

/** Where the sales money went over the window: what the goods cost, the tax, and the profit left. */
export function SalesPie({
  cost,
  profit,
  tax,
  money,
}: {
  cost: number
  profit: number
  tax: number
  money: (amount: number) => string
}) {
  const colors = useChartColors()
  const slices = [
    { id: 'cost', label: 'Cost', value: cost, color: colors.cost },
    { id: 'profit', label: 'Profit', value: Math.max(0, profit), color: colors.profit },
    { id: 'tax', label: 'Tax', value: tax, color: colors.tax },
  ].filter((slice) => slice.value > 0)
  if (slices.length === 0) {
    return (
      <ChartEmptyState title="Nothing to share out yet" height={180}>
        What the sales of the last 12 months paid for (cost, tax and profit) appears here after the first sale.
      </ChartEmptyState>
    )
  }
  return (
    <Box role="figure" aria-label="Cost, profit and tax of the sales" sx={{ width: '100%', height: 240 }}>
      <PieChart
        skipAnimation
        height={220}
        series={[
          {
            data: slices,
            innerRadius: 40,
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => money(item.value),
          },
        ]}
      />
    </Box>
  )
}
