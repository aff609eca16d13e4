import { tr } from '@counterpart/domain/i18n/translate'
import { toBuffer } from 'bwip-js/node'
import type { Kysely, Selectable } from 'kysely'
import { MAX_AMOUNT_CENTS } from '@counterpart/domain/cart-limits'
import { amountText, type Cents } from '@counterpart/domain/money'
import { DEVICE_MESSAGES } from '@counterpart/domain/schemas/devices'
import {
  REPAIR_MESSAGES,
  type RepairListQuery,
  type RepairStatus,
  type TrackedRepair,
} from '@counterpart/domain/schemas/repairs'
import {
  isClosedGroup,
  REPAIR_PRIORITIES,
  specStatusOfGroup,
  timeInStatus,
  type RepairGroup,
  type RepairPriority,
} from '@counterpart/domain/repair-workflow'
import { REPAIR_FLOW_MESSAGES } from '@counterpart/domain/schemas/repair-workflow'
import { repairStatusPublicLabel } from '@counterpart/domain/repair-workflow'
import { repairTotals } from '@counterpart/domain/pricing/repairs'
import { plainMinutes, type MinuteMeasure } from '@counterpart/domain/opening-hours'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { limitHits } from '../../platform/rate-limit.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import {
  customerWithPhone,
  findCustomerName,
  deleteRepair,
  findRepair,
  findRepairByKey,
  insertRepair,
  lockRepair,
  keyExists,
  listRepairs,
  purgeRateLimits,
  repairEvents,
  searchRepairs,
  technicians,
  updateRepair,
  userNames,
} from './repository.ts'
import { defaultStatusOf, findStatusRow, groupOf, listStatusRows } from './statuses.ts'
import type { DevicesService } from '../devices/service.ts'
import { createRepairFlow, deviceOf, withDevice, type RepairMoveHooks } from './flow.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { PurchasingService } from '../purchasing/service.ts'
import { createPartsLedger, createRepairPartsService } from './parts.ts'
import { newTrackingKey, normaliseTrackingKey } from './tracking-key.ts'
import { repairAudit, type RepairInCents } from './wire.ts'
import { repairWarranty } from './warranty.ts'
import { answeredEstimates } from './estimates-repository.ts'
import { isUnderWarranty } from '@counterpart/domain/repair-estimates'
import type { Language } from '@counterpart/domain/i18n/languages'
import { customerLanguageOf } from '../contacts/language-service.ts'
import { ESTIMATE_MESSAGES } from '@counterpart/domain/schemas/repair-estimates'
import {
  DEFAULT_DEPOSIT_GATEWAY,
  REPAIR_DEPOSIT_MESSAGES,
  type RepairDepositGateway,
} from '@counterpart/domain/schemas/repair-deposits'
import { currencyOf, formatCents } from '@counterpart/domain/format'
import { createRepairDeposits, heldOf, type DepositDeps, type DepositUser } from './deposits.ts'
import type { TerminalTill, TillTerminalService } from '../tills/till-terminal-service.ts'
import type { PrintHook } from '../printing/service.ts'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import type { SettingsService } from '../settings/service.ts'

/** An attacker could enumerate repair keys if tracking were not rate-limited: 10 lookups a minute per address. */
export const TRACKING_LIMIT = { hits: 10, windowMs: 60_000 }
const SEARCH_LIMIT = 20

export type RepairRow = Selectable<Database['repairs']>
/** The tracking page's deposit, in cents (issue 31, item 5). */
export interface TrackedDeposit {
  paid: number
  methods: string[]
  balance: number
}
export interface TrackedStep {
  label: string
  group: RepairGroup
}
export type RepairListItem = Awaited<ReturnType<typeof listRepairs>>['items'][number]
export type RepairSearchRow = Awaited<ReturnType<typeof searchRepairs>>[number]

