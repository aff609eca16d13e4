import { describe, expect, it } from 'vitest'
import { daysSince } from '../device-list-page.tsx'
import { deviceSearchTarget } from './device-search-box.tsx'

describe('the top-bar device search (issue 29, item 8)', () => {
  it('opens the one unit found, lists several on the Devices page, and reports none', () => {
    expect(deviceSearchTarget('761481', { items: [{ id: 12 }], total: 1 })).toBe('/devices/12')
    expect(deviceSearchTarget('761481', { items: [{ id: 12 }, { id: 13 }], total: 2 })).toBe('/devices?search=761481')
    expect(deviceSearchTarget('SN 1/2', { items: [{ id: 1 }, { id: 2 }], total: 2 })).toBe('/devices?search=SN%201%2F2')
    expect(deviceSearchTarget('000000', { items: [], total: 0 })).toBeNull()
  })

  it('counts whole days on the shelf, never fewer than none', () => {
    const now = Date.parse('2026-11-27T12:00:00Z')
    expect(daysSince('2026-11-27T08:00:00Z', now)).toBe(0)
    expect(daysSince('2026-10-27T13:00:00Z', now)).toBe(30)
    expect(daysSince('2026-11-28T08:00:00Z', now)).toBe(0)
  })
})
