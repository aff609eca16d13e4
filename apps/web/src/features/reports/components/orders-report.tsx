import Alert from '@mui/material/Alert'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ReportDuration } from '@counterpart/domain/pricing/report-period'
import type { ReportRef, ReportRequest, ReportRequestInput, ReportWayChoice } from '@counterpart/domain/schemas/reports'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useChartLocale } from '../../../components/charts/chart-locale.ts'
import { reportCsvUrl, type OrdersReportKind } from '../api/report-csv.ts'
import { DURATION_TEXT } from './duration-text.ts'
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

const WAY_TEXT = { 1: 'reports:way.live', 0: 'reports:way.due', all: 'reports:way.all' } as const

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
  const { t } = useTranslation('reports')
  const [request, setRequest] = useState<ReportRequest | null>(null)
  const print = usePrintAfter(printDelayMs)
  const report = mutation.data
  const locale = useChartLocale()

  if (!report || !request) {
    return (
      <ReportForm
        label={t('reports:form.label', { title })}
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

  const subtitle = t('reports:wayAndDuration', {
    way: t(WAY_TEXT[request.way]),
    duration: t(DURATION_TEXT[request.duration]),
  })
  return (
    <>
      <ReportActions onPrint={print} csv={reportCsvUrl(kind, request)} onClear={() => mutation.reset()} />
      <ReportPrintArea>
        <ReportHeading title={title} subtitle={subtitle} reportRef={report.ref} />
        <OrdersReportChart kind={kind} request={request} config={chart} />
        {report.list.length < report.orders && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('reports:listedNewest.orders', {
              count: report.orders,
              listed: report.list.length.toLocaleString(locale),
              total: report.orders.toLocaleString(locale),
            })}
          </Alert>
        )}
        {children(report)}
      </ReportPrintArea>
    </>
  )
}
