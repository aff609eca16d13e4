import { z } from 'zod'
import './zod-messages.ts'
import { amountText, toCents } from '../money.ts'
import { purchaseLineSubTotal, purchaseTotals, type PurchaseTotals } from '../pricing/purchase.ts'
import { PRODUCT_TYPES } from '../constants.ts'
import { MAX_PURCHASE_LINE_QUANTITY } from '../cart-limits.ts'
import { supplierSummarySchema } from './catalog.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import {
  amount,
  liveOrDue,
  onOff,
  optionalDate,
  optionalText,
  rate,
  recordId,
  requiredText,
  wholeNumber,
  says,
} from './fields.ts'
import { createdResponseSchema } from './responses.ts'
import { pagingQuerySchema } from './paging.ts'
import { tr } from '../i18n/translate.ts'
import { extendLabels } from './label-maps.ts'
import { CHECK_MESSAGES } from './check-messages.ts'

/** Purchases from suppliers and their receipt into warehouses (spec 002 §2.8, §4, §5, §7, §9). */

export const MAX_PURCHASE_LINES = 5000

/**
 * The Buy forms' labels (BuyBySuppilier, BuyByProduct): the header, and the totals panel's names for the
 * totals the form sends.
 */
export const PURCHASE_LABELS = {
  get reference() {
    return tr('fields:purchasing.purchase.reference')
  },
  get purchasing() {
    return tr('fields:purchasing.purchase.purchasing')
  },
  get supplier_id() {
    return tr('fields:purchasing.purchase.supplier_id')
  },
  get method() {
    return tr('fields:purchasing.purchase.method')
  },
  get dueDate() {
    return tr('fields:purchasing.purchase.dueDate')
  },
  get taxRate() {
    return tr('fields:purchasing.purchase.taxRate')
  },
  get discountRate() {
    return tr('fields:purchasing.purchase.discountRate')
  },
  get shippingAmount() {
    return tr('fields:purchasing.purchase.shippingAmount')
  },
  get items() {
    return tr('fields:purchasing.purchase.items')
  },
  get totalItems() {
    return tr('fields:purchasing.purchase.totalItems')
  },
  get subTotal() {
    return tr('fields:purchasing.purchase.subTotal')
  },
  get discountedAmount() {
    return tr('fields:purchasing.purchase.discountedAmount')
  },
  get taxAmount() {
    return tr('fields:purchasing.purchase.taxAmount')
  },
  get totalAmount() {
    return tr('fields:purchasing.purchase.totalAmount')
  },
  get note() {
    return tr('fields:purchasing.purchase.note')
  },
}

/** A purchase line as the by-supplier line editor labels it. */
export const PURCHASE_LINE_LABELS = {
  get product_id() {
    return tr('fields:purchasing.purchaseLine.product_id')
  },
  get name() {
    return tr('fields:purchasing.purchaseLine.name')
  },
  get sku() {
    return tr('fields:purchasing.purchaseLine.sku')
  },
  get barcode() {
    return tr('fields:purchasing.purchaseLine.barcode')
  },
  get cost() {
    return tr('fields:purchasing.purchaseLine.cost')
  },
  get qty() {
    return tr('fields:purchasing.purchaseLine.qty')
  },
  get subTotal() {
    return tr('fields:purchasing.purchaseLine.subTotal')
  },
}

/** Buy by product keys its one line in Unit Cost and Total Items. */
export const BUY_BY_PRODUCT_LINE_LABELS = extendLabels(PURCHASE_LINE_LABELS, {
  get qty() {
    return tr('fields:purchasing.buyByProductLine.qty')
  },
})

/** The Stock update page's line (Set queues it) and the receipt it sends. */
export const STOCK_LINE_LABELS = {
  get product() {
    return tr('fields:purchasing.stockLine.product')
  },
  get warehouse() {
    return tr('fields:purchasing.stockLine.warehouse')
  },
  get price() {
    return tr('fields:purchasing.stockLine.price')
  },
  get rackNumber() {
    return tr('fields:purchasing.stockLine.rackNumber')
  },
  get sellFrom() {
    return tr('fields:purchasing.stockLine.sellFrom')
  },
  get identifiers() {
    return tr('fields:purchasing.stockLine.identifiers')
  },
}

