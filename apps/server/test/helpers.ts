import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { afterAll, expect } from 'vitest'
import { PERMISSION_FLAGS, type PermissionFlag } from '@counterpart/domain/permissions'
import { buildApp, type BuiltApp } from '../src/app.ts'
import type { Database } from '../src/db/schema.ts'
import { loadConfig, type AppConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/connection.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { buildOpenApi } from '../src/platform/openapi.ts'
import { hashPassword } from '../src/platform/passwords.ts'
import { API_PREFIX, STRICT_AUDIT_ENV, STRICT_RESPONSES_ENV, type AnyRoute } from '../src/platform/routes.ts'
import { nowIso } from '../src/platform/time.ts'

// Every app a test builds refuses answers with keys their schema would drop (see registerRoutes).
process.env[STRICT_RESPONSES_ENV] = '1'
// A change that answers 2xx without exactly one audit event is a 500 naming its route.
process.env[STRICT_AUDIT_ENV] = '1'

/** Which database the API suite runs on: `TEST_DB=postgres` with TEST_DATABASE_URL, else SQLite. */
export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'

export interface TestApp extends BuiltApp {
  config: AppConfig
  close: () => Promise<void>
}

/** A fresh, migrated database and app for one test file. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-test-'))
  let databaseUrl = `sqlite:${path.join(dataDir, 'test.sqlite')}`
  if (TEST_DIALECT === 'sqlite') fs.copyFileSync(await migratedSqliteTemplate(), path.join(dataDir, 'test.sqlite'))
  let dropDatabase = async () => {}
  if (TEST_DIALECT === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    const name = `counterpart_test_${randomBytes(6).toString('hex')}`
    const template = await migratedPgTemplate(adminUrl)
    await withPgClient(adminUrl, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`),
    )
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    // Wait for the app's pool to finish closing before dropping: forcing the drop while a connection is
    // still ending makes the server kill it, and pg reports that as an unhandled error in the test run.
    dropDatabase = () =>
      withPgClient(adminUrl, async (client) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
            name,
          ])
          if ((rows[0] as { n: number }).n === 0) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      })
  }
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'silent',
      // A worker thread per test app costs time; the checkpointer has its own test, and the
      // multi-process and crash-safety tests run the server as npm start does, with it.
      SQLITE_WAL_CHECKPOINTER: 'false',
    }),
    ...overrides,
  }
  const built = await buildApp(config, { logger: false })
  return {
    ...built,
    config,
    close: async () => {
      await built.app.close()
      await dropDatabase()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The app of one test file, built when the file is collected and closed after its last test. */
export async function testAppForFile(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const test = await createTestApp(overrides)
  afterAll(() => test.close())
  return test
}

/** The app of one test file (as testAppForFile) with the admin signed in: what most API test files start from. */
export async function adminAppForFile(
  overrides: Partial<AppConfig> = {},
): Promise<{ test: TestApp; admin: TestClient }> {
  const test = await testAppForFile(overrides)
  return { test, admin: await signedInAdmin(test.app) }
}

/**
 * The migrations run once per suite, not once per test app: a fresh database is a copy of one migrated when
 * the first app of a run needed it (PostgreSQL copies a template database; SQLite a file). Migrating took
 * 0.2-0.5 s on SQLite and 0.7-1 s on PostgreSQL per app, and the suite builds hundreds of apps. The template is
 * named after the migrations' source, so a changed migration makes a new one; the migrations' own tests (up and
 * down on a database) still run them. PostgreSQL copies the template's files (FILE_COPY, 0.07 s) rather than
 * logging every page of it (15's default, 0.57 s): the test cluster runs without fsync, so its checkpoint is cheap.
 */
const migrationsHash = (() => {
  const dir = path.join(import.meta.dirname, '../src/db/migrations')
  const hash = createHash('sha256')
  for (const file of fs.readdirSync(dir).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)))
  return hash.digest('hex').slice(0, 12)
})()

let sqliteTemplate: Promise<string> | null = null
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-template-')), 'template.sqlite')
    const { db } = openDatabase(`sqlite:${file}`, { walCheckpointer: false })
    await migrateToLatest(db)
    await db.destroy()
    // Kept for the worker's life: it runs file after file with this module loaded (isolate: false).
    process.once('exit', () => fs.rmSync(path.dirname(file), { recursive: true, force: true }))
    return file
  })()
  return sqliteTemplate
}

