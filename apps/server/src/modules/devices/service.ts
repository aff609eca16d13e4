import type { Kysely } from 'kysely'
import {
  applyUnitEvent,
  DEVICE_EVENT_VERB,
  identifierKindOf,
  identifierProblem,
  imeiTail,
  IMEI_TAIL_LENGTH,
  mayApply,
  normaliseIdentifier,
  SHELF_STATUSES,
  type DeviceDocumentType,
  type DeviceEventType,
  type IdentifierKind,
  type UnitState,
  type UnitStatus,
} from '@counterpart/domain/devices'
import { DEFAULT_SETTINGS } from '@counterpart/domain/settings'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import {
  DEVICE_MANAGE_LABELS,
  DEVICE_MANAGE_MESSAGES,
  DEVICE_MESSAGES,
  unitWhereText,
  type DeviceListQuery,
} from '@counterpart/domain/schemas/devices'
import { deviceCsv } from './device-export.ts'
import { passportOf } from './passport.ts'
import { warehouseExists } from './passport-repository.ts'
import type { Database } from '../../db/schema.ts'
import { currentAuditRequest, recordAudit } from '../../platform/audit.ts'
import { documentFormats } from '../../platform/document-formats.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import {
  eventsOf,
  findLiveByIdentifiers,
  findUnit,
  insertEvent,
  insertUnit,
  lastEventOfDocument,
  latestEventAt,
  listUnits,
  productModel,
  updateUnitIf,
  type UnitRow,
} from './repository.ts'
import type { SettingsService } from '../settings/service.ts'
import * as selling_repo from './selling-repository.ts'
import { deviceAudit, toDevicePage, toDeviceUnit, type DeviceAuditSnapshot } from './wire.ts'

/**
 * THE devices service (issue 29): every unit and every event goes through here, inside the transaction of
 * the document that causes it (a buy-back, a repair, a sale, a refund), as stock goes through the stock
 * service. Each event is checked against the unit's state (`mayApply`), written, and the unit's state
 * row moved with a guarded update, so two documents racing for one unit cannot both move it. The caller's
 * audit event names the unit (`device`), as a sale's names the stock it moved.
 */

/** Who acts: the signed-in user of the request being served (none for a change made outside one). */
function actingUser(): number | null {
  return currentAuditRequest()?.actor?.id ?? null
}

/** The identifiers a form gave, normalised: an IMEI field and, where the form has one, a serial number. */
export interface TypedIdentity {
  imei: string
  serial?: string
}

interface Identity {
  kind: IdentifierKind
  imei1: string | null
  serial: string | null
}

/**
 * What a form's identifiers name: an IMEI field holding 15 digits is an IMEI (a wrong check digit is kept
 * as typed: the spec's forms accept it, the warning comes with the terminal), an MEID's shape an MEID,
 * anything else a serial. A serial number beside an IMEI is the unit's serial too.
 */
export function identityOf(typed: TypedIdentity): Identity | null {
  const imei = normaliseIdentifier(typed.imei)
  const serial = normaliseIdentifier(typed.serial ?? '')
  if (imei && identifierKindOf(imei) !== 'serial')
    return { kind: identifierKindOf(imei), imei1: imei, serial: serial || null }
  if (serial) return { kind: 'serial', imei1: null, serial }
  if (imei) return { kind: 'serial', imei1: null, serial: imei }
  return null
}

const identifiersOf = (identity: Identity) =>
  [identity.imei1, identity.serial].filter((value): value is string => value !== null)

/** On the shop's shelf: where its age in stock counts from (the Devices list's filter). */
function onShelf(state: UnitState): boolean {
  return state.owner === 'shop' && (SHELF_STATUSES as readonly UnitStatus[]).includes(state.status)
}

function stateOf(unit: UnitRow): UnitState {
  return { status: unit.status, owner: unit.owner, openRepairs: unit.open_repairs, beforeRepair: unit.before_repair }
}

interface DocumentRef {
  type: DeviceDocumentType
  id: number
}

interface EventOptions {
  document: DocumentRef | null
  note?: string
  data?: Record<string, unknown>
  /** Columns the event changes besides the state (a buy-back's cost, a repair's owner). */
  change?: Partial<
    Pick<
      UnitRow,
      | 'cost'
      | 'model'
      | 'owner_name'
      | 'owner_phone'
      | 'customer_id'
      | 'warehouse_id'
      | 'reserved_for'
      | 'product_id'
      | 'hold_until'
    >
  >
}

