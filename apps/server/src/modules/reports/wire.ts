import { fromCents } from '@counterpart/domain/money'
import type { PurchaseReportRow, ReportOrderRow, ReportRef } from '@counterpart/domain/schemas/reports'
import type { OrderReportRow } from './repository.ts'
import { supplierName, type RefInfo } from './service.ts'

/** Cents from the service to decimals on the wire; only the fields the spec names leave the server. */

export function toRef(ref: RefInfo): ReportRef {
  return {
    time: ref.time,
    by: ref.by,
    barcode: ref.barcode,
    key: ref.key,
    from: ref.range?.from ?? null,
    to: ref.range?.to ?? null,
    timezone: ref.timezone,
  }
}

export function toOrderRow(row: OrderReportRow): ReportOrderRow {
  const cost = Number(row.cost)
  const profit = Number(row.profit)
  return {
    id: row.id,
    barcode: row.key,
    created_at: row.created_at,
    totalItems: Number(row.totalItems),
    cost: fromCents(cost),
    price: fromCents(cost + profit),
    discountedAmount: fromCents(Number(row.discountedAmount)),
    taxAmount: fromCents(Number(row.taxAmount)),
    profit: fromCents(profit),
    totalAmount: fromCents(Number(row.totalAmount)),
  }
}

export function toPurchaseRow(row: OrderReportRow): PurchaseReportRow {
  return {
    id: row.id,
    barcode: row.key,
    reference: row.reference,
    supplier: supplierName(row),
    created_at: row.created_at,
    totalItems: Number(row.totalItems),
    subTotal: fromCents(Number(row.subTotal)),
    taxRate: Number(row.taxRate),
    taxAmount: fromCents(Number(row.taxAmount)),
    discountRate: Number(row.discountRate),
    discountedAmount: fromCents(Number(row.discountedAmount)),
    shippingAmount: fromCents(Number(row.shippingAmount)),
    totalAmount: fromCents(Number(row.totalAmount)),
    dueDate: row.dueDate,
  }
}
