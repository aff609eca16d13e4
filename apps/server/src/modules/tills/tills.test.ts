import { beforeAll, describe, expect, it } from 'vitest'
import { TILL_HEADER, TILL_MESSAGES, type TillReport } from '@counterpart/domain/schemas/tills'
import { LEGACY_TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, countRows, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { addTill, atTill, cash, openTill, sellAt, xReport } from '../../../test/till-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()
const db = test.database.db

let twenty: PosProduct

beforeAll(async () => {
  // Stock is not what these tests are about: selling below zero is allowed.
  await setPos(test, { overSelling: false })
  twenty = await posProduct(admin, await addProduct(test, { price: 2000, cost: 1000 }))
})

async function eventsOf(response: { headers: Record<string, unknown> }) {
  return db
    .selectFrom('audit_events')
    .selectAll()
    .where('request_id', '=', String(response.headers['x-request-id']))
    .execute()
}

async function closeTill(sessionId: number, count: Record<string, unknown> = { countedCash: 100 }) {
  const response = await admin.post(`/api/till-sessions/${sessionId}/close`, count)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ message: string; session: { zNumber: number; difference: number } }>()
}

describe('tills', () => {
  it('adds, lists and renames a till, with one audit event each', async () => {
    const added = await admin.post('/api/tills', { name: 'Front counter' })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json()).toEqual({ message: TILL_MESSAGES.added, id: expect.any(Number) })
    const id = added.json<{ id: number }>().id
    expect(await eventsOf(added)).toEqual([
      expect.objectContaining({ entity: 'till', entity_id: String(id), action: 'created' }),
    ])

    const renamed = await admin.patch(`/api/tills/${id}`, { name: 'Front desk' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toEqual({ message: TILL_MESSAGES.updated })
    const [event] = await eventsOf(renamed)
    expect(JSON.parse(event!.changes)).toEqual({ name: { before: 'Front counter', after: 'Front desk' } })

    const list = await admin.get('/api/tills')
    expect(list.statusCode).toBe(200)
    expect(list.json().sessionRequired).toBe(false)
    expect(list.json().tills).toContainEqual({
      id,
      name: 'Front desk',
      created_at: expect.any(String),
      openSession: null,
      printer: null,
      print_mode: 'ask',
    })
  })

  it('refuses a name in use or missing, under the name', async () => {
    const id = await addTill(admin, 'Back counter')
    const other = await addTill(admin, 'Side counter')
    expectFieldErrors(await admin.post('/api/tills', { name: 'Back counter' }), {
      name: [TILL_MESSAGES.nameTaken],
    })
    expectFieldErrors(await admin.patch(`/api/tills/${other}`, { name: 'Back counter' }), {
      name: [TILL_MESSAGES.nameTaken],
    })
    expectFieldErrors(await admin.post('/api/tills', { name: '  ' }), {
      name: ['The Till name field is required.'],
    })
    // Keeping its own name is no clash.
    expect((await admin.patch(`/api/tills/${id}`, { name: 'Back counter' })).statusCode).toBe(200)
    expect((await admin.patch('/api/tills/999999', { name: 'Nowhere' })).statusCode).toBe(404)
    expect((await admin.post('/api/tills/999999/open', { openingFloat: 1 })).statusCode).toBe(404)
  })

  it('asks for a signed-in user and the gates: saleCreate sells, generalSetting manages, reports reads', async () => {
    expect((await new TestClient(test.app).get('/api/tills')).statusCode).toBe(401)
    await createStaff(test, { email: 'cashier@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    expect((await cashier.login('cashier@example.com', 'password123')).statusCode).toBe(200)
    expect((await cashier.get('/api/tills')).statusCode).toBe(200)
    expect((await cashier.post('/api/tills', { name: 'Mine' })).statusCode).toBe(403)
    const till = await addTill(admin)
    expect((await cashier.patch(`/api/tills/${till}`, { name: 'Mine' })).statusCode).toBe(403)
    const session = await openTill(cashier, till)
    expect((await cashier.get('/api/till-sessions')).statusCode).toBe(403)
    expect((await cashier.get(`/api/till-sessions/${session}`)).statusCode).toBe(403)
    expect((await cashier.get(`/api/till-sessions/${session}/x-report`)).statusCode).toBe(200)
    expect((await cashier.post(`/api/till-sessions/${session}/close`, { countedCash: 100 })).statusCode).toBe(200)
    expect((await cashier.get(`/api/till-sessions/${session}/z-report`)).statusCode).toBe(403)
    expect((await cashier.delete(`/api/till-sessions/${session}/z-report`)).statusCode).toBe(403)

    await createStaff(test, { email: 'clerk@example.com', flags: ['reports'] })
    const clerk = new TestClient(test.app)
    await clerk.login('clerk@example.com', 'password123')
    expect((await clerk.get('/api/tills')).statusCode).toBe(403)
    expect((await clerk.post(`/api/tills/${till}/open`, { openingFloat: 1 })).statusCode).toBe(403)
    expect((await clerk.get(`/api/till-sessions/${session}/z-report`)).statusCode).toBe(200)
  })
})

describe('opening a session', () => {
  it('opens with the counted float, shows it on the till, and refuses a second open session (409)', async () => {
    const till = await addTill(admin)
    const response = await admin.post(`/api/tills/${till}/open`, { openingFloat: 150.5 })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({
      message: TILL_MESSAGES.opened,
      session: expect.objectContaining({
        till_id: till,
        status: 'open',
        openedBy: 'Administrator',
        openingFloat: 150.5,
        closed_at: null,
        expectedCash: null,
        zNumber: null,
      }),
    })
    const [event] = await eventsOf(response)
    expect(event).toMatchObject({ entity: 'till-session', action: 'opened' })
    expect(JSON.parse(event!.changes)).toMatchObject({ openingFloat: { after: 150.5 }, till_id: { after: till } })

    const again = await admin.post(`/api/tills/${till}/open`, { openingFloat: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(TILL_MESSAGES.alreadyOpen)
    const listed = (await admin.get('/api/tills')).json<{ tills: { id: number; openSession: unknown }[] }>()
    expect(listed.tills.find((item) => item.id === till)?.openSession).toMatchObject({
      id: response.json().session.id,
      openingFloat: 150.5,
    })
  })

  it('gives exactly one session to several opens of one till at the same instant', async () => {
    const till = await addTill(admin)
    const other = await addTill(admin)
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => admin.post(`/api/tills/${till}/open`, { openingFloat: 10 + index })),
      admin.post(`/api/tills/${other}/open`, { openingFloat: 5 }),
    ])
    const forTill = answers.slice(0, 6)
    expect(forTill.filter((answer) => answer.statusCode === 201)).toHaveLength(1)
    const refused = forTill.filter((answer) => answer.statusCode !== 201)
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array.from({ length: 5 }, () => [409, TILL_MESSAGES.alreadyOpen]),
    )
    // The other till opened alongside.
    expect(answers[6]!.statusCode).toBe(201)
    const open = await db
      .selectFrom('till_sessions')
      .select('id')
      .where('till_id', '=', till)
      .where('closed_at', 'is', null)
      .execute()
    expect(open).toHaveLength(1)
    // The refused opens wrote no audit event.
    for (const answer of refused) expect(await eventsOf(answer)).toEqual([])
  })

  it('refuses a float that is not an amount, under openingFloat', async () => {
    const till = await addTill(admin)
    for (const openingFloat of [-1, 'ten', 1.234, undefined]) {
      const response = await admin.post(`/api/tills/${till}/open`, { openingFloat })
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual(['openingFloat'])
    }
    expect(await countRows(test, 'till_sessions')).toBeGreaterThan(0)
  })
})

describe('cash in, cash out and no sale', () => {
  it('records cash in and out with their reason and a drawer opening, each with one audit event', async () => {
    const session = await openTill(admin, await addTill(admin), 50)
    const cashIn = await cash(admin, session, 'in', 25)
    expect(cashIn.statusCode, cashIn.body).toBe(200)
    expect(cashIn.json()).toEqual({ message: TILL_MESSAGES.cashRecorded })
    const [inEvent] = await eventsOf(cashIn)
    expect(inEvent).toMatchObject({ entity: 'till-session', entity_id: String(session), action: 'cash in' })
    expect(JSON.parse(inEvent!.changes)).toMatchObject({
      expectedCash: { before: 50, after: 75 },
      amount: { after: 25 },
      reason: { after: 'Cash in' },
    })
    const cashOut = await cash(admin, session, 'out', 30)
    expect(cashOut.statusCode).toBe(200)
    expect((await eventsOf(cashOut))[0]).toMatchObject({ action: 'cash out' })
    const noSale = await admin.post(`/api/till-sessions/${session}/no-sale`, { reason: 'Change for a customer' })
    expect(noSale.statusCode, noSale.body).toBe(200)
    expect(noSale.json()).toEqual({ message: TILL_MESSAGES.noSaleRecorded })
    expect((await eventsOf(noSale))[0]).toMatchObject({ action: 'no sale' })
    expect((await admin.post(`/api/till-sessions/${session}/no-sale`, {})).statusCode).toBe(200)

    const report = await xReport(admin, session)
    expect(report).toMatchObject({ cashIn: 25, cashOut: 30, noSales: 2, openingFloat: 50, expectedCash: 45 })
    const detail = await admin.get(`/api/till-sessions/${session}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().movements.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ['cash_in', 25],
      ['cash_out', -30],
      ['no_sale', 0],
      ['no_sale', 0],
    ])
    expect(detail.json().movements[2]).toMatchObject({ reason: 'Change for a customer', userName: 'Administrator' })
  })

  it('refuses a cash out of more than the drawer should hold, under amount, writing nothing', async () => {
    const session = await openTill(admin, await addTill(admin), 20)
    const before = await countRows(test, 'cash_movements')
    expectFieldErrors(await cash(admin, session, 'out', 20.01), {
      amount: ['The Amount may not be greater than the cash the drawer should hold (20.00).'],
    })
    expect(await countRows(test, 'cash_movements')).toBe(before)
    expect((await cash(admin, session, 'out', 20)).statusCode).toBe(200)
    expect((await xReport(admin, session)).expectedCash).toBe(0)
  })

  it('names each bad field, and answers 404 for an unknown session and 409 for a closed one', async () => {
    const session = await openTill(admin, await addTill(admin))
    const bad = await admin.post(`/api/till-sessions/${session}/cash`, { direction: 'sideways', amount: 0, reason: '' })
    expectFieldErrors(bad, {
      direction: ['The selected Cash in or out is invalid.'],
      amount: ['The Amount must be greater than 0.'],
      reason: ['The Reason field is required.'],
    })
    expect((await cash(admin, 999999, 'in', 1)).statusCode).toBe(404)
    expect((await admin.post('/api/till-sessions/999999/no-sale', {})).statusCode).toBe(404)
    await closeTill(session)
    const closed = await cash(admin, session, 'in', 1)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe(TILL_MESSAGES.notOpen)
    expect((await admin.post(`/api/till-sessions/${session}/no-sale`, {})).statusCode).toBe(409)
  })
})

describe('the X report', () => {
  it('adds up the session: sales, refunds, payments by method, tax by rate and the drawer', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    // 2 × 20.00 + 10 % tax = 44.00 in cash; 20.00 by card without tax.
    const cashSale = await sellAt(admin, till, [{ product: twenty, qty: 2 }], { taxRate: 10 })
    await sellAt(admin, till, [{ product: twenty }], { gateway: 'card' })
    // One of the two comes back: 22.00 paid out in cash.
    const info = await confirmSale(admin, cashSale.key)
    const refund = await atTill(admin, till, '/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    expect((await cash(admin, session, 'in', 10)).statusCode).toBe(200)
    expect((await cash(admin, session, 'out', 5)).statusCode).toBe(200)
    expect((await admin.post(`/api/till-sessions/${session}/no-sale`, {})).statusCode).toBe(200)
    // A sale at another till, or with no till, is not this session's.
    await sellAt(admin, null, [{ product: twenty }])

    const report = await xReport(admin, session)
    expect(report).toEqual({
      kind: 'X',
      number: null,
      tillName: expect.any(String),
      session_id: session,
      openedBy: 'Administrator',
      opened_at: expect.any(String),
      closedBy: null,
      closed_at: null,
      generated_at: expect.any(String),
      openingFloat: 100,
      sales: { count: 2, total: 64 },
      refunds: { count: 1, total: 22 },
      payments: [
        { gateway: 'card', count: 1, total: 20 },
        { gateway: 'cash', count: 2, total: 22 },
      ],
      taxes: [
        { rate: 0, taxable: 20, tax: 0 },
        { rate: 10, taxable: 20, tax: 2 },
      ],
      cashSales: 44,
      cashRefunds: 22,
      cashPayments: 0,
      cashBuybacks: 0,
      cashGiftCards: 0,
      // No repair deposit at this till (issue 31).
      cashDeposits: 0,
      cashIn: 10,
      cashOut: 5,
      noSales: 1,
      expectedCash: 127,
      countedCash: null,
      difference: null,
      denominations: null,
      // Issue 26: each cash out with its reason.
      cashOuts: [{ amount: 5, reason: 'Cash out', userName: 'Administrator', created_at: expect.any(String) }],
      outsideSession: { count: 0, total: 0, cash: 0 },
      // No store credit or gift card in this file's shop (issue 31): the report's section is all zeros.
      storedValue: {
        creditIssued: 0,
        creditRedeemed: 0,
        giftCardsIssued: 0,
        giftCardsRedeemed: 0,
        creditOutstanding: 0,
        giftCardsOutstanding: 0,
      },
    } satisfies TillReport)

    // The sale, the refund and their payments carry the session; the cash movements point at them.
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'session_id'])
      .where('session_id', '=', session)
      .execute()
    expect(orders).toHaveLength(3)
    const movements = await db
      .selectFrom('cash_movements')
      .select(['kind', 'amount', 'order_id', 'payment_id'])
      .where('session_id', '=', session)
      .where('kind', 'in', ['sale', 'refund'])
      .orderBy('id')
      .execute()
    expect(movements).toEqual([
      { kind: 'sale', amount: 4400, order_id: cashSale.id, payment_id: expect.any(Number) },
      { kind: 'refund', amount: -2200, order_id: refund.json().id, payment_id: expect.any(Number) },
    ])

    const csv = await admin.get(`/api/till-sessions/${session}/x-report/csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="x-report-session-${session}.csv"`)
    expect(csv.body.startsWith('\uFEFFFigure,Detail,Count,Amount\r\nReport,X report,,\r\n')).toBe(true)
    expect(csv.body).toContain('\r\nSales,,2,64.00\r\n')
    expect(csv.body).toContain('\r\nPayments,cash,2,22.00\r\n')
    expect(csv.body).toContain('\r\nTax,10%,,2.00\r\n')
    expect(csv.body).toContain('\r\nExpected cash,,,127.00\r\n')
    expect(csv.body).toContain('\r\nCash out,,,5.00\r\nCash out,Cash out,,5.00\r\n')
  })

  it('keeps the cash actually kept: the total when change is given, the part paid on a sale on credit', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 0)
    // 50.00 handed over for 20.00: 30.00 goes back as change, 20.00 stays.
    await sellAt(admin, till, [{ product: twenty }], { enterAmount: 50 })
    // On credit: 15.00 paid now, 5.00 due.
    const credit = await sellAt(admin, till, [{ product: twenty }], {
      customer_id: await addCustomer(admin),
      method: false,
      enterAmount: 15,
      dueDate: '2031-01-31',
    })
    expect((await xReport(admin, session)).cashSales).toBe(35)
    // The rest paid later at the till: a cash payment of the session.
    const paid = await atTill(admin, till, `/api/make-payment/${credit.id}`, {
      amount: 5,
      gateway: 'cash',
      status: true,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const payment = await db
      .selectFrom('payments')
      .select('session_id')
      .where('id', '=', paid.json().id)
      .executeTakeFirstOrThrow()
    expect(payment.session_id).toBe(session)
    const report = await xReport(admin, session)
    expect(report).toMatchObject({ cashSales: 35, cashPayments: 5, expectedCash: 40 })
    expect(report.payments).toEqual([{ gateway: 'cash', count: 3, total: 40 }])
  })

  it('counts a removed sale nowhere in the sales, while its cash stays in the drawer until paid out', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 0)
    const sale = await sellAt(admin, till, [{ product: twenty }])
    expect((await admin.delete(`/api/order/${sale.id}`)).statusCode).toBe(200)
    expect(await xReport(admin, session)).toMatchObject({
      sales: { count: 0, total: 0 },
      payments: [],
      taxes: [],
      cashSales: 20,
      expectedCash: 20,
    })
  })

  it('answers 404 for an unknown session', async () => {
    expect((await admin.get('/api/till-sessions/999999/x-report')).statusCode).toBe(404)
    expect((await admin.get('/api/till-sessions/999999/x-report/csv')).statusCode).toBe(404)
    expect((await admin.get('/api/till-sessions/999999')).statusCode).toBe(404)
    expect((await admin.get('/api/till-sessions/abc/x-report')).statusCode).toBe(404)
  })
})

describe('closing a session and its Z', () => {
  it('records expected, counted and difference, and writes the Z in the same transaction', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    await sellAt(admin, till, [{ product: twenty }])
    const response = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 117.5 })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      message: TILL_MESSAGES.closed,
      session: expect.objectContaining({
        status: 'closed',
        closedBy: 'Administrator',
        closed_at: expect.any(String),
        expectedCash: 120,
        countedCash: 117.5,
        difference: -2.5,
        zNumber: 1,
      }),
    })
    const [event] = await eventsOf(response)
    expect(event).toMatchObject({ entity: 'till-session', entity_id: String(session), action: 'closed' })
    expect(JSON.parse(event!.changes)).toEqual({
      status: { before: 'open', after: 'closed' },
      expectedCash: { after: 120 },
      countedCash: { after: 117.5 },
      difference: { after: -2.5 },
      zNumber: { after: 1 },
    })
    const z = await admin.get(`/api/till-sessions/${session}/z-report`)
    expect(z.statusCode).toBe(200)
    expect(z.json()).toMatchObject({
      kind: 'Z',
      number: 1,
      session_id: session,
      closedBy: 'Administrator',
      closed_at: response.json().session.closed_at,
      generated_at: response.json().session.closed_at,
      sales: { count: 1, total: 20 },
      expectedCash: 120,
      countedCash: 117.5,
      difference: -2.5,
      denominations: null,
    })
    // The X report of a closed session is its Z.
    expect((await admin.get(`/api/till-sessions/${session}/x-report`)).body).toBe(z.body)
    // The till is free again.
    expect((await admin.get('/api/tills')).json().tills).toContainEqual(
      expect.objectContaining({ id: till, openSession: null }),
    )
  })

  it('counts the drawer by notes and coins', async () => {
    const session = await openTill(admin, await addTill(admin), 100)
    const denominations = [
      { value: 50, count: 1 },
      { value: 20, count: 2 },
      { value: 0.5, count: 21 },
    ]
    const closed = await closeTill(session, { denominations })
    expect(closed.session).toMatchObject({ countedCash: 100.5, difference: 0.5 })
    const z = (await admin.get(`/api/till-sessions/${session}/z-report`)).json<TillReport>()
    expect(z).toMatchObject({ countedCash: 100.5, difference: 0.5, denominations })
    const csv = (await admin.get(`/api/till-sessions/${session}/z-report/csv`)).body
    expect(csv).toContain('\r\nCounted,0.50,21,10.50\r\n')
    expect(csv).toContain('\r\nCounted cash,,,100.50\r\nDifference,,,0.50\r\n')
  })

  it('refuses a close without a count, a count that disagrees with its notes and bad notes, by field', async () => {
    const session = await openTill(admin, await addTill(admin))
    expectFieldErrors(await admin.post(`/api/till-sessions/${session}/close`, {}), {
      countedCash: [TILL_MESSAGES.countRequired],
    })
    expectFieldErrors(await admin.post(`/api/till-sessions/${session}/close`, { denominations: [] }), {
      countedCash: [TILL_MESSAGES.countRequired],
    })
    expectFieldErrors(
      await admin.post(`/api/till-sessions/${session}/close`, {
        countedCash: 99,
        denominations: [{ value: 50, count: 2 }],
      }),
      { countedCash: ['The Counted cash must equal the count of notes and coins (100.00).'] },
    )
    expectFieldErrors(
      await admin.post(`/api/till-sessions/${session}/close`, { denominations: [{ value: 0, count: -1 }] }),
      {
        'denominations.0.value': ['The Note or coin must be greater than 0.'],
        'denominations.0.count': ['The Count must be at least 0.'],
      },
    )
    expect((await admin.post(`/api/till-sessions/${session}/close`, { countedCash: -5 })).statusCode).toBe(422)
    expect(await countRows(test, 'z_reports')).toBeGreaterThanOrEqual(0)
    expect((await admin.get(`/api/till-sessions/${session}`)).json().session.status).toBe('open')
    expect((await admin.post('/api/till-sessions/999999/close', { countedCash: 1 })).statusCode).toBe(404)
  })

  it('closes once: a second close, at once or later, is a 409 and writes no second Z', async () => {
    const session = await openTill(admin, await addTill(admin))
    const answers = await Promise.all([
      admin.post(`/api/till-sessions/${session}/close`, { countedCash: 100 }),
      admin.post(`/api/till-sessions/${session}/close`, { countedCash: 90 }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const later = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 100 })
    expect(later.statusCode).toBe(409)
    expect(later.json().message).toBe(TILL_MESSAGES.notOpen)
    const zs = await db.selectFrom('z_reports').select('number').where('session_id', '=', session).execute()
    expect(zs).toHaveLength(1)
  })

  it('numbers the Zs of each till 1, 2, 3 without a gap, independently of other tills', async () => {
    const first = await addTill(admin)
    const second = await addTill(admin)
    const numbers: Record<number, number[]> = { [first]: [], [second]: [] }
    for (const till of [first, second, first, first, second]) {
      const session = await openTill(admin, till)
      // A refused close takes no number.
      expect((await admin.post(`/api/till-sessions/${session}/close`, {})).statusCode).toBe(422)
      numbers[till]!.push((await closeTill(session)).session.zNumber)
    }
    expect(numbers).toEqual({ [first]: [1, 2, 3], [second]: [1, 2] })
    const stored = await db
      .selectFrom('z_reports')
      .select(['till_id', 'number'])
      .where('till_id', 'in', [first, second])
      .orderBy('till_id')
      .orderBy('number')
      .execute()
    expect(stored).toEqual([
      { till_id: first, number: 1 },
      { till_id: first, number: 2 },
      { till_id: first, number: 3 },
      { till_id: second, number: 1 },
      { till_id: second, number: 2 },
    ])
  })

  it('reprints a Z byte for byte, as JSON and CSV, whatever happened since', async () => {
    const till = await addTill(admin, 'Reprint till')
    const session = await openTill(admin, till, 80)
    await sellAt(admin, till, [{ product: twenty, qty: 3 }], { taxRate: 7.5 })
    await closeTill(session, { countedCash: 144.5 })
    const json = await admin.get(`/api/till-sessions/${session}/z-report`)
    const csv = await admin.get(`/api/till-sessions/${session}/z-report/csv`)
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="z-report-1-session-${session}.csv"`)
    const stored = await db
      .selectFrom('z_reports')
      .select('document')
      .where('session_id', '=', session)
      .executeTakeFirstOrThrow()
    // The answer is the stored document itself.
    expect(json.body).toBe(stored.document)
    // The CSV carries the audit log's anchor the paper Z keeps.
    const { auditHead } = JSON.parse(stored.document) as TillReport
    expect(auditHead).toBeTruthy()
    expect(csv.body).toContain(`\r\nAudit log anchor,${auditHead?.seq}:${auditHead?.hash},,\r\n`)

    // Later: the till is renamed, sells again in a new session, the sale of the Z is refunded and removed.
    expect((await admin.patch(`/api/tills/${till}`, { name: 'Renamed reprint till' })).statusCode).toBe(200)
    const next = await openTill(admin, till, 10)
    await sellAt(admin, till, [{ product: twenty }])
    await closeTill(next)
    const soldInZ = await db
      .selectFrom('orders')
      .select('id')
      .where('session_id', '=', session)
      .executeTakeFirstOrThrow()
    expect((await admin.delete(`/api/order/${soldInZ.id}`)).statusCode).toBe(200)

    const again = await admin.get(`/api/till-sessions/${session}/z-report`)
    expect(again.body).toBe(json.body)
    expect((await admin.get(`/api/till-sessions/${session}/z-report/csv`)).body).toBe(csv.body)
    expect((await admin.get(`/api/till-sessions/${session}/x-report/csv`)).body).toBe(csv.body)
    expect(again.json()).toMatchObject({ tillName: 'Reprint till', sales: { count: 1, total: 64.5 } })
  })

  it('refuses to change or delete a Z (409) and leaves it as it was; 404 while the session is open', async () => {
    const session = await openTill(admin, await addTill(admin))
    for (const call of [
      () => admin.patch(`/api/till-sessions/${session}/z-report`, { countedCash: 1 }),
      () => admin.delete(`/api/till-sessions/${session}/z-report`),
      () => admin.get(`/api/till-sessions/${session}/z-report`),
      () => admin.get(`/api/till-sessions/${session}/z-report/csv`),
    ]) {
      expect((await call()).statusCode).toBe(404)
    }
    expect((await admin.delete('/api/till-sessions/999999/z-report')).statusCode).toBe(404)
    await closeTill(session)
    const before = await db.selectFrom('z_reports').selectAll().where('session_id', '=', session).execute()
    const edit = await admin.patch(`/api/till-sessions/${session}/z-report`, { countedCash: 1, number: 99 })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe(TILL_MESSAGES.zFinal)
    const removal = await admin.delete(`/api/till-sessions/${session}/z-report`)
    expect(removal.statusCode).toBe(409)
    expect(removal.json().message).toBe(TILL_MESSAGES.zFinal)
    expect(await eventsOf(edit)).toEqual([])
    expect(await eventsOf(removal)).toEqual([])
    expect(await db.selectFrom('z_reports').selectAll().where('session_id', '=', session).execute()).toEqual(before)
  })
})

describe('the sessions report', () => {
  it('pages the sessions of a till, newest first, sorted by difference on request, with their movements', async () => {
    const till = await addTill(admin, 'Report till')
    const differences: number[] = []
    for (const counted of [100, 97, 103.25]) {
      const session = await openTill(admin, till, 100)
      differences.push((await closeTill(session, { countedCash: counted })).session.difference)
    }
    const open = await openTill(admin, till, 5)
    expect(differences).toEqual([0, -3, 3.25])

    const page = await admin.get(`/api/till-sessions?till_id=${till}&itemsPerPage=2`)
    expect(page.statusCode).toBe(200)
    expect(page.json().total).toBe(4)
    expect(page.json().items).toHaveLength(2)
    expect(page.json().items[0]).toMatchObject({ id: open, status: 'open', tillName: 'Report till' })
    expect(page.json().items[1]).toMatchObject({ difference: 3.25, zNumber: 3 })

    const byDifference = await admin.get(
      `/api/till-sessions?till_id=${till}&sortBy=difference&sortDesc=false&itemsPerPage=10`,
    )
    const closedDifferences = byDifference
      .json<{ items: { difference: number | null }[] }>()
      .items.map((item) => item.difference)
      .filter((value) => value !== null)
    expect(closedDifferences).toEqual([-3, 0, 3.25])

    const searched = await admin.get('/api/till-sessions?search=Report%20till')
    expect(searched.json().total).toBe(4)
    const all = await admin.get('/api/till-sessions?sortBy=closed_at&sortDesc=true')
    expect(all.statusCode).toBe(200)
    expect(all.json().total).toBeGreaterThan(4)

    expectFieldErrors(await admin.get('/api/till-sessions?till_id=abc'), {
      till_id: ['The Till field is required.'],
    })
    expect((await admin.get('/api/till-sessions?till_id=0')).statusCode).toBe(422)
  })
})

describe('the terminal and its till', () => {
  it('without the setting: a sale with no till is sold exactly as before, with no session', async () => {
    const movements = await countRows(test, 'cash_movements')
    const sale = await sellAt(admin, null, [{ product: twenty }])
    const order = await db.selectFrom('orders').select('session_id').where('id', '=', sale.id).executeTakeFirstOrThrow()
    expect(order.session_id).toBeNull()
    const payments = await db.selectFrom('payments').select('session_id').where('order_id', '=', sale.id).execute()
    expect(payments).toEqual([{ session_id: null }])
    // A till with no open session: sold too, with no session.
    const idle = await addTill(admin)
    const untilled = await sellAt(admin, idle, [{ product: twenty }])
    expect(
      (await db.selectFrom('orders').select('session_id').where('id', '=', untilled.id).executeTakeFirstOrThrow())
        .session_id,
    ).toBeNull()
    expect(await countRows(test, 'cash_movements')).toBe(movements)
  })

  it('refuses an unknown or malformed till under till, writing nothing', async () => {
    const orders = await countRows(test, 'orders')
    for (const header of ['999999', 'abc', '1.5', '-3', '0']) {
      const response = await atTill(admin, header, '/api/sale', saleBody([{ product: twenty }]))
      expectFieldErrors(response, { till: ['The selected Till is invalid.'] })
    }
    const twice = await admin.request({
      method: 'POST',
      url: '/api/sale',
      payload: saleBody([{ product: twenty }]),
      headers: { [TILL_HEADER]: ['1', '2'] },
    })
    expect(twice.statusCode).toBe(422)
    expect(await countRows(test, 'orders')).toBe(orders)
  })

  it('reads the till from the header a tab opened before the rename still sends (x-counterpart-register)', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till)
    const response = await admin.request({
      method: 'POST',
      url: '/api/sale',
      payload: saleBody([{ product: twenty }]),
      headers: { [LEGACY_TILL_HEADER]: String(till) },
    })
    expect(response.statusCode, response.body).toBe(201)
    const order = await db
      .selectFrom('orders')
      .select('session_id')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow()
    expect(order.session_id).toBe(session)
  })

  describe('with "Require an open till session to sell" on', () => {
    const tables = ['orders', 'order_items', 'payments', 'stock_movements', 'cash_movements', 'audit_events'] as const
    async function counts() {
      return Promise.all(tables.map((table) => countRows(test, table)))
    }

    it('is stored by the POS settings save, and kept by a save that does not send it', async () => {
      const pos = (await admin.get('/api/settings')).json().pos as Record<string, unknown>
      expect(pos.requireTillSession).toBe(false)
      const save = await admin.post('/api/setting-pos-update', { ...pos, requireTillSession: true })
      expect(save.statusCode, save.body).toBe(200)
      const { requireTillSession: _rule, ...specFields } = pos
      expect((await admin.post('/api/setting-pos-update', specFields)).statusCode).toBe(200)
      expect((await admin.get('/api/settings')).json().pos.requireTillSession).toBe(true)
      expect((await admin.get('/api/tills')).json().sessionRequired).toBe(true)
      expectFieldErrors(await admin.post('/api/setting-pos-update', { ...pos, requireTillSession: 'yes' }), {
        requireTillSession: ['The Require an open till session to sell field must be true or false.'],
      })
    })

    it('refuses a sale, a refund and a payment with no till or no open session (409), writing nothing', async () => {
      const till = await addTill(admin)
      // Sold before the rule, for the refund and payment below.
      await setPos(test, { requireTillSession: false })
      const sold = await sellAt(admin, null, [{ product: twenty, qty: 2 }], {
        customer_id: await addCustomer(admin),
        method: false,
        enterAmount: 0,
        dueDate: '2031-01-31',
      })
      await setPos(test, { requireTillSession: true })
      const info = await confirmSale(admin, sold.key)
      const refund = refundBody(info, [{ id: info.items[0]!.id, qty: 1 }])
      const before = await counts()
      for (const tillId of [null, till]) {
        for (const [url, body] of [
          ['/api/sale', saleBody([{ product: twenty }])],
          ['/api/sale-return', refund],
          [`/api/make-payment/${sold.id}`, { amount: 1, gateway: 'cash', status: true }],
        ] as const) {
          const response = await atTill(admin, tillId, url, body)
          expect(response.statusCode, `${url} at ${tillId}`).toBe(409)
          expect(response.json().message).toBe(TILL_MESSAGES.sessionRequired)
        }
      }
      expect(await counts()).toEqual(before)

      // With the till's session open, the same sale goes through and belongs to it.
      const session = await openTill(admin, till, 0)
      const sale = await sellAt(admin, till, [{ product: twenty }])
      expect(
        (await db.selectFrom('orders').select('session_id').where('id', '=', sale.id).executeTakeFirstOrThrow())
          .session_id,
      ).toBe(session)
      const refunded = await atTill(admin, till, '/api/sale-return', refund)
      expect(refunded.statusCode, refunded.body).toBe(201)
      expect((await xReport(admin, session)).cashSales).toBe(20)
      await closeTill(session, { countedCash: 20 })
      // Closed: selling at the till is refused again.
      const afterClose = await atTill(admin, till, '/api/sale', saleBody([{ product: twenty }]))
      expect(afterClose.statusCode).toBe(409)
    })

    it('lets a supplier be paid from the back office, with no till', async () => {
      const supplier = await addSupplier(admin)
      const product = await addProduct(test, { suppliers: [supplier] })
      const purchase = await buy(admin, supplier, [{ product_id: product, cost: 30, qty: 1 }], {
        method: false,
        dueDate: '2031-06-30',
      })
      const paid = await admin.post(`/api/make-payment/${purchase}`, { amount: 30, gateway: 'cheque', status: true })
      expect(paid.statusCode, paid.body).toBe(201)
      await setPos(test, { requireTillSession: false })
    })
  })
})
