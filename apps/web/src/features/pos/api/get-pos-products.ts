import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

export const POS_PRODUCTS_PATH = '/products-for-pos'

/** One answer of GET /products-for-pos: a page of tiles, or the first page (favourites or top sellers). */
export interface PosProductsPage {
  products: PosProduct[]
  more?: boolean
  chosen?: 'favourites' | 'top'
}

export function getPosProducts(query: {
  categoryId: number | null
  page?: number
  favourites?: boolean
}): Promise<PosProductsPage> {
  return api.get<PosProductsPage>(POS_PRODUCTS_PATH, {
    query: {
      category_id: query.categoryId,
      page: query.page && query.page > 1 ? query.page : null,
      favourites: query.favourites ? 1 : null,
    },
    overlay: false,
  })
}

/** The next page to ask for after `pages`, or undefined when the last one said there is no more. */
export function nextTilePage(pages: readonly PosProductsPage[]): number | undefined {
  const last = pages.at(-1)
  return last?.more ? pages.length + 1 : undefined
}

/**
 * The tiles of one category (null: all), posProductsLimit a page, newest first; `fetchNextPage` adds the next
 * page. Paged by hand over useQuery rather than useInfiniteQuery: the terminal has a bundle budget. The key holds
 * how many pages are shown; asking for one more reads the pages already loaded from the cache.
 */
export function usePosProductPages(categoryId: number | null, enabled: boolean) {
  const queryClient = useQueryClient()
  const [shown, setShown] = useState<{ categoryId: number | null; count: number }>({ categoryId, count: 1 })
  const count = shown.categoryId === categoryId ? shown.count : 1
  const query = useQuery({
    queryKey: [POS_PRODUCTS_PATH, categoryId, count] as const,
    queryFn: async (): Promise<PosProductsPage[]> => {
      const cached = queryClient.getQueryData<PosProductsPage[]>([POS_PRODUCTS_PATH, categoryId, count - 1])
      const earlier =
        count === 1
          ? []
          : (cached ??
            (await Promise.all(
              Array.from({ length: count - 1 }, (_, index) => getPosProducts({ categoryId, page: index + 1 })),
            )))
      return [...earlier, await getPosProducts({ categoryId, page: count })]
    },
    // While the next page loads, the tiles already shown stay (in the same category only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === categoryId ? previous : undefined),
    enabled,
  })
  const next = query.data ? nextTilePage(query.data) : undefined
  return {
    pages: query.data,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetching && query.isPlaceholderData,
    hasNextPage: next !== undefined && !query.isPlaceholderData,
    fetchNextPage: () => setShown({ categoryId, count: count + 1 }),
  }
}

/** The first page: the owner's favourites, or the top sellers when none are set. */
export const posFavouriteTilesQuery = queryOptions({
  queryKey: [POS_PRODUCTS_PATH, 'favourites'] as const,
  queryFn: () => getPosProducts({ categoryId: null, favourites: true }),
})

export function usePosFavouriteTiles(enabled: boolean) {
  return useQuery({ ...posFavouriteTilesQuery, enabled })
}