/** The label of one unit's identifier on the receiving screen: staff read "IMEI or serial 3". */
export const identifierLabel = (unit: number) => tr('fields:purchasing.identifier', { unit })
export const STOCK_RECEIPT_LABELS = {
  get purchaseId() {
    return tr('fields:purchasing.stockReceipt.purchaseId')
  },
  get items() {
    return tr('fields:purchasing.stockReceipt.items')
  },
}

export const PURCHASE_MESSAGES = {
  get added() {
    return tr('messages:purchasing.purchase.added')
  },
  get stocksUpdated() {
    return tr('messages:purchasing.purchase.stocksUpdated')
  },
  priceBelowCost: (cost: string) => tr('messages:purchasing.purchase.priceBelowCost', { cost }),
  get alreadyReceived() {
    return tr('messages:purchasing.purchase.alreadyReceived')
  },
  get notAPurchase() {
    return tr('messages:purchasing.purchase.notAPurchase')
  },
  get productNotOnOrder() {
    return tr('messages:purchasing.purchase.productNotOnOrder')
  },
  get productTwice() {
    return tr('messages:purchasing.purchase.productTwice')
  },
  missingProducts: (names: string) => tr('messages:purchasing.purchase.missingProducts', { names }),
  get unknownSupplier() {
    return FIELD_MESSAGES.selected(PURCHASE_LABELS.supplier_id)
  },
  get unknownProduct() {
    return FIELD_MESSAGES.selected(PURCHASE_LINE_LABELS.product_id)
  },
  notSupplied: (name: string) => tr('messages:purchasing.purchase.notSupplied', { name }),
  get unknownWarehouse() {
    return FIELD_MESSAGES.selected(STOCK_LINE_LABELS.warehouse)
  },
  sellsElsewhere: (product: string, saleWarehouse: string, warehouse: string) =>
    tr('messages:purchasing.purchase.sellsElsewhere', { product, saleWarehouse, warehouse }),
  switchSaleWarehouse: (warehouse: string) => tr('messages:purchasing.purchase.switchSaleWarehouse', { warehouse }),
  get dueDateRequired() {
    return FIELD_MESSAGES.requiredWhen(PURCHASE_LABELS.dueDate, 'the method is Due')
  },
  mismatch: (label: string, expected: string) => tr('messages:purchasing.purchase.mismatch', { label, expected }),
  get noLines() {
    return tr('messages:purchasing.purchase.noLines')
  },
  get tooManyLines() {
    return tr('messages:purchasing.purchase.tooManyLines', { maxPurchaseLines: MAX_PURCHASE_LINES })
  },
  get nothingQueued() {
    return tr('messages:purchasing.purchase.nothingQueued')
  },
  get tooManyReceiptLines() {
    return tr('messages:purchasing.purchase.tooManyReceiptLines', { maxPurchaseLines: MAX_PURCHASE_LINES })
  },
  get received() {
    return tr('messages:purchasing.purchase.received')
  },
  moreThanLeft: (left: number) =>
    left === 0
      ? tr('messages:purchasing.purchase.nothingLeft')
      : tr('messages:purchasing.purchase.atMostLeft', { left }),
  get closedShort() {
    return tr('messages:purchasing.purchase.closedShort')
  },
  get closed() {
    return tr('messages:purchasing.purchase.closed')
  },
  /** Receiving a serial-tracked product (issue 29, item 3): one identifier per unit received. */
  identifierCount: (product: string, units: number, entered: number) =>
    tr('messages:purchasing.purchase.identifierCount', { product, count: Number(units), entered }),
  identifierMissing: (unit: number) => FIELD_MESSAGES.required(identifierLabel(unit)),
  identifierTwice: (unit: number, value: string, where: string) =>
    tr('messages:purchasing.purchase.identifierTwice', { identifier: identifierLabel(unit), value, where }),
  identifierInvalid: (unit: number, problem: string) =>
    tr('messages:purchasing.purchase.identifierInvalid', { identifier: identifierLabel(unit), problem }),
  notSerialTracked: (product: string) => tr('messages:purchasing.purchase.notSerialTracked', { product }),
}

