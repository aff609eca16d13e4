import { fromCents, toCents } from '@counterpart/domain/money'
import type { Page } from '@counterpart/domain/schemas/paging'
import type {
  RepairDetail,
  RepairListRow,
  RepairPayload,
  RepairRecord,
  RepairSearchItem,
} from '@counterpart/domain/schemas/repairs'
import { REPAIR_EVENT_CHANNELS, REPAIR_EVENT_TYPES, repairStatusName } from '@counterpart/domain/repair-workflow'
import type { RepairDetailParts, RepairListParts, RepairRow, RepairSearchRow, RepairsService } from './service.ts'
import { REPAIR_PART_STATES, type RepairPart, type RepairPartStock } from '@counterpart/domain/schemas/repair-parts'
import type { RepairPartListRow } from './parts-repository.ts'
import { estimateLineTotal, type EstimateLineInCents } from '@counterpart/domain/repair-estimates'
import type {
  EstimateLine,
  EstimatePayload,
  PublicEstimate,
  RepairEstimateItem,
} from '@counterpart/domain/schemas/repair-estimates'
import type { EstimateParts, PublicEstimateParts } from './estimates.ts'
import { groupOf } from './statuses.ts'
import type { RepairDeposit } from '@counterpart/domain/schemas/repair-deposits'
import type { TrackedDeposit } from './service.ts'

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

/**
 * The repair's own detail; the estimates' fields (items 5 and 7), the messages and the evidence (items 8 and 6)
 * are added by the route.
 */
export function toRepairDetail(detail: RepairDetailParts): RepairDetail & { parts: RepairPart[] } {
  const { row, status } = detail
  return {
    ...toRepairRecord(row),
    trackingUrl: detail.trackingUrl,
    qrcode: detail.qrcode,
    statusId: status.id,
    group: detail.group,
    // A seeded default name reads in the reader's language; a name the shop typed stays as typed.
    statusName: repairStatusName(detail.group, status.name),
    statusColour: status.colour,
    technician: detail.technician,
    customer: detail.customer,
    promisedAt: row.promised_at,
    priority: detail.priority,
    events: detail.events.map((item) => ({ ...item, type: eventType(item.type), channel: eventChannel(item.channel) })),
    timeInStatusMinutes: detail.timeInStatusMinutes,
    overdue: detail.overdue,
    parts: detail.parts.map(toRepairPart),
  }
}

const partState = (value: string) => REPAIR_PART_STATES.find((state) => state === value) ?? 'released'

/** A part of a ticket as the repair page lists it (issue 30, item 4). */
export function toRepairPart(row: RepairPartListRow): RepairPart {
  const identifier = row.unit_imei ?? row.unit_serial
  return {
    id: row.id,
    product: { id: row.product_id, name: row.product_name, sku: row.product_sku },
    warehouse: row.warehouse_id === null ? null : { id: row.warehouse_id, name: row.warehouse_name ?? '' },
    qty: Number(row.qty),
    price: fromCents(Number(row.price)),
    state: partState(row.state),
    unit: row.unit_id === null ? null : { id: row.unit_id, identifier: identifier ?? '' },
    purchase: row.purchase_id === null ? null : { id: row.purchase_id, key: row.purchase_key ?? '' },
    created_at: row.created_at,
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
      statusName: state ? repairStatusName(groupOf(state), state.name) : '',
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

/** Where a product may be reserved from, as the Parts panel reads it. */
export function toRepairPartStock(stock: Awaited<ReturnType<RepairsService['parts']['stockOf']>>): RepairPartStock {
  const { product } = stock
  return {
    product: {
      id: product.id,
      name: product.name,
      sku: product.sku,
      serialTracked: product.serialTracked === 1,
      price: fromCents(Number(product.price)),
    },
    places: stock.places,
    units: stock.units.map((unit) => ({
      id: unit.id,
      identifier: unit.imei1 ?? unit.serial ?? '',
      warehouseId: unit.warehouse_id,
    })),
  }
}

// ---- Estimates and warranty (issue 30, items 5 and 7) ---------------------------------------------------

/** An estimate as staff sent it, its unit prices in cents; a part carries no warranty of its own. */
export function estimateInCents(payload: EstimatePayload): { lines: EstimateLineInCents[]; note: string } {
  return {
    note: payload.note,
    lines: payload.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      qty: line.qty,
      unitPrice: toCents(line.unitPrice),
      warrantyDays: line.kind === 'labour' ? line.warrantyDays : 0,
    })),
  }
}

export function toEstimateLine(line: EstimateLineInCents): EstimateLine {
  return {
    kind: line.kind,
    description: line.description,
    qty: line.qty,
    unitPrice: fromCents(line.unitPrice),
    lineTotal: fromCents(estimateLineTotal(line)),
    warrantyDays: line.warrantyDays,
  }
}

export function toRepairEstimate(estimate: EstimateParts): RepairEstimateItem {
  return {
    ...estimate,
    lines: estimate.lines.map(toEstimateLine),
    total: fromCents(estimate.total),
  }
}

export function toPublicEstimate(estimate: PublicEstimateParts | null): PublicEstimate | null {
  return estimate && { ...estimate, lines: estimate.lines.map(toEstimateLine), total: fromCents(estimate.total) }
}

/** An estimate version in its audit event: its lines and total as the API shows them. */
export function estimateAudit(estimate: {
  version: number
  state: string
  lines: EstimateLineInCents[]
  total: number
}) {
  return {
    version: estimate.version,
    state: estimate.state,
    lines: estimate.lines.map(toEstimateLine),
    total: fromCents(estimate.total),
  }
}

// ---- Deposits (issue 31, item 5) ----------------------------------------------------------------------

/** A ticket's deposit payments and what they hold, as its page lists them. */
export function toRepairDeposits(view: Awaited<ReturnType<RepairsService['depositsOf']>>): {
  deposits: RepairDeposit[]
  depositHeld: number
} {
  return {
    deposits: view.deposits.map((row) => ({
      id: row.id,
      type: row.type === 'debit' ? 'debit' : 'credit',
      gateway: row.gateway,
      amount: fromCents(Number(row.amount)),
      session_id: row.session_id,
      user: row.user_name ?? null,
      created_at: row.created_at,
    })),
    depositHeld: fromCents(view.held),
  }
}

export function toTrackedDeposit(deposit: TrackedDeposit | null) {
  return deposit && { paid: fromCents(deposit.paid), methods: deposit.methods, balance: fromCents(deposit.balance) }
}
