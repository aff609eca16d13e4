import { z } from 'zod'
import './zod-messages.ts'
import { MAX_QTY } from './catalog.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, choice, flagOf, optionalText, recordId, wholeNumber, says } from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { createdResponseSchema, pageSchema } from './responses.ts'
import { tr } from '../i18n/translate.ts'

/**
 * Stock counts, hand adjustments, transfers between warehouses and a product's stock history (issue 28,
 * item 9). Every one moves stock through the stock service, which writes a movement with one of these reasons.
 */

/** Every reason a stock movement is written for, as stored. */
export const STOCK_MOVEMENT_REASONS = [
  'purchase',
  'sale',
  'refund',
  'buyback',
  'adjustment',
  'opening',
  'offline write-off',
  'count',
  'damaged',
  'lost',
  'theft',
  'found',
  'transfer out',
  'transfer in',
  'sale removed',
  'refund removed',
  'repair',
] as const
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number]

/** The reasons in words, as the stock history shows them. */
export const STOCK_REASON_LABELS: Record<StockMovementReason, string> = {
  get purchase() {
    return tr('fields:stockDocuments.stockReason.purchase')
  },
  get sale() {
    return tr('fields:stockDocuments.stockReason.sale')
  },
  get refund() {
    return tr('fields:stockDocuments.stockReason.refund')
  },
  get buyback() {
    return tr('fields:stockDocuments.stockReason.buyback')
  },
  get adjustment() {
    return tr('fields:stockDocuments.stockReason.adjustment')
  },
  get opening() {
    return tr('fields:stockDocuments.stockReason.opening')
  },
  get ['offline write-off']() {
    return tr('fields:stockDocuments.stockReason.offlineWriteOff')
  },
  get count() {
    return tr('fields:stockDocuments.stockReason.count')
  },
  get damaged() {
    return tr('fields:stockDocuments.stockReason.damaged')
  },
  get lost() {
    return tr('fields:stockDocuments.stockReason.lost')
  },
  get theft() {
    return tr('fields:stockDocuments.stockReason.theft')
  },
  get found() {
    return tr('fields:stockDocuments.stockReason.found')
  },
  get ['transfer out']() {
    return tr('fields:stockDocuments.stockReason.transferOut')
  },
  get ['transfer in']() {
    return tr('fields:stockDocuments.stockReason.transferIn')
  },
  get ['sale removed']() {
    return tr('fields:stockDocuments.stockReason.saleRemoved')
  },
  get ['refund removed']() {
    return tr('fields:stockDocuments.stockReason.refundRemoved')
  },
  get repair() {
    return tr('fields:stockDocuments.stockReason.repair')
  },
}

/** The reasons a hand adjustment takes (a count's differences are posted as `count` too). */
export const ADJUSTMENT_REASONS = ['count', 'damaged', 'lost', 'theft', 'found'] as const
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]

export const STOCK_DOCUMENT_KINDS = ['count', 'transfer', 'adjustment'] as const
export type StockDocumentKind = (typeof STOCK_DOCUMENT_KINDS)[number]

export const STOCK_COUNT_STATUSES = ['draft', 'posted'] as const
export const STOCK_TRANSFER_STATUSES = ['sent', 'received'] as const

/** Statuses in words. */
export const STOCK_DOCUMENT_STATUS_LABELS = {
  get draft() {
    return tr('fields:stockDocuments.stockDocumentStatus.draft')
  },
  get posted() {
    return tr('fields:stockDocuments.stockDocumentStatus.posted')
  },
  get sent() {
    return tr('fields:stockDocuments.stockDocumentStatus.sent')
  },
  get received() {
    return tr('fields:stockDocuments.stockDocumentStatus.received')
  },
}

/** What a transfer's shortfall is called (a `lost` movement at the destination), in the reader's language. */
export function lostInTransit(): string {
  return tr('fields:stockDocuments.stockReason.lostInTransit')
}

/**
 * A stock movement's reason in words, in the language of the moment: "Lost in transit" for a transfer's
 * shortfall. The web draws it from the reason's code, so a list reads in the page's language whatever the
 * server answered in.
 */
export function stockReasonText(reason: StockMovementReason, documentKind?: StockDocumentKind | null): string {
  return reason === 'lost' && documentKind === 'transfer' ? lostInTransit() : STOCK_REASON_LABELS[reason]
}

