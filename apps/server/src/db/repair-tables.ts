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
