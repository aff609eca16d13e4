import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely'
import pg from 'pg'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import {
  createStaff,
  createTestApp,
  databaseDigest,
  signedInAdmin,
  TEST_DIALECT,
  testAppForFile,
  TestClient,
} from '../../../test/helpers.ts'
import { blankProduct } from '../../../test/stock-fixtures.ts'
import { migrations } from '../../db/migrations/index.ts'
import { hashToken } from '../../platform/tokens.ts'
import { findTool } from './postgres-tools.ts'

const test = await testAppForFile()
let admin = await signedInAdmin(test.app)
const EXT = TEST_DIALECT === 'postgres' ? 'dump' : 'sqlite'

interface Listed {
  number: number
  name: string
  time: string
  size: number
  kind: string
}

async function listed(): Promise<Listed[]> {
  const response = await admin.get('/api/backup-load')
  expect(response.statusCode).toBe(200)
  return response.json().backups
}

async function siteName(): Promise<string> {
  return (await admin.post('/api/pull-app-configuration')).json().configs.site_name
}

async function renameShop(name: string): Promise<void> {
  const current = (await admin.get('/api/settings')).json().general
  const response = await admin.post('/api/setting-general-update', {
    ...current,
    site_name: name,
    phone: '1',
    address_1: 'A',
  })
  expect(response.statusCode).toBe(200)
}

function backupPath(name: string): string {
  return path.join(test.config.backupDir, name)
}

/** A restore signs everyone out: the admin signs in again afterwards. */
async function restore(file: string) {
  const response = await admin.patch('/api/backup-restore', { file })
  if (response.statusCode === 200) admin = await signedInAdmin(test.app)
  return response
}

async function listedNames(): Promise<string[]> {
  return (await listed()).map((entry) => entry.name).sort()
}

function multipart(content: Buffer, filename = `elsewhere.${EXT}`, field = 'file') {
  const boundary = '----counterpart-backup-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function upload(content: Buffer, client: TestClient = admin) {
  return client.request({ method: 'POST', url: '/api/backup-upload', ...multipart(content) })
}

// A restore copies, checks and swaps a whole database (pg_dump and psql on PostgreSQL): up to 20 s on a busy
// two-core machine, which is the suite's default limit.
const SLOW = { timeout: 60_000 }

