import { addProduct, addSupplier, buy, purchaseBody } from '../stock-fixtures.ts'
import type { AuditSampleContext, AuditSamples } from './types.ts'

/** A supplier and one product it supplies. */
async function suppliedProduct({ test, admin }: AuditSampleContext) {
  const supplier = await addSupplier(admin)
  const product = await addProduct(test, { suppliers: [supplier] })
  return { supplier, product }
}

/** The purchasing module's mutating routes, one successful call each (see types.ts). */
export const purchasingSamples: AuditSamples = {
  'POST /purchase': {
    entity: 'order',
    call: async (context) => {
      const { supplier, product } = await suppliedProduct(context)
      return context.admin.post('/api/purchase', purchaseBody(supplier, [{ product_id: product, cost: 12.5, qty: 4 }]))
    },
  },
  'POST /stock': {
    entity: 'stock',
    call: async (context) => {
      const { supplier, product } = await suppliedProduct(context)
      const purchaseId = await buy(context.admin, supplier, [{ product_id: product, cost: 12.5, qty: 4 }])
      return context.admin.post('/api/stock', {
        purchaseId,
        items: [{ product, warehouse: 1, price: 20, rackNumber: 'A-1' }],
      })
    },
  },
  'POST /purchase-receipts': {
    entity: 'stock',
    call: async (context) => {
      const { supplier, product } = await suppliedProduct(context)
      const purchaseId = await buy(context.admin, supplier, [{ product_id: product, cost: 12.5, qty: 4 }])
      return context.admin.post('/api/purchase-receipts', {
        purchaseId,
        items: [{ product, warehouse: 1, qty: 2, price: 20, rackNumber: 'A-1' }],
      })
    },
  },
  'POST /purchase/:id/close-short': {
    entity: 'order',
    call: async (context) => {
      const { supplier, product } = await suppliedProduct(context)
      const purchaseId = await buy(context.admin, supplier, [{ product_id: product, cost: 12.5, qty: 4 }])
      return context.admin.post(`/api/purchase/${purchaseId}/close-short`, { reason: 'Discontinued' })
    },
  },
}