interface RepairsDeps {
  db: Kysely<Database>
  dialect: DialectName
  /** A job with an IMEI or serial takes its device unit in, and gives it back when done (issue 29). */
  devices: DevicesService
  /** How minutes in a status count: within the shop's opening hours once it has set them. */
  measure?: () => Promise<MinuteMeasure>
  /** A ticket's parts are held, consumed and released through the stock service (issue 30, item 4). */
  stock: StockService
  /** A part not in stock is ordered on a purchase order; receiving it reserves the part. */
  purchasing: PurchasingService
  /** Issue 30, item 7: the shop's warranty of a repair collected without an approved estimate (days). */
  warrantyDefaultDays?: () => Promise<number>
  /** What a move sets off (issue 30: a message queued, the checklist gate of "ready"). */
  moveHooks?: RepairMoveHooks
  /**
   * Issue 31, item 5: a deposit is a payment on the ticket, at the till the request came from (`terminal`
   * before the transaction), its cash in the drawer, store credit from the customer's ledger.
   */
  money: DepositDeps & { tills: Pick<TillTerminalService, 'terminal'>; settings: Pick<SettingsService, 'get'> }
  /** Issue 33: the ticket and the device's label at intake, at the till the request names; cash opens the drawer. */
  printing: PrintHook
}

/** Who acts on a ticket, and whether they may give it to a technician (the repairAssign switch). */
export interface RepairActor {
  userId: number | null
  mayAssign: boolean
  /** Who takes a deposit into a till's drawer (issue 31): the signed-in user. */
  user?: DepositUser | null
  /** The till the request names in its header (issue 31): a deposit taken there is in its session. */
  tillId?: number | null
}

