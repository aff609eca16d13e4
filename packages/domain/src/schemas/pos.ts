import { z } from 'zod'
import './zod-messages.ts'
import { DEFAULT_GATEWAY, GATEWAYS } from '../constants.ts'
import { amountText } from '../money.ts'
import type { TotalsField } from '../pricing/pos.ts'
import { MAX_QTY } from './catalog.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import {
  amount,
  choice,
  flagOf,
  liveOrDue,
  optionalDate,
  optionalText,
  rate,
  recordId,
  requiredText,
  wholeNumber,
} from './fields.ts'
import type { OrderRecord } from './orders.ts'
import { searchKeySchema } from './repairs.ts'

/**
 * The sales terminal (spec 001 §2 POS terminal, §3 Sale/order and Cart line, §4, §5, §7): requests,
 * answers and the texts the terminal shows. Money is a decimal with two places on the wire.
 */

/** A sale has at most this many lines: a till receipt, not a purchase order. */
export const MAX_SALE_LINES = 500
/** Spec 001 §5: Confirm is enabled from 5 characters of the transaction id. */
export const CONFIRM_TRX_MIN_LENGTH = 5
/** Spec 001 §5: a returned quantity over the sold one resets after 1 s. */
export const REFUND_QTY_RESET_MS = 1000
/** Spec 001 §4: the receipt prints about 2 s after it loads, the mini receipt after 500 ms. */
export const RECEIPT_PRINT_DELAY_MS = 2000
export const MINI_RECEIPT_PRINT_DELAY_MS = 500
/** Spec 001 §2: tile names cut to 12 characters, categories to 15; a stock badge at 9 or below. */
export const TILE_NAME_LENGTH = 12
export const TILE_CATEGORY_LENGTH = 15
export const STOCK_BADGE_AT = 9
/** The advanced product search answers at most this many items. */
export const PRODUCT_SEARCH_LIMIT = 50
/** The header the terminal sends once per checkout so a retried sale is not sold twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_KEY_MAX = 100

/**
 * The terminal's labels: the cart's tax and discount, the Note and shipping dialog, the payment sheet,
 * and the totals row names for the totals it sends.
 */
export const SALE_LABELS = {
  salling: 'Sale',
  enterAmount: 'Amount entered',
  discountRate: 'Discount',
  taxRate: 'Tax',
  shippingAmount: 'Shipping amount',
  shippingRecipient: 'Shipping recipient',
  shippingInfo: 'Shipping info',
  method: 'Payment method',
  customer_id: 'Customer',
  gateway: 'Gateway',
  note: 'Payment note',
  noteTitle: 'Note title',
  saleNote: 'Sale note',
  printNote: 'Print note',
  dueDate: 'Due date',
  subTotal: 'Sub total',
  taxAmount: 'Tax amount',
  discountedAmount: 'Discount amount',
  totalAmount: 'Payable',
  totalItems: 'Items',
  items: 'Cart',
} as const

/** A cart line, as the ticket and its item dialog show it. */
export const SALE_ITEM_LABELS = {
  id: 'Product',
  custom: 'Bought from a customer',
  name: 'Name',
  variant: 'Variant',
  sku: 'SKU',
  imei: 'IMEI',
  sNumber: 'Serial number',
  qty: 'Quantity',
  discount: 'Discount %',
  price: 'Price',
  subTotal: 'Line total',
  data: 'Line data',
} as const

/** The refund view: the sale's Transaction id, then what comes back. */
export const REFUND_LABELS = {
  refunding: 'Refund',
  parent_id: 'Transaction id',
  gateway: 'Gateway',
  note: 'Note',
  discountAmount: 'Discount amount',
  discountedAmount: 'Discount amount',
  taxAmount: 'Tax amount',
  subTotal: 'Sub total',
  totalAmount: 'Total',
  totalItems: 'Items',
  items: 'Returnable items',
} as const
export const REFUND_ITEM_LABELS = {
  id: 'Item',
  qty: 'Return quantity',
  name: 'Name',
  price: 'Price',
  discount: 'Discount %',
  subTotal: 'Line total',
  data: 'Line data',
} as const

export const CONFIRM_SALE_LABELS = { trx: 'Transaction id' } as const
export const EMAIL_INVOICE_LABELS = { emailTo: 'Email', order: 'Order' } as const
export const POS_PRODUCTS_LABELS = { category_id: 'Category' } as const

