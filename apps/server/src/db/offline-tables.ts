import type { Generated } from 'kysely'

/** Tables of offline selling (0018-offline-selling). Part of `Database` in schema.ts. */

/**
 * Every sale that came with a client id (the till's UUID, its Idempotency-Key): by POST /sale (offline 0)
 * or replayed from a till's outbox by POST /offline-sales (offline 1). The unique client_id is what makes a
 * sale never stored twice, however late its replay arrives.
 */
export interface ClientSaleTable {
  id: Generated<number>
  client_id: string
  order_id: number
  /** The till it was sold at; null for a /sale from a terminal that named none. */
  till_id: number | null
  user_id: number | null
  /** 1 when it was sold while the till was offline. */
  offline: number
  /** The till's time of sale (ISO UTC). */
  sold_at: string
  /** When the server stored it (ISO UTC). */
  received_at: string
  /** JSON [{product_id, name, soldPrice, catalogPrice}] in cents: lines sold at a price the catalogue no longer had. */
  price_changes: string
  /** When an offline sale is dated (0019): sold_at, or the nearest edge of its till's window. */
  dated_at: string | null
  /** 'asClaimed', or the edge it was moved to: 'beforeContact', 'beforeSession', 'future'. */
  dating: Generated<string>
  /** 1 when it landed in no till session: a line of its till's next Z. */
  outside_session: Generated<number>
  /** The session whose Z showed it (outside_session 1), null until that Z. */
  outside_z_session_id: number | null
  /**
   * SHA-256 of the POST /sale body it came with (0024): a retry with the same id and another body is
   * refused. '' for a sale replayed by POST /offline-sales.
   */
  request_hash: Generated<string>
}

/** What an offline sale asks the owner to look at (0019, issue 34): open until cleared. */
export interface OfflineReviewTable {
  id: Generated<number>
  order_id: number
  till_id: number
  /** An OfflineReviewReason of @counterpart/domain/offline-sale. */
  reason: string
  /** JSON: what the owner needs to judge it (claimed and dated times, prices in cents, product). */
  detail: Generated<string>
  created_at: string
  cleared_at: string | null
  cleared_by: number | null
  note: Generated<string>
}

/** A product whose stock an offline sale took below zero: open until the owner clears it (Stock alerts). */
export interface StockConflictTable {
  id: Generated<number>
  order_id: number
  till_id: number
  product_id: number
  /** The warehouse stock row; null for the product's basic qty. */
  warehouse_id: number | null
  /** Units the sale took that the stock did not have. */
  qty_short: number
  created_at: string
  cleared_at: string | null
  /** 'received', 'moved' or 'written_off' once cleared. */
  resolution: string | null
  cleared_by: number | null
}
