import { REPORT_DEFAULTS, REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { useChartColors } from '../../components/charts/chart-colors.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useRefundReport } from './api/refund-report.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { OrdersReport } from './components/orders-report.tsx'
import { ReportTable } from './components/report-table.tsx'
import { useOrderColumns } from './sales-report-tab.tsx'

/** RefundsReport (spec 002 §2.2, §7): refunds of a duration and payment way. */
export function RefundsReportTab() {
  const { t } = useTranslation('reports')
  const mutation = useRefundReport()
  const { money } = useFormatters()
  const columns = useOrderColumns()
  const colors = useChartColors()
  return (
    <OrdersReport
      kind="refund"
      title={t('reports:refunds.title')}
      printDelayMs={REPORT_PRINT_DELAYS_MS.RefundsReport}
      defaults={REPORT_DEFAULTS.refund}
      mutation={mutation}
      chart={{
        title: t('reports:refunds.chartTitle'),
        series: [{ field: 'totalAmount', label: t('reports:refunds.series'), color: colors.refund }],
        empty: {
          title: t('reports:refunds.emptyTitle'),
          hint: t('reports:refunds.emptyHint'),
        },
      }}
    >
      {(report) => (
        <>
          <FigureGrid
            label={t('reports:refunds.totals')}
            figures={[
              { label: t('reports:refunds.orders'), value: report.orders },
              { label: t('reports:refunds.itemsReturned'), value: report.returned },
              { label: t('reports:refunds.refunds'), value: money(report.refunds) },
              { label: t('reports:refunds.cost'), value: money(report.cost) },
              { label: t('reports:refunds.revertedProfit'), value: money(report.revertedProfit) },
              { label: t('reports:refunds.taxFall'), value: money(report.taxFall) },
              { label: t('reports:refunds.revertedDiscount'), value: money(report.revertedDiscount) },
            ]}
          />
          <ReportTable
            label={t('reports:refunds.table')}
            columns={columns}
            rows={report.list}
            rowKey={(row) => row.id}
          />
        </>
      )}
    </OrdersReport>
  )
}
