import { z } from 'zod'
import './zod-messages.ts'
import { DEFAULT_WAREHOUSE_ID, PRODUCT_TYPES } from '../constants.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, MAX_RECORD_ID, onOff, optionalText, recordId, requiredText, wholeNumber } from './fields.ts'

/** Catalogue request schemas (spec 000 §3, §5, §7; spec 001 §2, §7) and the shapes the API answers. */

export type ProductType = (typeof PRODUCT_TYPES)[number]

export const LABEL_SYMBOLOGIES = ['C39', 'C39+', 'C39E', 'C128', 'C128A'] as const
export type LabelSymbology = (typeof LABEL_SYMBOLOGIES)[number]
/** Spec 001 §9: 5 copies, C128, height 60, width 141, SKU and price shown, name hidden. */
export const LABEL_DEFAULTS = {
  copies: 5,
  symbology: 'C128' as LabelSymbology,
  height: 60,
  width: 141,
  showName: false,
  showSku: true,
  showPrice: true,
} as const
export const LABEL_SIZE_MAX = 750

export const MAX_PRICE = 99_999_999.99
export const MAX_QTY = 1_000_000_000
export const MAX_DESCRIPTION_LENGTH = 65_000
/** Barcodes and SKUs are printable codes: letters, digits and - . _ / + (what Code 39/128 and scanners carry). */
export const CODE_PATTERN = /^[A-Za-z0-9\-._/+]*$/

/** The product form's labels (AddNewProduct, EditProduct), which every message of the form names. */
export const PRODUCT_LABELS = {
  name: 'Product Name',
  barcode: 'Barcode',
  sku: 'SKU',
  category_id: 'Category',
  type: 'Type',
  price: 'Product Price',
  cost: 'Product Cost',
  qty: 'Product QTY',
  suppliers: 'Suppliers',
  warehouseSaleFrom: 'Sale From Warehouse',
  unitOfMeasure: 'Unit of measure',
  imei: 'IMEI',
  sNumber: 'Serial Number',
  description: 'Description',
  variants: 'Variants',
  discounted: 'Discounted',
  state: 'State',
} as const

/** A Service shows its price as Service Charges and has no stock tabs (spec 000 §2). */
export const SERVICE_LABELS = { ...PRODUCT_LABELS, price: 'Service Charges' } as const

/** What the catalogue answers with, beyond the field messages. */
export const PRODUCT_MESSAGES = {
  serviceHasNoStock: `A Service has no stock: the ${PRODUCT_LABELS.qty} must be 0.`,
  variantTwice: 'The variant names must be different.',
  codeTaken: (label: string) => FIELD_MESSAGES.taken(label),
  serviceWithStock: 'A product with purchased stock cannot become a Service.',
} as const

/** The variants editor of a Combo (spec 000 §2: Variant and Price Addtion, spelled as the spec spells it). */
export const VARIANT_LABELS = { variant: 'Variant', price: 'Price Addtion' } as const

/** The category form's labels; the parent and children pickers add "(Child of)" and "(Parent of)". */
export const CATEGORY_LABELS = {
  name: 'Category Name',
  barcode: 'Category code',
  mode: 'Relationship mode',
  parent_id: 'Parent Category',
  children: 'Children categories',
} as const

/** The product label page's labels. */
export const LABEL_FORM_LABELS = {
  copies: 'Number of labels',
  symbology: 'Symbology',
  height: 'Height',
  width: 'Width',
  showName: 'Name',
  showSku: 'SKU',
  showPrice: 'Price',
} as const

/** The image of a product or a category (the lists' Image column uploads it). */
export const IMAGE_LABELS = { image: 'Image' } as const

/** The products list's Set for sale action picks a warehouse. */
export const SET_FOR_SALE_LABELS = { warehouse_id: 'Warehouse' } as const

/** A flag that the wire may carry as 0/1, true/false or '0'/'1'; stored as 0/1. */
export const flag01Of = (label: string) =>
  z
    .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')], {
      error: FIELD_MESSAGES.trueOrFalse(label),
    })
    .transform((value): 0 | 1 => (value === 1 || value === true || value === '1' ? 1 : 0))

/**
 * An amount of money on the wire: a decimal with at most two places, never negative.
 * An empty text means 0 (a cleared price field); the server converts it to cents with toCents.
 */
