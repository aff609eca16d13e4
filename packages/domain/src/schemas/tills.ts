import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amountText, type Cents } from '../money.ts'
import { amount, MAX_RECORD_ID, optionalText, recordId, requiredText, wholeNumber } from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { pageSchema } from './responses.ts'
import { PRINT_MODES } from './printing-terminal.ts'
import { TILL_TERMINAL_MESSAGES } from './till-terminal.ts'
import { tr } from '../i18n/translate.ts'
import { textMap } from '../text-map.ts'

/**
 * Tills, their sessions, cash movements and the X and Z reports (issue 19; beyond the spec,
 * which knows no till session: with the setting off, selling works exactly as the spec describes).
 * Money is a decimal with two places on the wire, integer cents in the server.
 */

export const TILL_LABELS = {
  get name() {
    return tr('fields:tills.name')
  },
  get openingFloat() {
    return tr('fields:tills.openingFloat')
  },
  get amount() {
    return tr('fields:tills.amount')
  },
  get reason() {
    return tr('fields:tills.reason')
  },
  get direction() {
    return tr('fields:tills.direction')
  },
  get countedCash() {
    return tr('fields:tills.countedCash')
  },
  get denominations() {
    return tr('fields:tills.denominations')
  },
  get value() {
    return tr('fields:tills.value')
  },
  get count() {
    return tr('fields:tills.count')
  },
  get till() {
    return tr('fields:tills.till')
  },
}

export const TILL_MESSAGES = {
  get added() {
    return tr('messages:tills.added')
  },
  get updated() {
    return tr('messages:tills.updated')
  },
  get nameTaken() {
    return FIELD_MESSAGES.taken(TILL_LABELS.name)
  },
  get opened() {
    return tr('messages:tills.opened')
  },
  get alreadyOpen() {
    return tr('messages:tills.alreadyOpen')
  },
  get cashRecorded() {
    return tr('messages:tills.cashRecorded')
  },
  get noSaleRecorded() {
    return tr('messages:tills.noSaleRecorded')
  },
  get closed() {
    return tr('messages:tills.closed')
  },
  get notOpen() {
    return tr('messages:tills.notOpen')
  },
  get sessionRequired() {
    return TILL_TERMINAL_MESSAGES.sessionRequired
  },
  get countRequired() {
    return tr('messages:tills.countRequired')
  },
  get zFinal() {
    return tr('messages:tills.zFinal')
  },
  /** A blind count's cash out over the drawer: the same refusal without the figure it would give away. */
  get cashOutOverBlindDrawer() {
    return tr('messages:tills.cashOutOverBlindDrawer')
  },
  /** Cash out may not take more than the drawer should hold. */
  cashOutOverDrawer: (expected: Cents) => tr('messages:tills.cashOutOverDrawer', { amount: amountText(expected) }),
  /** A close that sends both a total and the notes and coins: they must agree. */
  countMismatch: (counted: Cents) => tr('messages:tills.countMismatch', { amount: amountText(counted) }),
}

/**
 * Kinds of cash movement in a drawer: cash taken or paid at the till by a sale, a refund, a payment on an
 * order, a buy-back's payout (issue 28) or a repair's deposit (issue 31), and what a user enters by hand (cash
 * in, cash out, a no sale).
 */
export const CASH_MOVEMENT_KINDS = [
  'sale',
  'refund',
  'payment',
  'buyback',
  // Issue 31: cash taken for gift cards sold (a liability, not a sale), negative when such a sale is refunded.
  'gift_card',
  'deposit',
  'cash_in',
  'cash_out',
  'no_sale',
] as const
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number]
/** A drawer movement's kind as the session page reads it (every kind has its words). */
export const CASH_MOVEMENT_KIND_LABELS: Readonly<Record<CashMovementKind, string>> = textMap(
  CASH_MOVEMENT_KINDS,
  (kind) => tr(`fields:tills.movementKind.${kind}`),
)

/** The gateway of money handed over in notes and coins: the only one that moves a till's drawer. */
export const CASH_GATEWAY = 'cash'

/** The header a terminal sends with sales, refunds and payments it takes: the till it stands at. */
export { TILL_HEADER } from './till-terminal.ts'

const invalidTill = () => FIELD_MESSAGES.selected(TILL_LABELS.till)

/**
 * The value of TILL_HEADER, under the field `till`: absent (or empty) when the request names no
 * till, else the id of one. Anything else (text, a fraction, the header twice) is a 422 on `till`.
 */
