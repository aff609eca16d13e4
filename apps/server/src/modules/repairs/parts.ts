import type { Kysely } from 'kysely'
import { isClosedGroup, type RepairGroup } from '@counterpart/domain/repair-workflow'
import { REPAIR_PART_MESSAGES, type RepairPartInput } from '@counterpart/domain/schemas/repair-parts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { DevicesService } from '../devices/service.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { PurchasingService, Receipt } from '../purchasing/service.ts'
import type { RepairFlow } from './flow.ts'
import * as repo from './parts-repository.ts'
import { findRepair } from './repository.ts'
import { groupOf } from './statuses.ts'

/**
 * Parts of a repair (issue 30, item 4). A part from stock is reserved: its units stay on hand but the stock
 * service's floor keeps them from being sold (available = on hand - reserved). Entering "ready" (or
 * "collected") consumes the reserved parts with `repair` stock movements; entering "cancelled" releases them;
 * removing a ticket releases them too. All of it in the transaction that moves or removes the ticket.
 */

type PartRow = repo.RepairPartRow

/** The words of a ticket on a part's unit and a receipt: "repair K7…", as the repair screens name it. */
export const repairLabel = (key: string) => `repair ${key}`

/** Where a part's units are held: its warehouse's stock row, or its product's basic qty. */
const placeOf = (part: Pick<PartRow, 'product_id' | 'warehouse_id'>) => ({
  product_id: part.product_id,
  warehouse_id: part.warehouse_id,
})

/** A part in an audit event: what it is, how many and its state. */
function partAudit(part: PartRow, name: string) {
  return {
    id: part.id,
    product: name,
    qty: part.qty,
    warehouseId: part.warehouse_id,
    state: part.state,
    ...(part.unit_id !== null ? { unitId: part.unit_id } : {}),
    ...(part.purchase_id !== null ? { purchaseId: part.purchase_id } : {}),
  }
}

/**
 * What a ticket's move does to its parts, called by `flow.moveTo` in the move's transaction. Apart from the
 * flow itself (which needs it), so the flow and the parts service share it.
 */
export function createPartsLedger({ stock, devices }: { stock: StockService; devices: DevicesService }) {
  async function productName(trx: Kysely<Database>, productId: number): Promise<string> {
    return (await repo.partProduct(trx, productId))?.name ?? `#${productId}`
  }

  /** Lets a reserved part go: its units may be sold again, its unit is back in stock. */
  async function release(trx: Kysely<Database>, part: PartRow, label: string, now: string): Promise<boolean> {
    if (!(await repo.setPartState(trx, part.id, [part.state], 'released', now))) return false
    if (part.state === 'reserved') {
      await stock.unreserve(trx, placeOf(part), part.qty)
      if (part.unit_id !== null) await devices.partReleased(trx, part.unit_id, label)
    }
    return true
  }

  /** Takes a reserved part off the shelf for good: a `repair` movement, its unit out with the repair. */
  async function consume(
    trx: Kysely<Database>,
    part: PartRow,
    label: string,
    userId: number | null,
    now: string,
  ): Promise<boolean> {
    if (!(await repo.setPartState(trx, part.id, ['reserved'], 'consumed', now))) return false
    await stock.consume(trx, placeOf(part), part.qty, { user_id: userId })
    if (part.unit_id !== null) await devices.partUsed(trx, part.unit_id, label)
    return true
  }

  return {
    release,

    /**
     * A ticket entering `group`: ready or collected consume its reserved parts (and let go of those still on
     * order), cancelled releases its reserved and ordered ones. A ticket moved back from ready keeps its consumed parts consumed: they are
     * in the customer's device; taking one back out is a count or adjustment of the stock it returns to.
     * Answers the parts changed, for the history and the move's audit event.
     */
    async entered(
      trx: Kysely<Database>,
      repairId: number,
      key: string,
      group: RepairGroup,
      userId: number | null,
    ): Promise<{ consumed: ReturnType<typeof partAudit>[]; released: ReturnType<typeof partAudit>[] }> {
      const done = { consumed: [] as ReturnType<typeof partAudit>[], released: [] as ReturnType<typeof partAudit>[] }
      if (!isClosedGroup(group)) return done
      const now = nowIso()
      const label = repairLabel(key)
      if (group === 'cancelled') {
        for (const part of await repo.partsInState(trx, repairId, ['reserved', 'ordered'])) {
          if (await release(trx, part, label, now))
            done.released.push(partAudit({ ...part, state: 'released' }, await productName(trx, part.product_id)))
        }
        return done
      }
      for (const part of await repo.partsInState(trx, repairId, ['reserved', 'ordered'])) {
        // A part still on order was not fitted: the repair was finished without it, so it is let go.
        if (part.state === 'ordered') {
          if (await release(trx, part, label, now))
            done.released.push(partAudit({ ...part, state: 'released' }, await productName(trx, part.product_id)))
        } else if (await consume(trx, part, label, userId, now))
          done.consumed.push(partAudit({ ...part, state: 'consumed' }, await productName(trx, part.product_id)))
      }
      return done
    },

    /** A ticket removed: its reserved and ordered parts let go (its consumed ones stay as they were). */
    async removed(trx: Kysely<Database>, repairId: number, key: string) {
      const now = nowIso()
      const released: ReturnType<typeof partAudit>[] = []
      for (const part of await repo.partsInState(trx, repairId, ['reserved', 'ordered'])) {
        if (await release(trx, part, repairLabel(key), now))
          released.push(partAudit({ ...part, state: 'released' }, await productName(trx, part.product_id)))
      }
      return released
    },

    partAudit,
    productName,
  }
}

