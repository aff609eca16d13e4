import { describe, expect, it } from 'vitest'
import { belowCatalogue, dateOfflineSale, mayKeepOffline, NO_CONTACT, touchContact } from './offline-sale.ts'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 12, 0) + minutes * 60_000).toISOString()

describe('what a till may keep offline', () => {
  it('keeps cash and on-credit sales of catalogue products on a till able to sell offline', () => {
    const items = [{ custom: false }]
    expect(mayKeepOffline({ items }, { method: true, gateway: 'cash' })).toBe(true)
    expect(mayKeepOffline({ items }, { method: false, gateway: 'card' })).toBe(true)
    expect(mayKeepOffline({ items }, { method: true, gateway: 'card' })).toBe(false)
    expect(mayKeepOffline({ items: [{ custom: true }] }, { method: true, gateway: 'cash' })).toBe(false)
    expect(mayKeepOffline({ items }, { method: true, gateway: 'cash' }, { unavailable: 'Not over HTTPS' })).toBe(false)
  })
})

describe("a till's contact", () => {
  it('opens a new time in touch after a silence longer than a minute, and keeps it otherwise', () => {
    const first = touchContact(NO_CONTACT, at(0))
    expect(first).toEqual({ lastContact: at(0), onlineSince: at(0), offlineFrom: null })
    const still = touchContact(first, at(0.5))
    expect(still).toEqual({ lastContact: at(0.5), onlineSince: at(0), offlineFrom: null })
    expect(touchContact(still, at(30))).toEqual({ lastContact: at(30), onlineSince: at(30), offlineFrom: at(0.5) })
  })
})

describe('the date of an offline sale', () => {
  const contact = { lastContact: at(60), onlineSince: at(60), offlineFrom: at(10) }
  const window = { contact, sessionOpenedAt: at(0), receivedAt: at(60) }

  it('is the claimed time inside the window', () => {
    expect(dateOfflineSale(at(30), window)).toEqual({ datedAt: at(30), dating: 'asClaimed', whileOnline: false })
  })

  it("is the nearest edge outside it: the till's last contact, the session's opening, the arrival", () => {
    expect(dateOfflineSale(at(5), window)).toMatchObject({ datedAt: at(10), dating: 'beforeContact' })
    expect(dateOfflineSale(at(5), { ...window, sessionOpenedAt: at(20) })).toMatchObject({
      datedAt: at(20),
      dating: 'beforeSession',
    })
    expect(dateOfflineSale(at(90), window)).toMatchObject({ datedAt: at(60), dating: 'future' })
  })

  it('says when the till was in touch at the time it claims', () => {
    const online = { ...window, contact: { ...contact, onlineSince: at(20) } }
    expect(dateOfflineSale(at(30), online)).toMatchObject({ datedAt: at(30), whileOnline: true })
    expect(dateOfflineSale(at(15), online)).toMatchObject({ whileOnline: false })
  })
})

describe('a price below the catalogue', () => {
  it('is beyond the tolerance only when lower than the catalogue less that percent', () => {
    expect(belowCatalogue(999, 1000, 0)).toBe(true)
    expect(belowCatalogue(1000, 1000, 0)).toBe(false)
    expect(belowCatalogue(900, 1000, 10)).toBe(false)
    expect(belowCatalogue(899, 1000, 10)).toBe(true)
  })
})
