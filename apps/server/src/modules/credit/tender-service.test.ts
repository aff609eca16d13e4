import { describe, expect, it } from 'vitest'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT, type TestClient } from '../../../test/helpers.ts'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { confirmSale, posProduct, refundBody, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, expectBooksBalance } from '../../../test/stock-fixtures.ts'
import { addTill, atTill, openTill, sellAt, xReport } from '../../../test/till-fixtures.ts'

/** Store credit as a payment (issue 31, item 2): a sale, a debt and a refund paid in credit. */
const { test, admin } = await adminAppForFile()

const giveCredit = (customer: number, amount: number) =>
  admin.post(`/api/customers/${customer}/credit`, { type: 'issued', amount, note: 'Opening' })
const balance = async (customer: number) => (await admin.get(`/api/customers/${customer}/credit`)).json()
const paymentsOf = async (client: TestClient, id: number) =>
  (await client.get(`/api/order-payments/${id}`)).json().payments as {
    id: number
    gateway: string
    amount: number
    status: boolean
  }[]

async function phone(price = 10000) {
  return posProduct(admin, await addProduct(test, { qty: 50, price }))
}

describe(`paying with store credit (${TEST_DIALECT})`, () => {
  it('pays part of a sale with store credit and the rest in cash: a payment each, the balance down', async () => {
    const customer = await addCustomer(admin)
    await giveCredit(customer, 30)
    const product = await phone()
    const answer = await admin.post(
      '/api/sale',
      saleBody([{ product }], {
        customer_id: customer,
        enterAmount: 80,
        tenders: [
          { gateway: 'credit', amount: 30 },
          { gateway: 'cash', amount: 70 },
        ],
      }),
    )
    expect(answer.statusCode, answer.body).toBe(201)
    const { id, key } = answer.json()
    const payments = await paymentsOf(admin, id)
    expect(payments.map(({ gateway, amount, status }) => [gateway, amount, status])).toEqual([
      ['credit', 30, true],
      ['cash', 70, true],
    ])
    const history = await balance(customer)
    expect(history.balance).toBe(0)
    expect(history.items.at(-1)).toMatchObject({ type: 'redeemed', amount: -30, order: { id, key } })
    expect(await test.services.credit.ledgerViolations()).toEqual([])
    await expectBooksBalance(test)
    // The A4 invoice names each part, then the cash handed over and the change on the cash part.
    const invoice = pdfText((await admin.get(`/api/export-sale-invoice/${id}`)).rawPayload)
    expect(invoice).toMatch(/Store credit\s*\$30\.00/)
    expect(invoice).toMatch(/Cash tendered\s*\$80\.00/)
    expect(invoice).toMatch(/Change\s*\$10\.00/)
  })

  it('refuses tenders that do not pay the total, credit without a customer, and more credit than is left', async () => {
    const customer = await addCustomer(admin)
    await giveCredit(customer, 20)
    const product = await phone()
    expectFieldErrors(
      await admin.post(
        '/api/sale',
        saleBody([{ product }], {
          tenders: [
            { gateway: 'cash', amount: 60 },
            { gateway: 'card', amount: 30 },
          ],
        }),
      ),
      { tenders: ['The payments add up to $90.00, not the $100.00 to pay.'] },
    )
    expectFieldErrors(
      await admin.post('/api/sale', saleBody([{ product }], { tenders: [{ gateway: 'cash', amount: 101 }] })),
      { tenders: ['The payments add up to $101.00, more than the $100.00 to pay.'] },
    )
    expectFieldErrors(
      await admin.post('/api/sale', saleBody([{ product }], { tenders: [{ gateway: 'credit', amount: 100 }] })),
      { customer_id: ['Choose the customer whose store credit pays.'] },
    )
    expectFieldErrors(
      await admin.post(
        '/api/sale',
        saleBody([{ product }], {
          tenders: [
            { gateway: 'gift-card', amount: 100 },
            { gateway: 'other', amount: 0 },
          ],
        }),
      ),
      {
        'tenders.0.code': ['The Gift card code field is required to pay by gift card.'],
        'tenders.1.amount': ['The Amount paid must be more than 0.'],
      },
    )
    const before = (await admin.get('/api/order?itemsPerPage=1')).json().total
    const short = await admin.post(
      '/api/sale',
      saleBody([{ product }], {
        customer_id: customer,
        tenders: [
          { gateway: 'credit', amount: 25 },
          { gateway: 'card', amount: 75 },
        ],
      }),
    )
    expect(short.statusCode).toBe(409)
    expect(short.json().message).toBe('Only $20.00 of store credit is left on this customer.')
    // Nothing of the refused sale was written: no order, the balance and the stock as they were.
    expect((await admin.get('/api/order?itemsPerPage=1')).json().total).toBe(before)
    expect((await balance(customer)).balance).toBe(20)
    await expectBooksBalance(test)
  })

  it('gives one of two tills taking the last of the credit at once, and the other a 409 with no sale', async () => {
    const customer = await addCustomer(admin)
    await giveCredit(customer, 100)
    const product = await phone(6000)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        admin.post(
          '/api/sale',
          saleBody([{ product }], { customer_id: customer, tenders: [{ gateway: 'credit', amount: 60 }] }),
        ),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409])
    const history = await balance(customer)
    expect([history.balance, history.total]).toEqual([40, 2])
    expect(await test.services.credit.ledgerViolations()).toEqual([])
  })

  it('refunds onto the customer’s store credit, and refuses it for a walk-in sale', async () => {
    const customer = await addCustomer(admin)
    const product = await phone()
    const sale = (
      await admin.post('/api/sale', saleBody([{ product, qty: 2 }], { customer_id: customer, gateway: 'card' }))
    ).json()
    const info = await confirmSale(admin, sale.key)
    const refund = await admin.post('/api/sale-return', {
      ...refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]),
      gateway: 'credit',
    })
    expect(refund.statusCode, refund.body).toBe(201)
    const history = await balance(customer)
    expect(history.balance).toBe(100)
    expect(history.items.at(-1)).toMatchObject({ type: 'issued', amount: 100, order: { id: refund.json().id } })
    expect((await paymentsOf(admin, refund.json().id)).map(({ gateway, amount }) => [gateway, amount])).toEqual([
      ['credit', 100],
    ])

    const walkIn = (await admin.post('/api/sale', saleBody([{ product }]))).json()
    const walkInInfo = await confirmSale(admin, walkIn.key)
    expectFieldErrors(
      await admin.post('/api/sale-return', {
        ...refundBody(walkInInfo, [{ id: walkInInfo.items[0]!.id, qty: 1 }]),
        gateway: 'credit',
      }),
      { gateway: ['This sale has no customer to give store credit to: refund it another way.'] },
    )
  })

  it('pays a debt with store credit; such a payment, and its sale, stay as they are', async () => {
    const customer = await addCustomer(admin)
    await giveCredit(customer, 50)
    const product = await phone()
    const sale = (
      await admin.post(
        '/api/sale',
        saleBody([{ product }], { method: false, customer_id: customer, enterAmount: 0, dueDate: '2030-01-01' }),
      )
    ).json()
    const paid = await admin.post(`/api/make-payment/${sale.id}`, { amount: 40, gateway: 'credit', status: true })
    expect(paid.statusCode, paid.body).toBe(201)
    expect((await balance(customer)).balance).toBe(10)
    expect((await admin.get(`/api/customer-balance/${customer}`)).json().balance).toBe(60)

    const credit = (await paymentsOf(admin, sale.id)).find((payment) => payment.gateway === 'credit')!
    const fixed =
      'A payment made with store credit or a gift card cannot be changed or removed: refund the sale instead.'
    const edit = await admin.patch(`/api/payment/${credit.id}`, { amount: 10, gateway: 'credit', status: true })
    expect([edit.statusCode, edit.json().message]).toEqual([409, fixed])
    const removal = await admin.delete(`/api/payment/${credit.id}`)
    expect([removal.statusCode, removal.json().message]).toEqual([409, fixed])
    const removeSale = await admin.delete(`/api/order/${sale.id}`)
    expect(removeSale.statusCode).toBe(409)
    expect((await balance(customer)).balance).toBe(10)

    expectFieldErrors(
      await admin.post(`/api/make-payment/${sale.id}`, { amount: 5, gateway: 'credit', status: false }),
      { gateway: ["Store credit and gift cards pay only a customer's sale, and only as a paid payment."] },
    )
  })

  it('pays a buy-back in store credit with the shop’s bonus, and keeps that payout as it was issued', async () => {
    await setPos(test, { creditBonusRate: 10 })
    const customer = await addCustomer(admin)
    const seller = {
      fullName: 'Ama Owusu',
      phone: '0244000333',
      address: '',
      model: 'Galaxy S21',
      imei: '',
      cost: '150.00',
      price: '230.00',
      sign: TINY_PNG_DATA_URL,
    }
    const buy = (fields: Record<string, string>) =>
      admin.request({ method: 'POST', url: '/api/custom-product', ...formData({ ...seller, ...fields }) })
    expectFieldErrors(await buy({ gateway: 'credit' }), {
      customer_id: ['Choose the Customer who takes the store credit.'],
    })
    expectFieldErrors(await buy({ gateway: 'credit', customer_id: '999999' }), {
      customer_id: ['The selected Customer is invalid.'],
    })
    const bought = await buy({ gateway: 'credit', customer_id: String(customer) })
    expect(bought.statusCode, bought.body).toBe(200)
    const id = bought.json().item.id as number
    const history = await balance(customer)
    expect(history.balance).toBe(165)
    expect(history.items.at(-1)).toMatchObject({ type: 'issued', amount: 165 })
    const payout = await test.database.db
      .selectFrom('payments')
      .select(['gateway', 'amount', 'type'])
      .where('custom_product_id', '=', id)
      .execute()
    expect(payout.map((row) => [row.gateway, Number(row.amount), row.type])).toEqual([['credit', 15000, 'debit']])

    const edit = (fields: Record<string, string>) =>
      admin.request({
        method: 'POST',
        url: `/api/custom-product-update/${id}`,
        ...formData({ ...seller, ...fields }),
      })
    const dearer = await edit({ cost: '160.00' })
    expect([dearer.statusCode, dearer.json().message]).toEqual([
      409,
      'This item was paid for in store credit: its cost and how it was paid cannot be changed.',
    ])
    expect((await edit({ model: 'Galaxy S21 5G' })).statusCode).toBe(200)
    const removal = await admin.delete(`/api/custom-product/${id}`)
    expect([removal.statusCode, removal.json().message]).toEqual([
      409,
      'This item was paid for in store credit: it stays on record and cannot be removed.',
    ])
    const cash = await buy({ gateway: 'cash' })
    const switched = await admin.request({
      method: 'POST',
      url: `/api/custom-product-update/${cash.json().item.id}`,
      ...formData({ ...seller, gateway: 'credit', customer_id: String(customer) }),
    })
    expect([switched.statusCode, switched.json().message]).toEqual([
      409,
      'Store credit can be chosen only when the item is bought.',
    ])
    expect((await balance(customer)).balance).toBe(165)
    expect(await test.services.credit.ledgerViolations()).toEqual([])
    await setPos(test, { creditBonusRate: 0 })
  })

  it('puts store credit on the till’s report: taken and given by method, and what customers hold', async () => {
    const customer = await addCustomer(admin)
    await giveCredit(customer, 40)
    const till = await addTill(admin)
    const session = await openTill(admin, till, 50)
    const product = await phone(6000)
    await sellAt(admin, till, [{ product }], {
      customer_id: customer,
      enterAmount: 50,
      tenders: [
        { gateway: 'credit', amount: 25 },
        { gateway: 'cash', amount: 35 },
      ],
    })
    const sale = await sellAt(admin, till, [{ product }], { customer_id: customer, gateway: 'card' })
    const info = await confirmSale(admin, sale.key)
    const refund = await atTill(admin, till, '/api/sale-return', {
      ...refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]),
      gateway: 'credit',
    })
    expect(refund.statusCode, refund.body).toBe(201)
    const report = await xReport(admin, session)
    expect(report.payments).toEqual([
      { gateway: 'card', count: 1, total: 60 },
      { gateway: 'cash', count: 1, total: 35 },
      { gateway: 'credit', count: 2, total: -35 },
    ])
    // Only the cash tender is in the drawer: the float and 35.00.
    expect([report.cashSales, report.expectedCash]).toEqual([35, 85])
    const held = await test.database.db
      .selectFrom('customers')
      .select((eb) => eb.fn.sum<number>('creditBalance').as('total'))
      .executeTakeFirstOrThrow()
    expect(report.storedValue).toMatchObject({
      creditIssued: 60,
      creditRedeemed: 25,
      giftCardsIssued: 0,
      giftCardsRedeemed: 0,
      creditOutstanding: Number(held.total) / 100,
    })
    expect((await balance(customer)).balance).toBe(75)
  })
})
