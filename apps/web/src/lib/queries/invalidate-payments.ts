import type { QueryClient } from '@tanstack/react-query'
import { ORDER_DETAIL_KEY } from './order.ts'
import { paymentsQueryKey } from './payment-list.ts'

/** A payment write changes the payment lists, the order's panel and the order's due. */
export function invalidatePayments(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ORDER_DETAIL_KEY }),
  ])
}
