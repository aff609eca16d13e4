import { describe, expect, it } from 'vitest'
import { flowForWire, flowValuesOf } from './repair-flow-fields.tsx'
import { durationText } from '../../../lib/duration-text.ts'

describe("the repair form's workflow fields", () => {
  const repair = { technician: { id: 4, name: 'Tess' }, priority: 'high' as const, promisedAt: null }

  it('sends nothing of them when untouched, so someone without the switch to assign can still save', () => {
    expect(flowForWire(flowValuesOf(repair), repair)).toEqual({})
    expect(flowForWire(flowValuesOf(null), null)).toEqual({})
  })

  it('sends only what changed: a technician taken off is null', () => {
    const values = { ...flowValuesOf(repair), technicianId: '', priority: 'urgent' as const }
    expect(flowForWire(values, repair)).toEqual({ technicianId: null, priority: 'urgent' })
  })

  it('sends a promised time typed in this browser as the same instant in UTC', () => {
    const values = { ...flowValuesOf(null), promisedAt: '2026-04-01T10:30' }
    expect(flowForWire(values, null)).toEqual({ promisedAt: new Date('2026-04-01T10:30').toISOString() })
    expect(flowValuesOf({ promisedAt: new Date('2026-04-01T10:30').toISOString() }).promisedAt).toBe('2026-04-01T10:30')
  })
})

describe('time in a status, in words', () => {
  it('reads minutes, then hours, then days', () => {
    expect(durationText(45)).toBe('45 min')
    expect(durationText(125)).toBe('2 h 5 min')
    expect(durationText(3 * 1440 + 4 * 60 + 10)).toBe('3 d 4 h')
  })
})
