import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { PERMISSION_FLAGS, type PermissionFlag } from '@counterpart/domain/permissions'
import { buildApp, type BuiltApp } from '../src/app.ts'
import type { Database } from '../src/db/schema.ts'
import { loadConfig, type AppConfig } from '../src/config.ts'
import { hashPassword } from '../src/platform/passwords.ts'
import { nowIso } from '../src/platform/time.ts'

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
  let dropDatabase = async () => {}
  if (TEST_DIALECT === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    const name = `counterpart_test_${randomBytes(6).toString('hex')}`
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
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

/**
 * A digest of every row of every table: any write changes it. `ignore` names columns left out, by table
 * (a session's last-seen time moves with every request and says nothing about the shop's data).
 */
export async function databaseDigest(db: Kysely<Database>, ignore: Record<string, string[]> = {}): Promise<string> {
  const hash = createHash('sha256')
  const tables = await db.introspection.getTables()
  for (const table of tables.map((t) => t.name).sort()) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)
    const left = ignore[table] ?? []
    const lines = rows.rows
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([name]) => !left.includes(name)))))
      .sort()
    hash.update(`${table}:${lines.join('\n')}\n`)
  }
  return hash.digest('hex')
}
