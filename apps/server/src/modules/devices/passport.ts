import type { Kysely } from 'kysely'
import {
  type DeviceDetail,
  type PassportDocumentKind,
  passportDocumentLabel,
} from '@counterpart/domain/schemas/devices'
import type { Database } from '../../db/schema.ts'
import * as repo from './passport-repository.ts'
import type { EventRow, UnitRow } from './repository.ts'
import { toDevicePassport } from './wire.ts'

/** An event's document: its kind and the number staff know it by ("K7X2…", "#4"). */
function documentOf(
  event: EventRow,
  orders: Map<number, repo.OrderRef>,
): { kind: PassportDocumentKind; number: string } | null {
  if (event.document_type === null || event.document_id === null) return null
  const id = event.document_id
  switch (event.document_type) {
    case 'order': {
      const order = orders.get(id)
      if (!order) return { kind: 'order', number: `#${id}` }
      return { kind: order.kind, number: order.key || `#${id}` }
    }
    case 'buyback':
      return { kind: 'buyback', number: `#${id}` }
    case 'repair':
      return { kind: 'repair', number: `#${id}` }
    case 'stock_document':
      return { kind: 'stockDocument', number: `#${id}` }
  }
}

/**
 * A unit's passport (issue 29, item 8): the unit, its history with each document and person by name, and
 * what the shop would sell it for. The price is the shop's only while the unit is the shop's to sell: its
 * product's price, or the bought-back item's own.
 */
export async function passportOf(
  db: Kysely<Database>,
  unit: UnitRow,
  events: readonly EventRow[],
): Promise<DeviceDetail['item']> {
  const [product, warehouse, bought, orders, users] = await Promise.all([
    repo.productOf(db, unit.product_id),
    repo.warehouseName(db, unit.warehouse_id),
    repo.boughtItemOf(db, events),
    repo.orderReferences(db, events),
    repo.userNames(db, events),
  ])
  const sellable = unit.owner === 'shop' && unit.status !== 'scrapped'
  const priceCents = !sellable ? null : product ? Number(product.price) : bought ? Number(bought.price) : null
  const sold = repo.lastSale(unit, events)
  const saleOrder = sold?.document_type === 'order' && sold.document_id !== null ? sold.document_id : null
  return toDevicePassport(unit, {
    productName: product?.name ?? '',
    warehouseName: warehouse,
    priceCents,
    sale:
      sold && saleOrder !== null ? { at: sold.at, order_id: saleOrder, key: orders.get(saleOrder)?.key ?? '' } : null,
    events: events.map((event) => {
      const document = documentOf(event, orders)
      return {
        event,
        // How the passport reads it: "Sale K7X2…", "Buy-back #4", in the reader's language.
        documentLabel: document ? passportDocumentLabel(document.kind, document.number) : '',
        documentKind: document?.kind ?? null,
        documentNumber: document?.number ?? '',
        userName: event.user_id === null ? '' : (users.get(event.user_id) ?? ''),
      }
    }),
  })
}
