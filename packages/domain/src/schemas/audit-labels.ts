/**
 * The audit log's labels and kinds of record, apart from the schemas in audit.ts: the screens read them
 * without evaluating the list query's zod schema, whose zod parts would join the shared zod chunk that the
 * till downloads.
 */
import { tr } from '../i18n/translate.ts'

export const AUDIT_LABELS = {
  get user_id() {
    return tr('fields:audit.audit.user_id')
  },
  get entity() {
    return tr('fields:audit.audit.entity')
  },
  get entity_id() {
    return tr('fields:audit.audit.entity_id')
  },
  get from() {
    return tr('fields:audit.audit.from')
  },
  get to() {
    return tr('fields:audit.audit.to')
  },
}

/** The kinds of record an event names; the screen's filter offers these. */
export const AUDIT_ENTITIES = [
  'backup',
  'bill',
  'category',
  'customer',
  // Issue 33, item 5: a customer display's pairing code shown, and the display paired or unpaired.
  'customer-display',
  'custom-product',
  'device',
  'gallery-item',
  'gift-card',
  'gift-card-sale',
  'offline-review',
  'order',
  'payment',
  // Issue 33: a receipt printer, and a print job retried or cancelled.
  'print-job',
  'printer',
  'product',
  // Events written before migration 0021 name a till so; the chain hashes the stored text, so it stays.
  'register',
  'repair',
  'repair-status',
  'settings',
  'shop-item',
  'stock',
  'stock-adjustment',
  'stock-conflict',
  'stock-count',
  'stock-transfer',
  'supplier',
  'till',
  'till-session',
  'user',
  'warehouse',
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

/**
 * Names a kind of record had in events written before it was renamed: a filter on the kind finds those
 * too (the stored text is hashed by the chain and never rewritten), and the filter offers only the new name.
 */
export const AUDIT_ENTITY_FORMER_NAMES: Partial<Record<AuditEntity, readonly AuditEntity[]>> = {
  till: ['register'],
}

/** The kind of record and its former names, as a filter on it matches them. */
export function auditEntityNames(entity: AuditEntity): AuditEntity[] {
  return [entity, ...(AUDIT_ENTITY_FORMER_NAMES[entity] ?? [])]
}
