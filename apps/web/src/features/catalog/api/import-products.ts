import type { ProductImportResult } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { productsQueryKey } from './get-products.ts'

/**
 * POST /api/products/import: the file the preview showed, checked again and written in one transaction.
 * Its refusals (a row wrong after all: 422; a code taken meanwhile: 409) are shown in the dialog.
 */
export function importProducts(file: File): Promise<ProductImportResult> {
  const form = new FormData()
  form.append('file', file)
  return api.post<ProductImportResult>('/products/import', form, { skipGlobalHandler: [409, 422] })
}

export const useImportProducts = invalidatingMutation(importProducts, [productsQueryKey])
