import { isLanguage } from '@counterpart/domain/i18n/languages'
import { toSVG } from 'bwip-js/node'
import { fromCents, toCents } from '@counterpart/domain/money'
import {
  maskGiftCardCode,
  type GiftCardDetail,
  type GiftCardEventType,
  type GiftCardList,
  type GiftCardSaleDocument,
  type GiftCardSaleRequest,
  type GiftCardStatus,
} from '@counterpart/domain/schemas/gift-cards'
import type { GiftCardsService } from './service.ts'

/** A sale as the service takes it: amounts in cents. */
export function giftCardSaleInCents(sale: GiftCardSaleRequest) {
  return {
    ...sale,
    cards: sale.cards.map((card) => ({ code: card.code, amount: toCents(card.amount) })),
    tendered: sale.tendered === null || sale.tendered === undefined ? null : toCents(sale.tendered),
    customer_id: sale.customer_id ?? null,
  }
}
export type GiftCardSaleInCents = ReturnType<typeof giftCardSaleInCents>

/** A card's code as its receipt prints it: Code 128 (the receipt writes the code under it, grouped for reading). */
function codeBarcode(code: string): string {
  const svg = toSVG({ bcid: 'code128', text: code, scale: 2, height: 10 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

const customerOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' })

type SaleDocumentInCents = Awaited<ReturnType<GiftCardsService['sale']>>

export function toGiftCardSale(sale: SaleDocumentInCents): GiftCardSaleDocument {
  return {
    id: sale.id,
    key: sale.key,
    total: fromCents(Number(sale.total)),
    gateway: sale.gateway,
    tendered: fromCents(Number(sale.tendered)),
    change: fromCents(Math.max(0, Number(sale.tendered) - Number(sale.total))),
    customer: customerOf(sale.customer_id, sale.customer_name),
    // Issue 32: the receipt printed from the browser reads in it.
    customerLanguage: isLanguage(sale.customer_language) ? sale.customer_language : null,
    by: sale.by ?? '',
    created_at: sale.created_at,
    refunded_at: sale.refunded_at,
    refundable: sale.refundable,
    cards: sale.cards.map((card) => ({
      id: card.id,
      code: card.code,
      amount: fromCents(Number(card.initial)),
      balance: fromCents(Number(card.balance)),
      status: card.status as GiftCardStatus,
      expires_at: card.expires_at,
      barcode: codeBarcode(card.code),
    })),
  }
}

type DetailInCents = Awaited<ReturnType<GiftCardsService['check']>>

export function toGiftCardDetail(detail: DetailInCents): GiftCardDetail {
  const { card } = detail
  return {
    id: card.id,
    code: card.code,
    initial: fromCents(Number(card.initial)),
    balance: fromCents(Number(card.balance)),
    status: card.status as GiftCardStatus,
    expires_at: card.expires_at,
    expired: detail.expired,
    created_at: card.created_at,
    customer: customerOf(card.customer_id, card.customer_name),
    sale:
      card.sale_id === null || card.sale_key === null
        ? null
        : { id: card.sale_id, key: card.sale_key, refunded_at: card.refunded_at, refundable: detail.refundable },
    events: detail.events.map((row) => ({
      id: row.id,
      type: row.type as GiftCardEventType,
      amount: fromCents(Number(row.amount)),
      balance: fromCents(Number(row.balance)),
      order: row.order_id === null || row.order_key === null ? null : { id: row.order_id, key: row.order_key },
      note: row.note,
      by: row.by ?? '',
      created_at: row.created_at,
    })),
  }
}

type ListInCents = Awaited<ReturnType<GiftCardsService['list']>>

export function toGiftCardList(page: ListInCents, now: string): GiftCardList {
  return {
    total: page.total,
    items: page.items.map((card) => ({
      id: card.id,
      code: card.code,
      initial: fromCents(Number(card.initial)),
      balance: fromCents(Number(card.balance)),
      status: card.status as GiftCardStatus,
      expires_at: card.expires_at,
      expired: card.expires_at !== null && card.expires_at <= now,
      created_at: card.created_at,
      customer: customerOf(card.customer_id, card.customer_name),
      sale: card.sale_id === null || card.sale_key === null ? null : { id: card.sale_id, key: card.sale_key },
    })),
  }
}

/** A sale in the audit log: money in decimals, and each card by the start of its code only (a code spends it). */
export function giftCardSaleAudit(sale: {
  key: string
  total: number
  gateway: string
  customer_id: number | null
  cards: { code: string; amount: number; expires_at: string | null }[]
}) {
  return {
    key: sale.key,
    total: fromCents(sale.total),
    gateway: sale.gateway,
    customer_id: sale.customer_id,
    cards: sale.cards.map((card) => ({
      code: maskGiftCardCode(card.code),
      amount: fromCents(card.amount),
      expires_at: card.expires_at,
    })),
  }
}

/** A card's change in the audit log (an expiry), money in decimals. */
export function giftCardAudit(card: { code: string; balance: number }) {
  return { code: maskGiftCardCode(card.code), balance: fromCents(card.balance) }
}
