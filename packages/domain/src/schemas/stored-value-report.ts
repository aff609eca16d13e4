import { z } from 'zod'
import { reportRefSchema } from './reports.ts'

/**
 * Store credit and gift cards over a period (issue 31, item 6): what the shop took on as owed (credit given,
 * cards sold) and what it was freed from (used as payment, expired, corrected), from the two ledgers, and what
 * it still owes now. Amounts are decimals; every figure is a sum of ledger events in the period's instants.
 */
const creditFigures = z.object({
  issued: z.number(),
  redeemed: z.number(),
  expired: z.number(),
  /** Corrections by hand, signed: added less taken off. */
  adjusted: z.number(),
  /** What all customers hold now. */
  outstanding: z.number(),
  /** How many customers hold some now. */
  holders: z.number(),
})

const giftCardFigures = z.object({
  sold: z.number(),
  redeemed: z.number(),
  /** Put back onto cards by refunds of the sales they paid. */
  refundedOnto: z.number(),
  /** Taken off by refunding the sale of the cards. */
  saleRefunded: z.number(),
  expired: z.number(),
  adjusted: z.number(),
  outstanding: z.number(),
  /** Active cards holding some now. */
  holders: z.number(),
})

export const storedValueReportSchema = z.object({
  ref: reportRefSchema,
  credit: creditFigures,
  giftCards: giftCardFigures,
})
export type StoredValueReportResponse = z.infer<typeof storedValueReportSchema>
