import { z } from 'zod'
import './zod-messages.ts'
import { amount, choice, flagOf, optionalText, says } from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { tr } from '../i18n/translate.ts'

/** Store credit (issue 31, item 1): what changes a customer's balance. */
export const CREDIT_EVENT_TYPES = ['issued', 'redeemed', 'expired', 'adjusted'] as const
export type CreditEventType = (typeof CREDIT_EVENT_TYPES)[number]

/** What staff may enter by hand; expiry comes from the shop's rules, not a person. */
export const CREDIT_ENTRY_TYPES = ['issued', 'redeemed', 'adjusted'] as const

export const CREDIT_LABELS = {
  get type() {
    return tr('fields:credit.credit.type')
  },
  get amount() {
    return tr('fields:credit.credit.amount')
  },
  get takeOff() {
    return tr('fields:credit.credit.takeOff')
  },
  get note() {
    return tr('fields:credit.credit.note')
  },
}

export const CREDIT_TYPE_TEXT: Record<CreditEventType, string> = {
  issued: 'Credit issued',
  redeemed: 'Credit used',
  expired: 'Credit expired',
  adjusted: 'Adjusted',
}

export const CREDIT_MESSAGES = {
  get saved() {
    return tr('messages:credit.credit.saved')
  },
  notEnough: (left: string) => tr('messages:credit.credit.notEnough', { left }),
  get noteRequired() {
    return tr('messages:credit.credit.noteRequired', { note: CREDIT_LABELS.note })
  },
  get zero() {
    return tr('messages:credit.credit.zero', { amount: CREDIT_LABELS.amount })
  },
}

/** POST /customers/:id/credit: a hand entry. Redeeming and taking off may never go below zero (409). */
export const creditEntrySchema = z
  .object({
    type: choice(CREDIT_LABELS.type, CREDIT_ENTRY_TYPES),
    amount: amount(CREDIT_LABELS.amount).refine(
      (value) => value > 0,
      says(() => CREDIT_MESSAGES.zero),
    ),
    /** An adjustment that lowers the balance (a correction), instead of raising it. */
    takeOff: flagOf(CREDIT_LABELS.takeOff).default(false),
    note: optionalText(CREDIT_LABELS.note, 500),
  })
  .superRefine((entry, ctx) => {
    if (entry.type === 'adjusted' && entry.note.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: CREDIT_MESSAGES.noteRequired })
    }
  })
export type CreditEntryInput = z.input<typeof creditEntrySchema>
export type CreditEntry = z.output<typeof creditEntrySchema>

export const creditHistoryQuerySchema = pagingQuerySchema.pick({ page: true, itemsPerPage: true })

export const creditEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(CREDIT_EVENT_TYPES),
  /** Signed: a use or an expiry is negative. */
  amount: z.number(),
  /** The balance right after it. */
  balance: z.number(),
  order: z.object({ id: z.number().int(), key: z.string() }).nullable(),
  custom_product_id: z.number().int().nullable(),
  note: z.string(),
  by: z.string(),
  created_at: z.string(),
})
export type CreditEvent = z.infer<typeof creditEventSchema>

/** GET /customers/:id/credit: the balance and a page of its events, oldest first. */
export const creditHistorySchema = z.object({
  balance: z.number(),
  items: z.array(creditEventSchema),
  total: z.number().int(),
})
export type CreditHistory = z.infer<typeof creditHistorySchema>
