import { recordQuery } from '../../../lib/query-hooks.ts'
import type { ProductResponse } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'
import { PRODUCT_LIST_PATH } from './get-products.ts'

export function getProduct(id: number): Promise<ProductResponse> {
  return api.get<ProductResponse>(`/product/${id}`)
}

export const { options: productQuery, useRecord: useProduct } = recordQuery(
  (id) => [PRODUCT_LIST_PATH, 'detail', id] as const,
  getProduct,
)
