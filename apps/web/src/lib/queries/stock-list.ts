import { listQueryKey } from '../../components/list-query-key.ts'

/** GET /api/stock, read by the StocksList table. A receipt (POST /api/stock) invalidates it. */
export const STOCK_LIST_PATH = '/stock'

export const stocksQueryKey = listQueryKey(STOCK_LIST_PATH)
