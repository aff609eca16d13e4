import Alert from '@mui/material/Alert'
import { REPORT_PRINT_DELAYS_MS, type WarehouseStockValue } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { ChartFallback } from '../../components/charts/chart-fallback.tsx'
import { useChartLocale } from '../../components/charts/chart-locale.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useStockByWarehouse } from './api/stock-by-warehouse.ts'
import { useStockOverall } from './api/stock-overall.ts'
import { stockOverallCsv } from './csv-files.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { WarehouseStockReportChart } from './components/report-charts.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

/** OverallStockCountsReport (spec 002 §7 /stock-overall): the warehouses' stock at cost and at price. */
export function OverallStockCountsReportTab() {
  const query = useStockOverall()
  const byWarehouse = useStockByWarehouse()
  const { t } = useTranslation('reports')
  const { money } = useFormatters()
  const locale = useChartLocale()
  const columns: ReportColumn<WarehouseStockValue>[] = [
    { label: t('reports:stock.columns.warehouse'), render: (row) => row.name },
    {
      label: t('reports:stock.quantity'),
      align: 'right',
      render: (row) => row.quantity.toLocaleString(locale),
    },
    { label: t('reports:stock.columns.atCost'), align: 'right', render: (row) => money(row.costAmount) },
    { label: t('reports:stock.columns.atPrice'), align: 'right', render: (row) => money(row.worthAmount) },
  ]
  return (
    <SnapshotReport
      title={t('reports:stock.title')}
      subtitle={() => t('reports:stock.subtitle')}
      printDelayMs={REPORT_PRINT_DELAYS_MS.OverallStockCountsReport}
      query={query}
      csv={(data) => ({ name: 'stock-overall.csv', rows: stockOverallCsv(data) })}
      chart={() =>
        byWarehouse.isPending ? (
          <ChartFallback />
        ) : byWarehouse.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('reports:stock.warehousesFailed')}
          </Alert>
        ) : (
          <WarehouseStockReportChart warehouses={byWarehouse.data.warehouses} />
        )
      }
    >
      {(data) => (
        <>
          <FigureGrid
            label={t('reports:stock.totals')}
            figures={[
              { label: t('reports:stock.costAmount'), value: money(data.costAmount) },
              { label: t('reports:stock.worthAmount'), value: money(data.worthAmount) },
              { label: t('reports:stock.salesAmount'), value: money(data.salesAmount) },
              { label: t('reports:stock.sold'), value: data.sold },
              { label: t('reports:stock.quantity'), value: data.quantity },
              { label: t('reports:stock.soldStock'), value: data.soldStock },
              { label: t('reports:stock.unSoldStock'), value: data.unSoldStock },
            ]}
          />
          {byWarehouse.data && (
            <ReportTable
              label={t('reports:stock.byWarehouse')}
              columns={columns}
              rows={byWarehouse.data.warehouses}
              rowKey={(row) => row.id}
            />
          )}
        </>
      )}
    </SnapshotReport>
  )
}
