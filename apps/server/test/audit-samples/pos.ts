import { confirmSale, posProduct, refundBody, saleBody, sell } from '../pos-fixtures.ts'
import { sellOffline, sendOffline } from '../offline-fixtures.ts'
import { addTill } from '../till-fixtures.ts'
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
  'POST /custom-amount-product': {
    entity: 'product',
    call: (context) => context.admin.post('/api/custom-amount-product'),
  },
  'POST /order-shipped/:id': {
    entity: 'order',
    call: async (context) => {
      const sale = await sell(context.admin, [{ product: await shelfProduct(context) }])
      return context.admin.post(`/api/order-shipped/${sale.id}`)
    },
  },
  'POST /pos-favourites': {
    entity: 'settings',
    call: async (context) => context.admin.post('/api/pos-favourites', { ids: [(await shelfProduct(context)).id] }),
  },
  'POST /offline-sales': {
    entity: 'order',
    call: async (context) =>
      (
        await sendOffline(context.admin, [{ product: await shelfProduct(context) }], {
          till: await addTill(context.admin),
        })
      ).response,
  },
  'POST /offline-reviews/:id/clear': {
    entity: 'offline-review',
    call: async (context) =>
      context.admin.post(`/api/offline-reviews/${await openOfflineReview(context)}/clear`, { note: 'Counted.' }),
  },
}

/** An offline sale made with no till session open: its review item, open. */
async function openOfflineReview(context: AuditSampleContext): Promise<number> {
  const sale = await sellOffline(context.admin, [{ product: await shelfProduct(context) }], {
    till: await addTill(context.admin),
  })
  const review = await context.test.database.db
    .selectFrom('offline_reviews')
    .select('id')
    .where('order_id', '=', sale.id)
    .executeTakeFirstOrThrow()
  return review.id
}

/** An offline sale that took the last unit twice: its stock conflict, open (for the inventory samples). */
export async function openStockConflict({ test, admin }: AuditSampleContext): Promise<number> {
  const product = await posProduct(admin, await addProduct(test, { qty: 1, price: 1250 }))
  const sale = await sellOffline(admin, [{ product, qty: 2 }], { till: await addTill(admin) })
  const conflict = await test.database.db
    .selectFrom('stock_conflicts')
    .select('id')
    .where('order_id', '=', sale.id)
    .executeTakeFirstOrThrow()
  return conflict.id
}
