import { describe, expect, it } from 'vitest'
import { POS_CUSTOM_PRODUCTS_PATH } from '../features/pos/api/get-custom-products-for-pos.ts'
import { posCategoriesQuery } from '../features/pos/api/get-pos-categories.ts'
import { POS_CUSTOMERS_PATH } from '../lib/queries/pos-customers.ts'
import { POS_PRODUCTS_PATH, posFavouriteTilesQuery } from '../features/pos/api/get-pos-products.ts'
import { appConfigurationQuery } from '../lib/app-configuration.ts'
import { TILLS_PATH } from '../lib/queries/tills.ts'
import { queryClient } from './query-client.ts'

describe('the query client', () => {
  it('sends the till’s reads while the browser says it is offline, so the till’s copy answers them', () => {
    const tillKeys = [
      appConfigurationQuery.queryKey,
      [TILLS_PATH],
      posCategoriesQuery.queryKey,
      [POS_PRODUCTS_PATH, 3, 1],
      posFavouriteTilesQuery.queryKey,
      [POS_CUSTOMERS_PATH],
      [POS_CUSTOM_PRODUCTS_PATH],
    ]
    for (const queryKey of tillKeys) expect(queryClient.defaultQueryOptions({ queryKey }).networkMode).toBe('always')
  })

  it('holds the back office’s reads while offline, as TanStack Query does by default', () => {
    expect(queryClient.defaultQueryOptions({ queryKey: ['/order', 1] }).networkMode).toBeUndefined()
  })
})