export const STOCK_DOCUMENT_MESSAGES = {
  get adjusted() {
    return tr('messages:stockDocuments.stockDocument.adjusted')
  },
  get countStarted() {
    return tr('messages:stockDocuments.stockDocument.countStarted')
  },
  get countSaved() {
    return tr('messages:stockDocuments.stockDocument.countSaved')
  },
  get countPosted() {
    return tr('messages:stockDocuments.stockDocument.countPosted')
  },
  get countAlreadyPosted() {
    return tr('messages:stockDocuments.stockDocument.countAlreadyPosted')
  },
  get countNoLines() {
    return tr('messages:stockDocuments.stockDocument.countNoLines')
  },
  get transferSent() {
    return tr('messages:stockDocuments.stockDocument.transferSent')
  },
  get transferReceived() {
    return tr('messages:stockDocuments.stockDocument.transferReceived')
  },
  get transferAlreadyReceived() {
    return tr('messages:stockDocuments.stockDocument.transferAlreadyReceived')
  },
  get sameWarehouse() {
    return tr('messages:stockDocuments.stockDocument.sameWarehouse')
  },
  get unknownWarehouse() {
    return tr('messages:stockDocuments.stockDocument.unknownWarehouse')
  },
  get unknownCategory() {
    return tr('messages:stockDocuments.stockDocument.unknownCategory')
  },
  get unknownProduct() {
    return tr('messages:stockDocuments.stockDocument.unknownProduct')
  },
  get productTwice() {
    return tr('messages:stockDocuments.stockDocument.productTwice')
  },
  notInWarehouse: (product: string, warehouse: string) =>
    tr('messages:stockDocuments.stockDocument.notInWarehouse', { warehouse, product }),
  get notInCount() {
    return tr('messages:stockDocuments.stockDocument.notInCount')
  },
  get notInTransfer() {
    return tr('messages:stockDocuments.stockDocument.notInTransfer')
  },
  moreThanSent: (sent: number) => tr('messages:stockDocuments.stockDocument.moreThanSent', { sent }),
  get zeroChange() {
    return tr('messages:stockDocuments.stockDocument.zeroChange')
  },
  lineMissing: (product: string) => tr('messages:stockDocuments.stockDocument.lineMissing', { product }),
}

export const ADJUSTMENT_LABELS = {
  get product_id() {
    return tr('fields:stockDocuments.adjustment.product_id')
  },
  get warehouse_id() {
    return tr('fields:stockDocuments.adjustment.warehouse_id')
  },
  get qty() {
    return tr('fields:stockDocuments.adjustment.qty')
  },
  get reason() {
    return tr('fields:stockDocuments.adjustment.reason')
  },
  get note() {
    return tr('fields:stockDocuments.adjustment.note')
  },
}

export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  get count() {
    return tr('fields:stockDocuments.adjustmentReason.count')
  },
  get damaged() {
    return tr('fields:stockDocuments.adjustmentReason.damaged')
  },
  get lost() {
    return tr('fields:stockDocuments.adjustmentReason.lost')
  },
  get theft() {
    return tr('fields:stockDocuments.adjustmentReason.theft')
  },
  get found() {
    return tr('fields:stockDocuments.adjustmentReason.found')
  },
}

export const COUNT_LABELS = {
  get warehouse_id() {
    return tr('fields:stockDocuments.count.warehouse_id')
  },
  get category_id() {
    return tr('fields:stockDocuments.count.category_id')
  },
  get blind() {
    return tr('fields:stockDocuments.count.blind')
  },
  get note() {
    return tr('fields:stockDocuments.count.note')
  },
  get lines() {
    return tr('fields:stockDocuments.count.lines')
  },
  get counted() {
    return tr('fields:stockDocuments.count.counted')
  },
  get expected() {
    return tr('fields:stockDocuments.count.expected')
  },
}

export const TRANSFER_LABELS = {
  get warehouse_id() {
    return tr('fields:stockDocuments.transfer.warehouse_id')
  },
  get to_warehouse_id() {
    return tr('fields:stockDocuments.transfer.to_warehouse_id')
  },
  get note() {
    return tr('fields:stockDocuments.transfer.note')
  },
  get lines() {
    return tr('fields:stockDocuments.transfer.lines')
  },
  get product_id() {
    return tr('fields:stockDocuments.transfer.product_id')
  },
  get qty() {
    return tr('fields:stockDocuments.transfer.qty')
  },
  get received() {
    return tr('fields:stockDocuments.transfer.received')
  },
}

const qty = (label: string) => wholeNumber(label, { min: 0, max: MAX_QTY })