export function moneyAmount(label: string) {
  return z
    .union([z.number(), z.string().trim()], { error: FIELD_MESSAGES.number(label) })
    .transform((value, ctx) => {
      const number = typeof value === 'number' ? value : value === '' ? 0 : Number(value)
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.number(label) })
        return z.NEVER
      }
      return number
    })
    .pipe(
      z
        .number()
        // Aborting bounds: nothing after this check converts an out-of-range number to cents.
        .min(0, { message: FIELD_MESSAGES.atLeast(label, 0), abort: true })
        .max(MAX_PRICE, { message: FIELD_MESSAGES.atMost(label, MAX_PRICE), abort: true })
        .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, FIELD_MESSAGES.decimals(label)),
    )
}

const code = (label: string, max: number) =>
  optionalText(label, max).refine(
    (value) => CODE_PATTERN.test(value),
    `The ${label} may only contain letters, digits and - . _ / +`,
  )

/** An optional reference to another record: empty means none. */
const optionalId = (label: string) =>
  z
    .union([z.number(), z.string()], { error: FIELD_MESSAGES.selected(label) })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null
      const number = Number(value)
      if (!Number.isInteger(number) || number < 1 || number > MAX_RECORD_ID) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.selected(label) })
        return z.NEVER
      }
      return number
    })

/** A list of record ids (suppliers of a product, children of a category). */
const idList = (label: string, max: number) =>
  z
    .array(
      z.coerce
        .number({ error: FIELD_MESSAGES.selected(label) })
        .int(FIELD_MESSAGES.selected(label))
        .positive(FIELD_MESSAGES.selected(label))
        .max(MAX_RECORD_ID, FIELD_MESSAGES.selected(label)),
      { error: `The ${label} must be a list.` },
    )
    .max(max, `The ${label} may not have more than ${max} items.`)

export const variantInputSchema = z.object({
  variant: requiredText(VARIANT_LABELS.variant, 191),
  price: moneyAmount(VARIANT_LABELS.price),
})
export type VariantInput = z.input<typeof variantInputSchema>

/** The product form's schema, its messages naming `labels` (a Service's price reads Service Charges). */
function productSchema(labels: typeof PRODUCT_LABELS | typeof SERVICE_LABELS) {
  return z
    .object({
      name: requiredText(labels.name, 191),
      barcode: code(labels.barcode, 64),
      sku: code(labels.sku, 64),
      category_id: optionalId(labels.category_id),
      type: choice(labels.type, PRODUCT_TYPES).default('Standard'),
      price: moneyAmount(labels.price).default(0),
      cost: moneyAmount(labels.cost).default(0),
      qty: wholeNumber(labels.qty, { min: 0, max: MAX_QTY }).default(0),
      suppliers: idList(labels.suppliers, 100).default([]),
      warehouseSaleFrom: recordId(labels.warehouseSaleFrom).default(DEFAULT_WAREHOUSE_ID),
      unitOfMeasure: optionalText(labels.unitOfMeasure, 32),
      imei: optionalText(labels.imei, 64),
      sNumber: optionalText(labels.sNumber, 64),
      description: optionalText(labels.description, MAX_DESCRIPTION_LENGTH),
      variants: z
        .array(variantInputSchema, { error: `The ${labels.variants} must be a list.` })
        .max(100, `The ${labels.variants} may not have more than 100 items.`)
        .default([]),
      discounted: flag01Of(labels.discounted).default(0),
      state: flag01Of(labels.state).default(1),
    })
    .superRefine((product, ctx) => {
      if (product.type === 'Service' && product.qty > 0) {
        ctx.addIssue({ code: 'custom', path: ['qty'], message: PRODUCT_MESSAGES.serviceHasNoStock })
      }
      if (product.type === 'Combo') {
        const seen = new Set<string>()
        product.variants.forEach((variant, index) => {
          const key = variant.variant.toLowerCase()
          if (seen.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: ['variants', index, 'variant'],
              message: PRODUCT_MESSAGES.variantTwice,
            })
          }
          seen.add(key)
        })
      }
    })
}

export const productInputSchema = productSchema(PRODUCT_LABELS)
/** The same checks with a Service's labels: the form shows its price as Service Charges. */
export const serviceInputSchema = productSchema(SERVICE_LABELS)
export type ProductInput = z.input<typeof productInputSchema>
export type ProductPayload = z.output<typeof productInputSchema>

