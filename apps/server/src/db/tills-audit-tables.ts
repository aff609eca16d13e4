import type { Generated } from 'kysely'

/** Tables of tills and the audit log (0017-tills-audit, renamed by 0021-till-names): money in cents. Part of `Database` in schema.ts. */

export interface TillTable {
  id: Generated<number>
  name: string
  created_at: string
  updated_at: string
  /** The till's contact (0019, issue 34): its last request, since when in touch, its last before a silence. */
  last_contact_at: string | null
  online_since: string | null
  offline_from: string | null
  /** The till's receipt printer (0050, issue 33); null: the browser's print view. */
  printer_id: number | null
  /** Whether a sale's receipt prints by itself: 'always' | 'ask' | 'never' (0050). */
  print_mode: Generated<string>
}

/** A till session: open while closed_at is null (one per till, by a partial unique index). */
export interface TillSessionTable {
  id: Generated<number>
  till_id: number
  opened_by: number | null
  opened_by_name: string
  opened_at: string
  opening_float: number
  closed_by: number | null
  closed_by_name: string | null
  closed_at: string | null
  expected_cash: number | null
  counted_cash: number | null
  difference: number | null
  /** JSON [{value, count}] in cents when the drawer was counted note by note; null for a total. */
  denominations: string | null
}

/**
 * Kinds: 'sale', 'refund', 'payment' (cash taken at the till), 'buyback' (a buy-back's payout, issue 28),
 * 'cash_in', 'cash_out', 'no_sale' (0).
 */
export interface CashMovementTable {
  id: Generated<number>
  session_id: number
  kind: string
  /** Signed cents: money into the drawer is positive. */
  amount: number
  reason: string
  order_id: number | null
  payment_id: number | null
  user_id: number | null
  user_name: string
  created_at: string
}

/** A closed session's Z: `document` is the report's JSON, written once and served as stored. */
export interface ZReportTable {
  id: Generated<number>
  till_id: number
  number: number
  session_id: number
  document: string
  created_at: string
}

/**
 * One change. `id` is its insertion id (0022-audit-sealer); `seq` its number in the chain, given by the
 * sealer with `prev_hash` and `hash` (null, '' and '' until then), `hash` chaining it to the event before.
 */
export interface AuditEventTable {
  id: Generated<number>
  seq: number | null
  at: string
  user_id: number | null
  user_name: string
  ip: string
  request_id: string
  route: string
  entity: string
  entity_id: string | null
  action: string
  /** JSON {field: {before, after}}, secrets left out. */
  changes: string
  prev_hash: string
  hash: string
}

/** One row (id 1): the last event's sequence number and hash, locked by every event written. */
export interface AuditChainHeadTable {
  id: number
  seq: number
  hash: string
}
