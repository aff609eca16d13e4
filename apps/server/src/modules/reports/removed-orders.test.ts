import { describe, expect, it } from 'vitest'
import { adminAppForFile } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell, stockRow } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy, receive } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

/** Every list and report that counts sales, payments or units sold. */
async function figures(customer: number) {
  const report = async (url: string, body: object) => {
    const response = await admin.post(url, body)
    expect(response.statusCode, `${url} ${response.body}`).toBe(200)
    return response.json()
  }
  const read = async (url: string) => {
    const response = await admin.get(url)
    expect(response.statusCode, `${url} ${response.body}`).toBe(200)
    return response.json()
  }
  const sales = await Promise.all([0, 1].map((way) => report('/api/sale-report', { way, duration: 'today' })))
  const refunds = await report('/api/refund-report', { way: 1, duration: 'today' })
  const detail = await read(`/api/customer/${customer}`)
  const bill = await report('/api/pending-bill', { type: 'Customers', customer_id: customer })
  const stock = await read('/api/stock-overall')
  return {
    saleList: (await read('/api/order?filter=salling')).total,
    paymentList: (await read('/api/payment')).total,
    salesReport: sales.map(({ orders, sold, sales: amount, profit, list }) => ({ orders, sold, amount, profit, list })),
    payments: await read('/api/payments-overall'),
    tax: await read('/api/tax-report'),
    trending: (await read('/api/trending-products')).trending,
    dashboard: await read('/api/dashboard-chart'),
    pendingBill: { unPaid: bill.unPaid, unPaidAmount: bill.unPaidAmount, creditAmount: bill.creditAmount },
    stockSold: { sold: stock.sold, salesAmount: stock.salesAmount },
    refundReport: { orders: refunds.orders, returned: refunds.returned, refunds: refunds.refunds, list: refunds.list },
    customerPayments: (detail.customer.payments as { id: number; amount: number }[]).map(({ id, amount }) => ({
      id,
      amount,
    })),
  }
}

/** A customer, and ten units of a product bought at 10.00 and received at `price` (cents), ready for the till. */
async function onSaleForCustomer(price: number) {
  const supplier = await addSupplier(admin)
  const customer = await addCustomer(admin)
  const product = await addProduct(test, { suppliers: [supplier], price })
  const purchase = await buy(admin, supplier, [{ product_id: product, cost: 10, qty: 10 }])
  await receive(admin, purchase, [{ product, warehouse: 1, price: price / 100 }])
  return { customer, product, item: await posProduct(admin, product) }
}

describe('a removed sale counts in no list or report', () => {
  it('leaves the Payments list, payment detail, reports, top products and stock counts all agreeing', async () => {
    const { customer, product, item } = await onSaleForCustomer(2500)
    await sell(admin, [{ product: item, qty: 2 }], { customer_id: customer })
    const before = await figures(customer)
    expect(before.stockSold).toEqual({ sold: 2, salesAmount: 50 })

    // Three units on credit, 10.00 handed over: a paid and a pending payment.
    const removed = await sell(admin, [{ product: item, qty: 3 }], {
      method: false,
      customer_id: customer,
      enterAmount: 10,
      dueDate: '2031-01-31',
    })
    const payments = (await admin.get(`/api/order-payments/${removed.id}`)).json().payments as { id: number }[]
    expect(payments).toHaveLength(2)
    const during = await figures(customer)
    expect(during.stockSold).toEqual({ sold: 5, salesAmount: 125 })
    expect(during.pendingBill.unPaidAmount).toBe(65)
    expect(during.salesReport[0]).toMatchObject({ orders: 1, sold: 3 })
    expect(during.trending).toEqual([expect.objectContaining({ product_id: product, sold: 5 })])

    expect((await admin.delete(`/api/order/${removed.id}`)).statusCode).toBe(200)
    // Every figure is back to what it was before the removed sale...
    expect(await figures(customer)).toEqual(before)
    // ...its payments are gone from the list and their pages, like the sale from Transactions...
    expect((await admin.get(`/api/payment?search=${removed.key}`)).json().total).toBe(0)
    for (const payment of payments) expect((await admin.get(`/api/payment/${payment.id}`)).statusCode).toBe(404)
    expect((await admin.get(`/api/order-payments/${removed.id}`)).statusCode).toBe(404)
    expect((await admin.get(`/api/order/${removed.id}`)).statusCode).toBe(404)
    // ...and its three units are back on the shelf, no longer sold (issue 28, item 9).
    expect(await stockRow(test, product)).toMatchObject({ quantity: 8, sold: 2 })
  })
})

describe('a removed refund counts in no list or report', () => {
  it('leaves the refund report, the Payments list, the customer detail and the reports as before it', async () => {
    const { customer, item } = await onSaleForCustomer(4000)
    const sale = await sell(admin, [{ product: item, qty: 2 }], { customer_id: customer })
    const before = await figures(customer)

    const info = await confirmSale(admin, sale.key)
    const refunded = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refunded.statusCode, refunded.body).toBe(201)
    const refund = refunded.json<{ id: number; key: string }>()
    const during = await figures(customer)
    expect(during.refundReport).toMatchObject({ orders: before.refundReport.orders + 1, refunds: expect.any(Number) })
    expect(during.customerPayments.length).toBe(before.customerPayments.length + 1)
    expect(during.paymentList).toBe(before.paymentList + 1)

    expect((await admin.delete(`/api/order/${refund.id}`)).statusCode).toBe(200)
    const after = await figures(customer)
    // The unit that came back leaves the shelf again with the refund (issue 28, item 9): every figure of
    // money, stock and every list is back to what it was before the refund.
    expect(after).toEqual(before)
    expect((await admin.get(`/api/payment?search=${refund.key}`)).json().total).toBe(0)
  })
})
