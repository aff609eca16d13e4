import type { Kysely } from 'kysely'
import { DEFAULT_GATEWAY } from '@counterpart/domain/constants'
import { amountText } from '@counterpart/domain/money'
import { purchaseLineSubTotal, purchaseTotals } from '@counterpart/domain/pricing/purchase'
import { orderKind } from '@counterpart/domain/schemas/orders'
import { PURCHASE_MESSAGES } from '@counterpart/domain/schemas/purchasing'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { CatalogService } from '../catalog/service.ts'
import type { ContactsService } from '../contacts/service.ts'
import type { InventoryService } from '../inventory/service.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { OrdersService } from '../orders/service.ts'
import type { PaymentsService } from '../payments/service.ts'
import * as repo from './repository.ts'
import { purchaseAudit, stockReceiptAudit, type PurchaseInCents, type StockReceiptInCents } from './wire.ts'

interface PurchasingDeps {
  db: Kysely<Database>
  orders: OrdersService
  payments: PaymentsService
  stock: StockService
  inventory: InventoryService
  contacts: ContactsService
  catalog: CatalogService
}

/** Purchases from suppliers and their receipt into warehouses. Each is one transaction. */
export function createPurchasingService({ db, orders, payments, stock, inventory, contacts, catalog }: PurchasingDeps) {
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

      const totals = purchaseTotals(input)
      return db.transaction().execute(async (trx) => {
        const { id, key } = await orders.create(
          trx,
          {
            reference: input.reference,
            user_id: auth.user.id,
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
              user_id: auth.user.id,
            },
          )
        }
        await recordAudit(trx, {
          entity: 'order',
          entityId: id,
          action: 'purchased',
          after: purchaseAudit(key, input, totals.totalAmount),
        })
        return id
      })
    },

    /**
     * Puts a purchase's goods into warehouses: every product of the order once, at a price not below
     * its cost, in one transaction through the stock service. stockUpdated is set with a conditional
     * update first, so a second receipt (even a simultaneous one) is refused and stock is never counted twice.
     */
    async receive(auth: Auth, input: StockReceiptInCents): Promise<void> {
      const warehouses = await inventory.existingWarehouseIds([...new Set(input.items.map((line) => line.warehouse))])
      await db.transaction().execute(async (trx) => {
        const found = await orders.withItems(trx, input.purchaseId)
        if (!found) throw new NotFoundError()
        if (orderKind(found.order) !== 'purchasing')
          throw ValidationError.field('purchaseId', PURCHASE_MESSAGES.notAPurchase)
        if (found.order.stockUpdated === 1) throw new ConflictError(PURCHASE_MESSAGES.alreadyReceived)
        const lineOf = new Map(
          found.items.filter((item) => item.product_id !== null).map((item) => [item.product_id as number, item]),
        )
        const errors: Record<string, string[]> = {}
        const received = new Set<number>()
        input.items.forEach((line, index) => {
          const item = lineOf.get(line.product)
          if (!item) errors[`items.${index}.product`] = [PURCHASE_MESSAGES.productNotOnOrder]
          else if (received.has(line.product)) errors[`items.${index}.product`] = [PURCHASE_MESSAGES.productTwice]
          else if (line.price < item.cost)
            errors[`items.${index}.price`] = [PURCHASE_MESSAGES.priceBelowCost(amountText(item.cost))]
          if (!warehouses.has(line.warehouse)) errors[`items.${index}.warehouse`] = [PURCHASE_MESSAGES.unknownWarehouse]
          received.add(line.product)
        })
        const missing = [...lineOf.values()].filter((item) => !received.has(item.product_id as number))
        if (missing.length > 0 && Object.keys(errors).length === 0) {
          errors.items = [PURCHASE_MESSAGES.missingProducts(missing.map((item) => item.name).join(', '))]
        }
        if (Object.keys(errors).length > 0) throw new ValidationError(errors)
        if (!(await orders.markStockUpdated(trx, input.purchaseId)))
          throw new ConflictError(PURCHASE_MESSAGES.alreadyReceived)
        await stock.receive(
          trx,
          input.items.map((line) => {
            const item = lineOf.get(line.product)!
            return {
              product_id: line.product,
              warehouse_id: line.warehouse,
              qty: item.qty,
              cost: item.cost,
              price: line.price,
              rackNumber: line.rackNumber,
            }
          }),
          { order_id: input.purchaseId, user_id: auth.user.id },
        )
        // Goods received elsewhere than where the product sells from stay unsellable at the terminal
        // unless the user chose to sell from there (the Stock update page warns and offers it).
        for (const line of input.items) {
          if (line.sellFrom) await catalog.sellFromIn(trx, line.product, line.warehouse)
        }
        await recordAudit(trx, {
          entity: 'stock',
          entityId: input.purchaseId,
          action: 'received',
          after: stockReceiptAudit(input, (product) => lineOf.get(product)!.qty),
        })
      })
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

    async supplierProducts(supplierId: number) {
      if (!(await contacts.findSupplier(supplierId))) throw new NotFoundError()
      return contacts.suppliedProducts(supplierId)
    },

    productSuppliers(productId: number) {
      return catalog.suppliersOfProduct(productId)
    },
  }
}

export type PurchasingService = ReturnType<typeof createPurchasingService>
