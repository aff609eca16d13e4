import { describe, expect, it } from 'vitest'
import { GALLERY_BREAKPOINTS, itemsPerPage, SHOP_BREAKPOINTS } from './showcase.ts'

describe('items per carousel page', () => {
  it.each([
    [200, 1],
    [320, 1],
    [959, 1],
    [960, 2],
    [1264, 3],
    [1903, 3],
    [1904, 4],
    [2560, 4],
  ])('the gallery shows at %i px %i items', (width, count) => {
    expect(itemsPerPage(width, GALLERY_BREAKPOINTS)).toBe(count)
  })

  it('the shop follows its own breakpoints', () => {
    expect(itemsPerPage(280, SHOP_BREAKPOINTS)).toBe(1)
    expect(itemsPerPage(1000, SHOP_BREAKPOINTS)).toBe(2)
  })
})
