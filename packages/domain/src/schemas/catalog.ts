import { z } from 'zod'
import './zod-messages.ts'
import { DEFAULT_WAREHOUSE_ID, PRODUCT_TYPES } from '../constants.ts'

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

/** A flag that the wire may carry as 0/1, true/false or '0'/'1'; stored as 0/1. */
export const flag01 = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')])
  .transform((value): 0 | 1 => (value === 1 || value === true || value === '1' ? 1 : 0))

/**
 * An amount of money on the wire: a decimal with at most two places, never negative.
 * An empty text means 0 (a cleared price field); the server converts it to cents with toCents.
 */
export function moneyAmount(field: string) {
  return z
    .union([z.number(), z.string().trim()])
    .transform((value, ctx) => {
      const number = typeof value === 'number' ? value : value === '' ? 0 : Number(value)
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: `The ${field} must be a number.` })
        return z.NEVER
      }
      return number
    })
    .pipe(
      z
        .number()
        // Aborting bounds: nothing after this check converts an out-of-range number to cents.
        .min(0, { message: `The ${field} must be at least 0.`, abort: true })
        .max(MAX_PRICE, { message: `The ${field} may not be greater than ${MAX_PRICE}.`, abort: true })
        .refine(
          (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
          `The ${field} may have at most 2 decimals.`,
        ),
    )
}

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => value ?? '')

const code = (field: string, max: number) =>
  optionalText(field, max).refine(
    (value) => CODE_PATTERN.test(value),
    `The ${field} may only contain letters, digits and - . _ / +`,
  )

/** An optional reference to another record: empty means none. */
const optionalId = (field: string) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null
      const number = Number(value)
      if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: `The selected ${field} is invalid.` })
        return z.NEVER
      }
      return number
    })

export const variantInputSchema = z.object({
  variant: z
    .string({ error: 'The variant field is required.' })
    .trim()
    .min(1, 'The variant field is required.')
    .max(191),
  price: moneyAmount('price'),
})
export type VariantInput = z.input<typeof variantInputSchema>

export const productInputSchema = z
  .object({
    name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(191),
    barcode: code('barcode', 64),
    sku: code('sku', 64),
    category_id: optionalId('category_id'),
    type: z.enum(PRODUCT_TYPES, { error: 'The selected type is invalid.' }).default('Standard'),
    price: moneyAmount('price').default(0),
    cost: moneyAmount('cost').default(0),
    qty: z.coerce
      .number({ error: 'The qty must be a number.' })
      .int('The qty must be an integer.')
      .min(0, 'The qty must be at least 0.')
      .max(MAX_QTY)
      .default(0),
    suppliers: z
      .array(
        z.coerce
          .number()
          .int()
          .positive('The selected suppliers is invalid.')
          .max(2_147_483_647, 'The selected suppliers is invalid.'),
        {
          error: 'The suppliers must be a list.',
        },
      )
      .max(100)
      .default([]),
    warehouseSaleFrom: z.coerce
      .number({ error: 'The warehouseSaleFrom must be a number.' })
      .int()
      .positive('The selected warehouseSaleFrom is invalid.')
      .max(2_147_483_647, 'The selected warehouseSaleFrom is invalid.')
      .default(DEFAULT_WAREHOUSE_ID),
    unitOfMeasure: optionalText('unitOfMeasure', 32),
    imei: optionalText('imei', 64),
    sNumber: optionalText('sNumber', 64),
    description: optionalText('description', MAX_DESCRIPTION_LENGTH),
    variants: z.array(variantInputSchema).max(100).default([]),
    discounted: flag01.default(0),
    state: flag01.default(1),
  })
  .superRefine((product, ctx) => {
    if (product.type === 'Service' && product.qty > 0) {
      ctx.addIssue({ code: 'custom', path: ['qty'], message: 'A Service has no stock: the qty must be 0.' })
    }
    if (product.type === 'Combo') {
      const seen = new Set<string>()
      product.variants.forEach((variant, index) => {
        const key = variant.variant.toLowerCase()
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', index, 'variant'],
            message: 'The variant names must be different.',
          })
        }
        seen.add(key)
      })
    }
  })
export type ProductInput = z.input<typeof productInputSchema>
export type ProductPayload = z.output<typeof productInputSchema>

/** The toggles send the row; when it carries the new value that value is stored, otherwise the flag flips. */
export const toggleStateSchema = z.object({ state: flag01.optional() })
export const toggleDiscountSchema = z.object({ discounted: flag01.optional() })

export const setForSaleSchema = z.object({
  warehouse_id: z.coerce
    .number({ error: 'The warehouse_id field is required.' })
    .int()
    .positive('The selected warehouse_id is invalid.')
    // Ids are 32-bit on PostgreSQL: a larger number is a 422, not a database error.
    .max(2_147_483_647, 'The selected warehouse_id is invalid.'),
})

export const printLabelSchema = z.object({
  symbology: z
    .enum(LABEL_SYMBOLOGIES, { error: 'The selected symbology is invalid.' })
    .default(LABEL_DEFAULTS.symbology),
})

export const categoryInputSchema = z.object({
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(191),
  barcode: code('barcode', 64),
  mode: flag01.default(0),
  parent_id: optionalId('parent_id'),
  children: z
    .array(
      z.coerce
        .number()
        .int()
        .positive('The selected children is invalid.')
        .max(2_147_483_647, 'The selected children is invalid.'),
    )
    .max(500)
    .default([]),
})
export type CategoryInput = z.input<typeof categoryInputSchema>
export type CategoryPayload = z.output<typeof categoryInputSchema>

/** The label page's own form (client side): the sizes hint a maximum of 750. */
export const labelFormSchema = z.object({
  copies: z.coerce.number().int().min(0).max(LABEL_SIZE_MAX),
  symbology: z.enum(LABEL_SYMBOLOGIES),
  height: z.coerce.number().int().min(1).max(LABEL_SIZE_MAX),
  width: z.coerce.number().int().min(1).max(LABEL_SIZE_MAX),
  showName: z.boolean(),
  showSku: z.boolean(),
  showPrice: z.boolean(),
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
