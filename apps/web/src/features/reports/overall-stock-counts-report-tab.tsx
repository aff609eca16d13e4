import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useStockOverall } from './api/stock-overall.ts'
import { stockOverallCsv } from './csv-files.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

/** OverallStockCountsReport (spec 002 §7 /stock-overall): the warehouses' stock at cost and at price. */
export function OverallStockCountsReportTab() {
  const query = useStockOverall()
  const { money } = useFormatters()
  return (
    <SnapshotReport
      title="Overall Stock Counts"
      subtitle={() => 'Every warehouse, as of now'}
      printDelayMs={REPORT_PRINT_DELAYS_MS.OverallStockCountsReport}
      query={query}
      csv={(data) => ({ name: 'stock-overall.csv', rows: stockOverallCsv(data) })}
    >
      {(data) => (
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
      )}
    </SnapshotReport>
  )
}
