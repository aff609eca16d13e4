import { describe, expect, it } from 'vitest'
import { fromFirstActivity } from './sales-chart.tsx'

describe('the sales chart draws from the shop’s first month of activity', () => {
  it('leaves out the months before the first sale or cost, and keeps a later quiet month at zero', () => {
    expect(fromFirstActivity([0, 0, 120, 0, 80], [0, 0, 70, 0, 40])).toEqual({
      sales: [null, null, 120, 0, 80],
      cost: [null, null, 70, 0, 40],
      start: 2,
    })
  })

  it('starts where either line starts (goods bought before the first sale) and draws a full year whole', () => {
    expect(fromFirstActivity([0, 50, 60], [0, 0, 30])).toEqual({ sales: [null, 50, 60], cost: [null, 0, 30], start: 1 })
    expect(fromFirstActivity([0, 0, 0], [0, 10, 0])).toEqual({ sales: [null, 0, 0], cost: [null, 10, 0], start: 1 })
    expect(fromFirstActivity([5, 0, 7], [1, 0, 2])).toEqual({ sales: [5, 0, 7], cost: [1, 0, 2], start: 0 })
  })
})
