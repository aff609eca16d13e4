import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import type { UseQueryResult } from '@tanstack/react-query'
import type { CsvCell } from '@counterpart/domain/pricing/csv'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../../lib/app-configuration.ts'
import { downloadCsv } from './download-csv.ts'
import { usePrintAfter } from './print-report.ts'
import { ReportActions } from './report-actions.tsx'
import { ReportHeading } from './report-heading.tsx'
import { ReportPrintArea } from './report-print-area.tsx'

interface SnapshotReportProps<T> {
  title: string
  subtitle?: (data: T) => ReactNode
  printDelayMs: number
  query: UseQueryResult<T>
  /** The CSV file: its name and rows (header first). */
  csv: (data: T) => { name: string; rows: CsvCell[][] }
  /** The chart drawn first, above the figures. */
  chart?: (data: T) => ReactNode
  children: (data: T) => ReactNode
}

/** A report of the shop as it is now (payments, tax, top products, stock): shown as soon as the tab opens. */
export function SnapshotReport<T>({
  title,
  subtitle,
  printDelayMs,
  query,
  csv,
  chart,
  children,
}: SnapshotReportProps<T>) {
  const { t } = useTranslation('reports')
  const print = usePrintAfter(printDelayMs)
  const user = useCurrentUser()
  if (query.isPending) return <CircularProgress aria-label={t('reports:snapshot.loading', { title })} />
  if (query.isError) return <Alert severity="error">{t('reports:snapshot.failed', { title })}</Alert>
  const data = query.data
  return (
    <>
      <ReportActions
        onPrint={print}
        csv={() => {
          const file = csv(data)
          downloadCsv(file.name, file.rows)
        }}
      />
      <ReportPrintArea>
        <ReportHeading
          title={title}
          subtitle={subtitle?.(data)}
          generated={{ time: query.dataUpdatedAt, by: user?.name }}
        />
        {chart?.(data)}
        {children(data)}
      </ReportPrintArea>
    </>
  )
}
