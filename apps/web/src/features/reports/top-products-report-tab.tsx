import {
  REPORT_PRINT_DELAYS_MS,
  TRENDING_DAYS,
  TRENDING_LIMIT,
  type TrendingProduct,
} from '@counterpart/domain/schemas/reports'
import { Trans, useTranslation } from 'react-i18next'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useTrendingProducts } from './api/trending-products.ts'
import { topProductsCsv } from './csv-files.ts'
import { TopProductsReportChart } from './components/report-charts.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

/** TopProductsReport (spec 002 §2.2, §9): the 10 trending products, units sold net of returns. */
export function TopProductsReportTab() {
  const { t } = useTranslation('reports')
  const query = useTrendingProducts()
  const { date } = useFormatters()
  const columns: ReportColumn<TrendingProduct & { rank: number }>[] = [
    { label: '#', render: (row) => row.rank },
    { label: t('reports:topProducts.columns.product'), render: (row) => row.product.name },
    { label: 'SKU', render: (row) => row.product.sku },
    { label: t('reports:topProducts.columns.sold'), align: 'right', render: (row) => row.sold },
  ]
  return (
    <SnapshotReport
      title={t('reports:topProducts.title', { limit: TRENDING_LIMIT })}
      subtitle={(data) => (
        <Trans
          t={t}
          i18nKey="reports:topProducts.subtitle"
          values={{ days: TRENDING_DAYS, from: date(data.fromDate), to: date(data.endDate) }}
          components={{ b: <bdi /> }}
        />
      )}
      printDelayMs={REPORT_PRINT_DELAYS_MS.TopProductsReport}
      query={query}
      csv={(data) => ({ name: `top-products-${data.fromDate}_${data.endDate}.csv`, rows: topProductsCsv(data) })}
      chart={(data) => <TopProductsReportChart products={data.trending} />}
    >
      {(data) => (
        <ReportTable
          label={t('reports:topProducts.table')}
          columns={columns}
          rows={data.trending.map((row, index) => ({ ...row, rank: index + 1 }))}
          rowKey={(row) => row.product_id}
        />
      )}
    </SnapshotReport>
  )
}
