import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import type { WarehouseStockValue } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { useChartColors, useChartRtl } from '../../../../components/charts/chart-colors.ts'
import { useFormatters } from '../../../../lib/use-formatters.ts'
import { warehouseChartHeight } from '../chart-sizes.ts'

/** Stock on hand per warehouse at cost and at price, a pair of bars each (loaded on demand). */
export function WarehouseStockChart({ warehouses }: { warehouses: readonly WarehouseStockValue[] }) {
  const { t } = useTranslation('reports')
  const colors = useChartColors()
  const { money, moneyAxis } = useFormatters()
  const rtl = useChartRtl()
  const names = new Map(warehouses.map((row) => [row.id, row.name]))
  const height = warehouseChartHeight(warehouses.length)
  return (
    <Box role="figure" aria-label={t('reports:chart.warehouses.title')} sx={{ width: '100%', minWidth: 0, height }}>
      <BarChart
        skipAnimation
        height={height}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: warehouses.map((row) => row.id),
            position: rtl ? 'right' : 'left',
            width: 120,
            valueFormatter: (id: number) => names.get(id) ?? '',
          },
        ]}
        xAxis={[{ reverse: rtl, valueFormatter: (value: number) => moneyAxis(value) }]}
        series={[
          {
            id: 'cost',
            label: t('reports:chart.warehouses.atCost'),
            color: colors.cost,
            data: warehouses.map((row) => row.costAmount),
            valueFormatter: (value) => money(value ?? 0),
          },
          {
            id: 'worth',
            label: t('reports:chart.warehouses.atPrice'),
            color: colors.sales,
            data: warehouses.map((row) => row.worthAmount),
            valueFormatter: (value) => money(value ?? 0),
          },
        ]}
        grid={{ vertical: true }}
        margin={{ top: 8, bottom: 8, left: 8, right: 16 }}
      />
    </Box>
  )
}
