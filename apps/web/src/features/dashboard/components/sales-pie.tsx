import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PieChart } from '@mui/x-charts/PieChart'

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
  const slices = [
    { id: 'cost', label: 'Cost', value: cost },
    { id: 'profit', label: 'Profit', value: Math.max(0, profit) },
    { id: 'tax', label: 'Tax', value: tax },
  ].filter((slice) => slice.value > 0)
  if (slices.length === 0) {
    return <Typography color="text.secondary">No sales in the last 12 months yet.</Typography>
  }
  return (
    <Box role="figure" aria-label="Cost, profit and tax of the sales" sx={{ width: '100%', height: 240 }}>
      <PieChart
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
