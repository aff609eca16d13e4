import { listQueryKey } from '../../../components/server-data-table.tsx'

/** GET /api/stock, read by the StocksList table. A receipt (POST /api/stock) invalidates it. */
export const STOCK_LIST_PATH = '/stock'

export const stocksQueryKey = listQueryKey(STOCK_LIST_PATH)
