/**
 * The audit log's labels and kinds of record, apart from the schemas in audit.ts: the screens read them
 * without evaluating the list query's zod schema, whose zod parts would join the shared zod chunk that the
 * till downloads.
 */

export const AUDIT_LABELS = {
  user_id: 'Person',
  entity: 'Record type',
  entity_id: 'Record',
  from: 'From',
  to: 'To',
} as const

/** The kinds of record an event names; the screen's filter offers these. */
export const AUDIT_ENTITIES = [
  'backup',
  'bill',
  'category',
  'customer',
  'custom-product',
  'gallery-item',
  'offline-review',
  'order',
  'payment',
  'product',
  'register',
  'repair',
  'settings',
  'shop-item',
  'stock',
  'stock-conflict',
  'supplier',
  'till-session',
  'user',
  'warehouse',
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]
