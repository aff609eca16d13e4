import { tr } from '@counterpart/domain/i18n/translate'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  BACKUP_MESSAGES,
  backupTooLargeMessage,
  type BackupEntry,
  type BackupKind,
} from '@counterpart/domain/schemas/backups'
import type { AppConfig } from '../../config.ts'
import type { DatabaseHandle } from '../../db/connection.ts'
import { migrations as appMigrations } from '../../db/migrations/index.ts'
import { readAuditHead, recordAudit, type AuditChange, type AuditHead } from '../../platform/audit.ts'
import { AppError, ConflictError, ValidationError } from '../../platform/errors.ts'
import { BackupMismatchError, InvalidBackupError, type BackupEngine, type Migrations } from './engine.ts'
import { createPostgresEngine } from './postgres-engine.ts'
import { describeProblem, InvalidRowsError } from './row-checks.ts'
import { createSqliteEngine } from './sqlite-engine.ts'

const PREFIX: Record<BackupKind, string> = {
  manual: 'backup',
  daily: 'daily',
  safety: 'before-restore',
  uploaded: 'upload',
}
const NAME_PATTERN = /^(backup|daily|before-restore|upload)-\d{4}-\d{2}-\d{2}(-\d{6})?(-\d+)?\.(sqlite|dump)$/
/**
 * A .part file untouched this long at start was left by a backup, upload or restore that was interrupted.
 * Younger ones may belong to another app process sharing the folder, which is still writing them.
 */
const LEFTOVER_PART_MS = 60 * 1000
/** The timer looks once an hour whether today's automatic backup exists; the first look waits a few minutes after start. */
const DAILY_CHECK_MS = 60 * 60 * 1000
const FIRST_CHECK_MS = 5 * 60 * 1000
/** A daily backup another process started and never finished (it crashed) is given up after this long. */
const STALE_PART_MS = 60 * 60 * 1000

interface BackupsDeps {
  database: DatabaseHandle
  config: Pick<AppConfig, 'databaseUrl' | 'backupDir' | 'backupRetention' | 'pgBinDir' | 'backupUploadMaxBytes'>
  /** Migration names this version knows, in order; a backup holding any other was made by a newer version. */
  knownMigrations: string[]
  /** Brings restored data up to this version (migrations, defaults). */
  afterRestore: () => Promise<void>
  log: { info: (object: object, message: string) => void; error: (object: object, message: string) => void }
}

