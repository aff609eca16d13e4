import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToCart,
  changeDue,
  clearCart,
  dueAfterPayment,
  includedTaxOf,
  initCart,
  lineFromProduct,
  lineSubTotal,
  netFigures,
  refundTotals,
  removeFromCart,
  saleTotals,
  updateLine,
  type SellableProduct,
} from './pos.ts'

const phone: SellableProduct = { id: 1, name: 'Phone', price: 10000, sku: 'PH1' }
const cable: SellableProduct = { id: 2, name: 'Cable', price: 250 }
const caseCombo: SellableProduct = {
  id: 3,
  name: 'Case',
  price: 1000,
  variants: [
    { variant: 'Red', price: 200 },
    { variant: 'Blue', price: 500 },
  ],
}

const noRates = { shippingAmount: 0, taxRate: 0, discountRate: 0, isTaxIncluded: false, stopDiscount: false }

describe('cart lines (spec 001 §4)', () => {
  it('makes a line of qty 1 at the product price', () => {
    expect(lineFromProduct(phone)).toMatchObject({
      id: 1,
      name: 'Phone',
      qty: 1,
      price: 10000,
      subTotal: 10000,
      discount: 0,
    })
  })

  it('sells the first variant as "Product (Variant)" at base price plus the variant price', () => {
    const line = lineFromProduct(caseCombo)
    expect(line.name).toBe('Case (Red)')
    expect(line.variant).toBe('Red')
    expect(line.price).toBe(1200)
    expect(line.subTotal).toBe(1200)
  })

  it('takes the item discount percent off price x qty', () => {
    // 3 x 19.99 = 59.97; 10 % = 5.997 -> 6.00; 53.97.
    expect(lineSubTotal({ price: 1999, qty: 3, discount: 10 })).toBe(5397)
    expect(lineSubTotal({ price: 1000, qty: 2, discount: 0 })).toBe(2000)
    expect(lineSubTotal({ price: 1000, qty: 2, discount: 100 })).toBe(0)
  })

  it('re-adding the same product removes its line and appends it with qty + 1', () => {
    let cart = addToCart([], phone)
    cart = addToCart(cart, cable)
    cart = addToCart(cart, phone)
    expect(cart.map((line) => [line.name, line.qty, line.subTotal])).toEqual([
      ['Cable', 1, 250],
      ['Phone', 2, 20000],
    ])
  })

  it('keeps a line discount when the product is added again', () => {
    let cart = addToCart([], phone)
    cart = updateLine(cart, 0, { discount: 10 })
    cart = addToCart(cart, phone)
    expect(cart[0]).toMatchObject({ qty: 2, discount: 10, subTotal: 18000 })
  })

  it('tells a custom product from a catalogue product with the same id', () => {
    const custom: SellableProduct = { id: 1, name: 'Phone', price: 5000, custom: true }
    const cart = addToCart(addToCart([], phone), custom)
    expect(cart).toHaveLength(2)
  })

  it('removes a line, clears and initialises the cart with recomputed subTotals', () => {
    const cart = addToCart(addToCart([], phone), cable)
    expect(removeFromCart(cart, 0).map((line) => line.name)).toEqual(['Cable'])
    expect(clearCart()).toEqual([])
    const loaded = initCart([{ ...lineFromProduct(phone), qty: 4, subTotal: 1 }])
    expect(loaded[0]?.subTotal).toBe(40000)
  })
})

describe('sale totals (spec 001 §9)', () => {
  it('works an example with shipping, tax and discount', () => {
    // Lines: 2 x 100.00 with 10 % off = 180.00, 1 x 2.50 = 2.50 -> subTotal 182.50.
    // Shipping 7.50 -> 190.00; tax 5 % of 190.00 = 9.50 -> 199.50; discount 10 % of 199.50 = 19.95.
    const totals = saleTotals({
      items: [
        { price: 10000, qty: 2, discount: 10 },
        { price: 250, qty: 1, discount: 0 },
      ],
      shippingAmount: 750,
      taxRate: 5,
      discountRate: 10,
      isTaxIncluded: false,
      stopDiscount: false,
    })
    expect(totals).toEqual({
      totalItems: 3,
      subTotal: 18250,
      shippingAmount: 750,
      taxAmount: 950,
      discountedAmount: 1995,
      totalAmount: 17955,
    })
  })

  it.each([
    {
      // 119.00 at 19 % included holds 19.00 of tax; the customer pays 119.00.
      name: 'adds no tax when prices include it, and records the tax they hold',
      sale: { items: [{ price: 11900, qty: 1, discount: 0 }], taxRate: 19, isTaxIncluded: true },
      expected: { taxAmount: 1900, totalAmount: 11900 },
    },
    {
      name: 'gives no discount when stopDiscount is set',
      sale: { items: [{ price: 10000, qty: 1, discount: 0 }], discountRate: 50, stopDiscount: true },
      expected: { discountedAmount: 0, totalAmount: 10000 },
    },
    {
      // 7.5 % of 19.99 = 1.49925 -> 1.50; 12.5 % of 21.49 = 2.68625 -> 2.69.
      name: 'rounds each percentage once, half away from zero',
      sale: { items: [{ price: 1999, qty: 1, discount: 0 }], taxRate: 7.5, discountRate: 12.5 },
      expected: { taxAmount: 150, discountedAmount: 269, totalAmount: 1999 + 150 - 269 },
    },
  ])('$name', ({ sale, expected }) => {
    expect(saleTotals({ ...noRates, ...sale })).toMatchObject(expected)
  })

  it('computes the change as the amount entered minus the payable total', () => {
    expect(changeDue(20000, 17955)).toBe(2045)
    expect(changeDue(10000, 17955)).toBe(-7955)
  })

  it('leaves on credit the payable total minus what was handed over, never less than nothing', () => {
    expect(dueAfterPayment(0, 17955)).toBe(17955)
    expect(dueAfterPayment(5000, 17955)).toBe(12955)
    expect(dueAfterPayment(20000, 17955)).toBe(0)
  })

  it('splits the total into net price and profit without tax and shipping', () => {
    expect(netFigures({ totalAmount: 17955, taxAmount: 950, shippingAmount: 750, cost: 12000 })).toEqual({
      netCost: 12000,
      netPrice: 16255,
      netProfit: 4255,
    })
  })

  it('finds the tax held in a tax-inclusive amount', () => {
    expect(includedTaxOf(11900, 19)).toBe(1900)
    expect(includedTaxOf(1000, 0)).toBe(0)
    // 10.00 at 7 %: net 9.345794 -> 9.35, tax 0.65.
    expect(includedTaxOf(1000, 7)).toBe(65)
  })
})

