import { describe, expect, it } from 'vitest'
import { customLineName } from './custom-amount-dialog.tsx'

const money = (amount: number) => `$${amount.toFixed(2)}`

describe('a custom amount’s line in the cart', () => {
  it('is named by its note, or "Custom amount" without one', () => {
    expect(customLineName('  Gift wrap ', 450, new Map(), money)).toBe('Gift wrap')
    expect(customLineName('', 450, new Map(), money)).toBe('Custom amount')
  })

  it('never joins a line of another price under the same name: the cart would merge them at the first price', () => {
    const taken = new Map([['Custom amount', 450]])
    expect(customLineName('', 450, taken, money)).toBe('Custom amount')
    expect(customLineName('', 1200, taken, money)).toBe('Custom amount ($12.00)')
  })
})