describe('backups', SLOW, () => {
  it('starts with an empty list', async () => {
    expect(await listed()).toEqual([])
  })

  it('writes a backup now and lists it with number, time, file name and size', async () => {
    const response = await admin.post('/api/backup-generate')
    expect(response.statusCode).toBe(200)
    const { message, backup } = response.json()
    expect(message).toBe('Backup created successfully !')
    expect(backup.name).toMatch(new RegExp(`^backup-\\d{4}-\\d{2}-\\d{2}-\\d{6}(-\\d+)?\\.${EXT}$`))
    const list = await listed()
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ number: 1, name: backup.name, kind: 'manual' })
    expect(list[0]?.size).toBe(fs.statSync(backupPath(backup.name)).size)
    expect(list[0]?.size).toBeGreaterThan(1000)
    expect(Math.abs(Date.parse(list[0]?.time ?? '') - Date.now())).toBeLessThan(60_000)
  })

  it('gives two backups in the same second two names', async () => {
    const at = new Date('2026-03-01T10:00:00Z')
    const first = await test.services.backups.generate(at)
    const second = await test.services.backups.generate(at)
    expect(first.name).toBe(`backup-2026-03-01-100000.${EXT}`)
    expect(second.name).toBe(`backup-2026-03-01-100000-2.${EXT}`)
    for (const name of [first.name, second.name]) await admin.post('/api/backup-remove', { file: name })
  })

  it('restores a backup: the data changed since comes back as it was, and the app keeps serving', async () => {
    await renameShop('Before Backup')
    const { backup } = (await admin.post('/api/backup-generate')).json()

    await renameShop('After Backup')
    await createStaff(test, { email: 'later@example.com' })
    expect(await siteName()).toBe('After Backup')

    const response = await restore(backup.name)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.message).toMatch(
      /^Backup restored successfully ! The data before the restore was saved as before-restore-/,
    )

    // Same process, same connection pool: the next requests read the restored data.
    expect(await siteName()).toBe('Before Backup')
    const staff = await test.database.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'later@example.com')
      .execute()
    expect(staff).toEqual([])
    const admins = await test.database.db.selectFrom('users').select('id').execute()
    expect(admins.length).toBeGreaterThan(0)

    // The safety copy holds the data from just before the restore, and can itself be restored.
    const safety = (await listed()).find((entry) => entry.name === body.safety)
    expect(safety?.kind).toBe('safety')
    expect((await restore(body.safety)).statusCode).toBe(200)
    expect(await siteName()).toBe('After Backup')
    expect(
      await test.database.db.selectFrom('users').select('email').where('email', '=', 'later@example.com').execute(),
    ).toHaveLength(1)
  })

  it('keeps ids counting on after a restore, so new records never reuse an old id', async () => {
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const before = await createStaff(test, { email: `seq-${randomBytes(3).toString('hex')}@example.com` })
    await restore(backup.name)
    const after = await createStaff(test, { email: `seq-${randomBytes(3).toString('hex')}@example.com` })
    expect(after).toBeGreaterThanOrEqual(before)
  })

  it('refuses file names that are not listed backups: traversal, absolute paths, other files', async () => {
    fs.writeFileSync(path.join(test.config.backupDir, 'notes.txt'), 'not a backup')
    for (const file of [
      '../../etc/passwd',
      '/etc/passwd',
      '..',
      'notes.txt',
      `../backups/${(await listed())[0]?.name}`,
    ]) {
      for (const [method, url] of [
        ['PATCH', '/api/backup-restore'],
        ['POST', '/api/backup-remove'],
      ] as const) {
        const response = await admin.request({ method, url, payload: { file } })
        expect(response.statusCode, `${method} ${file}`).toBe(422)
        expect(response.json().errors.file).toEqual(['The selected Backup file is invalid.'])
      }
    }
    expect(fs.existsSync(path.join(test.config.backupDir, 'notes.txt'))).toBe(true)
    expect((await admin.post('/api/backup-remove', {})).json().errors.file).toEqual([
      'The Backup file field is required.',
    ])
  })

  it('refuses a truncated backup with a clear message and changes nothing', async () => {
    await renameShop('Intact')
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const bytes = fs.readFileSync(backupPath(backup.name))
    const truncated = `backup-2020-01-01-000000.${EXT}`
    fs.writeFileSync(backupPath(truncated), bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    const countBefore = (await listed()).length

    const response = await admin.patch('/api/backup-restore', { file: truncated })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file[0]).toMatch(/^The Backup file is not a valid backup of this application: .+\.$/)
    expect(await siteName()).toBe('Intact')
    expect((await listed()).length).toBe(countBefore)
  })

  it('refuses a file that is not a database at all, and a database of another application', async () => {
    const garbage = `backup-2020-01-02-000000.${EXT}`
    fs.writeFileSync(backupPath(garbage), randomBytes(4096))
    const response = await admin.patch('/api/backup-restore', { file: garbage })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file[0]).toMatch(/^The Backup file is not a valid backup of this application/)

    const foreign = `backup-2020-01-03-000000.${EXT}`
    await writeForeignDatabase(backupPath(foreign))
    const other = await admin.patch('/api/backup-restore', { file: foreign })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors.file).toEqual([
      'The Backup file is not a valid backup of this application: it holds no Counterpart schema.',
    ])
  })

  it('refuses a backup made by a newer version', async () => {
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const future = `backup-2099-01-01-000000.${EXT}`
    await addFutureMigration(backupPath(backup.name), backupPath(future))
    const before = await listedNames()
    const response = await admin.patch('/api/backup-restore', { file: future })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(
      'The backup was made by a newer version of Counterpart (its migration level has 9999-from-the-future). Nothing was changed.',
    )
    expect(await listedNames()).toEqual(before)
  })

  it('removes a backup file', async () => {
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const response = await admin.post('/api/backup-remove', { file: backup.name })
    expect(response.json()).toEqual({ message: 'Backup removed successfully !' })
    expect(fs.existsSync(backupPath(backup.name))).toBe(false)
    expect((await listed()).some((entry) => entry.name === backup.name)).toBe(false)
  })

  it('is for holders of the backups gate only', async () => {
    await createStaff(test, { email: 'cashier@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier@example.com', 'password123')
    expect((await cashier.get('/api/backup-load')).statusCode).toBe(403)
    expect((await cashier.post('/api/backup-generate')).statusCode).toBe(403)
  })
})

