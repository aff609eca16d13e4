import type { ReportDuration } from '@counterpart/domain/pricing/report-period'

/** The words of each duration, by key: drawn with t() where shown (the form's choices, a report's subtitle). */
export const DURATION_TEXT: Record<ReportDuration, string> = {
  today: 'reports:duration.today',
  monthly: 'reports:duration.monthly',
  yearly: 'reports:duration.yearly',
  period: 'reports:duration.period',
}
