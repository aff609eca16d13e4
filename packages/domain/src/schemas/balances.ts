import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { requiredText, says } from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { REMINDER_PLACEHOLDERS, type ReminderValues } from '../reminder.ts'
import { tr } from '../i18n/translate.ts'

export { DEFAULT_REMINDER, REMINDER_PLACEHOLDERS, type ReminderValues } from '../reminder.ts'

/**
 * Who owes what (issue 28, item 7): every customer who owes the shop and every supplier the shop owes, with
 * what is owed aged by the date of the sale or purchase it is owed on.
 */
export const BALANCE_SIDES = ['all', 'customers', 'suppliers'] as const
export type BalanceSide = (typeof BALANCE_SIDES)[number]

export const BALANCE_LABELS = {
  get side() {
    return tr('fields:balances.balance.side')
  },
  get email() {
    return tr('fields:balances.balance.email')
  },
  get subject() {
    return tr('fields:balances.balance.subject')
  },
  get message() {
    return tr('fields:balances.balance.message')
  },
  get templateSubject() {
    return tr('fields:balances.balance.templateSubject')
  },
  get templateBody() {
    return tr('fields:balances.balance.templateBody')
  },
}

/** The age buckets, in days since the order was made: what every aging report of a shop shows. */
export const AGE_BUCKETS = [
  {
    key: 'current',
    get label() {
      return tr('fields:balances.ageBucket.current')
    },
    from: 0,
  },
  {
    key: 'days31to60',
    get label() {
      return tr('fields:balances.ageBucket.days31to60')
    },
    from: 31,
  },
  {
    key: 'days61to90',
    get label() {
      return tr('fields:balances.ageBucket.days61to90')
    },
    from: 61,
  },
  {
    key: 'over90',
    get label() {
      return tr('fields:balances.ageBucket.over90')
    },
    from: 91,
  },
] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key']

export const balanceListQuerySchema = pagingQuerySchema.extend({
  side: z.enum(BALANCE_SIDES, { error: () => FIELD_MESSAGES.selected(BALANCE_LABELS.side) }).default('all'),
})
export type BalanceListQuery = z.output<typeof balanceListQuerySchema>

const agedAmounts = {
  total: z.number(),
  current: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
}
export const agedTotalsSchema = z.object(agedAmounts)
export type AgedTotals = z.infer<typeof agedTotalsSchema>

export const balanceRowSchema = z.object({
  kind: z.enum(['customer', 'supplier']),
  /** The customer or supplier; null for sales on credit made without a customer. */
  id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** How many sales or purchases the balance is owed on. */
  orders: z.number(),
  /** When the oldest of them was made. */
  oldest: z.string(),
  ...agedAmounts,
})
export type BalanceRow = z.infer<typeof balanceRowSchema>

/** GET /balances: a page of people, largest balance first, and the totals of everyone on each side. */
export const balanceListResponseSchema = z.object({
  items: z.array(balanceRowSchema),
  total: z.number(),
  customers: agedTotalsSchema,
  suppliers: agedTotalsSchema,
})
export type BalanceListResponse = z.infer<typeof balanceListResponseSchema>

/** The template with each placeholder replaced; an unknown one ({other}) stays as written. */
export function fillReminder(template: string, values: ReminderValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (REMINDER_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as keyof ReminderValues] : whole,
  )
}

/** GET /balances/reminder/:customerId: the reminder as it would go, for the person to read and change. */
export const reminderDraftSchema = z.object({
  email: z.string(),
  subject: z.string(),
  message: z.string(),
})
export type ReminderDraft = z.infer<typeof reminderDraftSchema>

export const sendReminderSchema = z.object({
  email: requiredText(BALANCE_LABELS.email, 191).refine(
    (value) => z.email().safeParse(value).success,
    says(() => FIELD_MESSAGES.email(BALANCE_LABELS.email)),
  ),
  subject: requiredText(BALANCE_LABELS.subject, 191),
  message: requiredText(BALANCE_LABELS.message, 5000),
})
export type SendReminderInput = z.output<typeof sendReminderSchema>

export const BALANCE_MESSAGES = {
  reminderSent: (email: string) => tr('messages:balances.balance.reminderSent', { email }),
  get nothingOwed() {
    return tr('messages:balances.balance.nothingOwed')
  },
  get noEmail() {
    return tr('messages:balances.balance.noEmail')
  },
  get templateSaved() {
    return tr('messages:balances.balance.templateSaved')
  },
}

/** The shop's reminder wording (Mail settings), placeholders in braces. */
export const reminderTemplateSchema = z.object({
  subject: requiredText(BALANCE_LABELS.templateSubject, 191),
  body: requiredText(BALANCE_LABELS.templateBody, 5000),
})
export type ReminderTemplate = z.output<typeof reminderTemplateSchema>