/**
 * Every row of every table and the live schema's object names: what a refused restore must leave exactly
 * as it was. A session's activity times move with each request and are left out.
 */
async function liveDigest(): Promise<string> {
  const rows = await databaseDigest(test.database.db, { sessions: ['last_seen_at', 'expires_at'] })
  const tables = await test.database.db.introspection.getTables()
  const shape = tables
    .map((table) => `${table.name}(${table.columns.map((column) => `${column.name} ${column.dataType}`).join(',')})`)
    .sort()
  return `${rows} ${shape.join(' ')}`
}

describe('a restore takes no credentials or throttles from the file', SLOW, () => {
  it('revives no reset link, and lifts no sign-in lock or limit in force', async () => {
    await createStaff(test, { email: 'reset-me@example.com', password: 'right-password-1' })
    // Before the backup: a reset link asked for, and counters.
    const asked = await new TestClient(test.app, '10.77.0.1').post('/api/password/email', {
      email: 'reset-me@example.com',
    })
    expect(asked.statusCode).toBe(200)
    const token = 'a-reset-token-that-was-live-when-the-backup-was-made'
    await test.database.db
      .insertInto('password_resets')
      .values({
        email: 'reset-me@example.com',
        token_hash: hashToken(token),
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        used_at: null,
      })
      .execute()
    await test.database.db
      .insertInto('login_attempts')
      .values({ key: 'old-counter@example.com|10.77.0.2', attempts: 3, locked_until: null, updated_at: '2026-01-01' })
      .execute()
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const fileCounters = await test.database.db.selectFrom('rate_limits').select('key').execute()
    expect(fileCounters.length).toBeGreaterThan(0)

    // After the backup: the link is used up (here: removed), and a client gets itself locked out.
    await test.database.db.deleteFrom('password_resets').execute()
    await test.database.db.deleteFrom('login_attempts').execute()
    await test.database.db.deleteFrom('rate_limits').execute()
    const guesser = new TestClient(test.app, '10.77.0.3')
    for (let guess = 0; guess < 5; guess++) {
      expect((await guesser.login('reset-me@example.com', `wrong-${guess}`)).statusCode).toBe(422)
    }
    expect((await guesser.login('reset-me@example.com', 'right-password-1')).statusCode).toBe(429)
    const liveThrottles = {
      logins: await test.database.db.selectFrom('login_attempts').selectAll().orderBy('key').execute(),
      limits: await test.database.db.selectFrom('rate_limits').selectAll().orderBy('key').execute(),
    }

    // Restored without signing the admin in again yet: that sign-in would count too.
    const restored = await admin.patch('/api/backup-restore', { file: backup.name })
    onTestFinished(async () => {
      admin = await signedInAdmin(test.app)
    })
    expect(restored.statusCode).toBe(200)

    // The link from the file does not work, and no reset row came back.
    const reset = await new TestClient(test.app, '10.77.0.4').post('/api/password/reset', {
      token,
      email: 'reset-me@example.com',
      password: 'taken-over-1',
      password_confirmation: 'taken-over-1',
    })
    expect(reset.statusCode).toBe(422)
    expect(await test.database.db.selectFrom('password_resets').selectAll().execute()).toEqual([])
    // The lock in force still holds, and the counters are the live ones, not the file's.
    expect((await guesser.login('reset-me@example.com', 'right-password-1')).statusCode).toBe(429)
    const locks = await test.database.db.selectFrom('login_attempts').select(['key', 'locked_until']).execute()
    expect(locks).toEqual(liveThrottles.logins.map(({ key, locked_until }) => ({ key, locked_until })))
    const limits = await test.database.db.selectFrom('rate_limits').select('key').execute()
    expect(limits.map((row) => row.key).sort()).toEqual(liveThrottles.limits.map((row) => row.key).sort())
    expect(fileCounters.filter((row) => limits.some((live) => live.key === row.key))).toEqual([])
  })
})