/** The receiving screen's labels (issue 28, item 11). */
export const RECEIVING_LABELS = {
  get qty() {
    return tr('fields:purchasing.receiving.qty')
  },
  get reason() {
    return tr('fields:purchasing.receiving.reason')
  },
  get ordered() {
    return tr('fields:purchasing.receiving.ordered')
  },
  get received() {
    return tr('fields:purchasing.receiving.received')
  },
  get left() {
    return tr('fields:purchasing.receiving.left')
  },
}

/**
 * The checks of one purchase line's fields, labelled as the form shows them: the server's item schema
 * and both Buy forms use these, so the browser says what the server would, word for word.
 */
export function purchaseLineFields(labels: { cost: string; qty: string } = PURCHASE_LINE_LABELS) {
  return {
    cost: amount(labels.cost),
    qty: wholeNumber(labels.qty, { min: 1, max: MAX_PURCHASE_LINE_QUANTITY }),
  }
}

export const purchaseItemSchema = z.preprocess(
  (raw) => {
    // The line editor keeps the product as `id`; the contract's item has no id field, so both are read.
    if (raw && typeof raw === 'object' && !('product_id' in raw) && 'id' in raw) {
      return { ...(raw as Record<string, unknown>), product_id: raw.id }
    }
    return raw
  },
  z.object({
    product_id: recordId(PURCHASE_LINE_LABELS.product_id),
    name: optionalText(PURCHASE_LINE_LABELS.name, 191),
    sku: optionalText(PURCHASE_LINE_LABELS.sku, 64),
    barcode: optionalText(PURCHASE_LINE_LABELS.barcode, 64),
    ...purchaseLineFields(),
    subTotal: amount(PURCHASE_LINE_LABELS.subTotal).optional(),
  }),
)
export type PurchaseItemInput = z.input<typeof purchaseItemSchema>

/**
 * The header both Buy forms share: reference, Live or Due (a due date only for Due), tax rate,
 * discount rate and shipping (spec 002 §2.8). The forms check it with this very schema.
 */
export const purchaseHeaderFields = {
  reference: optionalText(PURCHASE_LABELS.reference, 191),
  method: liveOrDue(PURCHASE_LABELS.method).default(true),
  dueDate: optionalDate(PURCHASE_LABELS.dueDate),
  taxRate: rate(PURCHASE_LABELS.taxRate).default(0),
  discountRate: rate(PURCHASE_LABELS.discountRate).default(0),
  shippingAmount: amount(PURCHASE_LABELS.shippingAmount).default(0),
}

/** A purchase on credit (Due) needs its due date. */
function requireDueDate(purchase: { method: boolean; dueDate: string | null }, ctx: z.RefinementCtx) {
  if (!purchase.method && !purchase.dueDate) {
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: PURCHASE_MESSAGES.dueDateRequired })
  }
}

export const purchaseHeaderSchema = z.object(purchaseHeaderFields).superRefine(requireDueDate)
export type PurchaseHeaderInput = z.input<typeof purchaseHeaderSchema>

/** The totals of a purchase request as the form shows them, in cents, from the one formula. */
export function purchaseRequestTotals(request: {
  items: readonly { cost: number; qty: number }[]
  discountRate: number
  taxRate: number
  shippingAmount: number
}): PurchaseTotals {
  return purchaseTotals({
    items: request.items.map((item) => ({ cost: toCents(item.cost), qty: item.qty })),
    discountRate: request.discountRate,
    taxRate: request.taxRate,
    shippingAmount: toCents(request.shippingAmount),
  })
}

