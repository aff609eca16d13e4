import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import type { CsvCell } from '@counterpart/domain/pricing/reports'
import type { ReactNode } from 'react'
import { useConfigs, useCurrentUser } from '../../../lib/app-configuration.ts'
import { dateTimeFormat, formatDate } from '@counterpart/domain/format'
import { downloadCsv } from './download-csv.ts'
import { usePrintAfter } from './print-report.ts'
import { ReportActions } from './report-actions.tsx'
import { ReportPrintArea } from './report-print-area.tsx'

interface SnapshotReportProps<T> {
  title: string
  subtitle?: (data: T) => string
  printDelayMs: number
  query: UseQueryResult<T>
  /** The CSV file: its name and rows (header first). */
  csv: (data: T) => { name: string; rows: CsvCell[][] }
  children: (data: T) => ReactNode
}

/** A report of the shop as it is now (payments, tax, top products, stock): shown as soon as the tab opens. */
export function SnapshotReport<T>({ title, subtitle, printDelayMs, query, csv, children }: SnapshotReportProps<T>) {
  const print = usePrintAfter(printDelayMs)
  const { dateFormat, timezone, site_name: siteName } = useConfigs()
  const user = useCurrentUser()
  if (query.isPending) return <CircularProgress aria-label={`Loading the ${title}`} />
  if (query.isError) return <Alert severity="error">The {title} could not be loaded.</Alert>
  const data = query.data
  const withTime = dateTimeFormat(dateFormat)
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
        <Box sx={{ mb: 2 }}>
          {siteName && (
            <Typography variant="overline" component="p">
              {siteName}
            </Typography>
          )}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle(data)}</Typography>}
          <Typography variant="body2" color="text.secondary">
            Generated {formatDate(query.dataUpdatedAt, withTime, timezone)}
            {user ? ` by ${user.name}` : ''}
          </Typography>
        </Box>
        {children(data)}
      </ReportPrintArea>
    </>
  )
}