let pgTemplate: Promise<string> | null = null
/** Made once per cluster under an advisory lock: the test files run in several processes at once. */
function migratedPgTemplate(adminUrl: string): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `counterpart_template_${migrationsHash}`
    await withPgClient(adminUrl, async (client) => {
      await client.query('SELECT pg_advisory_lock(73310)')
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
        if (found.rowCount) return
        const building = `${name}_building`
        await client.query(`DROP DATABASE IF EXISTS ${building}`)
        await client.query(`CREATE DATABASE ${building}`)
        const url = new URL(adminUrl)
        url.pathname = `/${building}`
        const { db } = openDatabase(url.toString())
        await migrateToLatest(db)
        await db.destroy()
        // Renamed only once whole: a run killed while migrating leaves no template that lacks a migration.
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
      } finally {
        await client.query('SELECT pg_advisory_unlock(73310)')
      }
    })
    return name
  })()
  return pgTemplate
}

async function withPgClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

/** A browser-like client: keeps cookies, fetches the CSRF cookie and echoes it like the web app does. */
export class TestClient {
  private cookies = new Map<string, string>()

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async csrf(): Promise<string> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.request({ method: 'GET', url: '/api/sanctum/csrf-cookie' })
    return this.cookies.get('XSRF-TOKEN') ?? ''
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)
  }

  cookieNames(): IterableIterator<string> {
    return this.cookies.keys()
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value)
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase()
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) }
    if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false) headers['x-xsrf-token'] = await this.csrf()
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
    }
    const response = await this.app.inject({ ...options, headers, remoteAddress: this.remoteAddress })
    const target = options.url ?? options.path ?? '/'
    checkAgainstOpenApi(this.app, method, typeof target === 'string' ? target : target.pathname, response)
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now())
      if (expired || cookie.value === '') this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return response
  }

  get(url: string) {
    return this.request({ method: 'GET', url })
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) })
  }

  patch(url: string, payload?: unknown) {
    return this.request({ method: 'PATCH', url, ...(payload === undefined ? {} : { payload: payload as object }) })
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url })
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/login', { email, password })
  }
}

// ---- every answer against the OpenAPI document ------------------------------------------------------

interface DocumentedOperation {
  name: string
  pattern: RegExp
  params: number
  responses: Record<string, { content?: Record<string, { schema?: object }> } | undefined>
}

interface Contract {
  routeCount: number
  operations: DocumentedOperation[]
}

// Formats (email, date-time) are left to zod, which already parsed the answer on its way out; this checks
// that the published document describes what the server sends.
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false })
const validators = new WeakMap<object, ValidateFunction>()
const contracts = new WeakMap<FastifyInstance, Contract>()

function contractOf(app: FastifyInstance): Contract {
  const routes: AnyRoute[] = app.apiRoutes
  const known = contracts.get(app)
  // Tests may register routes of their own after the app is built: the document follows them.
  if (known && known.routeCount === routes.length) return known
  const document = buildOpenApi(routes)
  const operations = routes.map((spec): DocumentedOperation => {
    const openApiPath = API_PREFIX + spec.url.replace(/:(\w+)\??/g, '{$1}')
    const operation = document.paths[openApiPath]?.[spec.method.toLowerCase()] as {
      responses: DocumentedOperation['responses']
    }
    const source = (API_PREFIX + spec.url)
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
    return {
      name: `${spec.method} ${openApiPath}`,
      pattern: new RegExp(`^${spec.method} ${source}$`),
      params: (spec.url.match(/:/g) ?? []).length,
      responses: operation.responses,
    }
  })
  // A static segment wins over a parameter, as in the router.
  operations.sort((a, b) => a.params - b.params)
  const contract = { routeCount: routes.length, operations }
  contracts.set(app, contract)
  return contract
}

/**
 * Every 2xx answer an API test receives is checked against the route's response in the OpenAPI document:
 * a JSON body against its JSON schema, a file against its content types, 204 against "no body".
 */