export const POS_MESSAGES = {
  saleSaved: 'Sale has been completed.',
  refundSaved: 'Refund has been saved.',
  dueNeedsCustomer: 'Please select customer for due payment !',
  discountNotAllowed: 'Discount Not allowed',
  qtyOverSold: (sold: number) => `Quantity can not enter more then ${sold} sold`,
  saleNotFound: 'No sale matches this transaction id.',
  nothingToReturn: 'Every item of this sale has already been returned.',
  notOnSale: 'This item is not on the sale.',
  notForSale: (name: string) => `${name} is not for sale.`,
  unknownProduct: FIELD_MESSAGES.selected(SALE_ITEM_LABELS.id),
  unknownCustomer: FIELD_MESSAGES.selected(SALE_LABELS.customer_id),
  priceChanged: (name: string, price: string) => `The price of ${name} is ${price}: reload the products and try again.`,
  mismatch: (label: string, expected: string) => `The ${label} does not match the items: it should be ${expected}.`,
  enteredTooLittle: (payable: string) => `The ${SALE_LABELS.enterAmount} is less than the payable ${payable}.`,
  customOnlyOnce: 'An item bought from a customer is sold one at a time.',
  idempotencyReused: 'This Idempotency-Key was already used for a different sale.',
  idempotencyInvalid: `The Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} letters, digits, dashes or underscores.`,
  invoiceSent: 'Invoice has been sent.',
  shipped: 'Shipping has been marked as sent.',
  alreadyShipped: 'This order has already been sent.',
  notASale: 'This order is not a sale.',
  notSaleOrRefund: 'Only sales and refunds are removed here.',
  orderRemoved: 'Order has been removed.',
  hasRefunds: 'This sale has refunds: remove them first.',
  noEmailServer: 'The invoice could not be sent: check the mail settings.',
  emptyCart: 'Add at least one item to the cart.',
  tooManySaleLines: `A sale may not have more than ${MAX_SALE_LINES} lines.`,
  nothingChosen: 'Choose at least one item to return.',
  tooManyRefundLines: `A refund may not have more than ${MAX_SALE_LINES} lines.`,
} as const

const quantity = (label: string) => wholeNumber(label, { min: 1, max: MAX_QTY })
const totalItems = (label: string, min: number) => wholeNumber(label, { min, max: Number.MAX_SAFE_INTEGER })

/** A cart line as the terminal sends it (spec 001 §3 Cart line). The server re-reads the product. */
export const saleItemSchema = z.object({
  id: recordId(SALE_ITEM_LABELS.id),
  /** An item bought from a customer (custom product) rather than a catalogue product. */
  custom: flagOf(SALE_ITEM_LABELS.custom).default(false),
  name: optionalText(SALE_ITEM_LABELS.name, 191),
  /** The variant sold; the first one of the product when left out (spec 001 §4). */
  variant: optionalText(SALE_ITEM_LABELS.variant, 191),
  sku: optionalText(SALE_ITEM_LABELS.sku, 64),
  imei: optionalText(SALE_ITEM_LABELS.imei, 64),
  sNumber: optionalText(SALE_ITEM_LABELS.sNumber, 64),
  qty: quantity(SALE_ITEM_LABELS.qty),
  discount: rate(SALE_ITEM_LABELS.discount).default(0),
  price: amount(SALE_ITEM_LABELS.price),
  subTotal: amount(SALE_ITEM_LABELS.subTotal),
  data: z.unknown().optional(),
})
export type SaleItemInput = z.input<typeof saleItemSchema>

/** POST /sale (spec 001 §7). The totals are the terminal's; the server recomputes and compares them. */
export const saleInputSchema = z
  .object({
    salling: z.unknown().optional(),
    enterAmount: amount(SALE_LABELS.enterAmount).default(0),
    discountRate: rate(SALE_LABELS.discountRate).default(0),
    taxRate: rate(SALE_LABELS.taxRate).default(0),
    shippingAmount: amount(SALE_LABELS.shippingAmount).default(0),
    shippingRecipient: optionalText(SALE_LABELS.shippingRecipient, 191),
    shippingInfo: optionalText(SALE_LABELS.shippingInfo, 2000),
    method: liveOrDue(SALE_LABELS.method).default(true),
    customer_id: recordId(SALE_LABELS.customer_id)
      .nullish()
      .transform((value) => value ?? null),
    gateway: choice(SALE_LABELS.gateway, GATEWAYS).default(DEFAULT_GATEWAY),
    note: optionalText(SALE_LABELS.note, 500),
    noteTitle: optionalText(SALE_LABELS.noteTitle, 191),
    saleNote: optionalText(SALE_LABELS.saleNote, 2000),
    printNote: optionalText(SALE_LABELS.printNote, 2000),
    dueDate: optionalDate(SALE_LABELS.dueDate),
    subTotal: amount(SALE_LABELS.subTotal),
    taxAmount: amount(SALE_LABELS.taxAmount),
    discountedAmount: amount(SALE_LABELS.discountedAmount),
    totalAmount: amount(SALE_LABELS.totalAmount),
    totalItems: totalItems(SALE_LABELS.totalItems, 1),
    items: z
      .array(saleItemSchema, { error: FIELD_MESSAGES.required(SALE_LABELS.items) })
      .min(1, POS_MESSAGES.emptyCart)
      .max(MAX_SALE_LINES, POS_MESSAGES.tooManySaleLines),
  })
  .superRefine((sale, ctx) => {
    if (!sale.method && sale.customer_id === null) {
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: POS_MESSAGES.dueNeedsCustomer })
    }
  })
