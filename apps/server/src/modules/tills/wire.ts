import { fromCents, toCents, type Cents } from '@counterpart/domain/money'
import {
  CASH_GATEWAY,
  type cashMovementInputSchema,
  type closeSessionSchema,
  type SessionSummary,
  type TillReport,
} from '@counterpart/domain/schemas/tills'
import type { z } from 'zod'
import type { SessionRow, movementsOf } from './repository.ts'

/** The tills' one crossing between decimals on the wire and the cents the service works in. */

type CashMovementPayload = z.output<typeof cashMovementInputSchema>
type ClosePayload = z.output<typeof closeSessionSchema>

export function cashMovementInCents(input: CashMovementPayload) {
  return { direction: input.direction, amount: toCents(input.amount), reason: input.reason }
}
export type CashMovementInCents = ReturnType<typeof cashMovementInCents>

/** The drawer as counted at the close: a total, or notes and coins (face values in cents). */
export function closeInCents(input: ClosePayload) {
  return {
    countedCash: input.countedCash === null || input.countedCash === undefined ? null : toCents(input.countedCash),
    denominations: input.denominations?.length
      ? input.denominations.map((entry) => ({ value: toCents(entry.value), count: entry.count }))
      : null,
  }
}
export type CloseInCents = ReturnType<typeof closeInCents>

/** The float counted into the drawer at the open. */
export function openingFloatInCents(input: { openingFloat: number }): Cents {
  return toCents(input.openingFloat)
}

/** An amount of a report on the wire, back in cents (the CSV writes cents with the shop's rounding). */
export function amountInCents(amount: number): Cents {
  return toCents(amount)
}

/** An amount in an audit event's before and after: a decimal, as staff read it on the wire. */
export function auditAmount(cents: Cents): number {
  return fromCents(cents)
}

const money = (cents: Cents | null) => (cents === null ? null : fromCents(Number(cents)))

export function toSessionSummary(row: SessionRow): SessionSummary {
  return {
    id: row.id,
    till_id: row.till_id,
    tillName: row.tillName,
    status: row.closed_at === null ? 'open' : 'closed',
    openedBy: row.opened_by_name,
    opened_at: row.opened_at,
    openingFloat: fromCents(Number(row.opening_float)),
    closedBy: row.closed_by_name,
    closed_at: row.closed_at,
    expectedCash: money(row.expected_cash),
    countedCash: money(row.counted_cash),
    difference: money(row.difference),
    zNumber: row.zNumber === null ? null : Number(row.zNumber),
  }
}

export function toMovementRecord(row: Awaited<ReturnType<typeof movementsOf>>[number]) {
  return {
    id: row.id,
    kind: row.kind,
    amount: fromCents(Number(row.amount)),
    reason: row.reason,
    order_id: row.order_id,
    order_key: row.order_key,
    userName: row.user_name,
    created_at: row.created_at,
  }
}

/** The figures of a session in cents, as the service computes them; `toTillReport` puts them on the wire. */
export interface TillFigures {
  kind: 'X' | 'Z'
  number: number | null
  tillName: string
  session_id: number
  openedBy: string
  opened_at: string
  closedBy: string | null
  closed_at: string | null
  generated_at: string
  openingFloat: Cents
  sales: { count: number; total: Cents }
  refunds: { count: number; total: Cents }
  payments: { gateway: string; count: number; total: Cents }[]
  taxes: { rate: number; taxable: Cents; tax: Cents }[]
  cashSales: Cents
  cashRefunds: Cents
  cashPayments: Cents
  /** Cash paid out for items bought from customers (issue 28), as a positive amount. */
  cashBuybacks: Cents
  /** Cash taken for gift cards sold, less their refunds (issue 31). */
  cashGiftCards: Cents
  cashIn: Cents
  cashOut: Cents
  noSales: number
  expectedCash: Cents
  countedCash: Cents | null
  difference: Cents | null
  denominations: { value: Cents; count: number }[] | null
  /** The audit log's head when a Z was closed (absent on an X report). */
  auditHead?: { seq: number; hash: string } | null
  cashOuts: { amount: Cents; reason: string; userName: string; created_at: string }[]
  /** Offline sales of the till that landed in no session (issue 34): waiting for a Z, or on this Z. */
  outsideSession: { count: number; total: Cents; cash: Cents }
  /** Store credit and gift cards (issue 31, item 6): moved in the session, and held by all at the report. */
  storedValue: StoredValueFigures
}

