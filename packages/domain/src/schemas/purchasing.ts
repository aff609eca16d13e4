import { z } from 'zod'
import './zod-messages.ts'
import { fromCents, toCents } from '../money.ts'
import { purchaseLineSubTotal, purchaseTotals, type PurchaseTotals } from '../pricing/purchase.ts'
import { MAX_QTY } from './catalog.ts'
import { isCalendarDate } from './contacts.ts'
import { amount, optionalText, rate, requiredText } from './repairs.ts'

/** Purchases from suppliers and their receipt into warehouses (spec 002 §2.8, §4, §5, §7, §9). */

export const MAX_PURCHASE_LINES = 5000

export const PURCHASE_MESSAGES = {
  added: 'Purchase has been saved.',
  stocksUpdated: 'Stocks updated !',
  priceBelowCost: (cost: string) => `Price should be greater then cost ${cost}.`,
  alreadyReceived: 'The stock of this purchase has already been updated: it is never counted twice.',
  notAPurchase: 'This order is not a purchase.',
  productNotOnOrder: 'This product is not on the purchase order.',
  productTwice: 'This product is already in the list.',
  missingProducts: (names: string) => `Every product of the purchase needs a warehouse and a price. Missing: ${names}.`,
  unknownSupplier: 'The selected supplier_id is invalid.',
  unknownProduct: 'The selected product is invalid.',
  notSupplied: (name: string) => `${name} is not supplied by this supplier.`,
  unknownWarehouse: 'The selected warehouse is invalid.',
  sellsElsewhere: (product: string, saleWarehouse: string, warehouse: string) =>
    `${product} sells from ${saleWarehouse}: what goes into ${warehouse} will not be sold at the terminal.`,
  switchSaleWarehouse: (warehouse: string) => `Sell it from ${warehouse}`,
  dueDateRequired: 'The dueDate field is required when the method is Due.',
  mismatch: (field: string, expected: string) => `The ${field} does not match the items: it should be ${expected}.`,
} as const

/** Payment method on the wire: true / 1 / 'Live' = paid at once; false / 0 / 'Due' = on credit. */
export const liveOrDue = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'Live', 'Due'])], {
    error: 'The method must be Live or Due.',
  })
  .transform((value): boolean => value === true || value === 1 || value === '1' || value === 'true' || value === 'Live')

const recordId = (field: string) =>
  z.coerce
    .number({ error: `The ${field} field is required.` })
    .int(`The selected ${field} is invalid.`)
    .positive(`The selected ${field} is invalid.`)
    .max(2_147_483_647, `The selected ${field} is invalid.`)

const quantity = z.coerce
  .number({ error: 'The qty must be a number.' })
  .int('The qty must be an integer.')
  .min(1, 'The qty must be at least 1.')
  .max(MAX_QTY, `The qty may not be greater than ${MAX_QTY}.`)

export const purchaseItemSchema = z.preprocess(
  (raw) => {
    // The line editor keeps the product as `id`; the contract's item has no id field, so both are read.
    if (raw && typeof raw === 'object' && !('product_id' in raw) && 'id' in raw) {
      return { ...(raw as Record<string, unknown>), product_id: (raw as { id: unknown }).id }
    }
    return raw
  },
  z.object({
    product_id: recordId('product_id'),
    name: optionalText('name', 191),
    sku: optionalText('sku', 64),
    barcode: optionalText('barcode', 64),
    cost: amount('cost'),
    qty: quantity,
    subTotal: amount('subTotal').optional(),
  }),
)
export type PurchaseItemInput = z.input<typeof purchaseItemSchema>

const dueDate = z
  .string({ error: 'The dueDate must be a date (YYYY-MM-DD).' })
  .trim()
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null))
  .refine((value) => value === null || isCalendarDate(value), 'The dueDate is not a valid date (YYYY-MM-DD).')

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

const money = (cents: number) => fromCents(cents).toFixed(2)

export const purchaseInputSchema = z
  .object({
    reference: optionalText('reference', 191),
    purchasing: z.unknown().optional(),
    supplier_id: recordId('supplier_id'),
    method: liveOrDue.default(true),
    dueDate,
    taxRate: rate('taxRate').default(0),
    discountRate: rate('discountRate').default(0),
    shippingAmount: amount('shippingAmount').default(0),
    items: z
      .array(purchaseItemSchema, { error: 'The items field is required.' })
      .min(1, 'Add at least one product to the purchase.')
      .max(MAX_PURCHASE_LINES, `A purchase may not have more than ${MAX_PURCHASE_LINES} lines.`),
    // Sent by the form; the server recomputes each and refuses a request that disagrees.
    totalItems: z.coerce.number({ error: 'The totalItems must be a number.' }).int().min(0).optional(),
    subTotal: amount('subTotal').optional(),
    discountedAmount: amount('discountedAmount').optional(),
    taxAmount: amount('taxAmount').optional(),
    totalAmount: amount('totalAmount').optional(),
    note: optionalText('note', 500),
  })
  .superRefine((purchase, ctx) => {
    if (!purchase.method && !purchase.dueDate) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: PURCHASE_MESSAGES.dueDateRequired })
    }
    purchase.items.forEach((item, index) => {
      if (item.subTotal === undefined) return
      const expected = purchaseLineSubTotal({ cost: toCents(item.cost), qty: item.qty })
      if (toCents(item.subTotal) !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'subTotal'],
          message: PURCHASE_MESSAGES.mismatch('subTotal', money(expected)),
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
        ctx.addIssue({ code: 'custom', path: [field], message: PURCHASE_MESSAGES.mismatch(field, money(expected)) })
      }
    }
    if (purchase.totalItems !== undefined && purchase.totalItems !== totals.totalItems) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalItems'],
        message: PURCHASE_MESSAGES.mismatch('totalItems', String(totals.totalItems)),
      })
    }
  })
export type PurchaseInput = z.input<typeof purchaseInputSchema>
export type PurchasePayload = z.output<typeof purchaseInputSchema>

/** A stock line of the stock update page: which product of the order goes where, at what price, on which rack. */
export const stockLineSchema = z.object({
  product: recordId('product'),
  warehouse: recordId('warehouse'),
  price: amount('price'),
  rackNumber: requiredText('rackNumber', 64),
  /** Sell the product from this warehouse from now on (the Stock update page offers it when it sells from another). */
  sellFrom: z.boolean({ error: 'The sellFrom field must be true or false.' }).optional().default(false),
})
export type StockLineInput = z.input<typeof stockLineSchema>

export const stockReceiptSchema = z.object({
  purchaseId: recordId('purchaseId'),
  items: z
    .array(stockLineSchema, { error: 'The items field is required.' })
    .min(1, 'Queue at least one stock line.')
    .max(MAX_PURCHASE_LINES, `A receipt may not have more than ${MAX_PURCHASE_LINES} lines.`),
})
export type StockReceiptInput = z.input<typeof stockReceiptSchema>
export type StockReceiptPayload = z.output<typeof stockReceiptSchema>

export interface PurchaseCreatedResponse {
  message: string
  id: number
}

/** GET /purchase-stock-products/{id}: where each product of a purchase sells from, for the Stock update warning. */
export interface PurchaseStockProduct {
  product_id: number
  name: string
  warehouseSaleFrom: number
  saleWarehouse: string
}
