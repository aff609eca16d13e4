import { describe, expect, it } from 'vitest'
import {
  giftCardPresets,
  giftCardSaleSchema,
  groupGiftCardCode,
  maskGiftCardCode,
  normaliseGiftCardCode,
} from './gift-cards.ts'

describe('gift card codes and amounts', () => {
  it('reads a code however it is typed or scanned, and prints it in groups of four', () => {
    expect(normaliseGiftCardCode(' abcd-efgh jkmn\tpqrs ')).toBe('ABCDEFGHJKMNPQRS')
    expect(groupGiftCardCode('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS')
    expect(groupGiftCardCode('GIFT123')).toBe('GIFT-123')
    expect(maskGiftCardCode('abcd-efgh')).toBe('ABCD…')
  })

  it('offers the amounts of the settings it can read, each once, and leaves out the rest', () => {
    expect(giftCardPresets('25, 50, 100')).toEqual([25, 50, 100])
    expect(giftCardPresets('10;20 20, 0.5, 2000, 12.345, ten, 7.50')).toEqual([10, 20, 7.5])
    expect(giftCardPresets('')).toEqual([])
  })

  it('refuses a code that is not letters and digits, and the same code on two cards', () => {
    const parsed = giftCardSaleSchema.safeParse({
      cards: [
        { amount: 10, code: 'ab' },
        { amount: 10, code: 'GIFT-0001' },
        { amount: 10, code: 'gift 0001' },
      ],
      gateway: 'cash',
    })
    expect(parsed.success).toBe(false)
    const messages = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(messages).toEqual([
      ['cards.0.code', 'The Gift card code must be 4 to 32 letters and digits.'],
      ['cards.2.code', 'The same Gift card code is on two cards.'],
    ])
  })
})
