/**
 * Device units and their events (issue 29): the identifier rules (IMEI, MEID, serial) and the one state
 * machine a unit's status follows, shared by the server, which stores the status as it writes each event,
 * and by whatever replays a unit's history.
 */

import { tr } from './i18n/translate.ts'
import { textMap } from './text-map.ts'

// ---- Identifiers ------------------------------------------------------------------------------------

export const IDENTIFIER_KINDS = ['imei', 'meid', 'serial'] as const
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number]

/** How many digits of an IMEI the list searches by when staff type only its end (as printed on a box). */
export const IMEI_TAIL_LENGTH = 6

/** Spaces and dashes are how people write identifiers down, never part of them; letters compare in capitals. */
export function normaliseIdentifier(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase()
}

/**
 * The Luhn check digit of an IMEI's first 14 digits: every second digit from the left (the 2nd, 4th ...)
 * is doubled, its digits summed, and the check digit brings the total to a multiple of ten.
 */
export function luhnCheckDigit(first14: string): number {
  let sum = 0
  for (let index = 0; index < first14.length; index += 1) {
    const digit = Number(first14[index])
    if (index % 2 === 1) {
      const doubled = digit * 2
      sum += doubled > 9 ? doubled - 9 : doubled
    } else {
      sum += digit
    }
  }
  return (10 - (sum % 10)) % 10
}

export type ImeiCheck =
  | { ok: true }
  | { ok: false; reason: 'format' }
  /** Fifteen digits whose last one is not the Luhn check digit: `suggested` is the IMEI with the right one. */
  | { ok: false; reason: 'check-digit'; expected: number; suggested: string }

/** Fourteen digits made an IMEI with its Luhn check digit (a test's or a form's own IMEI). */
export function withCheckDigit(first14: string): string {
  return first14 + String(luhnCheckDigit(first14))
}

/** Checks a normalised IMEI: fifteen digits whose last is the Luhn check digit of the other fourteen. */
export function checkImei(imei: string): ImeiCheck {
  if (!/^\d{15}$/.test(imei)) return { ok: false, reason: 'format' }
  const expected = luhnCheckDigit(imei.slice(0, 14))
  if (Number(imei[14]) === expected) return { ok: true }
  return { ok: false, reason: 'check-digit', expected, suggested: imei.slice(0, 14) + String(expected) }
}

/** An MEID (CDMA phones): 14 hexadecimal characters, or the same number written as 18 decimal digits. */
export function isMeid(value: string): boolean {
  return /^[0-9A-F]{14}$/.test(value) || /^\d{18}$/.test(value)
}

/** A free serial number: letters, digits and the few marks makers print in them, at most 64 characters. */
export function isSerial(value: string): boolean {
  return /^[0-9A-Z./_]{1,64}$/.test(value)
}

/** What a typed identifier looks like, normalised: 15 digits an IMEI, an MEID's shape an MEID, else a serial. */
export function identifierKindOf(normalised: string): IdentifierKind {
  if (/^\d{15}$/.test(normalised)) return 'imei'
  if (isMeid(normalised)) return 'meid'
  return 'serial'
}

export type IdentifierProblem =
  { field: 'format'; message: string } | { field: 'check-digit'; message: string; suggested: string }

/**
 * Whether `raw` is a valid identifier of `kind`, after normalisation; null when it is. A wrong IMEI check
 * digit is a warning staff may override (with the deviceOverride switch and a reason), so it says which
 * digit would be right.
 */
export function identifierProblem(kind: IdentifierKind, raw: string, label = 'IMEI'): IdentifierProblem | null {
  const value = normaliseIdentifier(raw)
  if (kind === 'imei') {
    const check = checkImei(value)
    if (check.ok) return null
    if (check.reason === 'format')
      return { field: 'format', message: tr('messages:devices.identifier.imeiDigits', { label }) }
    return {
      field: 'check-digit',
      message: tr('messages:devices.identifier.checkDigit', {
        label,
        expected: check.expected,
        suggested: check.suggested,
      }),
      suggested: check.suggested,
    }
  }
  if (kind === 'meid') {
    return isMeid(value) ? null : { field: 'format', message: tr('messages:devices.identifier.meid', { label }) }
  }
  return isSerial(value) ? null : { field: 'format', message: tr('messages:devices.identifier.serial', { label }) }
}

