import { z } from 'zod'
import './zod-messages.ts'
import { JOURNAL_ROLES, QUICKBOOKS_DATE_ORDERS } from '../journal.ts'
import { choice, isCalendarDate, optionalText, says } from './fields.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { tr } from '../i18n/translate.ts'

/** The accountant's journal (issue 31, item 7): its export and the account map. */

export const JOURNAL_FORMATS = ['json', 'csv', 'xero', 'quickbooks'] as const
export type JournalFormat = (typeof JOURNAL_FORMATS)[number]

export const JOURNAL_FORMAT_TEXT: Record<JournalFormat, string> = {
  json: 'On screen',
  csv: 'Plain CSV',
  xero: 'Xero manual journal CSV',
  quickbooks: 'QuickBooks Online journal entry CSV',
}

/** Most days one export covers: a year, as an accountant's year-end asks. */
export const JOURNAL_MAX_DAYS = 366

export const JOURNAL_LABELS = {
  get from() {
    return tr('fields:journal.journal.from')
  },
  get to() {
    return tr('fields:journal.journal.to')
  },
  get format() {
    return tr('fields:journal.journal.format')
  },
}

export const JOURNAL_ACCOUNT_LABELS = {
  get accounts() {
    return tr('fields:journal.journalAccount.accounts')
  },
  get role() {
    return tr('fields:journal.journalAccount.role')
  },
  get code() {
    return tr('fields:journal.journalAccount.code')
  },
  get name() {
    return tr('fields:journal.journalAccount.name')
  },
  get xeroTaxRate() {
    return tr('fields:journal.journalAccount.xeroTaxRate')
  },
  get quickbooksDateOrder() {
    return tr('fields:journal.journalAccount.quickbooksDateOrder')
  },
}

export const JOURNAL_QUERY_MESSAGES = {
  get toBeforeFrom() {
    return tr('messages:journal.journalQuery.toBeforeFrom', { to: JOURNAL_LABELS.to, from: JOURNAL_LABELS.from })
  },
  get tooLong() {
    return tr('messages:journal.journalQuery.tooLong', { journalMaxDays: JOURNAL_MAX_DAYS })
  },
  get saved() {
    return tr('messages:journal.journalQuery.saved')
  },
}

const requiredDate = (label: string) =>
  z
    .string({ error: () => FIELD_MESSAGES.required(label) })
    .trim()
    .min(
      1,
      says(() => FIELD_MESSAGES.required(label)),
    )
    .transform((value) => value.slice(0, 10))
    .refine(
      isCalendarDate,
      says(() => FIELD_MESSAGES.date(label)),
    )

const format = choice(JOURNAL_LABELS.format, JOURNAL_FORMATS).default('json')

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000
}

/** GET /reports/journal: the shop's days from and to (inclusive), and the shape of the answer. */
export const journalQuerySchema = z
  .object({ from: requiredDate(JOURNAL_LABELS.from), to: requiredDate(JOURNAL_LABELS.to), format })
  .superRefine((query, ctx) => {
    const days = dayNumber(query.to) - dayNumber(query.from) + 1
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: JOURNAL_QUERY_MESSAGES.toBeforeFrom })
    else if (days > JOURNAL_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: JOURNAL_QUERY_MESSAGES.tooLong })
  })
export type JournalQuery = z.output<typeof journalQuerySchema>

/** GET /reports/journal/z/:id: the shape of the answer. */
export const journalZQuerySchema = z.object({ format })

export const journalLineSchema = z.object({
  /** The shop's calendar day, YYYY-MM-DD. */
  date: z.string(),
  account: z.string(),
  accountName: z.string(),
  debit: z.number(),
  credit: z.number(),
  document: z.string(),
  description: z.string(),
  /** The customer, on a receivable line. */
  name: z.string(),
})
export type JournalLineWire = z.infer<typeof journalLineSchema>

export const journalResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The till session of a per-Z export; null for a date range. */
  session_id: z.number().int().nullable(),
  /** When a per-Z journal was written (its close); null for a date range, made as asked. */
  frozen_at: z.string().nullable(),
  lines: z.array(journalLineSchema),
  totals: z.object({ debit: z.number(), credit: z.number() }),
})
export type JournalResponse = z.infer<typeof journalResponseSchema>

// ---- the account map --------------------------------------------------------------------------------

/** A role: one of the fixed ones, a category's revenue or cost (`revenue:3`), a tax rate's tax (`tax:20`). */
export function isJournalRole(role: string): boolean {
  return (
    (JOURNAL_ROLES as readonly string[]).includes(role) ||
    /^(revenue|cogs):[1-9][0-9]{0,9}$/.test(role) ||
    /^tax:[0-9]{1,3}(\.[0-9]{1,3})?$/.test(role)
  )
}

export const journalAccountSchema = z.object({
  role: z.string({ error: () => FIELD_MESSAGES.selected(JOURNAL_ACCOUNT_LABELS.role) }).refine(
    isJournalRole,
    says(() => FIELD_MESSAGES.selected(JOURNAL_ACCOUNT_LABELS.role)),
  ),
  /** Empty: the role takes its default account. */
  code: optionalText(JOURNAL_ACCOUNT_LABELS.code, 32),
  name: optionalText(JOURNAL_ACCOUNT_LABELS.name, 150),
})

/** POST /journal-accounts: the roles to change (others keep theirs), and Xero's tax rate name. */
export const journalAccountsUpdateSchema = z.object({
  accounts: z
    .array(journalAccountSchema, { error: () => FIELD_MESSAGES.required(JOURNAL_ACCOUNT_LABELS.accounts) })
    .max(
      500,
      says(() => FIELD_MESSAGES.atMost(JOURNAL_ACCOUNT_LABELS.accounts, 500)),
    ),
  xeroTaxRate: optionalText(JOURNAL_ACCOUNT_LABELS.xeroTaxRate, 100).optional(),
  quickbooksDateOrder: choice(JOURNAL_ACCOUNT_LABELS.quickbooksDateOrder, QUICKBOOKS_DATE_ORDERS).optional(),
})
export type JournalAccountsUpdate = z.output<typeof journalAccountsUpdateSchema>

export const journalAccountRowSchema = z.object({
  role: z.string(),
  /** What the role is, for the screen: "Cash", "Revenue: Phones", "Tax at 20%". */
  label: z.string(),
  /** What the account holds. */
  holds: z.string(),
  code: z.string(),
  name: z.string(),
  /** The default the role falls back to when its code is empty. */
  defaultCode: z.string(),
  defaultName: z.string(),
})

export const journalAccountsResponseSchema = z.object({
  accounts: z.array(journalAccountRowSchema),
  xeroTaxRate: z.string(),
  quickbooksDateOrder: z.enum(QUICKBOOKS_DATE_ORDERS),
})
export type JournalAccountsResponse = z.infer<typeof journalAccountsResponseSchema>

/** The tax rate Xero is told for every line: the journal books the tax itself, so Xero must add none. */
export const DEFAULT_XERO_TAX_RATE = 'Tax Exempt'
