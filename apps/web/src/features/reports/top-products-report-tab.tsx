import {
  REPORT_PRINT_DELAYS_MS,
  TRENDING_DAYS,
  TRENDING_LIMIT,
  type TrendingProduct,
} from '@counterpart/domain/schemas/reports'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useTrendingProducts } from './api/trending-products.ts'
import { topProductsCsv } from './csv-files.ts'
import { TopProductsReportChart } from './components/report-charts.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

const columns: ReportColumn<TrendingProduct & { rank: number }>[] = [
  { label: '#', render: (row) => row.rank },
  { label: 'Product', render: (row) => row.product.name },
  { label: 'SKU', render: (row) => row.product.sku },
  { label: 'Sold', align: 'right', render: (row) => row.sold },
]

/** TopProductsReport (spec 002 §2.2, §9): the 10 trending products, units sold net of returns. */
export function TopProductsReportTab() {
  const query = useTrendingProducts()
  const { date } = useFormatters()
  return (
    <SnapshotReport
      title={`Top ${TRENDING_LIMIT} Trending Products`}
      subtitle={(data) => `Last ${TRENDING_DAYS} days: ${date(data.fromDate)} – ${date(data.endDate)}, net of returns`}
      printDelayMs={REPORT_PRINT_DELAYS_MS.TopProductsReport}
      query={query}
      csv={(data) => ({ name: `top-products-${data.fromDate}_${data.endDate}.csv`, rows: topProductsCsv(data) })}
      chart={(data) => <TopProductsReportChart products={data.trending} />}
    >
      {(data) => (
        <ReportTable
          label="Trending products"
          columns={columns}
          rows={data.trending.map((row, index) => ({ ...row, rank: index + 1 }))}
          rowKey={(row) => row.product_id}
        />
      )}
    </SnapshotReport>
  )
}
