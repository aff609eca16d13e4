import { z } from 'zod'
import './zod-messages.ts'
import { MAX_LINE_QUANTITY } from '../cart-limits.ts'
import { DEFAULT_GATEWAY, GATEWAYS } from '../constants.ts'
import { amountText } from '../money.ts'
import type { TotalsField } from '../pricing/pos.ts'
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
  says,
} from './fields.ts'
import type { OrderRecord } from './orders.ts'
import {
  CONFIRM_SALE_LABELS,
  EMAIL_INVOICE_LABELS,
  MAX_SALE_LINES,
  POS_MESSAGES,
  POS_FAVOURITES_LABELS,
  POS_FAVOURITES_MAX,
  POS_PRODUCTS_LABELS,
  POS_PRODUCTS_MAX_PAGE,
  REFUND_ITEM_LABELS,
  REFUND_LABELS,
  SALE_ITEM_LABELS,
  SALE_LABELS,
} from './pos-terminal.ts'
import { searchKeySchema } from './repairs.ts'
import { TENDER_GATEWAYS, tendersSchema } from './tenders.ts'
import { tradeInInputSchema } from './trade-in.ts'

/**
 * The sales terminal (spec 001 §2 POS terminal, §3 Sale/order and Cart line, §4, §5, §7): requests,
 * answers and the texts the terminal shows (those live in pos-terminal.ts, re-exported here). Money is a
 * decimal with two places on the wire.
 */

export * from './pos-terminal.ts'

// A misdirected scan must not become a quantity (issue 26): a line holds at most MAX_LINE_QUANTITY units.
const quantity = (label: string) => wholeNumber(label, { min: 1, max: MAX_LINE_QUANTITY })
const totalItems = (label: string, min: number) => wholeNumber(label, { min, max: MAX_LINE_QUANTITY * MAX_SALE_LINES })

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
      .array(saleItemSchema, { error: () => FIELD_MESSAGES.required(SALE_LABELS.items) })
      .min(
        1,
        says(() => POS_MESSAGES.emptyCart),
      )
      .max(
        MAX_SALE_LINES,
        says(() => POS_MESSAGES.tooManySaleLines),
      ),
    // Trade-in at the counter (issue 29, item 7): the device the customer hands in; spec callers send none.
    tradeIn: tradeInInputSchema.optional(),
    // Issue 31: a sale paid in several ways, each a payment of its method (the spec's callers send `gateway`).
    tenders: tendersSchema.optional(),
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
  // Issue 31: a refund may also be paid onto the customer's store credit or back onto a gift card (`code`).
  gateway: choice(REFUND_LABELS.gateway, TENDER_GATEWAYS).default(DEFAULT_GATEWAY),
  code: optionalText(REFUND_LABELS.code, 32),
  note: optionalText(REFUND_LABELS.note, 500),
  // The spec's payload says discountAmount; the order field is discountedAmount: either is read.
  discountAmount: amount(REFUND_LABELS.discountAmount).optional(),
  discountedAmount: amount(REFUND_LABELS.discountedAmount).optional(),
  taxAmount: amount(REFUND_LABELS.taxAmount).optional(),
  subTotal: amount(REFUND_LABELS.subTotal).optional(),
  totalAmount: amount(REFUND_LABELS.totalAmount).optional(),
  totalItems: totalItems(REFUND_LABELS.totalItems, 0).optional(),
  items: z
    .array(refundItemSchema, { error: () => FIELD_MESSAGES.required(REFUND_LABELS.items) })
    .min(
      1,
      says(() => POS_MESSAGES.nothingChosen),
    )
    .max(
      MAX_SALE_LINES,
      says(() => POS_MESSAGES.tooManyRefundLines),
    ),
})
export type SaleReturnInput = z.input<typeof saleReturnSchema>
export type SaleReturnPayload = z.output<typeof saleReturnSchema>

/** POST /email-sale-invoice/{id}: where to send the invoice. */
export const emailInvoiceSchema = z.object({
  emailTo: requiredText(EMAIL_INVOICE_LABELS.emailTo, 191).refine(
    (value) => z.email().safeParse(value).success,
    says(() => FIELD_MESSAGES.email(EMAIL_INVOICE_LABELS.emailTo)),
  ),
  order: z.unknown().optional(),
})
export type EmailInvoiceInput = z.input<typeof emailInvoiceSchema>

/** POST /product-search: the key (name, SKU or barcode). */
export const productSearchSchema = searchKeySchema

/** GET /products-for-pos: optionally one category (with its sub-categories). */
export const posProductsQuerySchema = z.object({
  category_id: recordId(POS_PRODUCTS_LABELS.category_id).optional(),
  /** Issue 26: the tiles page by page (posProductsLimit a page), newest first. */
  page: wholeNumber(POS_PRODUCTS_LABELS.page, { min: 1, max: POS_PRODUCTS_MAX_PAGE }).optional(),
  /** Issue 26: the first page of the terminal, the owner's favourites or else the top sellers. */
  favourites: flagOf(POS_PRODUCTS_LABELS.favourites).optional(),
})

/** POST /pos-favourites: the favourite products in the order the terminal shows them. */
export const posFavouritesSchema = z.object({
  ids: z
    .array(recordId(POS_FAVOURITES_LABELS.ids), { error: () => FIELD_MESSAGES.required(POS_FAVOURITES_LABELS.ids) })
    .max(
      POS_FAVOURITES_MAX,
      says(() => FIELD_MESSAGES.atMost(POS_FAVOURITES_LABELS.ids, POS_FAVOURITES_MAX)),
    )
    .refine(
      (ids) => new Set(ids).size === ids.length,
      says(() => POS_MESSAGES.favouriteTwice),
    ),
})
export type PosFavouritesInput = z.input<typeof posFavouritesSchema>

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
  /** Available where it sells from (the warehouseSaleFrom stock, or the basic qty): on hand less what repairs hold. */
  qty: z.number(),
  /** Units on hand there held for repairs (issue 30, item 4); absent when none. */
  reserved: z.number().optional(),
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
  /** True on a sale that took a trade-in (issue 29, item 7): its refund gives back the goods' money only. */
  tradeIn: z.boolean().optional(),
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

export const posProductsResponseSchema = z.object({
  products: z.array(posProductSchema),
  /** Issue 26: whether a next page of tiles exists (absent on the favourites page). */
  more: z.boolean().optional(),
  /** On the first page: 'favourites' (set by the owner) or 'top' (the top sellers, none being set). */
  chosen: z.enum(['favourites', 'top']).optional(),
})
/** GET /pos-favourites: the favourites as the POS settings list them. */
export const posFavouritesResponseSchema = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), sku: z.string() })),
})
/** POST /custom-amount-product (issue 26): the open-price service a custom amount is a line of. */
export const customAmountResponseSchema = z.object({ message: z.string(), product: posProductSchema })
export const posCategoriesResponseSchema = z.object({ categories: z.array(posCategorySchema) })
export const posCustomProductsResponseSchema = z.object({ items: z.array(posCustomProductSchema) })
export const productSearchResponseSchema = z.object({
  items: z.array(productSearchItemSchema),
  custom: z.array(posCustomProductSchema),
})

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
