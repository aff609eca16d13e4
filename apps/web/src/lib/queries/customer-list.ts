import { listQueryKey } from '../../components/list-query-key.ts'

/** GET /api/customer, read by the CustomersList table. */
export const CUSTOMER_LIST_PATH = '/customer'

/** Every customer list page and every single customer. */
export const customersQueryKey = listQueryKey(CUSTOMER_LIST_PATH)
