import { posDeviceQuerySchema, posDeviceSchema } from '@counterpart/domain/schemas/devices'
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  POS_MESSAGES,
  confirmSaleResponseSchema,
  confirmSaleSchema,
  posCategoriesResponseSchema,
  posCustomProductsResponseSchema,
  posFavouritesResponseSchema,
  posFavouritesSchema,
  posProductsResponseSchema,
  customAmountResponseSchema,
  printFooterResponseSchema,
  productSearchResponseSchema,
  saleCreatedResponseSchema,
  emailInvoiceSchema,
  posProductsQuerySchema,
  productSearchSchema,
  saleInputSchema,
  saleReturnSchema,
  type ConfirmSaleResponse,
  type PosCategory,
  type PosCustomProduct,
  type PosProduct,
  type PrintFooterResponse,
  type SaleCreatedResponse,
} from '@counterpart/domain/schemas/pos'
import {
  OFFLINE_CATALOGUE_PATH,
  OFFLINE_CUSTOMERS_PATH,
  OFFLINE_SALE_PATH,
  clearOfflineReviewSchema,
  OFFLINE_MESSAGES,
  offlineReviewPageSchema,
  offlineReviewsQuerySchema,
  offlineCataloguePageSchema,
  offlineCustomersPageSchema,
  offlinePageQuerySchema,
  offlineSaleInfoSchema,
  offlineSaleResponseSchema,
  offlineSaleSchema,
  clientSaleFoundSchema,
  clientSaleParamsSchema,
  type OfflineSaleResponse,
} from '@counterpart/domain/schemas/offline'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import type { FastifyRequest } from 'fastify'
import { ValidationError } from '../../platform/errors.ts'
import { idParams, route, doneWith, pageWith, signedInOn } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { PosService } from './service.ts'
import {
  refundInCents,
  saleInCents,
  toConfirmSale,
  toCustomTile,
  toOfflineReview,
  toOfflineSaleInfo,
  toPosProduct,
  toSearchItem,
} from './wire.ts'

// Every route here is gated, so the guard has put the signed-in user on the request before the handler.
const signedIn = (auth: Auth | null) => signedInOn('POS routes', auth)

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER]
  if (raw === undefined) return null
  const value = Array.isArray(raw) ? raw[0] : raw
  if (!value || value.length > IDEMPOTENCY_KEY_MAX || !/^[A-Za-z0-9_-]+$/.test(value)) {
    throw new ValidationError({ 'Idempotency-Key': [POS_MESSAGES.idempotencyInvalid] })
  }
  return value
}

