import { describe, expect, it } from 'vitest'
import {
  applyUnitEvent,
  checkImei,
  identifierKindOf,
  identifierProblem,
  imeiTac,
  imeiTail,
  isMeid,
  luhnCheckDigit,
  mayApply,
  normaliseIdentifier,
  unitStateFromEvents,
  unitStatusFromEvents,
  type DeviceEventType,
} from './devices.ts'

describe('IMEI rules', () => {
  it('computes the Luhn check digit of known IMEIs', () => {
    // Published examples: 49-015420-323751-8 (the GSMA's own) and 35-209900-176148-1.
    expect(luhnCheckDigit('49015420323751')).toBe(8)
    expect(luhnCheckDigit('35209900176148')).toBe(1)
    expect(luhnCheckDigit('35693803564380')).toBe(9)
  })

  it('accepts an IMEI whose last digit is right and suggests the right one when it is not', () => {
    expect(checkImei('490154203237518')).toEqual({ ok: true })
    expect(checkImei('490154203237517')).toEqual({
      ok: false,
      reason: 'check-digit',
      expected: 8,
      suggested: '490154203237518',
    })
    expect(checkImei('49015420323751')).toEqual({ ok: false, reason: 'format' })
    expect(checkImei('49015420323751X')).toEqual({ ok: false, reason: 'format' })
  })

  it('removes spaces and dashes and compares letters in capitals', () => {
    expect(normaliseIdentifier(' 49-015420 323751-8 ')).toBe('490154203237518')
    expect(normaliseIdentifier('f2lz-k0ab cdef')).toBe('F2LZK0ABCDEF')
  })

  it('tells an IMEI, an MEID and a serial apart by their shape', () => {
    expect(identifierKindOf('490154203237518')).toBe('imei')
    expect(identifierKindOf('A0000012345678')).toBe('meid')
    expect(identifierKindOf('270113177609999999')).toBe('meid')
    expect(identifierKindOf('F2LZK0ABCDEF')).toBe('serial')
    expect(isMeid('A000001234567G')).toBe(false)
  })

  it('words each problem for staff, by the kind they chose', () => {
    expect(identifierProblem('imei', '49015420 3237518')).toBeNull()
    expect(identifierProblem('imei', '490154203237510')).toEqual({
      field: 'check-digit',
      message: "The IMEI's last digit should be 8: did you mean 490154203237518?",
      suggested: '490154203237518',
    })
    expect(identifierProblem('imei', '12345')?.message).toBe('The IMEI must be 15 digits.')
    expect(identifierProblem('meid', 'a0000012345678')).toBeNull()
    expect(identifierProblem('meid', '490154203237518')?.field).toBe('format')
    expect(identifierProblem('serial', 'C02XK0ABJGH5')).toBeNull()
    expect(identifierProblem('serial', 'C02#K0')?.field).toBe('format')
  })

  it('reads the model code and the last 6 digits of an IMEI only', () => {
    expect(imeiTac('49-015420-323751-8')).toBe('49015420')
    expect(imeiTac('F2LZK0ABCDEF')).toBeNull()
    expect(imeiTail('490154203237518')).toBe('237518')
    expect(imeiTail('A0000012345678')).toBeNull()
    expect(imeiTail(null)).toBeNull()
  })
})

const replay = (...types: DeviceEventType[]) => unitStatusFromEvents(types.map((type) => ({ type })))

describe("a unit's status from its events", () => {
  it('follows a bought phone through sale, refund and repair', () => {
    expect(replay()).toBeNull()
    expect(replay('bought')).toBe('in_stock')
    expect(replay('bought', 'held')).toBe('on_hold')
    expect(replay('bought', 'held', 'released', 'sold')).toBe('sold')
    expect(replay('bought', 'sold', 'refunded')).toBe('returned')
    expect(replay('bought', 'sold', 'repair_in')).toBe('in_repair')
    expect(replay('bought', 'sold', 'repair_in', 'repair_out')).toBe('sold')
    expect(replay('received', 'transferred', 'checked')).toBe('in_stock')
    expect(replay('bought', 'scrapped')).toBe('scrapped')
  })

  it("hands a customer's device first seen at the repair desk back to them, after the last of its jobs", () => {
    expect(unitStateFromEvents([{ type: 'repair_in' }])).toEqual({
      status: 'in_repair',
      owner: 'customer',
      openRepairs: 1,
      beforeRepair: null,
    })
    expect(replay('repair_in', 'repair_in', 'repair_out')).toBe('in_repair')
    expect(replay('repair_in', 'repair_in', 'repair_out', 'repair_out')).toBe('returned')
  })

  it('refuses a second sale, a refund of a unit never sold, and anything after scrapping', () => {
    const sold = unitStateFromEvents([{ type: 'bought' }, { type: 'sold' }])
    expect(mayApply(sold, 'sold')).toBe(false)
    expect(mayApply(sold, 'bought')).toBe(true)
    expect(mayApply(unitStateFromEvents([{ type: 'bought' }]), 'refunded')).toBe(false)
    expect(mayApply(unitStateFromEvents([{ type: 'bought' }]), 'bought')).toBe(false)
    expect(mayApply(unitStateFromEvents([{ type: 'bought' }, { type: 'scrapped' }]), 'repair_in')).toBe(false)
    expect(mayApply(null, 'sold')).toBe(false)
    expect(mayApply(null, 'repair_in')).toBe(true)
  })

  it('applies every event to every state without throwing (a migrated history replays too)', () => {
    const start = applyUnitEvent(null, 'bought')
    for (const type of ['sold', 'refunded', 'repair_out', 'released', 'held', 'scrapped'] as const)
      expect(applyUnitEvent(start, type).status).toBeTypeOf('string')
  })
})
