import { createHash } from 'node:crypto'
import net from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'

/**
 * The anonymous sweep: every operation of the OpenAPI document, sent over a real socket with no session
 * and no CSRF header, under every spelling of its path that the router might resolve to the same route.
 * The router decodes percent-escapes and accepts absolute-form targets, so a check keyed on the raw URL
 * would be skipped by all of them. None may reach a handler, and nothing in the database may change.
 */
let test: TestApp
let port = 0
const reachedHandlers: string[] = []

interface Operation {
  method: string
  path: string
  gate: string
}

beforeAll(async () => {
  test = await createTestApp()
  // Runs after the security hooks and just before a handler: whatever gets here reached the handler.
  // (The not-found handler runs the same hooks; it is no route's handler.)
  test.app.addHook('preHandler', async (request) => {
    if (!request.is404) reachedHandlers.push(`${request.method} ${request.url} (${request.routeOptions.url})`)
  })
  await test.app.listen({ host: '127.0.0.1', port: 0 })
  const address = test.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  port = address.port
})
afterAll(() => test.close())

/** One HTTP/1.1 request written byte for byte, so the target reaches the server exactly as spelled. */
function rawRequest(method: string, target: string, body?: string, headers = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const head = Buffer.concat(chunks).toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)
      if (status) resolve(Number(status[1]))
      else reject(new Error(`no answer to ${method} ${target}: ${head.slice(0, 200)}`))
    })
    const payload = body ?? ''
    // write, not end: a half-closed socket makes Node's server drop a response that is still being made.
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${headers}` +
        (body === undefined
          ? ''
          : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n`) +
        `\r\n${payload}`,
    )
  })
}

/** The same route, spelled in every way a router or a browser might resolve to it. */
function spellings(rest: string): string[] {
  const encodedFirst = rest.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)
  const authority = `http://127.0.0.1:${port}`
  return [
    `/api/${rest}`,
    `/%61pi/${rest}`,
    `/a%70i/${rest}`,
    `/ap%69/${rest}`,
    `/%61%70%69/${rest}`,
    `/%2561pi/${rest}`,
    `/api/${encodedFirst}`,
    `/%61pi/${encodedFirst}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `//api/${rest}`,
    `/./api/${rest}`,
    `/api/./${rest}`,
    `/api//${rest}`,
    `/x/../api/${rest}`,
    `/api/${rest}/`,
    `/api/${rest};x`,
    `${authority}/api/${rest}`,
    `${authority}/%61pi/${rest}`,
    `${authority}//api/${rest}`,
    `HTTP://127.0.0.1:${port}/api/${rest}`,
  ]
}

async function openApiOperations(): Promise<Operation[]> {
  const response = await test.app.inject({ method: 'GET', url: '/api/docs' })
  const document = response.json() as { paths: Record<string, Record<string, { 'x-gate': string }>> }
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, '1'), gate: operation['x-gate'] })
    }
  }
  return operations
}

/** A digest of every row of every table: any write by a request that got through changes it. */
async function databaseDigest(): Promise<string> {
  const hash = createHash('sha256')
  const tables = await test.database.db.introspection.getTables()
  for (const table of tables.map((t) => t.name).sort()) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(test.database.db)
    const lines = rows.rows.map((row) => JSON.stringify(row)).sort()
    hash.update(`${table}:${lines.join('\n')}\n`)
  }
  return hash.digest('hex')
}

async function adminSession(): Promise<string> {
  const csrf = await test.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' })
  const token = csrf.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  const login = await test.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
    payload: { email: 'admin@example.com', password: 'admin123' },
  })
  expect(login.statusCode).toBe(200)
  return login.cookies.find((cookie) => cookie.name === 'counterpart_session')?.value ?? ''
}

describe('anonymous sweep of every operation under every path spelling', () => {
  it('reaches no handler, answers only 401, 403, 404 or 419, and changes nothing', async () => {
    const operations = await openApiOperations()
    expect(operations.length).toBeGreaterThan(100)

    // The spy itself works: a public page fetched plainly does reach its handler.
    reachedHandlers.length = 0
    expect(await rawRequest('GET', '/api/health')).toBe(200)
    expect(reachedHandlers).toEqual(['GET /api/health (/api/health)'])
    reachedHandlers.length = 0

    const before = await databaseDigest()
    const unexpected: string[] = []
    const reachedByOperation: string[] = []
    for (const operation of operations) {
      // Public reads are meant for visitors: fetching them reaches their handler by design.
      const publicRead = operation.gate === 'public' && operation.method === 'GET'
      const rest = operation.path.replace(/^\/api\//, '')
      const targets = spellings(rest)
      const statuses: number[] = []
      for (const target of targets) {
        const body = operation.method === 'GET' ? undefined : '{"id":1,"name":"x"}'
        statuses.push(await rawRequest(operation.method, target, body))
      }
      const reached = reachedHandlers.splice(0)
      if (publicRead) continue
      statuses.forEach((status, index) => {
        if (![401, 403, 404, 419].includes(status)) {
          unexpected.push(`${operation.method} ${targets[index]} -> ${status}`)
        }
      })
      reachedByOperation.push(...reached)
    }
    expect(unexpected).toEqual([])
    expect(reachedByOperation).toEqual([])
    expect(await databaseDigest()).toBe(before)
  })

  it('refuses every change sent with a signed-in admin session but no CSRF header, under every spelling', async () => {
    const session = await adminSession()
    const operations = (await openApiOperations()).filter((operation) => operation.method !== 'GET')
    expect(operations.length).toBeGreaterThan(50)
    reachedHandlers.length = 0
    const before = await databaseDigest()
    const unexpected: string[] = []
    for (const operation of operations) {
      for (const target of spellings(operation.path.replace(/^\/api\//, ''))) {
        // The session cookie a cross-site form would carry along; the page cannot read the XSRF-TOKEN cookie.
        const status = await rawRequest(
          operation.method,
          target,
          '{"id":1}',
          `Cookie: counterpart_session=${session}\r\n`,
        )
        if (status !== 419 && status !== 404) unexpected.push(`${operation.method} ${target} -> ${status}`)
      }
    }
    expect(unexpected).toEqual([])
    expect(reachedHandlers.splice(0)).toEqual([])
    expect(await databaseDigest()).toBe(before)
  })

  it('still serves the canonical spelling to a signed-in user', async () => {
    const session = await adminSession()
    const users = await test.app.inject({
      method: 'GET',
      url: '/%61pi/user',
      headers: { cookie: `counterpart_session=${session}` },
    })
    // A signed-in admin reaches the route under another spelling too: the decision is the route's, not the URL's.
    expect(users.statusCode).toBe(200)
  })
})
