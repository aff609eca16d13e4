import type { Gate } from '@counterpart/domain/permissions'
import type { OrderKind } from '@counterpart/domain/schemas/payments'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf, type RouteName } from '../lib/paths.ts'
import { useCan } from '../lib/app-configuration.ts'

/** The detail page of each kind of order, and the gate that opens it. */
export const ORDER_DETAIL: Record<OrderKind, { route: RouteName; gate: Gate }> = {
  salling: { route: 'SaleDetail', gate: 'saleDetails' },
  refunding: { route: 'RefundDetail', gate: 'refundDetails' },
  purchasing: { route: 'PurchaseTransactionDetails', gate: 'purchaseDetails' },
}

/**
 * An order's number (or `children`) as a link to its sale, refund or purchase detail page; plain text for
 * someone who may not open that page.
 */
export function OrderLink({
  order,
  children,
}: {
  order: { id: number; key: string; kind: OrderKind }
  children?: ReactNode
}) {
  const detail = ORDER_DETAIL[order.kind]
  const canOpen = useCan(detail.gate)
  const text = children ?? <bdi>{order.key}</bdi>
  return canOpen ? <RouterLink to={pathOf(detail.route, { id: order.id })}>{text}</RouterLink> : <>{text}</>
}
