import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { TillReport } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, signedInAdmin } from '../../../test/helpers.ts'
import { addTill, openTill } from '../../../test/till-fixtures.ts'
import { GENESIS_HASH, readAuditHead } from '../../platform/audit.ts'

/** Issue 34 §4: the audit chain anchored outside the database (Z reports, backup manifests, --head). */
const fixture = await adminAppForFile()
const { test } = fixture
let admin = fixture.admin
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
const SLOW = { timeout: 90_000 }

/** `npm run audit:verify -- <args>` as an operator runs it, against this test's database. */
function verifyByCli(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/audit-verify.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: test.config.databaseUrl, DATA_DIR: test.config.dataDir } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 99) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      },
    )
  })
}

/** Opens and closes a session on a new till and answers its Z as the API (and so the print) shows it. */
async function closeAZ(): Promise<TillReport> {
  const session = await openTill(admin, await addTill(admin))
  const closed = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 100 })
  expect(closed.statusCode, closed.body).toBe(200)
  const z = await admin.get(`/api/till-sessions/${session}/z-report`)
  expect(z.statusCode, z.body).toBe(200)
  return z.json<TillReport>()
}

const headArg = (z: TillReport) => `${z.auditHead?.seq}:${z.auditHead?.hash}`

describe('the audit chain anchored outside the database', SLOW, () => {
  it('prints the chain head on every Z, and audit:verify accepts the head of a log that reaches it', async () => {
    const z = await closeAZ()
    expect(z.auditHead?.seq).toBeGreaterThan(0)
    expect(z.auditHead?.hash).toMatch(/^[0-9a-f]{64}$/)
    const event = await test.database.db
      .selectFrom('audit_events')
      .select('hash')
      .where('seq', '=', z.auditHead?.seq ?? 0)
      .executeTakeFirstOrThrow()
    expect(event.hash).toBe(z.auditHead?.hash)
    const verified = await verifyByCli('--head', headArg(z))
    expect(verified.output).toMatch(/chain intact[\s\S]*It reaches event \d+, the head you hold\./)
    expect(verified.code).toBe(0)
    // A head that was never this log's (a changed hash) is refused.
    const wrong = await verifyByCli('--head', `${z.auditHead?.seq}:${'f'.repeat(64)}`)
    expect(wrong.code).toBe(1)
    expect((await verifyByCli('--head', 'nonsense')).code).toBe(2)
  })

  it('writes the chain head beside every backup, audits it, and audits every download', async () => {
    const made = await admin.post('/api/backup-generate')
    expect(made.statusCode).toBe(200)
    const name: string = made.json().backup.name
    const manifest = JSON.parse(fs.readFileSync(path.join(test.config.backupDir, `${name}.manifest.json`), 'utf8')) as {
      auditHead: { seq: number; hash: string }
      auditHeadText: string
    }
    expect(manifest.auditHead.seq).toBeGreaterThan(0)
    expect(manifest.auditHeadText).toBe(`${manifest.auditHead.seq}:${manifest.auditHead.hash}`)
    const madeEvent = await test.database.db
      .selectFrom('audit_events')
      .select('changes')
      .where('action', '=', 'backup made')
      .where('entity_id', '=', name)
      .executeTakeFirstOrThrow()
    expect(madeEvent.changes).toContain(manifest.auditHeadText)

    const download = await admin.get(`/api/backup-download?file=${encodeURIComponent(name)}`)
    expect(download.statusCode).toBe(200)
    const downloaded = await test.database.db
      .selectFrom('audit_events')
      .select(['user_name', 'route', 'ip'])
      .where('action', '=', 'backup downloaded')
      .where('entity_id', '=', name)
      .executeTakeFirstOrThrow()
    expect(downloaded).toMatchObject({ user_name: 'Administrator', route: 'GET /api/backup-download' })

    // Removing the backup removes its manifest too.
    expect((await admin.post('/api/backup-remove', { file: name })).statusCode).toBe(200)
    expect(fs.existsSync(path.join(test.config.backupDir, `${name}.manifest.json`))).toBe(false)
  })

  it('fails on a log rewritten by a restore, given the head printed on the last Z, and names the restore', async () => {
    const early = (await admin.post('/api/backup-generate')).json().backup.name as string
    const z = await closeAZ()
    const before = await readAuditHead(test.database.db)
    expect((await admin.patch('/api/backup-restore', { file: early })).statusCode).toBe(200)
    admin = await signedInAdmin(test.app)

    // The restored log is a whole chain of its own: without the anchor nothing looks wrong.
    const plain = await verifyByCli()
    expect(plain.code, plain.output).toBe(0)
    const anchored = await verifyByCli('--head', headArg(z))
    expect(anchored.code, anchored.output).toBe(1)
    expect(anchored.output).toMatch(
      new RegExp(`(does not reach event ${z.auditHead?.seq}|Event ${z.auditHead?.seq} is not the event you hold)`),
    )
    // The restore's own event, in the restored log, names the head of the log it replaced.
    expect(anchored.output).toMatch(/is a restore: the log it replaced ended at event \d+/)
    const restored = await test.database.db
      .selectFrom('audit_events')
      .select('changes')
      .where('action', '=', 'backup restored')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const replaced = /"replacedAuditHead":\{"after":"(\d+):([0-9a-f]{64})"/.exec(restored.changes)
    expect(Number(replaced?.[1])).toBeGreaterThanOrEqual(before.seq)
  })

  it('fails on a wiped log, given the head printed on the last Z', async () => {
    const z = await closeAZ()
    await test.database.db.deleteFrom('audit_events').execute()
    await test.database.db.updateTable('audit_chain_head').set({ seq: 0, hash: GENESIS_HASH }).execute()
    const plain = await verifyByCli()
    expect(plain.output).toMatch(/Audit log verified: 0 events, chain intact\./)
    const anchored = await verifyByCli('--head', headArg(z))
    expect(anchored.code, anchored.output).toBe(1)
    expect(anchored.output).toMatch(new RegExp(`The log does not reach event ${z.auditHead?.seq}, the head you hold`))
  })
})
