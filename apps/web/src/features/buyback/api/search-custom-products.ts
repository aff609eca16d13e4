import { useMutation } from '@tanstack/react-query'
import type { CustomProductSearchItem } from '@counterpart/domain/schemas/buyback'
import { api } from '../../../lib/api.ts'

export function searchCustomProducts(key: string): Promise<{ items: CustomProductSearchItem[] }> {
  return api.post<{ items: CustomProductSearchItem[] }>('/custom-product-search', { key })
}

/** The POS advanced search's Custom Product Search tab runs this on demand. */
export function useSearchCustomProducts() {
  return useMutation({ mutationFn: searchCustomProducts })
}
