import { fromCents, toCents } from '@counterpart/domain/money'
import type { BillListRow, BillPayload, BillRecord } from '@counterpart/domain/schemas/bills'
import type { Page } from '@counterpart/domain/schemas/paging'
import type { BillRow, BillWithItems } from './service.ts'

/** Bills' one crossing between decimals on the wire and the cents the service works in. */

/** A bill as the form sent it, its money in cents (the total only when the form sent one to compare). */
export function billInCents(payload: BillPayload) {
  return {
    ...payload,
    charges: toCents(payload.charges),
    totalAmount: payload.totalAmount === undefined ? undefined : toCents(payload.totalAmount),
    items: payload.items.map((item) => ({ ...item, price: toCents(item.price) })),
  }
}
export type BillInCents = ReturnType<typeof billInCents>

export function toBillRecord({ bill, items }: BillWithItems): BillRecord {
  return {
    id: bill.id,
    name: bill.name,
    description: bill.description,
    date: bill.date,
    time: bill.time,
    charges: fromCents(bill.charges),
    taxRate: Number(bill.taxRate),
    taxAmount: fromCents(bill.taxAmount),
    subTotal: fromCents(bill.subTotal),
    totalAmount: fromCents(bill.totalAmount),
    items: items.map((item) => ({ ...item, price: fromCents(item.price) })),
    created_at: bill.created_at,
    updated_at: bill.updated_at,
  }
}

/** A bill in its audit event: the record less what the event names, its money in decimals as on the wire. */
export function billAudit(bill: BillWithItems) {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = toBillRecord(bill)
  return fields
}

export function toBillPage(page: Page<BillRow>): Page<BillListRow> {
  return {
    items: page.items.map((row) => ({
      ...row,
      taxRate: Number(row.taxRate),
      charges: fromCents(row.charges),
      totalAmount: fromCents(row.totalAmount),
    })),
    total: page.total,
  }
}
