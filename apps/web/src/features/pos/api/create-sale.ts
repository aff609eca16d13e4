import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { SaleCreatedResponse, SaleInput } from '@counterpart/domain/schemas/pos'
import { apiRequest } from '../../../lib/api.ts'
import { CUSTOMER_BALANCE_PATH } from '../../../lib/queries/customer-balance.ts'
import { tillHeaders } from '../../../lib/till.ts'
import { POS_CUSTOM_PRODUCTS_PATH } from './get-custom-products-for-pos.ts'
import { POS_PRODUCTS_PATH } from './get-pos-products.ts'

export interface CreateSaleVariables {
  sale: SaleInput
  /** One per checkout: a retried or double-clicked Process returns the first sale instead of selling twice. */
  idempotencyKey: string
}

/**
 * POST /sale, naming this device's till when one is chosen. Its failures (stock 409, totals 422, ...) are shown by the terminal in the snackbar
 * (spec 001 §8), so the global handler stays out of them.
 */
export function createSale({ sale, idempotencyKey }: CreateSaleVariables): Promise<SaleCreatedResponse> {
  return apiRequest<SaleCreatedResponse>('/sale', {
    method: 'POST',
    body: sale,
    headers: { ...tillHeaders(), 'Idempotency-Key': idempotencyKey },
    // No answer (0, 502-504) either: the terminal keeps the sale offline or says so itself (issue 18).
    skipGlobalHandler: [0, 409, 422, 502, 503, 504],
  })
}

// Stock changed: the tiles' badges, the custom products and every order list; on account, what is owed. Sent
// even when the browser says it is offline: the terminal keeps the sale in the outbox when it gets no answer,
// at once (issue 26).
export const useCreateSale = invalidatingMutation(
  createSale,
  [[POS_PRODUCTS_PATH], [POS_CUSTOM_PRODUCTS_PATH], ['/order'], [CUSTOMER_BALANCE_PATH]],
  { networkMode: 'always' },
)
