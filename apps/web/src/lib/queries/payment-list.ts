import { listQueryKey } from '../../components/list-query-key.ts'

/** GET /api/payment, read by the Payments table. Every payment write invalidates it. */
export const PAYMENT_LIST_PATH = '/payment'

export const paymentsQueryKey = listQueryKey(PAYMENT_LIST_PATH)
