import type { Kysely } from 'kysely'
import { DEFAULT_GATEWAY } from '@counterpart/domain/constants'
import { amountText } from '@counterpart/domain/money'
import { purchaseLineSubTotal, purchaseTotals } from '@counterpart/domain/pricing/purchase'
import { orderKind } from '@counterpart/domain/schemas/orders'
import {
  PURCHASE_MESSAGES,
  SUPPLIER_PRODUCTS_LIMIT,
  type ReceivingStatus,
} from '@counterpart/domain/schemas/purchasing'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import type { CatalogService } from '../catalog/service.ts'
import type { ContactsService } from '../contacts/service.ts'
import type { DevicesService } from '../devices/service.ts'
import type { InventoryService } from '../inventory/service.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { OrdersService } from '../orders/service.ts'
import type { PaymentsService } from '../payments/service.ts'
import * as repo from './repository.ts'
import { checkIdentifiers } from './serial-receiving.ts'
import {
  purchaseAudit,
  type DeviceAuditSnapshot,
  stockReceiptAudit,
  type PartialReceiptInCents,
  type PurchaseInCents,
  type StockReceiptInCents,
} from './wire.ts'

interface PurchasingDeps {
  db: Kysely<Database>
  dialect: DialectName
  orders: OrdersService
  payments: PaymentsService
  stock: StockService
  inventory: InventoryService
  contacts: ContactsService
  catalog: CatalogService
  /** A serial-tracked product's units become device units in the receipt's transaction (issue 29). */
  devices: DevicesService
}

