import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createStaff,
  createTestApp,
  signedInAdmin,
  TEST_DIALECT,
  TestClient,
  type TestApp,
} from '../../../test/helpers.ts'
import { findTool } from './postgres-engine.ts'

let test: TestApp
let admin: TestClient
const EXT = TEST_DIALECT === 'postgres' ? 'dump' : 'sqlite'

beforeAll(async () => {
  test = await createTestApp()
  admin = await signedInAdmin(test.app)
})
afterAll(() => test.close())

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

describe('backups', () => {
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

    const response = await admin.patch('/api/backup-restore', { file: backup.name })
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
    expect((await admin.patch('/api/backup-restore', { file: body.safety })).statusCode).toBe(200)
    expect(await siteName()).toBe('After Backup')
    expect(
      await test.database.db.selectFrom('users').select('email').where('email', '=', 'later@example.com').execute(),
    ).toHaveLength(1)
  })

  it('keeps ids counting on after a restore, so new records never reuse an old id', async () => {
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const before = await createStaff(test, { email: `seq-${randomBytes(3).toString('hex')}@example.com` })
    await admin.patch('/api/backup-restore', { file: backup.name })
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
        expect(response.json().errors.file).toEqual(['The selected file is invalid.'])
      }
    }
    expect(fs.existsSync(path.join(test.config.backupDir, 'notes.txt'))).toBe(true)
    expect((await admin.post('/api/backup-remove', {})).json().errors.file).toEqual(['The file field is required.'])
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
    expect(response.json().errors.file[0]).toMatch(/^The file is not a valid backup of this application: .+\.$/)
    expect(await siteName()).toBe('Intact')
    expect((await listed()).length).toBe(countBefore)
  })

  it('refuses a file that is not a database at all, and a database of another application', async () => {
    const garbage = `backup-2020-01-02-000000.${EXT}`
    fs.writeFileSync(backupPath(garbage), randomBytes(4096))
    const response = await admin.patch('/api/backup-restore', { file: garbage })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file[0]).toMatch(/^The file is not a valid backup of this application/)

    const foreign = `backup-2020-01-03-000000.${EXT}`
    writeForeignDatabase(backupPath(foreign))
    const other = await admin.patch('/api/backup-restore', { file: foreign })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors.file).toEqual([
      'The file is not a valid backup of this application: it holds no Counterpart schema.',
    ])
  })

  it('refuses a backup made by a newer version', async () => {
    const { backup } = (await admin.post('/api/backup-generate')).json()
    const future = `backup-2099-01-01-000000.${EXT}`
    addFutureMigration(backupPath(backup.name), backupPath(future))
    const response = await admin.patch('/api/backup-restore', { file: future })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toEqual([
      'The backup was made by a newer version of Counterpart (it has 9999-from-the-future).',
    ])
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

describe('daily automatic backup', () => {
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
function writeForeignDatabase(target: string): void {
  if (TEST_DIALECT === 'sqlite') {
    const foreign = new SQLite(target)
    foreign.exec("create table notes (id integer primary key, body text); insert into notes (body) values ('hello')")
    foreign.close()
    return
  }
  withScratchPostgres((url) => {
    execFileSync(findTool('psql', ''), [
      '--quiet',
      `--dbname=${url}`,
      '-c',
      "create table notes (id serial primary key, body text); insert into notes (body) values ('hello')",
    ])
    execFileSync(findTool('pg_dump', ''), ['--format=custom', `--file=${target}`, `--dbname=${url}`])
  })
}

/** A copy of a real backup whose migration list names one this version does not know. */
function addFutureMigration(source: string, target: string): void {
  if (TEST_DIALECT === 'sqlite') {
    fs.copyFileSync(source, target)
    const copy = new SQLite(target)
    copy
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('9999-from-the-future', new Date().toISOString())
    copy.close()
    return
  }
  withScratchPostgres((url) => {
    execFileSync(findTool('pg_restore', ''), ['--no-owner', `--dbname=${url}`, source])
    execFileSync(findTool('psql', ''), [
      '--quiet',
      `--dbname=${url}`,
      '-c',
      `insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2099-01-01')`,
    ])
    execFileSync(findTool('pg_dump', ''), ['--format=custom', `--file=${target}`, `--dbname=${url}`])
  })
}

function withScratchPostgres(work: (url: string) => void): void {
  const adminUrl = process.env.TEST_DATABASE_URL as string
  const name = `counterpart_scratch_${randomBytes(5).toString('hex')}`
  const psql = findTool('psql', '')
  execFileSync(psql, ['--quiet', `--dbname=${adminUrl}`, '-c', `create database ${name}`])
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    work(url.toString())
  } finally {
    execFileSync(psql, ['--quiet', `--dbname=${adminUrl}`, '-c', `drop database if exists ${name} with (force)`])
  }
}
