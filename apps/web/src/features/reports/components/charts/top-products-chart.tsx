import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import type { TrendingProduct } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { useChartColors, useChartRtl } from '../../../../components/charts/chart-colors.ts'
import { useChartLocale } from '../../../../components/charts/chart-locale.ts'
import { topProductsChartHeight } from '../chart-sizes.ts'

/**
 * The trending products as bars of units sold, the best first (loaded on demand). Long names are cut on
 * the axis by the chart and shown whole in the tooltip.
 */
export function TopProductsChart({ products }: { products: readonly TrendingProduct[] }) {
  const { t } = useTranslation('reports')
  const colors = useChartColors()
  const rtl = useChartRtl()
  const locale = useChartLocale()
  const names = new Map(products.map((row) => [row.product_id, row.product.name]))
  const height = topProductsChartHeight(products.length)
  return (
    <Box role="figure" aria-label={t('reports:chart.topProducts.title')} sx={{ width: '100%', minWidth: 0, height }}>
      <BarChart
        skipAnimation
        height={height}
        layout="horizontal"
        hideLegend
        yAxis={[
          {
            scaleType: 'band',
            data: products.map((row) => row.product_id),
            position: rtl ? 'right' : 'left',
            width: 140,
            valueFormatter: (id: number) => names.get(id) ?? '',
          },
        ]}
        xAxis={[{ reverse: rtl, tickMinStep: 1, valueFormatter: (value: number) => value.toLocaleString(locale) }]}
        series={[
          {
            id: 'sold',
            label: t('reports:chart.topProducts.unitsSold'),
            color: colors.sales,
            data: products.map((row) => row.sold),
          },
        ]}
        grid={{ vertical: true }}
        margin={{ top: 8, bottom: 8, left: 8, right: 16 }}
      />
    </Box>
  )
}
