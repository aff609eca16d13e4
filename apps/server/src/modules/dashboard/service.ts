import { lastMonths } from '@counterpart/domain/pricing/report-period'
import { LOW_QUANTITY_THRESHOLD } from '@counterpart/domain/schemas/inventory'
import { REPORT_MESSAGES, type SendMailInput } from '@counterpart/domain/schemas/reports'
import type { AppConfig } from '../../config.ts'
import { ConflictError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import type { ReportsService } from '../reports/service.ts'
import type { SettingsService } from '../settings/service.ts'

/** Months the dashboard chart covers, the current one last. Its side figures cover the same window. */
export const DASHBOARD_MONTHS = 12

/**
 * The dashboard (spec 001 §2, §3): sale vs cost per month over the last 12 months of the shop's
 * calendar and the figures of that window, summed by the reports' SQL aggregates; and the quick mail.
 */
export function createDashboardService({
  settings,
  reports,
  config,
}: {
  settings: SettingsService
  /** For the shop's time zone and clock, the same the reports count days with. */
  reports: ReportsService
  config: AppConfig
}) {
  return {
    async chart() {
      const months = lastMonths(reports.clock.now(), await reports.timezone(), DASHBOARD_MONTHS)
      const buckets = await reports.salesIn(months)
      const totals = buckets.reduce(
        (sum, month) => ({
          totalItems: sum.totalItems + month.totalItems,
          totalAmount: sum.totalAmount + month.totalAmount,
          cost: sum.cost + month.cost,
          profit: sum.profit + month.profit,
          taxAmount: sum.taxAmount + month.taxAmount,
        }),
        { totalItems: 0, totalAmount: 0, cost: 0, profit: 0, taxAmount: 0 },
      )
      const first = months[0]
      const last = months[months.length - 1]
      const days = await reports.todayAndWeek()
      return {
        months: months.map((month) => month.month),
        buckets,
        totals,
        owed: await reports.owed(),
        year: await reports.incomeOver({ from: first?.from ?? days.today.from, to: last?.to ?? days.today.to }),
        today: await reports.incomeOver(days.today),
        week: await reports.incomeOver(days.week),
      }
    },

    /** The owner's home (issue 28, item 6), below the threshold of the Stock alerts page by default. */
    home(threshold = LOW_QUANTITY_THRESHOLD) {
      return reports.ownerHome(threshold)
    },

    /** Sends over the configured SMTP server; a refusal or an unreachable server is a 409 with the reason. */
    async sendMail(input: Required<SendMailInput>, log: { warn: (details: object, message: string) => void }) {
      const current = await settings.get()
      try {
        await sendMail({ to: input.email, subject: input.subject, text: input.message }, current.mail, config)
      } catch (error) {
        log.warn({ err: error }, 'quick mail failed')
        const reason = error instanceof Error ? error.message : String(error)
        throw new ConflictError(REPORT_MESSAGES.mailFailed(reason))
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