/** The Type Allocation Code: the first 8 digits of an IMEI, which name the maker and model. */
export function imeiTac(imei: string): string | null {
  const value = normaliseIdentifier(imei)
  return /^\d{15}$/.test(value) ? value.slice(0, 8) : null
}

/** The last digits of an IMEI, as the list searches them; null when it is not one. */
export function imeiTail(imei: string | null): string | null {
  return imei && /^\d{15}$/.test(imei) ? imei.slice(-IMEI_TAIL_LENGTH) : null
}

// ---- Statuses and events ----------------------------------------------------------------------------

export const UNIT_STATUSES = ['in_stock', 'on_hold', 'reserved', 'sold', 'in_repair', 'returned', 'scrapped'] as const
export type UnitStatus = (typeof UNIT_STATUSES)[number]

export const UNIT_OWNERS = ['shop', 'customer'] as const
export type UnitOwner = (typeof UNIT_OWNERS)[number]

export const DEVICE_EVENT_TYPES = [
  'received',
  'bought',
  'traded_in',
  'checked',
  'held',
  'released',
  'sold',
  'refunded',
  'repair_in',
  'repair_out',
  'transferred',
  'scrapped',
  'reserved',
  'unreserved',
] as const
export type DeviceEventType = (typeof DEVICE_EVENT_TYPES)[number]

/** The documents an event belongs to. */
export const DEVICE_DOCUMENT_TYPES = ['order', 'buyback', 'repair', 'stock_document'] as const
export type DeviceDocumentType = (typeof DEVICE_DOCUMENT_TYPES)[number]

/** Words for a status, as staff read them. */
export const UNIT_STATUS_TEXT: Readonly<Record<UnitStatus, string>> = textMap(UNIT_STATUSES, (status) =>
  tr(`fields:devices.status.${status}`),
)

/** Words for an event, as a unit's history reads. */
export const DEVICE_EVENT_TEXT: Readonly<Record<DeviceEventType, string>> = textMap(DEVICE_EVENT_TYPES, (type) =>
  tr(`fields:devices.event.${type}`),
)

/**
 * An event as the end of "This device cannot be … now", the message that refuses it (DEVICE_MESSAGES.notAllowed):
 * each language words it to fit its own sentence (a participle in English, French and Spanish, a verbal noun in
 * Arabic).
 */
export const DEVICE_EVENT_VERB: Readonly<Record<DeviceEventType, string>> = textMap(DEVICE_EVENT_TYPES, (type) =>
  tr(`messages:devices.eventVerb.${type}`),
)

/**
 * What a unit's history makes of it. Besides status and owner, a repair in remembers what the unit was
 * before it (`beforeRepair`: null for a device first seen at the repair desk) and how many repair jobs hold
 * it at once (`openRepairs`: a device may have two jobs open), so the last repair out gives it back.
 */
export interface UnitState {
  status: UnitStatus
  owner: UnitOwner
  openRepairs: number
  beforeRepair: UnitStatus | null
}

/**
 * The statuses of a unit on the shop's shelf, whose age in stock the Devices list filters by: in stock, held
 * after a buy-back, put aside for a customer, or back from one.
 */
export const SHELF_STATUSES = ['in_stock', 'on_hold', 'reserved', 'returned'] as const satisfies readonly UnitStatus[]

/** A unit is live until it is scrapped: only live units hold their identifiers (the unique indexes). */
export function isLiveStatus(status: UnitStatus): boolean {
  return status !== 'scrapped'
}

/** Where a device is in the shop's hands and may be sold from: in stock or returned by a customer. */
function onShelf(state: UnitState): boolean {
  return state.owner === 'shop' && (state.status === 'in_stock' || state.status === 'returned')
}

