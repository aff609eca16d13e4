import type { QueryKey } from '@tanstack/react-query'
import { listQueryKey } from '../../../components/list-query-key.ts'
import { stocksQueryKey } from '../../../lib/queries/stock-list.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'

/**
 * What a change of stock makes stale: the stocks list, the warehouses' details (their stock tables) and the
 * products' lists and pages (their stock per warehouse, under '/products'). A stock history is read afresh
 * each time its page opens.
 */
export const STOCK_CHANGED_KEYS: readonly QueryKey[] = [stocksQueryKey, warehousesQueryKey, listQueryKey('/products')]
