import { listQueryKey } from '../../../components/server-data-table.tsx'

/** GET /api/payment, read by the Payments table. Every payment write invalidates it. */
export const PAYMENT_LIST_PATH = '/payment'

export const paymentsQueryKey = listQueryKey(PAYMENT_LIST_PATH)
