import { describe, expect, it } from 'vitest'
import { inCustomerLanguage } from './document-language.ts'
import { saleReceiptDocument, type SaleReceipt } from './sale-receipt.ts'
import type { SlipCurrency } from './slip-money.ts'

/** A sale's slip in a customer's language writes its amounts as the screens do in that language. */

const DOLLAR = { symbol: '$', symbolOnLeft: true, spaceBetweenAmountAndSymbol: false }

function receipt(currency: SlipCurrency): SaleReceipt {
  return {
    shopName: 'Counterpart Phones',
    currency,
    number: 'S-7',
    at: '2026-11-27T14:05:00.000Z',
    lines: [{ name: 'Refurbished phone', qty: 1, subTotal: 123450 }],
    subTotal: 123450,
    discount: 0,
    tax: 0,
    shipping: 0,
    total: 123450,
    payments: [],
    tendered: 0,
    change: 0,
    note: '',
  }
}

/** The amounts the slip prints, row by row. */
function amounts(language: 'en' | 'fr' | 'ar', currency: SlipCurrency = DOLLAR): string[] {
  const document = inCustomerLanguage(language, () => saleReceiptDocument(receipt(currency), false))
  return document.blocks.flatMap((block) => (block.type === 'row' ? [block.value] : []))
}

describe('money on a slip', () => {
  it('in English reads as it always did', () => {
    expect(amounts('en')).toEqual(['$1,234.50', '$1,234.50', '$1,234.50'])
  })

  it('in French takes a decimal comma, and a plain space between thousands that every code page holds', () => {
    expect(amounts('fr')).toEqual(['$1 234,50', '$1 234,50', '$1 234,50'])
  })

  it("in Arabic follows the shop's digits: Latin unless it chose Arabic-Indic", () => {
    expect(amounts('ar')[0]).toBe('$1,234.50')
    expect(amounts('ar', { ...DOLLAR, arabicDigits: 'arab' })[0]).toBe('$١٬٢٣٤٫٥٠')
  })
})
