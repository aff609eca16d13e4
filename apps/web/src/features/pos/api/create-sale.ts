import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaleCreatedResponse, SaleInput } from '@counterpart/domain/schemas/pos'
import { apiRequest } from '../../../lib/api.ts'
import { POS_CUSTOM_PRODUCTS_PATH } from './get-custom-products-for-pos.ts'
import { POS_PRODUCTS_PATH } from './get-pos-products.ts'

export interface CreateSaleVariables {
  sale: SaleInput
  /** One per checkout: a retried or double-clicked Process returns the first sale instead of selling twice. */
  idempotencyKey: string
}

/**
 * POST /sale. Its failures (stock 409, totals 422, ...) are shown by the terminal in the snackbar
 * (spec 001 §8), so the global handler stays out of them.
 */
export function createSale({ sale, idempotencyKey }: CreateSaleVariables): Promise<SaleCreatedResponse> {
  return apiRequest<SaleCreatedResponse>('/sale', {
    method: 'POST',
    body: sale,
    headers: { 'Idempotency-Key': idempotencyKey },
    skipGlobalHandler: [409, 422, 502],
  })
}

export function useCreateSale() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSale,
    onSuccess: async () => {
      // Stock changed: the tiles' badges, the custom products and every order list.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [POS_PRODUCTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [POS_CUSTOM_PRODUCTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/order'] }),
      ])
    },
  })
}
