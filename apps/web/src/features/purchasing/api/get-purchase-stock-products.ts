import { useQuery } from '@tanstack/react-query'
import type { PurchaseStockProduct } from '@counterpart/domain/schemas/purchasing'
import { api } from '../../../lib/api.ts'

export function getPurchaseStockProducts(purchaseId: number): Promise<{ products: PurchaseStockProduct[] }> {
  return api.get(`/purchase-stock-products/${purchaseId}`, { overlay: false })
}

/** Where each product of a purchase sells from: the Stock update page warns when goods go elsewhere. */
export function usePurchaseStockProducts(purchaseId: number) {
  return useQuery({
    queryKey: ['/purchase-stock-products', purchaseId],
    queryFn: () => getPurchaseStockProducts(purchaseId),
    select: (answer) => answer.products,
  })
}
