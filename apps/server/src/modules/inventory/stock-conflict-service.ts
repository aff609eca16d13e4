import type { Kysely } from 'kysely'
import {
  OFFLINE_MESSAGES,
  type StockConflictResolution,
  type StockConflictsQuery,
} from '@counterpart/domain/schemas/offline'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import * as repo from './stock-conflict-repository.ts'
import type { StockDocumentService } from './stock-document-service.ts'
import type { StockMove, StockService } from './stock-service.ts'

export type { StockConflictRow } from './stock-conflict-repository.ts'

/** The offline sale whose stock moves `recordShortfalls` looks at. */
export interface OfflineSaleMoves {
  order_id: number
  till_id: number
  moves: readonly StockMove[]
}

/**
 * Stock conflicts (issue 18): an offline sale was handed over at the counter, so it is never refused for
 * stock; where it took a product below zero a conflict is written, and the owner clears it on the Stock
 * alerts page once stock was received or moved there, or by writing the shortfall off.
 */
export function createStockConflictService({
  db,
  dialect,
  stock,
  documents,
}: {
  db: Kysely<Database>
  dialect: DialectName
  stock: StockService
  documents: StockDocumentService
}) {
  return {
    /**
     * In the offline sale's transaction, after its stock moved: one conflict per place it left below zero,
     * short by what this sale took there (at most what it took: an earlier shortfall is an earlier sale's).
     */
    async recordShortfalls(trx: Kysely<Database>, sale: OfflineSaleMoves): Promise<number> {
      const taken = new Map<string, repo.StockPlace & { qty: number }>()
      for (const move of sale.moves) {
        if (move.delta >= 0) continue
        const key = repo.placeKey(move)
        const place = taken.get(key) ?? { product_id: move.product_id, warehouse_id: move.warehouse_id, qty: 0 }
        place.qty -= move.delta
        taken.set(key, place)
      }
      if (taken.size === 0) return 0
      const levels = await repo.stockLevels(trx, [...taken.values()])
      const now = nowIso()
      const rows = [...taken.entries()].flatMap(([key, place]) => {
        const level = levels.get(key) ?? 0
        if (level >= 0) return []
        return [
          {
            order_id: sale.order_id,
            till_id: sale.till_id,
            product_id: place.product_id,
            warehouse_id: place.warehouse_id,
            qty_short: Math.min(-level, place.qty),
            created_at: now,
            cleared_at: null,
            resolution: null,
            cleared_by: null,
          },
        ]
      })
      await repo.insertConflicts(trx, rows)
      return rows.length
    },

    /** How many conflicts a sale left (the replay of an offline sale answers it again). */
    countOfOrder: (orderId: number) => repo.countOfOrder(db, orderId),

    list: (query: StockConflictsQuery) => repo.listConflicts(db, query),

    /**
     * Clears a conflict. Received or moved stock: the place must hold zero or more now (409 otherwise).
     * Moved from a warehouse the app names: a transfer of what the place is short, sent and received at
     * once, first. Written off: a movement brings the place back to zero, so stock stays the sum of its
     * movements.
     */
    async clear(
      auth: Auth,
      id: number,
      resolution: StockConflictResolution,
      fromWarehouse: number | null = null,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const conflict = await repo.lockConflict(trx, dialect, id)
        if (!conflict) throw new NotFoundError()
        if (conflict.cleared_at !== null) throw new ConflictError(OFFLINE_MESSAGES.conflictAlreadyCleared)
        const place = { product_id: conflict.product_id, warehouse_id: conflict.warehouse_id }
        const before = await repo.lockedStockLevel(trx, dialect, place)
        let after = before
        let transfer: number | null = null
        if (resolution === 'moved' && fromWarehouse !== null && before < 0) {
          if (place.warehouse_id === null || fromWarehouse === place.warehouse_id)
            throw ValidationError.field('from_warehouse_id', OFFLINE_MESSAGES.moveFromElsewhere)
          transfer = await documents.moveBetween(trx, auth, {
            product_id: place.product_id,
            from: fromWarehouse,
            to: place.warehouse_id,
            qty: -before,
            note: OFFLINE_MESSAGES.conflictTransferNote(conflict.order_id),
          })
          after = 0
        } else if (before < 0) {
          if (resolution !== 'written_off') throw new ConflictError(OFFLINE_MESSAGES.conflictStillShort)
          await stock.move(trx, [{ ...place, delta: -before, reason: 'offline write-off', user_id: auth.user.id }])
          after = 0
        }
        const cleared = await repo.clearConflict(trx, id, {
          cleared_at: nowIso(),
          resolution,
          cleared_by: auth.user.id,
        })
        if (!cleared) throw new ConflictError(OFFLINE_MESSAGES.conflictAlreadyCleared)
        await recordAudit(trx, {
          entity: 'stock-conflict',
          entityId: id,
          action: 'cleared',
          before: { resolution: null, stockNow: before },
          after: {
            resolution,
            stockNow: after,
            product_id: conflict.product_id,
            warehouse_id: conflict.warehouse_id,
            ...(transfer === null ? {} : { transfer, from_warehouse_id: fromWarehouse }),
          },
        })
      })
    },
  }
}

export type StockConflictService = ReturnType<typeof createStockConflictService>