/** POST /stock-adjustments: one product in one warehouse, a signed change with its reason. */
export const adjustmentInputSchema = z.object({
  product_id: recordId(ADJUSTMENT_LABELS.product_id),
  warehouse_id: recordId(ADJUSTMENT_LABELS.warehouse_id),
  qty: wholeNumber(ADJUSTMENT_LABELS.qty, { min: -MAX_QTY, max: MAX_QTY }).refine(
    (value) => value !== 0,
    says(() => STOCK_DOCUMENT_MESSAGES.zeroChange),
  ),
  reason: choice(ADJUSTMENT_LABELS.reason, ADJUSTMENT_REASONS),
  note: optionalText(ADJUSTMENT_LABELS.note, 500),
})
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>
export type AdjustmentPayload = z.output<typeof adjustmentInputSchema>

/** An optional category: empty, null or 0 is every category. */
const optionalCategory = z.preprocess(
  (value) => (value === undefined || value === null || value === '' || Number(value) === 0 ? null : value),
  recordId(COUNT_LABELS.category_id).nullable(),
)

/** POST /stock-counts: starts a count of a warehouse, or of one category in it. */
export const countInputSchema = z.object({
  warehouse_id: recordId(COUNT_LABELS.warehouse_id),
  category_id: optionalCategory,
  blind: flagOf(COUNT_LABELS.blind).default(false),
  note: optionalText(COUNT_LABELS.note, 500),
})
export type CountInput = z.input<typeof countInputSchema>
export type CountPayload = z.output<typeof countInputSchema>

/** PUT /stock-counts/:id and POST /stock-counts/:id/post: the figures counted so far (null: not counted). */
export const countLinesSchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: recordId(ADJUSTMENT_LABELS.product_id),
        counted: qty(COUNT_LABELS.counted).nullable(),
      }),
      { error: () => FIELD_MESSAGES.required(COUNT_LABELS.lines) },
    )
    .max(20_000)
    .default([]),
})
export type CountLinesInput = z.input<typeof countLinesSchema>
export type CountLinesPayload = z.output<typeof countLinesSchema>

/** POST /stock-transfers: stock leaves `warehouse_id` at once for `to_warehouse_id`. */
export const transferInputSchema = z.object({
  warehouse_id: recordId(TRANSFER_LABELS.warehouse_id),
  to_warehouse_id: recordId(TRANSFER_LABELS.to_warehouse_id),
  note: optionalText(TRANSFER_LABELS.note, 500),
  lines: z
    .array(
      z.object({
        product_id: recordId(TRANSFER_LABELS.product_id),
        qty: wholeNumber(TRANSFER_LABELS.qty, { min: 1, max: MAX_QTY }),
      }),
      { error: () => FIELD_MESSAGES.required(TRANSFER_LABELS.lines) },
    )
    .min(
      1,
      says(() => FIELD_MESSAGES.required(TRANSFER_LABELS.lines)),
    )
    .max(5000),
})
export type TransferInput = z.input<typeof transferInputSchema>
export type TransferPayload = z.output<typeof transferInputSchema>

/** POST /stock-transfers/:id/receive: what arrived of each line (a shortfall is posted as lost in transit). */
export const transferReceiptSchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: recordId(TRANSFER_LABELS.product_id),
        received: qty(TRANSFER_LABELS.received),
      }),
      { error: () => FIELD_MESSAGES.required(TRANSFER_LABELS.lines) },
    )
    .max(5000),
})
export type TransferReceiptInput = z.input<typeof transferReceiptSchema>
export type TransferReceiptPayload = z.output<typeof transferReceiptSchema>

export const stockDocumentListQuerySchema = pagingQuerySchema.extend({
  status: z.enum([...STOCK_COUNT_STATUSES, ...STOCK_TRANSFER_STATUSES]).optional(),
})
export type StockDocumentListQuery = z.output<typeof stockDocumentListQuerySchema>

// ---- Answers -----------------------------------------------------------------------------------------

const named = z.object({ id: z.number().int(), name: z.string() })

const documentHeader = {
  id: z.number().int(),
  warehouse: named,
  note: z.string(),
  user: named.nullable(),
  closedBy: named.nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
}

export const stockCountSchema = z.object({
  ...documentHeader,
  status: z.enum(STOCK_COUNT_STATUSES),
  category: named.nullable(),
  blind: z.boolean(),
  countedBy: named.nullable(),
  counted_at: z.string().nullable(),
  /** Products counted so far, and the sum of the differences (posted counts only, else null). */
  lineCount: z.number().int(),
  difference: z.number().int().nullable(),
})
export type StockCount = z.infer<typeof stockCountSchema>
export const stockCountListSchema = pageSchema(stockCountSchema)

