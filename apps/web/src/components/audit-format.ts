import {
  AUDIT_ENTITIES,
  auditReferenceOf,
  type AuditEntity,
  type AuditEvent,
  type AuditNames,
  type AuditPage,
} from '@counterpart/domain/schemas/audit'
import type { Page } from '@counterpart/domain/schemas/paging'
import { i18n, tr } from '@counterpart/domain/i18n/translate'
import { textMap } from '@counterpart/domain/text-map'
import { pathOf } from '../lib/paths.ts'
import { translateEnglish } from '@counterpart/domain/i18n/from-english'
import { STOCK_DOCUMENT_STATUS_LABELS } from '@counterpart/domain/schemas/stock-documents'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'

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

/** An event with the names of the records its page mentions (the list answers them once per page). */
export type NamedAuditEvent = AuditEvent & { names: AuditNames }

/** A page of the list as its tables use it: each event carries the page's names. */
export function withNames(page: AuditPage): Page<NamedAuditEvent> {
  return { items: page.items.map((event) => ({ ...event, names: page.names })), total: page.total }
}

/** The kinds of record in the words of the screens that show them, in the language of the moment. */
// Each kind's key is its name in camel case ('gift-card-sale' -> giftCardSale); 'register' names the events of
// tills written before the rename (audit-labels.ts).
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = textMap(AUDIT_ENTITIES, (entity) =>
  tr(`common:audit.entities.${entity.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase())}`),
)

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

/** A list of records (a sale's items) is read as a short sentence; it may take two lines. */
const MAX_LIST_CHARS = 140

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** A field that names another record, by that record's name: the one the list answered, else its id. */
function referenceText(field: string, value: unknown, names: AuditNames): string | null {
  const kind = auditReferenceOf(field)
  if (!kind || typeof value !== 'number') return null
  return names[kind]?.[String(value)] ?? `#${value}`
}

/** A field holding a payment's gateway: `gateway`, a repair's `depositGateway`, a `payment_gateway`. */
const GATEWAY_FIELD = /(^|_)gateway$|Gateway$/

/** The record kinds whose `status` is a stock document's closed set of statuses ("draft", "sent", ...). */
const STOCK_DOCUMENT_ENTITIES = new Set(['stock-count', 'stock-transfer'])

/**
 * A value of a closed family (a payment's gateway, a stock document's status) in the page's language; a shop's
 * own text (a note, a name) is not a family and stays as typed. Null when the value is not one of these.
 */
function closedValueText(entity: string, field: string, value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null
  if (GATEWAY_FIELD.test(field)) return paymentMethodLabel(value)
  if (field === 'status' && STOCK_DOCUMENT_ENTITIES.has(entity) && Object.hasOwn(STOCK_DOCUMENT_STATUS_LABELS, value))
    return STOCK_DOCUMENT_STATUS_LABELS[value as keyof typeof STOCK_DOCUMENT_STATUS_LABELS]
  return null
}

/** A plain value as a person reads it: yes/no, "empty", the text or the number. */
function plainText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return tr('common:audit.empty')
  if (typeof value === 'boolean') return value ? tr('common:words.yes') : tr('common:words.no')
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return null
}

/** One line of a list: "2 × Phone case at 12.5" for goods, else its fields in words. */
function recordText(record: Record<string, unknown>, names: AuditNames, entity: string): string {
  const goods = Object.entries(record).find(([field]) => field === 'product_id' || field === 'custom_product_id')
  const named = goods ? referenceText(goods[0], goods[1], names) : typeof record.name === 'string' ? record.name : null
  if (named !== null && typeof record.qty === 'number') {
    return typeof record.price === 'number'
      ? tr('common:audit.goodsAtPrice', { qty: record.qty, name: named, price: record.price })
      : tr('common:audit.goods', { qty: record.qty, name: named })
  }
  return Object.entries(record)
    .map(([field, value]) =>
      tr('common:audit.fieldValue', { field: fieldLabel(field), value: valueText(field, value, names, entity) }),
    )
    .join(tr('common:audit.separator'))
}

function valueText(field: string, value: unknown, names: AuditNames, entity: string): string {
  const reference = referenceText(field, value, names)
  if (reference !== null) return reference
  const closed = closedValueText(entity, field, value)
  if (closed !== null) return closed
  const plain = plainText(value)
  if (plain !== null) return plain
  if (Array.isArray(value)) {
    if (value.length === 0) return tr('common:audit.none')
    return value
      .map((item) =>
        typeof item === 'object' && item !== null && !Array.isArray(item)
          ? recordText(item as Record<string, unknown>, names, entity)
          : valueText(field, item, names, entity),
      )
      .join('; ')
  }
  if (typeof value === 'object' && value !== null) return recordText(value as Record<string, unknown>, names, entity)
  return JSON.stringify(value) ?? ''
}

/**
 * One value of a changed field as a person reads it: yes/no, "empty", the name of a record it points at
 * (`names`, answered with the list), a list or a record in words, never raw JSON (issue 28, item 15).
 * `entity` is the kind of record changed: it tells which closed family a field's value belongs to.
 */
export function auditValue(value: unknown, field = '', names: AuditNames = {}, entity = ''): string {
  const text = valueText(field, value, names, entity)
  return cut(text, typeof value === 'object' && value !== null ? MAX_LIST_CHARS : MAX_VALUE_CHARS)
}

/**
 * A field's label: one that points at another record is named after it ("Customer", not "Customer id").
 * Where the words are a label of the forms ("Name", "Price"), they read in the page's language.
 */
export function fieldLabel(field: string): string {
  return translateEnglish(readableName(auditReferenceOf(field) ? field.replace(/_id$/, '') : field))
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
export function changeLines(changes: AuditEvent['changes'], names: AuditNames = {}, entity = ''): ChangeLine[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    label: fieldLabel(field),
    before: 'before' in change ? auditValue(change.before, field, names, entity) : null,
    after: 'after' in change ? auditValue(change.after, field, names, entity) : null,
  }))
}

/**
 * "created", "backup made" -> "Created", "Backup made", in the page's language; an action the web does
 * not know yet (a newer server) is still readable, in English words.
 */
export function auditActionLabel(action: string): string {
  const key = action.toLowerCase().replace(/[^a-z]+/g, '_')
  return i18n.exists(`common:audit.actions.${key}`) ? tr(`common:audit.actions.${key}`) : readableName(action)
}

/** A request id is long and random: its first characters tell two requests apart on screen. */
export function shortRequestId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id
}
