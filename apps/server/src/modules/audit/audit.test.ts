import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import SQLite from 'better-sqlite3'
import type { Selectable } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS } from '@counterpart/domain/settings'
import type { AuditEvent } from '@counterpart/domain/schemas/audit'
import { customerInputSchema } from '@counterpart/domain/schemas/contacts'
import type { AuditEventTable } from '../../db/schema.ts'
import { readAuditHead, recordAudit, sealAudit, verifyAuditChain } from '../../platform/audit.ts'
import { hashToken } from '../../platform/tokens.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import { fileForm, TINY_PNG } from '../../../test/form-data.ts'
import { ADMIN, adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { posProduct, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy, receive } from '../../../test/stock-fixtures.ts'
import { AUDIT_MESSAGES } from './service.ts'

const { test, admin } = await adminAppForFile()
const { db } = test.database
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))
// Spawning tsx and opening the database takes a few seconds on the shared machine.
const CLI = { timeout: 60_000 }

let emails = 0
const uniqueEmail = (prefix: string) => `${prefix}.${++emails}@example.com`

async function events(query = ''): Promise<{ items: AuditEvent[]; total: number }> {
  const response = await admin.get(`/api/audit-events${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function verifyByApi() {
  const response = await admin.get('/api/audit-verify')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{
    ok: boolean
    checked: number
    problems: { id: number; problem: string }[]
    last: { id: number; hash: string } | null
  }>()
}

/** `npm run audit:verify` as an operator runs it, against this test's database. */
function verifyByCli(databaseUrl = test.config.databaseUrl): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      // What `npm run audit:verify` runs (tsx on the script), in one process: npx and the tsx wrapper each
      // start another Node, seconds apiece on the shared machine.
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/audit-verify.ts'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: test.config.dataDir } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 99) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      },
    )
  })
}

/** The last event the chain holds, sealed first as the sealer would moments after the change. */
async function lastEvent(): Promise<Selectable<AuditEventTable>> {
  await sealAudit(db)
  return db.selectFrom('audit_events').selectAll().orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow()
}

async function eventsOfRequest(requestId: string) {
  return db.selectFrom('audit_events').selectAll().where('request_id', '=', requestId).execute()
}

/** The chain's head as an anchor reads it: after a seal, so it counts every committed event. */
async function headSeq(): Promise<number> {
  return (await readAuditHead(db)).seq
}

/** Signs a new staff member in with exactly the given switches. */
async function staffClient(flags: Parameters<typeof createStaff>[1]['flags'], name = 'Staff Member') {
  const email = uniqueEmail('staff')
  const id = await createStaff(test, { email, flags, name })
  const ip = `10.19.0.${emails}`
  const client = new TestClient(test.app, ip)
  expect((await client.login(email, 'password123')).statusCode).toBe(200)
  return { id, client, ip }
}

describe('audit events list', () => {
  it('filters by person and record type, newest first, paged in SQL, changes parsed', async () => {
    const { id: clerkId, client: clerk, ip } = await staffClient(['customerCreate', 'customerEdit'], 'Clerk Kim')
    const made: number[] = []
    for (let n = 1; n <= 5; n++) made.push(await addCustomer(clerk, { firstName: `Paged${n}` }))
    await addCustomer(admin, { firstName: 'ByAdmin' })

    const mine = await events(`?user_id=${clerkId}&entity=customer`)
    expect(mine.total).toBe(5)
    expect(mine.items.map((event) => event.entity_id)).toEqual(made.map(String).reverse())
    expect(mine.items[0]).toMatchObject({
      user_id: clerkId,
      userName: 'Clerk Kim',
      entity: 'customer',
      action: 'created',
      route: 'POST /api/customer',
      ip,
    })
    expect(mine.items[0]?.changes.firstName).toEqual({ after: 'Paged5' })
    expect(mine.items[0]?.request_id).not.toBe('')

    const page2 = await events(`?user_id=${clerkId}&entity=customer&itemsPerPage=2&page=2`)
    expect(page2.total).toBe(5)
    expect(page2.items.map((event) => event.entity_id)).toEqual([made[2], made[1]].map(String))

    // Everything the clerk did: the sign-in too, named after the person who signed in.
    const all = await events(`?user_id=${clerkId}`)
    expect(all.total).toBe(6)
    expect(all.items.at(-1)).toMatchObject({ action: 'signed in', entity: 'user', entity_id: String(clerkId) })
  })

  it("shows one record's history by record type and id", async () => {
    const id = await addCustomer(admin, { firstName: 'History' })
    expect((await admin.patch(`/api/customer/${id}`, { phone: '555-7777' })).statusCode).toBe(200)
    expect((await admin.patch(`/api/customer/${id}`, { firstName: 'Histories' })).statusCode).toBe(200)
    const history = await events(`?entity=customer&entity_id=${id}`)
    expect(history.items.map((event) => event.action)).toEqual(['updated', 'updated', 'created'])
    expect(history.items[0]?.changes).toEqual({ firstName: { before: 'History', after: 'Histories' } })
    expect(history.items[1]?.changes.phone?.after).toBe('555-7777')
  })

  it('takes from and to as whole calendar days in the shop time zone', async () => {
    const zone = (await test.services.settings.get()).general.timezone
    await test.services.settings.update((current) => ({
      ...current,
      general: { ...current.general, timezone: 'Europe/Berlin' },
    }))
    // 23:30 UTC on 10 March is already 00:30 on 11 March in Berlin.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T23:30:00.000Z') })
    let id: number
    try {
      id = await test.services.contacts.createCustomer(
        customerInputSchema.parse({ firstName: 'Late', lastName: 'Night', phone: '1' }),
      )
    } finally {
      vi.useRealTimers()
    }
    const record = `?entity=customer&entity_id=${id}`
    expect((await events(`${record}&from=2026-03-11&to=2026-03-11`)).total).toBe(1)
    expect((await events(`${record}&from=2026-03-11`)).total).toBe(1)
    expect((await events(`${record}&to=2026-03-10`)).total).toBe(0)
    expect((await events(`${record}&from=2026-03-12`)).total).toBe(0)
    await test.services.settings.update((current) => ({
      ...current,
      general: { ...current.general, timezone: zone },
    }))
  })

  it('answers the names of the records the changes point at: a sale’s customer and goods (issue 28)', async () => {
    const supplier = await addSupplier(admin)
    const product = await addProduct(test, { name: 'Audit Case', price: 1500, cost: 500, suppliers: [supplier] })
    await receive(admin, await buy(admin, supplier, [{ product_id: product, cost: 5, qty: 5 }]), [
      { product, warehouse: 1, price: 15 },
    ])
    const customer = await addCustomer(admin, { firstName: 'Jane', lastName: 'Named' })
    const sale = await sell(admin, [{ product: await posProduct(admin, product), qty: 2 }], { customer_id: customer })
    const page = await admin.get(`/api/audit-events?entity=order&entity_id=${sale.id}`)
    expect(page.statusCode, page.body).toBe(200)
    const body = page.json()
    expect(body.items[0].changes.customer_id).toEqual({ after: customer })
    expect(body.names.customer).toEqual({ [String(customer)]: 'Jane Named' })
    expect(body.names.product).toEqual({ [String(product)]: 'Audit Case' })
  })

  it('refuses bad filters with 422 naming the field', async () => {
    const expectRefused = async (query: string, field: string) => {
      const response = await admin.get(`/api/audit-events?${query}`)
      expect(response.statusCode, query).toBe(422)
      expect(Object.keys(response.json().errors), query).toContain(field)
    }
    await expectRefused('entity=planet', 'entity')
    await expectRefused('user_id=abc', 'user_id')
    await expectRefused('user_id=-3', 'user_id')
    await expectRefused('from=2026-02-30', 'from')
    await expectRefused('to=yesterday', 'to')
    await expectRefused(`entity=customer&entity_id=${'9'.repeat(65)}`, 'entity_id')
    expectFieldErrors(await admin.get('/api/audit-events?entity_id=5'), { entity_id: [AUDIT_MESSAGES.entityIdAlone] })
    expectFieldErrors(await admin.get('/api/audit-events?from=2026-03-11&to=2026-03-10'), {
      to: [AUDIT_MESSAGES.toBeforeFrom],
    })
  })

  it('answers every user id and name for the person filter', async () => {
    const response = await admin.get('/api/audit-people')
    expect(response.statusCode).toBe(200)
    const { people } = response.json<{ people: { id: number; name: string }[] }>()
    const users = await db.selectFrom('users').select(['id', 'name']).execute()
    expect(people).toHaveLength(users.length)
    expect(people).toContainEqual({ id: 1, name: 'Administrator' })
  })
})

describe('who reads the log', () => {
  const ROUTES = ['/api/audit-events', '/api/audit-verify', '/api/audit-people']

  it('needs the auditLog switch (403 without it), even for a user manager', async () => {
    const { client } = await staffClient(['userManage', 'customerCreate'])
    for (const url of ROUTES) expect((await client.get(url)).statusCode, url).toBe(403)
    const { client: auditor } = await staffClient(['auditLog'])
    for (const url of ROUTES) expect((await auditor.get(url)).statusCode, url).toBe(200)
  })

  it('answers 401 to someone signed out', async () => {
    const visitor = new TestClient(test.app)
    for (const url of ROUTES) expect((await visitor.get(url)).statusCode, url).toBe(401)
  })
})

describe('what the changes of my modules record', () => {
  it('shows switches as changed fields and never a password, an SMTP password or the licence key', async () => {
    const secrets = ['First-Pass-4471', 'Second-Pass-5582', 'Reset-Pass-6693', 'smtp-Secret-7704', 'LICENCE-KEY-8815']
    const added = await admin.post('/api/user', {
      name: 'Secret Keeper',
      email: uniqueEmail('keeper'),
      password: secrets[0],
      roleName: 'Cashier',
    })
    expect(added.statusCode, added.body).toBe(201)
    const userId = added.json().user.id as number

    const switched = await admin.patch(`/api/user/${userId}`, { saleCreate: true, password: secrets[1] })
    expect(switched.statusCode, switched.body).toBe(200)
    const [edit] = await eventsOfRequest(String(switched.headers['x-request-id']))
    expect(edit?.action).toBe('updated')
    expect(JSON.parse(edit?.changes ?? '{}')).toEqual({
      saleCreate: { before: false, after: true },
      password: { after: '(changed)' },
    })
    const onlySwitch = await admin.patch(`/api/user/${userId}`, { saleCreate: false })
    const [permissions] = await eventsOfRequest(String(onlySwitch.headers['x-request-id']))
    expect(permissions?.action).toBe('permissions changed')
    expect(JSON.parse(permissions?.changes ?? '{}')).toEqual({ saleCreate: { before: true, after: false } })

    const email = (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
      .email
    const token = 'audit-test-reset-token-abcdef0123456789'
    await db
      .insertInto('password_resets')
      .values({ email, token_hash: hashToken(token), created_at: nowIso(), expires_at: isoInMs(60_000), used_at: null })
      .execute()
    const reset = await new TestClient(test.app, '10.19.9.1').post('/api/password/reset', {
      token,
      email,
      password: secrets[2],
      password_confirmation: secrets[2],
    })
    expect(reset.statusCode, reset.body).toBe(200)
    const [resetEvent] = await eventsOfRequest(String(reset.headers['x-request-id']))
    expect(resetEvent).toMatchObject({ action: 'password reset', user_id: userId, user_name: 'Secret Keeper' })

    const mail = await admin.post('/api/setting-mail-update', {
      ...DEFAULT_SETTINGS.mail,
      from_email: 'shop@example.com',
      mail_host: '127.0.0.1',
      mail_user: 'shop',
      mail_password: secrets[3],
    })
    expect(mail.statusCode, mail.body).toBe(200)
    const [mailEvent] = await eventsOfRequest(String(mail.headers['x-request-id']))
    expect(mailEvent).toMatchObject({ entity: 'settings', entity_id: 'mail' })
    expect(JSON.parse(mailEvent?.changes ?? '{}').mail_password).toEqual({ after: '(changed)' })

    const { general } = (await admin.get('/api/settings')).json()
    const licence = await admin.post('/api/setting-general-update', {
      ...general,
      phone: '1',
      address_1: 'A',
      ownnerInfo: secrets[4],
    })
    expect(licence.statusCode, licence.body).toBe(200)
    const [licenceEvent] = await eventsOfRequest(String(licence.headers['x-request-id']))
    expect(JSON.parse(licenceEvent?.changes ?? '{}').ownnerInfo).toEqual({ after: '(changed)' })

    const stored = await db.selectFrom('audit_events').select(['id', 'changes']).execute()
    const hashes = await db.selectFrom('users').select('password').execute()
    for (const event of stored) {
      for (const secret of [...secrets, ...hashes.map((row) => row.password)]) {
        expect(event.changes.includes(secret), `event ${event.id} holds a secret`).toBe(false)
      }
    }
    // The API never shows more than the table holds.
    expect(JSON.stringify((await events('?itemsPerPage=100')).items)).not.toMatch(/Pass-\d{4}|smtp-Secret|LICENCE-KEY/)
  })

  it('writes one event for a reset request to an unknown address, and answers as for a known one', async () => {
    const stranger = new TestClient(test.app, '10.19.9.2')
    const unknown = await stranger.post('/api/password/email', { email: 'nobody.here@example.com' })
    const known = await stranger.post('/api/password/email', { email: ADMIN.email })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    const [unknownEvent, ...more] = await eventsOfRequest(String(unknown.headers['x-request-id']))
    expect(more).toEqual([])
    expect(unknownEvent).toMatchObject({
      entity: 'user',
      entity_id: null,
      action: 'password reset requested',
      user_id: null,
      user_name: 'anonymous',
      changes: '{}',
    })
    const [knownEvent] = await eventsOfRequest(String(known.headers['x-request-id']))
    expect(knownEvent).toMatchObject({ entity_id: '1', action: 'password reset requested' })
  })

  it('names the system as the author of the daily backup, which happens outside any request', async () => {
    const entry = await test.services.backups.runDaily(new Date('2031-05-06T03:00:00Z'))
    expect(entry).not.toBeNull()
    expect(await lastEvent()).toMatchObject({
      entity: 'backup',
      entity_id: entry?.name,
      action: 'backup made',
      user_id: null,
      user_name: 'system',
      request_id: '',
    })
  })

  it('writes the restore event into the restored database, after the restore, on a chain that verifies', async () => {
    const backup = (await admin.post('/api/backup-generate')).json().backup.name as string
    const lost = await addCustomer(admin, { firstName: 'AfterTheBackup' })
    const restorer = new TestClient(test.app, '10.19.9.3')
    expect((await restorer.login(ADMIN.email, ADMIN.password)).statusCode).toBe(200)
    const restored = await restorer.patch('/api/backup-restore', { file: backup })
    expect(restored.statusCode, restored.body).toBe(200)
    // Everyone was signed out, the walk's admin too: sign it in again for the tests after this one.
    expect((await admin.login(ADMIN.email, ADMIN.password)).statusCode).toBe(200)
    const history = await events(`?entity=customer&entity_id=${lost}`)
    expect(history.total).toBe(0)
    const [event] = await eventsOfRequest(String(restored.headers['x-request-id']))
    expect(event).toMatchObject({ entity: 'backup', entity_id: backup, action: 'backup restored', user_id: 1 })
    expect(JSON.parse(event?.changes ?? '{}').safety.after).toMatch(/^before-restore-/)
    expect((await verifyByApi()).problems).toEqual([])
  }, 120_000)

  it('writes one event for an image change, in its transaction', async () => {
    const id = await createStaff(test, { email: uniqueEmail('pictured') })
    const response = await admin.request({
      method: 'POST',
      url: `/api/user/avatar/${id}`,
      ...fileForm('avatar', 'me.png', TINY_PNG),
    })
    expect(response.statusCode, response.body).toBe(200)
    const [event, ...more] = await eventsOfRequest(String(response.headers['x-request-id']))
    expect(more).toEqual([])
    expect(event?.action).toBe('image changed')
    expect(JSON.parse(event?.changes ?? '{}').avatar).toEqual({ before: null, after: response.json().avatar })
  })
})

describe('transactions and the chain', () => {
  it('writes no event for a change that is refused and rolled back (422, 409)', async () => {
    const before = await headSeq()
    const taken = await admin.post('/api/user', {
      name: 'Twice',
      email: ADMIN.email,
      password: 'password123',
      roleName: 'Cashier',
    })
    expect(taken.statusCode).toBe(422)
    const parent = (await admin.post('/api/category', { name: 'Parent', mode: 1 })).json().id as number
    await admin.post('/api/category', { name: 'Child', mode: 1, parent_id: parent })
    const afterSetup = await headSeq()
    const refused = await admin.delete(`/api/category/${parent}`)
    expect(refused.statusCode).toBe(409)
    const cycle = await admin.patch(`/api/category/${parent}`, { name: 'Parent', mode: 1, parent_id: parent })
    expect(cycle.statusCode).toBe(422)
    expect(await eventsOfRequest(String(taken.headers['x-request-id']))).toEqual([])
    expect(await eventsOfRequest(String(refused.headers['x-request-id']))).toEqual([])
    expect(await eventsOfRequest(String(cycle.headers['x-request-id']))).toEqual([])
    expect(afterSetup).toBe(before + 2)
    expect(await headSeq()).toBe(afterSetup)
  })

  it('takes an event back with its transaction: the next one gets the next number', async () => {
    const before = await headSeq()
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, { entity: 'customer', entityId: 1, action: 'updated' })
        throw new Error('the change failed after its event')
      }),
    ).rejects.toThrow('the change failed')
    expect(await headSeq()).toBe(before)
    await addCustomer(admin)
    expect(Number((await lastEvent()).seq)).toBe(before + 1)
    expect((await verifyAuditChain(db)).ok).toBe(true)
  })

  it('chains changes made at the same moment with consecutive numbers', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => addCustomer(admin, { firstName: `Parallel${n}` })))
    const before = await headSeq()
    const responses = await Promise.all(
      [...ids, ...ids].map((id, n) => admin.patch(`/api/customer/${id}`, { phone: `555-30${n}` })),
    )
    for (const response of responses) expect(response.statusCode, response.body).toBe(200)
    await sealAudit(db)
    const written = await db
      .selectFrom('audit_events')
      .select('seq')
      .where(
        'request_id',
        'in',
        responses.map((response) => String(response.headers['x-request-id'])),
      )
      .orderBy('seq')
      .execute()
    expect(written.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n))
    const result = await verifyByApi()
    expect(result).toMatchObject({ ok: true, problems: [] })
    expect(result.checked).toBe(before + 6)
  })
})

describe('verify', () => {
  it('is ok after changes, through the API and npm run audit:verify', CLI, async () => {
    const api = await verifyByApi()
    expect(api.ok).toBe(true)
    expect(api.checked).toBe(await headSeq())
    const cli = await verifyByCli()
    expect(cli.output).toContain(`Audit log verified: ${api.checked} events, chain intact.`)
    const head = await db.selectFrom('audit_chain_head').selectAll().executeTakeFirstOrThrow()
    expect(api.last).toEqual({ id: Number(head.seq), hash: head.hash })
    expect(cli.output).toContain(`Last event: ${Number(head.seq)}, hash ${head.hash}`)
    expect(cli.code).toBe(0)
  })

  it('names an event whose changes were edited in SQL', CLI, async () => {
    await addCustomer(admin, { firstName: 'Tampered' })
    // Sealed, as the sealer leaves it moments after the change: an unsealed event has no hash to betray it.
    await sealAudit(db)
    const target = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'customer')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    const id = Number(target.seq)
    await db
      .updateTable('audit_events')
      .set({ changes: '{"firstName":{"after":"Someone else"}}' })
      .where('id', '=', target.id)
      .execute()
    try {
      const api = await verifyByApi()
      expect(api.ok).toBe(false)
      expect(api.problems).toEqual([{ id, problem: `Event ${id} was altered.` }])
      const cli = await verifyByCli()
      expect(cli.code).toBe(1)
      expect(cli.output).toContain(`Event ${id} was altered.`)
      // The list still shows it, so the screen can point at it.
      expect((await events(`?entity=customer&entity_id=${target.entity_id}`)).items.at(-1)?.changes).toEqual({
        firstName: { after: 'Someone else' },
      })
    } finally {
      await db.updateTable('audit_events').set({ changes: target.changes }).where('id', '=', target.id).execute()
    }
    expect((await verifyByApi()).ok).toBe(true)
  })

  it('names an event removed from the middle of the log', CLI, async () => {
    const middle = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('seq', '=', Math.floor((await headSeq()) / 2))
      .executeTakeFirstOrThrow()
    const id = Number(middle.seq)
    await db.deleteFrom('audit_events').where('id', '=', middle.id).execute()
    try {
      const api = await verifyByApi()
      expect(api.problems).toEqual([{ id, problem: `Event ${id} is missing: it was removed.` }])
      const cli = await verifyByCli()
      expect(cli.code).toBe(1)
      expect(cli.output).toContain(`Event ${id} is missing: it was removed.`)
    } finally {
      await db.insertInto('audit_events').values(middle).execute()
    }
    expect((await verifyByApi()).ok).toBe(true)
  })

  it('names the last event when it was removed', CLI, async () => {
    await addCustomer(admin, { firstName: 'Last' })
    const last = await lastEvent()
    const id = Number(last.seq)
    await db.deleteFrom('audit_events').where('id', '=', last.id).execute()
    try {
      const api = await verifyByApi()
      expect(api.ok).toBe(false)
      expect(api.problems).toEqual([{ id, problem: `Event ${id} is missing: it was removed.` }])
      const cli = await verifyByCli()
      expect(cli.code).toBe(1)
      expect(cli.output).toContain(`Event ${id} is missing: it was removed.`)
    } finally {
      await db.insertInto('audit_events').values(last).execute()
    }
    expect((await verifyByApi()).ok).toBe(true)
  })

  it('says so and exits 2 on a database without the audit log, and never changes it', CLI, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-audit-'))
    try {
      const file = path.join(dir, 'old.sqlite')
      const old = new SQLite(file)
      old.exec('create table settings (id integer primary key, data text)')
      old.close()
      const empty = await verifyByCli(`sqlite:${file}`)
      expect(empty.code).toBe(2)
      expect(empty.output).toContain('has no audit log')
      const tables = new SQLite(file, { readonly: true })
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
      expect(tables).toEqual([{ name: 'settings' }])
      const missing = await verifyByCli(`sqlite:${path.join(dir, 'absent.sqlite')}`)
      expect(missing.code).toBe(2)
      expect(missing.output).toContain('No database at')
      expect(fs.existsSync(path.join(dir, 'absent.sqlite'))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