describe('a restore runs nothing the file carries and refuses a file that does not match', SLOW, () => {
  let base: string

  beforeAll(async () => {
    await renameShop('Untouched')
    base = (await admin.post('/api/backup-generate')).json().backup.name
  })

  /** Restoring the crafted file is refused with a 409 naming the difference, and nothing changed. */
  async function expectRefused(crafted: string, reason: RegExp) {
    const before = await listedNames()
    const data = await liveDigest()
    const response = await admin.patch('/api/backup-restore', { file: crafted })
    expect(response.statusCode, response.body).toBe(409)
    expect(response.json().message).toMatch(reason)
    expect(response.json().message).toMatch(/Nothing was changed\.$/)
    expect(await siteName()).toBe('Untouched')
    // Not one row of any table changed, nor any table, column or index (the digest reads every table).
    expect(await liveDigest()).toBe(data)
    // No safety copy either: the file was refused before anything was written.
    expect(await listedNames()).toEqual(before)
    // The same file is refused as an upload, and leaves nothing behind.
    const uploaded = await upload(fs.readFileSync(backupPath(crafted)))
    expect(uploaded.statusCode).toBe(409)
    expect(await listedNames()).toEqual(before)
    expect(fs.readdirSync(test.config.backupDir).filter((name) => name.endsWith('.part'))).toEqual([])
    expect(await liveDigest()).toBe(data)
  }

  it('refuses a statement appended to what the file stores, and never runs it', async () => {
    const crafted = `backup-2021-01-01-000001.${EXT}`
    const marker = `/tmp/cp-${randomBytes(4).toString('hex')}`
    appendStatement(backupPath(base), backupPath(crafted), marker)
    await expectRefused(
      crafted,
      TEST_DIALECT === 'sqlite' ? /table settings is defined differently/ : /a statement that is not data/,
    )
    expect(fs.existsSync(marker)).toBe(false)
    expect(await siteName()).toBe('Untouched')
  })

  it('refuses a planted trigger', async () => {
    const crafted = `backup-2021-01-01-000002.${EXT}`
    await alterCopy(backupPath(base), backupPath(crafted), [
      TEST_DIALECT === 'sqlite'
        ? `create trigger steal after update on users begin
             update settings set data = (select group_concat(password) from users); end`
        : `create function steal() returns trigger language plpgsql as $$ begin
             update settings set data = (select string_agg(password, ',') from users); return new; end $$;
           create trigger steal after update on users for each row execute function steal()`,
    ])
    await expectRefused(crafted, /unexpected trigger (users )?steal/)
  })

  it('refuses a backup with a table missing', async () => {
    const crafted = `backup-2021-01-01-000003.${EXT}`
    await alterCopy(backupPath(base), backupPath(crafted), [
      TEST_DIALECT === 'sqlite' ? 'drop table payments' : 'drop table payments cascade',
    ])
    await expectRefused(crafted, /missing table payments/)
  })

  it('refuses a backup with a table this version does not have', async () => {
    const crafted = `backup-2021-01-01-000004.${EXT}`
    await alterCopy(backupPath(base), backupPath(crafted), [
      'create table extra_stuff (id integer primary key, note text)',
    ])
    await expectRefused(crafted, /unexpected table extra_stuff/)
  })

  it('refuses a backup with a column missing', async () => {
    const crafted = `backup-2021-01-01-000005.${EXT}`
    await alterCopy(backupPath(base), backupPath(crafted), ['alter table payments drop column note'])
    await expectRefused(crafted, /missing column payments\.note/)
  })

  it('refuses a backup of a newer migration level', async () => {
    const crafted = `backup-2021-01-01-000006.${EXT}`
    await addFutureMigration(backupPath(base), backupPath(crafted))
    await expectRefused(crafted, /newer version of Counterpart \(its migration level has 9999-from-the-future\)/)
  })

  it('restores a backup of an older migration level and brings it up to date', async () => {
    await renameShop('Older Level')
    const { backup } = (await admin.post('/api/backup-generate')).json()
    await renameShop('Untouched')
    const older = `backup-2021-01-01-000007.${EXT}`
    const last = Object.keys(migrations).at(-1) as string
    await undoLastMigration(backupPath(backup.name), backupPath(older))

    expect((await restore(older)).statusCode).toBe(200)
    expect(await siteName()).toBe('Older Level')
    const applied = (
      await sql<{ name: string }>`select name from kysely_migration order by name`.execute(test.database.db)
    ).rows
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort())
    expect(applied.map((row) => row.name)).toContain(last)
    await renameShop('Untouched')
  })

  it('keeps the product search index filled after a restore', async () => {
    const word = `zebrafish${randomBytes(3).toString('hex')}`
    await test.services.catalog.create(blankProduct({ name: `Striped ${word}` }))
    const { backup } = (await admin.post('/api/backup-generate')).json()
    expect((await restore(backup.name)).statusCode).toBe(200)
    const found = (await admin.get(`/api/products?search=${word}`)).json()
    expect(found.total).toBe(1)
  })

  it('signs everyone out, so the sign-in page can say why', async () => {
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const before = admin
    expect((await before.patch('/api/backup-restore', { file: backup.name })).statusCode).toBe(200)
    expect((await before.get('/api/backup-load')).statusCode).toBe(401)
    admin = await signedInAdmin(test.app)
    expect((await admin.get('/api/backup-load')).statusCode).toBe(200)
  })
})

