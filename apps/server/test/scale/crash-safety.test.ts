import net from 'node:net'
import { toCents } from '@counterpart/domain/money'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/connection.ts'
import { TEST_DIALECT } from '../helpers.ts'
import {
  scaleDatabase,
  signIn,
  sleep,
  startApp,
  type AppProcess,
  type HttpClient,
  type ScaleDatabase,
} from './harness.ts'
import {
  basicQtyProduct,
  cashSale,
  checkBooks,
  setOverSelling,
  stockedProduct,
  storedSale,
  WHOLE_BOOKS,
} from './shop.ts'

/**
 * What a power cut or `kill -9` does to the books: every sale the till was told succeeded is stored whole,
 * nothing is half-written, and the stock counters still equal the sum of their movements. And a normal
 * stop (SIGTERM, as in a rolling restart) finishes what is in flight before exiting.
 */

let database: ScaleDatabase
let check: DatabaseHandle
const running: AppProcess[] = []

async function start(): Promise<AppProcess> {
  const app = await startApp({ db: database })
  running.push(app)
  return app
}

beforeAll(async () => {
  database = await scaleDatabase()
  check = database.open()
}, 60_000)

afterAll(async () => {
  await Promise.all(running.map((app) => app.stop('SIGKILL')))
  await check?.db.destroy()
  await database?.drop()
})

interface Attempt {
  key: string
  body: ReturnType<typeof cashSale>
  outcome: 'sold' | 'refused' | 'lost'
  id?: number
}

describe(`crash safety (${TEST_DIALECT})`, () => {
  it('SIGKILL in the middle of a stream of sales: every sale answered 2xx is stored whole, none half-written', async () => {
    let app = await start()
    const admin = await signIn(app.url)
    await setOverSelling(admin, true)
    // Three products in warehouse 1 and one selling from the quantity typed on its product form: the
    // basic qty must equal its movements after the kill too.
    const products: PosProduct[] = [await basicQtyProduct(admin, 100_000)]
    for (let index = 0; index < 3; index += 1) products.push(await stockedProduct(admin, 100_000, 10 + index))
    const tills = await Promise.all(Array.from({ length: 4 }, () => signIn(app.url)))

    const attempts: Attempt[] = []
    let answered = 0
    let inFlight = 0
    let inFlightAtKill = -1
    let killed = false
    const till = async (client: HttpClient, number: number) => {
      for (let sale = 0; !killed; sale += 1) {
        // Carts of 1 to 4 lines of 1 to 3 units, so the sales are not all alike.
        const lines = products.slice(0, 1 + ((sale + number) % 4))
        const body = cashSale(lines, 1 + (sale % 3))
        const attempt: Attempt = { key: `crash-${number}-${sale}`, body, outcome: 'lost' }
        attempts.push(attempt)
        inFlight += 1
        try {
          const answer = await client.post('/api/sale', body, { 'idempotency-key': attempt.key })
          if (answer.statusCode === 201) {
            attempt.outcome = 'sold'
            attempt.id = answer.json().id
            answered += 1
          } else {
            attempt.outcome = 'refused'
            throw new Error(`unexpected answer ${answer.statusCode} ${answer.body}`)
          }
        } catch (error) {
          if (!killed) throw error
        } finally {
          inFlight -= 1
        }
      }
    }
    const stream = Promise.all(tills.map((client, number) => till(client, number)))
    while (answered < 40) await sleep(5)
    inFlightAtKill = inFlight
    killed = true
    app.child.kill('SIGKILL')
    expect((await app.exited).signal).toBe('SIGKILL')
    await stream

    expect(inFlightAtKill).toBeGreaterThan(0)
    const sold = attempts.filter((attempt) => attempt.outcome === 'sold')
    const lost = attempts.filter((attempt) => attempt.outcome === 'lost')
    expect(sold.length).toBeGreaterThanOrEqual(40)
    expect(attempts.filter((attempt) => attempt.outcome === 'refused')).toEqual([])

    app = await start()
    expect(await checkBooks(check.db)).toEqual(WHOLE_BOOKS)
    for (const attempt of sold) {
      const stored = await storedSale(check.db, attempt.id as number)
      expect(stored.order?.totalAmount).toBe(toCents(attempt.body.totalAmount))
      expect(stored.items).toBe(attempt.body.items.length)
      expect(stored.movements).toBe(attempt.body.items.length)
      expect(stored.paid).toBe(toCents(attempt.body.totalAmount))
    }

    // The tills whose answer was cut off retry with the same key after the restart: each of those sales
    // is then stored exactly once, whether or not it had been committed before the kill.
    const ordersBefore = await check.db.selectFrom('orders').select('id').where('salling', '=', 1).execute()
    const retry = await signIn(app.url)
    let newlyWritten = 0
    for (const attempt of lost) {
      const answer = await retry.post('/api/sale', attempt.body, { 'idempotency-key': attempt.key })
      expect(answer.statusCode, answer.body).toBe(201)
      const id = answer.json().id as number
      if (!ordersBefore.some((order) => order.id === id)) newlyWritten += 1
      const stored = await storedSale(check.db, id)
      expect(stored.items).toBe(attempt.body.items.length)
    }
    const ordersAfter = await check.db.selectFrom('orders').select('id').where('salling', '=', 1).execute()
    expect(ordersAfter.length).toBe(ordersBefore.length + newlyWritten)
    // Idempotency keys belong to the signed-in user; the retry is the same admin account.
    expect(ordersAfter.length).toBe(sold.length + lost.length)
    expect(await checkBooks(check.db)).toEqual(WHOLE_BOOKS)
    await app.stop()
  }, 60_000)

  it('SIGTERM lets a request in flight finish, refuses new connections, then exits cleanly', async () => {
    const app = await start()
    const admin = await signIn(app.url)
    const product = await stockedProduct(admin, 1000)
    const body = JSON.stringify(cashSale([product], 2))
    const cookies = [...admin.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
    const ordersBefore = await check.db.selectFrom('orders').select('id').execute()

    // A till on a slow line: the sale's headers and half of its body are sent before the stop signal.
    const socket = net.connect(app.port, '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    let response = ''
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()))
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.write(
      [
        'POST /api/sale HTTP/1.1',
        `Host: 127.0.0.1:${app.port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: ${cookies}`,
        `X-XSRF-TOKEN: ${admin.cookies.get('XSRF-TOKEN') ?? ''}`,
        'Idempotency-Key: sigterm-in-flight',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    )
    const half = Math.floor(body.length / 2)
    socket.write(body.slice(0, half))
    await sleep(300)

    app.child.kill('SIGTERM')
    await sleep(500)
    expect(app.child.exitCode).toBeNull()
    // The stopping process accepts no new connection.
    await expect(fetch(`${app.url}/api/health`)).rejects.toThrow()

    // The rest of the body (write, not end: a half-closed socket means the client gave up).
    socket.write(body.slice(half))
    await ended
    expect(response.split('\r\n')[0]).toBe('HTTP/1.1 201 Created')
    const sale = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { id: number }
    expect(ordersBefore.some((order) => order.id === sale.id)).toBe(false)
    const stored = await storedSale(check.db, sale.id)
    expect(stored).toMatchObject({ items: 1, movements: 1, payments: 1 })

    expect(await app.exited).toEqual({ code: 0, signal: null })
    expect(await checkBooks(check.db)).toEqual(WHOLE_BOOKS)
  }, 60_000)
})
