import { describe, expect, it } from 'vitest'
import { nextTilePage, type PosProductsPage } from './api/get-pos-products.ts'
import { withVariantFirst } from './components/variant-chooser.tsx'
import { tileColour, tileHue, tileInitials } from './tile-colour.ts'

/** WCAG contrast of two `hsl(h s% l%)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [h, s, l] = (colour.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number]
    const sat = s / 100
    const light = l / 100
    const k = (n: number) => (n + h / 30) % 12
    const chroma = sat * Math.min(light, 1 - light)
    const channel = (n: number) => light - chroma * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
    const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)
    return 0.2126 * linear(channel(0)) + 0.7152 * linear(channel(8)) + 0.0722 * linear(channel(4))
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

describe('tile colours', () => {
  it('gives a category the same colour every time, and the next categories other colours', () => {
    expect(tileColour(7, false)).toEqual(tileColour(7, false))
    const hues = [1, 2, 3, 4, 5, 6].map(tileHue)
    expect(new Set(hues).size).toBe(6)
    // Categories made one after the other sit far apart on the colour wheel, not in neighbouring shades.
    const gap = Math.abs(tileHue(1) - tileHue(2)) % 360
    expect(Math.min(gap, 360 - gap)).toBeGreaterThanOrEqual(90)
  })

  it('keeps the initials readable (AA, 4.5:1) on every colour, light and dark, and without a category', () => {
    for (const dark of [false, true]) {
      for (const id of [null, ...Array.from({ length: 12 }, (_, index) => index + 1)]) {
        const colour = tileColour(id, dark)
        expect(contrast(colour.text, colour.background), `category ${id} ${dark ? 'dark' : 'light'}`).toBeGreaterThan(
          4.5,
        )
      }
    }
  })

  it('draws the first letters of the first two words', () => {
    expect(tileInitials('USB-C braided cable')).toBe('UB')
    expect(tileInitials('  car  ')).toBe('C')
    expect(tileInitials('شاحن سريع')).toBe('شس')
  })
})

describe('tile pages', () => {
  const page = (more: boolean): PosProductsPage => ({ products: [], more })

  it('asks for the next page while the last one says there is more, and stops after it', () => {
    expect(nextTilePage([page(true)])).toBe(2)
    expect(nextTilePage([page(true), page(true)])).toBe(3)
    expect(nextTilePage([page(true), page(false)])).toBeUndefined()
    expect(nextTilePage([])).toBeUndefined()
  })
})

describe('choosing a variant', () => {
  it('puts the chosen variant first, which is the one the cart sells', () => {
    const product = {
      id: 1,
      name: 'Case',
      image: null,
      qty: 3,
      price: 10,
      sku: 'C',
      barcode: '',
      type: 'Combo' as const,
      imei: '',
      sNumber: '',
      unitOfMeasure: 'pcs',
      discounted: 0,
      category_id: null,
      category: '',
      variants: [
        { variant: 'Red', price: 2 },
        { variant: 'Blue', price: 5 },
        { variant: 'Green', price: 0 },
      ],
    }
    expect(withVariantFirst(product, 1).variants.map((variant) => variant.variant)).toEqual(['Blue', 'Red', 'Green'])
    expect(withVariantFirst(product, 0)).toEqual(product)
  })
})
