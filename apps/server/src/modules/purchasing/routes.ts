import {
  PURCHASE_MESSAGES,
  purchaseInputSchema,
  stockReceiptSchema,
  purchaseCreatedResponseSchema,
  purchaseProductSuppliersSchema,
  purchaseStockProductsSchema,
  purchaseSupplierProductsSchema,
  closeShortSchema,
  partialReceiptSchema,
  purchaseReceivingSchema,
  supplierProductsQuerySchema,
} from '@counterpart/domain/schemas/purchasing'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, addedWith, doneWith, signedInOn } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { PurchasingService } from './service.ts'
import {
  partialReceiptInCents,
  purchaseInCents,
  stockReceiptInCents,
  toPurchaseReceiving,
  toStockProducts,
  toSupplierProducts,
} from './wire.ts'

// Every route here is gated, so the guard has put the signed-in user on the request before the handler.
const signedIn = (auth: Auth | null) => signedInOn('purchasing routes', auth)

/**
 * A receipt's answer: the spec's message, followed by what the receipt also did (issue 30, item 4: "Reserved
 * for repair …" for each repair whose ordered part came).
 */
async function withNotes(work: Promise<string[]>, message: string): Promise<{ message: string }> {
  const notes = await work
  return { message: notes.length > 0 ? `${message} ${notes.join(' ')}` : message }
}

export function purchasingRoutes(purchasing: PurchasingService) {
  return [
    route({
      method: 'POST',
      url: '/purchase',
      gate: 'purchaseCreate',
      summary: 'Records a purchase from a supplier with its payment (Live: paid; Due: pending till dueDate)',
      body: purchaseInputSchema,
      bodyLimit: 4 * 1024 * 1024,
      response: purchaseCreatedResponseSchema,
      status: 201,
      handler: ({ body, auth }) =>
        addedWith(purchasing.create(signedIn(auth), purchaseInCents(body)), PURCHASE_MESSAGES.added),
    }),
    route({
      method: 'POST',
      url: '/stock',
      gate: 'purchaseCreate',
      summary: 'Receives every product of a purchase into warehouses, with price and rack, once',
      body: stockReceiptSchema,
      bodyLimit: 4 * 1024 * 1024,
      response: messageResponseSchema,
      handler: ({ body, auth }) =>
        withNotes(purchasing.receive(signedIn(auth), stockReceiptInCents(body)), PURCHASE_MESSAGES.stocksUpdated),
    }),
    route({
      method: 'POST',
      url: '/purchase-receipts',
      gate: 'purchaseCreate',
      summary: 'Receives part of a purchase: a quantity per line up to what is left; it stays open until complete',
      body: partialReceiptSchema,
      bodyLimit: 4 * 1024 * 1024,
      response: messageResponseSchema,
      handler: ({ body, auth }) =>
        withNotes(purchasing.receivePart(signedIn(auth), partialReceiptInCents(body)), PURCHASE_MESSAGES.received),
    }),
    route({
      method: 'POST',
      url: '/purchase/:id/close-short',
      gate: 'purchaseCreate',
      summary: 'Closes a purchase short with a reason: no more deliveries, what did not come stays unreceived',
      params: idParams,
      body: closeShortSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(purchasing.closeShort(signedIn(auth), params.id, body.reason), PURCHASE_MESSAGES.closedShort),
    }),
    route({
      method: 'GET',
      url: '/purchase-receiving/:id',
      gate: 'purchaseCreate',
      summary: 'Each line of a purchase ordered, received and left, and whether it still takes deliveries',
      params: idParams,
      response: purchaseReceivingSchema,
      handler: async ({ params }) => toPurchaseReceiving(await purchasing.receiving(params.id)),
    }),
    route({
      method: 'GET',
      url: '/purchase-supplier-products/:id',
      gate: 'purchaseCreate',
      summary:
        'The products a supplier supplies, for the purchase-by-supplier form: searched (?search=), sorted by name, with units on hand',
      params: idParams,
      query: supplierProductsQuerySchema,
      response: purchaseSupplierProductsSchema,
      handler: async ({ params, query }) =>
        toSupplierProducts(await purchasing.supplierProducts(params.id, query.search)),
    }),
    route({
      method: 'GET',
      url: '/purchase-product-suppliers/:id',
      gate: 'purchaseCreate',
      summary: 'The suppliers of a product, for the purchase-by-product form',
      params: idParams,
      response: purchaseProductSuppliersSchema,
      handler: async ({ params }) => ({ suppliers: await purchasing.productSuppliers(params.id) }),
    }),
    route({
      method: 'GET',
      url: '/purchase-stock-products/:id',
      gate: 'purchaseCreate',
      summary: 'Where each product of a purchase sells from, for the Stock update warning',
      params: idParams,
      response: purchaseStockProductsSchema,
      handler: async ({ params }) => toStockProducts(await purchasing.stockProducts(params.id)),
    }),
  ]
}
