import { useQuery } from '@tanstack/react-query'
import type { SuppliedProduct } from '@counterpart/domain/schemas/contacts'
import { api } from '../../../lib/api.ts'

export function getSupplierProducts(supplierId: number): Promise<{ products: SuppliedProduct[] }> {
  return api.get(`/purchase-supplier-products/${supplierId}`, { overlay: false })
}

/** The products a supplier supplies, for the buy-by-supplier form. */
export function useSupplierProducts(supplierId: number | null) {
  return useQuery({
    queryKey: ['/purchase-supplier-products', supplierId],
    queryFn: () => getSupplierProducts(supplierId ?? 0),
    enabled: supplierId !== null,
    select: (answer) => answer.products,
  })
}
