import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { amountText as money, fromCents, toCents } from '@counterpart/domain/money'
import { dueAfterPayment, lineSubTotal, linesCost, refundTotals, saleTotals } from '@counterpart/domain/pricing/pos'
import { variantDisplayName, variantSalePrice } from '@counterpart/domain/pricing/catalog'
import { contactName } from '@counterpart/domain/schemas/contacts'
import {
  POS_MESSAGES,
  REFUND_LABELS,
  SALE_ITEM_LABELS,
  PRODUCT_SEARCH_LIMIT,
  totalsMismatches,
  type ConfirmSaleResponse,
  type PosCategory,
  type PosCustomProduct,
  type PosProduct,
  type ProductSearchItem,
  type SaleCreatedResponse,
  type SalePayload,
  type SaleReturnPayload,
} from '@counterpart/domain/schemas/pos'
import type { AppConfig } from '../../config.ts'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { documentFormats } from '../../platform/document-formats.ts'
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import type { Auth } from '../../platform/sessions.ts'
import { VENDOR_CREDIT, vendorCreditShown } from '../../platform/owner-licence.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import type { UploadStore } from '../../platform/uploads.ts'
import type { BuybackService } from '../buyback/service.ts'
import type { ContactsService } from '../contacts/service.ts'
import type { StockMove, StockService } from '../inventory/stock-service.ts'
import type { NewOrderItem, OrdersService } from '../orders/service.ts'
import type { PaymentsService } from '../payments/service.ts'
import type { SettingsService } from '../settings/service.ts'
import { buildSaleInvoice, type InvoiceOrder } from './invoice-pdf.ts'
import * as repo from './repository.ts'

type Db = Kysely<Database>

