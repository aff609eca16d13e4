import { recordQuery } from '../../../lib/query-hooks.ts'
import type { CustomProductRecord } from '@counterpart/domain/schemas/buyback'
import { api } from '../../../lib/api.ts'
import { CUSTOM_PRODUCT_LIST_PATH } from './get-custom-products.ts'

export async function getCustomProduct(id: number): Promise<CustomProductRecord> {
  return (await api.get<{ item: CustomProductRecord }>(`/custom-product/${id}`)).item
}

export const { options: customProductQuery, useRecord: useCustomProduct } = recordQuery(
  (id) => [CUSTOM_PRODUCT_LIST_PATH, id] as const,
  getCustomProduct,
)
