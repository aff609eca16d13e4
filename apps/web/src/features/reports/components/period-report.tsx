import type { UseMutationResult } from '@tanstack/react-query'
import type { ReportDuration } from '@counterpart/domain/pricing/report-period'
import type { PeriodRequest, ReportRef } from '@counterpart/domain/schemas/reports'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../../lib/app-configuration.ts'
import { DURATION_TEXT } from './duration-text.ts'
import { usePrintAfter } from './print-report.ts'
import { ReportActions } from './report-actions.tsx'
import { ReportForm } from './report-form.tsx'
import { ReportHeading } from './report-heading.tsx'
import { ReportPrintArea } from './report-print-area.tsx'

interface PeriodReportProps<R> {
  title: string
  printDelayMs: number
  defaultDuration: ReportDuration
  mutation: UseMutationResult<R, Error, PeriodRequest>
  /** The report's reference, when the server gives one (else who read it and when is shown). */
  reportRef?: (report: R) => ReportRef | undefined
  /** The instants a report without a reference covers. */
  range?: (report: R) => { from: string | null; to: string | null; timezone: string }
  /** A link to the server's CSV export of the request, or the file built in the browser. */
  csv: (request: PeriodRequest, report: R) => string | (() => void)
  /** The chart drawn first, over the same days. */
  chart?: (request: PeriodRequest) => ReactNode
  children: (report: R) => ReactNode
}

/**
 * A report of a duration without a payment way (the Repairs and Tax reports, issue 28): the same duration
 * picker as the order reports, then the generated view with Print, Export CSV and Clear.
 */
export function PeriodReport<R>({
  title,
  printDelayMs,
  defaultDuration,
  mutation,
  reportRef,
  range,
  csv,
  chart,
  children,
}: PeriodReportProps<R>) {
  const { t } = useTranslation('reports')
  const [request, setRequest] = useState<PeriodRequest | null>(null)
  const [generatedAt, setGeneratedAt] = useState(0)
  const print = usePrintAfter(printDelayMs)
  const user = useCurrentUser()
  const report = mutation.data

  if (!report || !request) {
    return (
      <ReportForm
        label={t('reports:form.label', { title })}
        ways="none"
        defaults={{ way: 1, duration: defaultDuration }}
        last={request ? { ...request, way: 1 } : null}
        busy={mutation.isPending}
        onSubmit={async ({ duration, fromDate, endDate }) => {
          const next = { duration, fromDate, endDate }
          setRequest(next)
          await mutation.mutateAsync(next)
          setGeneratedAt(Date.now())
        }}
      />
    )
  }

  const reference = reportRef?.(report)
  return (
    <>
      <ReportActions onPrint={print} csv={csv(request, report)} onClear={() => mutation.reset()} />
      <ReportPrintArea>
        <ReportHeading
          title={title}
          subtitle={t(DURATION_TEXT[request.duration])}
          reportRef={reference}
          generated={reference ? undefined : { time: generatedAt, by: user?.name }}
          range={range?.(report)}
        />
        {chart?.(request)}
        {children(report)}
      </ReportPrintArea>
    </>
  )
}
