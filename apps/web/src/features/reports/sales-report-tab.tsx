import {
  INCOME_LABELS,
  REPORT_DEFAULTS,
  REPORT_PRINT_DELAYS_MS,
  paymentMethodLabel,
  type ReportOrderRow,
} from '@counterpart/domain/schemas/reports'
import Typography from '@mui/material/Typography'
import { useChartColors } from '../../components/charts/chart-colors.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useSaleReport } from './api/sale-report.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { OrdersReport } from './components/orders-report.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'

/** Order rows of the sale and refund reports: the transaction, its items and money. */
export function useOrderColumns(): ReportColumn<ReportOrderRow>[] {
  const { money, date } = useFormatters()
  return [
    { label: 'Transaction', render: (row) => row.barcode },
    { label: 'Date', nowrap: true, render: (row) => date(row.created_at) },
    { label: 'Items', align: 'right', render: (row) => row.totalItems },
    { label: 'Cost', align: 'right', render: (row) => money(row.cost) },
    { label: 'Price', align: 'right', render: (row) => money(row.price) },
    { label: 'Discount', align: 'right', render: (row) => money(row.discountedAmount) },
    { label: 'Tax', align: 'right', render: (row) => money(row.taxAmount) },
    { label: 'Profit', align: 'right', render: (row) => money(row.profit) },
    { label: 'Total', align: 'right', render: (row) => money(row.totalAmount) },
  ]
}

/** SalesReport (spec 002 §2.2, §7): sales of a duration and payment way; opens on today and Live. */
export function SalesReportTab() {
  const mutation = useSaleReport()
  const { money } = useFormatters()
  const columns = useOrderColumns()
  const colors = useChartColors()
  return (
    <OrdersReport
      kind="sale"
      title="Sales Report"
      printDelayMs={REPORT_PRINT_DELAYS_MS.SalesReport}
      defaults={REPORT_DEFAULTS.sale}
      allWays
      mutation={mutation}
      chart={{
        title: 'Sales and profit',
        series: [
          { field: 'totalAmount', label: 'Sales', color: colors.sales },
          { field: 'profit', label: 'Profit', color: colors.profit },
        ],
        empty: {
          title: 'No sales in this period',
          hint: 'Sales of this payment way made at the POS appear here as bars of sales and profit. Choose another duration or payment way, or make a sale.',
        },
      }}
    >
      {(report) => (
        <>
          <FigureGrid
            label="Net sales"
            figures={[
              { label: INCOME_LABELS.netSales, value: money(report.netSales) },
              { label: INCOME_LABELS.grossSales, value: money(report.grossSales) },
              { label: INCOME_LABELS.discount, value: money(-report.discount) },
              {
                label: INCOME_LABELS.returns,
                value: `${money(-report.returns)} · ${report.returnedOrders.toLocaleString()} refunds`,
              },
              { label: INCOME_LABELS.netProfit, value: money(report.netProfit) },
              { label: INCOME_LABELS.netTax, value: money(report.netTax) },
            ]}
          />
          <FigureGrid
            label="Sales totals"
            figures={[
              { label: 'Orders', value: report.orders },
              { label: 'Items sold', value: report.sold },
              { label: 'Sales with tax', value: money(report.sales) },
              { label: 'Cost', value: money(report.cost) },
              { label: 'Profit', value: money(report.profit) },
              { label: 'Tax', value: money(report.tax) },
              { label: 'Discount', value: money(report.discount) },
            ]}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            Sales by payment method
          </Typography>
          <FigureGrid
            label="Sales by payment method"
            figures={[
              ...report.byMethod.map((entry) => ({
                label: paymentMethodLabel(entry.gateway),
                value: money(entry.amount),
              })),
              { label: 'On credit (not paid)', value: money(report.onCredit) },
            ]}
          />
          <ReportTable label="Sales" columns={columns} rows={report.list} rowKey={(row) => row.id} />
        </>
      )}
    </OrdersReport>
  )
}
