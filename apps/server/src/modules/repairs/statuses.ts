import { sql, type Kysely, type Selectable } from 'kysely'
import { isRepairGroup, type RepairGroup } from '@counterpart/domain/repair-workflow'
import {
  REPAIR_FLOW_MESSAGES,
  type RepairStatusCreate,
  type RepairStatusItem,
  type RepairStatusUpdate,
} from '@counterpart/domain/schemas/repair-workflow'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'

/**
 * The shop's repair statuses (issue 30, item 1): its own names, colours and order within the fixed groups,
 * one default per group (what the system moves a ticket to), a comment rule and a time limit per status.
 */

export type RepairStatusRow = Selectable<Database['repair_statuses']>

export function groupOf(row: RepairStatusRow): RepairGroup {
  // The column only ever holds a group (the schema and the migration write nothing else).
  return isRepairGroup(row.status_group) ? row.status_group : 'new'
}

export function listStatusRows(db: Kysely<Database>): Promise<RepairStatusRow[]> {
  return db.selectFrom('repair_statuses').selectAll().orderBy('position').orderBy('id').execute()
}

export function findStatusRow(db: Kysely<Database>, id: number): Promise<RepairStatusRow | undefined> {
  return db.selectFrom('repair_statuses').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The status the system moves a ticket to when an event names only a group. */
export async function defaultStatusOf(db: Kysely<Database>, group: RepairGroup): Promise<RepairStatusRow> {
  return db
    .selectFrom('repair_statuses')
    .selectAll()
    .where('status_group', '=', group)
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow()
}

async function repairsIn(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('repairs')
    .select(sql<number>`count(*)`.as('count'))
    .where('status_id', '=', id)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

function toItem(row: RepairStatusRow, repairs: number): RepairStatusItem {
  return {
    id: row.id,
    group: groupOf(row),
    name: row.name,
    publicLabel: row.public_label,
    colour: row.colour,
    position: row.position,
    isDefault: row.is_default === 1,
    requiresComment: row.requires_comment === 1,
    limitMinutes: row.limit_minutes,
    repairs,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function audited(row: RepairStatusRow) {
  const { id: _id, repairs: _repairs, created_at: _c, updated_at: _u, ...rest } = toItem(row, 0)
  return rest
}

export function createRepairStatusesService({ db }: { db: Kysely<Database> }) {
  /** The old default of the group stops being one before the new one becomes it (the unique index). */
  async function clearDefault(trx: Kysely<Database>, group: RepairGroup, except: number | null) {
    let query = trx
      .updateTable('repair_statuses')
      .set({ is_default: 0, updated_at: nowIso() })
      .where('status_group', '=', group)
      .where('is_default', '=', 1)
    if (except !== null) query = query.where('id', '<>', except)
    await query.execute()
  }

  return {
    async list(): Promise<RepairStatusItem[]> {
      const rows = await listStatusRows(db)
      const counts = await db
        .selectFrom('repairs')
        .select(['status_id', sql<number>`count(*)`.as('count')])
        .groupBy('status_id')
        .execute()
      const used = new Map(counts.map((row) => [row.status_id, Number(row.count)]))
      return rows.map((row) => toItem(row, used.get(row.id) ?? 0))
    },

    async create(input: RepairStatusCreate): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('repair_statuses')
          .select(sql<number | null>`max(position)`.as('position'))
          .where('status_group', '=', input.group)
          .executeTakeFirst()
        if (input.isDefault) await clearDefault(trx, input.group, null)
        const now = nowIso()
        const row = await trx
          .insertInto('repair_statuses')
          .values({
            status_group: input.group,
            name: input.name,
            public_label: input.publicLabel,
            colour: input.colour,
            position: Number(last?.position ?? 0) + 1,
            is_default: input.isDefault ? 1 : 0,
            requires_comment: input.requiresComment ? 1 : 0,
            limit_minutes: input.limitMinutes,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await recordAudit(trx, { entity: 'repair-status', entityId: row.id, action: 'created', after: audited(row) })
        return row.id
      })
    },

    async update(id: number, input: RepairStatusUpdate): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await findStatusRow(trx, id)
        if (!before) throw new NotFoundError()
        if (before.is_default === 1 && !input.isDefault)
          throw ValidationError.field('isDefault', REPAIR_FLOW_MESSAGES.defaultStays)
        if (input.isDefault) await clearDefault(trx, groupOf(before), id)
        const change = {
          name: input.name,
          public_label: input.publicLabel,
          colour: input.colour,
          is_default: input.isDefault ? 1 : 0,
          requires_comment: input.requiresComment ? 1 : 0,
          limit_minutes: input.limitMinutes,
          updated_at: nowIso(),
        }
        await trx.updateTable('repair_statuses').set(change).where('id', '=', id).execute()
        await recordAudit(trx, {
          entity: 'repair-status',
          entityId: id,
          action: 'updated',
          before: audited(before),
          after: audited({ ...before, ...change }),
        })
      })
    },

    /** A status in use stays: its tickets would lose their place in the workflow. */
    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await findStatusRow(trx, id)
        if (!before) throw new NotFoundError()
        const used = await repairsIn(trx, id)
        if (used > 0) throw new ConflictError(REPAIR_FLOW_MESSAGES.statusInUse(used))
        if (before.is_default === 1) throw new ConflictError(REPAIR_FLOW_MESSAGES.defaultNotRemovable)
        await trx.deleteFrom('repair_statuses').where('id', '=', id).execute()
        await recordAudit(trx, { entity: 'repair-status', entityId: id, action: 'removed', before: audited(before) })
      })
    },

    /** The group's statuses in the order given, which lists each of them once. */
    async reorder(group: RepairGroup, ids: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('repair_statuses')
          .select(['id', 'position'])
          .where('status_group', '=', group)
          .orderBy('position')
          .orderBy('id')
          .execute()
        const known = new Set(rows.map((row) => row.id))
        if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
          throw ValidationError.field('ids', REPAIR_FLOW_MESSAGES.reorderMismatch)
        for (const [index, id] of ids.entries())
          await trx
            .updateTable('repair_statuses')
            .set({ position: index + 1, updated_at: nowIso() })
            .where('id', '=', id)
            .execute()
        await recordAudit(trx, {
          entity: 'repair-status',
          entityId: group,
          action: 'reordered',
          before: { order: rows.map((row) => row.id) },
          after: { order: ids },
        })
      })
    },
  }
}

export type RepairStatusesService = ReturnType<typeof createRepairStatusesService>
