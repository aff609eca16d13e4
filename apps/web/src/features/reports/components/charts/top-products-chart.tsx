import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import type { TrendingProduct } from '@counterpart/domain/schemas/reports'
import { useChartColors, useChartRtl } from '../../../../components/charts/chart-colors.ts'
import { topProductsChartHeight } from '../chart-sizes.ts'

/**
 * The trending products as bars of units sold, the best first (loaded on demand). Long names are cut on
 * the axis by the chart and shown whole in the tooltip.
 */
export function TopProductsChart({ products }: { products: readonly TrendingProduct[] }) {
  const colors = useChartColors()
  const rtl = useChartRtl()
  const names = new Map(products.map((row) => [row.product_id, row.product.name]))
  const height = topProductsChartHeight(products.length)
  return (
    <Box role="figure" aria-label="Units sold per product" sx={{ width: '100%', minWidth: 0, height }}>
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
        xAxis={[{ reverse: rtl, tickMinStep: 1, valueFormatter: (value: number) => value.toLocaleString() }]}
        series={[
          {
            id: 'sold',
            label: 'Units sold',
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
