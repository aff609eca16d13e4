import { toCsv } from '@counterpart/domain/pricing/csv'
import type { PendingBillResponse, TrendingProductsResponse } from '@counterpart/domain/schemas/reports'
import { describe, expect, it } from 'vitest'
import { paymentsCsv, pendingBillsCsv, stockOverallCsv, taxCsv, topProductsCsv } from './csv-files.ts'

const bill: PendingBillResponse = {
  ref: {
    time: '2026-03-10T10:00:00.000Z',
    by: 'Admin',
    barcode: '',
    key: 'PB-20260310-110000',
    from: null,
    to: null,
    timezone: 'Europe/Paris',
  },
  type: 'Customers',
  person: { id: 4, name: 'Zoë Dupré', phone: '', email: '' },
  list: [
    {
      id: 12,
      key: '361605123456',
      reference: '',
      created_at: '2026-03-09T23:30:00.000Z',
      dueDate: '2026-04-01',
      totalAmount: 100.1,
      refunded: 10,
      paid: 20.05,
      due: 70.05,
    },
    {
      id: 15,
      key: '361605999999',
      reference: '=HYPERLINK("x")',
      created_at: '2026-03-10T08:00:00.000Z',
      dueDate: null,
      totalAmount: 0.2,
      refunded: 0,
      paid: 0.1,
      due: 0.1,
    },
  ],
  creditAmount: 20.15,
  debitAmount: 0,
  unPaid: 2,
  unPaidAmount: 70.15,
}

describe('CSV files built in the browser', () => {
  it('pending bills: titles in words, the transaction number as text, local dates and a totals row', () => {
    const text = toCsv(pendingBillsCsv(bill, 'Europe/Paris'))
    expect(text.split('\r\n')).toEqual([
      'ID,Transaction number,Reference,Date,Due date,Total amount,Refunded,Paid,Due',
      // 23:30 UTC is already the 10th in Paris; the number stays 361605123456, not 3.61605E+11.
      '12,"=""361605123456""",,2026-03-10 00:30:00,2026-04-01,100.10,10.00,20.05,70.05',
      // A reference that would run as a formula stays text.
      `15,"=""361605999999""","'=HYPERLINK(""x"")",2026-03-10 09:00:00,,0.20,0.00,0.10,0.10`,
      // Summed in cents: 100.10 + 0.20 is 100.30, not 100.30000000000001.
      'Total,,,,,100.30,10.00,20.15,70.15',
      '',
    ])
  })

  it('top products: words for titles and the units sold added up', () => {
    const data: TrendingProductsResponse = {
      trending: [
        { product_id: 3, product: { name: 'Câble USB-C', sku: 'C-1' }, sold: 7 },
        { product_id: 9, product: { name: 'Écran 12"', sku: 'E-2' }, sold: 2 },
      ],
      fromDate: '2026-02-09',
      endDate: '2026-03-10',
    }
    expect(toCsv(topProductsCsv(data)).split('\r\n')).toEqual([
      'Rank,Product ID,Product,SKU,Sold',
      '1,3,Câble USB-C,C-1,7',
      '2,9,"Écran 12""",E-2,2',
      'Total,,,,9',
      '',
    ])
  })

  it('figure reports: one figure a line, named in words, money as plain decimals', () => {
    const stock = stockOverallCsv({
      costAmount: 1234.5,
      worthAmount: 2000,
      salesAmount: 99.99,
      sold: 3,
      quantity: 40,
      soldStock: 1,
      unSoldStock: 5,
    })
    const payments = paymentsCsv({
      debitAmount: 10,
      creditAmount: 20.5,
      pendingAmount: 37.5,
      receivableAmount: 12.5,
      payableAmount: 25,
      paidPayments: 2,
      unPaidPayments: 2,
      debitPayments: 2,
      creditPayments: 2,
      receivedByMethod: [
        { gateway: 'cash', amount: 15.5 },
        { gateway: 'card', amount: 5 },
      ],
      repairReceived: 50,
      billReceived: 43.99,
      receivedAmount: 114.49,
    })
    const tax = taxCsv({
      taxCollection: 1.5,
      taxCollectionDue: 0,
      taxOnPurchase: 2,
      taxFallOnRefund: 0.25,
      repairTax: 12,
      billTax: 4,
      netTaxCollected: 17.25,
      from: null,
      to: null,
      timezone: 'UTC',
    })
    for (const rows of [stock, payments, tax]) {
      expect(rows[0]).toEqual(['Figure', 'Value'])
      for (const [name] of rows.slice(1))
        expect(typeof name === 'string' ? name : '').toMatch(/^[A-Z][a-z-]*( [\w()-]+)*$/)
    }
    expect(toCsv(stock).split('\r\n')[1]).toBe('Stock at cost,1234.50')
    expect(toCsv(tax).split('\r\n').slice(1, 7)).toEqual([
      'Tax collected (net),17.25',
      'Tax collected (Live sales),1.50',
      'Tax on Due sales,0.00',
      'Tax on repairs,12.00',
      'Tax on bills,4.00',
      'Tax fallen on refunds,0.25',
    ])
    // Received by method, then what repairs and bills brought in, each on its row, and the sum of all.
    expect(toCsv(payments).split('\r\n').slice(1, 7)).toEqual([
      'Received (credit),20.50',
      'Received on sales (Cash),15.50',
      'Received on sales (Card),5.00',
      'Repairs prepaid (method not recorded),50.00',
      'Bills (method not recorded),43.99',
      'Received in all,114.49',
    ])
    // What customers owe and what the shop owes, each on its row; never one "Pending" sum of both.
    expect(toCsv(payments).split('\r\n').slice(8, 10)).toEqual(['Customers owe,12.50', 'Owed to suppliers,25.00'])
    expect(payments.map(([name]) => name)).not.toContain('Pending')
  })
})
