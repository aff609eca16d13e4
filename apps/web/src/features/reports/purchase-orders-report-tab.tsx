import { REPORT_DEFAULTS, REPORT_PRINT_DELAYS_MS, type PurchaseReportRow } from '@counterpart/domain/schemas/reports'
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
  const mutation = usePurchaseReport()
  const { money, date } = useFormatters()
  const colors = useChartColors()
  const columns: ReportColumn<PurchaseReportRow>[] = [
    { label: 'Transaction', render: (row) => row.barcode },
    { label: 'Reference', render: (row) => row.reference },
    { label: 'Supplier', render: (row) => row.supplier },
    { label: 'Date', nowrap: true, render: (row) => date(row.created_at) },
    { label: 'Items', align: 'right', render: (row) => row.totalItems },
    { label: 'Sub total', align: 'right', render: (row) => money(row.subTotal) },
    { label: 'Discount', align: 'right', render: (row) => `${money(row.discountedAmount)} (${row.discountRate}%)` },
    { label: 'Tax', align: 'right', render: (row) => `${money(row.taxAmount)} (${row.taxRate}%)` },
    { label: 'Payable', align: 'right', render: (row) => money(row.totalAmount) },
    { label: 'Paid', align: 'right', render: (row) => money(row.paid) },
    { label: 'Balance', align: 'right', render: (row) => money(row.balance) },
    { label: 'Due date', nowrap: true, render: (row) => (row.dueDate ? date(row.dueDate) : '') },
  ]
  return (
    <OrdersReport
      kind="purchase"
      title="Purchase Orders Report"
      printDelayMs={REPORT_PRINT_DELAYS_MS.PurchaseOrdersReport}
      defaults={REPORT_DEFAULTS.purchase}
      mutation={mutation}
      chart={{
        title: 'Purchases',
        series: [{ field: 'totalAmount', label: 'Purchases', color: colors.purchase }],
        empty: {
          title: 'No purchases in this period',
          hint: 'Purchases recorded under Buy, by supplier or by product, appear here with this payment way (Live is paid at once; Due lists those on credit with something still to pay). Choose another duration or payment way.',
        },
      }}
    >
      {(report) => (
        <>
          <FigureGrid
            label="Purchase totals"
            figures={[
              { label: 'Orders', value: report.orders },
              { label: 'Items purchased', value: report.purchased },
              { label: 'Cost amount', value: money(report.costAmount) },
              { label: 'Tax', value: money(report.tax) },
              { label: 'Discount', value: money(report.discount) },
              { label: 'Paid', value: money(report.paid) },
              { label: 'Balance', value: money(report.balance) },
            ]}
          />
          <ReportTable label="Purchase orders" columns={columns} rows={report.list} rowKey={(row) => row.id} dense />
        </>
      )}
    </OrdersReport>
  )
}
