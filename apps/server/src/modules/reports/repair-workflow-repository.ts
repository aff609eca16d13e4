import { sql, type Kysely } from 'kysely'
import { REPAIR_GROUPS, isOpenGroup, isRepairGroup } from '@counterpart/domain/repair-workflow'
import type { OpeningSpan } from '@counterpart/domain/opening-hours'
import type { ReportStatus, ReportStatusEvent, ReportTicket } from '@counterpart/domain/repair-reports'
import type { InstantRange } from '@counterpart/domain/pricing/report-period'
import type { Database } from '../../db/schema.ts'

/** The reads of the repair reports (issue 30): statuses, the tickets whose history moved in a range, openings. */

type Db = Kysely<Database>
const STATUS_TYPES = ['created', 'status'] as const
/** Ids per `in (…)` list, well under both databases' bound-parameter limits. */
const PIECE = 500

export async function reportStatuses(db: Db): Promise<ReportStatus[]> {
  const rows = await db
    .selectFrom('repair_statuses')
    .select(['id', 'name', 'status_group', 'limit_minutes'])
    .orderBy('position')
    .orderBy('id')
    .execute()
  const order = (group: string) => REPAIR_GROUPS.indexOf(isRepairGroup(group) ? group : 'new')
  return rows
    .toSorted((a, b) => order(a.status_group) - order(b.status_group))
    .map((row) => ({
      id: row.id,
      name: row.name,
      group: isRepairGroup(row.status_group) ? row.status_group : 'new',
      limitMinutes: row.limit_minutes,
    }))
}

export function openingHours(db: Db): Promise<OpeningSpan[]> {
  return db
    .selectFrom('shop_opening_hours')
    .select(['weekday', 'opens', 'closes'])
    .orderBy('weekday')
    .orderBy('opens')
    .execute()
}

/** Tickets a status event of the range belongs to (repair_events_at_idx). */
export async function ticketsMovedIn(db: Db, range: InstantRange): Promise<number[]> {
  const rows = await db
    .selectFrom('repair_events')
    .select('repair_id')
    .distinct()
    .where('type', 'in', STATUS_TYPES)
    .where('at', '>=', range.from)
    .where('at', '<', range.to)
    .execute()
  return rows.map((row) => row.repair_id)
}

/** Open tickets in a status with a time limit: the candidates for "overdue now". */
export async function openTicketsWithLimits(db: Db, statuses: readonly ReportStatus[]): Promise<number[]> {
  const limited = statuses.filter((status) => isOpenGroup(status.group) && status.limitMinutes !== null)
  if (limited.length === 0) return []
  const rows = await db
    .selectFrom('repairs')
    .select('id')
    .where(
      'status_id',
      'in',
      limited.map((status) => status.id),
    )
    .execute()
  return rows.map((row) => row.id)
}

/** How many tickets are in each status now. */
export async function ticketsPerStatus(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('repairs')
    .select(['status_id', sql<number>`count(*)`.as('count')])
    .groupBy('status_id')
    .execute()
  return new Map(rows.map((row) => [row.status_id, Number(row.count)]))
}

function pieces(ids: readonly number[]): number[][] {
  const out: number[][] = []
  for (let start = 0; start < ids.length; start += PIECE) out.push(ids.slice(start, start + PIECE))
  return out
}

/** The tickets and every created/status event of theirs. */
export async function ticketHistories(
  db: Db,
  ids: readonly number[],
): Promise<{ tickets: ReportTicket[]; events: ReportStatusEvent[] }> {
  const tickets: ReportTicket[] = []
  const events: ReportStatusEvent[] = []
  for (const piece of pieces(ids)) {
    const rows = await db
      .selectFrom('repairs')
      .leftJoin('users', 'users.id', 'repairs.technician_id')
      .select(['repairs.id', 'repairs.key', 'repairs.deviceName', 'users.name as technician'])
      .where('repairs.id', 'in', piece)
      .execute()
    tickets.push(...rows.map((row) => ({ ...row, technician: row.technician ?? null })))
    const history = await db
      .selectFrom('repair_events')
      .select(['repair_id', 'at', 'to_id'])
      .where('repair_id', 'in', piece)
      .where('type', 'in', STATUS_TYPES)
      .orderBy('repair_id')
      .orderBy('id')
      .execute()
    for (const row of history)
      if (row.to_id !== null) events.push({ repairId: row.repair_id, at: row.at, statusId: row.to_id })
  }
  return { tickets, events }
}
