import Box from '@mui/material/Box'
import { LineChart } from '@mui/x-charts/LineChart'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'YYYY-MM' -> 'Mar 2026'. */
function monthLabel(month: string): string {
  const [year, number] = month.split('-')
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`
}

/** Spec 001 §2: the area chart of sale vs cost, month by month over the last 12 months of the shop. */
export function SalesChart({
  months,
  sales,
  cost,
  money,
}: {
  months: readonly string[]
  sales: readonly number[]
  cost: readonly number[]
  money: (amount: number) => string
}) {
  return (
    <Box role="figure" aria-label="Sales and cost over the last 12 months" sx={{ width: '100%', height: 320 }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months.map(monthLabel) }]}
        yAxis={[{ width: 72 }]}
        series={[
          {
            data: [...sales],
            label: 'Sales',
            area: true,
            showMark: false,
            valueFormatter: (value) => money(value ?? 0),
          },
          { data: [...cost], label: 'Cost', area: true, showMark: false, valueFormatter: (value) => money(value ?? 0) },
        ]}
        margin={{ left: 8, right: 16 }}
      />
    </Box>
  )
}
