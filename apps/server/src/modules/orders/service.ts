import { randomInt } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { ORDER_LIST_GATES, canReadOrder, orderKind, type OrderListQuery } from '@counterpart/domain/schemas/orders'
import { holdsGate } from '@counterpart/domain/permissions'
import type { OrderKind } from '@counterpart/domain/schemas/payments'
import { POS_MESSAGES } from '@counterpart/domain/schemas/pos'
import type { DialectName } from '../../db/connection.ts'
import type { Database, OrderItemTable, OrderTable } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import type { ContactsService } from '../contacts/service.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { PaymentsService } from '../payments/service.ts'
import type { SettingsService } from '../settings/service.ts'
import * as repo from './repository.ts'
import { tradeInOfOrder } from './trade-in-repository.ts'
import { removedOrderAudit } from './wire.ts'

/** Transaction numbers are 12 digits: short enough to type, printable as a barcode, unguessable enough. */
export const ORDER_KEY_DIGITS = 12

export function newOrderKey(): string {
  let key = String(randomInt(1, 10))
  while (key.length < ORDER_KEY_DIGITS) key += String(randomInt(10))
  return key
}

/** Columns an order may leave out: the flags, notes, shipping and links it does not use. */
const ORDER_DEFAULTS = {
  reference: '',
  customer_id: null,
  supplier_id: null,
  parent_id: null,
  salling: 0,
  refunding: 0,
  purchasing: 0,
  cost: 0,
  profit: 0,
  dueDate: null,
  noteTitle: '',
  saleNote: '',
  printNote: '',
  shippingRecipient: '',
  shippingInfo: '',
  shippingStatus: 0,
  stockUpdated: 0,
  deleted_at: null,
} satisfies Partial<Insertable<OrderTable>>
type Defaulted = keyof typeof ORDER_DEFAULTS

export type NewOrder = Omit<Insertable<OrderTable>, 'key' | 'created_at' | 'updated_at' | Defaulted> &
  Partial<Pick<Insertable<OrderTable>, Defaulted>>

const ITEM_DEFAULTS = {
  sku: '',
  barcode: '',
  price: 0,
  cost: 0,
  discount: 0,
  imei: '',
  sNumber: '',
  variant: '',
  warehouse_id: null,
  data: '{}',
} satisfies Partial<Insertable<OrderItemTable>>
export type NewOrderItem = Omit<Insertable<OrderItemTable>, 'order_id' | keyof typeof ITEM_DEFAULTS> &
  Partial<Pick<Insertable<OrderItemTable>, keyof typeof ITEM_DEFAULTS>>

/**
 * Orders: sales, refunds and purchases in one table. Other services create them inside their own
 * transaction (`create`); the detail answers one shape for all three kinds.
 */