export interface StoredValueFigures {
  creditIssued: Cents
  creditRedeemed: Cents
  giftCardsIssued: Cents
  giftCardsRedeemed: Cents
  creditOutstanding: Cents
  giftCardsOutstanding: Cents
}

/**
 * The report as the wire shows it, its keys in the order of tillReportSchema: the Z's stored document is
 * this object's JSON, and answering it through the schema gives the same text every time it is printed.
 */
export function toTillReport(figures: TillFigures): TillReport {
  return {
    kind: figures.kind,
    number: figures.number,
    tillName: figures.tillName,
    session_id: figures.session_id,
    openedBy: figures.openedBy,
    opened_at: figures.opened_at,
    closedBy: figures.closedBy,
    closed_at: figures.closed_at,
    generated_at: figures.generated_at,
    openingFloat: fromCents(figures.openingFloat),
    sales: { count: figures.sales.count, total: fromCents(figures.sales.total) },
    refunds: { count: figures.refunds.count, total: fromCents(figures.refunds.total) },
    payments: figures.payments.map((row) => ({ gateway: row.gateway, count: row.count, total: fromCents(row.total) })),
    taxes: figures.taxes.map((row) => ({ rate: row.rate, taxable: fromCents(row.taxable), tax: fromCents(row.tax) })),
    cashSales: fromCents(figures.cashSales),
    cashRefunds: fromCents(figures.cashRefunds),
    cashPayments: fromCents(figures.cashPayments),
    cashBuybacks: fromCents(figures.cashBuybacks),
    cashGiftCards: fromCents(figures.cashGiftCards),
    cashIn: fromCents(figures.cashIn),
    cashOut: fromCents(figures.cashOut),
    noSales: figures.noSales,
    expectedCash: fromCents(figures.expectedCash),
    countedCash: money(figures.countedCash),
    difference: money(figures.difference),
    denominations:
      figures.denominations?.map((entry) => ({ value: fromCents(entry.value), count: entry.count })) ?? null,
    ...(figures.auditHead ? { auditHead: figures.auditHead } : {}),
    cashOuts: figures.cashOuts.map((entry) => ({ ...entry, amount: fromCents(entry.amount) })),
    outsideSession: {
      count: figures.outsideSession.count,
      total: fromCents(figures.outsideSession.total),
      cash: fromCents(figures.outsideSession.cash),
    },
    storedValue: {
      creditIssued: fromCents(figures.storedValue.creditIssued),
      creditRedeemed: fromCents(figures.storedValue.creditRedeemed),
      giftCardsIssued: fromCents(figures.storedValue.giftCardsIssued),
      giftCardsRedeemed: fromCents(figures.storedValue.giftCardsRedeemed),
      creditOutstanding: fromCents(figures.storedValue.creditOutstanding),
      giftCardsOutstanding: fromCents(figures.storedValue.giftCardsOutstanding),
    },
  }
}

/**
 * A blind count's X report (issue 26): without the expected cash and the cash figures it is the sum of
 * (cash sales, refunds, payments and buy-backs, the cash gateway's total), so the count cannot be steered toward it.
 */
export function blindReport(report: TillReport): TillReport {
  return {
    ...report,
    payments: report.payments.filter((row) => row.gateway !== CASH_GATEWAY),
    cashSales: null,
    cashRefunds: null,
    cashPayments: null,
    cashBuybacks: null,
    cashGiftCards: null,
    expectedCash: null,
    blind: true,
  }
}