/** Out of the shop's hands: a customer's device, not in for repair, which the shop may buy or take in. */
function withCustomer(state: UnitState): boolean {
  return state.owner === 'customer' && (state.status === 'sold' || state.status === 'returned')
}

/**
 * Whether an event may happen to a unit in `state` (null: a unit that does not exist yet). The service
 * refuses an event that may not (a 409 saying where the unit is); replaying a history never asks.
 */
export function mayApply(state: UnitState | null, type: DeviceEventType): boolean {
  if (state === null) return type === 'received' || type === 'bought' || type === 'traded_in' || type === 'repair_in'
  if (state.status === 'scrapped') return false
  switch (type) {
    case 'received':
    case 'bought':
    case 'traded_in':
      return withCustomer(state)
    case 'checked':
      return true
    case 'held':
      return onShelf(state)
    case 'released':
      return state.status === 'on_hold'
    case 'sold':
      return onShelf(state) || state.status === 'reserved'
    case 'refunded':
      return state.status === 'sold'
    case 'repair_in':
      return state.status !== 'reserved'
    case 'repair_out':
      return state.status === 'in_repair' && state.openRepairs > 0
    case 'transferred':
      return state.owner === 'shop' && state.status !== 'in_repair' && state.status !== 'sold'
    case 'scrapped':
      return state.status !== 'in_repair' || state.owner === 'shop'
    case 'reserved':
      return onShelf(state)
    case 'unreserved':
      return state.status === 'reserved'
  }
}

/**
 * What an event makes of a unit. Total: a history the service never wrote (a migrated one) still replays
 * to a state, the event's usual effect applied whatever came before.
 */
export function applyUnitEvent(state: UnitState | null, type: DeviceEventType): UnitState {
  const current: UnitState = state ?? { status: 'in_stock', owner: 'shop', openRepairs: 0, beforeRepair: null }
  switch (type) {
    case 'received':
    case 'bought':
    case 'traded_in':
      return { status: 'in_stock', owner: 'shop', openRepairs: 0, beforeRepair: null }
    case 'checked':
    case 'transferred':
      return current
    case 'held':
      return { ...current, status: 'on_hold' }
    case 'released':
      return { ...current, status: 'in_stock' }
    case 'sold':
      return { ...current, status: 'sold', owner: 'customer' }
    case 'refunded':
      return { ...current, status: 'returned', owner: 'shop' }
    case 'repair_in':
      if (state === null) return { status: 'in_repair', owner: 'customer', openRepairs: 1, beforeRepair: null }
      if (current.openRepairs > 0) return { ...current, status: 'in_repair', openRepairs: current.openRepairs + 1 }
      return { ...current, status: 'in_repair', openRepairs: 1, beforeRepair: current.status }
    case 'repair_out': {
      const open = Math.max(0, current.openRepairs - 1)
      if (open > 0) return { ...current, openRepairs: open }
      // A customer's device first seen at the repair desk goes back to its owner: returned.
      return { ...current, status: current.beforeRepair ?? 'returned', openRepairs: 0, beforeRepair: null }
    }
    case 'scrapped':
      return { ...current, status: 'scrapped', openRepairs: 0, beforeRepair: null }
    case 'reserved':
      return { ...current, status: 'reserved' }
    case 'unreserved':
      return { ...current, status: 'in_stock' }
  }
}

/** A unit's state replayed from its events, oldest first; null for no events. */
export function unitStateFromEvents(events: readonly { type: DeviceEventType }[]): UnitState | null {
  let state: UnitState | null = null
  for (const event of events) state = applyUnitEvent(state, event.type)
  return state
}

/** A unit's status is a pure function of its events, oldest first (issue 29, item 2). */
export function unitStatusFromEvents(events: readonly { type: DeviceEventType }[]): UnitStatus | null {
  return unitStateFromEvents(events)?.status ?? null
}
