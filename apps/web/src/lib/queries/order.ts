import { recordQuery } from '../query-hooks.ts'
import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { api } from '../api.ts'

/** GET /api/order (paged, ?filter=) and /api/order/{id}; every order query key starts with it. */
export const ORDER_PATH = '/order'

/** What payments, receipts, removals and shipping invalidate: every order list and detail. */
export const ORDER_DETAIL_KEY = [ORDER_PATH] as const

export function getOrder(id: number): Promise<OrderDetailResponse> {
  return api.get<OrderDetailResponse>(`${ORDER_PATH}/${id}`)
}

/** A sale, refund or purchase with its items, supplier or customer, payments and due. */
export const { options: orderQuery, useRecord: useOrder } = recordQuery((id) => [ORDER_PATH, id] as const, getOrder)
