import { z } from 'zod'
import './zod-messages.ts'
import { DEFAULT_WAREHOUSE_ID, PRODUCT_TYPES } from '../constants.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import {
  choice,
  finiteNumber,
  MAX_RECORD_ID,
  onOff,
  optionalText,
  recordId,
  requiredText,
  wholeNumber,
  says,
} from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { createdResponseSchema, messageResponseSchema, pageSchema, timestampFields } from './responses.ts'
import { tr } from '../i18n/translate.ts'
import { extendLabels } from './label-maps.ts'
import { CHECK_MESSAGES } from './check-messages.ts'

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
  get name() {
    return tr('fields:catalog.product.name')
  },
  get barcode() {
    return tr('fields:catalog.product.barcode')
  },
  get sku() {
    return tr('fields:catalog.product.sku')
  },
  get category_id() {
    return tr('fields:catalog.product.category_id')
  },
  get type() {
    return tr('fields:catalog.product.type')
  },
  get price() {
    return tr('fields:catalog.product.price')
  },
  get cost() {
    return tr('fields:catalog.product.cost')
  },
  get qty() {
    return tr('fields:catalog.product.qty')
  },
  get suppliers() {
    return tr('fields:catalog.product.suppliers')
  },
  get warehouseSaleFrom() {
    return tr('fields:catalog.product.warehouseSaleFrom')
  },
  get unitOfMeasure() {
    return tr('fields:catalog.product.unitOfMeasure')
  },
  get imei() {
    return tr('fields:catalog.product.imei')
  },
  get sNumber() {
    return tr('fields:catalog.product.sNumber')
  },
  get description() {
    return tr('fields:catalog.product.description')
  },
  get variants() {
    return tr('fields:catalog.product.variants')
  },
  get discounted() {
    return tr('fields:catalog.product.discounted')
  },
  get state() {
    return tr('fields:catalog.product.state')
  },
  get serialTracked() {
    return tr('fields:catalog.product.serialTracked')
  },
}

/** A Service shows its price as Service Charges and has no stock tabs (spec 000 §2). */
export const SERVICE_LABELS = extendLabels(PRODUCT_LABELS, {
  get price() {
    return tr('fields:catalog.service.price')
  },
})

/** What the catalogue answers with, beyond the field messages. */
export const PRODUCT_MESSAGES = {
  get serviceHasNoStock() {
    return tr('messages:catalog.product.serviceHasNoStock', { qty: PRODUCT_LABELS.qty })
  },
  get variantTwice() {
    return tr('messages:catalog.product.variantTwice')
  },
  codeTaken: (label: string) => FIELD_MESSAGES.taken(label),
  get serviceWithStock() {
    return tr('messages:catalog.product.serviceWithStock')
  },
}

/** The variants editor of a Combo (spec 000 §2: Variant and Price Addtion, spelled as the spec spells it). */
export const VARIANT_LABELS = {
  get variant() {
    return tr('fields:catalog.variant.variant')
  },
  get price() {
    return tr('fields:catalog.variant.price')
  },
}

/** The category form's labels; the parent and children pickers add "(Child of)" and "(Parent of)". */
export const CATEGORY_LABELS = {
  get name() {
    return tr('fields:catalog.category.name')
  },
  get barcode() {
    return tr('fields:catalog.category.barcode')
  },
  get mode() {
    return tr('fields:catalog.category.mode')
  },
  get parent_id() {
    return tr('fields:catalog.category.parent_id')
  },
  get children() {
    return tr('fields:catalog.category.children')
  },
}

/** The product label page's labels. */
export const LABEL_FORM_LABELS = {
  get copies() {
    return tr('fields:catalog.labelForm.copies')
  },
  get symbology() {
    return tr('fields:catalog.labelForm.symbology')
  },
  get height() {
    return tr('fields:catalog.labelForm.height')
  },
  get width() {
    return tr('fields:catalog.labelForm.width')
  },
  get showName() {
    return tr('fields:catalog.labelForm.showName')
  },
  get showSku() {
    return tr('fields:catalog.labelForm.showSku')
  },
  get showPrice() {
    return tr('fields:catalog.labelForm.showPrice')
  },
}

/** The image of a product or a category (the lists' Image column uploads it). */
export const IMAGE_LABELS = {
  get image() {
    return tr('fields:catalog.image.image')
  },
}

