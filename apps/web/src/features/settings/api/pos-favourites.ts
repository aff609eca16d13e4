import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'

/** The terminal's favourites (issue 26). The terminal reads its tiles under /products-for-pos. */
export const POS_FAVOURITES_PATH = '/pos-favourites'
const POS_TILES_PATH = '/products-for-pos'

export interface FavouriteItem {
  id: number
  name: string
  sku: string
}

export function getPosFavourites(): Promise<{ items: FavouriteItem[] }> {
  return api.get<{ items: FavouriteItem[] }>(POS_FAVOURITES_PATH, { overlay: false })
}

export const posFavouritesQuery = queryOptions({
  queryKey: [POS_FAVOURITES_PATH] as const,
  queryFn: getPosFavourites,
  select: (data) => data.items,
})

export const usePosFavourites = () => useQuery(posFavouritesQuery)

export function savePosFavourites(ids: number[]): Promise<{ message: string }> {
  return api.post<{ message: string }>(POS_FAVOURITES_PATH, { ids })
}

export const useSavePosFavourites = invalidatingMutation(savePosFavourites, [[POS_FAVOURITES_PATH], [POS_TILES_PATH]])