/** The toggles send the row; when it carries the new value that value is stored, otherwise the flag flips. */
export const toggleStateSchema = z.object({ state: flag01Of(PRODUCT_LABELS.state).optional() })
export const toggleDiscountSchema = z.object({ discounted: flag01Of(PRODUCT_LABELS.discounted).optional() })

export const setForSaleSchema = z.object({ warehouse_id: recordId(SET_FOR_SALE_LABELS.warehouse_id) })

export const printLabelSchema = z.object({
  symbology: choice(LABEL_FORM_LABELS.symbology, LABEL_SYMBOLOGIES).default(LABEL_DEFAULTS.symbology),
})

export const categoryInputSchema = z.object({
  name: requiredText(CATEGORY_LABELS.name, 191),
  barcode: code(CATEGORY_LABELS.barcode, 64),
  mode: flag01Of(CATEGORY_LABELS.mode).default(0),
  parent_id: optionalId(CATEGORY_LABELS.parent_id),
  children: idList(CATEGORY_LABELS.children, 500).default([]),
})
export type CategoryInput = z.input<typeof categoryInputSchema>
export type CategoryPayload = z.output<typeof categoryInputSchema>

/** The label page's own form (client side): the sizes hint a maximum of 750. */
export const labelFormSchema = z.object({
  copies: wholeNumber(LABEL_FORM_LABELS.copies, { min: 0, max: LABEL_SIZE_MAX }),
  symbology: choice(LABEL_FORM_LABELS.symbology, LABEL_SYMBOLOGIES),
  height: wholeNumber(LABEL_FORM_LABELS.height, { min: 1, max: LABEL_SIZE_MAX }),
  width: wholeNumber(LABEL_FORM_LABELS.width, { min: 1, max: LABEL_SIZE_MAX }),
  showName: onOff(LABEL_FORM_LABELS.showName),
  showSku: onOff(LABEL_FORM_LABELS.showSku),
  showPrice: onOff(LABEL_FORM_LABELS.showPrice),
})
export type LabelForm = z.infer<typeof labelFormSchema>

// ---- Responses --------------------------------------------------------------------------------------

export interface ProductListRow {
  id: number
  type: ProductType
  image: string | null
  created_at: string
  name: string
  sku: string
  barcode: string
  price: number
  qty: number
  discounted: 0 | 1
  state: 0 | 1
  category_id: number | null
}

export interface SupplierSummary {
  id: number
  firstName: string
  lastName: string
  company: string
  email: string
  phone: string
}

export interface WarehouseSummary {
  id: number
  name: string
}

export interface ProductVariant {
  id: number
  /** Display name: the product name with the variant in parentheses. */
  name: string
  variant: string
  /** Extra amount added to the product price. */
  price: number
}

export interface ProductDetail {
  id: number
  name: string
  sku: string
  barcode: string
  category_id: number | null
  category: { id: number; name: string } | null
  type: ProductType
  price: number
  cost: number
  qty: number
  warehouseSaleFrom: number
  warehouse: WarehouseSummary | null
  unitOfMeasure: string
  imei: string
  sNumber: string
  description: string
  image: string | null
  discounted: 0 | 1
  state: 0 | 1
  created_at: string
  updated_at: string
  variants: ProductVariant[]
  suppliers: SupplierSummary[]
}

export interface ProductStock {
  id: number
  product_id: number
  warehouse_id: number
  warehouse: WarehouseSummary
  quantity: number
  sold: number
  returned: number
  cost: number
  price: number
  rackNumber: string
  /** True for the warehouse the product is sold from. */
  active: boolean
  created_at: string
}

export interface ProductResponse {
  product: ProductDetail
  stocks: ProductStock[]
}

export interface ProductFormData {
  warehouses: WarehouseSummary[]
  categories: { id: number; name: string; parent_id: number | null }[]
  suppliers: SupplierSummary[]
  /** Units of measure from the productUnits setting. */
  units: string[]
}

export interface PrintLabelResponse {
  /** PNG data URL of the barcode, without text (the page prints name, SKU and price itself). */
  label: string
  item: { id: number; name: string; sku: string; barcode: string; price: number; symbology: LabelSymbology }
}

export interface Category {
  id: number
  name: string
  barcode: string | null
  parent_id: number | null
  mode: 0 | 1
  image: string | null
  children: number[]
}

export interface CategoryTreeNode {
  id: number
  name: string
  barcode: string | null
  parent_id: number | null
  mode: 0 | 1
  image: string | null
  children: CategoryTreeNode[]
}

export interface MessageResponse {
  message: string
}