export const purchaseInputSchema = z
  .object({
    ...purchaseHeaderFields,
    purchasing: z.unknown().optional(),
    supplier_id: recordId(PURCHASE_LABELS.supplier_id),
    items: z
      .array(purchaseItemSchema, { error: () => FIELD_MESSAGES.required(PURCHASE_LABELS.items) })
      .min(
        1,
        says(() => PURCHASE_MESSAGES.noLines),
      )
      .max(
        MAX_PURCHASE_LINES,
        says(() => PURCHASE_MESSAGES.tooManyLines),
      ),
    // Sent by the form; the server recomputes each and refuses a request that disagrees.
    totalItems: wholeNumber(PURCHASE_LABELS.totalItems, { min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
    subTotal: amount(PURCHASE_LABELS.subTotal).optional(),
    discountedAmount: amount(PURCHASE_LABELS.discountedAmount).optional(),
    taxAmount: amount(PURCHASE_LABELS.taxAmount).optional(),
    totalAmount: amount(PURCHASE_LABELS.totalAmount).optional(),
    note: optionalText(PURCHASE_LABELS.note, 500),
  })
  .superRefine((purchase, ctx) => {
    requireDueDate(purchase, ctx)
    purchase.items.forEach((item, index) => {
      if (item.subTotal === undefined) return
      const expected = purchaseLineSubTotal({ cost: toCents(item.cost), qty: item.qty })
      if (toCents(item.subTotal) !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'subTotal'],
          message: PURCHASE_MESSAGES.mismatch(PURCHASE_LINE_LABELS.subTotal, amountText(expected)),
        })
      }
    })
    const totals = purchaseRequestTotals(purchase)
    const sent = [
      ['subTotal', purchase.subTotal, totals.subTotal],
      ['discountedAmount', purchase.discountedAmount, totals.discountedAmount],
      ['taxAmount', purchase.taxAmount, totals.taxAmount],
      ['totalAmount', purchase.totalAmount, totals.totalAmount],
    ] as const
    for (const [field, value, expected] of sent) {
      if (value !== undefined && toCents(value) !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: PURCHASE_MESSAGES.mismatch(PURCHASE_LABELS[field], amountText(expected)),
        })
      }
    }
    if (purchase.totalItems !== undefined && purchase.totalItems !== totals.totalItems) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalItems'],
        message: PURCHASE_MESSAGES.mismatch(PURCHASE_LABELS.totalItems, String(totals.totalItems)),
      })
    }
  })
export type PurchaseInput = z.input<typeof purchaseInputSchema>
export type PurchasePayload = z.output<typeof purchaseInputSchema>

/** A stock line of the stock update page: which product of the order goes where, at what price, on which rack. */
export const stockLineSchema = z.object({
  product: recordId(STOCK_LINE_LABELS.product),
  warehouse: recordId(STOCK_LINE_LABELS.warehouse),
  price: amount(STOCK_LINE_LABELS.price),
  rackNumber: requiredText(STOCK_LINE_LABELS.rackNumber, 64),
  /** Sell the product from this warehouse from now on (the Stock update page offers it when it sells from another). */
  sellFrom: onOff(STOCK_LINE_LABELS.sellFrom).optional().default(false),
  /**
   * Issue 29, item 3: a serial-tracked product's IMEI or serial number of each unit received, one per unit,
   * as the scanner reads them (the server checks each one, and that there is one per unit). Other products
   * take none.
   */
  identifiers: z
    .array(
      z.string({ error: () => CHECK_MESSAGES.eachText(STOCK_LINE_LABELS.identifiers) }).max(
        64,
        says(() => CHECK_MESSAGES.eachMaxChars(STOCK_LINE_LABELS.identifiers, 64)),
      ),
      {
        error: () => CHECK_MESSAGES.list(STOCK_LINE_LABELS.identifiers),
      },
    )
    .max(
      MAX_PURCHASE_LINE_QUANTITY,
      says(() => `At most ${MAX_PURCHASE_LINE_QUANTITY} ${STOCK_LINE_LABELS.identifiers}.`),
    )
    .optional()
    .default([]),
})
export type StockLineInput = z.input<typeof stockLineSchema>

export const stockReceiptSchema = z.object({
  purchaseId: recordId(STOCK_RECEIPT_LABELS.purchaseId),
  items: z
    .array(stockLineSchema, { error: () => FIELD_MESSAGES.required(STOCK_RECEIPT_LABELS.items) })
    .min(
      1,
      says(() => PURCHASE_MESSAGES.nothingQueued),
    )
    .max(
      MAX_PURCHASE_LINES,
      says(() => PURCHASE_MESSAGES.tooManyReceiptLines),
    ),
})
export type StockReceiptInput = z.input<typeof stockReceiptSchema>
export type StockReceiptPayload = z.output<typeof stockReceiptSchema>