export type PartsLedger = ReturnType<typeof createPartsLedger>

interface PartsDeps {
  db: Kysely<Database>
  stock: StockService
  devices: DevicesService
  flow: RepairFlow
  ledger: PartsLedger
  /** A part not in stock becomes a purchase order linked to the ticket. */
  purchasing: PurchasingService
}

/** Adding and releasing a ticket's parts (POST and DELETE /repair/{id}/parts), each one audited transaction. */
export function createRepairPartsService({ db, stock, devices, flow, ledger, purchasing }: PartsDeps) {
  /** The ticket, locked for the change, while it is open (a finished ticket's parts no longer change). */
  async function openTicket(trx: Kysely<Database>, repairId: number) {
    const repair = await findRepair(trx, repairId)
    if (!repair) throw new NotFoundError()
    if (isClosedGroup(groupOf(await flow.statusRow(trx, repair.status_id))))
      throw new ConflictError(REPAIR_PART_MESSAGES.closedTicket)
    return repair
  }

  /**
   * Where a part comes from: the warehouse asked for (which must exist), else where the product sells from
   * when it holds stock there, else its basic qty. A serial-tracked part comes from its unit's warehouse.
   */
  async function placeFor(trx: Kysely<Database>, input: RepairPartInput) {
    const product = await repo.partProduct(trx, input.productId)
    if (!product) throw ValidationError.field('productId', REPAIR_PART_MESSAGES.unknownProduct)
    if (product.serialTracked === 1) {
      if (input.unitId === undefined || input.unitId === null)
        throw ValidationError.field('unitId', REPAIR_PART_MESSAGES.unitRequired(product.name))
      if (input.qty !== 1) throw ValidationError.field('qty', REPAIR_PART_MESSAGES.serialQty)
      const unit = await devices.partUnit(trx, input.unitId)
      if (!unit || unit.productId !== product.id || unit.warehouseId === null)
        throw ValidationError.field('unitId', REPAIR_PART_MESSAGES.unknownUnit)
      if (input.warehouseId != null && input.warehouseId !== unit.warehouseId)
        throw ValidationError.field('unitId', REPAIR_PART_MESSAGES.unknownUnit)
      return { product, warehouseId: unit.warehouseId, unitId: unit.id }
    }
    if (input.warehouseId != null) {
      if (!(await repo.warehouseExists(trx, input.warehouseId)))
        throw ValidationError.field('warehouseId', REPAIR_PART_MESSAGES.unknownWarehouse)
      return { product, warehouseId: input.warehouseId, unitId: null }
    }
    const saleRow = await repo.partStockRow(trx, product.id, product.warehouseSaleFrom)
    return { product, warehouseId: saleRow ? product.warehouseSaleFrom : null, unitId: null }
  }

  /** The part's prices where it comes from: its stock row's, else the product's (cents). */
  async function pricesOf(
    trx: Kysely<Database>,
    product: { id: number; price: number; cost: number },
    warehouseId: number | null,
  ) {
    const row = warehouseId === null ? undefined : await repo.partStockRow(trx, product.id, warehouseId)
    return { price: Number(row?.price ?? product.price), cost: Number(row?.cost ?? product.cost) }
  }

  /**
   * Orders a part for an open ticket: a purchase order of the product from its supplier, referenced by the
   * ticket, the part `ordered` on it, and the ticket moved to the default "waiting for parts" status.
   */
  async function order(repairId: number, input: RepairPartInput, userId: number | null) {
    return db.transaction().execute(async (trx) => {
      const repair = await openTicket(trx, repairId)
      const product = await repo.partProduct(trx, input.productId)
      if (!product) throw ValidationError.field('productId', REPAIR_PART_MESSAGES.unknownProduct)
      if (input.warehouseId != null && !(await repo.warehouseExists(trx, input.warehouseId)))
        throw ValidationError.field('warehouseId', REPAIR_PART_MESSAGES.unknownWarehouse)
      const purchase = await purchasing.orderForRepair(trx, {
        userId,
        productId: product.id,
        qty: input.qty,
        reference: `Repair ${repair.key}`,
        note: REPAIR_PART_MESSAGES.purchaseNote(repairLabel(repair.key)),
      })
      if (!purchase) throw new ConflictError(REPAIR_PART_MESSAGES.noSupplier(product.name))
      const now = nowIso()
      const part = {
        repair_id: repairId,
        product_id: product.id,
        warehouse_id: input.warehouseId ?? null,
        qty: input.qty,
        price: Number(product.price),
        cost: Number(product.cost),
        state: 'ordered',
        unit_id: null,
        purchase_id: purchase.id,
        user_id: userId,
        created_at: now,
        updated_at: now,
      }
      const id = await repo.insertPart(trx, part)
      const comment = REPAIR_PART_MESSAGES.eventOrdered(input.qty, product.name, purchase.key)
      await flow.event(trx, repairId, userId, 'part', { comment })
      const moved = await flow.moveToGroup(trx, repairId, 'waiting_parts', userId, comment)
      await recordAudit(trx, {
        entity: 'repair',
        entityId: repairId,
        action: 'part ordered',
        ...(moved ? { before: moved.before } : {}),
        after: {
          part: ledger.partAudit({ ...part, id }, product.name),
          purchase: { id: purchase.id, key: purchase.key, supplierId: purchase.supplierId },
          ...(moved ? moved.after : {}),
        },
      })
      return { id, message: REPAIR_PART_MESSAGES.ordered(product.name, purchase.key) }
    })
  }

  /**
   * A purchase received (a hook of the purchasing service, in the receipt's transaction): each part ordered on
   * it whose units came is reserved from where they were put (a serial-tracked one by a unit that came), and
   * a ticket waiting for parts with none left to come moves to the default "in repair" status. Answers
   * "Reserved for repair …" for each ticket, for the receipt's answer.
   */
  async function received(trx: Kysely<Database>, receipt: Receipt): Promise<string[]> {
    const waiting = await repo.partsOnPurchase(trx, receipt.purchaseId)
    if (waiting.length === 0) return []
    const left = receipt.lines.map((line) => ({ ...line }))
    const units = [...receipt.units]
    const notes: string[] = []
    const touched = new Map<number, string>()
    const now = nowIso()
    for (const part of waiting) {
      const line = left.find((candidate) => candidate.productId === part.product_id && candidate.qty > 0)
      if (!line) continue
      const product = await repo.partProduct(trx, part.product_id)
      const tracked = product?.serialTracked === 1
      const came = units.filter((unit) => unit.productId === part.product_id)
      // A serial-tracked part is one unit a line: reserved by a unit that came.
      const take = Math.min(part.qty, line.qty, tracked ? came.length : line.qty)
      const repair = await findRepair(trx, part.repair_id)
      // A finished ticket's ordered part was let go when it finished; nothing is held for it.
      if (take <= 0 || !repair || isClosedGroup(groupOf(await flow.statusRow(trx, repair.status_id)))) continue
      const place = { product_id: part.product_id, warehouse_id: line.warehouseId }
      // A receipt is never refused for a repair: units an offline sale already owed (stock below zero) are
      // not there to hold, and the part stays ordered.
      if (!(await stock.tryReserve(trx, place, take))) continue
      // What came is reserved; of a part ordered by several, the rest stays ordered on its own line.
      let reservedId = part.id
      const taken =
        take === part.qty
          ? await repo.setPartState(trx, part.id, ['ordered'], 'reserved', now, { warehouse_id: line.warehouseId })
          : await repo.takeFromOrdered(trx, part.id, take, now)
      if (!taken) {
        await stock.unreserve(trx, place, take)
        continue
      }
      if (take < part.qty) {
        reservedId = await repo.insertPart(trx, {
          ...place,
          repair_id: part.repair_id,
          qty: take,
          price: part.price,
          cost: part.cost,
          state: 'reserved',
          unit_id: null,
          purchase_id: part.purchase_id,
          user_id: receipt.userId,
          created_at: now,
          updated_at: now,
        })
      }
      line.qty -= take
      const unit = tracked ? came[0] : undefined
      if (unit) {
        units.splice(units.indexOf(unit), 1)
        await devices.partReserved(trx, unit.unitId, repairLabel(repair.key))
        await repo.setPartUnit(trx, reservedId, unit.unitId)
      }
      await flow.event(trx, part.repair_id, receipt.userId, 'part', {
        comment: REPAIR_PART_MESSAGES.eventReceived(take, product?.name ?? `#${part.product_id}`, receipt.purchaseKey),
        channel: 'system',
      })
      touched.set(part.repair_id, repair.key)
    }
    for (const [repairId, key] of touched) {
      const stillOrdered = await repo.partsInState(trx, repairId, ['ordered'])
      const repair = await findRepair(trx, repairId)
      const group = repair ? groupOf(await flow.statusRow(trx, repair.status_id)) : null
      if (stillOrdered.length === 0 && group === 'waiting_parts')
        await flow.moveToGroup(trx, repairId, 'in_repair', receipt.userId, REPAIR_PART_MESSAGES.partsArrived)
      notes.push(REPAIR_PART_MESSAGES.reservedForRepair(repairLabel(key)))
    }
    return notes
  }

  return {
    order,
    received,

    /**
     * Reserves a part from stock for an open ticket: 409 "only N available" beyond what may be sold, with
     * nothing written. A serial-tracked part names its unit, which becomes Reserved for the repair.
     */
    async add(repairId: number, input: RepairPartInput, userId: number | null) {
      if (input.order) return order(repairId, input, userId)
      return db.transaction().execute(async (trx) => {
        const repair = await openTicket(trx, repairId)
        const { product, warehouseId, unitId } = await placeFor(trx, input)
        const prices = await pricesOf(trx, product, warehouseId)
        const place = { product_id: product.id, warehouse_id: warehouseId }
        await stock.reserve(trx, place, input.qty)
        const unit = unitId === null ? null : await devices.partReserved(trx, unitId, repairLabel(repair.key))
        const now = nowIso()
        const part = {
          repair_id: repairId,
          ...place,
          qty: input.qty,
          price: prices.price,
          cost: prices.cost,
          state: 'reserved',
          unit_id: unitId,
          purchase_id: null,
          user_id: userId,
          created_at: now,
          updated_at: now,
        }
        const id = await repo.insertPart(trx, part)
        const row = { ...part, id }
        await flow.event(trx, repairId, userId, 'part', {
          comment: REPAIR_PART_MESSAGES.eventReserved(input.qty, product.name),
        })
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'part reserved',
          after: { part: ledger.partAudit(row, product.name), ...(unit ? { device: unit } : {}) },
        })
        return { id, message: REPAIR_PART_MESSAGES.reserved(product.name) }
      })
    },

    /** Lets a reserved (or ordered) part go; 409 for one already used or released. */
    async release(repairId: number, partId: number, userId: number | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repair = await findRepair(trx, repairId)
        if (!repair) throw new NotFoundError()
        const part = await repo.findPart(trx, repairId, partId)
        if (!part) throw new NotFoundError()
        if (part.state !== 'reserved' && part.state !== 'ordered')
          throw new ConflictError(REPAIR_PART_MESSAGES.notReleasable)
        if (!(await ledger.release(trx, part, repairLabel(repair.key), nowIso())))
          throw new ConflictError(REPAIR_PART_MESSAGES.notReleasable)
        const name = await ledger.productName(trx, part.product_id)
        await flow.event(trx, repairId, userId, 'part', {
          comment: REPAIR_PART_MESSAGES.eventReleased(part.qty, name),
        })
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'part released',
          before: { part: ledger.partAudit(part, name) },
          after: { part: ledger.partAudit({ ...part, state: 'released' }, name) },
        })
      })
    },

    /**
     * Where a product may be reserved from: each warehouse holding it (or its basic qty when none does), with
     * what is on hand, held and available, and a serial-tracked product's units on the shelf. Cents.
     */
    async stockOf(productId: number) {
      const product = await repo.partStockProduct(db, productId)
      if (!product) throw new NotFoundError()
      const rows = await repo.stockPlacesOf(db, productId)
      const place = (onHand: number, reserved: number) => ({
        onHand,
        reserved,
        available: Math.max(0, onHand - reserved),
      })
      const places =
        rows.length > 0
          ? rows.map((row) => ({
              warehouse: { id: row.warehouse_id, name: row.warehouse_name },
              ...place(Number(row.quantity), Number(row.reserved)),
              sellsFrom: row.warehouse_id === product.warehouseSaleFrom,
            }))
          : [{ warehouse: null, ...place(Number(product.qty), Number(product.reserved)), sellsFrom: true }]
      const units = product.serialTracked === 1 ? await repo.shelfUnitsOf(db, productId) : []
      return { product, places, units }
    },

    /** A ticket's parts, oldest first, as the repair page lists them. */
    list(repairId: number) {
      return repo.partsOfRepair(db, repairId)
    },

    /** Places whose kept reserved counter disagrees with the reserved parts (the tests' invariant). */
    reservationViolations(executor: Kysely<Database> = db) {
      return repo.reservationViolations(executor)
    },
  }
}

export type RepairPartsService = ReturnType<typeof createRepairPartsService>
