import type { Generated } from 'kysely'

/** The repair workflow's tables (0040-repair-workflow, issue 30). Times are ISO text, flags 0/1. */

/** A shop's own repair status, in one of the fixed groups of packages/domain/src/repair-workflow.ts. */
export interface RepairStatusTable {
  id: Generated<number>
  status_group: string
  name: string
  public_label: string
  colour: string
  /** Order within its group, 1 first. */
  position: number
  /** Exactly one per group (a unique partial index). */
  is_default: number
  requires_comment: number
  /** Minutes after which a ticket in this status is overdue; null: never. */
  limit_minutes: number | null
  created_at: string
  updated_at: string
}

/** Append-only history of a ticket. `from_id`/`to_id` are status ids (type status, created) or user ids (technician). */
export interface RepairEventTable {
  id: Generated<number>
  repair_id: number
  at: string
  user_id: number | null
  type: string
  from_id: number | null
  to_id: number | null
  comment: string
  channel: string
}

/** One opening of a weekday (0 Sunday … 6 Saturday), "HH:MM" in the shop's zone (0045). None: round the clock. */
export interface ShopOpeningHoursTable {
  id: Generated<number>
  weekday: number
  opens: string
  closes: string
}

/** One version of a ticket's estimate (0042-repair-estimates, issue 30 item 5). Money in cents. */
export interface RepairEstimateTable {
  id: Generated<number>
  repair_id: number
  /** 1, 2 … per repair: editing a sent version makes the next one. */
  version: number
  /** draft | sent | approved | declined | superseded */
  state: Generated<string>
  note: Generated<string>
  total: Generated<number>
  created_by: number | null
  created_at: string
  sent_at: string | null
  decided_at: string | null
  /** public | counter | phone */
  decision_channel: string | null
  decided_name: Generated<string>
  decided_by: number | null
  decline_reason: Generated<string>
  /** A private file's key. */
  signature: string | null
  client_ip: Generated<string>
  user_agent: Generated<string>
  /** SHA-256 (hex) of the version the customer decided on. */
  version_hash: Generated<string>
  reminded_24_at: string | null
  reminded_72_at: string | null
  updated_at: string
}

export interface RepairEstimateLineTable {
  id: Generated<number>
  estimate_id: number
  position: number
  /** part | labour */
  kind: string
  description: string
  qty: number
  unit_price: number
  warranty_days: Generated<number>
}
