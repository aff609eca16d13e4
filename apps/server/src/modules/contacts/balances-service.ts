import type { Kysely } from 'kysely'
import { REPORT_MESSAGES } from '@counterpart/domain/schemas/reports'
import {
  BALANCE_MESSAGES,
  fillReminder,
  type BalanceListQuery,
  type SendReminderInput,
} from '@counterpart/domain/schemas/balances'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { reminderWording } from '@counterpart/domain/reminder'
import type { AppConfig } from '../../config.ts'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { documentFormats } from '../../platform/document-formats.ts'
import { ConflictError, NotFoundError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import type { SettingsService } from '../settings/service.ts'
import { balanceTotals, customerBalance, listBalances } from './balances-repository.ts'
import { findCustomer } from './repository.ts'

/**
 * Who owes what (issue 28, item 7): the aging list of every open balance, and the payment reminder a
 * customer is sent from the shop's wording. Amounts in cents.
 */
export function createBalancesService({
  db,
  dialect,
  settings,
  config,
  now = () => new Date(),
}: {
  db: Kysely<Database>
  dialect: DialectName
  settings: SettingsService
  config: AppConfig
  now?: () => Date
}) {
  /** The reminder for one customer, its placeholders filled in with their figures and the shop's. */
  async function reminderFor(customerId: number) {
    const customer = await findCustomer(db, customerId)
    if (!customer) throw new NotFoundError()
    const balance = await customerBalance(db, customerId)
    if (balance.total <= 0 || balance.oldest === null) throw new ConflictError(BALANCE_MESSAGES.nothingOwed)
    const current = await settings.get()
    const formats = documentFormats(current.general, settings.shopTimezone(current.general))
    const values = {
      customer: contactName(customer),
      amount: formats.money(balance.total),
      oldest: formats.date(balance.oldest),
      shop: current.general.site_name,
      phone: current.general.phone,
    }
    const wording = reminderWording(current.reminder)
    return {
      email: customer.email,
      subject: fillReminder(wording.subject, values),
      message: fillReminder(wording.body, values),
    }
  }

  return {
    async list(query: BalanceListQuery) {
      const at = now()
      const [page, totals] = await Promise.all([listBalances(db, dialect, query, at), balanceTotals(db, at)])
      return { ...page, ...totals }
    },

    reminderFor,

    /**
     * Sends the reminder as the person wrote it. The customer must still owe something (checked again: the
     * draft may be old) and the address is the one typed, prefilled with theirs.
     */
    async sendReminder(
      customerId: number,
      input: SendReminderInput,
      log: { warn: (details: object, message: string) => void },
    ): Promise<string> {
      await reminderFor(customerId)
      const current = await settings.get()
      try {
        await sendMail({ to: input.email, subject: input.subject, text: input.message }, current.mail, config)
      } catch (error) {
        log.warn({ err: error }, 'payment reminder failed')
        const reason = error instanceof Error ? error.message : String(error)
        throw new ConflictError(REPORT_MESSAGES.mailFailed(reason))
      }
      // On the customer's history: who reminded them of what, and when.
      await db.transaction().execute((trx) =>
        recordAudit(trx, {
          entity: 'customer',
          entityId: customerId,
          action: 'reminded',
          after: { email: input.email, subject: input.subject },
        }),
      )
      return BALANCE_MESSAGES.reminderSent(input.email)
    },
  }
}

export type BalancesService = ReturnType<typeof createBalancesService>
