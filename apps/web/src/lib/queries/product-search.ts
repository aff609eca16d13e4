import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_PATTERN } from '@counterpart/domain/constants'
import type { ProductListRow } from '@counterpart/domain/schemas/catalog'
import type { Page } from '@counterpart/domain/schemas/paging'
import { api } from '../api.ts'

/** GET /api/products?search=: the first 20 products matching a name, SKU or barcode, for a picker. */
export function searchProducts(search: string, signal?: AbortSignal): Promise<Page<ProductListRow>> {
  return api.get<Page<ProductListRow>>('/products', {
    query: { search, itemsPerPage: 20, sortBy: 'name' },
    signal,
    overlay: false,
  })
}

export function useProductSearch(search: string) {
  const term = search.trim()
  return useQuery({
    queryKey: ['/products', 'picker', term],
    queryFn: ({ signal }) => searchProducts(term, signal),
    enabled: SEARCH_TEXT_PATTERN.test(term),
    placeholderData: keepPreviousData,
    select: (page) => page.items,
  })
}
