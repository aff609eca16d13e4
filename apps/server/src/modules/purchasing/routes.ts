import {
  PURCHASE_MESSAGES,
  purchaseInputSchema,
  stockReceiptSchema,
  purchaseCreatedResponseSchema,
  purchaseProductSuppliersSchema,
  purchaseStockProductsSchema,
  purchaseSupplierProductsSchema,
} from '@counterpart/domain/schemas/purchasing'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, addedWith, doneWith, signedInOn } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { PurchasingService } from './service.ts'
import { purchaseInCents, stockReceiptInCents, toStockProducts, toSupplierProducts } from './wire.ts'

// Every route here is gated, so the guard has put the signed-in user on the request before the handler.
const signedIn = (auth: Auth | null) => signedInOn('purchasing routes', auth)

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
        doneWith(purchasing.receive(signedIn(auth), stockReceiptInCents(body)), PURCHASE_MESSAGES.stocksUpdated),
    }),
    route({
      method: 'GET',
      url: '/purchase-supplier-products/:id',
      gate: 'purchaseCreate',
      summary: 'The products a supplier supplies, for the purchase-by-supplier form',
      params: idParams,
      response: purchaseSupplierProductsSchema,
      handler: async ({ params }) => toSupplierProducts(await purchasing.supplierProducts(params.id)),
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
