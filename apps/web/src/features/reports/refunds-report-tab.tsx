import { REPORT_DEFAULTS, REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { useChartColors } from '../../components/charts/chart-colors.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useRefundReport } from './api/refund-report.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { OrdersReport } from './components/orders-report.tsx'
import { ReportTable } from './components/report-table.tsx'
import { useOrderColumns } from './sales-report-tab.tsx'

/** RefundsReport (spec 002 §2.2, §7): refunds of a duration and payment way. */
export function RefundsReportTab() {
  const mutation = useRefundReport()
  const { money } = useFormatters()
  const columns = useOrderColumns()
  const colors = useChartColors()
  return (
    <OrdersReport
      kind="refund"
      title="Refunds Report"
      printDelayMs={REPORT_PRINT_DELAYS_MS.RefundsReport}
      defaults={REPORT_DEFAULTS.refund}
      mutation={mutation}
      chart={{
        title: 'Refunds',
        series: [{ field: 'totalAmount', label: 'Refunds', color: colors.refund }],
        empty: {
          title: 'No refunds in this period',
          hint: 'Refunds appear here when sold items are returned: open the POS with the sale’s transaction number. Refunds are paid back at once, so they are Live.',
        },
      }}
    >
      {(report) => (
        <>
          <FigureGrid
            label="Refund totals"
            figures={[
              { label: 'Orders', value: report.orders },
              { label: 'Items returned', value: report.returned },
              { label: 'Refunds', value: money(report.refunds) },
              { label: 'Cost', value: money(report.cost) },
              { label: 'Reverted profit', value: money(report.revertedProfit) },
              { label: 'Tax fall', value: money(report.taxFall) },
              { label: 'Reverted discount', value: money(report.revertedDiscount) },
            ]}
          />
          <ReportTable label="Refunds" columns={columns} rows={report.list} rowKey={(row) => row.id} />
        </>
      )}
    </OrdersReport>
  )
}
