import { toBuffer } from 'bwip-js/node'
import type { Kysely, Selectable } from 'kysely'
import { MAX_AMOUNT_CENTS } from '@counterpart/domain/cart-limits'
import { amountText, type Cents } from '@counterpart/domain/money'
import { DEVICE_MESSAGES } from '@counterpart/domain/schemas/devices'
import type { Page, PagingQuery } from '@counterpart/domain/schemas/paging'
import { REPAIR_MESSAGES, type RepairStatus, type TrackedRepair } from '@counterpart/domain/schemas/repairs'
import { repairTotals } from '@counterpart/domain/pricing/repairs'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../platform/errors.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import {
  countHit,
  deleteRepair,
  findRepair,
  findRepairByKey,
  insertRepair,
  keyExists,
  listRepairs,
  purgeRateLimits,
  searchRepairs,
  updateRepair,
} from './repository.ts'
import type { DevicesService } from '../devices/service.ts'
import { newTrackingKey, normaliseTrackingKey } from './tracking-key.ts'
import { repairAudit, type RepairInCents } from './wire.ts'

/** An attacker could enumerate repair keys if tracking were not rate-limited: 10 lookups a minute per address. */
export const TRACKING_LIMIT = { hits: 10, windowMs: 60_000 }
const SEARCH_LIMIT = 20

export type RepairRow = Selectable<Database['repairs']>
export type RepairListItem = Awaited<ReturnType<typeof listRepairs>>['items'][number]
export type RepairSearchRow = Awaited<ReturnType<typeof searchRepairs>>[number]

interface RepairsDeps {
  db: Kysely<Database>
  dialect: DialectName
  /** A job with an IMEI or serial takes its device unit in, and gives it back when done (issue 29). */
  devices: DevicesService
}

/** What a repair tells the devices service about its device. */
function deviceOf(row: Pick<RepairRow, 'imei' | 'sNumber' | 'deviceName' | 'name' | 'phone'>) {
  return { imei: row.imei, serial: row.sNumber, model: row.deviceName, name: row.name, phone: row.phone }
}

const withDevice = (device: Record<string, unknown> | null) => (device ? { device } : {})

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
    throw ValidationError.field('charges', `The total may not be greater than ${amountText(MAX_AMOUNT_CENTS)}.`)
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

