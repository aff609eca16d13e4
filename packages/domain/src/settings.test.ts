import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, readStoredSettings, toAppConfiguration } from './settings.ts'

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

describe('readStoredSettings', () => {
  it('reads a whole row as stored, and a row of an older version with the defaults for what it lacks', () => {
    const stored = { ...DEFAULT_SETTINGS, general: { ...DEFAULT_SETTINGS.general, site_name: 'Fix & Sell' } }
    expect(readStoredSettings(JSON.stringify(stored))).toEqual({ settings: stored, problems: [] })
    const older = readStoredSettings(JSON.stringify({ general: { site_name: 'Old' } }))
    expect(older.problems).toEqual([])
    expect(older.settings.general.site_name).toBe('Old')
    expect(older.settings.pos).toEqual(DEFAULT_SETTINGS.pos)
  })

  it('names what does not read and uses the default for it, never throwing', () => {
    expect(readStoredSettings('{not json')).toEqual({ settings: DEFAULT_SETTINGS, problems: ['not valid JSON'] })
    expect(readStoredSettings('[1]').problems).toEqual(['not a JSON object'])
    const broken = readStoredSettings(
      JSON.stringify({ pos: { overSelling: 'yes', posProductsLimit: 5 }, bill: { billtextFlow: 'sideways' }, mail: 3 }),
    )
    expect(broken.problems).toEqual([
      'mail is not a group of settings',
      'pos.overSelling is not true or false',
      'bill.billtextFlow is not one of the choices',
    ])
    expect(broken.settings.pos.overSelling).toBe(DEFAULT_SETTINGS.pos.overSelling)
    expect(broken.settings.pos.posProductsLimit).toBe(5)
  })
})
