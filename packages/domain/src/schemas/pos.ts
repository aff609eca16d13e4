import { z } from 'zod'
import './zod-messages.ts'
import { DEFAULT_GATEWAY, GATEWAYS } from '../constants.ts'
import { fromCents } from '../money.ts'
import { MAX_QTY } from './catalog.ts'
import { isCalendarDate } from './contacts.ts'
import type { PosCustomer } from './contacts.ts'
import type { OrderRecord } from './orders.ts'
import { liveOrDue } from './purchasing.ts'
import { amount, optionalText, rate, requiredText, searchKeySchema } from './repairs.ts'

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
  unknownProduct: 'The selected product is invalid.',
  unknownCustomer: 'The selected customer_id is invalid.',
  priceChanged: (name: string, price: string) => `The price of ${name} is ${price}: reload the products and try again.`,
  mismatch: (field: string, expected: string) => `The ${field} does not match the items: it should be ${expected}.`,
  enteredTooLittle: (payable: string) => `The amount entered is less than the payable ${payable}.`,
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
} as const

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

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value): boolean => value === true || value === 1 || value === '1' || value === 'true')

const dueDate = z
  .string({ error: 'The dueDate must be a date (YYYY-MM-DD).' })
  .trim()
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null))
  .refine((value) => value === null || isCalendarDate(value), 'The dueDate is not a valid date (YYYY-MM-DD).')

/** A cart line as the terminal sends it (spec 001 §3 Cart line). The server re-reads the product. */
export const saleItemSchema = z.object({
  id: recordId('id'),
  /** An item bought from a customer (custom product) rather than a catalogue product. */
  custom: flag.default(false),
  name: optionalText('name', 191),
  /** The variant sold; the first one of the product when left out (spec 001 §4). */
  variant: optionalText('variant', 191),
  sku: optionalText('sku', 64),
  imei: optionalText('imei', 64),
  sNumber: optionalText('sNumber', 64),
  qty: quantity,
  discount: rate('discount').default(0),
  price: amount('price'),
  subTotal: amount('subTotal'),
  data: z.unknown().optional(),
})
export type SaleItemInput = z.input<typeof saleItemSchema>

/** POST /sale (spec 001 §7). The totals are the terminal's; the server recomputes and compares them. */
export const saleInputSchema = z
  .object({
    salling: z.unknown().optional(),
    enterAmount: amount('enterAmount').default(0),
    discountRate: rate('discountRate').default(0),
    taxRate: rate('taxRate').default(0),
    shippingAmount: amount('shippingAmount').default(0),
    shippingRecipient: optionalText('shippingRecipient', 191),
    shippingInfo: optionalText('shippingInfo', 2000),
    method: liveOrDue.default(true),
    customer_id: recordId('customer_id')
      .nullish()
      .transform((value) => value ?? null),
    gateway: z.enum(GATEWAYS, { error: 'The selected gateway is invalid.' }).default(DEFAULT_GATEWAY),
    note: optionalText('note', 500),
    noteTitle: optionalText('noteTitle', 191),
    saleNote: optionalText('saleNote', 2000),
    printNote: optionalText('printNote', 2000),
    dueDate,
    subTotal: amount('subTotal'),
    taxAmount: amount('taxAmount'),
    discountedAmount: amount('discountedAmount'),
    totalAmount: amount('totalAmount'),
    totalItems: z.coerce.number({ error: 'The totalItems must be a number.' }).int().min(1),
    items: z
      .array(saleItemSchema, { error: 'The items field is required.' })
      .min(1, 'Add at least one item to the cart.')
      .max(MAX_SALE_LINES, `A sale may not have more than ${MAX_SALE_LINES} lines.`),
  })
  .superRefine((sale, ctx) => {
    if (!sale.method && sale.customer_id === null) {
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: POS_MESSAGES.dueNeedsCustomer })
    }
  })
export type SaleInput = z.input<typeof saleInputSchema>
export type SalePayload = z.output<typeof saleInputSchema>

/** POST /confirm-sale: the sale's transaction number (key), as typed or scanned. */
export const confirmSaleSchema = z.object({ trx: requiredText('trx', 64) })
export type ConfirmSaleInput = z.input<typeof confirmSaleSchema>

/** A returned line: the sale's item id and how many come back. */
export const refundItemSchema = z.object({
  id: recordId('id'),
  qty: quantity,
  name: optionalText('name', 191),
  price: amount('price').optional(),
  discount: rate('discount').optional(),
  subTotal: amount('subTotal').optional(),
  data: z.unknown().optional(),
})

