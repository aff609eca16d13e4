import { describe, expect, it } from 'vitest'
import { addToCart } from '@counterpart/domain/pricing/pos'
import type { PosDevice } from '@counterpart/domain/schemas/devices'
import type { ProductSearchItem } from '@counterpart/domain/schemas/pos'
import { DEVICE_SCAN_TEXTS, deviceScan } from './device-scan.ts'
import { toCartProduct, type PosCartLine } from './use-cart.ts'

const pixel: ProductSearchItem = {
  id: 7,
  name: 'Pixel 8',
  image: null,
  qty: 2,
  price: 499,
  sku: 'PX8',
  barcode: '',
  type: 'Standard',
  imei: '',
  sNumber: '',
  unitOfMeasure: 'pcs',
  discounted: 0,
  category_id: null,
  category: '',
  variants: [],
  created_at: '2026-11-27T10:00:00.000Z',
}

const unitOf = (identifier: string, change: Partial<PosDevice> = {}): PosDevice => ({
  id: 1,
  identifier,
  field: 'imei',
  status: 'in_stock',
  refusal: null,
  product: pixel,
  custom: null,
  ...change,
})

/** Scans one device into the cart as the terminal does; answers the cart and what the scan said. */
function scan(cart: PosCartLine[], device: PosDevice): { cart: PosCartLine[]; refused: string | null } {
  const result = deviceScan(device, cart)
  if (result.kind === 'refused') return { cart, refused: result.message }
  return { cart: addToCart(cart, toCartProduct(result.item, result.unit)), refused: null }
}

describe('a scanned device unit as a cart line (issue 29)', () => {
  it("adds that exact unit at its product's price, its IMEI on the line, two phones of one model as two lines", () => {
    const first = scan([], unitOf('356938035643809'))
    expect(first.refused).toBeNull()
    expect(first.cart).toEqual([
      expect.objectContaining({ id: 7, name: 'Pixel 8', imei: '356938035643809', qty: 1, price: 49_900 }),
    ])
    expect(first.cart[0]?.data.unit).toBe('356938035643809')
    const second = scan(first.cart, unitOf('490154203237518'))
    expect(second.cart.map((line) => [line.imei, line.qty])).toEqual([
      ['356938035643809', 1],
      ['490154203237518', 1],
    ])
  })

  it('refuses the same unit twice, and says why a unit may not be sold', () => {
    const once = scan([], unitOf('356938035643809'))
    expect(scan(once.cart, unitOf('356938035643809'))).toEqual({
      cart: once.cart,
      refused: DEVICE_SCAN_TEXTS.inCart,
    })
    const held = 'This device is on hold until 03/12/2026 (buy-back hold period).'
    expect(scan([], unitOf('356938035643809', { status: 'on_hold', refusal: held })).refused).toBe(held)
  })

  it('sells a unit known by its serial on the serial field, and a bought-back phone as its item at its own price', () => {
    const serial = scan([], unitOf('F17XK0LMHG7F', { field: 'sNumber' }))
    expect(serial.cart[0]).toMatchObject({ sNumber: 'F17XK0LMHG7F', imei: '' })
    const custom = {
      id: 3,
      custom: true as const,
      name: 'Galaxy S21',
      model: 'Galaxy S21',
      image: null,
      price: 220.5,
      barcode: '212345678905',
      imei: '356938035643809',
      qty: 1 as const,
    }
    const bought = scan([], unitOf('356938035643809', { product: null, custom }))
    expect(bought.cart).toEqual([expect.objectContaining({ id: 3, custom: true, price: 22_050 })])
    expect(scan(bought.cart, unitOf('356938035643809', { product: null, custom })).refused).toBe(
      DEVICE_SCAN_TEXTS.inCart,
    )
  })
})
