import { ORDER_DETAIL_KEY } from './order.ts'
import { paymentsQueryKey } from './payment-list.ts'

/** A payment write changes the payment lists, the order's panel and the order's due. */
export const PAYMENT_WRITE_KEYS = [paymentsQueryKey, ORDER_DETAIL_KEY]
