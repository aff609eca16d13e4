import fs from 'node:fs'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/platform/passwords.ts'
import { ADMIN, createTestApp, signedInAdmin, TEST_DIALECT, TestClient, type TestApp } from '../helpers.ts'
import { posProduct, sell, setPos } from '../pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy, receive } from '../stock-fixtures.ts'
import { operationsOf, requestsFor, seedOf, type FuzzRequest, type Operation } from './openapi-fuzz.ts'

/**
 * Bad input at scale: every operation of the OpenAPI document, as the signed-in admin (who passes every
 * gate, so the handlers are reached), with generated bodies, queries and path ids. Whatever is sent, the
 * answer is never a 5xx, a 4xx is JSON `{message}` (with `errors` per field on a 422), and a JSON 2xx parses.
 * FUZZ_SEED and FUZZ_CASES (per operation) change the run; a failure names the seed and the request.
 * FUZZ_REPORT=<file> writes the answers' status codes per operation there (to see how deep the cases reach).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121)
const CASES = Number(process.env.FUZZ_CASES ?? 16)
const REQUEST_TIMEOUT_MS = 10_000

let test: TestApp
let admin: TestClient

beforeAll(async () => {
  test = await createTestApp()
  admin = await signedInAdmin(test.app)
  // Something for ids 1 and 2 to name: products, stock, a supplier, a customer, a purchase, a sale.
  await setPos(test, { overSelling: true })
  const supplier = await addSupplier(admin)
  await addCustomer(admin)
  const first = await addProduct(test, { price: 2000, cost: 1000, qty: 50 })
  const second = await addProduct(test, { price: 1500, cost: 500, suppliers: [supplier] })
  const purchase = await buy(admin, supplier, [{ product_id: second, cost: 5, qty: 20 }])
  await receive(admin, purchase, [{ product: second, warehouse: 1, price: 15 }])
  await sell(admin, [{ product: await posProduct(admin, first) }, { product: await posProduct(admin, second), qty: 2 }])
})

afterAll(() => test?.close())

/** Back to a signed-in admin after the fuzzer signed out, changed the admin's password or locked the login. */
async function signInAgain(): Promise<void> {
  await test.database.db
    .updateTable('users')
    .set({ email: ADMIN.email, password: await hashPassword(ADMIN.password) })
    .where('id', '=', 1)
    .execute()
  await test.database.db.deleteFrom('login_attempts').execute()
  // Another address than the fuzzer's, whose wrong passwords may have locked its own sign-in.
  const fresh = new TestClient(test.app, '10.99.0.1')
  const answer = await fresh.login(ADMIN.email, ADMIN.password)
  if (answer.statusCode !== 200) throw new Error(`the admin could not sign in again: ${answer.body}`)
  admin.setCookie('counterpart_session', fresh.cookie('counterpart_session') ?? '')
}

function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`
  const type = String(response.headers['content-type'] ?? '')
  if (response.statusCode >= 400) {
    if (!type.includes('application/json')) return `${response.statusCode} with content-type ${type || 'none'}`
    let body: unknown
    try {
      body = JSON.parse(response.body)
    } catch {
      return `${response.statusCode} with a body that is not JSON`
    }
    const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown }
    if (typeof message !== 'string' || message === '') return `${response.statusCode} without a message`
    if (response.statusCode === 422) {
      const valid =
        errors !== null &&
        typeof errors === 'object' &&
        Object.values(errors).every((list) => Array.isArray(list) && list.every((text) => typeof text === 'string'))
      if (!valid) return '422 without errors per field'
    }
    return null
  }
  if (type.includes('application/json') && response.body !== '') {
    try {
      JSON.parse(response.body)
    } catch {
      return `${response.statusCode} JSON that does not parse`
    }
  }
  return null
}

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS)
  })
  try {
    return await Promise.race([
      admin.request({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

// Operations that end the session or replace the data run last, so they do not hide the others' answers.
function lastly(operation: Operation): number {
  if (operation.path === '/api/logout' || operation.path === '/api/backup-restore') return 2
  return operation.method === 'DELETE' ? 1 : 0
}

describe(`fuzzing every operation of the OpenAPI document (${TEST_DIALECT})`, () => {
  it(`answers bad input with JSON {message} and never a 5xx (seed ${SEED}, ${CASES} cases per operation)`, async () => {
    const docs = await admin.get('/api/docs')
    expect(docs.statusCode).toBe(200)
    const operations = operationsOf(docs.json()).sort((a, b) => lastly(a) - lastly(b))
    expect(operations.length).toBeGreaterThan(100)

    const failures: string[] = []
    const statuses: Record<string, Record<number, number>> = {}
    let sent = 0
    for (const operation of operations) {
      const requests = fc.sample(requestsFor(operation), {
        seed: seedOf(`${operation.method} ${operation.path}`, SEED),
        numRuns: CASES,
      })
      for (const request of requests) {
        sent += 1
        let problem: string | null
        let response: LightMyRequestResponse | null = null
        try {
          response = await send(request)
          const counts = (statuses[`${operation.method} ${operation.path}`] ??= {})
          counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1
          problem = problemWith(response)
        } catch (error) {
          problem = error instanceof Error ? error.message : String(error)
        }
        if (problem) {
          const body = response ? response.body.slice(0, 200) : ''
          failures.push(
            `${operation.method} ${operation.path}: ${problem} for ${request.method} ${request.url.slice(0, 160)} [${request.label}] ${
              typeof request.payload === 'string' ? request.payload.slice(0, 300) : ''
            } -> ${body}`,
          )
        }
        if (response?.statusCode === 401 || operation.path === '/api/logout' || operation.path === '/api/login') {
          await signInAgain()
        }
      }
    }
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(statuses, null, 1))
    expect(sent).toBe(operations.length * CASES)
    expect(failures, `seed ${SEED}`).toEqual([])
  }, 180_000)
})
