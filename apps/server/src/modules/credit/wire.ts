import { fromCents, toCents } from '@counterpart/domain/money'
import type { CreditEntry, CreditEventType, CreditHistory } from '@counterpart/domain/schemas/credit'
import type { CreditService } from './service.ts'

/** A hand entry as the service takes it: the amount in cents. */
export function toCreditEntry(entry: CreditEntry) {
  return { ...entry, amount: toCents(entry.amount) }
}

export function toCreditHistory(history: Awaited<ReturnType<CreditService['history']>>): CreditHistory {
  return {
    balance: fromCents(history.balance),
    total: history.total,
    items: history.items.map((row) => ({
      id: row.id,
      type: row.type as CreditEventType,
      amount: fromCents(Number(row.amount)),
      balance: fromCents(Number(row.balance)),
      order: row.order_id === null || row.order_key === null ? null : { id: row.order_id, key: row.order_key },
      custom_product_id: row.custom_product_id,
      note: row.note,
      by: row.by ?? '',
      created_at: row.created_at,
    })),
  }
}

export function toBalance(moved: { balance: number }): { balance: number } {
  return { balance: fromCents(moved.balance) }
}