/** Purchases from suppliers and their receipt into warehouses. Each is one transaction. */
export function createPurchasingService({
  db,
  dialect,
  orders,
  payments,
  stock,
  inventory,
  contacts,
  catalog,
  devices,
}: PurchasingDeps) {
  type Found = NonNullable<Awaited<ReturnType<OrdersService['withItems']>>>

  /** What else a receipt sets off, in its transaction (a repair's ordered part reserved); each answers notes. */
  const receiptHooks: ReceiptHook[] = []

  /**
   * Writes a purchase order, its lines and its payment in the caller's transaction (the totals computed
   * here). `products`: the lines' products, checked by the caller. Answers its id and number.
   */
  async function insertPurchase(
    trx: Kysely<Database>,
    userId: number | null,
    input: PurchaseInCents,
    products: ReadonlyMap<number, Awaited<ReturnType<typeof repo.productsByIds>>[number]>,
  ) {
    const totals = purchaseTotals(input)
    const { id, key } = await orders.create(
      trx,
      {
        reference: input.reference,
        user_id: userId,
        supplier_id: input.supplier_id,
        purchasing: 1,
        totalItems: totals.totalItems,
        subTotal: totals.subTotal,
        discountRate: input.discountRate,
        discountedAmount: totals.discountedAmount,
        taxRate: input.taxRate,
        taxAmount: totals.taxAmount,
        shippingAmount: totals.shippingAmount,
        totalAmount: totals.totalAmount,
        cost: totals.totalAmount,
        profit: 0,
        method: input.method ? 1 : 0,
        dueDate: input.method ? null : input.dueDate,
        saleNote: input.note,
        stockUpdated: 0,
      },
      input.items.map((item) => {
        // The product's own name and codes are recorded, whatever the form showed.
        const product = products.get(item.product_id)!
        const { cost } = item
        return {
          product_id: product.id,
          name: product.name,
          sku: product.sku,
          barcode: product.barcode,
          qty: item.qty,
          price: cost,
          cost,
          subTotal: purchaseLineSubTotal({ cost, qty: item.qty }),
          data: JSON.stringify({ name: product.name, unitOfMeasure: product.unitOfMeasure, type: product.type }),
        }
      }),
    )
    if (totals.totalAmount > 0) {
      await payments.record(
        trx,
        { id, kind: 'purchasing' },
        {
          gateway: DEFAULT_GATEWAY,
          paid: input.method,
          live: input.method,
          amount: totals.totalAmount,
          dueDate: input.method ? null : input.dueDate,
          user_id: userId,
        },
      )
    }
    return { id, key, totalAmount: totals.totalAmount }
  }

  /** Runs the receipt hooks over what a delivery put on the shelf; answers their notes for the answer. */
  async function afterReceipt(trx: Kysely<Database>, receipt: Receipt): Promise<string[]> {
    const notes: string[] = []
    for (const hook of receiptHooks) notes.push(...(await hook(trx, receipt)))
    return notes
  }

  /**
   * Each product line of a purchase: ordered, received so far and left. A purchase received whole before
   * partial receiving (stockUpdated, no delivery rows, not closed) received every unit it ordered.
   */
  async function receivingOf(executor: Kysely<Database>, { order, items }: Found) {
    const received = await repo.receivedSoFar(executor, order.id)
    const closure = await repo.findClosure(executor, order.id)
    const wholeBefore = order.stockUpdated === 1 && received.size === 0 && !closure
    const tracked = await repo.serialTrackedIn(
      executor,
      items.flatMap((item) => (item.product_id === null ? [] : [item.product_id])),
    )
    const lines = items.flatMap((item) => {
      if (item.product_id === null) return []
      const got = wholeBefore ? item.qty : (received.get(item.product_id) ?? 0)
      return [
        {
          product_id: item.product_id,
          name: item.name,
          sku: item.sku,
          cost: item.cost,
          serialTracked: tracked.has(item.product_id),
          ordered: item.qty,
          received: got,
          left: Math.max(0, item.qty - got),
        },
      ]
    })
    const status: ReceivingStatus = closure ? 'closed short' : order.stockUpdated === 1 ? 'complete' : 'open'
    return { status, closeReason: closure?.reason ?? null, lines }
  }

  /** The purchase, locked, with its lines, while it still takes deliveries (409 once complete or closed). */
  async function openPurchase(trx: Kysely<Database>, id: number) {
    await repo.lockPurchase(trx, id)
    const found = await orders.withItems(trx, id)
    if (!found) throw new NotFoundError()
    if (orderKind(found.order) !== 'purchasing')
      throw ValidationError.field('purchaseId', PURCHASE_MESSAGES.notAPurchase)
    if (found.order.stockUpdated === 1) throw new ConflictError(PURCHASE_MESSAGES.alreadyReceived)
    return { order: found.order, lines: (await receivingOf(trx, found)).lines }
  }

  function existingWarehouses(lines: readonly { warehouse: number }[]) {
    return inventory.existingWarehouseIds([...new Set(lines.map((line) => line.warehouse))])
  }

  /** A delivery's lines: each product of the order once, into a warehouse that exists, at a price not below cost. */
  function checkLines(
    input: readonly { product: number; warehouse: number; price: number }[],
    lines: readonly { product_id: number; cost: number }[],
    warehouses: ReadonlySet<number>,
  ): Record<string, string[]> {
    const errors: Record<string, string[]> = {}
    const lineOf = new Map(lines.map((line) => [line.product_id, line]))
    const seen = new Set<number>()
    input.forEach((line, index) => {
      const item = lineOf.get(line.product)
      if (!item) errors[`items.${index}.product`] = [PURCHASE_MESSAGES.productNotOnOrder]
      else if (seen.has(line.product)) errors[`items.${index}.product`] = [PURCHASE_MESSAGES.productTwice]
      else if (line.price < item.cost)
        errors[`items.${index}.price`] = [PURCHASE_MESSAGES.priceBelowCost(amountText(item.cost))]
      if (!warehouses.has(line.warehouse)) errors[`items.${index}.warehouse`] = [PURCHASE_MESSAGES.unknownWarehouse]
      seen.add(line.product)
    })
    return errors
  }

  /**
   * A delivery's lines checked (checkLines) and, for serial-tracked products, one valid identifier per unit
   * received, none twice: a 422 naming the line and the unit, before anything is written.
   */
  function checkDelivery<
    L extends { product: number; warehouse: number; price: number; identifiers: readonly string[] },
  >(
    input: readonly L[],
    qtyOf: (line: L) => number,
    lines: readonly { product_id: number; cost: number; name: string; serialTracked: boolean }[],
    warehouses: ReadonlySet<number>,
  ) {
    const errors = checkLines(input, lines, warehouses)
    const lineOf = new Map(lines.map((line) => [line.product_id, line]))
    const serials = checkIdentifiers(
      input.map((line) => ({ product: line.product, qty: qtyOf(line), identifiers: line.identifiers })),
      (id) => lineOf.get(id),
    )
    for (const [field, messages] of Object.entries(serials.errors)) errors[field] ??= messages
    return { errors, identifiers: serials.identifiers }
  }

  /** Puts a delivery on the shelves through the stock service and books it against the purchase's lines. */
  async function putAway(
    trx: Kysely<Database>,
    auth: Auth,
    orderId: number,
    lines: readonly {
      product: number
      warehouse: number
      qty: number
      price: number
      rackNumber: string
      sellFrom: boolean
      /** The serial-tracked units received, normalised: each becomes a device unit. */
      identifiers: readonly string[]
    }[],
  ): Promise<{ units: DeviceAuditSnapshot[]; notes: string[] }> {
    const found = await orders.withItems(trx, orderId)
    const costOf = new Map((found?.items ?? []).map((item) => [item.product_id, item.cost]))
    await stock.receive(
      trx,
      lines.map((line) => ({
        product_id: line.product,
        warehouse_id: line.warehouse,
        qty: line.qty,
        cost: costOf.get(line.product) ?? 0,
        price: line.price,
        rackNumber: line.rackNumber,
      })),
      { order_id: orderId, user_id: auth.user.id },
    )
    const now = nowIso()
    await repo.insertReceipts(
      trx,
      lines.map((line) => ({
        order_id: orderId,
        product_id: line.product,
        warehouse_id: line.warehouse,
        qty: line.qty,
        user_id: auth.user.id,
        created_at: now,
      })),
    )
    // Goods received elsewhere than where the product sells from stay unsellable at the terminal
    // unless the user chose to sell from there (the Stock update page warns and offers it).
    for (const line of lines) {
      if (line.sellFrom) await catalog.sellFromIn(trx, line.product, line.warehouse)
    }
    // Each unit of a serial-tracked product becomes a device unit at the purchase line's unit cost; an
    // identifier a live unit already holds refuses the whole receipt (409, saying where that unit is).
    const units: DeviceAuditSnapshot[] = []
    const unitsOf: { productId: number; unitId: number }[] = []
    for (const line of lines) {
      for (const identifier of line.identifiers) {
        const unit = await devices.received(trx, {
          productId: line.product,
          identity: { imei: identifier },
          warehouseId: line.warehouse,
          cost: costOf.get(line.product) ?? 0,
          document: { type: 'order', id: orderId },
        })
        units.push(unit)
        unitsOf.push({ productId: line.product, unitId: unit.id })
      }
    }
    const notes = await afterReceipt(trx, {
      purchaseId: orderId,
      purchaseKey: found?.order.key ?? String(orderId),
      userId: auth.user.id,
      lines: lines.map((line) => ({ productId: line.product, warehouseId: line.warehouse, qty: line.qty })),
      units: unitsOf,
    })
    return { units, notes }
  }

  return {
    /**
     * Stores the purchase order, its lines and its payment (Live: paid now; Due: pending until the due
     * date) in one transaction. The totals were recomputed and compared by the request schema.
     */
    async create(auth: Auth, input: PurchaseInCents): Promise<number> {
      if (!(await contacts.findSupplier(input.supplier_id)))
        throw ValidationError.field('supplier_id', PURCHASE_MESSAGES.unknownSupplier)
      const errors: Record<string, string[]> = {}
      const seen = new Set<number>()
      input.items.forEach((item, index) => {
        if (seen.has(item.product_id)) errors[`items.${index}.product_id`] = [PURCHASE_MESSAGES.productTwice]
        seen.add(item.product_id)
      })
      const products = new Map((await repo.productsByIds(db, [...seen])).map((product) => [product.id, product]))
      // The purchase form offers only the supplier's products; the API holds to the same rule.
      const supplied = await repo.suppliedBy(db, input.supplier_id, [...seen])
      input.items.forEach((item, index) => {
        const product = products.get(item.product_id)
        const field = `items.${index}.product_id`
        if (!product) errors[field] = [PURCHASE_MESSAGES.unknownProduct]
        else if (!supplied.has(product.id)) errors[field] ??= [PURCHASE_MESSAGES.notSupplied(product.name)]
      })
      if (Object.keys(errors).length > 0) throw new ValidationError(errors)

      return db.transaction().execute(async (trx) => {
        const { id, key, totalAmount } = await insertPurchase(trx, auth.user.id, input, products)
        await recordAudit(trx, {
          entity: 'order',
          entityId: id,
          action: 'purchased',
          after: purchaseAudit(key, input, totalAmount),
        })
        return id
      })
    },

    /**
     * POST /stock (spec 002): puts what is left of every line of a purchase into warehouses at once, at a
     * price not below its cost, in one transaction through the stock service. A purchase never received
     * gets every unit it ordered, as the spec says; one received in part gets the rest. Nothing more is
     * received into it afterwards (stockUpdated, set by a conditional update, so a second receipt, even a
     * simultaneous one, is refused and stock is never counted twice).
     */
    async receive(auth: Auth, input: StockReceiptInCents): Promise<string[]> {
      // Read before the transaction: on SQLite a read outside it would wait for the transaction's connection.
      const warehouses = await existingWarehouses(input.items)
      return db.transaction().execute(async (trx) => {
        const { order, lines } = await openPurchase(trx, input.purchaseId)
        const left = new Map(lines.map((line) => [line.product_id, line.left]))
        const { errors, identifiers } = checkDelivery(
          input.items,
          (line) => left.get(line.product) ?? 0,
          lines,
          warehouses,
        )
        const listed = new Set(input.items.map((line) => line.product))
        const missing = lines.filter((line) => line.left > 0 && !listed.has(line.product_id))
        if (missing.length > 0 && Object.keys(errors).length === 0) {
          errors.items = [PURCHASE_MESSAGES.missingProducts(missing.map((line) => line.name).join(', '))]
        }
        if (Object.keys(errors).length > 0) throw new ValidationError(errors)
        const { units, notes } = await putAway(
          trx,
          auth,
          order.id,
          input.items.flatMap((line, index) => {
            const qty = left.get(line.product) ?? 0
            return qty > 0 ? [{ ...line, qty, identifiers: identifiers[index] ?? [] }] : []
          }),
        )
        if (!(await orders.markStockUpdated(trx, input.purchaseId)))
          throw new ConflictError(PURCHASE_MESSAGES.alreadyReceived)
        await recordAudit(trx, {
          entity: 'stock',
          entityId: input.purchaseId,
          action: 'received',
          after: {
            ...stockReceiptAudit(input, (product) => left.get(product) ?? 0, units),
            ...(notes.length > 0 ? { repairs: notes } : {}),
          },
        })
        return notes
      })
    },

    /**
     * A delivery of part of a purchase (issue 28, item 11): each line sent receives its quantity, up to what
     * is left of it. The purchase stays open until every unit came (then it is complete) or it is closed short.
     */
    async receivePart(auth: Auth, input: PartialReceiptInCents): Promise<string[]> {
      const warehouses = await existingWarehouses(input.items)
      return db.transaction().execute(async (trx) => {
        const { order, lines } = await openPurchase(trx, input.purchaseId)
        const byProduct = new Map(lines.map((line) => [line.product_id, line]))
        const { errors, identifiers } = checkDelivery(input.items, (line) => line.qty, lines, warehouses)
        input.items.forEach((line, index) => {
          const left = byProduct.get(line.product)?.left
          if (left !== undefined && line.qty > left)
            errors[`items.${index}.qty`] ??= [PURCHASE_MESSAGES.moreThanLeft(left)]
        })
        if (Object.keys(errors).length > 0) throw new ValidationError(errors)
        const { units, notes } = await putAway(
          trx,
          auth,
          order.id,
          input.items.map((line, index) => ({ ...line, identifiers: identifiers[index] ?? [] })),
        )
        const complete = lines.every(
          (line) => line.left - (input.items.find((item) => item.product === line.product_id)?.qty ?? 0) === 0,
        )
        if (complete && !(await orders.markStockUpdated(trx, input.purchaseId)))
          throw new ConflictError(PURCHASE_MESSAGES.alreadyReceived)
        await recordAudit(trx, {
          entity: 'stock',
          entityId: input.purchaseId,
          action: complete ? 'received' : 'received part',
          after: {
            ...stockReceiptAudit(
              input,
              (product) => input.items.find((item) => item.product === product)?.qty ?? 0,
              units,
            ),
            ...(notes.length > 0 ? { repairs: notes } : {}),
          },
        })
        return notes
      })
    },

    /** Closes a purchase short: no more deliveries; what did not come stays unreceived, with the reason why. */
    async closeShort(auth: Auth, id: number, reason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { lines } = await openPurchase(trx, id)
        await repo.insertClosure(trx, { order_id: id, reason, user_id: auth.user.id, created_at: nowIso() })
        if (!(await orders.markStockUpdated(trx, id))) throw new ConflictError(PURCHASE_MESSAGES.closed)
        await recordAudit(trx, {
          entity: 'order',
          entityId: id,
          action: 'closed short',
          after: {
            reason,
            short: lines.filter((line) => line.left > 0).map((line) => ({ product: line.name, qty: line.left })),
          },
        })
      })
    },

    /** GET /purchase-receiving/:id: each line ordered, received and left, and the purchase's state. */
    async receiving(id: number) {
      const found = await orders.withItems(db, id)
      if (!found || orderKind(found.order) !== 'purchasing') throw new NotFoundError()
      return receivingOf(db, found)
    },

    /**
     * Where each product of a purchase sells from, and its selling prices now (its own and per warehouse
     * row), so the Stock update page can warn before receiving and prefill the price.
     */
    async stockProducts(purchaseId: number) {
      const found = await orders.withItems(db, purchaseId)
      if (!found) throw new NotFoundError()
      if (orderKind(found.order) !== 'purchasing') throw new NotFoundError()
      const ids = found.items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]))
      const rows = await inventory.stockPrices(ids)
      return (await repo.saleWarehouses(db, ids)).map((row) => ({
        ...row,
        saleWarehouse: row.saleWarehouse ?? '',
        stockPrices: rows.filter((stock) => stock.product_id === row.product_id),
      }))
    },

    async supplierProducts(supplierId: number, search = '') {
      if (!(await contacts.findSupplier(supplierId))) throw new NotFoundError()
      const rows = await repo.supplierProducts(db, dialect, supplierId, search, SUPPLIER_PRODUCTS_LIMIT)
      return rows.map((row) => ({ ...row, onHand: Number(row.onHand) }))
    },

    productSuppliers(productId: number) {
      return catalog.suppliersOfProduct(productId)
    },

    /** Adds what a receipt also sets off (a repair's ordered parts reserved), in the receipt's transaction. */
    onReceived(hook: ReceiptHook): void {
      receiptHooks.push(hook)
    },

    /**
     * A purchase order of one product for a repair (issue 30, item 4), in the repair's transaction: from the
     * supplier first linked to the product, at its cost, to be paid later (Due), referenced by the repair. The caller
     * audits it with the repair's change. Null when the product has no supplier to order it from.
     */
    async orderForRepair(
      trx: Kysely<Database>,
      order: { userId: number | null; productId: number; qty: number; reference: string; note: string },
    ): Promise<{ id: number; key: string; supplierId: number } | null> {
      const supplier = await repo.firstSupplierOf(trx, order.productId)
      const products = new Map((await repo.productsByIds(trx, [order.productId])).map((row) => [row.id, row]))
      const product = products.get(order.productId)
      if (supplier === null || !product) return null
      const input: PurchaseInCents = {
        reference: order.reference,
        method: false,
        dueDate: null,
        taxRate: 0,
        discountRate: 0,
        shippingAmount: 0,
        supplier_id: supplier,
        note: order.note,
        items: [{ product_id: product.id, qty: order.qty, cost: Number(product.cost) }],
      }
      const { id, key } = await insertPurchase(trx, order.userId, input, products)
      return { id, key, supplierId: supplier }
    },
  }
}

/** What a delivery put on the shelf, as the receipt hooks read it. */
export interface Receipt {
  purchaseId: number
  /** The purchase's number, as the screens show it. */
  purchaseKey: string
  userId: number
  lines: { productId: number; warehouseId: number; qty: number }[]
  /** The serial-tracked units the delivery made, by product. */
  units: { productId: number; unitId: number }[]
}

/** Something a receipt sets off in its transaction; answers notes for the receipt's answer. */
export type ReceiptHook = (trx: Kysely<Database>, receipt: Receipt) => Promise<string[]>

export type PurchasingService = ReturnType<typeof createPurchasingService>
