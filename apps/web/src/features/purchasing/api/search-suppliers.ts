import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_PATTERN } from '@counterpart/domain/constants'
import type { SupplierListItem } from '@counterpart/domain/schemas/contacts'
import type { Page } from '@counterpart/domain/schemas/paging'
import { api } from '../../../lib/api.ts'

/** GET /api/supplier?search=: the first 20 matching suppliers, for the supplier picker. */
export function useSupplierSearch(search: string) {
  const term = search.trim()
  return useQuery({
    queryKey: ['/supplier', 'picker', term],
    queryFn: ({ signal }) =>
      api.get<Page<SupplierListItem>>('/supplier', {
        query: { search: term, itemsPerPage: 20, sortBy: 'firstName' },
        signal,
        overlay: false,
      }),
    enabled: SEARCH_TEXT_PATTERN.test(term),
    placeholderData: keepPreviousData,
    select: (page) => page.items,
  })
}
