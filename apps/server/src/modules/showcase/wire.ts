import { fromCents, toCents } from '@counterpart/domain/money'
import type { Page } from '@counterpart/domain/schemas/paging'
import type { PublicShopItem, ShopItem, ShopItemDetail, ShopItemPayload } from '@counterpart/domain/schemas/showcase'
import type { ShopRow } from './service.ts'

/** The showcase's one crossing between decimals on the wire and the cents the service works in. */

export function shopItemInCents(payload: ShopItemPayload) {
  return { ...payload, price: toCents(payload.price) }
}
export type ShopItemInCents = ReturnType<typeof shopItemInCents>

/** A shop item as its audit events show it: the wire fields, the price in decimals. */
export function shopItemAudit(row: ShopRow): Record<string, unknown> {
  return { name: row.name, price: fromCents(row.price), description: row.description, image: row.image }
}

function toShopItem(row: Pick<ShopRow, 'id' | 'name' | 'price' | 'description' | 'image' | 'created_at'>): ShopItem {
  return { ...row, price: fromCents(row.price) }
}

export function toShopItemPage(page: Page<Parameters<typeof toShopItem>[0]>): Page<ShopItem> {
  return { items: page.items.map(toShopItem), total: page.total }
}

export function toShopItemDetail(row: ShopRow): ShopItemDetail {
  return { ...toShopItem(row), updated_at: row.updated_at }
}

export function toPublicShopItem(
  row: Pick<ShopRow, 'id' | 'name' | 'price' | 'description' | 'image'>,
): PublicShopItem {
  return { ...row, price: fromCents(row.price) }
}
