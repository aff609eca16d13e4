import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  DisplayPairing,
  PairedDisplayList,
  PairingCodeResponse,
} from '@counterpart/domain/schemas/customer-display'
import { DISPLAY_COOKIE, type DisplayState } from '@counterpart/domain/schemas/customer-display-texts'
import { TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'
import { buildApp } from '../../app.ts'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { addTill } from '../../../test/till-fixtures.ts'

const { test, admin } = await adminAppForFile()

let tillA: number
let tillB: number
let cashier: TestClient
let port = 0
/** Each display comes from its own address, so the pairing limit of one never meets another's. */
let addresses = 0
const newDisplay = () => new TestClient(test.app, `10.33.5.${++addresses}`)

const atTill = (client: TestClient, till: number) => ({ [TILL_HEADER]: String(till) })

async function codeFor(till: number, client: TestClient = cashier): Promise<PairingCodeResponse> {
  const response = await client.request({
    method: 'POST',
    url: '/api/customer-display/codes',
    headers: atTill(client, till),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<PairingCodeResponse>()
}

async function pairedDisplay(till: number): Promise<TestClient> {
  const display = newDisplay()
  const response = await display.post('/api/customer-display/pair', { code: (await codeFor(till)).code })
  expect(response.statusCode, response.body).toBe(201)
  return display
}

function publish(till: number, state: unknown, client: TestClient = cashier) {
  return client.request({
    method: 'PUT',
    url: '/api/customer-display/state',
    headers: atTill(client, till),
    payload: state as object,
  })
}

const CART: DisplayState = {
  phase: 'cart',
  lines: [
    { name: 'USB-C cable', quantity: 2, amount: 19.98 },
    { name: 'Screen protector', quantity: 1, amount: 12.5 },
  ],
  total: 32.48,
  paid: null,
  change: null,
}

/** A display's stream over a real connection to the listening app, collecting its events. */
class Stream {
  events: DisplayState[] = []
  text = ''
  status = 0
  ended = false
  private request: http.ClientRequest | null = null

  open(cookie: string | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/customer-display/stream',
          headers: cookie === undefined ? {} : { cookie: `${DISPLAY_COOKIE}=${encodeURIComponent(cookie)}` },
        },
        (response) => {
          this.status = response.statusCode ?? 0
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            this.text += chunk
            this.events = [...this.text.matchAll(/event: state\ndata: (.*)\n\n/g)].map(
              (match) => JSON.parse(match[1] ?? '') as DisplayState,
            )
          })
          response.on('end', () => {
            this.ended = true
          })
          resolve()
        },
      )
      request.on('error', reject)
      this.request = request
    })
  }

  async until(check: () => boolean, what: string): Promise<void> {
    const until = Date.now() + 3000
    while (Date.now() < until) {
      if (check()) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`the stream did not show ${what}: ${this.text}`)
  }

  close(): void {
    this.request?.destroy()
  }
}

beforeAll(async () => {
  tillA = await addTill(admin, 'Front counter')
  tillB = await addTill(admin, 'Back counter')
  await createStaff(test, { email: 'display.cashier@example.com', flags: ['saleCreate'] })
  cashier = new TestClient(test.app)
  expect((await cashier.login('display.cashier@example.com', 'password123')).statusCode).toBe(200)
  await test.app.listen({ host: '127.0.0.1', port: 0 })
  const address = test.app.server.address()
  if (address && typeof address === 'object') port = address.port
})

afterAll(() => {
  test.services.customerDisplay.hub.closeAll()
})