export interface PosDeps {
  db: Db
  dialect: DialectName
  config: Pick<AppConfig, 'licenseSecret' | 'smtpFallback'>
  settings: SettingsService
  uploads: UploadStore
  stock: StockService
  orders: OrdersService
  payments: PaymentsService
  buyback: BuybackService
  contacts: ContactsService
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/** A stable text of a JSON body (keys sorted), so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex')
}

function toPosProduct(row: repo.PosProductRow, variants: { variant: string; price: number }[]): PosProduct {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    qty: Number(row.qty),
    price: fromCents(Number(row.price)),
    sku: row.sku,
    barcode: row.barcode,
    type: row.type,
    imei: row.imei,
    sNumber: row.sNumber,
    unitOfMeasure: row.unitOfMeasure,
    discounted: row.discounted,
    category_id: row.category_id,
    category: row.category ?? '',
    variants: variants.map((variant) => ({ variant: variant.variant, price: fromCents(variant.price) })),
  }
}

function groupVariants(rows: { product_id: number; variant: string; price: number }[]) {
  const byProduct = new Map<number, { variant: string; price: number }[]>()
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? []
    list.push({ variant: row.variant, price: Number(row.price) })
    byProduct.set(row.product_id, list)
  }
  return byProduct
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * The sales terminal: what it shows (products, categories, custom products, searches), the sale and the
 * refund (each one transaction: order, lines, stock through the stock service, payment), and the sold
 * view's actions (invoice PDF and mail, shipping, removal from Transactions).
 */
export function createPosService(deps: PosDeps) {
  const { db, dialect, settings, stock, orders, payments, buyback, contacts } = deps

  /** Tiles and search answers: the products with their variants and what they hold in other warehouses. */
  async function withVariants(rows: repo.PosProductRow[]): Promise<PosProduct[]> {
    const ids = [...new Set(rows.map((row) => row.id))]
    const variants = groupVariants(await repo.variantsOf(db, ids))
    const elsewhere = new Map<number, number>()
    for (const stock of await repo.stockOnHand(db, ids)) {
      const row = rows.find((candidate) => candidate.id === stock.product_id)
      if (!row || row.warehouseSaleFrom === stock.warehouse_id) continue
      elsewhere.set(stock.product_id, (elsewhere.get(stock.product_id) ?? 0) + Number(stock.quantity))
    }
    return rows.map((row) => ({
      ...toPosProduct(row, variants.get(row.id) ?? []),
      stockElsewhere: elsewhere.get(row.id) ?? 0,
    }))
  }

  async function vendorCredit(): Promise<boolean> {
    const { general } = await settings.get()
    return vendorCreditShown(general, deps.config.licenseSecret)
  }

  async function logoBuffer(url: string): Promise<Buffer | null> {
    if (!url.startsWith('/uploads/')) return null
    const file = path.resolve(deps.uploads.publicRoot, url.slice('/uploads/'.length))
    if (!file.startsWith(deps.uploads.publicRoot + path.sep)) return null
    return fs.readFile(file).catch(() => null)
  }

  /** The sale lines, checked against the catalogue read in the sale's transaction. Throws a 422 naming the field. */
  async function priceLines(trx: Db, sale: SalePayload) {
    const catalogueIds = [...new Set(sale.items.filter((item) => !item.custom).map((item) => item.id))]
    const customIds = [...new Set(sale.items.filter((item) => item.custom).map((item) => item.id))]
    const [products, variantRows, customs] = await Promise.all([
      catalogueIds.length ? repo.productsForSale(trx, catalogueIds) : Promise.resolve([]),
      repo.variantsOf(trx, catalogueIds),
      repo.findCustomProducts(trx, customIds),
    ])
    const productById = new Map(products.map((row) => [row.id, row]))
    const variants = groupVariants(variantRows)
    const customById = new Map(customs.map((row) => [row.id, row]))
    const errors: Record<string, string[]> = {}
    const fail = (field: string, message: string) => {
      ;(errors[field] ??= []).push(message)
    }
    const lines: (NewOrderItem & { type: string })[] = []
    const customCount = new Map<number, number>()

    sale.items.forEach((item, index) => {
      const at = (field: string) => `items.${index}.${field}`
      let price: number
      let line: NewOrderItem & { type: string }
      if (item.custom) {
        const custom = customById.get(item.id)
        if (!custom) return fail(at('id'), POS_MESSAGES.unknownProduct)
        customCount.set(item.id, (customCount.get(item.id) ?? 0) + item.qty)
        if ((customCount.get(item.id) ?? 0) > 1) return fail(at('qty'), POS_MESSAGES.customOnlyOnce)
        if (custom.isSold === 1) return fail(at('id'), POS_MESSAGES.notForSale(custom.model))
        price = Number(custom.price)
        line = {
          product_id: null,
          custom_product_id: custom.id,
          name: custom.model,
          barcode: custom.barcode,
          imei: custom.imei,
          qty: item.qty,
          price,
          cost: Number(custom.cost),
          discount: item.discount,
          subTotal: 0,
          type: 'Custom',
          data: JSON.stringify({
            custom: true,
            name: custom.model,
            price: fromCents(price),
            discounted: 0,
            unitOfMeasure: '',
          }),
        }
        if (item.discount > 0) fail(at('discount'), POS_MESSAGES.discountNotAllowed)
      } else {
        const product = productById.get(item.id)
        if (!product) return fail(at('id'), POS_MESSAGES.unknownProduct)
        if (product.state !== 1) return fail(at('id'), POS_MESSAGES.notForSale(product.name))
        const productVariants = variants.get(product.id) ?? []
        // Spec 001 §4: the first variant is sold; a named one is honoured if the product has it.
        const variant = item.variant
          ? productVariants.find((candidate) => candidate.variant === item.variant)
          : productVariants[0]
        if (item.variant && !variant) return fail(at('variant'), `The selected variant is invalid.`)
        price = variant ? variantSalePrice(Number(product.price), variant.price) : Number(product.price)
        if (item.discount > 0 && product.discounted !== 1) fail(at('discount'), POS_MESSAGES.discountNotAllowed)
        line = {
          product_id: product.id,
          name: variant ? variantDisplayName(product.name, variant.variant) : product.name,
          sku: product.sku,
          barcode: product.barcode,
          imei: item.imei || product.imei,
          sNumber: item.sNumber || product.sNumber,
          variant: variant?.variant ?? '',
          qty: item.qty,
          price,
          cost: Number(product.cost),
          discount: item.discount,
          subTotal: 0,
          warehouse_id: product.stock_id === null ? null : product.warehouseSaleFrom,
          type: product.type,
          data: JSON.stringify({
            name: product.name,
            price: fromCents(price),
            discounted: product.discounted,
            unitOfMeasure: product.unitOfMeasure,
            type: product.type,
          }),
        }
      }
      if (toCents(item.price) !== price) fail(at('price'), POS_MESSAGES.priceChanged(line.name, money(price)))
      const subTotal = lineSubTotal({ price, qty: item.qty, discount: item.discount })
      if (toCents(item.subTotal) !== subTotal)
        fail(at('subTotal'), POS_MESSAGES.mismatch(SALE_ITEM_LABELS.subTotal, money(subTotal)))
      lines.push({ ...line, subTotal })
    })
    if (Object.keys(errors).length) throw new ValidationError(errors)
    return lines
  }

  async function writeSale(
    trx: Db,
    auth: Auth,
    sale: SalePayload,
    pos: Awaited<ReturnType<SettingsService['get']>>['pos'],
  ) {
    const lines = await priceLines(trx, sale)
    if (pos.stopDiscount && sale.discountRate > 0)
      throw ValidationError.field('discountRate', POS_MESSAGES.discountNotAllowed)
    const totals = saleTotals({
      items: lines.map((line) => ({ price: Number(line.price), qty: line.qty ?? 0, discount: line.discount ?? 0 })),
      shippingAmount: toCents(sale.shippingAmount),
      taxRate: sale.taxRate,
      discountRate: sale.discountRate,
      isTaxIncluded: pos.isTaxIncluded,
      stopDiscount: pos.stopDiscount,
    })
    const mismatches = totalsMismatches(sale, totals, toCents)
    if (Object.keys(mismatches).length) throw new ValidationError(mismatches)
    const entered = toCents(sale.enterAmount)
    if (sale.method && entered > 0 && entered < totals.totalAmount) {
      throw ValidationError.field('enterAmount', POS_MESSAGES.enteredTooLittle(money(totals.totalAmount)))
    }
    const cost = linesCost(lines.map((line) => ({ cost: Number(line.cost ?? 0), qty: line.qty ?? 0 })))
    const dueDate = sale.method ? null : (sale.dueDate ?? nowIso().slice(0, 10))
    const order = await orders.create(
      trx,
      {
        user_id: auth.user.id,
        customer_id: sale.customer_id,
        salling: 1,
        totalItems: totals.totalItems,
        subTotal: totals.subTotal,
        discountRate: pos.stopDiscount ? 0 : sale.discountRate,
        discountedAmount: totals.discountedAmount,
        taxRate: sale.taxRate,
        taxAmount: totals.taxAmount,
        taxIncluded: pos.isTaxIncluded ? 1 : 0,
        shippingAmount: totals.shippingAmount,
        totalAmount: totals.totalAmount,
        cost,
        profit: totals.totalAmount - totals.taxAmount - totals.shippingAmount - cost,
        method: sale.method ? 1 : 0,
        dueDate,
        noteTitle: sale.noteTitle,
        saleNote: sale.saleNote,
        printNote: sale.printNote,
        shippingRecipient: sale.shippingRecipient,
        shippingInfo: sale.shippingInfo,
        // Kept for the receipt's Tendered and Change rows, printed again at any time later.
        enterAmount: entered,
      },
      lines.map(({ type: _type, ...line }) => line),
    )
    // Goods leave the shelf: the product's warehouseSaleFrom stock if it has one, else its basic qty.
    // Services hold no stock; items bought from customers are marked sold instead.
    const moves: StockMove[] = lines
      .filter((line) => line.product_id != null && line.type !== 'Service')
      .map((line) => ({
        product_id: line.product_id as number,
        warehouse_id: line.warehouse_id ?? null,
        delta: -(line.qty ?? 0),
        reason: 'sale',
        order_id: order.id,
        user_id: auth.user.id,
      }))
    // Rows are always locked in the same order (product, then warehouse), so two tills selling the same
    // products in a different cart order cannot deadlock on PostgreSQL.
    moves.sort((a, b) => a.product_id - b.product_id || (a.warehouse_id ?? 0) - (b.warehouse_id ?? 0))
    // overSelling ('Disable Item (at zero qty)') forbids selling what is not there: 409, nothing written.
    await stock.move(trx, moves, { allowNegative: !pos.overSelling })
    for (const line of lines) if (line.custom_product_id) await buyback.markSold(trx, line.custom_product_id)

    const kind = { id: order.id, kind: 'salling' as const }
    const base = { gateway: sale.gateway, note: sale.note, user_id: auth.user.id }
    if (sale.method) {
      if (totals.totalAmount > 0)
        await payments.record(trx, kind, { ...base, paid: true, live: true, amount: totals.totalAmount })
    } else {
      // On credit: what was handed over now is paid, the rest is pending until the due date.
      const due = dueAfterPayment(entered, totals.totalAmount)
      const paidNow = totals.totalAmount - due
      if (paidNow > 0) await payments.record(trx, kind, { ...base, paid: true, live: true, amount: paidNow })
      if (due > 0) await payments.record(trx, kind, { ...base, paid: false, live: false, amount: due, dueDate })
    }
    return order
  }

  function replay(stored: { request_hash: string; response: string }, hash: string): SaleCreatedResponse {
    if (stored.request_hash !== hash)
      throw new ValidationError({ 'Idempotency-Key': [POS_MESSAGES.idempotencyReused] }, POS_MESSAGES.idempotencyReused)
    if (!stored.response) throw new ConflictError('This sale is still being processed. Please wait a moment.')
    return JSON.parse(stored.response) as SaleCreatedResponse
  }

  async function invoiceOrder(id: number): Promise<InvoiceOrder> {
    const found = await orders.withItems(db, id)
    if (!found) throw new NotFoundError()
    const { order, items } = found
    if (order.salling !== 1 && order.refunding !== 1) throw new NotFoundError()
    const [customer, paid, parent] = await Promise.all([
      order.customer_id === null ? undefined : contacts.findCustomer(order.customer_id),
      payments.ofOrder(order.id),
      order.parent_id === null ? undefined : repo.findSaleHeader(db, dialect, order.parent_id),
    ])
    return {
      key: order.key,
      refunding: order.refunding === 1,
      created_at: order.created_at,
      by: order.by ?? '',
      parentKey: parent?.key ?? null,
      customer: customer
        ? { name: contactName(customer), phone: customer.phone, email: customer.email, address: customer.address }
        : null,
      items: items.map((item) => ({
        name: item.name,
        sku: item.sku,
        qty: item.qty,
        price: item.price,
        discount: item.discount,
        subTotal: item.subTotal,
      })),
      totalItems: order.totalItems,
      subTotal: order.subTotal,
      shippingAmount: order.shippingAmount,
      taxRate: order.taxRate,
      taxAmount: order.taxAmount,
      discountRate: order.discountRate,
      discountedAmount: order.discountedAmount,
      totalAmount: order.totalAmount,
      tendered: order.salling === 1 && order.method === 1 && order.enterAmount > 0 ? order.enterAmount : null,
      paid: paid.due <= 0,
      due: paid.due,
      dueDate: order.dueDate,
      shippingRecipient: order.shippingRecipient,
      shippingInfo: order.shippingInfo,
      printNote: order.printNote,
    }
  }

  return {
    async products(categoryId: number | undefined): Promise<PosProduct[]> {
      const { pos } = await settings.get()
      let categoryIds: number[] | null = null
      if (categoryId !== undefined) {
        // The category and everything under it (sub-categories, and theirs).
        const all = await repo.categoryParents(db)
        categoryIds = [categoryId]
        for (let index = 0; index < categoryIds.length; index += 1) {
          const parent = categoryIds[index]
          for (const row of all) if (row.parent_id === parent && !categoryIds.includes(row.id)) categoryIds.push(row.id)
        }
      }
      return withVariants(await repo.posProducts(db, { categoryIds, limit: pos.posProductsLimit }))
    },

    async categories(): Promise<PosCategory[]> {
      const { categories, counts } = await repo.categoriesWithCounts(db)
      const children = new Map<number, PosCategory['children']>()
      for (const category of categories) {
        if (category.parent_id === null) continue
        const list = children.get(category.parent_id) ?? []
        list.push({
          id: category.id,
          name: category.name,
          image: category.image,
          products: counts.get(category.id) ?? 0,
        })
        children.set(category.parent_id, list)
      }
      return categories
        .filter((category) => category.parent_id === null)
        .map((category) => ({
          id: category.id,
          name: category.name,
          image: category.image,
          products: counts.get(category.id) ?? 0,
          children: children.get(category.id) ?? [],
        }))
    },

    async customProducts(): Promise<PosCustomProduct[]> {
      const rows = await buyback.listForPos()
      return rows.map((row) => ({
        id: row.id,
        custom: true,
        name: row.model,
        model: row.model,
        image: row.image,
        price: fromCents(Number(row.price)),
        barcode: row.barcode,
        imei: row.imei,
        qty: 1,
      }))
    },

    /** Name, SKU or barcode; an exact barcode of an unsold item bought from a customer is found too. */
    async search(key: string): Promise<{ items: ProductSearchItem[]; custom: PosCustomProduct[] }> {
      const rows = await repo.searchProducts(db, dialect, key, PRODUCT_SEARCH_LIMIT)
      const products = await withVariants(rows)
      const items = products.map((product, index) => ({ ...product, created_at: rows[index]?.created_at ?? '' }))
      const custom = items.length
        ? []
        : (await repo.findUnsoldCustomByBarcode(db, key)).map((row) => ({
            id: row.id,
            custom: true as const,
            name: row.model,
            model: row.model,
            image: row.image,
            price: fromCents(Number(row.price)),
            barcode: row.barcode,
            imei: row.imei,
            qty: 1 as const,
          }))
      return { items, custom }
    },

    /**
     * POST /sale. One transaction writes the order and its lines, moves the stock through the stock
     * service and records the payment; the Idempotency-Key is claimed in the same transaction, so a
     * retried checkout gets the first answer and is never sold twice.
     */
    async sale(
      auth: Auth,
      sale: SalePayload,
      rawBody: unknown,
      idempotencyKey: string | null,
    ): Promise<SaleCreatedResponse> {
      const hash = requestHash(rawBody)
      if (idempotencyKey) {
        const stored = await repo.findIdempotencyKey(db, auth.user.id, idempotencyKey)
        if (stored) return replay(stored, hash)
      }
      if (sale.customer_id !== null && !(await contacts.customerExists(sale.customer_id))) {
        throw ValidationError.field('customer_id', POS_MESSAGES.unknownCustomer)
      }
      const { pos } = await settings.get()
      try {
        const answer = await db.transaction().execute(async (trx) => {
          const order = await writeSale(trx, auth, sale, pos)
          const response: SaleCreatedResponse = { message: POS_MESSAGES.saleSaved, id: order.id, key: order.key }
          // Stored with the sale, in its transaction: the same key sent twice at once writes one sale, as
          // the second one fails here on the unique index and its whole transaction is undone.
          if (idempotencyKey) {
            await repo.storeIdempotencyKey(trx, {
              user_id: auth.user.id,
              key: idempotencyKey,
              request_hash: hash,
              response: JSON.stringify(response),
              created_at: nowIso(),
            })
          }
          return response
        })
        // Now and then, forget keys no retry will use again.
        if (idempotencyKey && answer.id % 100 === 0) await repo.purgeIdempotencyKeys(db, isoInMs(-IDEMPOTENCY_TTL_MS))
        return answer
      } catch (error) {
        // The same key sent twice at once: the second hit the unique index once the first had committed.
        if (idempotencyKey && isUniqueViolation(error)) {
          const stored = await repo.findIdempotencyKey(db, auth.user.id, idempotencyKey)
          if (stored) return replay(stored, hash)
        }
        throw error
      }
    },

    /** POST /confirm-sale: the sale a refund returns, with what may still come back of each line. */
    async confirmSale(trx: string): Promise<ConfirmSaleResponse> {
      const sale = await repo.findSaleByKey(db, trx.trim())
      if (!sale || sale.salling !== 1 || sale.deleted_at) {
        throw new AppError(404, POS_MESSAGES.saleNotFound, { trx: [POS_MESSAGES.saleNotFound] })
      }
      const [items, refunded, customer] = await Promise.all([
        repo.saleItemsWithReturned(db, sale.id),
        repo.refundedTotal(db, sale.id),
        sale.customer_id === null ? undefined : contacts.findCustomer(sale.customer_id),
      ])
      return {
        info: {
          id: sale.id,
          key: sale.key,
          created_at: sale.created_at,
          customer_id: sale.customer_id,
          taxRate: sale.taxRate,
          discountRate: sale.discountRate,
          taxIncluded: sale.taxIncluded === 1,
          totalAmount: fromCents(sale.totalAmount),
          refundableTotal: fromCents(Math.max(0, sale.totalAmount - refunded)),
          items: items.map((item) => {
            const returned = Number(item.returned)
            return {
              id: item.id,
              product_id: item.product_id,
              name: item.name,
              sku: item.sku,
              qty: item.qty,
              returned,
              returnable: Math.max(0, item.qty - returned),
              price: fromCents(item.price),
              discount: item.discount,
              subTotal: fromCents(item.subTotal),
              imei: item.imei,
              sNumber: item.sNumber,
              variant: item.variant,
              data: parseJson(item.data),
            }
          }),
        },
        customer: customer
          ? {
              id: customer.id,
              firstName: customer.firstName,
              lastName: customer.lastName,
              phone: customer.phone,
              email: customer.email,
            }
          : null,
      }
    },

    /**
     * POST /sale-return: a refund order pointing at its sale, the stock back through the stock service,
     * the money paid back (a debit payment). The sale row is locked first, so two refunds of one sale
     * are checked one after the other and together never return more than was sold.
     */
    async saleReturn(auth: Auth, input: SaleReturnPayload): Promise<SaleCreatedResponse> {
      const order = await db.transaction().execute(async (trx) => {
        const sale = await repo.findSaleHeader(trx, dialect, input.parent_id, true)
        if (!sale || sale.salling !== 1 || sale.deleted_at)
          throw ValidationError.field('parent_id', POS_MESSAGES.saleNotFound)
        const soldItems = await repo.saleItemsWithReturned(trx, sale.id)
        const byId = new Map(soldItems.map((item) => [item.id, item]))
        const wanted = new Map<number, number>()
        const errors: Record<string, string[]> = {}
        input.items.forEach((item, index) => {
          const sold = byId.get(item.id)
          if (!sold) {
            errors[`items.${index}.id`] = [POS_MESSAGES.notOnSale]
            return
          }
          const total = (wanted.get(item.id) ?? 0) + item.qty
          wanted.set(item.id, total)
          const returnable = Math.max(0, sold.qty - Number(sold.returned))
          if (total > returnable) errors[`items.${index}.qty`] = [POS_MESSAGES.qtyOverSold(returnable)]
        })
        if (Object.keys(errors).length) throw new ValidationError(errors)

        const lines = [...wanted].map(([id, qty]) => ({ sold: byId.get(id) as (typeof soldItems)[number], qty }))
        const refundable = sale.totalAmount - (await repo.refundedTotal(trx, sale.id))
        const totals = refundTotals({
          items: lines.map(({ sold, qty }) => ({ price: sold.price, qty, discount: sold.discount })),
          taxRate: sale.taxRate,
          discountRate: sale.discountRate,
          taxIncluded: sale.taxIncluded === 1,
          refundableTotal: Math.max(0, refundable),
        })
        const mismatches = totalsMismatches(
          {
            subTotal: input.subTotal,
            taxAmount: input.taxAmount,
            discountedAmount: input.discountedAmount ?? input.discountAmount,
            totalAmount: input.totalAmount,
            totalItems: input.totalItems,
          },
          totals,
          toCents,
          REFUND_LABELS,
        )
        if (input.discountedAmount === undefined && mismatches.discountedAmount) {
          mismatches.discountAmount = mismatches.discountedAmount
          delete mismatches.discountedAmount
        }
        if (Object.keys(mismatches).length) throw new ValidationError(mismatches)

        const cost = linesCost(lines.map(({ sold, qty }) => ({ cost: sold.cost, qty })))
        const refund = await orders.create(
          trx,
          {
            user_id: auth.user.id,
            customer_id: sale.customer_id,
            parent_id: sale.id,
            refunding: 1,
            totalItems: totals.totalItems,
            subTotal: totals.subTotal,
            discountRate: sale.discountRate,
            discountedAmount: totals.discountedAmount,
            taxRate: sale.taxRate,
            taxAmount: totals.taxAmount,
            taxIncluded: sale.taxIncluded,
            shippingAmount: 0,
            totalAmount: totals.totalAmount,
            cost,
            // The profit the sale made on these lines, taken back.
            profit: totals.totalAmount - totals.taxAmount - cost,
            method: 1,
            dueDate: null,
            saleNote: input.note,
          },
          lines.map(({ sold, qty }) => ({
            product_id: sold.product_id,
            custom_product_id: sold.custom_product_id,
            parent_item_id: sold.id,
            name: sold.name,
            sku: sold.sku,
            barcode: sold.barcode,
            qty,
            price: sold.price,
            cost: sold.cost,
            discount: sold.discount,
            subTotal: lineSubTotal({ price: sold.price, qty, discount: sold.discount }),
            imei: sold.imei,
            sNumber: sold.sNumber,
            variant: sold.variant,
            warehouse_id: sold.warehouse_id,
            data: sold.data,
          })),
        )
        // The goods go back where they were sold from; services and items bought from customers held no stock.
        const moves: StockMove[] = lines
          .filter(({ sold }) => sold.product_id !== null && parseJson(sold.data).type !== 'Service')
          .map(({ sold, qty }) => ({
            product_id: sold.product_id as number,
            warehouse_id: sold.warehouse_id,
            delta: qty,
            reason: 'refund',
            order_id: refund.id,
            user_id: auth.user.id,
          }))
        moves.sort((a, b) => a.product_id - b.product_id || (a.warehouse_id ?? 0) - (b.warehouse_id ?? 0))
        await stock.move(trx, moves, { allowNegative: true })
        // An item bought from a customer that comes back is for sale again.
        for (const { sold } of lines) if (sold.custom_product_id) await buyback.markNotSold(trx, sold.custom_product_id)
        // What the customer still owed on the sale is cancelled first; only money they paid above the
        // sale's new total is paid out (docs/decisions.md, Refunds of sales on credit).
        const settlement = await payments.settleRefund(trx, {
          saleId: sale.id,
          refundId: refund.id,
          amount: totals.totalAmount,
          gateway: input.gateway,
          note: input.note,
          user_id: auth.user.id,
        })
        if (settlement.cancelled > 0) await repo.setCancelledDue(trx, refund.id, settlement.cancelled)
        return refund
      })
      return { message: POS_MESSAGES.refundSaved, id: order.id, key: order.key }
    },

    async invoicePdf(id: number): Promise<Buffer> {
      const [order, current, credit] = await Promise.all([invoiceOrder(id), settings.get(), vendorCredit()])
      return buildSaleInvoice(order, current, {
        logo: await logoBuffer(current.logoBill || current.logo),
        vendorCredit: credit,
        formats: documentFormats(current.general, settings.shopTimezone(current.general)),
      })
    },

    /** POST /email-sale-invoice/{id}: a real mail with the invoice PDF attached. */
    async emailInvoice(id: number, emailTo: string): Promise<void> {
      const [order, current, credit] = await Promise.all([invoiceOrder(id), settings.get(), vendorCredit()])
      const pdf = await buildSaleInvoice(order, current, {
        logo: await logoBuffer(current.logoBill || current.logo),
        vendorCredit: credit,
        formats: documentFormats(current.general, settings.shopTimezone(current.general)),
      })
      const what = order.refunding ? 'refund' : 'invoice'
      try {
        await sendMail(
          {
            to: emailTo,
            subject: `${current.general.site_name}: ${what} ${order.key}`,
            text: `Hello,\n\nPlease find attached the ${what} for transaction ${order.key}.\n\n${current.general.site_name}`,
            attachments: [{ filename: `invoice-${order.key}.pdf`, content: pdf, contentType: 'application/pdf' }],
          },
          current.mail,
          deps.config as AppConfig,
        )
      } catch (error) {
        // The cashier sees why (the mail server's answer), so the shop owner can fix the mail settings.
        const reason = error instanceof Error ? error.message : String(error)
        throw new AppError(502, `${POS_MESSAGES.noEmailServer} (${reason})`)
      }
    },

    async markShipped(id: number): Promise<void> {
      const sale = await repo.findSaleHeader(db, dialect, id)
      if (!sale || sale.deleted_at) throw new NotFoundError()
      if (sale.salling !== 1) throw new ConflictError(POS_MESSAGES.notASale)
      if (!(await repo.markShipped(db, id, nowIso()))) throw new ConflictError(POS_MESSAGES.alreadyShipped)
    },

    /**
     * DELETE /order/{id}: a sale or refund leaves Transactions (soft delete). What it sold or returned is
     * not reversed (spec 002 §2.6); a sale with refunds stays until they are removed.
     */
    async removeOrder(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await repo.findSaleHeader(trx, dialect, id, true)
        if (!order || order.deleted_at) throw new NotFoundError()
        if (order.purchasing === 1) throw new ConflictError(POS_MESSAGES.notSaleOrRefund)
        if (order.salling === 1 && (await repo.hasLiveRefunds(trx, id)))
          throw new ConflictError(POS_MESSAGES.hasRefunds)
        if (await repo.softDelete(trx, id, nowIso()))
          await orders.unrecordRemoved(trx, id, order.salling === 1 ? 'salling' : 'refunding')
      })
    },

    async printFooter() {
      return { vendorCredit: await vendorCredit(), text: VENDOR_CREDIT }
    },
  }
}

export type PosService = ReturnType<typeof createPosService>
