import { LOGIN_MAX_ATTEMPTS } from '@counterpart/domain/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/connection.ts'
import { TEST_DIALECT } from '../helpers.ts'
import { ADMIN, HttpClient, scaleDatabase, signIn, startApp, type AppProcess, type ScaleDatabase } from './harness.ts'
import { cashSale, checkBooks, setOverSelling, stockedProduct, stockOf, WHOLE_BOOKS } from './shop.ts'

/**
 * Two identical app processes on one database, as behind a load balancer: nothing that must be shared
 * may live in one process's memory.
 */

let database: ScaleDatabase
let one: AppProcess
let two: AppProcess
let check: DatabaseHandle

beforeAll(async () => {
  database = await scaleDatabase()
  // Both at the same moment, as an orchestrator starts replicas on a fresh database.
  ;[one, two] = await Promise.all([startApp({ db: database }), startApp({ db: database })])
  check = database.open()
}, 90_000)

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
  await check?.db.destroy()
  await database?.drop()
})

describe(`two app processes on one ${TEST_DIALECT} database`, () => {
  it('both started on the same fresh database: one admin account, every migration once', async () => {
    const users = await check.db.selectFrom('users').select('id').execute()
    expect(users.map((user) => user.id)).toEqual([1])
    const health = await Promise.all([one, two].map((app) => fetch(`${app.url}/api/health`)))
    expect(health.map((answer) => answer.status)).toEqual([200, 200])
  })

  it('a session signed in on one process is valid on the other, and signing out there signs out on both', async () => {
    const browser = await signIn(one.url)
    const onOne = await browser.post('/api/pull-app-configuration')
    expect(onOne.json().autheried.email).toBe(ADMIN.email)

    browser.baseUrl = two.url
    const onTwo = await browser.post('/api/pull-app-configuration')
    expect(onTwo.statusCode).toBe(200)
    expect(onTwo.json().autheried.email).toBe(ADMIN.email)
    expect((await browser.get('/api/products')).statusCode).toBe(200)

    expect((await browser.post('/api/logout')).statusCode).toBe(200)
    browser.baseUrl = one.url
    expect((await browser.post('/api/pull-app-configuration')).json().autheried).toBeNull()
  })

  it('a session cookie copied before sign-out is refused by both processes after it', async () => {
    const browser = await signIn(two.url)
    const copy = new HttpClient(one.url)
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value)
    expect((await copy.get('/api/products')).statusCode).toBe(200)
    expect((await browser.post('/api/logout')).statusCode).toBe(200)
    expect((await copy.get('/api/products')).statusCode).toBe(401)
    copy.baseUrl = two.url
    expect((await copy.get('/api/products')).statusCode).toBe(401)
  })

  it('login throttling counts failures made on both processes together', async () => {
    const email = 'nobody-here@example.com'
    const answers: number[] = []
    for (let attempt = 0; attempt < LOGIN_MAX_ATTEMPTS; attempt += 1) {
      const client = new HttpClient(attempt % 2 === 0 ? one.url : two.url)
      answers.push((await client.login(email, 'wrong-password')).statusCode)
    }
    expect(answers).toEqual(Array(LOGIN_MAX_ATTEMPTS).fill(422))
    // Neither process alone saw LOGIN_MAX_ATTEMPTS failures, yet both now refuse for a while.
    for (const app of [one, two]) {
      const locked = await new HttpClient(app.url).login(email, 'wrong-password')
      expect(locked.statusCode).toBe(429)
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(locked.json().message).toMatch(/Too many/i)
    }
  })

  it('40 concurrent sales of the last 10 units, split across both processes: exactly 10 succeed and the stock ends at 0', async () => {
    const tills = [await signIn(one.url), await signIn(two.url), await signIn(one.url), await signIn(two.url)]
    await setOverSelling(tills[0] as HttpClient, true)
    const product = await stockedProduct(tills[0] as HttpClient, 10)
    const body = cashSale([product])
    const ordersBefore = await check.db.selectFrom('orders').select('id').where('salling', '=', 1).execute()

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (tills[index % 4] as HttpClient).post('/api/sale', body)),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(10)
    expect(codes.filter((code) => code === 409)).toHaveLength(30)
    // Each process answered its 20 tills' requests with a sale or a clear refusal. Which process wins the
    // 10 units depends on scheduling (one may take them all), so only the split of the work is asserted.
    for (const process of [0, 1]) {
      const answered = answers.filter((_, index) => index % 2 === process).map((answer) => answer.statusCode)
      expect(answered).toHaveLength(20)
      expect(answered.every((code) => code === 201 || code === 409)).toBe(true)
    }
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toContain(product.name)
    }
    expect(await stockOf(check.db, product.id)).toEqual({ quantity: 0, sold: 10 })
    const ordersAfter = await check.db.selectFrom('orders').select('id').where('salling', '=', 1).execute()
    expect(ordersAfter.length - ordersBefore.length).toBe(10)
    expect(await checkBooks(check.db)).toEqual(WHOLE_BOOKS)
  })

  it("both processes' sealers chain the audit log of sales made on both at once: every event one number, no gap", async () => {
    const tills = [await signIn(one.url), await signIn(two.url)]
    const body = cashSale([await stockedProduct(tills[0] as HttpClient, 100)])
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (tills[index % 2] as HttpClient).post('/api/sale', body)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201))
    // The verify route seals on the process asked; the other's sealer may be sealing at the same moment.
    const verified = await Promise.all(
      [tills[0], tills[1]].map((till) => (till as HttpClient).get('/api/audit-verify')),
    )
    for (const answer of verified) {
      expect(answer.json()).toMatchObject({ ok: true, problems: [], unsealed: { count: 0 } })
    }
    const numbers = await check.db.selectFrom('audit_events').select('seq').orderBy('seq').execute()
    expect(numbers.map((row) => Number(row.seq))).toEqual(numbers.map((_, index) => index + 1))
  })
})
