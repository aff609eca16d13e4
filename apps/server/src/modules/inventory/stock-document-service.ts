import type { Kysely } from 'kysely'
import {
  STOCK_DOCUMENT_MESSAGES as MESSAGES,
  type AdjustmentPayload,
  type CountLinesPayload,
  type CountPayload,
  type StockDocumentListQuery,
  type TransferPayload,
  type TransferReceiptPayload,
} from '@counterpart/domain/schemas/stock-documents'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import type { SettingsService } from '../settings/service.ts'
import * as repo from './stock-document-repository.ts'
import * as stockRepo from './repository.ts'
import type { StockMove, StockService } from './stock-service.ts'

export type { DocumentLineRow, DocumentRow, StockHistoryRow } from './stock-document-repository.ts'

/** A move of stock between two warehouses, for the stock conflict's "Stock moved here". */
export interface StockMoveBetween {
  product_id: number
  from: number
  to: number
  qty: number
  note: string
}

/**
 * Stock counts, hand adjustments and transfers (issue 28, item 9). Each is a stock document whose stock
 * moves go through the stock service, with the document and the user on every movement, audited in the
 * same transaction.
 *
 * A count takes each product's quantity when it starts (`expected`); posting applies counted − expected
 * as a change to the quantity then, so what was sold or received while the shelf was being counted is
 * kept (docs/decisions.md, "Stock counts, transfers, prices and partial receiving").
 */
