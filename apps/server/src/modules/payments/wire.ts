import { fromCents } from '@counterpart/domain/money'
import { orderKind } from '@counterpart/domain/schemas/orders'
import type { PaymentOrder, PaymentRecord } from '@counterpart/domain/schemas/payments'
import type { OrderHeader } from './repository.ts'
import type { PaymentRow } from './service.ts'

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    order_id: row.order_id,
    gateway: row.gateway,
    status: row.status === 1,
    method: row.method === 1,
    type: row.type === 'credit' ? 'credit' : 'debit',
    amount: fromCents(row.amount),
    note: row.note,
    dueDate: row.dueDate,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function toPaymentOrder(order: OrderHeader): PaymentOrder {
  return {
    id: order.id,
    key: order.key,
    reference: order.reference,
    kind: orderKind(order),
    dueDate: order.dueDate,
    totalAmount: fromCents(order.totalAmount),
    subTotal: fromCents(order.subTotal),
    discountedAmount: fromCents(order.discountedAmount),
    taxAmount: fromCents(order.taxAmount),
    shippingAmount: fromCents(order.shippingAmount),
    created_at: order.created_at,
  }
}
