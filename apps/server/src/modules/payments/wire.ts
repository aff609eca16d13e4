import { fromCents, toCents, type Cents } from '@counterpart/domain/money'
import { orderKind } from '@counterpart/domain/schemas/orders'
import type {
  CustomerBalanceResponse,
  OrderPaymentsResponse,
  PaymentListRow,
  PaymentOrder,
  PaymentPayload,
  PaymentRecord,
} from '@counterpart/domain/schemas/payments'
import type { OrderHeader, PaymentListItem } from './repository.ts'
import type { OrderPaymentRow, PaymentRow, PaymentsService } from './service.ts'

/** Payments' one crossing between decimals on the wire and the cents the service works in. */

/** A payment as entered, its amount in cents. */
export function paymentInCents(input: PaymentPayload) {
  return { ...input, amount: toCents(input.amount) }
}
export type PaymentInCents = ReturnType<typeof paymentInCents>

/** Only a payment of an order is shown as one: a buy-back's payout is shown with its buy-back. */
export function toPaymentRecord(row: OrderPaymentRow): PaymentRecord {
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

export function toOrderPayments(panel: { payments: OrderPaymentRow[]; due: Cents }): OrderPaymentsResponse {
  return { payments: panel.payments.map(toPaymentRecord), due: fromCents(panel.due) }
}

export function toPaymentListRow(row: PaymentListItem): PaymentListRow {
  return {
    ...toPaymentRecord(row),
    order: {
      id: row.order_id,
      key: row.order_key,
      reference: row.order_reference,
      kind: orderKind(row),
      totalAmount: fromCents(row.order_totalAmount),
    },
  }
}

/** A payment in its audit event: the fields an edit may change, money in decimals as the API shows it. */
export function paymentAudit(
  payment: Pick<PaymentRow, 'order_id' | 'amount' | 'status' | 'method' | 'gateway' | 'note'>,
) {
  return {
    order_id: payment.order_id,
    amount: fromCents(payment.amount),
    status: payment.status === 1,
    method: payment.method === 1,
    gateway: payment.gateway,
    note: payment.note,
  }
}

/** What a customer owes: each sale with something due, and the sum. */
export function toCustomerBalance({
  balance,
  sales,
}: Awaited<ReturnType<PaymentsService['customerBalance']>>): CustomerBalanceResponse {
  return {
    balance: fromCents(balance),
    sales: sales.map(({ sale, due }) => ({
      id: sale.id,
      key: sale.key,
      created_at: sale.created_at,
      dueDate: sale.dueDate,
      totalAmount: fromCents(Number(sale.totalAmount)),
      due: fromCents(due),
    })),
  }
}