export function createOrdersService({
  db,
  dialect,
  payments,
  contacts,
  stock,
  settings,
}: {
  db: Kysely<Database>
  dialect: DialectName
  payments: PaymentsService
  contacts: ContactsService
  stock: StockService
  settings: SettingsService
}) {
  /**
   * Takes a removed order out of the kept counts, in the removal's transaction: a removed order's
   * lines count as sold nowhere (docs/decisions.md, "Removed orders count nowhere").
   */
  async function unrecordRemoved(trx: Kysely<Database>, id: number, kind: OrderKind): Promise<void> {
    await repo.recordKept(trx, dialect, id, kind, -1)
  }

  /**
   * The kept counts (0014-maintained-counts) of a new order, in its transaction: the order in its kind's
   * count, a sale's or refund's lines in the units sold per day (trending products). These rows are shared
   * by every till's sales, so a sale writes them last, just before its commit (issue 35).
   */
  async function recordKeptCounts(
    trx: Kysely<Database>,
    id: number,
    order: Pick<NewOrder, 'salling' | 'refunding' | 'purchasing'>,
  ): Promise<void> {
    const kind = orderKindOf(order)
    if (kind) await repo.recordKept(trx, dialect, id, kind, 1)
  }

  /**
   * A new sale's kept counts, last in its transaction (the sale writer): on PostgreSQL from its lines in hand,
   * in one statement that also carries the inserts kept back for it (repo.recordNewSaleKept); on SQLite as
   * any order's.
   */
  async function recordNewSaleKeptCounts(
    trx: Kysely<Database>,
    id: number,
    at: string,
    lines: readonly { product_id?: number | null; qty?: number | null }[],
  ): Promise<void> {
    if (dialect !== 'postgres') return recordKeptCounts(trx, id, { salling: 1 })
    const sold = new Map<number, number>()
    for (const line of lines) {
      if (line.product_id == null) continue
      sold.set(line.product_id, (sold.get(line.product_id) ?? 0) + (line.qty ?? 0))
    }
    await repo.recordNewSaleKept(trx, id, at.slice(0, 10), sold)
  }

  return {
    /**
     * Writes an order and its lines in the caller's transaction, with a new unique transaction number.
     * `at` dates it (an offline sale is dated when the till sold it); now by default.
     */
    async create(
      trx: Kysely<Database>,
      order: NewOrder,
      items: readonly NewOrderItem[],
      at: string = nowIso(),
      /** 'later': the caller calls recordKeptCounts itself, last in its transaction (the sale does). */
      keptCounts: 'now' | 'later' = 'now',
    ): Promise<{ id: number; key: string }> {
      const now = at
      // A (one in 10^11) clash with an existing key inserts nothing and picks another number, instead of
      // aborting the caller's transaction on the unique index.
      let key = newOrderKey()
      let id: number | null
      while (
        (id = await repo.insertOrder(trx, { ...ORDER_DEFAULTS, ...order, key, created_at: now, updated_at: now })) ===
        null
      )
        key = newOrderKey()
      await repo.insertOrderItems(
        trx,
        items.map((item) => ({ ...ITEM_DEFAULTS, ...item, order_id: id })),
      )
      if (keptCounts === 'now') await recordKeptCounts(trx, id, order)
      return { id, key }
    },

    recordKeptCounts,
    recordNewSaleKeptCounts,

    /**
     * DELETE /order/{id}: a sale or refund leaves Transactions (soft delete); a sale with refunds stays until
     * they are removed. Its stock is undone in the same transaction (issue 28, item 9; spec 002 §2.6 kept the
     * units off the shelf): a sale's units go back where they came from (`sale removed`), a refund's
     * returned units back out (`refund removed`, refused with a 409 below zero unless overselling is allowed).
     */
    async remove(id: number, userId: number | null = null): Promise<void> {
      const allowNegative = !(await settings.get()).pos.overSelling
      await db.transaction().execute(async (trx) => {
        const order = await repo.findOrderFlags(trx, dialect, id, true)
        if (!order || order.deleted_at) throw new NotFoundError()
        if (order.purchasing === 1) throw new ConflictError(POS_MESSAGES.notSaleOrRefund)
        if (order.salling === 1 && (await repo.hasLiveRefunds(trx, id)))
          throw new ConflictError(POS_MESSAGES.hasRefunds)
        // A balance it moved stays moved: a refund gives stored value back, a removal would lose track of it.
        if (await repo.movedStoredValue(trx, id)) throw new ConflictError(POS_MESSAGES.storedValueKept)
        // The row is locked (one writer at a time on SQLite), so no other removal came in between.
        if (!(await repo.softDelete(trx, id, nowIso()))) throw new NotFoundError()
        const kind = order.salling === 1 ? 'salling' : 'refunding'
        await unrecordRemoved(trx, id, kind)
        const productIds = (await repo.orderItems(trx, id)).flatMap((item) =>
          item.product_id === null ? [] : [item.product_id],
        )
        await stock.reverseOrder(trx, { id, productIds, user_id: userId }, { allowNegative })
        await recordAudit(trx, {
          entity: 'order',
          entityId: id,
          action: 'removed',
          // Gone from Transactions: the event keeps what was removed, as for a record deleted outright.
          before: removedOrderAudit(order),
          after: null,
        })
      })
    },

    /** Counts the kept counts afresh from the orders (data written straight into the tables). */
    rebuildKeptCounts: () => repo.rebuildKeptCounts(db),

    /**
     * Folds the partial rows of units sold (0023-sold-daily-slots) of the UTC days before `today` into one row
     * per day and product, so a month of trending products reads about as many rows as before the slots. Only
     * PostgreSQL writes several slots; on SQLite every row is slot 0 already.
     */
    async foldSoldSlots(today: string = nowIso().slice(0, 10)): Promise<void> {
      if (dialect === 'postgres') await repo.foldSoldSlots(db, today)
    },

    /** The order and its lines, for another service working inside a transaction. Null when missing or removed. */
    async withItems(executor: Kysely<Database>, id: number) {
      const order = await repo.findOrder(executor, id)
      if (!order) return null
      return { order, items: await repo.orderItems(executor, id) }
    },

    markStockUpdated(trx: Kysely<Database>, id: number) {
      return repo.markStockUpdated(trx, id, nowIso())
    },

    /** A sale's trade-in (issue 29, item 7): the device and its value in cents, for the invoice. */
    tradeInOf(orderId: number) {
      return tradeInOfOrder(db, orderId)
    },

    /** GET /order/{id}: the order with its lines, its supplier or customer, its payments and what is due. */
    async detail(auth: Auth | null, id: number) {
      const order = await repo.findOrder(db, id)
      if (!order) throw new NotFoundError()
      const kind = orderKind(order)
      if (!canReadOrder(auth?.actions, kind)) throw new ForbiddenError()
      const [items, supplier, customer, paid, tradeIn] = await Promise.all([
        repo.orderItems(db, id),
        order.supplier_id === null ? undefined : contacts.findSupplier(order.supplier_id),
        order.customer_id === null ? undefined : contacts.findCustomer(order.customer_id),
        payments.ofOrder(id),
        // A sale's trade-in (issue 29, item 7), which its receipt prints.
        order.salling === 1 ? tradeInOfOrder(db, id) : undefined,
      ])
      return {
        order,
        kind,
        items,
        supplier: supplier ?? null,
        customer: customer ?? null,
        payments: paid.payments,
        due: paid.due,
        tradeIn: tradeIn ?? null,
      }
    },

    /** GET /order?filter=...: one kind of order, gated by that kind's list flag. */
    list(auth: Auth | null, query: OrderListQuery) {
      if (!holdsGate(auth?.actions, ORDER_LIST_GATES[query.filter])) throw new ForbiddenError()
      return repo.listOrders(db, dialect, query)
    },
  }
}

/** The kind of an order by its flags (an order has one), or null for none. */
function orderKindOf(order: { salling?: number; refunding?: number; purchasing?: number }): OrderKind | null {
  if (order.salling === 1) return 'salling'
  if (order.refunding === 1) return 'refunding'
  return order.purchasing === 1 ? 'purchasing' : null
}

export type OrdersService = ReturnType<typeof createOrdersService>