describe('refund totals', () => {
  it.each([
    {
      // One of the two 100.00 phones (10 % item discount) of a sale at 5 % tax and 10 % discount:
      // 90.00 + 4.50 tax = 94.50, 10 % reversed discount 9.45 -> 85.05.
      name: 'reverses the discount and lets the tax fall on the returned lines',
      refund: { items: [{ price: 10000, qty: 1, discount: 10 }], taxRate: 5, discountRate: 10, refundableTotal: 17955 },
      expected: { totalItems: 1, subTotal: 9000, taxAmount: 450, discountedAmount: 945, totalAmount: 8505 },
    },
    {
      name: 'never pays back more than is left of the sale',
      refund: { items: [{ price: 333, qty: 1, discount: 0 }], taxRate: 0, discountRate: 0, refundableTotal: 300 },
      expected: { totalAmount: 300 },
    },
  ])('$name', ({ refund, expected }) => {
    expect(refundTotals({ ...refund, taxIncluded: false })).toMatchObject(expected)
  })
})

describe('invariants (property tests)', () => {
  const item = fc.record({
    price: fc.integer({ min: 0, max: 10_000_000 }),
    qty: fc.integer({ min: 1, max: 1000 }),
    discount: fc.integer({ min: 0, max: 10000 }).map((basis) => basis / 100),
  })
  const rate = fc.integer({ min: 0, max: 10000 }).map((basis) => basis / 100)
  const sale = fc.record({
    items: fc.array(item, { maxLength: 20 }),
    shippingAmount: fc.integer({ min: 0, max: 1_000_000 }),
    taxRate: rate,
    discountRate: rate,
    isTaxIncluded: fc.boolean(),
    stopDiscount: fc.boolean(),
  })

  it('gives whole cents, never negative, and a total that adds up', () => {
    fc.assert(
      fc.property(sale, (input) => {
        const totals = saleTotals(input)
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true)
        expect(totals.totalAmount).toBeGreaterThanOrEqual(0)
        const added = input.isTaxIncluded ? 0 : totals.taxAmount
        expect(totals.totalAmount).toBe(totals.subTotal + totals.shippingAmount + added - totals.discountedAmount)
        if (input.stopDiscount) expect(totals.discountedAmount).toBe(0)
      }),
    )
  })

  it('a line subTotal lies between 0 and price x qty', () => {
    fc.assert(
      fc.property(item, (line) => {
        const subTotal = lineSubTotal(line)
        expect(subTotal).toBeGreaterThanOrEqual(0)
        expect(subTotal).toBeLessThanOrEqual(line.price * line.qty)
      }),
    )
  })

  it('adding a product n times gives one line of qty n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (times) => {
        let cart = addToCart([], cable)
        for (let index = 1; index < times; index += 1) cart = addToCart(cart, cable)
        expect(cart).toHaveLength(1)
        expect(cart[0]?.qty).toBe(times)
        expect(cart[0]?.subTotal).toBe(250 * times)
      }),
    )
  })

  it('refunding every line of a sale in parts never pays back more than the sale took', () => {
    fc.assert(
      fc.property(sale, fc.integer({ min: 1, max: 5 }), (input, parts) => {
        const totals = saleTotals({ ...input, stopDiscount: false })
        let left = totals.totalAmount
        for (const line of input.items) {
          const chunk = Math.max(1, Math.floor(line.qty / parts))
          for (let returned = 0; returned < line.qty; returned += chunk) {
            const qty = Math.min(chunk, line.qty - returned)
            const refund = refundTotals({
              items: [{ ...line, qty }],
              taxRate: input.taxRate,
              discountRate: input.discountRate,
              taxIncluded: input.isTaxIncluded,
              refundableTotal: left,
            })
            left -= refund.totalAmount
            expect(left).toBeGreaterThanOrEqual(0)
          }
        }
      }),
      { numRuns: 200 },
    )
  })
})