export function posRoutes(pos: PosService) {
  return [
    route({
      method: 'GET',
      url: '/products-for-pos',
      gate: 'saleCreate',
      summary:
        'Product tiles of the terminal: a page of posProductsLimit (optionally of one category and its sub-categories), or the first page of favourites or top sellers',
      query: posProductsQuerySchema,
      response: posProductsResponseSchema,
      handler: async ({
        query,
      }): Promise<{ products: PosProduct[]; more?: boolean; chosen?: 'favourites' | 'top' }> => {
        if (query.favourites) {
          const first = await pos.favourites()
          return { products: first.items.map(toPosProduct), chosen: first.chosen }
        }
        const page = await pos.products({ categoryId: query.category_id, page: query.page })
        return { products: page.items.map(toPosProduct), more: page.more }
      },
    }),
    route({
      method: 'GET',
      url: '/pos-favourites',
      gate: 'generalSetting',
      summary: "The products of the terminal's first page, in their order (POS settings)",
      response: posFavouritesResponseSchema,
      handler: async () => ({ items: await pos.favouriteList() }),
    }),
    route({
      method: 'POST',
      url: '/pos-favourites',
      gate: 'generalSetting',
      summary: "Sets the terminal's favourite products, in their order; none set shows the top sellers",
      body: posFavouritesSchema,
      response: messageResponseSchema,
      handler: ({ body }) => doneWith(pos.setFavourites(body.ids), POS_MESSAGES.favouritesSaved),
    }),
    route({
      method: 'GET',
      url: '/categories-for-pos',
      gate: 'saleCreate',
      summary: 'Top categories of the terminal with their sub-categories and product counts',
      response: posCategoriesResponseSchema,
      handler: async (): Promise<{ categories: PosCategory[] }> => ({ categories: await pos.categories() }),
    }),
    route({
      method: 'POST',
      url: '/custom-amount-product',
      gate: 'saleCreate',
      summary:
        'The open-price service of custom amounts (SKU CUSTOM-AMOUNT), made on the first call (201); later calls answer it (200)',
      status: 201,
      replayStatus: 200,
      response: customAmountResponseSchema,
      handler: async () => ({
        message: POS_MESSAGES.customAmountReady,
        product: toPosProduct(await pos.customAmountProduct()),
      }),
    }),
    route({
      method: 'GET',
      url: '/custom-products-for-pos',
      gate: 'saleCreate',
      summary: 'Unsold items bought from customers, as terminal tiles',
      response: posCustomProductsResponseSchema,
      handler: async (): Promise<{ items: PosCustomProduct[] }> => ({
        items: (await pos.customProducts()).map(toCustomTile),
      }),
    }),
    route({
      method: 'GET',
      url: '/pos/device',
      gate: 'saleCreate',
      summary:
        'The device unit a scanned IMEI, its last 6 digits or a serial names, with its product or bought-back item and why it may not be sold now (issue 29)',
      query: posDeviceQuerySchema,
      response: posDeviceSchema,
      handler: async ({ query }) => {
        const found = await pos.device(query.code)
        return {
          device: found && {
            ...found,
            product: found.product && toSearchItem(found.product),
            custom: found.custom && toCustomTile(found.custom),
          },
        }
      },
    }),
    route({
      method: 'POST',
      url: '/product-search',
      readOnly: true,
      gate: 'saleCreate',
      summary:
        'Products by exact barcode or SKU first, then name, SKU or barcode containing the key (the scanner and the advanced search)',
      body: productSearchSchema,
      response: productSearchResponseSchema,
      handler: async ({ body }) => {
        const found = await pos.search(body.key)
        return { items: found.items.map(toSearchItem), custom: found.custom.map(toCustomTile) }
      },
    }),
    route({
      method: 'POST',
      url: '/sale',
      gate: 'saleCreate',
      summary:
        'Sells the cart in one transaction (order, lines, stock, payment). Totals are recomputed and must agree; an Idempotency-Key header makes a retry return the first answer',
      body: saleInputSchema,
      status: 201,
      response: saleCreatedResponseSchema,
      till: 'optional',
      handler: async ({ body, request, auth, till }): Promise<SaleCreatedResponse> => {
        const answer = await pos.sale(signedIn(auth), saleInCents(body), request.body, idempotencyKey(request), till)
        return answer
      },
    }),
    route({
      method: 'POST',
      url: '/confirm-sale',
      // Asked with a body (the transaction number), stores nothing: no audit event.
      readOnly: true,
      gate: 'saleRefund',
      summary: 'The sale a refund returns, by transaction number, with what may still come back of each line',
      body: confirmSaleSchema,
      response: confirmSaleResponseSchema,
      handler: async ({ body }): Promise<ConfirmSaleResponse> => toConfirmSale(await pos.confirmSale(body.trx)),
    }),
    route({
      method: 'POST',
      url: '/sale-return',
      gate: 'saleRefund',
      summary:
        'Refunds lines of a sale in one transaction (refund order, stock back, debit payment); never more than was sold',
      body: saleReturnSchema,
      status: 201,
      response: saleCreatedResponseSchema,
      till: 'optional',
      handler: async ({ body, auth, till }): Promise<SaleCreatedResponse> => {
        const answer = await pos.saleReturn(signedIn(auth), refundInCents(body), till)
        return answer
      },
    }),
    route({
      method: 'POST',
      url: '/email-sale-invoice/:id',
      readOnly: true,
      gate: 'saleEmail',
      summary: 'Mails the invoice of a sale (or refund) as a PDF attachment',
      params: idParams,
      body: emailInvoiceSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) => doneWith(pos.emailInvoice(params.id, body.emailTo), POS_MESSAGES.invoiceSent),
    }),
    route({
      method: 'GET',
      url: '/export-sale-invoice/:id',
      gate: 'saleExport',
      summary: 'The invoice of a sale (or refund) as a PDF, saved as exported.pdf',
      params: idParams,
      response: { file: ['application/pdf'] },
      handler: async ({ params, reply }) => {
        const pdf = await pos.invoicePdf(params.id)
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'attachment; filename="exported.pdf"')
          .header('cache-control', 'private, no-store')
          .send(pdf)
      },
    }),
    route({
      method: 'POST',
      url: '/order-shipped/:id',
      gate: 'saleDetails',
      summary: 'Marks the shipping of a sale as sent',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(pos.markShipped(params.id), POS_MESSAGES.shipped),
    }),
    route({
      method: 'GET',
      url: '/print-footer',
      // Every printed bill asks; the answer holds no secret, only whether the vendor credit shows.
      gate: 'signedIn',
      summary: 'Whether printed bills carry the vendor credit (unless the owner licence unlocks its removal)',
      response: printFooterResponseSchema,
      handler: async (): Promise<PrintFooterResponse> => pos.printFooter(),
    }),
    route({
      method: 'POST',
      url: OFFLINE_SALE_PATH,
      gate: 'offlineSale',
      summary:
        'A sale a till made offline, replayed from its outbox (Idempotency-Key = clientId, till header required): stored once per clientId (a replay answers 200 with replayed: true), never refused for stock (stock conflicts instead), prices as the till sold them (changes flagged)',
      body: offlineSaleSchema,
      status: 201,
      replayStatus: 200,
      response: offlineSaleResponseSchema,
      till: 'required',
      handler: async ({ body, request, auth, till }): Promise<OfflineSaleResponse> =>
        pos.offlineSale(
          signedIn(auth),
          { clientId: body.clientId, soldAt: body.soldAt, sale: saleInCents(body.sale) },
          idempotencyKey(request),
          till,
        ),
    }),
    route({
      method: 'GET',
      url: `${OFFLINE_SALE_PATH}/:clientId`,
      // Every sale goes through a till's outbox, so any cashier's till may need to ask.
      gate: 'saleCreate',
      summary:
        "Whether a sale the signed-in user's till sent under this client id was stored (its id and key), else 404",
      params: clientSaleParamsSchema,
      response: clientSaleFoundSchema,
      handler: ({ params, auth }) => pos.clientSale(signedIn(auth), params.clientId),
    }),
    route({
      method: 'GET',
      url: OFFLINE_CATALOGUE_PATH,
      gate: 'offlineSale',
      summary:
        "A page of the till's offline catalogue: active products after `after` in id order, with variants and stock where they sell from",
      query: offlinePageQuerySchema,
      response: offlineCataloguePageSchema,
      handler: ({ query }) => pos.offlineCatalogue(query.after, query.limit),
    }),
    route({
      method: 'GET',
      url: OFFLINE_CUSTOMERS_PATH,
      gate: 'offlineSale',
      summary: "A page of the till's offline customers (names and phones) after `after` in id order",
      query: offlinePageQuerySchema,
      response: offlineCustomersPageSchema,
      handler: ({ query }) => pos.offlineCustomers(query.after, query.limit),
    }),
    route({
      method: 'GET',
      url: '/offline-reviews',
      // Shown on the Stock alerts page, beside the stock conflicts offline sales leave.
      gate: 'outOfstock',
      summary:
        'Offline sales the owner is asked to look at (status=open|cleared): dated inside their till window, sold while the till was in touch, below catalogue, off sale, outside any session; newest first, paged',
      query: offlineReviewsQuerySchema,
      response: offlineReviewPageSchema,
      handler: ({ query }) => pageWith(pos.offlineReviews(query), toOfflineReview),
    }),
    route({
      method: 'POST',
      url: '/offline-reviews/:id/clear',
      gate: 'outOfstock',
      summary: "Clears an offline sale's review item once, with the owner's note (409 when cleared already)",
      params: idParams,
      body: clearOfflineReviewSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(pos.clearOfflineReview(signedIn(auth), params.id, body.note), OFFLINE_MESSAGES.reviewCleared),
    }),
    route({
      method: 'GET',
      url: '/orders/:id/offline',
      gate: 'saleDetails',
      summary:
        'How a sale made offline reached the server (till, time of sale, time received, prices flagged); 404 for any other order',
      params: idParams,
      response: offlineSaleInfoSchema,
      handler: async ({ params }) => toOfflineSaleInfo(await pos.offlineInfo(params.id)),
    }),
  ]
}
