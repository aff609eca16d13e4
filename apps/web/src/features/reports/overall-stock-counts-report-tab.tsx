import Alert from '@mui/material/Alert'
import { REPORT_PRINT_DELAYS_MS, type WarehouseStockValue } from '@counterpart/domain/schemas/reports'
import { ChartFallback } from '../../components/charts/chart-fallback.tsx'
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
  const { money } = useFormatters()
  const columns: ReportColumn<WarehouseStockValue>[] = [
    { label: 'Warehouse', render: (row) => row.name },
    { label: 'Units on hand', align: 'right', render: (row) => row.quantity.toLocaleString() },
    { label: 'At cost', align: 'right', render: (row) => money(row.costAmount) },
    { label: 'At price', align: 'right', render: (row) => money(row.worthAmount) },
  ]
  return (
    <SnapshotReport
      title="Overall Stock Counts"
      subtitle={() => 'Every warehouse, as of now'}
      printDelayMs={REPORT_PRINT_DELAYS_MS.OverallStockCountsReport}
      query={query}
      csv={(data) => ({ name: 'stock-overall.csv', rows: stockOverallCsv(data) })}
      chart={() =>
        byWarehouse.isPending ? (
          <ChartFallback />
        ) : byWarehouse.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            The stock of each warehouse could not be loaded; the totals below are complete.
          </Alert>
        ) : (
          <WarehouseStockReportChart warehouses={byWarehouse.data.warehouses} />
        )
      }
    >
      {(data) => (
        <>
          <FigureGrid
            label="Stock totals"
            figures={[
              { label: 'Stock at cost', value: money(data.costAmount) },
              { label: 'Stock at price', value: money(data.worthAmount) },
              { label: 'Sales from stock', value: money(data.salesAmount) },
              { label: 'Units sold', value: data.sold },
              { label: 'Units on hand', value: data.quantity },
              { label: 'Sold-out stock lines', value: data.soldStock },
              { label: 'Stock lines on hand', value: data.unSoldStock },
            ]}
          />
          {byWarehouse.data && (
            <ReportTable
              label="Stock by warehouse"
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
