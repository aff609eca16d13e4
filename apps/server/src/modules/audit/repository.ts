import type { Kysely } from 'kysely'
import { auditEntityNames, type AuditEntity } from '@counterpart/domain/schemas/audit-labels'
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
