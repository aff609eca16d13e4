import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cashDifference, countedFromDenominations, expectedCash } from './till.ts'

describe('the cash a till drawer should hold (issue 19)', () => {
  it('is the opening float plus every movement: 100.00 float, 25.50 sale, 5.00 refund, 20.00 out', () => {
    expect(expectedCash(10000, [{ amount: 2550 }, { amount: -500 }, { amount: -2000 }, { amount: 0 }])).toBe(10050)
  })

  it('is the float alone before anything moved', () => {
    expect(expectedCash(5000, [])).toBe(5000)
  })

  it('counts notes and coins as the sum of value × count', () => {
    expect(
      countedFromDenominations([
        { value: 2000, count: 3 },
        { value: 500, count: 1 },
        { value: 5, count: 7 },
        { value: 100, count: 0 },
      ]),
    ).toBe(6535)
    expect(countedFromDenominations([])).toBe(0)
  })

  it('gives a shortfall as a negative difference and an overage as a positive one', () => {
    expect(cashDifference(9500, 10000)).toBe(-500)
    expect(cashDifference(10010, 10000)).toBe(10)
    expect(cashDifference(10000, 10000)).toBe(0)
  })
})

type Step =
  | { kind: 'sale'; cents: number }
  | { kind: 'refund'; cents: number }
  | { kind: 'in'; cents: number }
  | { kind: 'out'; cents: number }
  | { kind: 'noSale' }

const cents = fc.integer({ min: 1, max: 5_000_000 })
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('sale' as const), cents }),
  fc.record({ kind: fc.constant('refund' as const), cents }),
  fc.record({ kind: fc.constant('in' as const), cents }),
  fc.record({ kind: fc.constant('out' as const), cents }),
  fc.record({ kind: fc.constant('noSale' as const) }),
)

/** A step as the drawer records it: a signed movement (money into the drawer is positive). */
function movementOf(value: Step): { amount: number } {
  switch (value.kind) {
    case 'sale':
    case 'in':
      return { amount: value.cents }
    case 'refund':
    case 'out':
      return { amount: -value.cents }
    case 'noSale':
      return { amount: 0 }
  }
}

describe('expected cash, property', () => {
  it('equals float + cash sales − cash refunds + cash in − cash out, in any order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(step, { maxLength: 60 }), (float, steps) => {
        const total = (kind: Step['kind']) =>
          steps.reduce((sum, value) => sum + (value.kind === kind && 'cents' in value ? value.cents : 0), 0)
        const byHand = float + total('sale') - total('refund') + total('in') - total('out')
        const movements = steps.map(movementOf)
        expect(expectedCash(float, movements)).toBe(byHand)
        // The order of the movements does not matter, nor do "no sale" openings.
        expect(expectedCash(float, [...movements].reverse())).toBe(byHand)
        expect(
          expectedCash(
            float,
            movements.filter((movement) => movement.amount !== 0),
          ),
        ).toBe(byHand)
      }),
    )
  })

  it('makes counted − expected the difference, and a drawer counted as expected balances', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: fc.integer({ min: 1, max: 50_000 }), count: fc.integer({ min: 0, max: 500 }) }), {
          maxLength: 15,
        }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (denominations, expected) => {
          const counted = countedFromDenominations(denominations)
          expect(Number.isInteger(counted)).toBe(true)
          expect(cashDifference(counted, expected) + expected).toBe(counted)
          expect(cashDifference(expected, expected)).toBe(0)
        },
      ),
    )
  })
})