export const tillHeaderSchema = z.object({
  till: z
    .string({ error: invalidTill })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null
      const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN
      if (!(id >= 1 && id <= MAX_RECORD_ID)) {
        ctx.addIssue({ code: 'custom', message: invalidTill() })
        return z.NEVER
      }
      return id
    }),
})

export const tillInputSchema = z.object({ name: requiredText(TILL_LABELS.name, 60) })
export type TillInput = z.input<typeof tillInputSchema>

export const openSessionSchema = z.object({ openingFloat: amount(TILL_LABELS.openingFloat) })
export type OpenSessionInput = z.input<typeof openSessionSchema>

export const CASH_DIRECTIONS = ['in', 'out'] as const

export const cashMovementInputSchema = z.object({
  direction: z.enum(CASH_DIRECTIONS, { error: () => FIELD_MESSAGES.selected(TILL_LABELS.direction) }),
  amount: amount(TILL_LABELS.amount).refine((value) => value > 0, {
    error: () => FIELD_MESSAGES.greaterThan(TILL_LABELS.amount, 0),
  }),
  reason: requiredText(TILL_LABELS.reason, 191),
})
export type CashMovementInput = z.input<typeof cashMovementInputSchema>

export const noSaleInputSchema = z.object({ reason: optionalText(TILL_LABELS.reason, 191) })

const denominationSchema = z.object({
  value: amount(TILL_LABELS.value).refine((value) => value > 0, {
    error: () => FIELD_MESSAGES.greaterThan(TILL_LABELS.value, 0),
  }),
  count: wholeNumber(TILL_LABELS.count, { min: 0, max: 100_000 }),
})

/** Closing counts the drawer: a total, or the count of each note and coin (the total is then their sum). */
export const closeSessionSchema = z
  .object({
    countedCash: amount(TILL_LABELS.countedCash).nullish(),
    denominations: z.array(denominationSchema).max(40).nullish(),
  })
  .superRefine((value, ctx) => {
    const counted = value.countedCash !== null && value.countedCash !== undefined
    if (!counted && !value.denominations?.length)
      ctx.addIssue({ code: 'custom', path: ['countedCash'], message: TILL_MESSAGES.countRequired })
  })
export type CloseSessionInput = z.input<typeof closeSessionSchema>

export const sessionListQuerySchema = pagingQuerySchema.extend({
  till_id: recordId(TILL_LABELS.till).optional(),
})

// ---- Answers -----------------------------------------------------------------------------------------

export const SESSION_STATUSES = ['open', 'closed'] as const
/** A session's status as the till pages read it. */
export const SESSION_STATUS_LABELS: Readonly<Record<(typeof SESSION_STATUSES)[number], string>> = textMap(
  SESSION_STATUSES,
  (status) => tr(`fields:tills.sessionStatus.${status}`),
)

export const sessionSummarySchema = z.object({
  id: z.number(),
  till_id: z.number(),
  tillName: z.string(),
  status: z.enum(SESSION_STATUSES),
  openedBy: z.string(),
  opened_at: z.string(),
  openingFloat: z.number(),
  closedBy: z.string().nullable(),
  closed_at: z.string().nullable(),
  expectedCash: z.number().nullable(),
  countedCash: z.number().nullable(),
  difference: z.number().nullable(),
  zNumber: z.number().nullable(),
})
export type SessionSummary = z.output<typeof sessionSummarySchema>

export const tillRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  openSession: sessionSummarySchema.nullable(),
  /** The till's receipt printer (issue 33); null: receipts print from the browser. */
  printer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Whether a sale's receipt prints by itself: always, ask (the terminal asks) or never. */
  print_mode: z.enum(PRINT_MODES),
})
export type TillRecord = z.output<typeof tillRecordSchema>

export const tillListSchema = z.object({
  tills: z.array(tillRecordSchema),
  /** The POS setting: the terminal asks for an open session before the first sale. */
  sessionRequired: z.boolean(),
})

export const sessionPageSchema = pageSchema(sessionSummarySchema)

const countAndTotal = z.object({ count: z.number(), total: z.number() })

