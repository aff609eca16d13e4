import type { Generated } from 'kysely'

/**
 * Messages to the customer (0043-repair-messages) and evidence at intake and pickup (0044-repair-evidence),
 * issue 30 items 8 and 6. Times are ISO text, flags 0/1.
 */

export interface RepairMessageTemplateTable {
  id: Generated<number>
  status_id: number
  channel: string
  subject: string
  body: string
  created_at: string
  updated_at: string
}

export interface MessageChannelTable {
  channel: string
  driver: string
  url: string
  /** Write-only: never sent to a browser. */
  token: string
  sender: string
  updated_at: string
}

/** The outbox of messages to customers. */
export interface RepairMessageTable {
  id: Generated<number>
  repair_id: number
  status_id: number | null
  channel: string
  recipient: string
  subject: string
  body: string
  state: string
  attempts: number
  round_start: number
  next_attempt_at: string | null
  claim: string | null
  claimed_until: string | null
  last_error: string
  answer: string
  sent_at: string | null
  created_at: string
  updated_at: string
}

/** What the log driver "sent". */
export interface MessageLogTable {
  id: Generated<number>
  channel: string
  recipient: string
  sender: string
  body: string
  at: string
}

export interface ChecklistCategoryTable {
  id: Generated<number>
  name: string
  /** JSON array of item labels. */
  items: string
  created_at: string
  updated_at: string
}

export interface RepairPhotoTable {
  id: Generated<number>
  repair_id: number
  stage: string
  customer_visible: number
  caption: string
  file_key: string
  user_id: number | null
  created_at: string
  updated_at: string
}

export interface RepairChecklistTable {
  id: Generated<number>
  repair_id: number
  stage: string
  category_id: number | null
  category_name: string
  /** JSON array of {label, result, note}. */
  items: string
  user_id: number | null
  created_at: string
  updated_at: string
}

export interface RepairSignatureTable {
  id: Generated<number>
  repair_id: number
  stage: string
  signed_by: string
  file_key: string
  user_id: number | null
  created_at: string
}
