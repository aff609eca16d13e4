import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PurchaseSupplierProduct } from '@counterpart/domain/schemas/purchasing'
import { api } from '../../../lib/api.ts'

export function getSupplierProducts(supplierId: number, search = ''): Promise<{ products: PurchaseSupplierProduct[] }> {
  return api.get(`/purchase-supplier-products/${supplierId}`, { query: { search }, overlay: false })
}

/** The products a supplier supplies, for the buy-by-supplier form: searched on the server, with stock on hand. */
export function useSupplierProducts(supplierId: number | null, search = '') {
  return useQuery({
    queryKey: ['/purchase-supplier-products', supplierId, search],
    queryFn: () => getSupplierProducts(supplierId ?? 0, search),
    enabled: supplierId !== null,
    placeholderData: keepPreviousData,
    select: (answer) => answer.products,
  })
}