describe('pairing a display by code', () => {
  it('shows a six-digit code for the till the terminal stands at, and none without a till', async () => {
    const shown = await codeFor(tillA)
    expect(shown.code).toMatch(/^\d{6}$/)
    expect(Date.parse(shown.expires_at) - Date.now()).toBeGreaterThan(4 * 60_000)
    const noTill = await cashier.post('/api/customer-display/codes')
    expectFieldErrors(noTill, { till: ['Choose this device’s till on the Till page first.'] })
  })

  it('pairs a display with the till showing the code, in a cookie no script can read, sent only to the display’s API', async () => {
    const display = newDisplay()
    const before = await display.get('/api/customer-display/pairing')
    expect(before.statusCode).toBe(404)
    expect(before.json().message).toBe('This display is not paired with a till.')

    const response = await display.post('/api/customer-display/pair', { code: (await codeFor(tillA)).code })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<DisplayPairing>().till).toEqual({ id: tillA, name: 'Front counter' })
    const cookie = response.cookies.find((candidate) => candidate.name === DISPLAY_COOKIE)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/customer-display' })
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40)

    const after = await display.get('/api/customer-display/pairing')
    expect(after.statusCode).toBe(200)
    expect(after.json<DisplayPairing>().till.name).toBe('Front counter')
    // The secret is stored hashed: the database does not hold the cookie's value.
    const stored = await test.database.db.selectFrom('customer_displays').select('secret_hash').execute()
    expect(stored.map((row) => row.secret_hash)).not.toContain(cookie?.value)
  })

  it('keeps a display paired across the server’s restart: the pairing is stored, not held in memory', async () => {
    const display = await pairedDisplay(tillA)
    const restarted = await buildApp(test.config, { logger: false })
    try {
      const again = await restarted.app.inject({
        method: 'GET',
        url: '/api/customer-display/pairing',
        cookies: { [DISPLAY_COOKIE]: display.cookie(DISPLAY_COOKIE) ?? '' },
      })
      expect(again.statusCode, again.body).toBe(200)
      expect(again.json<DisplayPairing>().till.name).toBe('Front counter')
    } finally {
      await restarted.app.close()
    }
  })

  it('refuses a pairing sent without the CSRF header, as every other change (419)', async () => {
    const { code } = await codeFor(tillA)
    const display = newDisplay()
    await display.csrf()
    const refused = await display.request({
      method: 'POST',
      url: '/api/customer-display/pair',
      payload: { code },
      csrf: false,
    })
    expect(refused.statusCode).toBe(419)
    expect((await display.post('/api/customer-display/pair', { code })).statusCode).toBe(201)
  })

  it('refuses a code that is not six digits with a 422 naming the Pairing code', async () => {
    expectFieldErrors(await newDisplay().post('/api/customer-display/pair', { code: '12ab' }), {
      code: ['The Pairing code must be 6 digits.'],
    })
    expectFieldErrors(await newDisplay().post('/api/customer-display/pair', {}), {
      code: ['The Pairing code field is required.'],
    })
  })

  it('refuses a code no till shows (404), and pairs nothing', async () => {
    const shown = await codeFor(tillA)
    const wrong = String((Number(shown.code) + 1) % 1_000_000).padStart(6, '0')
    const response = await newDisplay().post('/api/customer-display/pair', { code: wrong })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toMatch(/No till shows this code/)
  })

  it('refuses a code once it has paired a display: a code pairs one display', async () => {
    const { code } = await codeFor(tillA)
    expect((await newDisplay().post('/api/customer-display/pair', { code })).statusCode).toBe(201)
    expect((await newDisplay().post('/api/customer-display/pair', { code })).statusCode).toBe(404)
  })

  it('refuses a code past its few minutes', async () => {
    const { code } = await codeFor(tillB)
    await test.database.db
      .updateTable('display_pairing_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('till_id', '=', tillB)
      .execute()
    expect((await newDisplay().post('/api/customer-display/pair', { code })).statusCode).toBe(404)
  })

  it('retires the till’s earlier code when it shows a new one', async () => {
    const first = await codeFor(tillB)
    const second = await codeFor(tillB)
    expect((await newDisplay().post('/api/customer-display/pair', { code: first.code })).statusCode).toBe(404)
    expect((await newDisplay().post('/api/customer-display/pair', { code: second.code })).statusCode).toBe(201)
  })

  it('stops a display guessing codes after ten attempts in ten minutes (429), whatever it guesses', async () => {
    const guesser = newDisplay()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await guesser.post('/api/customer-display/pair', { code: '000000' })).statusCode).not.toBe(429)
    }
    const { code } = await codeFor(tillA)
    const refused = await guesser.post('/api/customer-display/pair', { code })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/Too many pairing attempts/)
    // Another display, elsewhere, still pairs with the same code: the guesser did not use it up.
    expect((await newDisplay().post('/api/customer-display/pair', { code })).statusCode).toBe(201)
  })
})

describe('the till’s state', () => {
  it('refuses a state whose fields are wrong with a 422 naming each field by its label', async () => {
    const response = await publish(tillA, {
      phase: 'shopping',
      lines: [{ name: '', quantity: 0, amount: -1 }],
      total: 'lots',
      paid: 1.234,
    })
    expectFieldErrors(response, {
      phase: ['The selected Display state is invalid.'],
      'lines.0.name': ['The Item name field is required.'],
      'lines.0.quantity': ['The Quantity must be at least 1.'],
      'lines.0.amount': ['The Line amount must be at least 0.'],
      total: ['The Total must be a number.'],
      paid: ['The Amount paid may have at most 2 decimals.'],
    })
  })

  it('is published only from a till: a request naming none is refused, a display’s cookie is no session', async () => {
    const noTill = await cashier.request({ method: 'PUT', url: '/api/customer-display/state', payload: CART })
    expect(noTill.statusCode).toBe(422)
    const display = await pairedDisplay(tillA)
    expect((await publish(tillA, CART, display)).statusCode).toBe(401)
    const listed = await display.request({
      method: 'GET',
      url: '/api/customer-display/displays',
      headers: atTill(display, tillA),
    })
    expect(listed.statusCode).toBe(401)
  })
})

