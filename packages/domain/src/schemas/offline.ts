import { z } from 'zod'
import './zod-messages.ts'
import { posProductSchema, saleCreatedResponseSchema, saleInputSchema } from './pos.ts'
import { MAX_RECORD_ID, says } from './fields.ts'
import { OFFLINE_PAGE_MAX, OFFLINE_PAGE_SIZE } from './offline-terminal.ts'
import { pagingQuerySchema } from './paging.ts'
import { pageSchema } from './responses.ts'
import { OFFLINE_REVIEW_REASONS, type OfflineReviewReason } from '../offline-sale.ts'
import { tr } from '../i18n/translate.ts'
import { CHECK_MESSAGES } from './check-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'

/**
 * Offline selling (issue 18): the sale a till replays from its outbox, the catalogue snapshot's pages and
 * the stock conflicts an offline sale may leave. Money is a decimal with two places on the wire.
 */

export * from './offline-terminal.ts'

export const OFFLINE_SALE_LABELS = {
  get clientId() {
    return tr('fields:offline.offlineSale.clientId')
  },
  get soldAt() {
    return tr('fields:offline.offlineSale.soldAt')
  },
  get sale() {
    return tr('fields:offline.offlineSale.sale')
  },
  get till() {
    return tr('fields:offline.offlineSale.till')
  },
}

export const OFFLINE_MESSAGES = {
  get saleSaved() {
    return tr('messages:offline.offline.saleSaved')
  },
  get keyMismatch() {
    return tr('messages:offline.offline.keyMismatch')
  },
  get conflictCleared() {
    return tr('messages:offline.offline.conflictCleared')
  },
  get moveFromElsewhere() {
    return tr('messages:offline.offline.moveFromElsewhere')
  },
  conflictTransferNote: (orderId: number) => tr('messages:offline.offline.conflictTransferNote', { orderId }),
  get conflictStillShort() {
    return tr('messages:offline.offline.conflictStillShort')
  },
  get conflictAlreadyCleared() {
    return tr('messages:offline.offline.conflictAlreadyCleared')
  },
  get unknownClientSale() {
    return tr('messages:offline.offline.unknownClientSale')
  },
  get notKeptOffline() {
    return tr('messages:offline.offline.notKeptOffline')
  },
  get reviewCleared() {
    return tr('messages:offline.offline.reviewCleared')
  },
  get reviewAlreadyCleared() {
    return tr('messages:offline.offline.reviewAlreadyCleared')
  },
}

/** Why an offline sale asks the owner to look at it, as the Stock alerts page says it. */
export const OFFLINE_REVIEW_LABELS: Readonly<Record<OfflineReviewReason, string>> = {
  get dated() {
    return tr('fields:offline.offlineReview.dated')
  },
  get whileOnline() {
    return tr('fields:offline.offlineReview.whileOnline')
  },
  get belowCatalogue() {
    return tr('fields:offline.offlineReview.belowCatalogue')
  },
  get offSale() {
    return tr('fields:offline.offlineReview.offSale')
  },
  get outsideSession() {
    return tr('fields:offline.offlineReview.outsideSession')
  },
  get unitConflict() {
    return tr('fields:offline.offlineReview.unitConflict')
  },
}

/** POST /offline-sales: the sale as the terminal built it, its number on the till and when it was sold. */
export const offlineSaleSchema = z.object({
  clientId: z.uuid({ error: () => CHECK_MESSAGES.uuid(OFFLINE_SALE_LABELS.clientId) }),
  soldAt: z.iso.datetime({ offset: true, error: () => CHECK_MESSAGES.dateTime(OFFLINE_SALE_LABELS.soldAt) }),
  sale: saleInputSchema,
})
export type OfflineSaleInput = z.input<typeof offlineSaleSchema>

/** GET /offline-sales/:clientId: a till asks whether a sale it sent, and heard nothing back of, was stored. */
export const clientSaleParamsSchema = z.object({
  clientId: z.uuid({ error: () => CHECK_MESSAGES.uuid(OFFLINE_SALE_LABELS.clientId) }),
})
export const clientSaleFoundSchema = z.object({ id: z.number(), key: z.string() })

/** The answer: the sale's id and key as POST /sale gives them, and what the owner may have to look at. */
export const offlineSaleResponseSchema = saleCreatedResponseSchema.extend({
  /** True when this client id had been recorded before (by /sale or an earlier replay): nothing new was written. */
  replayed: z.boolean(),
  /** Products whose stock went below zero because of this sale. */
  stockConflicts: z.number(),
  /** Lines whose price on the till differs from the catalogue's when the sale arrived. */
  priceChanges: z.number(),
  /** What the sale asks the owner to look at (issue 34): its date moved, sold while in touch, prices ... */
  reviews: z.number(),
})
export type OfflineSaleResponse = z.infer<typeof offlineSaleResponseSchema>

/** GET /offline/catalogue and /offline/customers: keyset pages in id order. */
export const offlinePageQuerySchema = z.object({
  // Ids are 32-bit integers in the database: a larger `after` would be refused by PostgreSQL, not paged.
  after: z.coerce.number().int().min(0).max(MAX_RECORD_ID).default(0),
  limit: z.coerce.number().int().min(1).max(OFFLINE_PAGE_MAX).default(OFFLINE_PAGE_SIZE),
})

/** A product as the till keeps it: the terminal's tile (sale-warehouse stock as of the page). */
export const offlineProductSchema = posProductSchema.omit({ stockElsewhere: true })
export type OfflineProduct = z.infer<typeof offlineProductSchema>