describe('download and upload', SLOW, () => {
  it('downloads a listed backup, byte for byte', async () => {
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const response = await admin.get(`/api/backup-download?file=${encodeURIComponent(backup.name)}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`)
    expect(response.rawPayload.equals(fs.readFileSync(backupPath(backup.name)))).toBe(true)
  })

  it('downloads only files of the backup list: no traversal, however it is spelled', async () => {
    fs.writeFileSync(path.join(test.config.backupDir, 'notes.txt'), 'not a backup')
    fs.writeFileSync(path.join(test.config.dataDir, `secret.${EXT}`), 'secret')
    const name = (await listed())[0]?.name ?? ''
    for (const file of [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e%252fsecret.' + EXT,
      '..%5Csecret.' + EXT,
      '%2Fetc%2Fpasswd',
      'notes.txt',
      `..%2Fsecret.${EXT}`,
      `..%2Fbackups%2F${name}`,
      `${name}.part`,
    ]) {
      const response = await admin.get(`/api/backup-download?file=${file}`)
      expect(response.statusCode, file).toBe(422)
      expect(response.json().errors.file).toEqual(['The selected Backup file is invalid.'])
    }
    expect((await admin.get('/api/backup-download')).statusCode).toBe(422)
  })

  it('uploads a backup made elsewhere, lists it, and restores it through the same checks', async () => {
    await renameShop('Made Elsewhere')
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const bytes = (await admin.get(`/api/backup-download?file=${backup.name}`)).rawPayload
    await admin.post('/api/backup-remove', { file: backup.name })
    await renameShop('Here Now')

    const response = await upload(bytes)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.message).toBe('Backup uploaded successfully !')
    expect(body.backup.name).toMatch(new RegExp(`^upload-\\d{4}-\\d{2}-\\d{2}-\\d{6}(-\\d+)?\\.${EXT}$`))
    expect((await listed()).find((entry) => entry.name === body.backup.name)?.kind).toBe('uploaded')
    expect(fs.readFileSync(backupPath(body.backup.name)).equals(bytes)).toBe(true)

    expect((await restore(body.backup.name)).statusCode).toBe(200)
    expect(await siteName()).toBe('Made Elsewhere')
  })

  it('refuses a file that is not a backup, or is too large, and keeps nothing of it', async () => {
    await renameShop('Steady')
    const before = await listedNames()
    const garbage = await upload(randomBytes(8192))
    expect(garbage.statusCode).toBe(422)
    expect(garbage.json().errors.file[0]).toMatch(/^The Backup file is not a valid backup of this application/)

    const limit = test.config.backupUploadMaxBytes
    test.config.backupUploadMaxBytes = 4096
    try {
      const { backup } = (await admin.post('/api/backup-generate')).json()
      before.push(backup.name)
      before.sort()
      const tooLarge = await upload(fs.readFileSync(backupPath(backup.name)))
      expect(tooLarge.statusCode).toBe(422)
      expect(tooLarge.json().errors.file).toEqual(['The Backup file may not be greater than 0 MB.'])
    } finally {
      test.config.backupUploadMaxBytes = limit
    }

    const empty = await upload(Buffer.alloc(0))
    expect(empty.statusCode).toBe(422)
    const noFile = await admin.request({
      method: 'POST',
      url: '/api/backup-upload',
      ...multipart(Buffer.from('x'), 'a.txt', 'other'),
    })
    expect(noFile.statusCode).toBe(422)
    expect(noFile.json().errors.file).toEqual(['Choose a backup file to upload.'])

    expect(await listedNames()).toEqual(before)
    expect(fs.readdirSync(test.config.backupDir).filter((name) => name.endsWith('.part'))).toEqual([])
    expect(await siteName()).toBe('Steady')
  })

  it('is for holders of the backups gate only', async () => {
    await createStaff(test, { email: 'clerk@example.com', flags: ['saleCreate'] })
    const clerk = new TestClient(test.app)
    await clerk.login('clerk@example.com', 'password123')
    const name = (await listed())[0]?.name ?? ''
    expect((await clerk.get(`/api/backup-download?file=${name}`)).statusCode).toBe(403)
    expect((await upload(Buffer.from('x'), clerk)).statusCode).toBe(403)
    const anonymous = new TestClient(test.app)
    expect((await anonymous.get(`/api/backup-download?file=${name}`)).statusCode).toBe(401)
  })
})