/** The products list's Set for sale action picks a warehouse. */
export const SET_FOR_SALE_LABELS = {
  get warehouse_id() {
    return tr('fields:catalog.setForSale.warehouse_id')
  },
}

/** A flag that the wire may carry as 0/1, true/false or '0'/'1'; stored as 0/1. */
export const flag01Of = (label: string) =>
  z
    .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')], {
      error: () => FIELD_MESSAGES.trueOrFalse(label),
    })
    .transform((value): 0 | 1 => (value === 1 || value === true || value === '1' ? 1 : 0))

/**
 * An amount of money on the wire: a decimal with at most two places, never negative.
 * An empty text means 0 (a cleared price field); the server converts it to cents with toCents.
 */
export function moneyAmount(label: string) {
  return z
    .union([z.number(), z.string().trim()], { error: () => FIELD_MESSAGES.number(label) })
    .transform((value, ctx) =>
      finiteNumber(typeof value === 'number' ? value : value === '' ? 0 : Number(value), label, ctx),
    )
    .pipe(
      z
        .number()
        // Aborting bounds: nothing after this check converts an out-of-range number to cents.
        .min(0, { error: () => FIELD_MESSAGES.atLeast(label, 0), abort: true })
        .max(MAX_PRICE, { error: () => FIELD_MESSAGES.atMost(label, MAX_PRICE), abort: true })
        .refine(
          (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
          says(() => FIELD_MESSAGES.decimals(label)),
        ),
    )
}

const code = (label: string, max: number) =>
  optionalText(label, max).refine(
    (value) => CODE_PATTERN.test(value),
    says(() => CHECK_MESSAGES.codeCharacters(label)),
  )

/** An optional reference to another record: empty means none. */
const optionalId = (label: string) =>
  z
    .union([z.number(), z.string()], { error: () => FIELD_MESSAGES.selected(label) })
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
        .number({ error: () => FIELD_MESSAGES.selected(label) })
        .int(says(() => FIELD_MESSAGES.selected(label)))
        .positive(says(() => FIELD_MESSAGES.selected(label)))
        .max(
          MAX_RECORD_ID,
          says(() => FIELD_MESSAGES.selected(label)),
        ),
      { error: () => CHECK_MESSAGES.list(label) },
    )
    .max(
      max,
      says(() => CHECK_MESSAGES.maxItems(label, max)),
    )

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
        .array(variantInputSchema, { error: () => CHECK_MESSAGES.list(labels.variants) })
        .max(
          100,
          says(() => CHECK_MESSAGES.maxItems(labels.variants, 100)),
        )
        .default([]),
      discounted: flag01Of(labels.discounted).default(0),
      state: flag01Of(labels.state).default(1),
      /**
       * Issue 29 (beyond the spec, so optional): receiving it asks for one IMEI or serial per unit. A new
       * product without it is not tracked; an edit without it keeps what was stored.
       */
      serialTracked: flag01Of(labels.serialTracked).optional(),
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

/** A 0/1 flag as the answers carry it (discounted, state, mode). */
const flag01 = z.literal([0, 1])
const productType = z.enum(PRODUCT_TYPES)

export const productListRowSchema = z.object({
  id: z.number().int(),
  type: productType,
  image: z.string().nullable(),
  created_at: z.string(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  price: z.number(),
  qty: z.number().int(),
  discounted: flag01,
  state: flag01,
  category_id: z.number().int().nullable(),
  /** The price the till sells at: the selling warehouse's stock row, else the product's own price. */
  salePrice: z.number(),
  /** Units on hand in every warehouse, or the basic qty of a product kept without stock rows; null for a Service. */
  stockOnHand: z.number().int().nullable(),
  /** The category's name (null when uncategorised). */
  category: z.string().nullable(),
})
export type ProductListRow = z.infer<typeof productListRowSchema>
export const productListSchema = pageSchema(productListRowSchema)

/** The products list's filter beside the paging query (issue 28, item 14). */
export const PRODUCT_LIST_LABELS = {
  get category_id() {
    return PRODUCT_LABELS.category_id
  },
}

/** GET /products and GET /products/export: the paging query and an optional category. */
export const productListQuerySchema = pagingQuerySchema.extend({
  category_id: optionalId(PRODUCT_LIST_LABELS.category_id),
})
export type ProductListQuery = z.output<typeof productListQuerySchema>

// ---- Import from a CSV file (issue 28, item 14) -----------------------------------------------------

/**
 * The columns of an import file, in the template's order, named as the product form's create call names
 * them (category by its name). Only name is required; the others take the form's defaults when empty.
 */
export const PRODUCT_IMPORT_COLUMNS = [
  'name',
  'sku',
  'barcode',
  'category',
  'price',
  'cost',
  'type',
  'unitOfMeasure',
  'qty',
  'description',
] as const
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number]
export const PRODUCT_IMPORT_REQUIRED: readonly ProductImportColumn[] = ['name']