export const stockCountLineSchema = z.object({
  product_id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), sku: z.string() }),
  /** The quantity when the count started; null on a blind count until it is posted. */
  expected: z.number().int().nullable(),
  counted: z.number().int().nullable(),
  /** counted − expected, once posted (null when not counted or not posted). */
  difference: z.number().int().nullable(),
})
export type StockCountLine = z.infer<typeof stockCountLineSchema>

export const stockCountDetailSchema = z.object({
  count: stockCountSchema,
  lines: z.array(stockCountLineSchema),
})
export type StockCountDetail = z.infer<typeof stockCountDetailSchema>

export const stockTransferSchema = z.object({
  ...documentHeader,
  status: z.enum(STOCK_TRANSFER_STATUSES),
  toWarehouse: named,
  sent: z.number().int(),
  received: z.number().int().nullable(),
})
export type StockTransfer = z.infer<typeof stockTransferSchema>
export const stockTransferListSchema = pageSchema(stockTransferSchema)

export const stockTransferLineSchema = z.object({
  product_id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), sku: z.string() }),
  sent: z.number().int(),
  received: z.number().int().nullable(),
  /** sent − received once received: posted as lost in transit. */
  lost: z.number().int().nullable(),
  cost: z.number(),
  price: z.number(),
})
export type StockTransferLine = z.infer<typeof stockTransferLineSchema>

export const stockTransferDetailSchema = z.object({
  transfer: stockTransferSchema,
  lines: z.array(stockTransferLineSchema),
})
export type StockTransferDetail = z.infer<typeof stockTransferDetailSchema>

export const stockDocumentCreatedSchema = createdResponseSchema

/** One movement of a product's stock history, newest first, with the balance of its place after it. */
export const stockHistoryRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Null: the product's basic quantity (no warehouse row). */
  warehouse: named.nullable(),
  delta: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  reasonText: z.string(),
  /** The order it belongs to (sale, refund or purchase), named by its number. */
  order: z
    .object({ id: z.number().int(), key: z.string(), kind: z.enum(['salling', 'refunding', 'purchasing']) })
    .nullable(),
  /** The count, transfer or adjustment it belongs to. */
  document: z
    .object({ id: z.number().int(), kind: z.enum(STOCK_DOCUMENT_KINDS), reason: z.string(), note: z.string() })
    .nullable(),
  user: named.nullable(),
  /** The quantity of this warehouse (or the basic quantity) right after this movement. */
  balance: z.number().int(),
})
export type StockHistoryRow = z.infer<typeof stockHistoryRowSchema>
/** The page of movements, and the product they are of (named for the screen's title). */
export const stockHistorySchema = pageSchema(stockHistoryRowSchema).extend({
  product: z.object({ id: z.number().int(), name: z.string(), sku: z.string() }),
})
export type StockHistory = z.infer<typeof stockHistorySchema>

// ---- the selling price of stocked goods (issue 28, item 8) ----------------------------------------------

export const STOCK_PRICE_LABELS = {
  get product_id() {
    return tr('fields:stockDocuments.stockPrice.product_id')
  },
  get warehouse_id() {
    return tr('fields:stockDocuments.stockPrice.warehouse_id')
  },
  get price() {
    return tr('fields:stockDocuments.stockPrice.price')
  },
}

export const STOCK_PRICE_MESSAGES = {
  get changed() {
    return tr('messages:stockDocuments.stockPrice.changed')
  },
  get noStockRow() {
    return tr('messages:stockDocuments.stockPrice.noStockRow')
  },
  /** What receiving (or a change) does to the price of the units already on the shelf. */
  priceChanges: (warehouse: string, from: string, to: string) =>
    tr('messages:stockDocuments.stockPrice.priceChanges', { warehouse, from, to }),
}

/** PATCH /stock-price: the selling price of one product's stock in one warehouse, every unit there. */
export const stockPriceInputSchema = z.object({
  product_id: recordId(STOCK_PRICE_LABELS.product_id),
  warehouse_id: recordId(STOCK_PRICE_LABELS.warehouse_id),
  price: amount(STOCK_PRICE_LABELS.price),
})
export type StockPriceInput = z.input<typeof stockPriceInputSchema>
export type StockPricePayload = z.output<typeof stockPriceInputSchema>

export const stockHistoryQuerySchema = pagingQuerySchema.pick({ page: true, itemsPerPage: true })
