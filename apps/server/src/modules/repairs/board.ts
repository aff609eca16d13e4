import { sql, type Kysely } from 'kysely'
import {
  REPAIR_GROUPS,
  REPAIR_PRIORITY_RANK,
  isClosedGroup,
  repairStatusName,
  type RepairGroup,
  type RepairPriority,
} from '@counterpart/domain/repair-workflow'
import type { RepairBoard, RepairBoardCard, RepairBoardQuery } from '@counterpart/domain/schemas/repair-board'
import type { MinuteMeasure } from '@counterpart/domain/opening-hours'
import type { Database } from '../../db/schema.ts'

/**
 * The Repairs board (issue 30, item 2): a column per group, each ticket with its time in status and overdue
 * flag, overdue first. Open work is bounded by the bench, so every open ticket is read (up to a cap per
 * column); collected and cancelled ones only of the last days, newest first.
 */

/** Collected and cancelled tickets stay on the board this long. */
export const BOARD_CLOSED_DAYS = 7
/** Cards a column shows at most; its total counts every ticket. */
export const BOARD_COLUMN_CAP = 200

const isPriority = (value: string): value is RepairPriority => value in REPAIR_PRIORITY_RANK

export function createRepairBoardService({
  db,
  measure,
}: {
  db: Kysely<Database>
  measure: () => Promise<MinuteMeasure>
}) {
  async function columnRows(group: RepairGroup, technicianId: number | null, since: string | null) {
    let filtered = db
      .selectFrom('repairs')
      .innerJoin('repair_statuses as s', 's.id', 'repairs.status_id')
      .where('s.status_group', '=', group)
    if (technicianId !== null) filtered = filtered.where('repairs.technician_id', '=', technicianId)
    if (since !== null) filtered = filtered.where('repairs.updated_at', '>=', since)
    const total = await filtered.select(sql<number>`count(*)`.as('count')).executeTakeFirst()
    const rows = await filtered
      .leftJoin('users as t', 't.id', 'repairs.technician_id')
      .select([
        'repairs.id',
        'repairs.key',
        'repairs.name',
        'repairs.deviceName',
        'repairs.priority',
        'repairs.promised_at',
        'repairs.technician_id',
        't.name as technician_name',
        's.id as status_id',
        's.name as status_name',
        's.colour as status_colour',
        's.limit_minutes',
        // Time in status counts from the last event that set it (repair_events_repair_idx).
        sql<
          string | null
        >`(select max(e.at) from repair_events e where e.repair_id = repairs.id and e.type in ('created', 'status'))`.as(
          'since',
        ),
      ])
      .orderBy('repairs.updated_at', 'desc')
      .orderBy('repairs.id', 'desc')
      .limit(BOARD_COLUMN_CAP)
      .execute()
    return { total: Number(total?.count ?? 0), rows }
  }

  return {
    async board(query: RepairBoardQuery, userId: number | null): Promise<RepairBoard> {
      const technicianId =
        query.technician === undefined ? null : query.technician === 'me' ? (userId ?? 0) : Number(query.technician)
      const minutes = await measure()
      const nowMs = Date.now()
      const since = new Date(nowMs - BOARD_CLOSED_DAYS * 86_400_000).toISOString()
      const columns = []
      for (const group of REPAIR_GROUPS) {
        const closedColumn = group === 'collected' || group === 'cancelled'
        const { total, rows } = await columnRows(group, technicianId, closedColumn ? since : null)
        const cards: RepairBoardCard[] = rows.map((row) => {
          const inStatus = row.since ? minutes(Date.parse(row.since), nowMs) : 0
          return {
            id: row.id,
            key: row.key,
            name: row.name,
            deviceName: row.deviceName,
            statusId: row.status_id,
            statusName: repairStatusName(group, row.status_name),
            statusColour: row.status_colour,
            technician: row.technician_id === null ? null : { id: row.technician_id, name: row.technician_name ?? '' },
            priority: isPriority(row.priority) ? row.priority : 'normal',
            promisedAt: row.promised_at,
            timeInStatusMinutes: inStatus,
            // A ticket off the bench is never overdue: its clock has stopped.
            overdue: !isClosedGroup(group) && row.limit_minutes !== null && inStatus > row.limit_minutes,
          }
        })
        if (!closedColumn)
          cards.sort(
            (a, b) =>
              Number(b.overdue) - Number(a.overdue) ||
              REPAIR_PRIORITY_RANK[b.priority] - REPAIR_PRIORITY_RANK[a.priority] ||
              (a.promisedAt ?? '9999').localeCompare(b.promisedAt ?? '9999') ||
              b.timeInStatusMinutes - a.timeInStatusMinutes,
          )
        columns.push({ group, total, cards })
      }
      return { columns, closedDays: BOARD_CLOSED_DAYS }
    },
  }
}

export type RepairBoardService = ReturnType<typeof createRepairBoardService>