/** The figures of a session: live for an X report, frozen in the Z when the session closes. */
export const tillReportSchema = z.object({
  kind: z.enum(['X', 'Z']),
  /** The Z number of the till; null on an X report. */
  number: z.number().nullable(),
  tillName: z.string(),
  session_id: z.number(),
  openedBy: z.string(),
  opened_at: z.string(),
  closedBy: z.string().nullable(),
  closed_at: z.string().nullable(),
  generated_at: z.string(),
  openingFloat: z.number(),
  sales: countAndTotal,
  refunds: countAndTotal,
  payments: z.array(z.object({ gateway: z.string(), count: z.number(), total: z.number() })),
  taxes: z.array(z.object({ rate: z.number(), taxable: z.number(), tax: z.number() })),
  /** Null on a blind count's X report (issue 26): the cash figures the expected cash is made of. */
  cashSales: z.number().nullable(),
  cashRefunds: z.number().nullable(),
  cashPayments: z.number().nullable(),
  /** Cash paid out for items bought from customers (issue 28); absent on a Z stored before, null when blind. */
  cashBuybacks: z.number().nullable().optional(),
  /** Cash for gift cards sold less their refunds (issue 31); absent on a Z stored before, null when blind. */
  cashGiftCards: z.number().nullable().optional(),
  /** Cash deposits taken on repairs less those paid back (issue 31); absent on a Z stored before, null when blind. */
  cashDeposits: z.number().nullable().optional(),
  cashIn: z.number(),
  cashOut: z.number(),
  noSales: z.number(),
  /** Null on a blind count's X report: the cashier counts the drawer without knowing what it should hold. */
  expectedCash: z.number().nullable(),
  countedCash: z.number().nullable(),
  difference: z.number().nullable(),
  denominations: z.array(z.object({ value: z.number(), count: z.number() })).nullable(),
  /**
   * A Z's anchor of the audit log outside the database (issue 34): the number and hash of the log's last
   * event when the Z was closed. Kept on paper, it lets `npm run audit:verify -- --head seq:hash` tell a
   * log rewritten or wiped later from the one that was. Absent on an X report and on Zs closed before.
   */
  auditHead: z.object({ seq: z.number(), hash: z.string() }).nullable().optional(),
  /** Each cash out of the session with its reason (issue 26); absent on a Z stored before it was kept. */
  cashOuts: z
    .array(z.object({ amount: z.number(), reason: z.string(), userName: z.string(), created_at: z.string() }))
    .optional(),
  /** True on the X report of an open session while the POS setting asks for a blind count. */
  blind: z.boolean().optional(),
  /**
   * Offline sales of the till that landed in no session (issue 34): on an X those waiting for the next Z,
   * on a Z those it took. Their cash is not in the expected cash: the owner sees it here, apart. Absent on
   * a Z stored before.
   */
  outsideSession: z.object({ count: z.number(), total: z.number(), cash: z.number() }).optional(),
  /**
   * Store credit and gift cards (issue 31, item 6): issued and taken as payment in the session (their
   * takings are in `payments` by method), and what all customers' credit and all active cards hold when the
   * report was made: money the shop owes. Absent on a Z stored before.
   */
  storedValue: z
    .object({
      creditIssued: z.number(),
      creditRedeemed: z.number(),
      giftCardsIssued: z.number(),
      giftCardsRedeemed: z.number(),
      creditOutstanding: z.number(),
      giftCardsOutstanding: z.number(),
    })
    .optional(),
})
export type TillReport = z.output<typeof tillReportSchema>

/** Whether a report has store credit or gift cards to show: a shop that uses neither sees no such lines. */
export function hasStoredValue(figures: NonNullable<TillReport['storedValue']>): boolean {
  return Object.values(figures).some((amount) => amount !== 0)
}

/**
 * A Z's stored document. A Z is final and never rewritten, and those closed before the till's rename
 * (server migration 0021) name the till `registerName`: they read as `tillName`.
 */
export const storedZReportSchema = z.preprocess((stored) => {
  if (typeof stored !== 'object' || stored === null || !('registerName' in stored) || 'tillName' in stored)
    return stored
  const { registerName, ...rest } = stored as Record<string, unknown>
  return { ...rest, tillName: registerName }
}, tillReportSchema)

export const cashMovementRecordSchema = z.object({
  id: z.number(),
  kind: z.string(),
  amount: z.number(),
  reason: z.string(),
  order_id: z.number().nullable(),
  /** The order's transaction number, the one every screen shows (null without an order). */
  order_key: z.string().nullable(),
  userName: z.string(),
  created_at: z.string(),
})

export const sessionDetailSchema = z.object({
  session: sessionSummarySchema,
  movements: z.array(cashMovementRecordSchema),
})

/** The answer of opening and of closing a session: the message and the session as it now stands. */
export const sessionResponseSchema = z.object({
  message: z.string(),
  session: sessionSummarySchema,
})