/** What a refused event says of the unit: "This device cannot be sold now: …". */
function verbOf(type: DeviceEventType): string {
  return DEVICE_EVENT_VERB[type]
}

export function createDevicesService({ db, settings }: { db: Kysely<Database>; settings?: SettingsService }) {
  async function whereIs(trx: Kysely<Database>, unit: UnitRow): Promise<string> {
    return unitWhereText(unit, await latestEventAt(trx, unit.id))
  }

  /**
   * The live unit an identity names: the one holding its IMEI first (an IMEI names one phone), else the one
   * holding its serial.
   */
  async function liveUnitOf(trx: Kysely<Database>, identity: Identity): Promise<UnitRow | null> {
    const units = await findLiveByIdentifiers(trx, identifiersOf(identity))
    const byImei =
      identity.imei1 === null
        ? undefined
        : units.find((unit) => unit.imei1 === identity.imei1 || unit.imei2 === identity.imei1)
    return byImei ?? units[0] ?? null
  }

  /** Writes an event on an existing unit and moves its state, refusing what its state does not allow. */
  async function record(
    trx: Kysely<Database>,
    unit: UnitRow,
    type: DeviceEventType,
    options: EventOptions,
  ): Promise<UnitRow> {
    const state = stateOf(unit)
    if (!mayApply(state, type))
      throw new ConflictError(DEVICE_MESSAGES.notAllowed(verbOf(type), await whereIs(trx, unit)))
    const next = applyUnitEvent(state, type)
    const now = nowIso()
    const warranty = type === 'sold' ? await warrantyOfSale(trx, now) : null
    const change = {
      ...options.change,
      ...(warranty ? { warranty_until: warranty } : {}),
      shelved_at: onShelf(next) ? (unit.shelved_at ?? now) : null,
      reserved_for: next.status === 'reserved' ? (options.change?.reserved_for ?? unit.reserved_for) : '',
      status: next.status,
      owner: next.owner,
      open_repairs: next.openRepairs,
      before_repair: next.beforeRepair,
      updated_at: now,
    }
    if (!(await updateUnitIf(trx, unit.id, { status: unit.status, open_repairs: unit.open_repairs }, change))) {
      const moved = await findUnit(trx, unit.id)
      if (!moved) throw new NotFoundError()
      throw new ConflictError(DEVICE_MESSAGES.notAllowed(verbOf(type), await whereIs(trx, moved)))
    }
    await writeEvent(trx, unit.id, type, now, options)
    return { ...unit, ...change }
  }

  async function writeEvent(
    trx: Kysely<Database>,
    unitId: number,
    type: DeviceEventType,
    at: string,
    options: EventOptions,
  ): Promise<void> {
    await insertEvent(trx, {
      unit_id: unitId,
      type,
      at,
      document_type: options.document?.type ?? null,
      document_id: options.document?.id ?? null,
      user_id: actingUser(),
      note: options.note ?? '',
      data: JSON.stringify(options.data ?? {}),
    })
  }

  /** A new unit with its first event. A unit made meanwhile by another request is a conflict, not a 500. */
  async function createUnit(
    trx: Kysely<Database>,
    identity: Identity,
    type: DeviceEventType,
    options: EventOptions & {
      model: string
      cost: number
      owner_name?: string
      owner_phone?: string
      product_id?: number
      warehouse_id?: number | null
    },
  ): Promise<UnitRow> {
    const state = applyUnitEvent(null, type)
    const now = nowIso()
    const row = {
      kind: identity.kind,
      imei1: identity.imei1,
      imei2: null,
      serial: identity.serial,
      imei1_tail: imeiTail(identity.imei1),
      product_id: options.product_id ?? null,
      model: options.model,
      owner: state.owner,
      customer_id: null,
      owner_name: options.owner_name ?? '',
      owner_phone: options.owner_phone ?? '',
      status: state.status,
      open_repairs: state.openRepairs,
      before_repair: state.beforeRepair,
      warehouse_id: options.warehouse_id ?? null,
      cost: options.cost,
      grade: '',
      warranty_until: null,
      hold_until: null,
      shelved_at: onShelf(state) ? now : null,
      reserved_for: '',
      check_service: null,
      check_reference: null,
      check_result: null,
      check_by: null,
      check_at: null,
      created_at: now,
      updated_at: now,
    }
    let id: number
    try {
      id = await insertUnit(trx, row)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      throw new ConflictError(DEVICE_MESSAGES.alreadyHeld(identifiersOf(identity).join(' / '), 'taken a moment ago'))
    }
    await writeEvent(trx, id, type, now, options)
    return { ...row, id }
  }

  /** The unit a document last wrote an event on, with that event's type. */
  async function unitOfDocument(trx: Kysely<Database>, document: DocumentRef) {
    const event = await lastEventOfDocument(trx, document.type, document.id)
    const unit = event ? await findUnit(trx, event.unit_id) : undefined
    return event && unit ? { unit, last: event.type } : null
  }

  /** A unit a buy-back bought, while it is live (a scrapped one stays as it was). */
  async function boughtUnit(trx: Kysely<Database>, buybackId: number): Promise<UnitRow | null> {
    const held = await unitOfDocument(trx, { type: 'buyback', id: buybackId })
    return held && held.unit.status !== 'scrapped' ? held.unit : null
  }

  /**
   * An item bought from a customer with an IMEI (or serial) becomes the shop's unit in stock at its cost:
   * a new unit, or the live one that identifier names when it is with a customer (a phone the shop sold or
   * repaired, bought back). One the shop holds already is refused, saying where it is.
   */
  async function bought(
    trx: Kysely<Database>,
    buybackId: number,
    item: { imei: string; model: string; cost: number },
    how: { type: 'bought' | 'traded_in'; note?: string; data?: Record<string, unknown> } = { type: 'bought' },
  ): Promise<DeviceAuditSnapshot | null> {
    const identity = identityOf({ imei: item.imei })
    if (!identity) return null
    const document = { type: 'buyback' as const, id: buybackId }
    const live = await liveUnitOf(trx, identity)
    if (live && !mayApply(stateOf(live), how.type)) {
      throw new ConflictError(
        DEVICE_MESSAGES.alreadyHeld(identifiersOf(identity).join(' / '), await whereIs(trx, live)),
      )
    }
    const told = { document, note: how.note, data: how.data }
    const unit = live
      ? await record(trx, live, how.type, {
          ...told,
          change: { cost: item.cost, model: item.model, owner_name: '', owner_phone: '', customer_id: null },
        })
      : await createUnit(trx, identity, how.type, { ...told, model: item.model, cost: item.cost })
    return deviceAudit(unit)
  }

  /**
   * The warranty a sale gives the unit: the shop's "Warranty on devices sold" days from the sale's day; null
   * when the shop gives none (the unit keeps a warranty set by hand).
   */
  async function warrantyOfSale(trx: Kysely<Database>, at: string): Promise<string | null> {
    const days = (await shopSettings(trx)).pos.deviceWarrantyDays
    if (days <= 0) return null
    return new Date(Date.parse(at) + days * 86_400_000).toISOString().slice(0, 10)
  }

  /** What the list's search box holds: a full identifier, or the last 6 digits of an IMEI. */
  function searchOf(query: DeviceListQuery) {
    const typed = normaliseIdentifier(query.search)
    return { value: typed, tail: new RegExp(`^\\d{${IMEI_TAIL_LENGTH}}$`).test(typed) }
  }

  // ---- Selling units (issue 29 items 4-6) ----
  // Receiving a unit of a product, selling one unit on a sale line (the second sale refused saying where the
  // unit went), its refund, the buy-back hold period and its early release, and the models seen per TAC.

  /**
   * The shop's settings read in the caller's transaction (SQLite has one connection: a read outside the
   * transaction would wait for it).
   */
  async function shopSettings(trx: Kysely<Database>) {
    return settings ? settings.getIn(trx) : DEFAULT_SETTINGS
  }

  /** A day in the shop's date format (the ISO day for a service built without settings). */
  async function shopDay(trx: Kysely<Database>, at: string): Promise<string> {
    if (!settings) return at.slice(0, 10)
    const current = await shopSettings(trx)
    return documentFormats(current.general, settings.shopTimezone(current.general)).date(at)
  }

  const identifierOfUnit = (unit: UnitRow) => unit.imei1 ?? unit.serial ?? `#${unit.id}`

  /** On hold and its hold period not over yet (a hold without an end holds until released). */
  const heldNow = (unit: UnitRow, now: string) =>
    unit.status === 'on_hold' && (unit.hold_until === null || unit.hold_until > now)

  /** Why a unit may not be sold now, as the 409 and the terminal say it; null when it may. */
  async function saleRefusal(trx: Kysely<Database>, unit: UnitRow, now = nowIso()): Promise<string | null> {
    if (heldNow(unit, now))
      return unit.hold_until === null
        ? DEVICE_MESSAGES.notAllowed(verbOf('sold'), await whereIs(trx, unit))
        : DEVICE_MESSAGES.onHold(await shopDay(trx, unit.hold_until))
    if (unit.status === 'on_hold') return null
    if (unit.status === 'sold') {
      const sale = await selling_repo.lastSaleOf(trx, unit.id)
      if (sale) return DEVICE_MESSAGES.soldAlready(identifierOfUnit(unit), await shopDay(trx, sale.at), sale.key)
    }
    return mayApply(stateOf(unit), 'sold') ? null : DEVICE_MESSAGES.notAllowed(verbOf('sold'), await whereIs(trx, unit))
  }

  /**
   * Sells a unit in the sale's transaction with the guarded update: a hold that is over is released first
   * (its "released" event written by this sale). Refused (409) with where the unit is: sold on … in sale …,
   * on hold until …; a till that lost the race is told where the winner's sale took it.
   */
  async function sellUnit(trx: Kysely<Database>, unit: UnitRow, orderId: number | null): Promise<UnitRow> {
    const refusal = await saleRefusal(trx, unit)
    if (refusal) throw new ConflictError(refusal)
    try {
      const shelf =
        unit.status === 'on_hold'
          ? await record(trx, unit, 'released', { document: null, note: DEVICE_MESSAGES.holdEnded })
          : unit
      return await record(trx, shelf, 'sold', { document: orderId ? { type: 'order', id: orderId } : null })
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      const moved = await findUnit(trx, unit.id)
      const why = moved ? await saleRefusal(trx, moved) : null
      throw why ? new ConflictError(why) : error
    }
  }

  /** The live unit of a product that a sale line's IMEI or serial names; null when none does. */
  async function unitOfProduct(trx: Kysely<Database>, productId: number, typed: TypedIdentity) {
    const identity = identityOf(typed)
    if (!identity) return null
    const units = await findLiveByIdentifiers(trx, identifiersOf(identity))
    return units.find((unit) => unit.product_id === productId) ?? null
  }

  const selling = {
    /**
     * The IMEI rule of the buy-back and repair forms (item 5): a 15-digit IMEI whose Luhn check digit is
     * wrong is refused (422 on the field, suggesting the right digit) unless the form carries a reason and
     * the user has the Device Override switch. Answers the reason to record, or '' when nothing was overridden.
     * Anything else (an MEID, a serial, a shorter number) is accepted by its kind, as the spec's forms are.
     * An edit that keeps the IMEI the record already has (`kept`) is not asked again: a purchase typed
     * before the rule stays editable.
     */
    imeiRule(typed: string, reason: string | undefined, mayOverride: boolean, kept = ''): string {
      const problem = identifierProblem('imei', typed)
      if (!/^\d{15}$/.test(normaliseIdentifier(typed)) || problem?.field !== 'check-digit') return ''
      if (kept && normaliseIdentifier(kept) === normaliseIdentifier(typed)) return ''
      const why = (reason ?? '').trim()
      if (!why) throw ValidationError.field('imei', problem.message)
      if (!mayOverride) throw ValidationError.field('imeiOverrideReason', DEVICE_MESSAGES.overrideNotAllowed)
      return why
    },

    sellUnit,
    saleRefusal,
    unitOfProduct,

    /** A product unit sold on a sale line, inside the sale's transaction. */
    async productUnitSold(trx: Kysely<Database>, unit: UnitRow, orderId: number): Promise<DeviceAuditSnapshot> {
      return deviceAudit(await sellUnit(trx, unit, orderId))
    },

    /**
     * A product line refunded: the unit that line's sale sold is back, the shop's (Returned), for sale again.
     * A unit sold since by another sale is not this refund's to move.
     */
    async productUnitRefunded(
      trx: Kysely<Database>,
      line: { saleId: number; refundId: number; productId: number; imei: string; sNumber: string },
    ): Promise<DeviceAuditSnapshot | null> {
      const unit = await unitOfProduct(trx, line.productId, { imei: line.imei, serial: line.sNumber })
      if (!unit || unit.status !== 'sold') return null
      const sale = await selling_repo.lastSaleOf(trx, unit.id)
      if (sale?.orderId !== line.saleId) return null
      return deviceAudit(await record(trx, unit, 'refunded', { document: { type: 'order', id: line.refundId } }))
    },

    /**
     * A unit just bought from a customer goes on hold for the shop's "Buy-back hold days" (0: none), in the
     * buy-back's transaction: its status On hold, its hold_until the end of the period, event "held".
     */
    async holdBought(
      trx: Kysely<Database>,
      buybackId: number,
      bought: DeviceAuditSnapshot | null,
    ): Promise<DeviceAuditSnapshot | null> {
      const days = (await shopSettings(trx)).pos.buybackHoldDays
      if (!bought || days <= 0) return bought
      const unit = await findUnit(trx, bought.id)
      if (!unit || !mayApply(stateOf(unit), 'held')) return bought
      const until = new Date(Date.now() + days * 86_400_000).toISOString()
      const held = await record(trx, unit, 'held', {
        document: { type: 'buyback', id: buybackId },
        note: DEVICE_MESSAGES.holdSet(days),
        change: { hold_until: until },
      })
      return deviceAudit(held)
    },

    /** POST /devices/:id/release: a hold ended early (the Device Override switch), with its reason, audited. */
    async release(id: number, reason: string) {
      return db.transaction().execute(async (trx) => {
        const unit = await findUnit(trx, id)
        if (!unit) throw new NotFoundError()
        if (!heldNow(unit, nowIso())) throw new ConflictError(DEVICE_MESSAGES.notOnHold)
        const released = await record(trx, unit, 'released', {
          document: null,
          note: reason,
          change: { hold_until: null },
        })
        await recordAudit(trx, {
          entity: 'device',
          entityId: id,
          action: 'released',
          before: { ...deviceAudit(unit), hold_until: unit.hold_until },
          after: { ...deviceAudit(released), hold_until: null, reason },
        })
        return toDeviceUnit(released)
      })
    },

    /**
     * The unit a code scanned or typed at the terminal names: a full IMEI, MEID or serial, or an IMEI's last
     * 6 digits when one live unit alone ends so. With the buy-back that bought it (its item is sold then)
     * and why it may not be sold now (null when it may).
     */
    async unitForCode(code: string) {
      const typed = normaliseIdentifier(code)
      if (!typed) return null
      const units = new RegExp(`^\\d{${IMEI_TAIL_LENGTH}}$`).test(typed)
        ? await selling_repo.liveByTail(db, typed)
        : await findLiveByIdentifiers(db, [typed])
      const unit = units.length === 1 ? units[0] : undefined
      if (!unit) return null
      return {
        unit,
        buybackId: unit.product_id === null ? await selling_repo.lastBuybackOf(db, unit.id) : null,
        refusal: await saleRefusal(db, unit),
      }
    },

    /** GET /devices/models?tac=: the models the shop has seen with this TAC, the most recent first. */
    async modelsOfTac(tac: string): Promise<string[]> {
      return selling_repo.modelsOfTac(db, tac)
    },
  }

  return {
    ...selling,

    async list(query: DeviceListQuery) {
      return toDevicePage(await listUnits(db, query, searchOf(query)))
    },

    /** Every unit the list's filters find, as CSV text in chunks (times in `timeZone`). */
    exportCsv: (query: DeviceListQuery, timeZone: string) => deviceCsv(db, query, searchOf(query), timeZone),

    async detail(id: number) {
      const unit = await findUnit(db, id)
      if (!unit) throw new NotFoundError()
      return passportOf(db, unit, await eventsOf(db, id))
    },

    // ---- The passport: a unit changed by hand (issue 29, item 8; deviceManage) ------------------------

    /** Grade and warranty, set by hand; neither moves the unit, so no event: the audit keeps the change. */
    async update(id: number, input: { grade: string; warranty_until: string | null }) {
      return db.transaction().execute(async (trx) => {
        const unit = await findUnit(trx, id)
        if (!unit) throw new NotFoundError()
        const change = { grade: input.grade, warranty_until: input.warranty_until, updated_at: nowIso() }
        if (!(await updateUnitIf(trx, id, { status: unit.status, open_repairs: unit.open_repairs }, change)))
          throw new ConflictError(DEVICE_MESSAGES.notAllowed('changed', await whereIs(trx, unit)))
        const after = { ...unit, ...change }
        await recordAudit(trx, {
          entity: 'device',
          entityId: id,
          action: 'updated',
          before: { grade: unit.grade, warranty_until: unit.warranty_until },
          after: { grade: after.grade, warranty_until: after.warranty_until },
        })
        return toDeviceUnit(after)
      })
    },

    /**
     * A unit moved by hand: reserved for a customer (named in a note), its reservation ended, scrapped with
     * a reason, or transferred to another warehouse. Each is an event of its own, refused (409, saying where
     * the unit is) when the unit's state does not allow it, and audited in the same transaction.
     */
    async act(
      id: number,
      action:
        | { type: 'reserved'; note: string }
        | { type: 'unreserved' }
        | { type: 'scrapped'; reason: string }
        | { type: 'transferred'; warehouse_id: number },
    ) {
      return db.transaction().execute(async (trx) => {
        const unit = await findUnit(trx, id)
        if (!unit) throw new NotFoundError()
        if (action.type === 'transferred') {
          if (!(await warehouseExists(trx, action.warehouse_id)))
            throw new ValidationError({ warehouse_id: [FIELD_MESSAGES.selected(DEVICE_MANAGE_LABELS.warehouse_id)] })
          if (unit.warehouse_id === action.warehouse_id) throw new ConflictError(DEVICE_MANAGE_MESSAGES.sameWarehouse)
        }
        const options: EventOptions =
          action.type === 'reserved'
            ? { document: null, note: action.note, change: { reserved_for: action.note } }
            : action.type === 'scrapped'
              ? { document: null, note: action.reason }
              : action.type === 'transferred'
                ? { document: null, change: { warehouse_id: action.warehouse_id }, data: { from: unit.warehouse_id } }
                : { document: null }
        const after = await record(trx, unit, action.type, options)
        await recordAudit(trx, {
          entity: 'device',
          entityId: id,
          action: action.type,
          before: { status: unit.status, warehouse_id: unit.warehouse_id, reserved_for: unit.reserved_for },
          after: {
            status: after.status,
            warehouse_id: after.warehouse_id,
            reserved_for: after.reserved_for,
            ...(options.note ? { note: options.note } : {}),
          },
        })
        return toDeviceUnit(after)
      })
    },

    // ---- Buy From Customer (inside the buy-back's transaction) ---------------------------------------

    bought,

    /**
     * A device traded in at the counter (issue 29, item 7), inside the sale's transaction: bought like a
     * buy-back's (the buy-back is its document), its event "traded in" naming the sale in its data and note.
     */
    tradedIn(
      trx: Kysely<Database>,
      buybackId: number,
      item: { imei: string; model: string; cost: number },
      sale: { id: number; key: string },
    ): Promise<DeviceAuditSnapshot | null> {
      return bought(trx, buybackId, item, {
        type: 'traded_in',
        note: `Traded in on sale ${sale.key}`,
        data: { order_id: sale.id, order_key: sale.key },
      })
    },

    /** The unit a buy-back holds, for its audit event's before. */
    async ofBuyback(trx: Kysely<Database>, buybackId: number): Promise<DeviceAuditSnapshot | null> {
      const unit = await boughtUnit(trx, buybackId)
      return unit ? deviceAudit(unit) : null
    },

    /**
     * A buy-back edited: the same identifier keeps its unit, with the new model and cost; a corrected one
     * moves the unit to it (refused when another live unit holds it); an identifier typed only now makes
     * the unit; an identifier cleared scraps the unit the buy-back had made.
     */
    async buybackChanged(
      trx: Kysely<Database>,
      buybackId: number,
      item: { imei: string; model: string; cost: number },
    ): Promise<DeviceAuditSnapshot | null> {
      const unit = await boughtUnit(trx, buybackId)
      const identity = identityOf({ imei: item.imei })
      if (!unit) return identity ? bought(trx, buybackId, item) : null
      const document = { type: 'buyback' as const, id: buybackId }
      if (!identity) {
        return deviceAudit(await record(trx, unit, 'scrapped', { document, note: 'IMEI removed from the buy-back' }))
      }
      // The form has one identifier field: the unit keeps what else it has (a serial a repair recorded).
      const same =
        identity.imei1 !== null
          ? unit.imei1 === identity.imei1 || unit.imei2 === identity.imei1
          : unit.serial === identity.serial
      if (!same) {
        const other = (await findLiveByIdentifiers(trx, identifiersOf(identity))).find((row) => row.id !== unit.id)
        if (other) {
          throw new ConflictError(
            DEVICE_MESSAGES.identifierTaken(identifiersOf(identity).join(' / '), await whereIs(trx, other)),
          )
        }
      }
      const corrected = same
        ? {}
        : identity.imei1 !== null
          ? { kind: identity.kind, imei1: identity.imei1, imei1_tail: imeiTail(identity.imei1) }
          : { kind: identity.kind, imei1: null, imei2: null, imei1_tail: null, serial: identity.serial }
      const change = { ...corrected, model: item.model, cost: item.cost, updated_at: nowIso() }
      if (!(await updateUnitIf(trx, unit.id, { status: unit.status, open_repairs: unit.open_repairs }, change))) {
        throw new ConflictError(DEVICE_MESSAGES.notAllowed('changed', await whereIs(trx, unit)))
      }
      return deviceAudit({ ...unit, ...change })
    },

    /** A buy-back removed (only an unsold one may be): its unit is scrapped, its history kept. */
    async buybackRemoved(trx: Kysely<Database>, buybackId: number): Promise<DeviceAuditSnapshot | null> {
      const unit = await boughtUnit(trx, buybackId)
      if (!unit) return null
      const document = { type: 'buyback' as const, id: buybackId }
      return deviceAudit(await record(trx, unit, 'scrapped', { document, note: 'The buy-back was removed' }))
    },

    /** A bought-back item sold at the terminal, inside the sale's transaction: its unit is sold. */
    async buybackSold(trx: Kysely<Database>, buybackId: number, orderId: number | null): Promise<void> {
      const unit = await boughtUnit(trx, buybackId)
      if (unit) await selling.sellUnit(trx, unit, orderId)
    },

    /** Why a bought-back item's device may not be sold now ("sold on … in sale …"); null without one. */
    async refusalOfBuyback(trx: Kysely<Database>, buybackId: number): Promise<string | null> {
      const unit = await boughtUnit(trx, buybackId)
      return unit ? selling.saleRefusal(trx, unit) : null
    },

    /** A bought-back item refunded, inside the refund's transaction: its unit is back (returned). */
    async buybackRefunded(trx: Kysely<Database>, buybackId: number, orderId: number | null): Promise<void> {
      const unit = await boughtUnit(trx, buybackId)
      if (unit && unit.status === 'sold')
        await record(trx, unit, 'refunded', { document: orderId ? { type: 'order', id: orderId } : null })
    },

    // ---- Repairs (inside the repair's transaction) -----------------------------------------------------

    /**
     * A repair job with an IMEI or serial takes its device in: the live unit with that identifier, or a new
     * unit the customer owns. A device may be on two jobs at once; it comes out when the last is done.
     */
    async repairIn(
      trx: Kysely<Database>,
      repairId: number,
      device: { imei: string; serial: string; model: string; name: string; phone: string },
      note = '',
    ): Promise<DeviceAuditSnapshot | null> {
      const identity = identityOf({ imei: device.imei, serial: device.serial })
      if (!identity) return null
      const document = { type: 'repair' as const, id: repairId }
      const live = await liveUnitOf(trx, identity)
      const unit = live
        ? await record(trx, live, 'repair_in', { document, note })
        : await createUnit(trx, identity, 'repair_in', {
            document,
            note,
            model: device.model,
            cost: 0,
            owner_name: device.name,
            owner_phone: device.phone,
          })
      return deviceAudit(unit)
    },

    /** A repair job done (or removed while open): its device comes out, back to what it was before. */
    async repairOut(trx: Kysely<Database>, repairId: number, note = ''): Promise<DeviceAuditSnapshot | null> {
      const held = await unitOfDocument(trx, { type: 'repair', id: repairId })
      if (!held || held.last !== 'repair_in' || held.unit.status !== 'in_repair') return null
      return deviceAudit(
        await record(trx, held.unit, 'repair_out', { document: { type: 'repair', id: repairId }, note }),
      )
    },

    // ---- Units used as parts of a repair (issue 30, item 4), in the repair's transaction ----
    // No document: a unit's `repair` document names the customer's device on the job (ofRepair, repairOut).

    /** A unit of the shop's, as a repair's part picks it: its product, warehouse and status. */
    async partUnit(trx: Kysely<Database>, unitId: number) {
      const unit = await findUnit(trx, unitId)
      return unit
        ? { id: unit.id, productId: unit.product_id, warehouseId: unit.warehouse_id, status: unit.status }
        : null
    },

    /** Held for a repair: Reserved, for `label` ("repair R-…"); 409 saying where it is when not on the shelf. */
    async partReserved(trx: Kysely<Database>, unitId: number, label: string): Promise<DeviceAuditSnapshot> {
      const unit = await findUnit(trx, unitId)
      if (!unit) throw new NotFoundError()
      return deviceAudit(
        await record(trx, unit, 'reserved', { document: null, note: label, change: { reserved_for: label } }),
      )
    },

    /** The repair let it go: in stock again. */
    async partReleased(trx: Kysely<Database>, unitId: number, label: string): Promise<DeviceAuditSnapshot | null> {
      const unit = await findUnit(trx, unitId)
      if (!unit || unit.status !== 'reserved') return null
      return deviceAudit(await record(trx, unit, 'unreserved', { document: null, note: label }))
    },

    /** Fitted into the customer's device: it leaves the shop with the repair, as a sale's unit does. */
    async partUsed(trx: Kysely<Database>, unitId: number, label: string): Promise<DeviceAuditSnapshot> {
      const unit = await findUnit(trx, unitId)
      if (!unit) throw new NotFoundError()
      return deviceAudit(await record(trx, unit, 'sold', { document: null, note: label }))
    },

    /** The unit a repair job holds (in or out), for its audit event's before. */
    async ofRepair(trx: Kysely<Database>, repairId: number): Promise<DeviceAuditSnapshot | null> {
      const held = await unitOfDocument(trx, { type: 'repair', id: repairId })
      return held ? deviceAudit(held.unit) : null
    },

    // ---- Units entering the shop (issue 29 items 3, 6, 7) ----

    /**
     * A unit of a product received into a warehouse (a purchase's receipt), inside that document's
     * transaction: a new unit, the shop's, in stock at `cost` (cents), or the live unit with that identifier
     * when it is with a customer (a phone the shop sold once, bought in again). One the shop holds already
     * is refused with a 409 saying where it is, and the caller's transaction writes nothing.
     */
    async received(
      trx: Kysely<Database>,
      input: {
        productId: number
        identity: TypedIdentity
        warehouseId: number | null
        cost: number
        document: DocumentRef | null
      },
    ): Promise<DeviceAuditSnapshot> {
      const identity = identityOf(input.identity)
      if (!identity) throw new Error('received: a unit needs an IMEI or a serial')
      const live = await liveUnitOf(trx, identity)
      if (live && !mayApply(stateOf(live), 'received')) {
        throw new ConflictError(
          DEVICE_MESSAGES.alreadyHeld(identifiersOf(identity).join(' / '), await whereIs(trx, live)),
        )
      }
      const model = await productModel(trx, input.productId)
      const placed = { cost: input.cost, model, warehouse_id: input.warehouseId }
      const unit = live
        ? await record(trx, live, 'received', {
            document: input.document,
            change: { ...placed, owner_name: '', owner_phone: '', customer_id: null },
          })
        : await createUnit(trx, identity, 'received', { document: input.document, model, cost: input.cost })
      // createUnit makes a unit of no product and no place: this one is the product's, in its warehouse.
      const change = { product_id: input.productId, warehouse_id: input.warehouseId }
      if (!(await updateUnitIf(trx, unit.id, { status: unit.status, open_repairs: unit.open_repairs }, change)))
        throw new ConflictError(DEVICE_MESSAGES.notAllowed(verbOf('received'), await whereIs(trx, unit)))
      return deviceAudit({ ...unit, ...change })
    },

    /**
     * A stolen-device check recorded on a buy-back, inside its transaction (issue 29, item 6): the unit it
     * bought keeps it as its last check, with a "checked" event. Null when the buy-back made no unit (an
     * item without an IMEI or serial): the check then stays on the buy-back alone.
     */
    async checked(
      trx: Kysely<Database>,
      buybackId: number,
      check: { service: string; reference: string; result: string },
    ): Promise<DeviceAuditSnapshot | null> {
      const unit = await boughtUnit(trx, buybackId)
      if (!unit) return null
      if (!mayApply(stateOf(unit), 'checked'))
        throw new ConflictError(DEVICE_MESSAGES.notAllowed(verbOf('checked'), await whereIs(trx, unit)))
      const now = nowIso()
      const change = {
        check_service: check.service,
        check_reference: check.reference,
        check_result: check.result,
        check_by: actingUser(),
        check_at: now,
        updated_at: now,
      }
      if (!(await updateUnitIf(trx, unit.id, { status: unit.status, open_repairs: unit.open_repairs }, change)))
        throw new ConflictError(DEVICE_MESSAGES.notAllowed(verbOf('checked'), await whereIs(trx, unit)))
      await writeEvent(trx, unit.id, 'checked', now, {
        document: { type: 'buyback', id: buybackId },
        note: `${check.service} ${check.reference}: ${check.result}`.trim(),
        data: check,
      })
      return deviceAudit({ ...unit, ...change })
    },
  }
}

export type DevicesService = ReturnType<typeof createDevicesService>
