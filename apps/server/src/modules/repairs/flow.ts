import type { Kysely, Selectable } from 'kysely'
import {
  isClosedGroup,
  specStatusOfGroup,
  type RepairEventChannel,
  type RepairEventType,
  type RepairGroup,
} from '@counterpart/domain/repair-workflow'
import type { Database } from '../../db/schema.ts'
import { NotFoundError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { DevicesService } from '../devices/service.ts'
import { REPAIR_PART_MESSAGES } from '@counterpart/domain/schemas/repair-parts'
import type { PartsLedger } from './parts.ts'
import { findRepair, insertRepairEvent, updateRepair } from './repository.ts'
import { defaultStatusOf, findStatusRow, groupOf, type RepairStatusRow } from './statuses.ts'

/**
 * How a ticket moves (issue 30): every change of status goes through `moveTo`, in the caller's transaction,
 * so what a move sets off (the device going out, parts consumed, a message queued, a checklist required)
 * happens in one place whoever moves the ticket: staff, the spec's toggle, or an event of the system
 * (an estimate approved, a part received) naming only a group.
 */

type RepairRow = Selectable<Database['repairs']>

/** What a repair tells the devices service about its device. */
export function deviceOf(row: Pick<RepairRow, 'imei' | 'sNumber' | 'deviceName' | 'name' | 'phone'>) {
  return { imei: row.imei, serial: row.sNumber, model: row.deviceName, name: row.name, phone: row.phone }
}

export const withDevice = (device: Record<string, unknown> | null) => (device ? { device } : {})

export interface RepairEventChange {
  from?: number | null
  to?: number | null
  comment?: string
  channel?: RepairEventChannel
  at?: string
}

/**
 * What a move sets off beyond the status, in the move's transaction: a `before` hook may refuse the move (a
 * 409: the checklist after the repair is missing), an `after` hook acts on it (a message queued).
 */
export type RepairMoveHook = (
  trx: Kysely<Database>,
  ticket: RepairRow,
  target: RepairStatusRow,
  /** The status it leaves; null for a new ticket entering its first status. */
  from: RepairStatusRow | null,
) => Promise<void>
export interface RepairMoveHooks {
  before?: RepairMoveHook[]
  after?: RepairMoveHook[]
}

/** `parts`: what a move does to the ticket's parts (consumed at ready, released at cancelled; issue 30 item 4). */
export function createRepairFlow({
  devices,
  parts,
  hooks = {},
}: {
  devices: DevicesService
  parts?: PartsLedger
  hooks?: RepairMoveHooks
}) {
  async function statusRow(trx: Kysely<Database>, id: number): Promise<RepairStatusRow> {
    const row = await findStatusRow(trx, id)
    if (!row) throw new Error(`repair status ${id} is missing`)
    return row
  }

  /** Appends one line to a ticket's history (repair_events is append-only). */
  async function event(
    trx: Kysely<Database>,
    repairId: number,
    userId: number | null,
    type: RepairEventType,
    change: RepairEventChange,
  ) {
    await insertRepairEvent(trx, {
      repair_id: repairId,
      at: change.at ?? nowIso(),
      user_id: userId,
      type,
      from_id: change.from ?? null,
      to_id: change.to ?? null,
      comment: change.comment ?? '',
      channel: change.channel ?? 'staff',
    })
  }

  /**
   * Moves a ticket to a status, in the caller's transaction: the spec's status follows the group, the device
   * goes out when the ticket leaves the bench (ready, collected, cancelled) and back in when it returns, and
   * the change is an event of the ticket. Returns what the audit event shows.
   */
  async function moveTo(
    trx: Kysely<Database>,
    before: RepairRow,
    target: RepairStatusRow,
    userId: number | null,
    comment: string,
    channel: RepairEventChannel = 'staff',
  ) {
    const from = await statusRow(trx, before.status_id)
    for (const hook of hooks.before ?? []) await hook(trx, before, target, from)
    const status = specStatusOfGroup(groupOf(target))
    const now = nowIso()
    // Issue 30, item 7: the warranty runs from the last time the ticket entered the collected group.
    const collected = groupOf(target) === 'collected' && groupOf(from) !== 'collected' ? { collected_at: now } : {}
    if (!(await updateRepair(trx, before.id, { status_id: target.id, status, updated_at: now, ...collected })))
      throw new NotFoundError()
    const deviceBefore = await devices.ofRepair(trx, before.id)
    const wasClosed = isClosedGroup(groupOf(from))
    const closes = isClosedGroup(groupOf(target))
    const moved =
      wasClosed === closes
        ? null
        : closes
          ? await devices.repairOut(trx, before.id)
          : await devices.repairIn(trx, before.id, deviceOf(before))
    await event(trx, before.id, userId, 'status', { from: from.id, to: target.id, comment, channel })
    const settled =
      parts && groupOf(from) !== groupOf(target)
        ? await parts.entered(trx, before.id, before.key, groupOf(target), userId)
        : { consumed: [], released: [] }
    for (const part of settled.consumed)
      await event(trx, before.id, userId, 'part', {
        comment: REPAIR_PART_MESSAGES.eventConsumed(part.qty, part.product),
      })
    for (const part of settled.released)
      await event(trx, before.id, userId, 'part', {
        comment: REPAIR_PART_MESSAGES.eventReleased(part.qty, part.product),
      })
    for (const hook of hooks.after ?? []) await hook(trx, before, target, from)
    return {
      before: { status: before.status, statusId: from.id, statusName: from.name, ...withDevice(deviceBefore) },
      after: {
        status,
        statusId: target.id,
        statusName: target.name,
        ...(comment ? { comment } : {}),
        ...withDevice(moved ?? deviceBefore),
        ...(settled.consumed.length > 0 ? { partsConsumed: settled.consumed } : {}),
        ...(settled.released.length > 0 ? { partsReleased: settled.released } : {}),
      },
    }
  }

  /**
   * An event of the system moves a ticket to the default status of a group (the code never names a shop's
   * status). A ticket already in that group stays where it is; returns null then, else the audit change.
   */
  async function moveToGroup(
    trx: Kysely<Database>,
    repairId: number,
    group: RepairGroup,
    userId: number | null,
    comment: string,
    channel: RepairEventChannel = 'system',
  ) {
    const before = await findRepair(trx, repairId)
    if (!before) throw new NotFoundError()
    if (groupOf(await statusRow(trx, before.status_id)) === group) return null
    return moveTo(trx, before, await defaultStatusOf(trx, group), userId, comment, channel)
  }

  /** A new ticket enters its first status: what entering a status sets off (a message) runs as for a move. */
  async function entered(trx: Kysely<Database>, repairId: number, status: RepairStatusRow) {
    const ticket = await findRepair(trx, repairId)
    if (!ticket) throw new NotFoundError()
    for (const hook of hooks.after ?? []) await hook(trx, ticket, status, null)
  }

  return { statusRow, event, moveTo, moveToGroup, entered }
}

export type RepairFlow = ReturnType<typeof createRepairFlow>
