import Box from '@mui/material/Box'
import { LineChart } from '@mui/x-charts/LineChart'
import { useTranslation } from 'react-i18next'
import { useChartColors, useChartRtl } from '../../../components/charts/chart-colors.ts'
import { formatCalendarDay, useChartLocale } from '../../../components/charts/chart-locale.ts'

export const SALES_CHART_HEIGHT_PX = 320

/**
 * 'YYYY-MM' -> 'Mar' on the axis, with the year on the first month and on January ('Jan 2026'), so twelve
 * labels fit; 'March 2026' in the tooltip. A calendar month: no time zone applies.
 */
function monthLabel(month: string, first: string | undefined, location: string, locale: string): string {
  const day = `${month}-01`
  if (location !== 'tick') return formatCalendarDay(day, locale, { month: 'long', year: 'numeric' })
  const withYear = month === first || month.endsWith('-01')
  return formatCalendarDay(day, locale, withYear ? { month: 'short', year: 'numeric' } : { month: 'short' })
}

/**
 * The months before the shop's first sale or cost in the window are left out of the lines (null), not drawn
 * at zero: a shop that opened in March would otherwise show a climb out of nothing, growth that never
 * happened (issue 28, item 4). A month with no sales after the first one is a real zero and stays.
 */
export function fromFirstActivity(
  sales: readonly number[],
  cost: readonly number[],
): { sales: (number | null)[]; cost: (number | null)[]; start: number } {
  const first = sales.findIndex((amount, index) => amount !== 0 || (cost[index] ?? 0) !== 0)
  const start = first < 0 ? sales.length : first
  const trim = (values: readonly number[]) => values.map((amount, index) => (index < start ? null : amount))
  return { sales: trim(sales), cost: trim(cost), start }
}

/**
 * Spec 001 §2: the area chart of sale vs cost, month by month over the last 12 months of the shop. The
 * amount axis reads in the shop's currency; right-to-left, the months run from the right and the
 * amounts stand on the right-hand axis.
 */
export function SalesChart({
  months,
  sales,
  cost,
  money,
  moneyAxis,
}: {
  months: readonly string[]
  sales: readonly number[]
  cost: readonly number[]
  money: (amount: number) => string
  moneyAxis: (amount: number) => string
}) {
  const { t } = useTranslation('dashboard')
  const colors = useChartColors()
  const rtl = useChartRtl()
  const locale = useChartLocale()
  const drawn = fromFirstActivity(sales, cost)
  return (
    <Box
      role="figure"
      aria-label={t('dashboard:salesChart.label')}
      sx={{ width: '100%', minWidth: 0, height: SALES_CHART_HEIGHT_PX }}
    >
      <LineChart
        skipAnimation
        height={SALES_CHART_HEIGHT_PX}
        xAxis={[
          {
            scaleType: 'point',
            data: [...months],
            reverse: rtl,
            valueFormatter: (month: string, context) => monthLabel(month, months[0], context.location, locale),
          },
        ]}
        yAxis={[
          { position: rtl ? 'right' : 'left', width: 'auto', valueFormatter: (value: number) => moneyAxis(value) },
        ]}
        series={[
          {
            id: 'sales',
            data: drawn.sales,
            label: t('dashboard:salesChart.sales'),
            color: colors.sales,
            area: true,
            // A dot where the line begins: a shop in its first month has a single point to see.
            showMark: ({ index }) => index === drawn.start,
            valueFormatter: (value) => (value === null ? null : money(value)),
          },
          {
            id: 'cost',
            data: drawn.cost,
            label: t('dashboard:salesChart.cost'),
            color: colors.cost,
            area: true,
            showMark: ({ index }) => index === drawn.start,
            valueFormatter: (value) => (value === null ? null : money(value)),
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ top: 8, bottom: 8, left: 8, right: 16 }}
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.3 } }}
      />
    </Box>
  )
}
