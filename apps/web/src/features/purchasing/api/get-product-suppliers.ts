import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export interface ProductSupplier {
  id: number
  firstName: string
  lastName: string
  company: string
  email: string
  phone: string
}

export function getProductSuppliers(productId: number): Promise<{ suppliers: ProductSupplier[] }> {
  return api.get(`/purchase-product-suppliers/${productId}`, { overlay: false })
}

/** The suppliers of a product, for the buy-by-product form. */
export function useProductSuppliers(productId: number | null) {
  return useQuery({
    queryKey: ['/purchase-product-suppliers', productId],
    queryFn: () => getProductSuppliers(productId ?? 0),
    enabled: productId !== null,
    select: (answer) => answer.suppliers,
  })
}
