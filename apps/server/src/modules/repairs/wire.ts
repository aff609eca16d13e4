import { fromCents, toCents } from '@counterpart/domain/money'
import type { Page } from '@counterpart/domain/schemas/paging'
import type {
  RepairDetail,
  RepairListRow,
  RepairPayload,
  RepairRecord,
  RepairSearchItem,
} from '@counterpart/domain/schemas/repairs'
import { REPAIR_EVENT_CHANNELS, REPAIR_EVENT_TYPES } from '@counterpart/domain/repair-workflow'
import type { RepairDetailParts, RepairListParts, RepairRow, RepairSearchRow } from './service.ts'
import { groupOf } from './statuses.ts'

/** Repairs' one crossing between decimals on the wire and the cents the service works in. */

/** A repair job as the form sent it, its money in cents (totalAmount and due only when sent to compare). */
export function repairInCents(payload: RepairPayload) {
  const optional = (amount: number | undefined) => (amount === undefined ? undefined : toCents(amount))
  return {
    ...payload,
    charges: toCents(payload.charges),
    prePaid: toCents(payload.prePaid),
    totalAmount: optional(payload.totalAmount),
    due: optional(payload.due),
  }
}
export type RepairInCents = ReturnType<typeof repairInCents>

export function toRepairRecord(row: RepairRow): RepairRecord {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    issue: row.issue,
    deviceName: row.deviceName,
    imei: row.imei,
    sNumber: row.sNumber,
    charges: fromCents(row.charges),
    taxRate: Number(row.taxRate),
    taxAmount: fromCents(row.taxAmount),
    prePaid: fromCents(row.prePaid),
    totalAmount: fromCents(row.totalAmount),
    due: fromCents(row.due),
    status: row.status === 1 ? 1 : 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** A repair job in its audit event: the record as the API shows it (money in decimals), less what the event names. */
export function repairAudit(row: RepairRow) {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = toRepairRecord(row)
  return fields
}

const eventType = (value: string) => REPAIR_EVENT_TYPES.find((type) => type === value) ?? 'note'
const eventChannel = (value: string) => REPAIR_EVENT_CHANNELS.find((channel) => channel === value) ?? 'system'

/** The detail less what other parts of the workflow add (messages and evidence: routes.ts's detailExtras). */
export function toRepairDetail(
  detail: RepairDetailParts,
): Omit<RepairDetail, 'messages' | 'photos' | 'checklists' | 'signatures'> {
  const { row, status } = detail
  return {
    ...toRepairRecord(row),
    trackingUrl: detail.trackingUrl,
    qrcode: detail.qrcode,
    statusId: status.id,
    group: detail.group,
    statusName: status.name,
    statusColour: status.colour,
    technician: detail.technician,
    promisedAt: row.promised_at,
    priority: detail.priority,
    events: detail.events.map((item) => ({ ...item, type: eventType(item.type), channel: eventChannel(item.channel) })),
    timeInStatusMinutes: detail.timeInStatusMinutes,
    overdue: detail.overdue,
  }
}

export function toRepairPage(page: RepairListParts): Page<RepairListRow> {
  return {
    items: page.items.map(({ state, status_id, technician_id, promised_at, ...row }) => ({
      ...row,
      status: row.status === 1 ? 1 : 0,
      charges: fromCents(row.charges),
      prePaid: fromCents(row.prePaid),
      totalAmount: fromCents(row.totalAmount),
      due: fromCents(row.due),
      statusId: status_id,
      group: state ? groupOf(state) : 'new',
      statusName: state?.name ?? '',
      statusColour: state?.colour ?? '',
      technicianId: technician_id,
      promisedAt: promised_at,
    })),
    total: page.total,
  }
}

export function toRepairSearchItem(row: RepairSearchRow): RepairSearchItem {
  return { ...row, status: row.status === 1 ? 1 : 0, totalAmount: fromCents(row.totalAmount), due: fromCents(row.due) }
}