/**
 * POST /purchase-receipts (issue 28, item 11): part of a purchase arrived. Each line receives a quantity up
 * to what is left of it; the lines not sent wait for a later delivery. The spec's POST /stock still receives
 * everything (what is left of every line) at once.
 */
export const partialReceiptSchema = z.object({
  purchaseId: recordId(STOCK_RECEIPT_LABELS.purchaseId),
  items: z
    .array(
      stockLineSchema.extend({ qty: wholeNumber(RECEIVING_LABELS.qty, { min: 1, max: MAX_PURCHASE_LINE_QUANTITY }) }),
      {
        error: () => FIELD_MESSAGES.required(STOCK_RECEIPT_LABELS.items),
      },
    )
    .min(
      1,
      says(() => PURCHASE_MESSAGES.nothingQueued),
    )
    .max(
      MAX_PURCHASE_LINES,
      says(() => PURCHASE_MESSAGES.tooManyReceiptLines),
    ),
})
export type PartialReceiptInput = z.input<typeof partialReceiptSchema>
export type PartialReceiptPayload = z.output<typeof partialReceiptSchema>

/** POST /purchase/:id/close-short: no more deliveries are expected; what did not come stays unreceived. */
export const closeShortSchema = z.object({ reason: requiredText(RECEIVING_LABELS.reason, 500) })
export type CloseShortInput = z.input<typeof closeShortSchema>

export const RECEIVING_STATUSES = ['open', 'complete', 'closed short'] as const
export type ReceivingStatus = (typeof RECEIVING_STATUSES)[number]

/** GET /purchase-receiving/:id: each line ordered, received and left, and whether the purchase is still open. */
export const purchaseReceivingSchema = z.object({
  status: z.enum(RECEIVING_STATUSES),
  closeReason: z.string().nullable(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      cost: z.number(),
      /** Issue 29: receiving it asks for one IMEI or serial per unit. */
      serialTracked: z.boolean(),
      ordered: z.number().int(),
      received: z.number().int(),
      left: z.number().int(),
    }),
  ),
})
export type PurchaseReceiving = z.infer<typeof purchaseReceivingSchema>

export const purchaseCreatedResponseSchema = createdResponseSchema
export type PurchaseCreatedResponse = z.infer<typeof purchaseCreatedResponseSchema>

/**
 * GET /purchase-supplier-products/{id}: a product the supplier supplies, cost a decimal (the purchase
 * forms start a line from it); warehouseName names its selling warehouse, null once that is gone.
 */
export const purchaseSupplierProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  type: z.enum(PRODUCT_TYPES),
  unitOfMeasure: z.string(),
  warehouseSaleFrom: z.number().int(),
  warehouseName: z.string().nullable(),
  cost: z.number(),
  /** Units on hand (issue 28, item 11): its warehouse rows summed, or its basic qty when it has none. */
  onHand: z.number().int(),
})
export type PurchaseSupplierProduct = z.infer<typeof purchaseSupplierProductSchema>
export const purchaseSupplierProductsSchema = z.object({ products: z.array(purchaseSupplierProductSchema) })

/** ?search= narrows a supplier's products by name, SKU or barcode (searched in SQL); at most this many come back. */
export const supplierProductsQuerySchema = pagingQuerySchema.pick({ search: true })
export const SUPPLIER_PRODUCTS_LIMIT = 200

/** GET /purchase-product-suppliers/{id}: the suppliers of a product, for the purchase-by-product form. */
export const purchaseProductSuppliersSchema = z.object({ suppliers: z.array(supplierSummarySchema) })

/** GET /purchase-stock-products/{id}: where each product of a purchase sells from, for the Stock update warning. */
export const purchaseStockProductSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  warehouseSaleFrom: z.number().int(),
  saleWarehouse: z.string(),
  /**
   * The product's own selling price, and the selling price of its stock in each warehouse that holds a row
   * (issue 28, item 8): the Stock update form prefills the price and says when receiving changes it.
   */
  price: z.number(),
  stockPrices: z.array(z.object({ warehouse_id: z.number().int(), price: z.number(), quantity: z.number().int() })),
})
export type PurchaseStockProduct = z.infer<typeof purchaseStockProductSchema>
export const purchaseStockProductsSchema = z.object({ products: z.array(purchaseStockProductSchema) })
