import { confirmSale, posProduct, refundBody, saleBody, sell } from '../pos-fixtures.ts'
import { addProduct } from '../stock-fixtures.ts'
import type { AuditSampleContext, AuditSamples } from './types.ts'

/** A product on the shelf, as the terminal finds it. */
async function shelfProduct({ test, admin }: AuditSampleContext) {
  return posProduct(admin, await addProduct(test, { qty: 10, price: 1250 }))
}

/** The pos module's mutating routes, one successful call each (see types.ts). */
export const posSamples: AuditSamples = {
  'POST /sale': {
    entity: 'order',
    call: async (context) =>
      context.admin.post('/api/sale', saleBody([{ product: await shelfProduct(context), qty: 2 }])),
  },
  'POST /sale-return': {
    entity: 'order',
    call: async (context) => {
      const sale = await sell(context.admin, [{ product: await shelfProduct(context), qty: 2 }])
      const info = await confirmSale(context.admin, sale.key)
      const line = info.items[0]
      if (!line) throw new Error('the sale has no line')
      return context.admin.post('/api/sale-return', refundBody(info, [{ id: line.id, qty: 1 }]))
    },
  },
  'POST /order-shipped/:id': {
    entity: 'order',
    call: async (context) => {
      const sale = await sell(context.admin, [{ product: await shelfProduct(context) }])
      return context.admin.post(`/api/order-shipped/${sale.id}`)
    },
  },
}