describe('leftovers of an interrupted backup', SLOW, () => {
  it('removes old .part files at start, and leaves a fresh one to the process writing it', async () => {
    const dir = fs.mkdtempSync(path.join(test.config.dataDir, 'leftovers-'))
    const stale = path.join(dir, `backup-2026-01-01-000000.${EXT}.part`)
    const fresh = path.join(dir, `daily-2026-01-02.${EXT}.part`)
    fs.writeFileSync(stale, 'half a backup')
    fs.writeFileSync(fresh, 'being written')
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    fs.utimesSync(stale, hourAgo, hourAgo)
    const other = await createTestApp({ backupDir: dir })
    try {
      expect(await other.services.backups.list()).toEqual([])
      expect(fs.existsSync(stale)).toBe(false)
      expect(fs.existsSync(fresh)).toBe(true)
    } finally {
      await other.close()
    }
  })
})

describe('daily automatic backup', SLOW, () => {
  it('writes one backup a day and keeps only the configured number of them, never touching manual ones', async () => {
    const manual = (await admin.post('/api/backup-generate')).json().backup.name
    test.config.backupRetention = 3
    const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05']
    for (const day of days) {
      const written = await test.services.backups.runDaily(new Date(`${day}T03:00:00Z`))
      expect(written?.name).toBe(`daily-${day}.${EXT}`)
      expect(await test.services.backups.runDaily(new Date(`${day}T18:00:00Z`))).toBeNull()
    }
    const names = (await listed()).map((entry) => entry.name)
    expect(names.filter((name) => name.startsWith('daily-')).sort()).toEqual(
      ['2026-05-03', '2026-05-04', '2026-05-05'].map((day) => `daily-${day}.${EXT}`),
    )
    expect(names).toContain(manual)
  })

  it('leaves a day to the process that is already writing it', async () => {
    const part = backupPath(`daily-2026-06-01.${EXT}.part`)
    fs.writeFileSync(part, '')
    expect(await test.services.backups.runDaily(new Date('2026-06-01T03:00:00Z'))).toBeNull()
    expect((await listed()).some((entry) => entry.name.startsWith('daily-2026-06-01'))).toBe(false)
    fs.rmSync(part)
  })
})

/** A valid database file that is not ours: the same engine's format, without our tables. */
async function writeForeignDatabase(target: string): Promise<void> {
  if (TEST_DIALECT === 'sqlite') {
    const foreign = new SQLite(target)
    foreign.exec("create table notes (id integer primary key, body text); insert into notes (body) values ('hello')")
    foreign.close()
    return
  }
  await withScratchPostgres((url) => {
    execFileSync(findTool('psql', ''), [
      '--quiet',
      `--dbname=${url}`,
      '-c',
      "create table notes (id serial primary key, body text); insert into notes (body) values ('hello')",
    ])
    pgDump(url, target)
  })
}

/** A copy of a real backup whose migration list names one this version does not know. */
async function addFutureMigration(source: string, target: string): Promise<void> {
  if (TEST_DIALECT === 'sqlite') {
    fs.copyFileSync(source, target)
    const copy = new SQLite(target)
    copy
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('9999-from-the-future', new Date().toISOString())
    copy.close()
    return
  }
  await withScratchPostgres((url) => {
    pgRestore(url, source)
    execFileSync(findTool('psql', ''), [
      '--quiet',
      `--dbname=${url}`,
      '-c',
      `insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2099-01-01')`,
    ])
    pgDump(url, target)
  })
}

