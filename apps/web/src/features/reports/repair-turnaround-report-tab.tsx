import Typography from '@mui/material/Typography'
import { tr } from '@counterpart/domain/i18n/translate'
import { REPAIR_GROUP_LABELS } from '@counterpart/domain/repair-workflow'
import type { RepairWorkflowReportResponse } from '@counterpart/domain/schemas/repair-board'
import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { durationText } from '../../lib/duration-text.ts'
import { useRepairWorkflowReport } from './api/repair-workflow-report.ts'
import type { CsvRows } from './csv-files.ts'
import { downloadCsv } from './components/download-csv.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { PeriodReport } from './components/period-report.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'

type Spread = RepairWorkflowReportResponse['createdToReady']
type Report = RepairWorkflowReportResponse

/** The tables' columns, in the reader's language. */
function useTurnaroundColumns() {
  const { t } = useTranslation('reports')
  const nobody = t('reports:turnaround.nobody')
  const spreadColumns = <T extends Spread>(): ReportColumn<T>[] => [
    { label: t('reports:turnaround.columns.tickets'), align: 'right', render: (row) => row.count },
    {
      label: t('reports:turnaround.columns.average'),
      align: 'right',
      nowrap: true,
      render: (row) => <bdi>{durationText(row.averageMinutes)}</bdi>,
    },
    {
      label: t('reports:turnaround.columns.median'),
      align: 'right',
      nowrap: true,
      render: (row) => <bdi>{durationText(row.medianMinutes)}</bdi>,
    },
  ]
  const technician: ReportColumn<Report['perTechnician'][number]>[] = [
    { label: t('reports:turnaround.columns.technician'), render: (row) => row.technician ?? nobody },
    ...spreadColumns<Report['perTechnician'][number]>(),
  ]
  const model: ReportColumn<Report['perModel'][number]>[] = [
    { label: t('reports:turnaround.columns.device'), render: (row) => <bdi>{row.model}</bdi> },
    ...spreadColumns<Report['perModel'][number]>(),
  ]
  const status: ReportColumn<Report['perStatus'][number]>[] = [
    { label: t('reports:turnaround.columns.status'), render: (row) => row.name },
    { label: t('reports:turnaround.columns.stage'), render: (row) => REPAIR_GROUP_LABELS[row.group] },
    { label: t('reports:turnaround.columns.staysEnded'), align: 'right', render: (row) => row.count },
    {
      label: t('reports:turnaround.columns.averageStay'),
      align: 'right',
      nowrap: true,
      render: (row) => <bdi>{durationText(row.averageMinutes)}</bdi>,
    },
    { label: t('reports:turnaround.columns.inItNow'), align: 'right', render: (row) => row.now },
  ]
  const overdue: ReportColumn<Report['overdueNow'][number]>[] = [
    { label: t('reports:turnaround.columns.reference'), nowrap: true, render: (row) => <code>{row.key}</code> },
    { label: t('reports:turnaround.columns.device'), render: (row) => <bdi>{row.deviceName}</bdi> },
    { label: t('reports:turnaround.columns.status'), render: (row) => row.status },
    { label: t('reports:turnaround.columns.technician'), render: (row) => row.technician ?? nobody },
    {
      label: t('reports:turnaround.columns.inStatus'),
      align: 'right',
      nowrap: true,
      render: (row) => <bdi>{durationText(row.minutes)}</bdi>,
    },
    {
      label: t('reports:turnaround.columns.limit'),
      align: 'right',
      nowrap: true,
      render: (row) => <bdi>{durationText(row.limitMinutes)}</bdi>,
    },
  ]
  return { technician, model, status, overdue }
}

export function turnaroundCsv(report: Report): CsvRows {
  const spread = (label: string, row: Spread) => [label, row.count, row.averageMinutes, row.medianMinutes]
  const nobody = tr('reports:turnaround.nobody')
  return [
    [
      tr('reports:csv.figure'),
      tr('reports:turnaround.columns.tickets'),
      tr('reports:turnaround.csv.averageMinutes'),
      tr('reports:turnaround.csv.medianMinutes'),
    ],
    spread(tr('reports:turnaround.csv.createdToReady'), report.createdToReady),
    spread(tr('reports:turnaround.csv.readyToCollected'), report.readyToCollected),
    ...report.perTechnician.map((row) =>
      spread(tr('reports:turnaround.csv.technician', { name: row.technician ?? nobody }), row),
    ),
    ...report.perModel.map((row) => spread(tr('reports:turnaround.csv.device', { name: row.model }), row)),
    ...report.perStatus.map((row) => spread(tr('reports:turnaround.csv.status', { name: row.name }), row)),
  ]
}

/**
 * Repair turnaround (issue 30, item 2): how long tickets take, per technician, device and status, and the ones
 * overdue now, all from the tickets' histories and counted within the shop's opening hours.
 */
export function RepairTurnaroundReportTab() {
  const { t } = useTranslation('reports')
  const mutation = useRepairWorkflowReport()
  const columns = useTurnaroundColumns()
  return (
    <PeriodReport
      title={t('reports:turnaround.title')}
      printDelayMs={REPORT_PRINT_DELAYS_MS.TaxReport}
      defaultDuration="monthly"
      mutation={mutation}
      reportRef={(report) => report.ref}
      csv={(request, report) => () => downloadCsv(`repair-turnaround-${request.duration}.csv`, turnaroundCsv(report))}
    >
      {(report) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {report.openingHours ? t('reports:turnaround.openHours') : t('reports:turnaround.roundTheClock')}
          </Typography>
          <FigureGrid
            label={t('reports:turnaround.figures')}
            figures={[
              { label: t('reports:turnaround.reachedReady'), value: report.createdToReady.count },
              {
                label: t('reports:turnaround.createdReadyAverage'),
                value: durationText(report.createdToReady.averageMinutes),
              },
              {
                label: t('reports:turnaround.createdReadyMedian'),
                value: durationText(report.createdToReady.medianMinutes),
              },
              { label: t('reports:turnaround.collected'), value: report.readyToCollected.count },
              {
                label: t('reports:turnaround.readyCollectedAverage'),
                value: durationText(report.readyToCollected.averageMinutes),
              },
              { label: t('reports:turnaround.overdueNow'), value: report.overdueNow.length },
            ]}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('reports:turnaround.overdueNow')}
          </Typography>
          <ReportTable
            label={t('reports:turnaround.overdueNow')}
            columns={columns.overdue}
            rows={report.overdueNow}
            rowKey={(row) => row.repairId}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('reports:turnaround.perTechnician')}
          </Typography>
          <ReportTable
            label={t('reports:turnaround.perTechnician')}
            columns={columns.technician}
            rows={report.perTechnician}
            rowKey={(row) => row.technician ?? ''}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('reports:turnaround.perDevice')}
          </Typography>
          <ReportTable
            label={t('reports:turnaround.perDevice')}
            columns={columns.model}
            rows={report.perModel}
            rowKey={(row) => row.model}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('reports:turnaround.perStatus')}
          </Typography>
          <ReportTable
            label={t('reports:turnaround.perStatus')}
            columns={columns.status}
            rows={report.perStatus}
            rowKey={(row) => row.statusId}
          />
        </>
      )}
    </PeriodReport>
  )
}
