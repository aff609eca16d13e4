import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@counterpart/domain/messages'
import { loadConfig } from '../src/config.ts'
import { envFilePath } from '../src/modules/installer/env-file.ts'
import { buildInstallerApp, type InstallerApp } from '../src/installer-app.ts'
import type { AnyRoute } from '../src/platform/routes.ts'
import { createTestApp, databaseDigest, type TestApp } from './helpers.ts'

/**
 * The anonymous sweep: every operation of the OpenAPI document, sent over a real socket with no session
 * and no CSRF header, under every spelling of its path that the router might resolve to the same route,
 * and as HEAD and OPTIONS too. The router decodes percent-escapes and accepts absolute-form targets, so a
 * check keyed on the raw URL would be skipped by all of them. None may reach a handler, and nothing in
 * the database may change.
 *
 * The app serves a (tiny) built web app, as in production: its catch-all answers unknown pages with the
 * single-page app, and no spelling of an API path may get that page instead of a JSON 404. The web
 * installer's app is swept the same way.
 */
let test: TestApp
let installer: InstallerApp
let installerDataDir: string
let webDist: string
const ports = { app: 0, installer: 0 }
const reachedHandlers: string[] = []
const SPA_PAGE = '<!doctype html><title>spa-marker</title><div id="root"></div>'
/** Requests in flight at once: enough to keep the server busy, few enough for the two CI cores. */
const CONCURRENCY = 8

interface Operation {
  method: string
  path: string
  gate: string
}

interface Answer {
  status: number
  head: string
  body: string
}

/** Records every request that reached a handler other than a page's (the web app, uploads, `/`). */
function spyOnHandlers(app: FastifyInstance, name: string): void {
  // Runs after the security hooks and just before a handler: whatever gets here reached the handler.
  // (The not-found handler runs the same hooks; it is no route's handler.)
  app.addHook('preHandler', async (request) => {
    if (request.is404 || request.routeOptions.config.page === true) return
    reachedHandlers.push(`${name} ${request.method} ${request.routeOptions.url} <- ${request.url}`)
  })
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-spellings-web-'))
  fs.writeFileSync(path.join(webDist, 'index.html'), SPA_PAGE)
  test = await createTestApp({ webDistDir: webDist })
  spyOnHandlers(test.app, 'app')
  ports.app = await listen(test.app)

  installerDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-spellings-installer-'))
  installer = await buildInstallerApp(
    {
      ...loadConfig({ DATA_DIR: installerDataDir, WEB_DIST_DIR: webDist, LOG_LEVEL: 'silent', INSTALLER: 'web' }),
      licenseSecret: 'spellings-secret',
    },
    { logger: false, onInstalled: () => {} },
  )
  spyOnHandlers(installer.app, 'installer')
  ports.installer = await listen(installer.app)
})
afterAll(async () => {
  await test.close()
  await installer.app.close()
  for (const dir of [webDist, installerDataDir]) fs.rmSync(dir, { recursive: true, force: true })
})

/** One HTTP/1.1 request written byte for byte, so the target reaches the server exactly as spelled. */
function rawRequest(port: number, method: string, target: string, body?: string, headers = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const whole = Buffer.concat(chunks).toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(whole)
      const split = whole.indexOf('\r\n\r\n')
      if (status) resolve({ status: Number(status[1]), head: whole.slice(0, split), body: whole.slice(split + 4) })
      else reject(new Error(`no answer to ${method} ${target}: ${whole.slice(0, 200)}`))
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

interface Job {
  port: number
  method: string
  target: string
  body?: string
  headers?: string
}

/** Sends every job, CONCURRENCY at a time, and answers the answers in the jobs' order. */
async function sendAll(jobs: Job[]): Promise<Answer[]> {
  const answers: Answer[] = new Array<Answer>(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++
      const job = jobs[index] as Job
      answers[index] = await rawRequest(job.port, job.method, job.target, job.body, job.headers)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return answers
}

/** The same route, spelled in every way a router or a browser might resolve to it. */
function spellings(port: number, rest: string): string[] {
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

/** A few spellings of each kind: encoded, upper case, doubled slash, dot segment, absolute form. */
function someSpellings(port: number, rest: string): string[] {
  const all = spellings(port, rest)
  return [0, 1, 8, 10, 12, 17].map((index) => all[index] as string)
}

function operationsOf(routes: AnyRoute[]): Operation[] {
  return routes.map((route) => ({
    method: route.method,
    path: `/api${route.url.replace(/:\w+/g, '1')}`,
    gate: route.gate,
  }))
}

async function openApiOperations(): Promise<Operation[]> {
  const response = await test.app.inject({ method: 'GET', url: '/api/docs' })
  const document = response.json<{ paths: Record<string, Record<string, { 'x-gate': string }>> }>()
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, '1'), gate: operation['x-gate'] })
    }
  }
  return operations
}

