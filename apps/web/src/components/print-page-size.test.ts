import { describe, expect, it } from 'vitest'
import { isRollWidth, rollPageHeightMm } from './print-page-size.ts'

describe('the printed page', () => {
  it('treats 58 and 80 mm printers as rolls and wider ones as sheets', () => {
    expect(isRollWidth(58)).toBe(true)
    expect(isRollWidth(80)).toBe(true)
    expect(isRollWidth(210)).toBe(false)
  })

  it('is as long as the content on a roll, in whole millimetres with a little to spare', () => {
    // 100 mm of content is 377.95 CSS pixels.
    expect(rollPageHeightMm(377.95)).toBe(102)
    expect(rollPageHeightMm(378)).toBe(103)
    expect(rollPageHeightMm(0)).toBe(2)
  })
})
