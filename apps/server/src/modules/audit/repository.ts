import type { Kysely } from 'kysely'
import type { AuditNames, AuditReferenceKind } from '@counterpart/domain/schemas/audit'
import { auditEntityNames, type AuditEntity } from '@counterpart/domain/schemas/audit-labels'
import { contactName } from '@counterpart/domain/schemas/contacts'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { Database } from '../../db/schema.ts'
import { paginate } from '../../platform/paging.ts'

/** What the list is narrowed to; `from` and `to` are instants (ISO text), from <= at < to. */
export interface AuditFilter {
  userId: number | null
  entity: AuditEntity | null
  entityId: string | null
  from: string | null
  to: string | null
}

/**
 * A page of events, newest first. Each filter has an index of migration 0017 that also serves the order:
 * audit_events_user (user_id, id), audit_events_entity (entity, entity_id, id) and audit_events_at (at);
 * the id is the chain's order, so it sorts the list (both sort keys name it).
 */
export function listEvents(db: Kysely<Database>, filter: AuditFilter, paging: PagingQuery) {
  let query = db.selectFrom('audit_events').selectAll()
  if (filter.userId !== null) query = query.where('user_id', '=', filter.userId)
  // A kind of record also matches the name its older events carry (a till was a 'register').
  if (filter.entity !== null) query = query.where('entity', 'in', auditEntityNames(filter.entity))
  if (filter.entityId !== null) query = query.where('entity_id', '=', filter.entityId)
  if (filter.from !== null) query = query.where('at', '>=', filter.from)
  if (filter.to !== null) query = query.where('at', '<', filter.to)
  return paginate(query, paging, { sortable: { id: 'id', at: 'id' }, defaultSort: 'id', defaultDesc: true })
}

type NamedTable = 'users' | 'products' | 'warehouses' | 'categories' | 'tills'

/** The `name` column of these records (a kind whose records are named by one column). */
async function namesIn(db: Kysely<Database>, table: NamedTable, ids: number[]) {
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()
  return rows.map((row) => [row.id, row.name] as const)
}

async function contactNamesIn(db: Kysely<Database>, table: 'customers' | 'suppliers', ids: number[]) {
  const rows = await db.selectFrom(table).select(['id', 'firstName', 'lastName']).where('id', 'in', ids).execute()
  return rows.map((row) => [row.id, contactName(row)] as const)
}

const LOOK_UPS: Record<
  AuditReferenceKind,
  (db: Kysely<Database>, ids: number[]) => Promise<(readonly [number, string])[]>
> = {
  customer: (db, ids) => contactNamesIn(db, 'customers', ids),
  supplier: (db, ids) => contactNamesIn(db, 'suppliers', ids),
  user: (db, ids) => namesIn(db, 'users', ids),
  product: (db, ids) => namesIn(db, 'products', ids),
  warehouse: (db, ids) => namesIn(db, 'warehouses', ids),
  category: (db, ids) => namesIn(db, 'categories', ids),
  till: (db, ids) => namesIn(db, 'tills', ids),
  'custom-product': async (db, ids) =>
    (await db.selectFrom('custom_products').select(['id', 'model']).where('id', 'in', ids).execute()).map(
      (row) => [row.id, row.model] as const,
    ),
  // A transaction is known by its number on every screen, never by its row id.
  order: async (db, ids) =>
    (await db.selectFrom('orders').select(['id', 'key']).where('id', 'in', ids).execute()).map(
      (row) => [row.id, row.key] as const,
    ),
}

/**
 * The names of the records a page of events mentions, one look-up per kind of record (by primary key; a
 * page holds at most a few hundred ids). A record removed since has no name: the screen shows its id.
 */
export async function referenceNames(
  db: Kysely<Database>,
  ids: ReadonlyMap<AuditReferenceKind, ReadonlySet<number>>,
): Promise<AuditNames> {
  const names: AuditNames = {}
  for (const [kind, set] of ids) {
    if (set.size === 0) continue
    const found = await LOOK_UPS[kind](db, [...set])
    names[kind] = Object.fromEntries(found.map(([id, name]) => [String(id), name]))
  }
  return names
}