/** POST /sale-return (spec 001 §7): the sale it returns, the totals the terminal shows, the lines. */
export const saleReturnSchema = z.object({
  refunding: z.unknown().optional(),
  parent_id: recordId('parent_id'),
  gateway: z.enum(GATEWAYS, { error: 'The selected gateway is invalid.' }).default(DEFAULT_GATEWAY),
  note: optionalText('note', 500),
  // The spec's payload says discountAmount; the order field is discountedAmount: either is read.
  discountAmount: amount('discountAmount').optional(),
  discountedAmount: amount('discountedAmount').optional(),
  taxAmount: amount('taxAmount').optional(),
  subTotal: amount('subTotal').optional(),
  totalAmount: amount('totalAmount').optional(),
  totalItems: z.coerce.number({ error: 'The totalItems must be a number.' }).int().min(0).optional(),
  items: z
    .array(refundItemSchema, { error: 'The items field is required.' })
    .min(1, 'Choose at least one item to return.')
    .max(MAX_SALE_LINES, `A refund may not have more than ${MAX_SALE_LINES} lines.`),
})
export type SaleReturnInput = z.input<typeof saleReturnSchema>
export type SaleReturnPayload = z.output<typeof saleReturnSchema>

/** POST /email-sale-invoice/{id}: where to send the invoice. */
export const emailInvoiceSchema = z.object({
  emailTo: requiredText('emailTo', 191).refine(
    (value) => z.email().safeParse(value).success,
    'The emailTo must be a valid email address.',
  ),
  order: z.unknown().optional(),
})
export type EmailInvoiceInput = z.input<typeof emailInvoiceSchema>

/** POST /product-search: the key (name, SKU or barcode). */
export const productSearchSchema = searchKeySchema

/** GET /products-for-pos: optionally one category (with its sub-categories). */
export const posProductsQuerySchema = z.object({
  category_id: recordId('category_id').optional(),
})

// ---- Answers -----------------------------------------------------------------------------------------------

/** A product tile and what the cart needs to sell it. Prices are decimals. */
export interface PosProduct {
  id: number
  name: string
  image: string | null
  /** On hand where it sells from: the warehouseSaleFrom stock, or the basic qty. */
  qty: number
  /**
   * Units on hand in the product's other warehouses, which the terminal cannot sell until the product
   * sells from there (tiles and search only; absent elsewhere).
   */
  stockElsewhere?: number
  price: number
  sku: string
  barcode: string
  type: 'Standard' | 'Combo' | 'Service'
  imei: string
  sNumber: string
  unitOfMeasure: string
  /** 1 when the item discount may be edited. */
  discounted: number
  category_id: number | null
  category: string
  variants: { variant: string; price: number }[]
}

export interface PosCategory {
  id: number
  name: string
  image: string | null
  /** How many products are in it. */
  products: number
  children: { id: number; name: string; image: string | null; products: number }[]
}

/** An unsold item bought from a customer, as a POS tile. */
export interface PosCustomProduct {
  id: number
  custom: true
  name: string
  model: string
  image: string | null
  price: number
  barcode: string
  imei: string
  qty: 1
}

export interface ProductSearchItem extends PosProduct {
  created_at: string
}

export interface SaleCreatedResponse {
  message: string
  id: number
  key: string
}

/** A sold line as the refund screen sees it: what was sold, what came back already, what may come back. */
export interface ReturnableItem {
  id: number
  product_id: number | null
  name: string
  sku: string
  qty: number
  returned: number
  returnable: number
  price: number
  discount: number
  subTotal: number
  imei: string
  sNumber: string
  variant: string
  data: unknown
}

export interface ConfirmSaleInfo {
  id: number
  key: string
  created_at: string
  customer_id: number | null
  taxRate: number
  discountRate: number
  taxIncluded: boolean
  totalAmount: number
  /** What may still be paid back: the total minus earlier refunds. */
  refundableTotal: number
  items: ReturnableItem[]
}

export interface ConfirmSaleResponse {
  info: ConfirmSaleInfo
  customer: PosCustomer | null
}

export interface PrintFooterResponse {
  /** Show the vendor credit on printed bills: true unless the owner licence unlocks its removal. */
  vendorCredit: boolean
  text: string
}

/** The sale detail's extra figures, computed from an order. */
export interface SaleFigures {
  netCost: number
  netPrice: number
  netProfit: number
}

export type { OrderRecord }

const money = (cents: number) => fromCents(cents).toFixed(2)

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

/**
 * The totals fields a request sent that disagree with the recomputed ones (cents), as 422 field errors.
 * Empty when everything agrees.
 */
export function totalsMismatches(
  sent: Partial<Record<'subTotal' | 'taxAmount' | 'discountedAmount' | 'totalAmount', number | undefined>> & {
    totalItems?: number | undefined
  },
  computed: { subTotal: number; taxAmount: number; discountedAmount: number; totalAmount: number; totalItems: number },
  toCents: (value: number) => number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const field of ['subTotal', 'taxAmount', 'discountedAmount', 'totalAmount'] as const) {
    const value = sent[field]
    if (value !== undefined && toCents(value) !== computed[field])
      errors[field] = [POS_MESSAGES.mismatch(field, money(computed[field]))]
  }
  if (sent.totalItems !== undefined && sent.totalItems !== computed.totalItems) {
    errors.totalItems = [POS_MESSAGES.mismatch('totalItems', String(computed.totalItems))]
  }
  return errors
}
