import { ORDER_DETAIL_KEY } from '../../orders/api/get-order.ts'
import { paymentsQueryKey } from './get-payments.ts'

/** A payment write changes the payment lists, the order's panel and the order's due. */
export const PAYMENT_WRITE_KEYS = [paymentsQueryKey, ORDER_DETAIL_KEY]