export function createRepairsService({ db, dialect, devices }: RepairsDeps) {
  async function getRow(id: number): Promise<RepairRow> {
    const row = await findRepair(db, id)
    if (!row) throw new NotFoundError()
    return row
  }

  /**
   * A job's device after an edit: the same identifiers keep the unit; other ones (a typo corrected) let
   * the old unit out and take the new one in, while the job is open.
   */
  async function moveDevice(trx: Kysely<Database>, before: RepairRow, after: RepairRow) {
    const same = before.imei === after.imei && before.sNumber === after.sNumber
    if (same || before.status === 1) return devices.ofRepair(trx, before.id)
    await devices.repairOut(trx, before.id, "The repair's identifier was corrected")
    return (await devices.repairIn(trx, before.id, deviceOf(after))) ?? devices.ofRepair(trx, before.id)
  }

  return {
    list(paging: PagingQuery): Promise<Page<RepairListItem>> {
      return listRepairs(db, dialect, paging)
    },

    get(id: number): Promise<RepairRow> {
      return getRow(id)
    },

    /** The job with its QR code, which opens the public tracking page of its key at `origin`. */
    async detail(id: number, origin: string) {
      const row = await getRow(id)
      const url = trackingUrl(origin, row.key)
      return { row, trackingUrl: url, qrcode: await qrCodeDataUrl(url) }
    },

    async create(payload: RepairInCents, userId: number | null, mayOverrideImei = false): Promise<number> {
      // A wrong IMEI check digit is refused unless overridden with a reason (issue 29).
      const override = devices.imeiRule(payload.imei, payload.imeiOverrideReason, mayOverrideImei)
      const values = fields(payload)
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        let key = newTrackingKey()
        // 31^12 keys make a clash next to impossible; checking costs one indexed lookup.
        for (let attempt = 0; (await keyExists(trx, key)) && attempt < 5; attempt += 1) key = newTrackingKey()
        const row = { ...values, key, status: 0, created_by: userId, created_at: now, updated_at: now }
        const id = await insertRepair(trx, row)
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
            ...withDevice(device),
            ...(override ? { imeiOverride: override } : {}),
          },
        })
        return id
      })
    },

    async update(id: number, payload: RepairInCents, mayOverrideImei = false): Promise<void> {
      const values = fields(payload)
      await db.transaction().execute(async (trx) => {
        const before = await findRepair(trx, id)
        const override = devices.imeiRule(payload.imei, payload.imeiOverrideReason, mayOverrideImei, before?.imei)
        if (!before || !(await updateRepair(trx, id, { ...values, updated_at: nowIso() }))) throw new NotFoundError()
        const deviceBefore = await devices.ofRepair(trx, id)
        const deviceAfter = await moveDevice(trx, before, { ...before, ...values })
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: 'updated',
          before: { ...repairAudit(before), ...withDevice(deviceBefore) },
          after: {
            ...repairAudit({ ...before, ...values }),
            ...withDevice(deviceAfter),
            ...(override ? { imeiOverride: override } : {}),
          },
        })
      })
    },

    async setStatus(id: number, status: RepairStatus): Promise<string> {
      await db.transaction().execute(async (trx) => {
        const before = await findRepair(trx, id)
        if (!before || !(await updateRepair(trx, id, { status, updated_at: nowIso() }))) throw new NotFoundError()
        const deviceBefore = await devices.ofRepair(trx, id)
        // Done: the device goes back to what it was; reopened: it is in for repair again.
        const moved =
          before.status === status
            ? null
            : status === 1
              ? await devices.repairOut(trx, id)
              : await devices.repairIn(trx, id, deviceOf(before))
        const deviceAfter = moved ?? deviceBefore
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: status === 1 ? 'marked complete' : 'marked pending',
          before: { status: before.status, ...withDevice(deviceBefore) },
          after: { status, ...withDevice(deviceAfter) },
        })
      })
      return status === 1 ? REPAIR_MESSAGES.markedComplete : REPAIR_MESSAGES.markedPending
    },

    /** Repairs are not referenced by orders or payments: removing one removes only the job. */
    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await findRepair(trx, id)
        if (!before || !(await deleteRepair(trx, id))) throw new NotFoundError()
        const deviceBefore = await devices.ofRepair(trx, id)
        // A job removed while open lets its device go; its events stay, naming a job that is gone.
        const deviceAfter = await devices.repairOut(trx, id, 'The repair was removed')
        await recordAudit(trx, {
          entity: 'repair',
          entityId: id,
          action: 'removed',
          before: { ...repairAudit(before), ...withDevice(deviceBefore) },
          ...(deviceAfter ? { after: { device: deviceAfter } } : {}),
        })
      })
    },

    search(key: string): Promise<RepairSearchRow[]> {
      return searchRepairs(db, dialect, key, SEARCH_LIMIT)
    },

    /** Public tracking: counted per client address in the database, so every app process shares the limit. */
    async track(rawKey: string, clientIp: string): Promise<TrackedRepair> {
      const now = Date.now()
      const windowStartedBefore = isoInMs(-TRACKING_LIMIT.windowMs, now)
      const counted = await countHit(db, `track-repair|${clientIp}`, new Date(now).toISOString(), windowStartedBefore)
      if (Math.random() < 0.01) await purgeRateLimits(db, isoInMs(-24 * 3_600_000, now))
      if (counted.hits > TRACKING_LIMIT.hits) {
        const retryMs = Date.parse(counted.window_start) + TRACKING_LIMIT.windowMs - now
        const seconds = Math.max(1, Math.ceil(retryMs / 1000))
        throw new TooManyRequestsError(REPAIR_MESSAGES.tooManyTracks(seconds), seconds)
      }
      const row = await findRepairByKey(db, normaliseTrackingKey(rawKey))
      if (!row) throw new NotFoundError(REPAIR_MESSAGES.notFound)
      return toTracked(row)
    },
  }
}

export type RepairsService = ReturnType<typeof createRepairsService>
