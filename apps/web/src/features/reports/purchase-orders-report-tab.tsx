import { REPORT_DEFAULTS, REPORT_PRINT_DELAYS_MS, type PurchaseReportRow } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { useChartColors } from '../../components/charts/chart-colors.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePurchaseReport } from './api/purchase-report.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { OrdersReport } from './components/orders-report.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'

/**
 * PurchaseOrdersReport (spec 002 §2.2, §7): purchases of a duration and way; opens on yearly and Due.
 * Due lists what the shop still owes: a purchase paid in full leaves it (issue 28).
 */
export function PurchaseOrdersReportTab() {
  const { t } = useTranslation('reports')
  const mutation = usePurchaseReport()
  const { money, date } = useFormatters()
  const colors = useChartColors()
  const columns: ReportColumn<PurchaseReportRow>[] = [
    { label: t('reports:purchases.columns.transaction'), render: (row) => row.barcode },
    { label: t('reports:purchases.columns.reference'), render: (row) => row.reference },
    { label: t('reports:purchases.columns.supplier'), render: (row) => row.supplier },
    { label: t('reports:purchases.columns.date'), nowrap: true, render: (row) => date(row.created_at) },
    { label: t('reports:purchases.columns.items'), align: 'right', render: (row) => row.totalItems },
    { label: t('reports:purchases.columns.subTotal'), align: 'right', render: (row) => money(row.subTotal) },
    {
      label: t('reports:purchases.columns.discount'),
      align: 'right',
      render: (row) => t('reports:purchases.withRate', { amount: money(row.discountedAmount), rate: row.discountRate }),
    },
    {
      label: t('reports:purchases.columns.tax'),
      align: 'right',
      render: (row) => t('reports:purchases.withRate', { amount: money(row.taxAmount), rate: row.taxRate }),
    },
    { label: t('reports:purchases.columns.payable'), align: 'right', render: (row) => money(row.totalAmount) },
    { label: t('reports:purchases.columns.paid'), align: 'right', render: (row) => money(row.paid) },
    { label: t('reports:purchases.columns.balance'), align: 'right', render: (row) => money(row.balance) },
    {
      label: t('reports:purchases.columns.dueDate'),
      nowrap: true,
      render: (row) => (row.dueDate ? date(row.dueDate) : ''),
    },
  ]
  return (
    <OrdersReport
      kind="purchase"
      title={t('reports:purchases.title')}
      printDelayMs={REPORT_PRINT_DELAYS_MS.PurchaseOrdersReport}
      defaults={REPORT_DEFAULTS.purchase}
      mutation={mutation}
      chart={{
        title: t('reports:purchases.chartTitle'),
        series: [{ field: 'totalAmount', label: t('reports:purchases.series'), color: colors.purchase }],
        empty: {
          title: t('reports:purchases.emptyTitle'),
          hint: t('reports:purchases.emptyHint'),
        },
      }}
    >
      {(report) => (
        <>
          <FigureGrid
            label={t('reports:purchases.totals')}
            figures={[
              { label: t('reports:purchases.orders'), value: report.orders },
              { label: t('reports:purchases.itemsPurchased'), value: report.purchased },
              { label: t('reports:purchases.costAmount'), value: money(report.costAmount) },
              { label: t('reports:purchases.tax'), value: money(report.tax) },
              { label: t('reports:purchases.discount'), value: money(report.discount) },
              { label: t('reports:purchases.paid'), value: money(report.paid) },
              { label: t('reports:purchases.balance'), value: money(report.balance) },
            ]}
          />
          <ReportTable
            label={t('reports:purchases.table')}
            columns={columns}
            rows={report.list}
            rowKey={(row) => row.id}
            dense
          />
        </>
      )}
    </OrdersReport>
  )
}
