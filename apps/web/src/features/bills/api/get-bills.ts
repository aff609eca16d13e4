import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/bill, read by the bill table. */
export const BILL_LIST_PATH = '/bill'

/** Every bill list page and every single bill. */
export const billsQueryKey = listQueryKey(BILL_LIST_PATH)
