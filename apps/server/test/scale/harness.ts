import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.ts'
import { TEST_DIALECT } from '../helpers.ts'

/**
 * Real app processes for the scale tests: a database of their own (a SQLite file in a fresh DATA_DIR, or
 * a fresh PostgreSQL database when TEST_DB=postgres), `node --import tsx src/main.ts` children on free
 * loopback ports, and a cookie-keeping HTTP client that talks to them like a browser.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..')
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts')

export interface ScaleDatabase {
  databaseUrl: string
  /** DATA_DIR shared by every process of the test (uploads, backups, the SQLite file). */
  dataDir: string
  /** A direct connection for checks (the same file or database the processes use). */
  open: () => DatabaseHandle
  drop: () => Promise<void>
}

export async function scaleDatabase(): Promise<ScaleDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-scale-'))
  let databaseUrl = `sqlite:${path.join(dataDir, 'counterpart.sqlite')}`
  let dropDatabase = async () => {}
  if (TEST_DIALECT === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    const name = `counterpart_scale_${randomBytes(6).toString('hex')}`
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = () =>
      withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  }
  return {
    databaseUrl,
    dataDir,
    open: () => openDatabase(databaseUrl),
    drop: async () => {
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

/** A port nobody listens on right now (the OS picks it from its ephemeral range). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface AppProcess {
  pid: number
  port: number
  url: string
  child: ChildProcess
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output: () => string
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Sends a signal and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface StartOptions {
  db: ScaleDatabase
  port?: number
  env?: Record<string, string>
  /** How long to wait for GET /api/health. */
  timeoutMs?: number
}

// Every process started here is killed when the test process exits, even after a failed start or test.
const started = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL')
})

/** Starts `src/main.ts` as its own process, like `npm start` does, and waits until it answers. */
export async function startApp(options: StartOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.db.dataDir,
      DATABASE_URL: options.db.databaseUrl,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
      BACKUP_DAILY: 'false',
      INSTALLER: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.add(child)
  child.once('exit', () => started.delete(child))
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = `http://127.0.0.1:${port}`
  const app: AppProcess = {
    pid: child.pid ?? 0,
    port,
    url,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
  let done = false
  void exited.then(() => (done = true))
  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  while (Date.now() < deadline) {
    if (done) throw new Error(`the app on port ${port} exited before it answered:\n${output}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return app
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  await app.stop('SIGKILL')
  throw new Error(`the app on port ${port} did not answer within ${options.timeoutMs ?? 30_000} ms:\n${output}`)
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export interface HttpAnswer {
  statusCode: number
  headers: Headers
  body: string
  json: () => any // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes; each test reads the fields it checks
}

/**
 * A browser over real HTTP: keeps its cookies, fetches the CSRF cookie and echoes it in X-XSRF-TOKEN.
 * `baseUrl` may change between requests, so one session can be carried from one process to another.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>()

  constructor(public baseUrl: string) {}

  async csrf(): Promise<string> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/sanctum/csrf-cookie')
    return this.cookies.get('XSRF-TOKEN') ?? ''
  }

  async request(
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    baseUrl = this.baseUrl,
  ): Promise<HttpAnswer> {
    const sent: Record<string, string> = { ...headers }
    if (method !== 'GET' && method !== 'HEAD') sent['x-xsrf-token'] = await this.csrf()
    if (this.cookies.size > 0) {
      sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
    }
    if (payload !== undefined) sent['content-type'] = 'application/json'
    const response = await fetch(baseUrl + url, {
      method,
      headers: sent,
      redirect: 'manual',
      ...(payload === undefined ? {} : { body: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    })
    for (const line of response.headers.getSetCookie()) this.keepCookie(line)
    const body = await response.text()
    return {
      statusCode: response.status,
      headers: response.headers,
      body,
      json: () => JSON.parse(body),
    }
  }

  get(url: string) {
    return this.request('GET', url)
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, payload, headers)
  }

  login(email: string, password: string) {
    return this.post('/api/login', { email, password })
  }

  private keepCookie(line: string): void {
    const [pair = '', ...attributes] = line.split(';')
    const equals = pair.indexOf('=')
    const name = pair.slice(0, equals).trim()
    const value = decodeURIComponent(pair.slice(equals + 1).trim())
    const expired = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim().toLowerCase())
      return (key === 'max-age' && Number(setting) <= 0) || (key === 'expires' && Date.parse(setting) <= Date.now())
    })
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

export const ADMIN = { email: 'admin@example.com', password: 'admin123' }

export async function signIn(baseUrl: string, email = ADMIN.email, password = ADMIN.password): Promise<HttpClient> {
  const client = new HttpClient(baseUrl)
  const answer = await client.login(email, password)
  if (answer.statusCode !== 200) throw new Error(`sign-in failed: ${answer.statusCode} ${answer.body}`)
  return client
}
