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
  register_id: number | null
  user_id: number | null
  /** 1 when it was sold while the till was offline. */
  offline: number
  /** The till's time of sale (ISO UTC). */
  sold_at: string
  /** When the server stored it (ISO UTC). */
  received_at: string
  /** JSON [{product_id, name, soldPrice, catalogPrice}] in cents: lines sold at a price the catalogue no longer had. */
  price_changes: string
}

/** A product whose stock an offline sale took below zero: open until the owner clears it (Stock alerts). */
export interface StockConflictTable {
  id: Generated<number>
  order_id: number
  register_id: number
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
