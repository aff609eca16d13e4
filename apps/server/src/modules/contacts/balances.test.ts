import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { decodeQuotedPrintable, mailCatcherForFile } from '../../../test/mail-catcher.ts'
import { posProduct, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy, receive } from '../../../test/stock-fixtures.ts'

const mail = await mailCatcherForFile()
const { test, admin } = await adminAppForFile()
const DAY = 86_400_000

/** Moves an order back in time, as if it had been made `days` ago. */
async function madeDaysAgo(orderId: number, days: number): Promise<void> {
  const at = new Date(Date.now() - days * DAY - 3_600_000).toISOString()
  await test.database.db.updateTable('orders').set({ created_at: at }).where('id', '=', orderId).execute()
}

describe('who owes what, aged (issue 28, item 7)', async () => {
  const supplier = await addSupplier(admin, { firstName: 'Omar', lastName: 'Parts', company: 'Parts Co' })
  const id = await addProduct(test, { price: 10000, cost: 6000, suppliers: [supplier] })
  const stocked = await buy(admin, supplier, [{ product_id: id, cost: 60, qty: 20 }])
  await receive(admin, stocked, [{ product: id, warehouse: 1, price: 100 }])
  const rita = await addCustomer(admin, { firstName: 'Rita', lastName: 'Owes', email: 'rita@example.com' })
  const sam = await addCustomer(admin, { firstName: 'Sam', lastName: 'Late', email: '' })
  const product = await posProduct(admin, id)
  const credit = (customer: number, qty: number, handed: number) =>
    sell(admin, [{ product, qty }], {
      customer_id: customer,
      method: false,
      enterAmount: handed,
      dueDate: '2099-01-01',
    })

  // Rita: $100 on credit 5 days ago ($40 handed over: $60 due), $200 45 days ago (nothing handed: $200 due).
  // Sam: $100 75 days ago ($100 due) and $300 120 days ago ($50 handed: $250 due).
  // A paid sale owes nothing.
  const r1 = await credit(rita, 1, 40)
  const r2 = await credit(rita, 2, 0)
  const s1 = await credit(sam, 1, 0)
  const s2 = await credit(sam, 3, 50)
  await sell(admin, [{ product, qty: 1 }], { customer_id: rita })
  await madeDaysAgo(r1.id, 5)
  await madeDaysAgo(r2.id, 45)
  await madeDaysAgo(s1.id, 75)
  await madeDaysAgo(s2.id, 120)
  // The shop owes the supplier $600 on a purchase on credit made 95 days ago (nothing paid yet).
  const owedPurchase = await buy(admin, supplier, [{ product_id: id, cost: 60, qty: 10 }], {
    method: false,
    dueDate: '2099-01-01',
  })
  await madeDaysAgo(owedPurchase, 95)

  it('lists each person once with what they owe by age, largest first, and the totals of each side', async () => {
    const response = await admin.get('/api/balances')
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.items.map((row: { name: string; total: number }) => [row.name, row.total])).toEqual([
      ['Parts Co (Omar Parts)', 600],
      ['Sam Late', 350],
      ['Rita Owes', 260],
    ])
    expect(body.items[1]).toMatchObject({
      kind: 'customer',
      id: sam,
      orders: 2,
      current: 0,
      days31to60: 0,
      days61to90: 100,
      over90: 250,
    })
    expect(body.items[2]).toMatchObject({ id: rita, current: 60, days31to60: 200, days61to90: 0, over90: 0 })
    expect(body.items[0]).toMatchObject({ kind: 'supplier', id: supplier, over90: 600 })
    expect(body.customers).toEqual({ total: 610, current: 60, days31to60: 200, days61to90: 100, over90: 250 })
    expect(body.suppliers).toEqual({ total: 600, current: 0, days31to60: 0, days61to90: 0, over90: 600 })
    expect(body.total).toBe(3)

    // The customers' side adds up to the Payments report's "Customers owe".
    const overall = (await admin.get('/api/payments-overall')).json()
    expect(overall.receivableAmount).toBe(610)
    expect(overall.payableAmount).toBe(600)
  })

  it('pages, searches and filters one side in SQL', async () => {
    const page = (await admin.get('/api/balances?itemsPerPage=2&page=2')).json()
    expect(page.items.map((row: { name: string }) => row.name)).toEqual(['Rita Owes'])
    expect(page.total).toBe(3)
    const searched = (await admin.get('/api/balances?search=rita')).json()
    expect(searched.items.map((row: { id: number }) => row.id)).toEqual([rita])
    expect(searched.customers.total).toBe(610)
    const suppliers = (await admin.get('/api/balances?side=suppliers')).json()
    expect(suppliers.items.map((row: { kind: string }) => row.kind)).toEqual(['supplier'])
    expectFieldErrors(await admin.get('/api/balances?side=everyone'), { side: ['The selected Show is invalid.'] })
  })

  it('drafts a reminder from the shop wording and sends it, on the customer history', async () => {
    await test.services.settings.update((current) => ({
      ...current,
      general: { ...current.general, site_name: 'Fix & Sell', phone: '555-0100' },
      mail: {
        ...current.mail,
        mail_host: '127.0.0.1',
        mail_port: mail.port,
        mail_encryption: 'null',
        from_email: 'shop@example.com',
      },
    }))
    const draft = await admin.get(`/api/balances/reminder/${rita}`)
    expect(draft.statusCode, draft.body).toBe(200)
    expect(draft.json()).toMatchObject({ email: 'rita@example.com', subject: 'A friendly reminder from Fix & Sell' })
    expect(draft.json().message).toContain('Dear Rita Owes,')
    expect(draft.json().message).toContain('$260.00 still to pay')
    expect(draft.json().message).toContain('call us on 555-0100')

    const before = mail.mails.length
    const sent = await admin.post(`/api/balances/reminder/${rita}`, {
      email: 'rita@example.com',
      subject: draft.json().subject,
      message: `${draft.json().message}\nP.S. Thank you!`,
    })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().message).toBe('Reminder sent to rita@example.com.')
    const caught = await mail.waitForMail(before + 1)
    expect(caught.to).toEqual(['rita@example.com'])
    expect(decodeQuotedPrintable(caught.raw)).toContain('P.S. Thank you!')
    const history = (await admin.get(`/api/audit-events?entity=customer&entity_id=${rita}`)).json()
    expect(history.items[0]).toMatchObject({ action: 'reminded' })
  })

  it('uses the wording saved in Mail settings, and refuses what cannot be sent', async () => {
    const saved = await admin.post('/api/setting-reminder-update', {
      subject: '{shop}: {amount} due',
      body: 'Hello {customer}, since {oldest}. {unknown} stays.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await admin.get('/api/setting-reminder')).json()).toEqual({
      subject: '{shop}: {amount} due',
      body: 'Hello {customer}, since {oldest}. {unknown} stays.',
    })
    const draft = (await admin.get(`/api/balances/reminder/${sam}`)).json()
    expect(draft.subject).toBe('Fix & Sell: $350.00 due')
    expect(draft.message).toMatch(/^Hello Sam Late, since \d\d-\d\d-\d{4}\. \{unknown\} stays\.$/)
    expect(draft.email).toBe('')

    // Nothing owed: a 409 with the reason, no mail.
    const paidUp = await addCustomer(admin, { firstName: 'Paid', email: 'paid@example.com' })
    const nothing = await admin.get(`/api/balances/reminder/${paidUp}`)
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().message).toBe('This customer owes the shop nothing: there is nothing to remind them of.')
    const before = mail.mails.length
    expect(
      (await admin.post(`/api/balances/reminder/${paidUp}`, { email: 'paid@example.com', subject: 's', message: 'm' }))
        .statusCode,
    ).toBe(409)
    expectFieldErrors(await admin.post(`/api/balances/reminder/${rita}`, { email: 'nope', subject: '', message: '' }), {
      email: ['The Email must be a valid email address.'],
      subject: ['The Subject field is required.'],
      message: ['The Message field is required.'],
    })
    expectFieldErrors(await admin.post('/api/setting-reminder-update', { subject: '', body: 'x' }), {
      subject: ['The Reminder subject field is required.'],
    })
    expect(mail.mails.length).toBe(before)
    expect((await admin.get('/api/balances/reminder/999999')).statusCode).toBe(404)
  })

  it('is for holders of reports; the wording for holders of mail settings', async () => {
    const email = `balances-${Date.now()}@example.com`
    await createStaff(test, { email, flags: ['saleList', 'customerDetials'] })
    const cashier = new TestClient(test.app)
    await cashier.login(email, 'password123')
    expect((await cashier.get('/api/balances')).statusCode).toBe(403)
    expect((await cashier.get(`/api/balances/reminder/${rita}`)).statusCode).toBe(403)
    expect((await cashier.get('/api/setting-reminder')).statusCode).toBe(403)
    expect((await cashier.post('/api/setting-reminder-update', { subject: 'a', body: 'b' })).statusCode).toBe(403)
  })
})
