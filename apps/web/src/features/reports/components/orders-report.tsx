import Alert from '@mui/material/Alert'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ReportDuration } from '@counterpart/domain/pricing/report-period'
import type { ReportRef, ReportRequest, ReportRequestInput, ReportWayChoice } from '@counterpart/domain/schemas/reports'
import { useState, type ReactNode } from 'react'
import { reportCsvUrl, type OrdersReportKind } from '../api/report-csv.ts'
import { usePrintAfter } from './print-report.ts'
import { ReportActions } from './report-actions.tsx'
import { ReportForm } from './report-form.tsx'
import { OrdersReportChart, type OrdersChartConfig } from './report-charts.tsx'
import { ReportHeading } from './report-heading.tsx'
import { ReportPrintArea } from './report-print-area.tsx'

interface GeneratedReport {
  ref: ReportRef
  orders: number
  list: readonly unknown[]
}

interface OrdersReportProps<R extends GeneratedReport> {
  kind: OrdersReportKind
  title: string
  printDelayMs: number
  defaults: { way: ReportWayChoice; duration: ReportDuration }
  /** Offer All beside Live and Due (the sale report: issue 28, item 5). */
  allWays?: boolean
  mutation: UseMutationResult<R, Error, ReportRequestInput>
  /** The chart drawn first, over the same orders cut in time. */
  chart: OrdersChartConfig
  /** The figures and rows of a generated report. */
  children: (report: R) => ReactNode
}

const WAY_TEXT = { 1: 'Live', 0: 'Due', all: 'All ways' } as const

export const DURATION_TEXT: Record<ReportDuration, string> = {
  today: 'Today',
  monthly: 'This month',
  yearly: 'This year',
  period: 'Period',
}

/**
 * The sale, refund and purchase reports (spec 002 §2.2): a form view, then the generated view with
 * Print, Export CSV and Clear, which returns to the form with the last choice. The generated view reads
 * like DESIGN's reports: the chart first, then the figures and rows.
 */
export function OrdersReport<R extends GeneratedReport>({
  kind,
  title,
  printDelayMs,
  defaults,
  mutation,
  chart,
  children,
  allWays = false,
}: OrdersReportProps<R>) {
  const [request, setRequest] = useState<ReportRequest | null>(null)
  const print = usePrintAfter(printDelayMs)
  const report = mutation.data

  if (!report || !request) {
    return (
      <ReportForm
        label={`${title} form`}
        defaults={defaults}
        ways={allWays ? 'withAll' : 'spec'}
        last={request}
        busy={mutation.isPending}
        onSubmit={async (next) => {
          setRequest(next)
          await mutation.mutateAsync(next)
        }}
      />
    )
  }

  const subtitle = `${WAY_TEXT[request.way]} · ${DURATION_TEXT[request.duration]}`
  return (
    <>
      <ReportActions onPrint={print} csv={reportCsvUrl(kind, request)} onClear={() => mutation.reset()} />
      <ReportPrintArea>
        <ReportHeading title={title} subtitle={subtitle} reportRef={report.ref} />
        <OrdersReportChart kind={kind} request={request} config={chart} />
        {report.list.length < report.orders && (
          <Alert severity="info" sx={{ mb: 2 }}>
            The newest {report.list.length.toLocaleString()} of {report.orders.toLocaleString()} orders are listed; the
            totals cover all of them, and Export CSV has every row.
          </Alert>
        )}
        {children(report)}
      </ReportPrintArea>
    </>
  )
}