export const offlineCataloguePageSchema = z.object({
  /** Server time the page was read: the snapshot's "prices as of". */
  asOf: z.string(),
  products: z.array(offlineProductSchema),
  /** The `after` of the next page; null on the last one. */
  next: z.number().nullable(),
})
export type OfflineCataloguePage = z.infer<typeof offlineCataloguePageSchema>

export const offlineCustomerSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
})
export type OfflineCustomer = z.infer<typeof offlineCustomerSchema>

export const offlineCustomersPageSchema = z.object({
  asOf: z.string(),
  customers: z.array(offlineCustomerSchema),
  next: z.number().nullable(),
})
export type OfflineCustomersPage = z.infer<typeof offlineCustomersPageSchema>

/** How an owner clears a stock conflict (Stock alerts). */
export const STOCK_CONFLICT_RESOLUTIONS = ['received', 'moved', 'written_off'] as const
export type StockConflictResolution = (typeof STOCK_CONFLICT_RESOLUTIONS)[number]
export const STOCK_CONFLICT_RESOLUTION_LABELS: Readonly<Record<StockConflictResolution, string>> = {
  get received() {
    return tr('fields:offline.stockConflictResolution.received')
  },
  get moved() {
    return tr('fields:offline.stockConflictResolution.moved')
  },
  get written_off() {
    return tr('fields:offline.stockConflictResolution.written_off')
  },
}

export const stockConflictSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  orderKey: z.string(),
  till_id: z.number(),
  till: z.string(),
  product_id: z.number(),
  product: z.string(),
  warehouse_id: z.number().nullable(),
  warehouse: z.string(),
  /** Units the sale took that the stock did not have. */
  qtyShort: z.number(),
  /** Stock in that warehouse (or the basic qty) now. */
  stockNow: z.number(),
  soldAt: z.string(),
  created_at: z.string(),
  cleared_at: z.string().nullable(),
  resolution: z.enum(STOCK_CONFLICT_RESOLUTIONS).nullable(),
})
export type StockConflict = z.infer<typeof stockConflictSchema>

/** GET /stock-conflicts: the open ones (the default) or the cleared ones, paged (issue 18, added by the server). */
export const STOCK_CONFLICT_STATUSES = ['open', 'cleared'] as const
export const stockConflictsQuerySchema = pagingQuerySchema.pick({ page: true, itemsPerPage: true }).extend({
  status: z.enum(STOCK_CONFLICT_STATUSES, { error: () => CHECK_MESSAGES.conflictStatus }).default('open'),
})
export type StockConflictsQuery = z.output<typeof stockConflictsQuerySchema>
export const stockConflictPageSchema = pageSchema(stockConflictSchema)
export type StockConflictPage = z.infer<typeof stockConflictPageSchema>

export const clearStockConflictSchema = z.object({
  resolution: z.enum(STOCK_CONFLICT_RESOLUTIONS, {
    error: () => CHECK_MESSAGES.conflictResolution(Object.values(STOCK_CONFLICT_RESOLUTION_LABELS).join(', ')),
  }),
  /**
   * "Stock moved here" from this warehouse (issue 28, item 9): the app transfers what the place is short
   * from it, sent and received at once. Without it, "moved" says the stock was moved some other way.
   */
  from_warehouse_id: z.coerce
    .number({ error: () => CHECK_MESSAGES.sourceWarehouse })
    .int(says(() => CHECK_MESSAGES.sourceWarehouse))
    .positive(says(() => CHECK_MESSAGES.sourceWarehouse))
    .max(
      2_147_483_647,
      says(() => CHECK_MESSAGES.sourceWarehouse),
    )
    .nullish()
    .transform((value) => value ?? null),
})
export type ClearStockConflictInput = z.input<typeof clearStockConflictSchema>

/** A line of an offline sale whose till price was not the catalogue's when the sale arrived. */
export const priceChangeSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  soldPrice: z.number(),
  catalogPrice: z.number(),
})
export type PriceChange = z.infer<typeof priceChangeSchema>

/** What the sale page shows of a sale a till made offline. */
export const offlineSaleInfoSchema = z.object({
  clientId: z.string(),
  till: z.string(),
  soldAt: z.string(),
  receivedAt: z.string(),
  priceChanges: z.array(priceChangeSchema),
})
export type OfflineSaleInfo = z.infer<typeof offlineSaleInfoSchema>

/** An offline sale the owner is asked to look at (issue 34), shown beside the stock conflicts. */
export const offlineReviewSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  orderKey: z.string(),
  till_id: z.number(),
  till: z.string(),
  reason: z.enum(OFFLINE_REVIEW_REASONS),
  /** What happened, in words (the times, the prices, the product). */
  detail: z.string(),
  /** When the till said it sold, and when the sale is dated. */
  soldAt: z.string(),
  datedAt: z.string(),
  created_at: z.string(),
  cleared_at: z.string().nullable(),
  note: z.string(),
})
export type OfflineReview = z.infer<typeof offlineReviewSchema>
export const offlineReviewsQuerySchema = stockConflictsQuerySchema
export type OfflineReviewsQuery = z.output<typeof offlineReviewsQuerySchema>
export const offlineReviewPageSchema = pageSchema(offlineReviewSchema)

export const OFFLINE_REVIEW_CLEAR_LABELS = {
  get note() {
    return tr('fields:offline.offlineReviewClear.note')
  },
}
/** How the owner clears a review: what they found (optional). */
export const clearOfflineReviewSchema = z.object({
  note: z
    .string({ error: () => CHECK_MESSAGES.mustBeText(OFFLINE_REVIEW_CLEAR_LABELS.note) })
    .trim()
    .max(
      500,
      says(() => FIELD_MESSAGES.maxChars(OFFLINE_REVIEW_CLEAR_LABELS.note, 500)),
    )
    .default(''),
})