/** Public reads are meant for visitors: fetching them (GET, or HEAD) reaches their handler by design. */
function isPublicRead(operation: Operation): boolean {
  return operation.gate === 'public' && operation.method === 'GET'
}

/**
 * Every request of the anonymous sweep for these operations: each with its own method under every
 * spelling, and each GET again as HEAD and each path as OPTIONS under a few spellings.
 */
function anonymousJobs(port: number, operations: Operation[]): { job: Job; operation: Operation }[] {
  const jobs: { job: Job; operation: Operation }[] = []
  const optionsSent = new Set<string>()
  for (const operation of operations) {
    const rest = operation.path.replace(/^\/api\//, '')
    const body = operation.method === 'GET' ? undefined : '{"id":1,"name":"x"}'
    for (const target of spellings(port, rest)) {
      jobs.push({ job: { port, method: operation.method, target, body }, operation })
    }
    // HEAD shares its GET route's gate (Fastify adds it from the GET): a few spellings tell as much.
    if (operation.method === 'GET') {
      for (const target of someSpellings(port, rest)) jobs.push({ job: { port, method: 'HEAD', target }, operation })
    }
    if (optionsSent.has(rest)) continue
    optionsSent.add(rest)
    for (const target of someSpellings(port, rest)) {
      jobs.push({ job: { port, method: 'OPTIONS', target }, operation: { ...operation, method: 'OPTIONS' } })
    }
  }
  return jobs
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

/** The handlers reached by requests that are not public reads (GET or HEAD of a public route). */
function reachedByNonPublic(routes: AnyRoute[], name: string): string[] {
  const publicReads = new Set(
    routes.filter((route) => route.gate === 'public' && route.method === 'GET').map((route) => `/api${route.url}`),
  )
  return reachedHandlers.splice(0).filter((entry) => {
    const [app, method, routeUrl] = entry.split(' ')
    if (app !== name) return true
    return !((method === 'GET' || method === 'HEAD') && publicReads.has(routeUrl ?? ''))
  })
}

describe('anonymous sweep of every operation under every path spelling, with the web app served', () => {
  it('reaches no handler, answers only 401, 403, 404 or 419, never the page, and changes nothing', async () => {
    const operations = await openApiOperations()
    expect(operations.length).toBeGreaterThan(100)

    // The spy itself works: a public read fetched plainly does reach its handler, a page does not count.
    reachedHandlers.length = 0
    expect((await rawRequest(ports.app, 'GET', '/api/health')).status).toBe(200)
    expect((await rawRequest(ports.app, 'GET', '/welcome')).body).toContain('spa-marker')
    expect(reachedHandlers).toEqual(['app GET /api/health <- /api/health'])
    reachedHandlers.length = 0

    const before = await databaseDigest(test.database.db)
    const jobs = anonymousJobs(ports.app, operations)
    const answers = await sendAll(jobs.map(({ job }) => job))
    const unexpected: string[] = []
    answers.forEach((answer, index) => {
      const { job, operation } = jobs[index] as { job: Job; operation: Operation }
      if (answer.body.includes('spa-marker')) unexpected.push(`${job.method} ${job.target} -> the web app's page`)
      if (isPublicRead(operation) && (job.method === 'GET' || job.method === 'HEAD')) return
      if (![401, 403, 404, 419].includes(answer.status)) {
        unexpected.push(`${job.method} ${job.target} -> ${answer.status}`)
      }
    })
    expect(unexpected).toEqual([])
    expect(reachedByNonPublic(test.app.apiRoutes, 'app')).toEqual([])
    expect(await databaseDigest(test.database.db)).toBe(before)
  }, 120_000)

  it('refuses every change sent with a signed-in admin session but no CSRF header, under every spelling', async () => {
    const session = await adminSession()
    const operations = (await openApiOperations()).filter((operation) => operation.method !== 'GET')
    expect(operations.length).toBeGreaterThan(50)
    reachedHandlers.length = 0
    const before = await databaseDigest(test.database.db)
    const jobs: Job[] = operations.flatMap((operation) =>
      spellings(ports.app, operation.path.replace(/^\/api\//, '')).map((target) => ({
        port: ports.app,
        method: operation.method,
        target,
        // The session cookie a cross-site form would carry along; the page cannot read the XSRF-TOKEN cookie.
        body: '{"id":1}',
        headers: `Cookie: counterpart_session=${session}\r\n`,
      })),
    )
    const answers = await sendAll(jobs)
    const unexpected = answers.flatMap((answer, index) =>
      answer.status === 419 || answer.status === 404
        ? []
        : [`${jobs[index]?.method} ${jobs[index]?.target} -> ${answer.status}`],
    )
    expect(unexpected).toEqual([])
    expect(reachedHandlers.splice(0)).toEqual([])
    expect(await databaseDigest(test.database.db)).toBe(before)
  }, 120_000)

  it('answers an unknown API path, under every spelling, with the JSON 404 and pages with the web app', async () => {
    const jobs = spellings(ports.app, 'no-such-call').map((target) => ({ port: ports.app, method: 'GET', target }))
    const answers = await sendAll(jobs)
    answers.forEach((answer, index) => {
      const target = jobs[index]?.target
      expect(answer.status, target).toBe(404)
      expect(answer.head, target).toMatch(/content-type: application\/json/i)
      expect(JSON.parse(answer.body), target).toEqual({ message: MESSAGES.notFound })
    })
    for (const page of ['/welcome', '/apiary', '/sales/api', '/%77elcome']) {
      const answer = await rawRequest(ports.app, 'GET', page)
      expect(answer.status, page).toBe(200)
      expect(answer.body, page).toContain('spa-marker')
    }
  })

  it('serves no private upload (ID photo, signature) under any spelling of a path to it', async () => {
    const marker = `private-${Date.now()}-marker`
    const key = await test.services.uploads.savePrivate('buyback', Buffer.from(marker), 'png')
    const encodedKey = key.replace('/', '%2f')
    // The data folder and the web app's folder are siblings in the temporary folder: try climbing out of both.
    const dataDirName = path.basename(test.config.dataDir)
    const targets = [
      `/uploads/../private/${key}`,
      `/uploads/%2e%2e/private/${key}`,
      `/uploads/%2e%2e%2fprivate%2f${encodedKey}`,
      `/uploads/..%2fprivate/${key}`,
      `/uploads/..%5cprivate%5c${key.replace('/', '%5c')}`,
      `/uploads/%252e%252e/private/${key}`,
      `/uploads//../private/${key}`,
      `/uploads/public/../private/${key}`,
      `/%75ploads/%2e%2e/private/${key}`,
      `/UPLOADS/../private/${key}`,
      `/uploads/private/${key}`,
      `/private/${key}`,
      `/uploads/${key}`,
      `/../${dataDirName}/uploads/private/${key}`,
      `/%2e%2e/${dataDirName}/uploads/private/${key}`,
      `/..%2f${dataDirName}%2fuploads%2fprivate%2f${encodedKey}`,
      `/%2e%2e%2f${dataDirName}%2fuploads%2fprivate%2f${encodedKey}`,
      `http://127.0.0.1:${ports.app}/uploads/%2e%2e/private/${key}`,
    ]
    const answers = await sendAll(
      targets.flatMap((target) => [
        { port: ports.app, method: 'GET', target },
        { port: ports.app, method: 'HEAD', target },
      ]),
    )
    const leaked = answers.filter((answer) => answer.body.includes(marker) || /content-type: image/i.test(answer.head))
    expect(leaked).toEqual([])
    expect(fs.existsSync(path.join(test.services.uploads.privateRoot, key))).toBe(true)
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

describe("the web installer's app under every spelling", () => {
  it('runs no step without the CSRF pair, answers API spellings with JSON, and installs nothing', async () => {
    const operations = operationsOf(installer.app.apiRoutes)
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(['POST /api/install.php', 'POST /api/install', 'GET /api/install.php']),
    )
    reachedHandlers.length = 0
    const jobs = anonymousJobs(ports.installer, [
      ...operations,
      // Calls the installer does not have: its catch-all must not answer them with the installer page.
      { method: 'GET', path: '/api/user', gate: 'signedIn' },
      { method: 'POST', path: '/api/login', gate: 'public' },
    ])
    const answers = await sendAll(jobs.map(({ job }) => job))
    const unexpected: string[] = []
    answers.forEach((answer, index) => {
      const { job, operation } = jobs[index] as { job: Job; operation: Operation }
      if (answer.body.includes('spa-marker')) unexpected.push(`${job.method} ${job.target} -> the installer page`)
      if (isPublicRead(operation) && (job.method === 'GET' || job.method === 'HEAD')) return
      // 503: the catch-all's "not installed yet" for a GET under /api.
      if (![404, 419, 503].includes(answer.status)) unexpected.push(`${job.method} ${job.target} -> ${answer.status}`)
    })
    expect(unexpected).toEqual([])
    expect(reachedByNonPublic(installer.app.apiRoutes, 'installer')).toEqual([])
    expect(installer.installer.installed).toBe(false)
    expect(fs.existsSync(envFilePath(installerDataDir))).toBe(false)
    // The installer page itself is still served.
    const page = await rawRequest(ports.installer, 'GET', '/install.php')
    expect(page.status).toBe(200)
    expect(page.body).toContain('spa-marker')
  })
})