/** Each column as the product form labels it: the preview's headings and every message of a row. */
export const PRODUCT_IMPORT_LABELS: Record<ProductImportColumn, string> = {
  get name() {
    return PRODUCT_LABELS.name
  },
  get sku() {
    return PRODUCT_LABELS.sku
  },
  get barcode() {
    return PRODUCT_LABELS.barcode
  },
  get category() {
    return PRODUCT_LABELS.category_id
  },
  get price() {
    return PRODUCT_LABELS.price
  },
  get cost() {
    return PRODUCT_LABELS.cost
  },
  get type() {
    return PRODUCT_LABELS.type
  },
  get unitOfMeasure() {
    return PRODUCT_LABELS.unitOfMeasure
  },
  get qty() {
    return PRODUCT_LABELS.qty
  },
  get description() {
    return PRODUCT_LABELS.description
  },
}

/** The one file field of the import calls, as the import screen names it. */
export const PRODUCT_IMPORT_FILE_LABELS = {
  get file() {
    return tr('fields:catalog.productImportFile.file')
  },
}

/** What an import file may hold: 2 MB, 5,000 products. */
export const PRODUCT_IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5000 } as const

export const PRODUCT_IMPORT_MESSAGES = {
  get notCsv() {
    return tr('messages:catalog.productImport.notCsv', { file: PRODUCT_IMPORT_FILE_LABELS.file })
  },
  get missing() {
    return tr('messages:catalog.productImport.missing', { file: PRODUCT_IMPORT_FILE_LABELS.file })
  },
  get tooLarge() {
    return tr('messages:catalog.productImport.tooLarge', {
      file: PRODUCT_IMPORT_FILE_LABELS.file,
      value: PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024,
    })
  },
  get tooManyRows() {
    return tr('messages:catalog.productImport.tooManyRows', {
      file: PRODUCT_IMPORT_FILE_LABELS.file,
      maxRows: PRODUCT_IMPORT_LIMITS.maxRows,
    })
  },
  get empty() {
    return tr('messages:catalog.productImport.empty', { file: PRODUCT_IMPORT_FILE_LABELS.file })
  },
  unclosedQuote: (row: number) => tr('messages:catalog.productImport.unclosedQuote', { row }),
  get noNameColumn() {
    return tr('messages:catalog.productImport.noNameColumn', { file: PRODUCT_IMPORT_FILE_LABELS.file })
  },
  unknownColumns: (names: readonly string[]) =>
    // The template's header row names the columns; a message listing them would read as wire names.
    tr('messages:catalog.productImport.unknownColumns', { count: names.length, names: names.join(', ') }),
  repeatedColumn: (name: string) => tr('messages:catalog.productImport.repeatedColumn', { name }),
  extraCells: (row: number) => tr('messages:catalog.productImport.extraCells', { row }),
  unknownCategory: (name: string) => tr('messages:catalog.productImport.unknownCategory', { name }),
  ambiguousCategory: (name: string) => tr('messages:catalog.productImport.ambiguousCategory', { name }),
  repeatedInFile: (label: string, row: number) => tr('messages:catalog.productImport.repeatedInFile', { label, row }),
  // Plural forms need a number: Number() keeps a count that came as text (a form field, a query) one.
  invalidRows: (count: number) => tr('messages:catalog.productImport.invalidRows', { count: Number(count) }),
  conflict: (row: number, text: string) => tr('messages:catalog.productImport.conflict', { row, text }),
  imported: (count: number) => tr('messages:catalog.productImport.imported', { count: Number(count) }),
}

/** One data row of an import file as the preview shows it: its row number, its cells and its errors. */
export const productImportRowSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  /** Messages per column (name, sku, category ...), in words with the form's labels. */
  errors: z.record(z.string(), z.array(z.string())),
})
export type ProductImportRow = z.infer<typeof productImportRowSchema>

