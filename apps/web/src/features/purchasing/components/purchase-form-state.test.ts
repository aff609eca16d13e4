import { purchaseInputSchema, BUY_BY_PRODUCT_LINE_LABELS } from '@counterpart/domain/schemas/purchasing'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_HEADER,
  headerErrors,
  lineErrors,
  liveTotals,
  purchaseBody,
  type PurchaseLineValues,
} from './purchase-form-state.ts'

const LINE: PurchaseLineValues = { product_id: 7, name: 'Charger', sku: 'CHG-1', barcode: '', cost: '12.50', qty: '10' }

/** What the server answers for the same body: its 422 message per field, or nothing. */
function serverErrors(body: unknown): Record<string, string> {
  const parsed = purchaseInputSchema.safeParse(body)
  if (parsed.success) return {}
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the Buy form checks', () => {
  it('shows the totals for a complete, valid line', () => {
    const state = liveTotals({ ...EMPTY_HEADER, taxRate: '5', discountRate: '10' }, [LINE])
    // 125.00 - 10 % + 5 % of the raw 125.00 = 118.75 (spec 002 §9).
    expect(state).toMatchObject({ problem: null, totals: { subTotal: 12500, totalAmount: 11875, totalItems: 10 } })
  })

  it('names the header field that is wrong, in the words the server uses', () => {
    const header = { ...EMPTY_HEADER, taxRate: '150', discountRate: '-5', shippingAmount: '-1' }
    expect(headerErrors(header)).toEqual({
      taxRate: 'The Tax Rate may not be greater than 100.',
      discountRate: 'The Discount Rate must be at least 0.',
      shippingAmount: 'The Shipping Amount must be at least 0.',
    })
    expect(liveTotals(header, [LINE])).toEqual({ totals: null, problem: 'The Tax Rate may not be greater than 100.' })
  })

  it('names the line field that is wrong, and the line', () => {
    expect(lineErrors({ ...LINE, qty: '1.5' })).toEqual({ qty: 'The Qty must be an integer.' })
    expect(lineErrors({ ...LINE, cost: '-3' })).toEqual({ cost: 'The Unit Cost must be at least 0.' })
    expect(lineErrors({ ...LINE, name: ' ' })).toEqual({ name: 'The Name field is required.' })
    expect(lineErrors({ ...LINE, qty: '1.5' }, BUY_BY_PRODUCT_LINE_LABELS)).toEqual({
      qty: 'The Total Items must be an integer.',
    })
    const second = { ...LINE, product_id: 8, name: 'Cable', cost: '1.005' }
    expect(liveTotals(EMPTY_HEADER, [LINE, second])).toEqual({
      totals: null,
      problem: 'Line 2 (Cable): The Unit Cost may have at most 2 decimals.',
    })
  })

  it('says what to add when there is no line yet', () => {
    expect(liveTotals(EMPTY_HEADER, [])).toEqual({ totals: null, problem: 'Add a product to see the totals.' })
  })

  it('agrees with the server: what the form accepts the server accepts, what it refuses the server refuses alike', () => {
    const header = { ...EMPTY_HEADER, taxRate: '7.5', shippingAmount: '3' }
    const state = liveTotals(header, [LINE])
    if (!state.totals) throw new Error(state.problem)
    expect(serverErrors(purchaseBody(3, header, [LINE], state.totals))).toEqual({})

    const wrong = { ...EMPTY_HEADER, taxRate: '150' }
    const body = { ...purchaseBody(3, header, [{ ...LINE, qty: '1.5' }], state.totals), taxRate: wrong.taxRate }
    body.items[0] = { ...body.items[0]!, qty: '1.5' }
    expect(serverErrors(body)).toMatchObject({
      taxRate: headerErrors(wrong).taxRate,
      'items.0.qty': lineErrors({ ...LINE, qty: '1.5' }).qty,
    })
  })
})
