import { describe, expect, it } from 'vitest'
import type { SaleInput } from '@counterpart/domain/schemas/pos'
import { cartNet, clearTradeIn, currentTradeIn, setTradeIn, withTradeIn, type TradeInDraft } from './trade-in.ts'

const draft: TradeInDraft = {
  fullName: 'Ama Owusu',
  phone: '0244111222',
  model: 'Galaxy S21',
  imei: '352099001761481',
  cost: 200,
  price: 320,
  sign: 'data:image/png;base64,AAAA',
}

describe("the cart's net with a trade-in (issue 29, item 7)", () => {
  it('is the total less the trade-in’s value', () => {
    expect(cartNet(50000, draft)).toEqual({ value: 20000, applied: 20000, net: 30000, cashOut: 0 })
  })

  it('is nothing to pay, with the rest paid out in cash, when the device is worth more than the goods', () => {
    expect(cartNet(15000, draft)).toEqual({ value: 20000, applied: 15000, net: 0, cashOut: 5000 })
  })

  it('is the total without one', () => {
    expect(cartNet(50000, null)).toEqual({ value: 0, applied: 0, net: 50000, cashOut: 0 })
  })

  it('goes with the sale until it is removed', () => {
    const sale = { totalAmount: 500 } as SaleInput
    setTradeIn(draft)
    expect(withTradeIn(sale)).toEqual({ totalAmount: 500, tradeIn: draft })
    clearTradeIn()
    expect(currentTradeIn()).toBeNull()
    expect(withTradeIn(sale)).toBe(sale)
  })
})