export type SaleInput = z.input<typeof saleInputSchema>
export type SalePayload = z.output<typeof saleInputSchema>

/** POST /confirm-sale: the sale's transaction number (key), as typed or scanned. */
export const confirmSaleSchema = z.object({ trx: requiredText(CONFIRM_SALE_LABELS.trx, 64) })
export type ConfirmSaleInput = z.input<typeof confirmSaleSchema>

/** A returned line: the sale's item id and how many come back. */
export const refundItemSchema = z.object({
  id: recordId(REFUND_ITEM_LABELS.id),
  qty: quantity(REFUND_ITEM_LABELS.qty),
  name: optionalText(REFUND_ITEM_LABELS.name, 191),
  price: amount(REFUND_ITEM_LABELS.price).optional(),
  discount: rate(REFUND_ITEM_LABELS.discount).optional(),
  subTotal: amount(REFUND_ITEM_LABELS.subTotal).optional(),
  data: z.unknown().optional(),
})

/** POST /sale-return (spec 001 §7): the sale it returns, the totals the terminal shows, the lines. */
export const saleReturnSchema = z.object({
  refunding: z.unknown().optional(),
  parent_id: recordId(REFUND_LABELS.parent_id),
  gateway: choice(REFUND_LABELS.gateway, GATEWAYS).default(DEFAULT_GATEWAY),
  note: optionalText(REFUND_LABELS.note, 500),
  // The spec's payload says discountAmount; the order field is discountedAmount: either is read.
  discountAmount: amount(REFUND_LABELS.discountAmount).optional(),
  discountedAmount: amount(REFUND_LABELS.discountedAmount).optional(),
  taxAmount: amount(REFUND_LABELS.taxAmount).optional(),
  subTotal: amount(REFUND_LABELS.subTotal).optional(),
  totalAmount: amount(REFUND_LABELS.totalAmount).optional(),
  totalItems: totalItems(REFUND_LABELS.totalItems, 0).optional(),
  items: z
    .array(refundItemSchema, { error: FIELD_MESSAGES.required(REFUND_LABELS.items) })
    .min(1, POS_MESSAGES.nothingChosen)
    .max(MAX_SALE_LINES, POS_MESSAGES.tooManyRefundLines),
})
export type SaleReturnInput = z.input<typeof saleReturnSchema>
export type SaleReturnPayload = z.output<typeof saleReturnSchema>

/** POST /email-sale-invoice/{id}: where to send the invoice. */
export const emailInvoiceSchema = z.object({
  emailTo: requiredText(EMAIL_INVOICE_LABELS.emailTo, 191).refine(
    (value) => z.email().safeParse(value).success,
    FIELD_MESSAGES.email(EMAIL_INVOICE_LABELS.emailTo),
  ),
  order: z.unknown().optional(),
})
export type EmailInvoiceInput = z.input<typeof emailInvoiceSchema>

/** POST /product-search: the key (name, SKU or barcode). */
export const productSearchSchema = searchKeySchema

/** GET /products-for-pos: optionally one category (with its sub-categories). */
export const posProductsQuerySchema = z.object({
  category_id: recordId(POS_PRODUCTS_LABELS.category_id).optional(),
})

// ---- Answers -----------------------------------------------------------------------------------------------

const posVariantSchema = z.object({ variant: z.string(), price: z.number() })
const posSubCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  products: z.number(),
})
/** The customer of a sale as the refund screen shows it (PosCustomer in contacts.ts). */
const posCustomerSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
})

/** A product tile and what the cart needs to sell it. Prices are decimals. */
export const posProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  /** On hand where it sells from: the warehouseSaleFrom stock, or the basic qty. */
  qty: z.number(),
  price: z.number(),
  sku: z.string(),
  barcode: z.string(),
  type: z.enum(['Standard', 'Combo', 'Service']),
  imei: z.string(),
  sNumber: z.string(),
  unitOfMeasure: z.string(),
  /** 1 when the item discount may be edited. */
  discounted: z.number(),
  category_id: z.number().nullable(),
  category: z.string(),
  variants: z.array(posVariantSchema),
  /**
   * Units on hand in the product's other warehouses, which the terminal cannot sell until the product
   * sells from there (tiles and search only; absent elsewhere).
   */
  stockElsewhere: z.number().optional(),
})
export type PosProduct = z.infer<typeof posProductSchema>

