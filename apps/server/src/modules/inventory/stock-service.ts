import { tr } from '@counterpart/domain/i18n/translate'
import type { Kysely } from 'kysely'
import { INVENTORY_MESSAGES } from '@counterpart/domain/schemas/inventory'
import { STOCK_MOVEMENT_REASONS, type StockMovementReason } from '@counterpart/domain/schemas/stock-documents'
import type { Database } from '../../db/schema.ts'
import { ConflictError, NotFoundError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import * as repo from './repository.ts'

/**
 * THE stock service: every change of stock goes through here, inside the caller's transaction.
 * Each change writes a stock_movements row and updates the counters it affects, so for every stock
 * row: quantity = sum of its movements, sold = minus the sum of its sale movements, returned = the
 * sum of its refund movements (checked by `invariantViolations`, which the tests run).
 */

/**
 * `opening`: the quantity a product is created with on the product form; `adjustment`: one set there later;
 * `offline write-off`: stock an offline sale took below zero, written off when its conflict is cleared;
 * `count`, `damaged`, `lost`, `theft`, `found`: a count's differences and hand adjustments; `transfer out`
 * and `transfer in`: a transfer between warehouses; `sale removed` and `refund removed`: a removed sale's
 * units back on the shelf, a removed refund's returned units back out (issue 28, item 9).
 */
export const STOCK_REASONS = STOCK_MOVEMENT_REASONS
export type StockReason = StockMovementReason

/** Reasons that change a stock row's `sold` counter (sold = minus their sum) and its `returned` one. */
export const SOLD_REASONS: readonly StockReason[] = ['sale', 'sale removed']
export const RETURNED_REASONS: readonly StockReason[] = ['refund', 'refund removed']

export interface StockMove {
  product_id: number
  /** The warehouse stock row; null moves the product's basic qty (a product with no purchased stock). */
  warehouse_id: number | null
  /** Signed: a sale is negative, a refund or a receipt positive. */
  delta: number
  reason: StockReason
  order_id?: number | null
  user_id?: number | null
  /** The count, transfer or adjustment the move belongs to. */
  document_id?: number | null
}

export interface MoveOptions {
  /**
   * Let the quantity go below zero (the shop's overSelling setting). Off by default: a move that would
   * take more than is there is refused with a 409 naming the product, and nothing is written.
   */
  allowNegative?: boolean
}

/** A purchase line being put on the shelf. Money in cents. */
export interface ReceiveLine {
  product_id: number
  warehouse_id: number
  qty: number
  cost: number
  price: number
  rackNumber: string
}

function pairKey(productId: number, warehouseId: number): string {
  return `${productId}:${warehouseId}`
}

/** The stock_movements row that records a move. */
function movementRow(move: StockMove, now: string) {
  return {
    product_id: move.product_id,
    warehouse_id: move.warehouse_id,
    delta: move.delta,
    reason: move.reason,
    order_id: move.order_id ?? null,
    user_id: move.user_id ?? null,
    created_at: now,
    document_id: move.document_id ?? null,
  }
}

/** The changes whose stock row is not among `changed`, in their order. */
function without<T extends { product_id: number; warehouse_id: number }>(
  changes: readonly T[],
  changed: readonly { product_id: number; warehouse_id: number }[],
): T[] {
  const done = new Set(changed.map((row) => pairKey(row.product_id, row.warehouse_id)))
  return changes.filter((change) => !done.has(pairKey(change.product_id, change.warehouse_id)))
}

export function createStockService() {
  async function refuse(
    trx: Kysely<Database>,
    productId: number,
    warehouseId: number | null,
    delta: number,
  ): Promise<never> {
    const [product] = await repo.productNames(trx, [productId])
    if (!product) throw new NotFoundError()
    const { onHand: available, reserved } = await repo.heldAt(trx, { product_id: productId, warehouse_id: warehouseId })
    if (Math.abs(available + delta) > repo.MAX_STORED_QUANTITY) {
      throw new ConflictError(
        tr('messages:server.stockBeyond', { name: product.name, max: repo.MAX_STORED_QUANTITY, available }),
      )
    }
    // On hand, but held for repairs: the floor is what repairs hold, and the message says so.
    if (reserved > 0 && delta < 0)
      throw new ConflictError(
        INVENTORY_MESSAGES.reservedForRepairs(product.name, Math.max(0, available - reserved), reserved),
      )
    throw new ConflictError(INVENTORY_MESSAGES.notEnoughStock(product.name, available))
  }

  return {
    /**
     * Applies the moves in the caller's transaction `trx`: a few statements however many moves. A move
     * that would take stock below zero throws a ConflictError unless `allowNegative`; the caller's
     * transaction then rolls back everything, so nothing is half-written.
     */
    async move(trx: Kysely<Database>, moves: readonly StockMove[], options: MoveOptions = {}): Promise<void> {
      if (moves.length === 0) return
      const now = nowIso()
      for (const move of moves) {
        if (!Number.isInteger(move.delta) || move.delta === 0)
          throw new Error(`A stock move needs a non-zero whole delta, got ${move.delta}`)
      }
      const floor = !options.allowNegative
      // Counters change once per stock row (several lines of one product summed), rows sorted by product
      // then warehouse so concurrent sales lock them in the same order; the movements stay one per move.
      const stockChanges = new Map<string, repo.StockChange>()
      const basicChanges = new Map<number, { product_id: number; delta: number }>()
      for (const move of moves) {
        if (move.warehouse_id === null) {
          const change = basicChanges.get(move.product_id) ?? { product_id: move.product_id, delta: 0 }
          change.delta += move.delta
          basicChanges.set(move.product_id, change)
          continue
        }
        const key = pairKey(move.product_id, move.warehouse_id)
        const change = stockChanges.get(key) ?? {
          product_id: move.product_id,
          warehouse_id: move.warehouse_id,
          quantity: 0,
          sold: 0,
          returned: 0,
        }
        change.quantity += move.delta
        if (SOLD_REASONS.includes(move.reason)) change.sold -= move.delta
        if (RETURNED_REASONS.includes(move.reason)) change.returned += move.delta
        stockChanges.set(key, change)
      }
      const movements = moves.map((move) => movementRow(move, now))
      const byPair = (a: repo.StockChange, b: repo.StockChange) =>
        a.product_id - b.product_id || a.warehouse_id - b.warehouse_id
      const stock = [...stockChanges.values()].sort(byPair)
      // The movements first: new rows no other transaction waits for; the counters lock rows other sales
      // share until the commit, so they come last.
      if (stock.length === 0) await repo.insertMovements(trx, movements)
      else {
        const missed = without(stock, await repo.moveStocks(trx, movements, stock, floor, now))
        if (missed.length > 0) {
          // A row that does not exist yet (a first receipt, a refund into another warehouse) is created at
          // zero and changed then; a row the floor held back is held back again and refused.
          await repo.ensureStockRows(
            trx,
            missed.map(({ product_id, warehouse_id }) => ({ product_id, warehouse_id })),
            now,
          )
          const [refused] = without(missed, await repo.bumpStocks(trx, missed, floor, now))
          if (refused) await refuse(trx, refused.product_id, refused.warehouse_id, refused.quantity)
        }
      }
      const basic = [...basicChanges.values()].sort((a, b) => a.product_id - b.product_id)
      if (basic.length > 0) {
        const changed = new Set(await repo.bumpBasicQtys(trx, basic, floor, now))
        const refused = basic.find((change) => !changed.has(change.product_id))
        if (refused) await refuse(trx, refused.product_id, null, refused.delta)
      }
    },

    /**
     * Receives purchased goods into warehouses in the caller's transaction: adds each line's qty to its
     * stock row (created if new), sets the row's cost, price and rack to this receipt's, and writes one
     * 'purchase' movement per line. Built for large receipts: a few statements per 400 lines.
     */
    async receive(
      trx: Kysely<Database>,
      lines: readonly ReceiveLine[],
      context: { order_id: number | null; user_id: number | null },
    ): Promise<void> {
      if (lines.length === 0) return
      const now = nowIso()
      const byPair = new Map<
        string,
        { product_id: number; warehouse_id: number; quantity: number; cost: number; price: number; rackNumber: string }
      >()
      for (const line of lines) {
        if (!Number.isInteger(line.qty) || line.qty <= 0)
          throw new Error(`A received line needs a positive whole qty, got ${line.qty}`)
        const key = pairKey(line.product_id, line.warehouse_id)
        const existing = byPair.get(key)
        byPair.set(key, {
          product_id: line.product_id,
          warehouse_id: line.warehouse_id,
          quantity: (existing?.quantity ?? 0) + line.qty,
          cost: line.cost,
          price: line.price,
          rackNumber: line.rackNumber,
        })
      }
      await repo.upsertReceivedStock(trx, [...byPair.values()], now)
      await repo.insertMovements(
        trx,
        lines.map((line) => movementRow({ ...line, delta: line.qty, reason: 'purchase', ...context }, now)),
      )
    },

    /**
     * Undoes the stock an order moved, in the removal's transaction: each place it sold from gets its units
     * back (`sale removed`), each place a refund returned into gives them up again (`refund removed`).
     * `productIds` are the order's products (its lines): the movements are found through them.
     */
    async reverseOrder(
      trx: Kysely<Database>,
      order: { id: number; productIds: number[]; user_id: number | null },
      options: MoveOptions = {},
    ): Promise<void> {
      const moved = await repo.orderMovements(trx, order.id, [...new Set(order.productIds)])
      const undo: { sale: StockReason; refund: StockReason } = { sale: 'sale removed', refund: 'refund removed' }
      const moves = moved.flatMap((row): StockMove[] => {
        const delta = Number(row.delta)
        if (delta === 0 || (row.reason !== 'sale' && row.reason !== 'refund')) return []
        return [
          {
            product_id: row.product_id,
            warehouse_id: row.warehouse_id,
            delta: -delta,
            reason: undo[row.reason],
            order_id: order.id,
            user_id: order.user_id,
          },
        ]
      })
      await this.move(trx, moves, options)
    },

    /**
     * Readies the stock rows units are about to arrive in from another warehouse: a row that does not exist
     * yet is made, empty; a row that holds nothing (quantity 0 or below) takes the cost and price given (the
     * source row's); a row holding stock keeps its own, as nothing reprices stock on the shelf unasked.
     * No quantity changes here, so no movement is written: the caller's `move` follows.
     */
    async priceArrivals(
      trx: Kysely<Database>,
      rows: readonly { product_id: number; warehouse_id: number; cost: number; price: number }[],
    ): Promise<void> {
      if (rows.length === 0) return
      const now = nowIso()
      await repo.placeStockRows(trx, rows, now)
      await repo.priceEmptyStockRows(trx, rows, now)
    },

    /**
     * Holds `qty` units of a place for a repair in the caller's transaction: they stay on hand, but neither a
     * sale nor another reservation may take them (the floor of `move` is what is held). More than is
     * available is a 409 saying how many are, and nothing is held.
     */
    async reserve(trx: Kysely<Database>, place: repo.ReservationPlace, qty: number): Promise<void> {
      if (await this.tryReserve(trx, place, qty)) return
      const [product] = await repo.productNames(trx, [place.product_id])
      if (!product) throw new NotFoundError()
      const { onHand, reserved } = await repo.heldAt(trx, place)
      throw new ConflictError(INVENTORY_MESSAGES.onlyAvailable(product.name, Math.max(0, onHand - reserved)))
    },

    /** Holds `qty` units if that many are available; answers whether it did (nothing is refused). */
    async tryReserve(trx: Kysely<Database>, place: repo.ReservationPlace, qty: number): Promise<boolean> {
      if (!Number.isInteger(qty) || qty <= 0) throw new Error(`A reservation needs a positive whole qty, got ${qty}`)
      return repo.reserveStock(trx, place, qty, nowIso())
    },

    /** Lets go of units a repair held (its part released): they may be sold again. */
    async unreserve(trx: Kysely<Database>, place: repo.ReservationPlace, qty: number): Promise<void> {
      if (!(await repo.unreserveStock(trx, place, qty, nowIso())))
        throw new Error(`${qty} units of product ${place.product_id} were not held`)
    },

    /**
     * Takes held units off the shelf for a repair (its part consumed): the hold ends and a `repair` movement
     * takes them out, in the caller's transaction. Never refused for want of stock: the units were set aside
     * when they were reserved, whatever an offline sale has done to the count since.
     */
    async consume(
      trx: Kysely<Database>,
      place: repo.ReservationPlace,
      qty: number,
      context: { user_id: number | null },
    ): Promise<void> {
      await this.unreserve(trx, place, qty)
      await this.move(trx, [{ ...place, delta: -qty, reason: 'repair', user_id: context.user_id }], {
        allowNegative: true,
      })
    },

    /** On hand and held of a place now. */
    held(executor: Kysely<Database>, place: repo.ReservationPlace) {
      return repo.heldAt(executor, place)
    },

    /**
     * Stock rows whose counters, and products whose basic qty, do not equal the sum of their movements
     * (empty when all is well).
     */
    async invariantViolations(db: Kysely<Database>) {
      return [...(await repo.stockInvariantViolations(db)), ...(await repo.basicQtyViolations(db))]
    },
  }
}

export type StockService = ReturnType<typeof createStockService>
