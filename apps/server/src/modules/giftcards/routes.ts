import {
  GIFT_CARD_MESSAGES,
  giftCardCodeParams,
  giftCardDetailSchema,
  giftCardListQuerySchema,
  giftCardListSchema,
  giftCardRefundSchema,
  giftCardSaleAnswerSchema,
  giftCardSaleDocumentSchema,
  giftCardSaleSchema,
  type GiftCardSaleAnswer,
} from '@counterpart/domain/schemas/gift-cards'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, signedInOn } from '../../platform/routes.ts'
import { nowIso } from '../../platform/time.ts'
import type { GiftCardsService } from './service.ts'
import { giftCardSaleInCents, toGiftCardDetail, toGiftCardList, toGiftCardSale } from './wire.ts'

const signedIn = (auth: Parameters<typeof signedInOn>[1]) => signedInOn('Gift-card routes', auth).user

/** Gift cards (issue 31, item 3): sold and refunded with `giftCardSell`, checked with `giftCardRedeem`. */
export function giftCardsRoutes(giftCards: GiftCardsService) {
  return [
    route({
      method: 'POST',
      url: '/gift-cards',
      gate: 'giftCardSell',
      summary:
        'Sells one or more gift cards on a document of their own (never an order: a liability, not revenue), paid by one method; a code already on a card is a 409',
      body: giftCardSaleSchema,
      status: 201,
      response: giftCardSaleAnswerSchema,
      till: 'optional',
      handler: async ({ body, auth, till }): Promise<GiftCardSaleAnswer> => {
        const id = await giftCards.sell(giftCardSaleInCents(body), signedIn(auth), till)
        return { message: GIFT_CARD_MESSAGES.sold, sale: toGiftCardSale(await giftCards.sale(id)) }
      },
    }),
    route({
      method: 'GET',
      url: '/gift-cards',
      gate: 'giftCardSell',
      summary: "The gift cards, newest first, searched by code, customer or sale number; a customer's with customer_id",
      query: giftCardListQuerySchema,
      response: giftCardListSchema,
      handler: async ({ query }) => toGiftCardList(await giftCards.list(query, query.customer_id), nowIso()),
    }),
    route({
      method: 'GET',
      url: '/gift-cards/:code',
      gate: 'giftCardRedeem',
      summary:
        "A gift card's balance, status, expiry, sale and history by its code (spaces, hyphens and case ignored); an unknown code is a 404, and the checks are rate-limited per address",
      params: giftCardCodeParams,
      response: giftCardDetailSchema,
      handler: async ({ params, request }) => toGiftCardDetail(await giftCards.check(params.code, request.ip)),
    }),
    route({
      method: 'GET',
      url: '/gift-card-sales/:id',
      gate: 'giftCardSell',
      summary: 'A sale of gift cards with its cards, as its receipt prints it',
      params: idParams,
      response: giftCardSaleDocumentSchema,
      handler: async ({ params }) => toGiftCardSale(await giftCards.sale(params.id)),
    }),
    route({
      method: 'POST',
      url: '/gift-card-sales/:id/refund',
      gate: 'giftCardSell',
      summary:
        'Refunds a sale of gift cards by the method chosen, voiding its cards; refused (409) once any of them has been used or has expired',
      params: idParams,
      body: giftCardRefundSchema,
      response: messageResponseSchema,
      till: 'optional',
      handler: async ({ params, body, auth, till }) => {
        await giftCards.refund(params.id, body.gateway, signedIn(auth), till)
        return { message: GIFT_CARD_MESSAGES.refunded }
      },
    }),
  ]
}
