import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/shop-list, read by the shop listing admin table. */
export const SHOP_LIST_PATH = '/shop-list'
export const shopListQueryKey = listQueryKey(SHOP_LIST_PATH)