export const productImportPreviewSchema = z.object({
  columns: z.array(z.enum(PRODUCT_IMPORT_COLUMNS)),
  rows: z.array(productImportRowSchema),
  total: z.number().int(),
  invalid: z.number().int(),
})
export type ProductImportPreview = z.infer<typeof productImportPreviewSchema>

export const productImportResultSchema = messageResponseSchema.extend({
  imported: z.number().int(),
  ids: z.array(z.number().int()),
})
export type ProductImportResult = z.infer<typeof productImportResultSchema>

export const supplierSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
})
export type SupplierSummary = z.infer<typeof supplierSummarySchema>

export const warehouseSummarySchema = z.object({ id: z.number().int(), name: z.string() })
export type WarehouseSummary = z.infer<typeof warehouseSummarySchema>

export const productVariantSchema = z.object({
  id: z.number().int(),
  /** Display name: the product name with the variant in parentheses. */
  name: z.string(),
  variant: z.string(),
  /** Extra amount added to the product price. */
  price: z.number(),
})
export type ProductVariant = z.infer<typeof productVariantSchema>

export const productDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  type: productType,
  price: z.number(),
  cost: z.number(),
  qty: z.number().int(),
  /** Of the basic qty, the units held for repairs (issue 30, item 4). */
  reserved: z.number().int(),
  warehouseSaleFrom: z.number().int(),
  warehouse: warehouseSummarySchema.nullable(),
  unitOfMeasure: z.string(),
  imei: z.string(),
  sNumber: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  discounted: flag01,
  state: flag01,
  /** Issue 29: receiving it asks for one IMEI or serial per unit. */
  serialTracked: flag01,
  ...timestampFields,
  variants: z.array(productVariantSchema),
  suppliers: z.array(supplierSummarySchema),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

/** What a stock row counts and prices, as every answer showing stock rows carries it (decimals). */
export const stockFigures = {
  quantity: z.number().int(),
  /** Of the quantity, the units held for repairs (issue 30, item 4): available is quantity - reserved. */
  reserved: z.number().int(),
  sold: z.number().int(),
  returned: z.number().int(),
  cost: z.number(),
  price: z.number(),
  rackNumber: z.string(),
}

export const productStockSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse: warehouseSummarySchema,
  ...stockFigures,
  /** True for the warehouse the product is sold from. */
  active: z.boolean(),
  created_at: z.string(),
})
export type ProductStock = z.infer<typeof productStockSchema>

export const productResponseSchema = z.object({
  product: productDetailSchema,
  stocks: z.array(productStockSchema),
})
export type ProductResponse = z.infer<typeof productResponseSchema>

export const productFormDataSchema = z.object({
  warehouses: z.array(warehouseSummarySchema),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() })),
  suppliers: z.array(supplierSummarySchema),
  /** Units of measure from the productUnits setting. */
  units: z.array(z.string()),
})
export type ProductFormData = z.infer<typeof productFormDataSchema>

export const printLabelResponseSchema = z.object({
  /** PNG data URL of the barcode, without text (the page prints name, SKU and price itself). */
  label: z.string(),
  item: z.object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    barcode: z.string(),
    price: z.number(),
    symbology: z.enum(LABEL_SYMBOLOGIES),
  }),
})
export type PrintLabelResponse = z.infer<typeof printLabelResponseSchema>

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  barcode: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  mode: flag01,
  image: z.string().nullable(),
  children: z.array(z.number().int()),
})
export type Category = z.infer<typeof categorySchema>
export const categoryResponseSchema = z.object({ category: categorySchema })

export interface CategoryTreeNode {
  id: number
  name: string
  barcode: string | null
  parent_id: number | null
  mode: 0 | 1
  image: string | null
  children: CategoryTreeNode[]
}
export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  barcode: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  mode: flag01,
  image: z.string().nullable(),
  get children() {
    return z.array(categoryTreeNodeSchema)
  },
})
export const categoryTreeSchema = z.array(categoryTreeNodeSchema)

export type MessageResponse = z.infer<typeof messageResponseSchema>
/** A product or category was saved: the message and its id. */
export const catalogSavedSchema = createdResponseSchema
export const imageResponseSchema = messageResponseSchema.extend({ image: z.string() })
export const productStateResponseSchema = messageResponseSchema.extend({ state: flag01 })
export const productDiscountResponseSchema = messageResponseSchema.extend({ discounted: flag01 })
