import { useMutation } from '@tanstack/react-query'
import type { PosCustomProduct, ProductSearchItem } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

export interface ProductSearchResponse {
  items: ProductSearchItem[]
  /** An unsold item bought from a customer whose barcode is the key (the scanner finds those too). */
  custom: PosCustomProduct[]
}

/** POST /product-search: an exact barcode or SKU answers alone; else name, SKU or barcode containing the key. */
export function searchProducts(key: string, options: { overlay?: boolean } = {}): Promise<ProductSearchResponse> {
  return api.post<ProductSearchResponse>('/product-search', { key }, { overlay: options.overlay ?? false })
}

/** The advanced search's Product Search tab runs this on demand (a button). */
export function useSearchProducts() {
  return useMutation({ mutationFn: (key: string) => searchProducts(key, { overlay: true }) })
}