export function createBackupsService({ database, config, knownMigrations, afterRestore, log }: BackupsDeps) {
  const dir = config.backupDir
  const engine: BackupEngine =
    database.dialect === 'sqlite' && database.sqlite
      ? createSqliteEngine(database.sqlite, database.db, dir)
      : createPostgresEngine(config.databaseUrl, database.db, config.pgBinDir, dir)
  /** The running app's own migrations, in order: what a restore builds the schema from. */
  const latest: Migrations = Object.fromEntries(
    knownMigrations.map((name) => {
      const migration = appMigrations[name]
      if (!migration) throw new Error(`migration ${name} is not in db/migrations/index.ts`)
      return [name, migration]
    }),
  )
  const ready = removeLeftovers().catch((error: unknown) =>
    log.error({ err: error }, 'could not remove the leftovers of interrupted backups'),
  )
  let busy = false
  let timer: NodeJS.Timeout | null = null
  let scheduled = false

  /** One backup or restore at a time in this process; a second one is told to wait rather than queued. */
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (busy) throw new ConflictError(BACKUP_MESSAGES.busy)
    busy = true
    try {
      return await work()
    } finally {
      busy = false
    }
  }

  async function removeLeftovers(): Promise<void> {
    const schemas = (await engine.removeLeftovers?.()) ?? []
    if (schemas.length > 0) log.info({ schemas }, 'removed the staging copies of interrupted restores')
    await fs.mkdir(dir, { recursive: true })
    for (const name of await fs.readdir(dir)) {
      if (!name.endsWith('.part')) continue
      const file = path.join(dir, name)
      const stat = await fs.stat(file).catch(() => null)
      if (stat && Date.now() - stat.mtimeMs > LEFTOVER_PART_MS) {
        await fs.rm(file, { force: true })
        log.info({ file: name }, 'removed the leftover of an interrupted backup')
      }
    }
  }

  async function list(): Promise<BackupEntry[]> {
    await ready
    await fs.mkdir(dir, { recursive: true })
    const names = (await fs.readdir(dir)).filter(
      (name) => NAME_PATTERN.test(name) && name.endsWith(`.${engine.extension}`),
    )
    const entries = await Promise.all(
      names.map(async (name) => {
        const stat = await fs.stat(path.join(dir, name))
        return { name, time: stat.mtime.toISOString(), size: stat.size, kind: kindOf(name), mtime: stat.mtimeMs }
      }),
    )
    entries.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name))
    return entries.map(({ mtime: _mtime, ...entry }, index) => ({ number: index + 1, ...entry }))
  }

  /** A listed backup. Anything else (another folder, ../, an absolute path) is refused. */
  async function listedEntry(file: string): Promise<BackupEntry> {
    const entry = (await list()).find((item) => item.name === file)
    if (!entry) throw ValidationError.field('file', BACKUP_MESSAGES.unknownFile)
    return entry
  }

  /** The path of a listed backup. */
  async function resolveListed(file: string): Promise<string> {
    return path.join(dir, (await listedEntry(file)).name)
  }

  /**
   * A backup file is not a row: its audit event is written in a transaction of its own right after the
   * file was written, removed or restored (the file work cannot take part in a database transaction).
   * Made outside a request (the daily timer), the event names the system as its author.
   */
  async function audit(action: string, file: string, change: Pick<AuditChange, 'before' | 'after'>): Promise<void> {
    await database.db
      .transaction()
      .execute((trx) => recordAudit(trx, { entity: 'backup', entityId: file, action, ...change }))
  }

  const described = (entry: BackupEntry) => ({ file: entry.name, kind: entry.kind, size: entry.size })

  /** Writes to a .part file reserved exclusively, then renames: the list never shows half a backup. */
  async function write(name: string): Promise<BackupEntry> {
    const target = path.join(dir, name)
    const part = `${target}.part`
    await fs.mkdir(dir, { recursive: true })
    await (await fs.open(part, 'wx')).close()
    // Read before the copy starts: the log only grows, so the backup holds at least this event.
    const auditHead = await readAuditHead(database.db)
    try {
      await engine.create(part)
      await writeManifest(name, auditHead)
      await fs.rename(part, target)
    } catch (error) {
      await fs.rm(part, { force: true })
      await fs.rm(manifestPath(name), { force: true })
      throw error
    }
    const entry = (await list()).find((item) => item.name === name)
    if (!entry) throw new Error(`backup ${name} vanished right after it was written`)
    return entry
  }

  /**
   * Beside each backup the app writes, `<name>.manifest.json` names the audit log's head it holds (event
   * number and hash): copied off the machine with the backups, it anchors the log outside the database
   * (`npm run audit:verify -- --head seq:hash`).
   */
  function manifestPath(name: string): string {
    return path.join(dir, `${name}.manifest.json`)
  }

  async function writeManifest(name: string, auditHead: AuditHead): Promise<void> {
    const manifest = { file: name, written_at: new Date().toISOString(), auditHead, auditHeadText: headText(auditHead) }
    await fs.writeFile(manifestPath(name), `${JSON.stringify(manifest, null, 2)}\n`)
  }

  async function manifestHead(name: string): Promise<string | null> {
    const text = await fs.readFile(manifestPath(name), 'utf8').catch(() => null)
    return text === null ? null : ((JSON.parse(text) as { auditHeadText?: string }).auditHeadText ?? null)
  }

  async function removeBackupFile(name: string): Promise<void> {
    await fs.rm(path.join(dir, name), { force: true })
    await fs.rm(manifestPath(name), { force: true })
  }

  async function freeName(kind: BackupKind, now: Date): Promise<string> {
    const base = `${PREFIX[kind]}-${stamp(now)}`
    for (let attempt = 1; ; attempt++) {
      const name = `${base}${attempt === 1 ? '' : `-${attempt}`}.${engine.extension}`
      if (!(await exists(path.join(dir, name))) && !(await exists(path.join(dir, `${name}.part`)))) return name
    }
  }

  async function generate(kind: 'manual' | 'safety', now = new Date()): Promise<BackupEntry> {
    return write(await freeName(kind, now))
  }

  async function pruneDaily(): Promise<string[]> {
    const daily = (await list()).filter((entry) => entry.kind === 'daily').sort((a, b) => b.name.localeCompare(a.name))
    const keep = Math.max(1, config.backupRetention)
    const removed = daily.slice(keep).map((entry) => entry.name)
    for (const name of removed) await removeBackupFile(name)
    return removed
  }

  /**
   * Today's automatic backup, unless it exists. Several app processes sharing DATA_DIR race for the same
   * name; the exclusive .part file lets exactly one of them write it.
   */
  async function runDaily(now = new Date()): Promise<BackupEntry | null> {
    const name = `${PREFIX.daily}-${now.toISOString().slice(0, 10)}.${engine.extension}`
    if (await exists(path.join(dir, name))) return null
    const part = path.join(dir, `${name}.part`)
    const partStat = await fs.stat(part).catch(() => null)
    if (partStat && Date.now() - partStat.mtimeMs > STALE_PART_MS) await fs.rm(part, { force: true })
    else if (partStat) return null
    if (busy) return null
    busy = true
    try {
      const entry = await write(name)
      const removed = await pruneDaily()
      log.info({ backup: entry.name, removed }, 'daily backup written')
      await audit('backup made', entry.name, {
        after: { ...described(entry), removedDaily: removed, auditHead: await manifestHead(entry.name) },
      })
      return entry
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null
      throw error
    } finally {
      busy = false
    }
  }

  /**
   * The one checked path every restore and upload goes through: a whole, readable file of this
   * application (422 otherwise), at a migration level this version knows (409), whose tables, columns and
   * other objects are exactly those our migrations build at that level (409 naming what differs).
   */
  async function load(file: string, beforeSwap?: () => Promise<void>): Promise<void> {
    let held: string[]
    try {
      held = await engine.validate(file)
    } catch (error) {
      if (!(error instanceof InvalidBackupError)) throw error
      throw ValidationError.field('file', BACKUP_MESSAGES.notABackup(error.message))
    }
    if (held.length === 0) {
      throw ValidationError.field('file', BACKUP_MESSAGES.notABackup('it holds no Counterpart schema'))
    }
    const unknown = held.filter((name) => !(name in latest))
    if (unknown.length > 0) {
      throw new ConflictError(tr('messages:server.backup.newer', { migrations: unknown.join(', ') }))
    }
    const level = knownMigrations.slice(0, held.length)
    const gap = level.find((name) => !held.includes(name))
    if (gap) {
      throw new ConflictError(tr('messages:server.backup.gap', { migration: gap }))
    }
    try {
      await engine.load(file, Object.fromEntries(level.map((name) => [name, latest[name]!])), latest, beforeSwap)
    } catch (error) {
      if (error instanceof BackupMismatchError) {
        throw new ConflictError(tr('messages:server.backup.mismatch', { differences: error.differences.join(', ') }))
      }
      if (error instanceof InvalidRowsError) {
        throw ValidationError.field('file', BACKUP_MESSAGES.invalidRows(error.problems.map(describeProblem)))
      }
      if (error instanceof ValidationError || error instanceof ConflictError) throw error
      log.error({ err: error, file: path.basename(file) }, 'restore failed; the live data was left as it was')
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      throw new ConflictError(tr('messages:server.backup.failed', { reason }))
    }
  }

  return {
    list,
    runDaily,
    /** Settles once the leftovers of interrupted backups and restores are gone (at start). */
    ready: () => ready,
    directory: dir,
    /** Largest upload accepted, in bytes (read at each upload: the configuration may change in tests). */
    uploadLimit: () => config.backupUploadMaxBytes,

    async generate(now?: Date): Promise<BackupEntry> {
      const entry = await exclusive(() => generate('manual', now))
      await audit('backup made', entry.name, {
        after: { ...described(entry), auditHead: await manifestHead(entry.name) },
      })
      return entry
    },

    async remove(file: string): Promise<void> {
      const entry = await listedEntry(file)
      await exclusive(() => removeBackupFile(entry.name))
      await audit('backup removed', entry.name, { before: described(entry) })
    },

    /**
     * Checks the file, builds this version's schema at the file's migration level and copies the file's
     * rows into it, keeps a safety copy of the current data, then swaps the restored data in. Nothing of
     * the file is run as SQL; the app keeps serving throughout; nothing changes unless all of it works.
     */
    async restore(file: string): Promise<{ safety: string }> {
      const source = await resolveListed(file)
      return exclusive(async () => {
        let safety = ''
        let replaced: AuditHead = { seq: 0, hash: '' }
        await load(source, async () => {
          safety = (await generate('safety')).name
          replaced = await readAuditHead(database.db)
        })
        await afterRestore()
        log.info({ file, safety }, 'backup restored')
        // Written after the restore, into the restored database: the restore replaced every table, the
        // audit log and its chain head included, so an event written before it (or in the old data) would
        // be gone. It chains onto the restored log's last event and names the head of the log it replaced
        // (kept whole in the safety backup): a log rewritten by a restore says so, and `audit:verify
        // --head` given a head of the replaced log fails and points here.
        await audit('backup restored', file, { after: { file, safety, replacedAuditHead: headText(replaced) } })
        return { safety }
      })
    },

    /**
     * The path of a listed backup, for downloading it. A download is audited: a backup holds every
     * customer and every secret of the shop, and the log says who took a copy away.
     */
    async download(file: string): Promise<{ path: string; size: number }> {
      const entry = await listedEntry(file)
      await audit('backup downloaded', entry.name, { after: described(entry) })
      return { path: path.join(dir, entry.name), size: entry.size }
    },

    /**
     * Stores a backup made elsewhere, once it has passed the same checks as a restore (the file is read
     * as data and compared with this version's schema, never run). A refused file leaves nothing behind.
     */
    async upload(content: Readable, now = new Date()): Promise<BackupEntry> {
      await ready
      await fs.mkdir(dir, { recursive: true })
      // Reserved exclusively: two uploads in the same second each get a name of their own.
      let name = ''
      let part = ''
      for (let attempt = 0; !part; attempt++) {
        name = await freeName('uploaded', now)
        const candidate = path.join(dir, `${name}.part`)
        try {
          await (await fs.open(candidate, 'wx')).close()
          part = candidate
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 20) throw error
        }
      }
      try {
        // Received outside the one-at-a-time lock: a slow upload does not hold up backups meanwhile.
        let bytes = 0
        const limit = config.backupUploadMaxBytes
        content.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (bytes > limit) content.destroy(ValidationError.field('file', backupTooLargeMessage(limit)))
        })
        await pipeline(content, createWriteStream(part)).catch((error: unknown) => {
          if (error instanceof AppError) throw error
          // The multipart body broke off or did not read (the client's doing): nothing was stored.
          log.info({ err: error }, 'backup upload did not arrive whole')
          throw ValidationError.field('file', BACKUP_MESSAGES.uploadBroken)
        })
        if ((content as Readable & { truncated?: boolean }).truncated)
          throw ValidationError.field('file', backupTooLargeMessage(limit))
        if (bytes === 0) throw ValidationError.field('file', BACKUP_MESSAGES.uploadMissing)
        await exclusive(async () => {
          await load(part)
          await fs.rename(part, path.join(dir, name))
        })
      } finally {
        await fs.rm(part, { force: true })
      }
      const entry = (await list()).find((item) => item.name === name)
      if (!entry) throw new Error(`backup ${name} vanished right after it was uploaded`)
      log.info({ backup: name }, 'backup uploaded')
      await audit('backup uploaded', entry.name, { after: described(entry) })
      return entry
    },

    /** The daily timer: one check at a time (the next is scheduled only when the last has finished). */
    startSchedule(): void {
      const tick = async () => {
        try {
          await runDaily()
        } catch (error) {
          log.error({ err: error }, 'daily backup failed')
        }
        if (scheduled) timer = setTimeout(() => void tick(), DAILY_CHECK_MS).unref()
      }
      scheduled = true
      timer = setTimeout(() => void tick(), FIRST_CHECK_MS).unref()
    },

    stopSchedule(): void {
      scheduled = false
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}

export type BackupsService = ReturnType<typeof createBackupsService>

/** A head as it is printed and typed: `seq:hash`, what `audit:verify --head` takes. */
function headText(head: AuditHead): string {
  return `${head.seq}:${head.hash}`
}

function kindOf(name: string): BackupKind {
  if (name.startsWith(`${PREFIX.daily}-`)) return 'daily'
  if (name.startsWith(`${PREFIX.safety}-`)) return 'safety'
  if (name.startsWith(`${PREFIX.uploaded}-`)) return 'uploaded'
  return 'manual'
}

/** 2026-11-21T21:13:45Z -> 2026-11-21-211345 (UTC). */
function stamp(date: Date): string {
  const iso = date.toISOString()
  return `${iso.slice(0, 10)}-${iso.slice(11, 19).replaceAll(':', '')}`
}

async function exists(file: string): Promise<boolean> {
  return fs
    .access(file)
    .then(() => true)
    .catch(() => false)
}