/** The fields a person with the key may see (spec 001 §3: imie in place of imei). Nothing personal, no money. */
function toTracked(row: RepairRow): TrackedRepair {
  return {
    key: row.key,
    deviceName: row.deviceName,
    issue: row.issue,
    imie: row.imei,
    status: row.status === 1 ? 1 : 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/**
 * Recomputes the totals from charges, rate and prePaid; when the form sent its own totalAmount or due
 * they must agree, so a screen showing one figure never stores another.
 */
function computeTotals(payload: RepairInCents) {
  const totals = repairTotals({ charges: payload.charges, taxRate: payload.taxRate, prePaid: payload.prePaid })
  if (totals.prePaid > totals.totalAmount) throw ValidationError.field('prePaid', REPAIR_MESSAGES.prePaidOverTotal)
  if (totals.totalAmount > MAX_AMOUNT_CENTS)
    throw ValidationError.field(
      'charges',
      tr('messages:server.amountTooLarge', { amount: amountText(MAX_AMOUNT_CENTS) }),
    )
  const mismatch = (field: 'totalAmount' | 'due', expected: Cents) => {
    const sent = payload[field]
    if (sent !== undefined && sent !== expected) {
      throw ValidationError.field(field, REPAIR_MESSAGES.totalMismatch(field, amountText(expected)))
    }
  }
  mismatch('totalAmount', totals.totalAmount)
  mismatch('due', totals.due)
  return totals
}

function fields(payload: RepairInCents) {
  const totals = computeTotals(payload)
  return {
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    address: payload.address,
    issue: payload.issue,
    deviceName: payload.deviceName,
    imei: payload.imei,
    sNumber: payload.sNumber,
    charges: totals.charges,
    taxRate: totals.taxRate,
    taxAmount: totals.taxAmount,
    prePaid: totals.prePaid,
    totalAmount: totals.totalAmount,
    due: totals.due,
  }
}

/** The workflow fields the form sent; a field left out keeps what the ticket has. */
function flowFields(payload: RepairInCents) {
  return {
    ...(payload.technicianId !== undefined ? { technician_id: payload.technicianId } : {}),
    ...(payload.promisedAt !== undefined ? { promised_at: payload.promisedAt } : {}),
    ...(payload.priority !== undefined ? { priority: payload.priority } : {}),
    ...(payload.customerId !== undefined ? { customer_id: payload.customerId } : {}),
  }
}

const isPriority = (value: string): value is RepairPriority => (REPAIR_PRIORITIES as readonly string[]).includes(value)
const priorityOf = (value: string): RepairPriority => (isPriority(value) ? value : 'normal')

export function trackingUrl(origin: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}/track/${encodeURIComponent(key)}`
}

/** A QR code PNG on white with a quiet zone, so phone cameras (and thermal printers) read it. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const png = await toBuffer({
    bcid: 'qrcode',
    text,
    scale: 4,
    paddingwidth: 8,
    paddingheight: 8,
    backgroundcolor: 'FFFFFF',
  })
  return `data:image/png;base64,${png.toString('base64')}`
}

export function createRepairsService({
  db,
  dialect,
  devices,
  stock,
  purchasing,
  measure = async () => plainMinutes,
  warrantyDefaultDays,
  moveHooks,
  money,
  printing,
}: RepairsDeps) {
  const deposits = createRepairDeposits(money)
  /** The actor's till, checked before a transaction that takes or pays back a deposit (422 on an unknown one). */
  const terminalOf = (actor: RepairActor): Promise<TerminalTill> => money.tills.terminal(actor.tillId ?? null)
  const gatewayOf = (payload: RepairInCents): RepairDepositGateway => payload.prePaidGateway ?? DEFAULT_DEPOSIT_GATEWAY
  const ledger = createPartsLedger({ stock, devices })
  const flow = createRepairFlow({ devices, parts: ledger, ...(moveHooks ? { hooks: moveHooks } : {}) })
  const parts = createRepairPartsService({ db, stock, devices, flow, ledger, purchasing })
  const { statusRow, event, moveTo, entered } = flow

  async function getRow(id: number): Promise<RepairRow> {
    const row = await findRepair(db, id)
    if (!row) throw new NotFoundError()
    return row
  }

  /** A technician is a user who works repairs; anyone else is refused naming the field. */
  async function checkTechnician(trx: Kysely<Database>, technicianId: number | null | undefined) {
    if (technicianId === undefined || technicianId === null) return
    const known = (await technicians(trx)).some((user) => user.id === technicianId)
    if (!known) throw ValidationError.field('technicianId', REPAIR_FLOW_MESSAGES.unknownTechnician)
  }

  /** A customer named by the form must exist (422 naming the field). */
  async function checkCustomer(trx: Kysely<Database>, customerId: number | null | undefined) {
    if (customerId === undefined || customerId === null) return
    if (!(await findCustomerName(trx, customerId)))
      throw ValidationError.field('customerId', REPAIR_FLOW_MESSAGES.unknownCustomer)
  }

  /**
   * A job's device after an edit: the same identifiers keep the unit; other ones (a typo corrected) let
   * the old unit out and take the new one in, while the job is open.
   */
  async function moveDevice(trx: Kysely<Database>, before: RepairRow, after: RepairRow, closed: boolean) {
    const same = before.imei === after.imei && before.sNumber === after.sNumber
    if (same || closed) return devices.ofRepair(trx, before.id)
    await devices.repairOut(trx, before.id, "The repair's identifier was corrected")
    return (await devices.repairIn(trx, before.id, deviceOf(after))) ?? devices.ofRepair(trx, before.id)
  }

  return {
    /** How tickets move; the workflow's other parts (parts, estimates, messages) move them through it. */
    flow,

    /** A ticket's parts: reserved from stock, consumed at completion, released (issue 30, item 4). */
    parts,

    async list(paging: RepairListQuery, userId: number | null) {
      const technicianId =
        paging.technician === undefined ? null : paging.technician === 'me' ? (userId ?? 0) : Number(paging.technician)
      const [page, statuses] = await Promise.all([listRepairs(db, dialect, paging, technicianId), listStatusRows(db)])
      const byId = new Map(statuses.map((row) => [row.id, row]))
      return {
        total: page.total,
        items: page.items.map((row) => ({
          ...row,
          priority: priorityOf(row.priority),
          state: byId.get(row.status_id),
        })),
      }
    },

    get(id: number): Promise<RepairRow> {
      return getRow(id)
    },

    /** The job with its QR code, which opens the public tracking page of its key at `origin`, and its history. */
    async detail(id: number, origin: string) {
      const row = await getRow(id)
      const url = trackingUrl(origin, row.key)
      const [statuses, events, partRows] = await Promise.all([listStatusRows(db), repairEvents(db, id), parts.list(id)])
      const statusById = new Map(statuses.map((status) => [status.id, status]))
      const userIds = new Set<number>()
      if (row.technician_id !== null) userIds.add(row.technician_id)
      for (const item of events)
        if (item.type === 'technician') for (const id of [item.from_id, item.to_id]) if (id !== null) userIds.add(id)
      const users = new Map((await userNames(db, [...userIds])).map((user) => [user.id, user.name]))
      const customer = row.customer_id === null ? undefined : await findCustomerName(db, row.customer_id)
      // An estimate's event names estimate versions, not statuses: its from/to have no name here.
      const nameOf = (type: string, id: number | null) =>
        id === null || type === 'estimate'
          ? null
          : type === 'technician'
            ? (users.get(id) ?? null)
            : (statusById.get(id)?.name ?? null)
      const status = statusById.get(row.status_id)
      if (!status) throw new Error(`repair status ${row.status_id} is missing`)
      const history = events.map((item) => ({
        id: item.id,
        at: item.at,
        type: item.type,
        channel: item.channel,
        user: item.user_name ?? null,
        fromId: item.from_id,
        toId: item.to_id,
        from: nameOf(item.type, item.from_id),
        to: nameOf(item.type, item.to_id),
        comment: item.comment,
      }))
      const timed = timeInStatus(
        history.flatMap((item) =>
          item.type === 'created' || item.type === 'status' ? [{ type: item.type, at: item.at }] : [],
        ),
        new Date(),
        status.limit_minutes,
        await measure(),
      )
      return {
        row,
        trackingUrl: url,
        qrcode: await qrCodeDataUrl(url),
        status,
        group: groupOf(status),
        technician:
          row.technician_id === null ? null : { id: row.technician_id, name: users.get(row.technician_id) ?? '' },
        customer: customer ? { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim() } : null,
        customerLanguage: await customerLanguageOf(db, row.customer_id),
        priority: priorityOf(row.priority),
        events: history,
        timeInStatusMinutes: timed.minutes,
        overdue: timed.overdue,
        parts: partRows,
      }
    },

    technicians(): Promise<{ id: number; name: string }[]> {
      return technicians(db)
    },

    async create(payload: RepairInCents, actor: RepairActor, mayOverrideImei = false): Promise<number> {
      // Issue 30, item 7: a come-back names its original; it is a warranty claim while that is warranted.
      // The settings are read before the transaction: SQLite has one connection, held by the transaction.
      const defaultDays = payload.warrantyOf ? ((await warrantyDefaultDays?.()) ?? 0) : 0
      const comeBack = async (trx: Kysely<Database>) => {
        if (payload.warrantyOf === undefined || payload.warrantyOf === null) return null
        const original = await findRepair(trx, payload.warrantyOf)
        if (!original) throw ValidationError.field('warrantyOf', ESTIMATE_MESSAGES.unknownRepair)
        const { until } = await repairWarranty(trx, original, defaultDays)
        return { original, until, claim: isUnderWarranty(until) }
      }
      // A wrong IMEI check digit is refused unless overridden with a reason (issue 29).
      const override = devices.imeiRule(payload.imei, payload.imeiOverrideReason, mayOverrideImei)
      const values = fields(payload)
      const flow = flowFields(payload)
      if (flow.technician_id != null && !actor.mayAssign) throw new ForbiddenError()
      const till = values.prePaid > 0 ? await terminalOf(actor) : null
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        await checkTechnician(trx, flow.technician_id)
        await checkCustomer(trx, flow.customer_id)
        const original = await comeBack(trx)
        const initial = await defaultStatusOf(trx, 'new')
        let key = newTrackingKey()
        // 31^12 keys make a clash next to impossible; checking costs one indexed lookup.
        for (let attempt = 0; (await keyExists(trx, key)) && attempt < 5; attempt += 1) key = newTrackingKey()
        const row = {
          ...values,
          key,
          status: 0,
          status_id: initial.id,
          technician_id: flow.technician_id ?? null,
          promised_at: flow.promised_at ?? null,
          priority: flow.priority ?? 'normal',
          customer_id: flow.customer_id !== undefined ? flow.customer_id : await customerWithPhone(trx, values.phone),
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
          collected_at: null,
          warranty_of: original ? original.original.id : null,
          warranty_claim: original?.claim ? 1 : 0,
        }
        const id = await insertRepair(trx, row)
        const deposit = await deposits.move(trx, {
          repair: { id, customer_id: row.customer_id },
          amount: values.prePaid,
          gateway: gatewayOf(payload),
          user: actor.user ?? null,
          till,
          customerField: 'customerId',
        })
        const comment = original
          ? original.claim
            ? `Come-back of ${original.original.key}, under warranty until ${original.until ?? ''}`
            : `Come-back of ${original.original.key}, out of warranty`
          : ''
        await printing.autoPrint(trx, {
          tillId: actor.tillId ?? null,
          cash: values.prePaid > 0 && gatewayOf(payload) === CASH_GATEWAY,
          slips: [
            { kind: 'repair_ticket', documentId: id, label: key },
            { kind: 'device_label', documentId: id, label: key },
          ],
        })
        await event(trx, id, actor.userId, 'created', { to: initial.id, at: now, comment })
        await entered(trx, id, initial)
        if (row.technician_id !== null)
          await event(trx, id, actor.userId, 'technician', { to: row.technician_id, at: now })
        const device = await devices.repairIn(
          trx,
          id,
          deviceOf(row),
          override && DEVICE_MESSAGES.imeiOverridden(override),
        )
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: 'created',
          after: {
            ...repairAudit({ ...row, id }),
            statusName: initial.name,
            ...withDevice(device),
            ...(override ? { imeiOverride: override } : {}),
            ...(original ? { warrantyOf: original.original.id, warrantyClaim: original.claim } : {}),
            ...(deposit ? { depositGateway: gatewayOf(payload), depositSession: deposit.sessionId } : {}),
          },
        })
        return id
      })
    },

    async update(id: number, payload: RepairInCents, actor: RepairActor, mayOverrideImei = false): Promise<void> {
      const values = fields(payload)
      const flow = flowFields(payload)
      const till = await terminalOf(actor)
      await db.transaction().execute(async (trx) => {
        const before = await lockRepair(trx, dialect, id)
        const override = devices.imeiRule(payload.imei, payload.imeiOverrideReason, mayOverrideImei, before?.imei)
        if (!before) throw new NotFoundError()
        const technicianChanges = flow.technician_id !== undefined && flow.technician_id !== before.technician_id
        if (technicianChanges && !actor.mayAssign) throw new ForbiddenError()
        if (technicianChanges) await checkTechnician(trx, flow.technician_id)
        await checkCustomer(trx, flow.customer_id)
        const change = { ...values, ...flow }
        if (!(await updateRepair(trx, id, { ...change, updated_at: nowIso() }))) throw new NotFoundError()
        // Issue 31, item 5: a raised prePaid takes the difference as a deposit, a lowered one pays it back.
        const deposit = await deposits.move(trx, {
          repair: { id, customer_id: flow.customer_id !== undefined ? flow.customer_id : before.customer_id },
          amount: values.prePaid - before.prePaid,
          gateway: gatewayOf(payload),
          user: actor.user ?? null,
          till,
          customerField: 'customerId',
        })
        // Issue 33: a deposit taken or paid back in cash opens the drawer of a till with a printer.
        if (deposit && gatewayOf(payload) === CASH_GATEWAY) await printing.openDrawer(trx, till.tillId)
        if (technicianChanges)
          await event(trx, id, actor.userId, 'technician', {
            from: before.technician_id,
            to: flow.technician_id ?? null,
          })
        const closed = isClosedGroup(groupOf(await statusRow(trx, before.status_id)))
        const deviceBefore = await devices.ofRepair(trx, id)
        const deviceAfter = await moveDevice(trx, before, { ...before, ...values }, closed)
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: 'updated',
          before: { ...repairAudit(before), ...withDevice(deviceBefore) },
          after: {
            ...repairAudit({ ...before, ...change }),
            ...withDevice(deviceAfter),
            ...(override ? { imeiOverride: override } : {}),
            ...(deposit ? { depositGateway: gatewayOf(payload), depositSession: deposit.sessionId } : {}),
          },
        })
      })
    },

    /**
     * Pays back everything a cancelled ticket's deposits hold (POST /repairs/{id}/refund-deposit), by the
     * way staff chose, and sets prePaid to 0 (due follows the spec's formula). 409 on a ticket that is not
     * cancelled or holds nothing. Answers the message naming the amount.
     */
    async refundDeposit(id: number, gateway: RepairDepositGateway, actor: RepairActor): Promise<string> {
      const till = await terminalOf(actor)
      const currency = currencyOf((await money.settings.get()).general)
      return db.transaction().execute(async (trx) => {
        const before = await lockRepair(trx, dialect, id)
        if (!before) throw new NotFoundError()
        if (groupOf(await statusRow(trx, before.status_id)) !== 'cancelled')
          throw new ConflictError(REPAIR_DEPOSIT_MESSAGES.notCancelled)
        const held = heldOf(await deposits.of(trx, id, true))
        if (held <= 0) throw new ConflictError(REPAIR_DEPOSIT_MESSAGES.nothingHeld)
        const totals = repairTotals({ charges: before.charges, taxRate: Number(before.taxRate), prePaid: 0 })
        const values = { prePaid: totals.prePaid, due: totals.due }
        await updateRepair(trx, id, { ...values, updated_at: nowIso() })
        const deposit = await deposits.move(trx, {
          repair: before,
          amount: -held,
          gateway,
          user: actor.user ?? null,
          till,
          customerField: 'gateway',
        })
        if (deposit && gateway === CASH_GATEWAY) await printing.openDrawer(trx, till.tillId)
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: 'deposit refunded',
          before: { prePaid: repairAudit(before).prePaid, due: repairAudit(before).due },
          after: {
            prePaid: repairAudit({ ...before, ...values }).prePaid,
            due: repairAudit({ ...before, ...values }).due,
            refundGateway: gateway,
            depositSession: deposit?.sessionId ?? null,
          },
        })
        return REPAIR_DEPOSIT_MESSAGES.refunded(formatCents(held, currency))
      })
    },

    /** A ticket's deposit payments for its page, oldest first, and what they hold. Cents. */
    async depositsOf(id: number) {
      const rows = await deposits.of(db, id)
      return { deposits: rows, held: heldOf(rows) }
    },

    /**
     * The spec's toggle: complete moves the ticket to the default "ready" status, pending back to the default
     * "in repair" one. A ticket already on that side (collected is complete too) keeps its status.
     */
    async setStatus(id: number, status: RepairStatus, userId: number | null = null): Promise<string> {
      await db.transaction().execute(async (trx) => {
        const before = await findRepair(trx, id)
        if (!before) throw new NotFoundError()
        const current = await statusRow(trx, before.status_id)
        if (specStatusOfGroup(groupOf(current)) === status) {
          await updateRepair(trx, id, { status, updated_at: nowIso() })
          const device = withDevice(await devices.ofRepair(trx, id))
          await recordAudit(trx, {
            entity: 'repair',
            entityId: id,
            action: status === 1 ? 'marked complete' : 'marked pending',
            before: { status: before.status, ...device },
            after: { status, ...device },
          })
          return
        }
        const target = await defaultStatusOf(trx, status === 1 ? 'ready' : 'in_repair')
        const change = await moveTo(trx, before, target, userId, '')
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: status === 1 ? 'marked complete' : 'marked pending',
          ...change,
        })
      })
      return status === 1 ? REPAIR_MESSAGES.markedComplete : REPAIR_MESSAGES.markedPending
    },

    /** Moves a ticket to one of the shop's statuses (POST /repair/{id}/status). */
    async changeStatus(id: number, statusId: number, comment: string, userId: number | null): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const before = await findRepair(trx, id)
        if (!before) throw new NotFoundError()
        const target = await findStatusRow(trx, statusId)
        if (!target) throw ValidationError.field('statusId', REPAIR_FLOW_MESSAGES.unknownStatus)
        if (target.requires_comment === 1 && comment.trim() === '')
          throw ValidationError.field('comment', REPAIR_FLOW_MESSAGES.commentRequired(target.name))
        const change = await moveTo(trx, before, target, userId, comment)
        await recordAudit(trx, { entity: 'repair', entityId: id, action: 'status changed', ...change })
        return REPAIR_FLOW_MESSAGES.statusChanged(target.name)
      })
    },

    /** Gives a ticket to a technician, or takes it back (null). */
    async setTechnician(
      id: number,
      technicianId: number | null,
      comment: string,
      userId: number | null,
    ): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const before = await findRepair(trx, id)
        if (!before) throw new NotFoundError()
        await checkTechnician(trx, technicianId)
        await updateRepair(trx, id, { technician_id: technicianId, updated_at: nowIso() })
        await event(trx, id, userId, 'technician', { from: before.technician_id, to: technicianId, comment })
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: 'technician changed',
          before: { technicianId: before.technician_id },
          after: { technicianId, ...(comment ? { comment } : {}) },
        })
        return technicianId === null ? REPAIR_FLOW_MESSAGES.technicianCleared : REPAIR_FLOW_MESSAGES.technicianSet
      })
    },

    /**
     * Removes the job; its deposit payments go with it (issue 31), their cash out of a drawer still open, as
     * a removed buy-back's payout. A ticket whose deposit moved store credit stays (409).
     */
    async remove(id: number, actor: RepairActor | null = null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await findRepair(trx, id)
        if (before && (await answeredEstimates(trx, id)) > 0)
          throw new ConflictError(ESTIMATE_MESSAGES.answeredNotRemovable)
        const depositsRemoved = before ? await deposits.removed(trx, id, actor?.user ?? null) : 0
        if (!before || !(await deleteRepair(trx, id))) throw new NotFoundError()
        const deviceBefore = await devices.ofRepair(trx, id)
        // A job removed while open lets its device go; its events stay, naming a job that is gone.
        const deviceAfter = await devices.repairOut(trx, id, 'The repair was removed')
        // Its reserved and ordered parts go back to being sellable; consumed ones stay with their movements.
        const released = await ledger.removed(trx, id, before.key)
        const after = {
          ...(deviceAfter ? { device: deviceAfter } : {}),
          ...(released.length > 0 ? { partsReleased: released } : {}),
          ...(depositsRemoved !== 0
            ? { depositsRemoved: repairAudit({ ...before, prePaid: depositsRemoved }).prePaid }
            : {}),
        }
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: 'removed',
          before: { ...repairAudit(before), ...withDevice(deviceBefore) },
          ...(Object.keys(after).length > 0 ? { after } : {}),
        })
      })
    },

    search(key: string): Promise<RepairSearchRow[]> {
      return searchRepairs(db, dialect, key, SEARCH_LIMIT)
    },

    /** Public tracking: counted per client address in the database, so every app process shares the limit. */
    async track(
      rawKey: string,
      clientIp: string,
    ): Promise<{
      tracked: TrackedRepair
      row: RepairRow
      step: TrackedStep
      deposit: TrackedDeposit | null
      /** Issue 32: the language the ticket's customer reads in, null when they chose none. */
      language: Language | null
    }> {
      const now = Date.now()
      await limitHits(db, `track-repair|${clientIp}`, TRACKING_LIMIT, REPAIR_MESSAGES.tooManyTracks, now)
      if (Math.random() < 0.01) await purgeRateLimits(db, isoInMs(-24 * 3_600_000, now))
      const row = await findRepairByKey(db, normaliseTrackingKey(rawKey))
      if (!row) throw new NotFoundError(REPAIR_MESSAGES.notFound)
      // Issue 30: the shop's own words for the step (the public label, else the name) beside the spec's status.
      const status = await statusRow(db, row.status_id)
      const rows = await deposits.of(db, row.id)
      return {
        tracked: toTracked(row),
        row,
        // A seeded default word reads in the customer's language; one the shop typed stays as typed.
        step: {
          label: repairStatusPublicLabel(groupOf(status), status.public_label || status.name),
          group: groupOf(status),
        },
        language: await customerLanguageOf(db, row.customer_id),
        // Issue 31, item 5: what the customer paid ahead, how, and the balance left (the spec's due).
        deposit:
          rows.length === 0
            ? null
            : {
                paid: heldOf(rows),
                methods: [...new Set(rows.filter((item) => item.type === 'credit').map((item) => item.gateway))],
                balance: row.due,
              },
      }
    },
  }
}

export type RepairsService = ReturnType<typeof createRepairsService>
export type RepairDetailParts = Awaited<ReturnType<RepairsService['detail']>>
export type RepairListParts = Awaited<ReturnType<RepairsService['list']>>
export type { RepairGroup }
