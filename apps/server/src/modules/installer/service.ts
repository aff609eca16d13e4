import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { APP_VERSION } from '@counterpart/domain/constants'
import {
  INSTALLER_MESSAGES,
  type InstallerDatabase,
  type InstallerLicenseResponse,
  type InstallerRequirements,
  type InstallerStatus,
} from '@counterpart/domain/schemas/installer'
import { tr } from '@counterpart/domain/i18n/translate'
import type { BuiltApp } from '../../app.ts'
import type { AppConfig } from '../../config.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { envFilePath, readEnvFile, updateEnvFile } from './env-file.ts'
import { markInstalled, postgresHasInstallation, sqliteHasInstallation } from './installation.ts'
import { isValidLicense } from './license.ts'

const MIN_NODE = [20, 19] as const
const MIN_FREE_BYTES = 200 * 1024 * 1024
const CONNECT_TIMEOUT_MS = 5000

interface InstallerDeps {
  config: AppConfig
  /** Opens, migrates and seeds the chosen database: the app that takes over once installed. */
  buildInstalledApp: (config: AppConfig) => Promise<BuiltApp>
}

/**
 * The web installer's steps (spec 000 §4, §7). They keep no state between calls except in the
 * environment file and the database, so a step can be retried after a failure.
 */
export function createInstallerService({ config, buildInstalledApp }: InstallerDeps) {
  const envFile = envFilePath(config.dataDir)
  let installed = false
  let built: BuiltApp | null = null

  function ensureOpen(): void {
    if (installed) throw new NotFoundError()
  }

  function requireLicense(license: string, host: string): void {
    if (!isValidLicense(license, host, config.licenseSecret)) {
      throw ValidationError.field('license', INSTALLER_MESSAGES.licenseInvalid)
    }
  }

  function configuredUrl(): string {
    const url = readEnvFile(envFile).DATABASE_URL
    if (!url) throw new ConflictError(tr('messages:installer.steps.noDatabaseYet'))
    return url
  }

  return {
    get installed() {
      return installed
    },

    status(serverAddress: string): InstallerStatus {
      ensureOpen()
      return { installer: true, version: APP_VERSION, ip: serverAddress }
    },

    /** Step 2, and the gate of every other step: the key must decrypt to '@' + the host the browser used. */
    checkLicense(license: string, host: string): void {
      ensureOpen()
      requireLicense(license, host)
    },

    license(license: string, host: string): InstallerLicenseResponse {
      ensureOpen()
      requireLicense(license, host)
      return {
        message: INSTALLER_MESSAGES.licenseValid,
        admin: { email: config.admin.email, password: config.admin.password },
      }
    },

    /** Step 1. */
    requirements(): InstallerRequirements {
      ensureOpen()
      const missing: string[] = []
      const loaded: string[] = []
      const check = (ok: boolean, text: string) => (ok ? loaded : missing).push(text)

      const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
      check(
        major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]),
        tr('messages:installer.requirements.node', { wanted: MIN_NODE.join('.'), running: process.versions.node }),
      )
      check(isWritable(config.dataDir), tr('messages:installer.requirements.dataFolder', { folder: config.dataDir }))
      const free = freeBytes(config.dataDir)
      check(
        free !== null && free >= MIN_FREE_BYTES,
        free === null
          ? tr('messages:installer.requirements.diskUnknown', { wanted: formatBytes(MIN_FREE_BYTES) })
          : tr('messages:installer.requirements.disk', {
              wanted: formatBytes(MIN_FREE_BYTES),
              free: formatBytes(free),
            }),
      )
      check(sqliteWorks(), tr('messages:installer.requirements.sqlite'))
      check(typeof pg.Client === 'function', tr('messages:installer.requirements.postgres'))
      return { missing, loaded }
    },

    /** Step 3: connects with the form's values and refuses a database that already holds an installation. */
    async connect(database: InstallerDatabase): Promise<{ message: string }> {
      ensureOpen()
      const url = databaseUrl(database, config.dataDir)
      const alreadyInstalled = database.database_driver === 'sqlite' ? checkSqlite(url) : await checkPostgres(url)
      if (alreadyInstalled) {
        throw new ConflictError(tr('messages:installer.steps.alreadyInstalled'))
      }
      return { message: tr('messages:installer.steps.connected') }
    },

    /** Step 4. */
    writeEnvironment(database: InstallerDatabase): { message: string } {
      ensureOpen()
      updateEnvFile(envFile, { DATABASE_URL: databaseUrl(database, config.dataDir) })
      return { message: tr('messages:installer.steps.envWritten', { file: envFile }) }
    },

    /** Step 5: a random application key, kept if one exists, for signing what must outlive a restart. */
    generateKey(): { message: string } {
      ensureOpen()
      configuredUrl()
      if (!readEnvFile(envFile).APP_KEY) updateEnvFile(envFile, { APP_KEY: randomBytes(32).toString('base64url') })
      return { message: tr('messages:installer.steps.keyGenerated') }
    },

    /** Step 6: migrations, default settings and the admin account, on the database of the environment file. */
    async initialise(): Promise<{ message: string }> {
      ensureOpen()
      const url = configuredUrl()
      if (built) await built.app.close()
      built = null
      try {
        built = await buildInstalledApp({ ...config, databaseUrl: url })
        await built.app.ready()
      } catch (error) {
        throw new ConflictError(tr('messages:installer.steps.initialiseFailed', { reason: reason(error) }))
      }
      return { message: tr('messages:installer.steps.initialised') }
    },

    /** Step 7: the folders the app writes to, the environment file readable by its owner only, then the installed flag. */
    async setPermissions(): Promise<{ message: string; app: BuiltApp }> {
      ensureOpen()
      if (!built) throw new ConflictError(tr('messages:installer.steps.notInitialised'))
      const folders = [built.services.uploads.publicRoot, built.services.uploads.privateRoot, config.backupDir]
      for (const folder of folders) {
        fs.mkdirSync(folder, { recursive: true })
        if (!isWritable(folder)) throw new ConflictError(tr('messages:installer.steps.folderNotWritable', { folder }))
      }
      fs.chmodSync(envFile, 0o600)
      await markInstalled(built.database.db)
      installed = true
      return { message: tr('messages:installer.steps.installed'), app: built }
    },

    /** Leaves nothing open when the installer is shut down before it finished. */
    async close(): Promise<void> {
      if (built && !installed) await built.app.close()
    },
  }
}

