import { REPORT_PRINT_DELAYS_MS, type RepairReportRow } from '@counterpart/domain/schemas/reports'
import { useChartColors } from '../../components/charts/chart-colors.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { repairCsvUrl, useRepairReport } from './api/repair-report.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { PeriodReport } from './components/period-report.tsx'
import { RepairsReportChart } from './components/report-charts.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'

function useRepairColumns(): ReportColumn<RepairReportRow>[] {
  const { money, date } = useFormatters()
  return [
    { label: 'Reference', render: (row) => row.key },
    { label: 'Date', nowrap: true, render: (row) => date(row.created_at) },
    { label: 'Customer', render: (row) => row.name },
    { label: 'Device', render: (row) => row.deviceName },
    { label: 'Status', render: (row) => (row.status === 1 ? 'Complete' : 'Pending') },
    { label: 'Charges', align: 'right', render: (row) => money(row.charges) },
    { label: 'Tax', align: 'right', render: (row) => money(row.taxAmount) },
    { label: 'Total', align: 'right', render: (row) => money(row.totalAmount) },
    { label: 'Prepaid', align: 'right', render: (row) => money(row.prePaid) },
    { label: 'Due', align: 'right', render: (row) => money(row.due) },
  ]
}

/**
 * The Repairs report (issue 28, item 2; beyond the spec): the repairs booked in a duration, what they were
 * charged with their tax, prepaid and still due, the average ticket, and the tickets open now. The repair
 * form records one charge per job, so labour and parts are shown together (docs/reports.md).
 */
export function RepairsReportTab() {
  const mutation = useRepairReport()
  const { money } = useFormatters()
  const colors = useChartColors()
  const columns = useRepairColumns()
  return (
    <PeriodReport
      title="Repairs Report"
      // Printed like the other generated reports.
      printDelayMs={REPORT_PRINT_DELAYS_MS.SalesReport}
      defaultDuration="monthly"
      mutation={mutation}
      reportRef={(report) => report.ref}
      csv={(request) => repairCsvUrl(request)}
      chart={(request) => (
        <RepairsReportChart
          request={request}
          series={[
            { field: 'totalAmount', label: 'Income with tax', color: colors.received },
            { field: 'taxAmount', label: 'Tax', color: colors.tax },
          ]}
        />
      )}
    >
      {(report) => (
        <>
          <FigureGrid
            label="Repair totals"
            figures={[
              { label: 'Repairs booked', value: report.repairs },
              { label: 'Income (with tax)', value: money(report.totalAmount) },
              { label: 'Charges (labour and parts)', value: money(report.charges) },
              { label: 'Tax', value: money(report.tax) },
              { label: 'Average ticket', value: money(report.averageTicket) },
              { label: 'Prepaid', value: money(report.prePaid) },
              { label: 'Still due', value: money(report.due) },
              { label: 'Open tickets now', value: report.openTickets },
              { label: 'Due on open tickets', value: money(report.openDue) },
            ]}
          />
          {report.list.length < report.repairs && (
            <p>
              The newest {report.list.length.toLocaleString()} of {report.repairs.toLocaleString()} repairs are listed;
              the totals cover all of them, and Export CSV has every row.
            </p>
          )}
          <ReportTable label="Repairs" columns={columns} rows={report.list} rowKey={(row) => row.id} />
        </>
      )}
    </PeriodReport>
  )
}
