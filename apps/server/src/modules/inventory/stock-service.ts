import type { Kysely } from 'kysely'
import { INVENTORY_MESSAGES } from '@counterpart/domain/schemas/inventory'
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

export const STOCK_REASONS = ['purchase', 'sale', 'refund', 'buyback', 'adjustment'] as const
export type StockReason = (typeof STOCK_REASONS)[number]

export interface StockMove {
  product_id: number
  /** The warehouse stock row; null moves the product's basic qty (a product with no purchased stock). */
  warehouse_id: number | null
  /** Signed: a sale is negative, a refund or a receipt positive. */
  delta: number
  reason: StockReason
  order_id?: number | null
  user_id?: number | null
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

export function createStockService() {
  async function refuse(trx: Kysely<Database>, move: StockMove): Promise<never> {
    const [product] = await repo.productNames(trx, [move.product_id])
    if (!product) throw new NotFoundError()
    const available =
      move.warehouse_id === null
        ? product.qty
        : ((await repo.findStockRow(trx, move.product_id, move.warehouse_id))?.quantity ?? 0)
    throw new ConflictError(INVENTORY_MESSAGES.notEnoughStock(product.name, available))
  }

  return {
    /**
     * Applies the moves in order in the caller's transaction `trx`. A move that would take stock below
     * zero throws a ConflictError unless `allowNegative`; the caller's transaction then rolls back
     * everything, so nothing is half-written.
     */
    async move(trx: Kysely<Database>, moves: readonly StockMove[], options: MoveOptions = {}): Promise<void> {
      if (moves.length === 0) return
      const now = nowIso()
      for (const move of moves) {
        if (!Number.isInteger(move.delta) || move.delta === 0)
          throw new Error(`A stock move needs a non-zero whole delta, got ${move.delta}`)
      }
      const pairs = new Map<string, { product_id: number; warehouse_id: number }>()
      for (const move of moves) {
        if (move.warehouse_id !== null)
          pairs.set(pairKey(move.product_id, move.warehouse_id), {
            product_id: move.product_id,
            warehouse_id: move.warehouse_id,
          })
      }
      await repo.ensureStockRows(trx, [...pairs.values()], now)
      const floor = !options.allowNegative
      for (const move of moves) {
        const changed =
          move.warehouse_id === null
            ? await repo.bumpBasicQty(trx, move.product_id, move.delta, floor && move.delta < 0, now)
            : await repo.bumpStock(
                trx,
                {
                  product_id: move.product_id,
                  warehouse_id: move.warehouse_id,
                  quantity: move.delta,
                  sold: move.reason === 'sale' ? -move.delta : 0,
                  returned: move.reason === 'refund' ? move.delta : 0,
                },
                floor && move.delta < 0,
                now,
              )
        if (!changed) await refuse(trx, move)
      }
      await repo.insertMovements(
        trx,
        moves.map((move) => ({
          product_id: move.product_id,
          warehouse_id: move.warehouse_id,
          delta: move.delta,
          reason: move.reason,
          order_id: move.order_id ?? null,
          user_id: move.user_id ?? null,
          created_at: now,
        })),
      )
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
        lines.map((line) => ({
          product_id: line.product_id,
          warehouse_id: line.warehouse_id,
          delta: line.qty,
          reason: 'purchase',
          order_id: context.order_id,
          user_id: context.user_id,
          created_at: now,
        })),
      )
    },

    /** Stock rows whose counters do not equal the sum of their movements (empty when all is well). */
    invariantViolations(db: Kysely<Database>) {
      return repo.stockInvariantViolations(db)
    },
  }
}

export type StockService = ReturnType<typeof createStockService>