export const posCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  /** How many products are in it. */
  products: z.number(),
  children: z.array(posSubCategorySchema),
})
export type PosCategory = z.infer<typeof posCategorySchema>

/** An unsold item bought from a customer, as a POS tile. */
export const posCustomProductSchema = z.object({
  id: z.number(),
  custom: z.literal(true),
  name: z.string(),
  model: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  barcode: z.string(),
  imei: z.string(),
  qty: z.literal(1),
})
export type PosCustomProduct = z.infer<typeof posCustomProductSchema>

export const productSearchItemSchema = posProductSchema.extend({
  created_at: z.string(),
})
export type ProductSearchItem = z.infer<typeof productSearchItemSchema>

export const saleCreatedResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  key: z.string(),
})
export type SaleCreatedResponse = z.infer<typeof saleCreatedResponseSchema>

/** A sold line as the refund screen sees it: what was sold, what came back already, what may come back. */
export const returnableItemSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  name: z.string(),
  sku: z.string(),
  qty: z.number(),
  returned: z.number(),
  returnable: z.number(),
  price: z.number(),
  discount: z.number(),
  subTotal: z.number(),
  imei: z.string(),
  sNumber: z.string(),
  variant: z.string(),
  data: z.unknown(),
})
export type ReturnableItem = z.infer<typeof returnableItemSchema>

export const confirmSaleInfoSchema = z.object({
  id: z.number(),
  key: z.string(),
  created_at: z.string(),
  customer_id: z.number().nullable(),
  taxRate: z.number(),
  discountRate: z.number(),
  taxIncluded: z.boolean(),
  totalAmount: z.number(),
  /** What may still be paid back: the total minus earlier refunds. */
  refundableTotal: z.number(),
  items: z.array(returnableItemSchema),
})
export type ConfirmSaleInfo = z.infer<typeof confirmSaleInfoSchema>

export const confirmSaleResponseSchema = z.object({
  info: confirmSaleInfoSchema,
  customer: posCustomerSchema.nullable(),
})
export type ConfirmSaleResponse = z.infer<typeof confirmSaleResponseSchema>

export const printFooterResponseSchema = z.object({
  /** Show the vendor credit on printed bills: true unless the owner licence unlocks its removal. */
  vendorCredit: z.boolean(),
  text: z.string(),
})
export type PrintFooterResponse = z.infer<typeof printFooterResponseSchema>

/** The sale detail's extra figures, computed from an order. */
export interface SaleFigures {
  netCost: number
  netPrice: number
  netProfit: number
}

export type { OrderRecord }

export const posProductsResponseSchema = z.object({ products: z.array(posProductSchema) })
export const posCategoriesResponseSchema = z.object({ categories: z.array(posCategorySchema) })
export const posCustomProductsResponseSchema = z.object({ items: z.array(posCustomProductSchema) })
export const productSearchResponseSchema = z.object({
  items: z.array(productSearchItemSchema),
  custom: z.array(posCustomProductSchema),
})

/**
 * Spec 001 §5: what the scan box received is a scan when it has no letters (and no spaces) and is as
 * long as the shop's barcodes (barcodeContainsDigits); anything else is a search.
 */
export function isScanCode(text: string, barcodeContainsDigits: number): boolean {
  return barcodeContainsDigits > 0 && text.length === barcodeContainsDigits && !/[\p{L}\s]/u.test(text)
}

/** A tile's text cut to its length (spec 001 §2: names to 12, categories to 15). */
export function cutText(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text
}

/** The Confirm button of the refund screen (spec 001 §5). */
export function canConfirmTrx(trx: string): boolean {
  return trx.trim().length >= CONFIRM_TRX_MIN_LENGTH
}

/** The totals a request got wrong (from `totalsMismatches` in pricing/pos, cents) as 422 field errors. */
export function totalsErrors(
  mismatches: Partial<Record<TotalsField, number>>,
  labels: Readonly<Record<TotalsField, string>> = SALE_LABELS,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const [field, expected] of Object.entries(mismatches) as [TotalsField, number][]) {
    const text = field === 'totalItems' ? String(expected) : amountText(expected)
    errors[field] = [POS_MESSAGES.mismatch(labels[field], text)]
  }
  return errors
}
