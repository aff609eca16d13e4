import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, toAppConfiguration } from './settings.ts'

describe('application configuration', () => {
  it('carries the bill defaults of spec 000 §9', () => {
    const config = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
    expect([config.billItemFontSize, config.billItemQtyFontSize, config.billTermsFontSize]).toEqual([11, 11, 8])
    expect([config.billDateTimeTransFontSize, config.billHrFontSize, config.billLogoWidth]).toEqual([11, 3, 70])
    expect(config.barcodeContainsDigits).toBe(12)
    expect(config.version).toBe('0.7')
  })

  it('never carries the mail password', () => {
    const stored = { ...DEFAULT_SETTINGS, mail: { ...DEFAULT_SETTINGS.mail, mail_password: 'hunter2' } }
    const config = toAppConfiguration(stored, { demo: false, updated_at: null, timezone: 'UTC' })
    expect(JSON.stringify(config)).not.toContain('hunter2')
    expect(config).not.toHaveProperty('mail_password')
  })

  it('falls back to the server timezone until the shop sets one', () => {
    expect(
      toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'Europe/Paris' }).timezone,
    ).toBe('Europe/Paris')
  })
})