describe('the display’s stream (server-sent events)', () => {
  it('refuses a stream to a display that is not paired', async () => {
    const stream = new Stream()
    await stream.open(undefined)
    expect(stream.status).toBe(404)
    const forged = new Stream()
    await forged.open('not-a-secret-anyone-was-given')
    expect(forged.status).toBe(404)
  })

  it('delivers what the till publishes to its display, and nothing of another till', async () => {
    const front = await pairedDisplay(tillA)
    const back = await pairedDisplay(tillB)
    const frontStream = new Stream()
    const backStream = new Stream()
    await frontStream.open(front.cookie(DISPLAY_COOKIE))
    await backStream.open(back.cookie(DISPLAY_COOKIE))
    expect(frontStream.status).toBe(200)

    const published = await publish(tillA, CART)
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json<{ displays: number }>().displays).toBeGreaterThanOrEqual(1)
    await frontStream.until(() => frontStream.events.at(-1)?.total === 32.48, 'the cart')
    expect(frontStream.events.at(-1)).toEqual(CART)

    const paid: DisplayState = { phase: 'paid', lines: [], total: 32.48, paid: 50, change: 17.52 }
    await publish(tillA, paid)
    await frontStream.until(() => frontStream.events.at(-1)?.phase === 'paid', 'the payment')
    expect(frontStream.events.at(-1)).toEqual(paid)

    // The back counter's display saw none of the front counter's sale.
    await publish(tillB, { ...CART, lines: [{ name: 'Phone case', quantity: 1, amount: 9 }], total: 9 })
    await backStream.until(() => backStream.events.length > 0, "the back counter's cart")
    expect(backStream.events.map((event) => event.total)).toEqual([9])
    expect(backStream.text).not.toContain('USB-C cable')
    frontStream.close()
    backStream.close()
  })

  it('lets a display that went away leave the fan-out', async () => {
    const display = await pairedDisplay(tillB)
    const stream = new Stream()
    await stream.open(display.cookie(DISPLAY_COOKIE))
    const connected = async () => {
      const listed = await cashier.request({
        method: 'GET',
        url: '/api/customer-display/displays',
        headers: atTill(cashier, tillB),
      })
      return listed.json<PairedDisplayList>().items.at(-1)?.connected
    }
    expect(await connected()).toBe(true)
    stream.close()
    await expect.poll(connected).toBe(false)
  })

  it('starts a display that connects later from the till’s last state', async () => {
    await publish(tillA, CART)
    const late = new Stream()
    await late.open((await pairedDisplay(tillA)).cookie(DISPLAY_COOKIE))
    await late.until(() => late.events.length === 1, 'the last state')
    expect(late.events[0]).toEqual(CART)
    late.close()
  })

  it('lists the till’s displays, connected or not, and unpairing one ends its stream and its pairing', async () => {
    const display = await pairedDisplay(tillB)
    const stream = new Stream()
    await stream.open(display.cookie(DISPLAY_COOKIE))
    const listed = await cashier.request({
      method: 'GET',
      url: '/api/customer-display/displays',
      headers: atTill(cashier, tillB),
    })
    expect(listed.statusCode).toBe(200)
    const mine = listed.json<PairedDisplayList>().items.at(-1)
    expect(mine).toMatchObject({ connected: true })
    expect(mine?.last_seen_at).not.toBeNull()

    // Another till's terminal cannot unpair it.
    const elsewhere = await cashier.request({
      method: 'DELETE',
      url: `/api/customer-display/displays/${mine?.id}`,
      headers: atTill(cashier, tillA),
    })
    expect(elsewhere.statusCode).toBe(404)

    const unpaired = await cashier.request({
      method: 'DELETE',
      url: `/api/customer-display/displays/${mine?.id}`,
      headers: atTill(cashier, tillB),
    })
    expect(unpaired.statusCode, unpaired.body).toBe(200)
    await stream.until(() => stream.ended, 'its end')
    expect((await display.get('/api/customer-display/pairing')).statusCode).toBe(404)
    const again = new Stream()
    await again.open(display.cookie(DISPLAY_COOKIE))
    expect(again.status).toBe(404)
  })
})
