import net from 'node:net'
import path from 'node:path'

/**
 * Environment -> typed configuration. Every variable and its default is listed in docs/configuration.md.
 */
export interface AppConfig {
  port: number
  host: string
  /** `sqlite:` path or a postgres:// URL. */
  databaseUrl: string
  dataDir: string
  /** The built web app; absent in API-only runs such as tests. */
  webDistDir: string | null
  sessionLifetimeMinutes: number
  secureCookies: boolean
  /**
   * Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy): false (none), a hop count,
   * a list of proxy addresses or CIDR ranges, or true (every hop: a client can then write its own address,
   * see docs/configuration.md).
   */
  trustProxy: TrustProxy
  demo: boolean
  admin: { email: string; password: string; name: string }
  /** Used until the mail settings name an SMTP host. */
  smtpFallback: { host: string; port: number; user: string; password: string; secure: boolean; from: string }
  /**
   * Base address of links in mails (password reset, repair tracking). When empty, the address stored in
   * General settings is used, and with neither no link is mailed: never the request's own origin.
   */
  appUrl: string
  logLevel: string
  timezone: string
  /** Where backups are written (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string
  /** How many automatic daily backups are kept (BACKUP_RETENTION). */
  backupRetention: number
  /** Whether the daily automatic backup runs (BACKUP_DAILY). */
  backupDaily: boolean
  /** Largest backup file the Backup screen accepts as an upload (BACKUP_UPLOAD_MAX_MB, default 2048). */
  backupUploadMaxBytes: number
  /** Folder of pg_dump / pg_restore / psql when they are not on PATH (PG_BIN_DIR). */
  pgBinDir: string
  /** INSTALLER=web serves the web installer until the application is installed. */
  webInstaller: boolean
  /** The deployment's shared secret that license keys are encrypted with (LICENSE_SECRET). */
  licenseSecret: string
  /** SQLite: checkpoint the write-ahead log from a worker thread (SQLITE_WAL_CHECKPOINTER=false: in the commit). */
  sqliteWalCheckpointer: boolean
  /** PostgreSQL: keep statements prepared per connection (PG_PREPARED_STATEMENTS=false: plan each time). */
  pgPreparedStatements: boolean
}

type Env = Record<string, string | undefined>

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data')
  const databaseUrl = env.DATABASE_URL?.trim() || `sqlite:${path.join(dataDir, 'counterpart.sqlite')}`
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(cwd, env.WEB_DIST_DIR ?? defaultWebDist()),
    sessionLifetimeMinutes: integer(env.SESSION_LIFETIME_MINUTES, 720, 'SESSION_LIFETIME_MINUTES'),
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: trustProxy(env.TRUST_PROXY),
    demo: env.DEMO_MODE === 'true',
    admin: {
      email: env.ADMIN_EMAIL ?? 'admin@example.com',
      password: env.ADMIN_PASSWORD ?? 'admin123',
      name: env.ADMIN_NAME ?? 'Administrator',
    },
    smtpFallback: {
      host: env.SMTP_HOST ?? '',
      port: integer(env.SMTP_PORT, 25, 'SMTP_PORT'),
      user: env.SMTP_USER ?? '',
      password: env.SMTP_PASSWORD ?? '',
      secure: env.SMTP_SECURE === 'true',
      from: env.SMTP_FROM ?? 'counterpart@localhost',
    },
    appUrl: (env.APP_URL ?? '').replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    timezone: env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    backupDir: path.resolve(cwd, env.BACKUP_DIR || path.join(dataDir, 'backups')),
    backupRetention: integer(env.BACKUP_RETENTION, 7, 'BACKUP_RETENTION'),
    backupDaily: env.BACKUP_DAILY !== 'false',
    backupUploadMaxBytes: integer(env.BACKUP_UPLOAD_MAX_MB, 2048, 'BACKUP_UPLOAD_MAX_MB') * 1024 * 1024,
    pgBinDir: env.PG_BIN_DIR ?? '',
    webInstaller: env.INSTALLER === 'web',
    licenseSecret: env.LICENSE_SECRET ?? '',
    sqliteWalCheckpointer: env.SQLITE_WAL_CHECKPOINTER !== 'false',
    pgPreparedStatements: env.PG_PREPARED_STATEMENTS !== 'false',
  }
}

export type TrustProxy = boolean | number | string[]

/**
 * TRUST_PROXY: empty or `false` trusts no proxy; `true` trusts every hop (the leftmost X-Forwarded-For
 * address wins, which a client can write itself unless the proxy replaces the header); a whole number
 * trusts that many hops from the server; anything else is a comma-separated list of proxy addresses or
 * CIDR ranges (`127.0.0.1,10.0.0.0/8`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`), and the client address is the first one, from the right, that is
 * not a trusted proxy.
 */
export function trustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY hop count must be between 1 and 10, got "${text}"`)
    return hops
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY must be true, false, a hop count or proxy addresses/CIDR ranges separated by commas; "${entry}" is none of them`,
      )
    }
  }
  return entries
}

/** proxy-addr's names for the usual private ranges, which Fastify's trustProxy accepts too. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = net.isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  if (!/^\d+$/.test(bits)) return false
  return Number(bits) <= (version === 4 ? 32 : 128)
}

/**
 * The setting as Fastify's trustProxy option. A hop count becomes a function: Fastify 5.12 reads a bare
 * number as "trust nothing" (it cannot tell a proxy from a client talking to the app directly), and the
 * operator who chose a hop count has said that only the proxy can reach the app (docs/configuration.md).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting
  return (_address, hop) => hop < setting
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist')
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`)
  return parsed
}
