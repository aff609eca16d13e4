import { holdsGate } from '@counterpart/domain/permissions'
import type { DocumentLoader } from './loaders.ts'
import { giftCardSlipDocument } from './gift-card-slip.ts'

/** A sale of gift cards with its cards, through the gift cards service (404 when it does not exist). */
export const giftCardLoader: DocumentLoader = async ({ readers, settings }, saleId, payload) => {
  const sale = await readers.giftCards.sale(saleId)
  const { general } = await settings.get()
  const document = giftCardSlipDocument(
    {
      shopName: general.site_name,
      currency: general,
      number: sale.key,
      at: sale.created_at,
      cards: sale.cards.map((card) => ({ code: card.code, amount: card.initial, expiresAt: card.expires_at })),
      total: sale.total,
      gateway: sale.gateway,
    },
    payload.openDrawer === true,
  )
  return { document, label: sale.key, readable: (actions) => holdsGate(actions, 'giftCardSell') }
}
