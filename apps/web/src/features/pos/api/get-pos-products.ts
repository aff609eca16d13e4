import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
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

/** The tiles of one category (null: all), posProductsLimit a page, newest first. */
export function posProductPagesQuery(categoryId: number | null) {
  return infiniteQueryOptions({
    queryKey: [POS_PRODUCTS_PATH, categoryId] as const,
    queryFn: ({ pageParam }) => getPosProducts({ categoryId, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextTilePage(pages),
  })
}

/** The tiles of the terminal, page by page; idle until `enabled` (posAutoLoadProducts). */
export function usePosProductPages(categoryId: number | null, enabled: boolean) {
  return useInfiniteQuery({ ...posProductPagesQuery(categoryId), enabled })
}

/** The first page: the owner's favourites, or the top sellers when none are set. */
export const posFavouriteTilesQuery = queryOptions({
  queryKey: [POS_PRODUCTS_PATH, 'favourites'] as const,
  queryFn: () => getPosProducts({ categoryId: null, favourites: true }),
})

export function usePosFavouriteTiles(enabled: boolean) {
  return useQuery({ ...posFavouriteTilesQuery, enabled })
}