export type InstallerService = ReturnType<typeof createInstallerService>

export function databaseUrl(database: InstallerDatabase, dataDir: string): string {
  if (database.database_driver === 'sqlite') return `sqlite:${path.join(dataDir, `${database.database_name}.sqlite`)}`
  const host = database.database_host.includes(':') ? `[${database.database_host}]` : database.database_host
  const credentials = `${encodeURIComponent(database.database_user)}${
    database.database_password ? `:${encodeURIComponent(database.database_password)}` : ''
  }`
  return `postgres://${credentials}@${host}:${database.database_port}/${encodeURIComponent(database.database_name)}`
}

function checkSqlite(url: string): boolean {
  const file = url.slice('sqlite:'.length)
  let sqlite: SQLite.Database | null = null
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    sqlite = new SQLite(file)
    return sqliteHasInstallation(sqlite)
  } catch (error) {
    throw ValidationError.field('database_name', tr('messages:installer.steps.openFailed', { reason: reason(error) }))
  } finally {
    sqlite?.close()
  }
}

async function checkPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  try {
    await client.connect()
  } catch (error) {
    await client.end().catch(() => undefined)
    const message = tr('messages:installer.steps.connectFailed', { reason: reason(error) })
    const code = (error as { code?: string }).code
    // Name the field a person would correct, so the message shows under it.
    const field =
      code === '28P01' || code === '28000'
        ? 'database_password'
        : code === '3D000'
          ? 'database_name'
          : code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT'
            ? 'database_host'
            : null
    throw field ? new ValidationError({ [field]: [message] }, message) : new ConflictError(message)
  }
  try {
    return await postgresHasInstallation(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

function isWritable(folder: string): boolean {
  try {
    fs.mkdirSync(folder, { recursive: true })
    fs.accessSync(folder, fs.constants.W_OK)
    return true
  } catch {
    return false
  }
}

function freeBytes(folder: string): number | null {
  try {
    const stats = fs.statfsSync(fs.existsSync(folder) ? folder : os.tmpdir())
    return stats.bavail * stats.bsize
  } catch {
    return null
  }
}

function sqliteWorks(): boolean {
  try {
    new SQLite(':memory:').close()
    return true
  } catch {
    return false
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`
  return `${(bytes / 1024 ** 2).toFixed(2)} MB`
}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text || (error as { code?: string }).code || 'unknown error'
}