/** Loads a custom-format dump into the database at `url`. */
function pgRestore(url: string, source: string): void {
  execFileSync(findTool('pg_restore', ''), ['--no-owner', `--dbname=${url}`, source])
}

/** Dumps the database at `url` to `target` in pg_dump's custom format, as a backup file. */
function pgDump(url: string, target: string, ...options: string[]): void {
  execFileSync(findTool('pg_dump', ''), ['--format=custom', ...options, `--file=${target}`, `--dbname=${url}`])
}

/** A fresh PostgreSQL database for the work, dropped after it whatever happens. */
async function withScratchPostgres(work: (url: string) => void | Promise<void>): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL as string
  const name = `counterpart_scratch_${randomBytes(5).toString('hex')}`
  const psql = findTool('psql', '')
  execFileSync(psql, ['--quiet', `--dbname=${adminUrl}`, '-c', `create database ${name}`])
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    await work(url.toString())
  } finally {
    execFileSync(psql, ['--quiet', `--dbname=${adminUrl}`, '-c', `drop database if exists ${name} with (force)`])
  }
}

/** Runs SQL on a copy of a backup (outside the app), to craft a file as an attacker or a broken tool would. */
async function alterCopy(source: string, target: string, statements: string[]): Promise<void> {
  if (TEST_DIALECT === 'sqlite') {
    fs.copyFileSync(source, target)
    const copy = new SQLite(target)
    for (const statement of statements) copy.exec(statement)
    copy.close()
    return
  }
  await withScratchPostgres((url) => {
    pgRestore(url, source)
    for (const statement of statements)
      execFileSync(findTool('psql', ''), ['--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '-c', statement])
    pgDump(url, target, '--no-owner', '--no-acl')
  })
}

/**
 * A statement hidden where the old restore ran it. SQLite: appended to a table's stored definition.
 * PostgreSQL: a data entry's COPY statement rewritten in the archive to `COPY ... TO PROGRAM`, which psql
 * would have run as the database's operating-system user.
 */
function appendStatement(source: string, target: string, marker: string): void {
  if (TEST_DIALECT === 'sqlite') {
    fs.copyFileSync(source, target)
    const copy = new SQLite(target)
    copy.unsafeMode(true)
    copy.pragma('writable_schema = ON')
    copy
      .prepare("update sqlite_master set sql = sql || ? where type = 'table' and name = 'settings'")
      .run(`; insert into users (name, email, password) values ('x', 'planted@example.com', 'x'); select '${marker}'`)
    copy.close()
    return
  }
  const bytes = fs.readFileSync(source)
  const start = bytes.indexOf('COPY public.payments (')
  const end = bytes.indexOf('FROM stdin;\n', start) + 'FROM stdin;\n'.length
  expect(start).toBeGreaterThan(0)
  const payload = `COPY (SELECT 1) TO PROGRAM 'touch ${marker}';`
  const length = end - start
  expect(payload.length + 1).toBeLessThanOrEqual(length)
  bytes.write(`${payload.padEnd(length - 1, ' ')}\n`, start, 'latin1')
  fs.writeFileSync(target, bytes)
}

/** A copy of a real backup one migration behind: the last migration undone by its own down(), its row removed. */
async function undoLastMigration(source: string, target: string): Promise<void> {
  const [name, migration] = Object.entries(migrations).at(-1) as [string, (typeof migrations)[string]]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema, as they are frozen in time
  const undo = async (db: Kysely<any>) => {
    await migration.down?.(db)
    await db.deleteFrom('kysely_migration').where('name', '=', name).execute()
    await db.destroy()
  }
  if (TEST_DIALECT === 'sqlite') {
    fs.copyFileSync(source, target)
    await undo(new Kysely({ dialect: new SqliteDialect({ database: new SQLite(target) }) }))
    return
  }
  await withScratchPostgres(async (url) => {
    pgRestore(url, source)
    await undo(new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) }))
    pgDump(url, target, '--no-owner', '--no-acl')
  })
}
