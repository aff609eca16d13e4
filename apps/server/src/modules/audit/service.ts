import type { Kysely, Selectable } from 'kysely'
import { addDays, parseCalendarDate } from '@counterpart/domain/pricing/calendar'
import { startOfDay } from '@counterpart/domain/pricing/time-zone'
import {
  AUDIT_LABELS,
  type AuditEvent,
  type AuditListQuery,
  type AuditVerifyResult,
} from '@counterpart/domain/schemas/audit'
import type { Page } from '@counterpart/domain/schemas/paging'
import type { AuditEventTable, Database } from '../../db/schema.ts'
import { sealAudit, verifyAuditChain } from '../../platform/audit.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { SettingsService } from '../settings/service.ts'
import type { UsersService } from '../users/service.ts'
import { listEvents } from './repository.ts'

export const AUDIT_MESSAGES = {
  entityIdAlone: `Choose a ${AUDIT_LABELS.entity} to look up a ${AUDIT_LABELS.entity_id}.`,
  toBeforeFrom: `The ${AUDIT_LABELS.to} date must not be before the ${AUDIT_LABELS.from} date.`,
} as const

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
    async list(query: AuditListQuery): Promise<Page<AuditEvent>> {
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
      return { items: page.items.map(toAuditEvent), total: page.total }
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
