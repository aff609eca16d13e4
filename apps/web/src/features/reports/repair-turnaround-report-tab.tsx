import Typography from '@mui/material/Typography'
import { REPAIR_GROUP_LABELS } from '@counterpart/domain/repair-workflow'
import type { RepairWorkflowReportResponse } from '@counterpart/domain/schemas/repair-board'
import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { durationText } from '../../lib/duration-text.ts'
import { useRepairWorkflowReport } from './api/repair-workflow-report.ts'
import type { CsvRows } from './csv-files.ts'
import { downloadCsv } from './components/download-csv.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { PeriodReport } from './components/period-report.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'

type Spread = RepairWorkflowReportResponse['createdToReady']
type Report = RepairWorkflowReportResponse

const spreadColumns = <T extends Spread>(): ReportColumn<T>[] => [
  { label: 'Tickets', align: 'right', render: (row) => row.count },
  { label: 'Average', align: 'right', nowrap: true, render: (row) => <bdi>{durationText(row.averageMinutes)}</bdi> },
  { label: 'Median', align: 'right', nowrap: true, render: (row) => <bdi>{durationText(row.medianMinutes)}</bdi> },
]

const technicianColumns: ReportColumn<Report['perTechnician'][number]>[] = [
  { label: 'Technician', render: (row) => row.technician ?? 'Nobody assigned' },
  ...spreadColumns<Report['perTechnician'][number]>(),
]
const modelColumns: ReportColumn<Report['perModel'][number]>[] = [
  { label: 'Device', render: (row) => <bdi>{row.model}</bdi> },
  ...spreadColumns<Report['perModel'][number]>(),
]
const statusColumns: ReportColumn<Report['perStatus'][number]>[] = [
  { label: 'Status', render: (row) => row.name },
  { label: 'Stage', render: (row) => REPAIR_GROUP_LABELS[row.group] },
  { label: 'Stays ended', align: 'right', render: (row) => row.count },
  {
    label: 'Average stay',
    align: 'right',
    nowrap: true,
    render: (row) => <bdi>{durationText(row.averageMinutes)}</bdi>,
  },
  { label: 'In it now', align: 'right', render: (row) => row.now },
]
const overdueColumns: ReportColumn<Report['overdueNow'][number]>[] = [
  { label: 'Reference', nowrap: true, render: (row) => <code>{row.key}</code> },
  { label: 'Device', render: (row) => <bdi>{row.deviceName}</bdi> },
  { label: 'Status', render: (row) => row.status },
  { label: 'Technician', render: (row) => row.technician ?? 'Nobody assigned' },
  { label: 'In status', align: 'right', nowrap: true, render: (row) => <bdi>{durationText(row.minutes)}</bdi> },
  { label: 'Limit', align: 'right', nowrap: true, render: (row) => <bdi>{durationText(row.limitMinutes)}</bdi> },
]

export function turnaroundCsv(report: Report): CsvRows {
  const spread = (label: string, row: Spread) => [label, row.count, row.averageMinutes, row.medianMinutes]
  return [
    ['Figure', 'Tickets', 'Average minutes', 'Median minutes'],
    spread('Created to ready', report.createdToReady),
    spread('Ready to collected', report.readyToCollected),
    ...report.perTechnician.map((row) => spread(`Technician: ${row.technician ?? 'Nobody assigned'}`, row)),
    ...report.perModel.map((row) => spread(`Device: ${row.model}`, row)),
    ...report.perStatus.map((row) => spread(`Status: ${row.name}`, row)),
  ]
}

/**
 * Repair turnaround (issue 30, item 2): how long tickets take, per technician, device and status, and the ones
 * overdue now, all from the tickets' histories and counted within the shop's opening hours.
 */
export function RepairTurnaroundReportTab() {
  const mutation = useRepairWorkflowReport()
  return (
    <PeriodReport
      title="Repair Turnaround Report"
      printDelayMs={REPORT_PRINT_DELAYS_MS.TaxReport}
      defaultDuration="monthly"
      mutation={mutation}
      reportRef={(report) => report.ref}
      csv={(request, report) => () => downloadCsv(`repair-turnaround-${request.duration}.csv`, turnaroundCsv(report))}
    >
      {(report) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {report.openingHours
              ? 'Times count only the minutes the shop is open.'
              : 'Times count round the clock: set the opening hours in Settings › Repair statuses to count open minutes only.'}
          </Typography>
          <FigureGrid
            label="Turnaround"
            figures={[
              { label: 'Reached ready', value: report.createdToReady.count },
              { label: 'Created → ready (average)', value: durationText(report.createdToReady.averageMinutes) },
              { label: 'Created → ready (median)', value: durationText(report.createdToReady.medianMinutes) },
              { label: 'Collected', value: report.readyToCollected.count },
              { label: 'Ready → collected (average)', value: durationText(report.readyToCollected.averageMinutes) },
              { label: 'Overdue now', value: report.overdueNow.length },
            ]}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Overdue now
          </Typography>
          <ReportTable
            label="Overdue now"
            columns={overdueColumns}
            rows={report.overdueNow}
            rowKey={(row) => row.repairId}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Per technician
          </Typography>
          <ReportTable
            label="Per technician"
            columns={technicianColumns}
            rows={report.perTechnician}
            rowKey={(row) => row.technician ?? ''}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Per device
          </Typography>
          <ReportTable label="Per device" columns={modelColumns} rows={report.perModel} rowKey={(row) => row.model} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Per status
          </Typography>
          <ReportTable
            label="Per status"
            columns={statusColumns}
            rows={report.perStatus}
            rowKey={(row) => row.statusId}
          />
        </>
      )}
    </PeriodReport>
  )
}