export function createStockDocumentService({
  db,
  stock,
  settings,
}: {
  db: Kysely<Database>
  stock: StockService
  settings: SettingsService
}) {
  /** The shop lets stock go below zero when overSelling ('Disable Item (at zero qty)') is off. */
  async function allowNegative(): Promise<boolean> {
    return !(await settings.get()).pos.overSelling
  }

  async function requireWarehouse(trx: Kysely<Database>, id: number, field: string) {
    const warehouse = await stockRepo.findWarehouse(trx, id)
    if (!warehouse) throw ValidationError.field(field, MESSAGES.unknownWarehouse)
    return warehouse
  }

  /** Lines of a request naming each product once and only products of the document; else a 422 per line. */
  function checkLines(
    lines: readonly { product_id: number }[],
    known: ReadonlySet<number>,
    outside: string,
  ): Record<string, string[]> {
    const errors: Record<string, string[]> = {}
    const seen = new Set<number>()
    lines.forEach((line, index) => {
      if (seen.has(line.product_id)) errors[`lines.${index}.product_id`] = [MESSAGES.productTwice]
      else if (!known.has(line.product_id)) errors[`lines.${index}.product_id`] = [outside]
      seen.add(line.product_id)
    })
    return errors
  }

  /** Sends stock from one warehouse to another in `trx`: the transfer document and its `transfer out` moves. */
  async function send(trx: Kysely<Database>, auth: Auth, input: TransferPayload): Promise<number> {
    if (input.warehouse_id === input.to_warehouse_id)
      throw ValidationError.field('to_warehouse_id', MESSAGES.sameWarehouse)
    const from = await requireWarehouse(trx, input.warehouse_id, 'warehouse_id')
    await requireWarehouse(trx, input.to_warehouse_id, 'to_warehouse_id')
    const ids = input.lines.map((line) => line.product_id)
    const products = new Map((await repo.productsNamed(trx, ids)).map((product) => [product.id, product]))
    const errors = checkLines(input.lines, new Set(products.keys()), MESSAGES.unknownProduct)
    const rows = new Map((await repo.sourceRows(trx, from.id, ids)).map((row) => [row.product_id, row]))
    input.lines.forEach((line, index) => {
      const product = products.get(line.product_id)
      if (product && !rows.has(line.product_id))
        errors[`lines.${index}.product_id`] ??= [MESSAGES.notInWarehouse(product.name, from.name)]
    })
    if (Object.keys(errors).length > 0) throw new ValidationError(errors)
    const now = nowIso()
    const id = await repo.insertDocument(trx, {
      kind: 'transfer',
      status: 'sent',
      warehouse_id: input.warehouse_id,
      to_warehouse_id: input.to_warehouse_id,
      note: input.note,
      user_id: auth.user.id,
      created_at: now,
      updated_at: now,
    })
    await repo.insertLines(
      trx,
      input.lines.map((line) => {
        const row = rows.get(line.product_id)!
        return { document_id: id, product_id: line.product_id, expected: line.qty, cost: row.cost, price: row.price }
      }),
    )
    // What is not on the shelf cannot be sent, whatever the overSelling setting.
    await stock.move(
      trx,
      input.lines.map((line) => ({
        product_id: line.product_id,
        warehouse_id: input.warehouse_id,
        delta: -line.qty,
        reason: 'transfer out',
        document_id: id,
        user_id: auth.user.id,
      })),
    )
    return id
  }

  /**
   * Receives a sent transfer in `trx`: `transfer in` of what was sent at the destination, and for a line
   * short a `lost` movement of the shortfall there, noted "Lost in transit": every unit that left the
   * source is accounted for in a warehouse's movements.
   */
  async function receive(
    trx: Kysely<Database>,
    auth: Auth,
    id: number,
    input: TransferReceiptPayload,
    before: Awaited<ReturnType<typeof repo.lockDocument>>,
  ): Promise<Map<number, number>> {
    if (!before) throw new NotFoundError()
    if (before.status !== 'sent') throw new ConflictError(MESSAGES.transferAlreadyReceived)
    const lines = await repo.documentLines(trx, id)
    const byProduct = new Map(lines.map((line) => [line.product_id, line]))
    const errors = checkLines(input.lines, new Set(byProduct.keys()), MESSAGES.notInTransfer)
    const arrived = new Map<number, number>()
    input.lines.forEach((line, index) => {
      const sent = byProduct.get(line.product_id)?.expected
      if (sent !== undefined && line.received > sent)
        errors[`lines.${index}.received`] ??= [MESSAGES.moreThanSent(sent)]
      arrived.set(line.product_id, line.received)
    })
    const missing = lines.filter((line) => !arrived.has(line.product_id))
    if (missing[0] && Object.keys(errors).length === 0) errors.lines = [MESSAGES.lineMissing(missing[0].product_name)]
    if (Object.keys(errors).length > 0) throw new ValidationError(errors)
    const to = before.to_warehouse_id!
    const now = nowIso()
    if (!(await repo.closeDocument(trx, id, 'sent', { status: 'received', closed_by: auth.user.id, closed_at: now })))
      throw new ConflictError(MESSAGES.transferAlreadyReceived)
    await repo.setCounted(
      trx,
      id,
      lines.map((line) => ({ product_id: line.product_id, counted: arrived.get(line.product_id)! })),
    )
    await stock.priceArrivals(
      trx,
      lines.map((line) => ({ product_id: line.product_id, warehouse_id: to, cost: line.cost, price: line.price })),
    )
    const place = { warehouse_id: to, document_id: id, user_id: auth.user.id }
    const moves: StockMove[] = []
    for (const line of lines) {
      moves.push({ ...place, product_id: line.product_id, delta: line.expected, reason: 'transfer in' })
      const short = line.expected - arrived.get(line.product_id)!
      if (short > 0) moves.push({ ...place, product_id: line.product_id, delta: -short, reason: 'lost' })
    }
    await stock.move(trx, moves)
    return arrived
  }

  /** In `trx`: the figures of a draft count written, after checking every line is on it. */
  async function writeCounted(trx: Kysely<Database>, auth: Auth, id: number, input: CountLinesPayload) {
    const count = await repo.lockDocument(trx, 'count', id)
    if (!count) throw new NotFoundError()
    if (count.status !== 'draft') throw new ConflictError(MESSAGES.countAlreadyPosted)
    const errors = checkLines(
      input.lines,
      new Set((await repo.documentLines(trx, id)).map((line) => line.product_id)),
      MESSAGES.notInCount,
    )
    if (Object.keys(errors).length > 0) throw new ValidationError(errors)
    if (input.lines.length > 0) {
      await repo.setCounted(trx, id, input.lines)
      await repo.markCounted(trx, id, auth.user.id, nowIso())
    }
    return { count, lines: await repo.documentLines(trx, id) }
  }

  return {
    /** One product in one warehouse changed by hand, with its reason: an adjustment document and its movement. */
    async adjust(auth: Auth, input: AdjustmentPayload): Promise<number> {
      const negative = await allowNegative()
      return db.transaction().execute(async (trx) => {
        await requireWarehouse(trx, input.warehouse_id, 'warehouse_id')
        const [product] = await repo.productsNamed(trx, [input.product_id])
        if (!product) throw ValidationError.field('product_id', MESSAGES.unknownProduct)
        const now = nowIso()
        const id = await repo.insertDocument(trx, {
          kind: 'adjustment',
          status: 'posted',
          warehouse_id: input.warehouse_id,
          reason: input.reason,
          note: input.note,
          user_id: auth.user.id,
          closed_by: auth.user.id,
          closed_at: now,
          created_at: now,
          updated_at: now,
        })
        await repo.insertLines(trx, [{ document_id: id, product_id: input.product_id, expected: input.qty }])
        await stock.move(
          trx,
          [
            {
              product_id: input.product_id,
              warehouse_id: input.warehouse_id,
              delta: input.qty,
              reason: input.reason,
              document_id: id,
              user_id: auth.user.id,
            },
          ],
          { allowNegative: negative },
        )
        await recordAudit(trx, {
          entity: 'stock-adjustment',
          entityId: id,
          action: 'adjusted',
          after: {
            product: product.name,
            warehouse_id: input.warehouse_id,
            change: input.qty,
            reason: input.reason,
            note: input.note,
          },
        })
        return id
      })
    },

    /** Starts a count: a draft with each stock row's quantity now as its expected figure. */
    async startCount(auth: Auth, input: CountPayload): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await requireWarehouse(trx, input.warehouse_id, 'warehouse_id')
        if (input.category_id !== null && !(await repo.categoryExists(trx, input.category_id)))
          throw ValidationError.field('category_id', MESSAGES.unknownCategory)
        const rows = await repo.stockToCount(trx, input.warehouse_id, input.category_id)
        if (rows.length === 0) throw new ConflictError(MESSAGES.countNoLines)
        const now = nowIso()
        const id = await repo.insertDocument(trx, {
          kind: 'count',
          status: 'draft',
          warehouse_id: input.warehouse_id,
          category_id: input.category_id,
          blind: input.blind ? 1 : 0,
          note: input.note,
          user_id: auth.user.id,
          created_at: now,
          updated_at: now,
        })
        await repo.insertLines(
          trx,
          rows.map((row) => ({
            document_id: id,
            product_id: row.product_id,
            expected: row.quantity,
            counted: null,
            cost: row.cost,
            price: row.price,
          })),
        )
        await recordAudit(trx, {
          entity: 'stock-count',
          entityId: id,
          action: 'started',
          after: { ...input, products: rows.length },
        })
        return id
      })
    },

    /** Saves the counted figures of a draft count (who counted, when); posting comes later. */
    async saveCount(auth: Auth, id: number, input: CountLinesPayload): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await writeCounted(trx, auth, id, input)
        await recordAudit(trx, {
          entity: 'stock-count',
          entityId: id,
          action: 'counted',
          after: { lines: input.lines },
        })
      })
    },

    /**
     * Posts a count (with the figures sent, if any): every counted product whose figure differs from its
     * expected one moves by the difference (`count`), and the count is closed, read-only from then on.
     */
    async postCount(auth: Auth, id: number, input: CountLinesPayload): Promise<void> {
      const negative = await allowNegative()
      await db.transaction().execute(async (trx) => {
        const { count, lines } = await writeCounted(trx, auth, id, input)
        const now = nowIso()
        if (
          !(await repo.closeDocument(trx, id, 'draft', { status: 'posted', closed_by: auth.user.id, closed_at: now }))
        )
          throw new ConflictError(MESSAGES.countAlreadyPosted)
        const differences = lines.flatMap((line) => {
          if (line.counted === null || line.counted === line.expected) return []
          return [{ product_id: line.product_id, product: line.product_name, delta: line.counted - line.expected }]
        })
        await stock.move(
          trx,
          differences.map((difference) => ({
            product_id: difference.product_id,
            warehouse_id: count.warehouse_id,
            delta: difference.delta,
            reason: 'count',
            document_id: id,
            user_id: auth.user.id,
          })),
          { allowNegative: negative },
        )
        await recordAudit(trx, {
          entity: 'stock-count',
          entityId: id,
          action: 'posted',
          before: { status: 'draft' },
          after: {
            status: 'posted',
            differences: differences.map(({ product, delta }) => ({ product, difference: delta })),
          },
        })
      })
    },

    listCounts: (query: StockDocumentListQuery) => repo.listDocuments(db, 'count', query),

    async count(id: number) {
      const count = await repo.findDocument(db, 'count', id)
      if (!count) throw new NotFoundError()
      return { count, lines: await repo.documentLines(db, id) }
    },

    /** Sends a transfer: the stock leaves the source at once. */
    async sendTransfer(auth: Auth, input: TransferPayload): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const id = await send(trx, auth, input)
        await recordAudit(trx, {
          entity: 'stock-transfer',
          entityId: id,
          action: 'sent',
          after: { ...input, status: 'sent' },
        })
        return id
      })
    },

    /** Receives a transfer with the count on arrival; a shortfall is posted as lost in transit. */
    async receiveTransfer(auth: Auth, id: number, input: TransferReceiptPayload): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.lockDocument(trx, 'transfer', id)
        const arrived = await receive(trx, auth, id, input, before)
        await recordAudit(trx, {
          entity: 'stock-transfer',
          entityId: id,
          action: 'received',
          before: { status: 'sent' },
          after: {
            status: 'received',
            lines: [...arrived].map(([product_id, received]) => ({ product_id, received })),
          },
        })
      })
    },

    /**
     * In the caller's transaction (the stock conflict's "Stock moved here"): a transfer of `qty` sent from
     * `from` and received in full at `to` at once. Answers the transfer's id.
     */
    async moveBetween(trx: Kysely<Database>, auth: Auth, move: StockMoveBetween): Promise<number> {
      const id = await send(trx, auth, {
        warehouse_id: move.from,
        to_warehouse_id: move.to,
        note: move.note,
        lines: [{ product_id: move.product_id, qty: move.qty }],
      })
      const before = await repo.lockDocument(trx, 'transfer', id)
      await receive(trx, auth, id, { lines: [{ product_id: move.product_id, received: move.qty }] }, before)
      return id
    },

    listTransfers: (query: StockDocumentListQuery) => repo.listDocuments(db, 'transfer', query),

    async transfer(id: number) {
      const transfer = await repo.findDocument(db, 'transfer', id)
      if (!transfer) throw new NotFoundError()
      return { transfer, lines: await repo.documentLines(db, id) }
    },

    /** A product's stock movements, newest first, with the balance of each place after each. */
    async history(productId: number, paging: Pick<PagingQuery, 'page' | 'itemsPerPage'>) {
      const [product] = await repo.productsNamed(db, [productId])
      if (!product) throw new NotFoundError()
      return { product, ...(await repo.stockHistory(db, productId, paging.page, paging.itemsPerPage)) }
    },
  }
}

export type StockDocumentService = ReturnType<typeof createStockDocumentService>
