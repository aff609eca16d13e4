import type { AuditEntity, AuditEvent } from '@counterpart/domain/schemas/audit'
import { pathOf } from '../lib/paths.ts'

/** GET /api/audit-events (paged; entity, entity_id, user_id, from, to): the audit log and a record's history. */
export const AUDIT_EVENTS_PATH = '/audit-events'

/** The audit log's filters that an address may carry, so a record's history links to the same list there. */
export const AUDIT_FILTERS = ['user_id', 'entity', 'entity_id', 'from', 'to'] as const
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>

/** The Audit Log page showing these filters: `auditLogUrl({ entity: 'product', entity_id: '12' })`. */
export function auditLogUrl(filters: AuditFilters): string {
  const search = new URLSearchParams()
  for (const name of AUDIT_FILTERS) {
    const value = filters[name]
    if (value) search.set(name, value)
  }
  const text = search.toString()
  return text ? `${pathOf('AuditLog')}?${text}` : pathOf('AuditLog')
}

/** The kinds of record in the words of the screens that show them. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  backup: 'Backup',
  bill: 'Bill',
  category: 'Category',
  customer: 'Customer',
  'custom-product': 'Bought from customer',
  'gallery-item': 'Gallery item',
  'offline-review': 'Offline sale review',
  order: 'Transaction',
  payment: 'Payment',
  product: 'Product',
  // The events of tills written before the rename (audit-labels.ts).
  register: 'Till',
  repair: 'Repair',
  settings: 'Settings',
  'shop-item': 'Shop listing',
  stock: 'Stock',
  'stock-conflict': 'Stock conflict',
  supplier: 'Supplier',
  till: 'Till',
  'till-session': 'Till session',
  user: 'User',
  warehouse: 'Warehouse',
}

/** "sale_price", "salePrice" or "sale-price" as "Sale price". */
export function readableName(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** An event's kind of record; one the web does not know yet (a newer server) is still readable. */
export function auditEntityLabel(entity: string): string {
  return Object.hasOwn(AUDIT_ENTITY_LABELS, entity) ? AUDIT_ENTITY_LABELS[entity as AuditEntity] : readableName(entity)
}

/** A value cut here stays one short line in the table; the whole event remains in the log. */
const MAX_VALUE_CHARS = 60

/** One value of a changed field as a person reads it: yes/no, "empty", a list or a record as compact text. */
export function auditValue(value: unknown): string {
  let text: string
  if (value === null || value === undefined || value === '') text = 'empty'
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No'
  else if (typeof value === 'string') text = value
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value)
  else text = JSON.stringify(value)
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text
}

/**
 * One changed field: what it held before and after. `before` is null for a field the change created (a new
 * record), `after` null for one it removed.
 */
export interface ChangeLine {
  field: string
  label: string
  before: string | null
  after: string | null
}

/** An event's changes, one line per field, in the order the server wrote them (by name). */
export function changeLines(changes: AuditEvent['changes']): ChangeLine[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    label: readableName(field),
    before: 'before' in change ? auditValue(change.before) : null,
    after: 'after' in change ? auditValue(change.after) : null,
  }))
}

/** "created", "stock_moved" -> "Created", "Stock moved". */
export function auditActionLabel(action: string): string {
  return readableName(action)
}

/** A request id is long and random: its first characters tell two requests apart on screen. */
export function shortRequestId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id
}
