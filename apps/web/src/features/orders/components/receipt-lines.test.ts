import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { i18n } from '@counterpart/domain/i18n/translate'
import { afterEach, describe, expect, it } from 'vitest'
import { quantityLine, receiptLines, receiptStatus } from './receipt-lines.ts'

const money = (amount: number) => `$${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`

function detail(order: Partial<OrderDetailResponse['order']>, extra: Partial<OrderDetailResponse> = {}) {
  return {
    order: {
      refunding: false,
      method: true,
      enterAmount: 0,
      totalItems: 1,
      subTotal: 8.78,
      shippingAmount: 0,
      taxRate: 0,
      taxAmount: 0,
      discountRate: 0,
      discountedAmount: 0,
      totalAmount: 8.78,
      cancelledDue: 0,
      ...order,
    },
    customer: null,
    supplier: null,
    payment: null,
    payments: [],
    due: 0,
    ...extra,
  } as unknown as OrderDetailResponse
}

const payment = (gateway: string, amount: number) =>
  ({ gateway, amount, status: true, method: true, type: 'credit' }) as OrderDetailResponse['payments'][number]

describe('the lines under a receipt', () => {
  it('prints a sale paid in parts by each method, and the change on the cash part alone', () => {
    const lines = receiptLines(
      detail(
        { totalAmount: 100, subTotal: 100, enterAmount: 50 },
        { payments: [payment('credit', 25), payment('gift-card', 30), payment('cash', 45)] },
      ),
      money,
    )
    expect(lines.slice(2).map((line) => [line.label, line.amount])).toEqual([
      ['Store credit', '$25.00'],
      ['Gift card', '$30.00'],
      ['Cash', '$50.00'],
      ['Change', '$5.00'],
    ])
  })

  it('leaves out a zero tax and a zero discount', () => {
    const labels = receiptLines(detail({}), money).map((line) => line.label)
    expect(labels).toEqual(['Sub total (1 items)', 'Total'])
  })

  it('prints tax and discount when there are some, the discount with its minus sign', () => {
    const lines = receiptLines(
      detail({ taxRate: 8.875, taxAmount: 0.78, discountRate: 5, discountedAmount: 0.47, totalAmount: 9.09 }),
      money,
    )
    expect(lines).toContainEqual({ label: 'Tax (8.875%)', amount: '$0.78' })
    expect(lines).toContainEqual({ label: 'Discount (5%)', amount: '$0.47', minus: true })
  })

  it('names what a sale on account took now the deposit, and prints what is left to pay', () => {
    const lines = receiptLines(
      detail(
        { method: false, totalAmount: 500, subTotal: 500 },
        { payments: [payment('cash', 100), payment('card', 50)], due: 350 },
      ),
      money,
    )
    expect(lines.slice(-3)).toEqual([
      { label: 'Deposit (Cash)', amount: '$100.00' },
      { label: 'Deposit (Card)', amount: '$50.00' },
      { label: 'Left to pay', amount: '$350.00', strong: true },
    ])
    // Paid in full later, it is a plain payment again.
    const settled = receiptLines(
      detail({ method: false, totalAmount: 500, subTotal: 500 }, { payments: [payment('cash', 500)], due: 0 }),
      money,
    )
    expect(settled.at(-1)).toEqual({ label: 'Cash', amount: '$500.00' })
  })

  it('shows the tender by its method, then the change', () => {
    const lines = receiptLines(
      detail({ enterAmount: 1200, totalAmount: 1101.1, subTotal: 1101.1 }, { payments: [payment('cash', 1101.1)] }),
      money,
    )
    expect(lines.slice(-2)).toEqual([
      { label: 'Cash', amount: '$1,200.00' },
      { label: 'Change', amount: '$98.90', strong: true },
    ])
  })

  it('shows a card payment by its gateway when no tender was kept', () => {
    const lines = receiptLines(detail({}, { payments: [payment('card', 8.78)] }), money)
    expect(lines.at(-1)).toEqual({ label: 'Card', amount: '$8.78' })
  })

  it('says Refunded on a refund, not Paid, and prints no tender', () => {
    const refund = detail({ refunding: true, enterAmount: 20 }, { payments: [payment('cash', 8.78)] })
    expect(receiptStatus(refund)).toBe('Refunded')
    expect(receiptLines(refund, money).map((line) => line.label)).toEqual(['Sub total (1 items)', 'Total refund'])
    expect(receiptStatus(detail({}))).toBe('Paid')
    expect(receiptStatus(detail({}, { due: 5 }))).toBe('due')
  })
})

describe('the quantity line of an item', () => {
  it('reads "1 × $8.78", with no "pcs"', () => {
    expect(quantityLine(1, '$8.78', null)).toBe('1 × $8.78')
    expect(quantityLine(2, '$9.99', 'pcs')).toBe('2 × $9.99')
    expect(quantityLine(1.5, '$4.00', 'kg')).toBe('1.5 kg × $4.00')
  })
})

describe('the lines of a sale with a trade-in (issue 29, item 7)', () => {
  const tradeIn = { id: 4, model: 'Galaxy S21', imei: '352099001761481', amount: 200 }

  it('print the device as a minus, its IMEI, the net to pay and the change on what was left', () => {
    const lines = receiptLines(
      detail(
        { totalAmount: 500, subTotal: 500, enterAmount: 320 },
        { tradeIn, payments: [payment('trade-in', 200), payment('cash', 300)] },
      ),
      money,
    )
    expect(lines).toEqual([
      { label: 'Sub total (1 items)', amount: '$500.00' },
      { label: 'Total', amount: '$500.00', strong: true },
      { label: 'Trade-in: Galaxy S21', amount: '$200.00', minus: true },
      { label: 'IMEI 352099001761481', amount: '' },
      { label: 'Net to pay', amount: '$300.00', strong: true },
      { label: 'Cash', amount: '$320.00' },
      { label: 'Change', amount: '$20.00', strong: true },
    ])
  })

  it('worth more than the goods, print the cash paid out', () => {
    const lines = receiptLines(
      detail({ totalAmount: 150, subTotal: 150 }, { tradeIn, payments: [payment('trade-in', 150)] }),
      money,
    )
    expect(lines.slice(2)).toEqual([
      { label: 'Trade-in: Galaxy S21', amount: '$200.00', minus: true },
      { label: 'IMEI 352099001761481', amount: '' },
      { label: 'Paid out in cash', amount: '$50.00', strong: true },
    ])
  })
})

describe('the lines in the language of the screen (issue 32)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en')
  })

  it('word the lines in French, the tax rate and item count in their place', async () => {
    await i18n.changeLanguage('fr')
    const lines = receiptLines(
      detail({ taxRate: 20, taxAmount: 1.5, totalAmount: 9, enterAmount: 10 }, { payments: [payment('cash', 9)] }),
      money,
    )
    expect(lines.map((line) => line.label)).toEqual([
      'Sous-total (articles : 1)',
      'Taxe (20 %)',
      'Total',
      'Espèces',
      'Monnaie rendue',
    ])
  })

  it('word a deposit paid on account in Arabic, with the method inside the sentence', async () => {
    await i18n.changeLanguage('ar')
    const lines = receiptLines(
      detail({ method: false, totalAmount: 100 }, { due: 60, payments: [payment('card', 40)] }),
      money,
    )
    expect(lines.slice(-2).map((line) => line.label)).toEqual(['عربون (بطاقة)', 'المتبقي للدفع'])
  })
})
