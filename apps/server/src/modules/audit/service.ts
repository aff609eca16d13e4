import { tr } from '@counterpart/domain/i18n/translate'
import type { Kysely, Selectable } from 'kysely'
import { addDays, parseCalendarDate } from '@counterpart/domain/pricing/calendar'
import { startOfDay } from '@counterpart/domain/pricing/time-zone'
import {
  AUDIT_LABELS,
  auditReferenceOf,
  type AuditEvent,
  type AuditListQuery,
  type AuditPage,
  type AuditReferenceKind,
  type AuditVerifyResult,
} from '@counterpart/domain/schemas/audit'
import type { AuditEventTable, Database } from '../../db/schema.ts'
import { sealAudit, verifyAuditChain } from '../../platform/audit.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { SettingsService } from '../settings/service.ts'
import type { UsersService } from '../users/service.ts'
import { listEvents, referenceNames } from './repository.ts'

export const AUDIT_MESSAGES = {
  get entityIdAlone() {
    return tr('messages:server.audit.entityIdAlone', { entity: AUDIT_LABELS.entity, entityId: AUDIT_LABELS.entity_id })
  },
  get toBeforeFrom() {
    return tr('messages:server.audit.toBeforeFrom', { to: AUDIT_LABELS.to, from: AUDIT_LABELS.from })
  },
}

/** The key a change list shows when its stored text is not JSON any more (edited behind the API). */
export const UNREADABLE_CHANGES = '(unreadable)'

type EventRow = Selectable<AuditEventTable>

export function toAuditEvent(row: EventRow): AuditEvent {
  return {
    id: Number(row.id),
    at: row.at,
    user_id: row.user_id,
    userName: row.user_name,
    ip: row.ip,
    request_id: row.request_id,
    route: row.route,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: parseChanges(row.changes),
  }
}

// The log is read to find tampering too: an event whose changes were overwritten with something that is
// not JSON is still listed (verify names it), its text shown as it is.
function parseChanges(text: string): AuditEvent['changes'] {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as AuditEvent['changes']
    }
  } catch {
    // falls through to the raw text
  }
  return { [UNREADABLE_CHANGES]: { after: text } }
}

/**
 * The ids of other records the events' changes name (AUDIT_REFERENCES), per kind: in a changed field's
 * value, and in the fields of the lists and objects it holds (a sale's items name their products).
 */
export function referencedIds(events: readonly AuditEvent[]): Map<AuditReferenceKind, Set<number>> {
  const ids = new Map<AuditReferenceKind, Set<number>>()
  const visit = (field: string, value: unknown, depth: number): void => {
    const kind = auditReferenceOf(field)
    if (kind && typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
      const set = ids.get(kind) ?? new Set<number>()
      set.add(value)
      ids.set(kind, set)
    } else if (depth < 3 && Array.isArray(value)) {
      for (const item of value) visit(field, item, depth + 1)
    } else if (depth < 3 && typeof value === 'object' && value !== null) {
      for (const [inner, innerValue] of Object.entries(value)) visit(inner, innerValue, depth + 1)
    }
  }
  for (const event of events) {
    for (const [field, change] of Object.entries(event.changes)) {
      visit(field, change.before, 0)
      visit(field, change.after, 0)
    }
  }
  return ids
}

/** The first instant of a calendar day (YYYY-MM-DD, already checked by the schema) in the shop's time zone. */
function dayStart(day: string, timeZone: string, plusDays = 0): string {
  const date = parseCalendarDate(day)
  if (!date) throw new Error(`${day} passed the date check but is not a calendar date`)
  return new Date(startOfDay(addDays(date, plusDays), timeZone)).toISOString()
}

interface AuditDeps {
  db: Kysely<Database>
  settings: SettingsService
  users: UsersService
}

/** The audit log as staff read it: events filtered and paged, the chain's check, the people who acted. */
export function createAuditService({ db, settings, users }: AuditDeps) {
  return {
    /**
     * Events newest first. `from` and `to` are whole calendar days in the shop's time zone (the general
     * settings' one, else the server's), like the reports: to=2026-11-21 takes in that whole day.
     */
    async list(query: AuditListQuery): Promise<AuditPage> {
      const entityId = query.entity_id || null
      // The record index starts with the record type: a record id alone would read the whole log.
      if (entityId !== null && !query.entity) throw ValidationError.field('entity_id', AUDIT_MESSAGES.entityIdAlone)
      if (query.from && query.to && query.to < query.from)
        throw ValidationError.field('to', AUDIT_MESSAGES.toBeforeFrom)
      const timeZone = settings.shopTimezone((await settings.get()).general)
      const page = await listEvents(
        db,
        {
          userId: query.user_id ?? null,
          entity: query.entity ?? null,
          entityId,
          from: query.from ? dayStart(query.from, timeZone) : null,
          to: query.to ? dayStart(query.to, timeZone, 1) : null,
        },
        query,
      )
      const items = page.items.map(toAuditEvent)
      return { items, total: page.total, names: await referenceNames(db, referencedIds(items)) }
    },

    /** Seals first: the answer covers every event committed before the request. */
    async verify(): Promise<AuditVerifyResult> {
      await sealAudit(db)
      return verifyAuditChain(db)
    },

    people(): Promise<{ id: number; name: string }[]> {
      return users.people()
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