function checkAgainstOpenApi(app: FastifyInstance, method: string, url: string, response: LightMyRequestResponse) {
  if (response.statusCode < 200 || response.statusCode >= 300) return
  const pathname = new URL(url, 'http://test.invalid').pathname
  if (!pathname.startsWith(`${API_PREFIX}/`)) return
  const operation = contractOf(app).operations.find((candidate) => candidate.pattern.test(`${method} ${pathname}`))
  if (!operation) throw new Error(`${method} ${pathname} answered ${response.statusCode} but no route documents it`)
  const status = String(response.statusCode)
  const documented = operation.responses[status]
  if (!documented) {
    const listed = Object.keys(operation.responses).join(', ')
    const hint = status === '201' ? ' (a route that answers 201 says status: 201)' : ''
    throw new Error(`${operation.name} answered ${status}; its OpenAPI responses list only ${listed}${hint}`)
  }
  if (status === '204') return
  const contentType =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? ''
  const content = documented.content ?? {}
  const media = content[contentType]
  if (!media) {
    const listed = Object.keys(content).join(', ')
    throw new Error(`${operation.name} answered ${contentType}; its OpenAPI document lists ${listed || 'no body'}`)
  }
  if (contentType !== 'application/json' || !media.schema) return
  let validate = validators.get(media.schema)
  if (!validate) {
    validate = ajv.compile(media.schema)
    validators.set(media.schema, validate)
  }
  if (!validate(response.json())) {
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`)
    throw new Error(`${operation.name} answered outside its OpenAPI schema: ${errors.join('; ')}`)
  }
}

export const ADMIN = { email: 'admin@example.com', password: 'admin123' }

export async function signedInAdmin(app: FastifyInstance): Promise<TestClient> {
  const client = new TestClient(app)
  const response = await client.login(ADMIN.email, ADMIN.password)
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`)
  return client
}

/** Writes a staff account straight into the database with exactly the given flags. */
export async function createStaff(
  test: TestApp,
  options: { email: string; password?: string; flags?: PermissionFlag[]; name?: string },
): Promise<number> {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, options.flags?.includes(flag) ? 1 : 0]))
  const now = nowIso()
  const row = await test.database.db
    .insertInto('users')
    .values({
      ...(flags as Record<PermissionFlag, number>),
      name: options.name ?? 'Staff Member',
      email: options.email,
      password: await hashPassword(options.password ?? 'password123'),
      avatar: null,
      roleName: 'Cashier',
      isAdmin: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** How many rows a table holds. */
export async function countRows(test: TestApp, table: keyof Database): Promise<number> {
  const row = await test.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * The audit chain's bookkeeping: the app's sealer numbers and hashes committed events whenever it runs
 * (platform/audit-sealer.ts), which adds or changes no event. An event written is still a row more.
 */
const AUDIT_SEALING: Record<string, string[]> = {
  audit_events: ['seq', 'prev_hash', 'hash'],
  audit_chain_head: ['seq', 'hash'],
}

/**
 * A digest of every row of every table: any write changes it. `ignore` names columns left out, by table
 * (a session's last-seen time moves with every request and says nothing about the shop's data); the audit
 * chain's sealing columns are always left out.
 */
export async function databaseDigest(db: Kysely<Database>, ignore: Record<string, string[]> = {}): Promise<string> {
  const hash = createHash('sha256')
  const tables = await db.introspection.getTables()
  for (const table of tables.map((t) => t.name).sort()) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)
    const left = [...(ignore[table] ?? []), ...(AUDIT_SEALING[table] ?? [])]
    const lines = rows.rows
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([name]) => !left.includes(name)))))
      .sort()
    hash.update(`${table}:${lines.join('\n')}\n`)
  }
  return hash.digest('hex')
}

/**
 * The answer refuses the input with 422 and shows each named field's messages under it, exactly (other
 * fields may carry messages of their own).
 */
export function expectFieldErrors(response: LightMyRequestResponse, expected: Record<string, string[]>): void {
  expect(response.statusCode, response.body).toBe(422)
  const { errors } = response.json<{ errors: Record<string, string[]> }>()
  for (const [field, messages] of Object.entries(expected)) expect(errors[field], field).toEqual(messages)
}
