import { describe, expect, it } from 'vitest'
import { touchedLine, type TicketLine } from './ticket-focus.ts'

function line(id: number, qty = 1, extra: Partial<TicketLine> = {}): TicketLine {
  return { id, custom: false, name: `Item ${id}`, qty, discount: 0, subTotal: qty * 100, ...extra }
}

describe('the ticket’s last-touched line', () => {
  it('is a newly scanned line at the end', () => {
    expect(touchedLine([line(1), line(2)], [line(1), line(2), line(3)])).toBe(2)
  })

  it('is a line whose quantity + or − changed, where it stands', () => {
    expect(touchedLine([line(1), line(2), line(3)], [line(1), line(2, 2), line(3)])).toBe(1)
    expect(touchedLine([line(1, 3), line(2)], [line(1, 2), line(2)])).toBe(0)
  })

  it('is a rescanned line moved to the end with one more', () => {
    expect(touchedLine([line(1), line(2)], [line(2), line(1, 2)])).toBe(1)
  })

  it('is a line whose discount changed in the line dialog', () => {
    expect(touchedLine([line(1), line(2)], [line(1, 1, { discount: 10, subTotal: 90 }), line(2)])).toBe(0)
  })

  it('tells a bought-from-a-customer item from a product with the same id', () => {
    expect(touchedLine([line(1)], [line(1), line(1, 1, { custom: true })])).toBe(1)
  })

  it('is none after a removal or when nothing changed', () => {
    expect(touchedLine([line(1), line(2)], [line(2)])).toBeNull()
    expect(touchedLine([line(1)], [line(1)])).toBeNull()
    expect(touchedLine([line(1)], [])).toBeNull()
  })
})
