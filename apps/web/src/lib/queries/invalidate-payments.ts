import { CUSTOMER_BALANCE_PATH } from './customer-balance.ts'
import { ORDER_DETAIL_KEY } from './order.ts'
import { paymentsQueryKey } from './payment-list.ts'

/** A payment write changes the payment lists, the order's panel and due, and what its customer owes. */
export const PAYMENT_WRITE_KEYS = [paymentsQueryKey, ORDER_DETAIL_KEY, [CUSTOMER_BALANCE_PATH]]
