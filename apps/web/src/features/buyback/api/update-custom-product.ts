import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { CustomProductInput } from '@counterpart/domain/schemas/buyback'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customProductFormData, type CustomProductFiles } from './create-custom-product.ts'
import { customProductsQueryKey } from './get-custom-products.ts'

export function updateCustomProduct({
  id,
  input,
  files,
}: {
  id: number
  input: CustomProductInput
  files: CustomProductFiles
}) {
  return api.post<MessageResponse>(`/custom-product-update/${id}`, customProductFormData(input, files))
}

export const useUpdateCustomProduct = invalidatingMutation(updateCustomProduct, [customProductsQueryKey])
