import Box from '@mui/material/Box'
import { PieChart } from '@mui/x-charts/PieChart'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('dashboard')
  const colors = useChartColors()
  const slices = [
    { id: 'cost', label: t('dashboard:pie.cost'), value: cost, color: colors.cost },
    { id: 'profit', label: t('dashboard:pie.profit'), value: Math.max(0, profit), color: colors.profit },
    { id: 'tax', label: t('dashboard:pie.tax'), value: tax, color: colors.tax },
  ].filter((slice) => slice.value > 0)
  if (slices.length === 0) {
    return (
      <ChartEmptyState title={t('dashboard:pie.emptyTitle')} height={180}>
        {t('dashboard:pie.emptyHint')}
      </ChartEmptyState>
    )
  }
  return (
    <Box role="figure" aria-label={t('dashboard:pie.label')} sx={{ width: '100%', height: 240 }}>
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
