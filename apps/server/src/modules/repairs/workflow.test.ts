import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '@counterpart/domain/devices'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'

const { test, admin } = await adminAppForFile()

let serial = 0
function screenRepair(overrides: Record<string, unknown> = {}) {
  serial += 1
  return {
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '+1 555 0100',
    issue: 'Cracked screen',
    deviceName: 'iPhone 12',
    imei: withCheckDigit(`35693803${String(serial).padStart(6, '0')}`),
    charges: 120,
    taxRate: 0,
    prePaid: 0,
    ...overrides,
  }
}

async function createRepair(overrides: Record<string, unknown> = {}, client = admin): Promise<number> {
  const response = await client.post('/api/repair', screenRepair(overrides))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

interface Status {
  id: number
  group: string
  name: string
  isDefault: boolean
  repairs: number
}

async function statuses(): Promise<Status[]> {
  const response = await admin.get('/api/repair-statuses')
  expect(response.statusCode).toBe(200)
  return response.json().items
}

async function defaultOf(group: string): Promise<Status> {
  const found = (await statuses()).find((status) => status.group === group && status.isDefault)
  if (!found) throw new Error(`no default ${group}`)
  return found
}

async function addStatus(body: Record<string, unknown>): Promise<number> {
  const response = await admin.post('/api/repair-statuses', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

const detail = async (id: number) => (await admin.get(`/api/repair/${id}`)).json()

async function deviceStatus(imei: string): Promise<string> {
  const row = await test.database.db
    .selectFrom('device_units')
    .select('status')
    .where('imei1', '=', imei)
    .executeTakeFirstOrThrow()
  return row.status
}

describe('repair statuses (issue 30, item 1)', () => {
  it('seeds one default status in each of the eight groups', async () => {
    const all = await statuses()
    expect(all.filter((status) => status.isDefault).map((status) => status.group)).toEqual([
      'new',
      'diagnosing',
      'waiting_customer',
      'waiting_parts',
      'in_repair',
      'ready',
      'collected',
      'cancelled',
    ])
  })

  it('keeps exactly one default per group: a new default takes over, and the default cannot be unset', async () => {
    const old = await defaultOf('diagnosing')
    const id = await addStatus({ group: 'diagnosing', name: 'On the bench', colour: '#123456', isDefault: true })
    const group = (await statuses()).filter((status) => status.group === 'diagnosing')
    expect(group.filter((status) => status.isDefault).map((status) => status.id)).toEqual([id])
    const unset = await admin.patch(`/api/repair-statuses/${id}`, { name: 'On the bench', isDefault: false })
    expect(unset.statusCode).toBe(422)
    expect(unset.json().errors.isDefault[0]).toBe('Make another status of its group the default instead.')
    const back = await admin.patch(`/api/repair-statuses/${old.id}`, { name: old.name, isDefault: true })
    expect(back.statusCode, back.body).toBe(200)
    expect((await defaultOf('diagnosing')).id).toBe(old.id)
  })

  it('refuses to remove a status in use (409) until its tickets move, and a group default', async () => {
    const quote = await addStatus({ group: 'waiting_customer', name: 'Quote sent', publicLabel: 'Quote sent to you' })
    const repair = await createRepair()
    expect((await admin.post(`/api/repair/${repair}/status`, { statusId: quote })).statusCode).toBe(200)
    const refused = await admin.delete(`/api/repair-statuses/${quote}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('This status is used by 1 repair: move it to another status first.')
    expect((await admin.delete(`/api/repair-statuses/${(await defaultOf('new')).id}`)).statusCode).toBe(409)
    await admin.post(`/api/repair/${repair}/status`, { statusId: (await defaultOf('in_repair')).id })
    const removed = await admin.delete(`/api/repair-statuses/${quote}`)
    expect(removed.statusCode).toBe(200)
    expect((await statuses()).some((status) => status.id === quote)).toBe(false)
  })

  it('reorders a group only when the order names each of its statuses once', async () => {
    const first = (await defaultOf('waiting_parts')).id
    const second = await addStatus({ group: 'waiting_parts', name: 'Part ordered' })
    expect(
      (await admin.post('/api/repair-statuses/reorder', { group: 'waiting_parts', ids: [second] })).statusCode,
    ).toBe(422)
    const done = await admin.post('/api/repair-statuses/reorder', { group: 'waiting_parts', ids: [second, first] })
    expect(done.statusCode, done.body).toBe(200)
    const group = (await statuses()).filter((status) => status.group === 'waiting_parts')
    expect(group.map((status) => status.id)).toEqual([second, first])
  })

  it("names a seeded default status in the reader's language, keeps a typed name as typed and edits the stored name", async () => {
    const id = await createRepair()
    const typed = await admin.post('/api/repair-statuses', {
      group: 'diagnosing',
      name: 'On the bench',
      colour: '#123456',
    })
    expect(typed.statusCode, typed.body).toBe(201)
    expect((await admin.patch('/api/me/language', { language: 'fr' })).statusCode).toBe(200)
    try {
      expect(await detail(id)).toMatchObject({ group: 'new', statusName: 'Nouveau' })
      const list = (await admin.get('/api/repair?group=new')).json()
      expect(list.items.find((row: { id: number }) => row.id === id)).toMatchObject({ statusName: 'Nouveau' })
      await admin.post(`/api/repair/${id}/status`, { statusId: typed.json().id })
      expect(await detail(id)).toMatchObject({ statusName: 'On the bench' })
      // The settings screen edits what is stored: the seeded English, never a translation saved back.
      expect((await defaultOf('new')).name).toBe('New')
    } finally {
      await admin.patch('/api/me/language', { language: 'en' })
    }
  })

  it('names the field of a bad status: group, colour, limit', async () => {
    const response = await admin.post('/api/repair-statuses', {
      group: 'lost',
      name: 'X',
      colour: 'red',
      limitMinutes: 0,
    })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(['colour', 'group', 'limitMinutes'])
  })
})

describe("the spec's toggle maps onto the groups", () => {
  it('moves a pending ticket to the default ready status and a complete one to the default in repair, the device following', async () => {
    const body = screenRepair()
    const id = await createRepair(body)
    expect(await detail(id)).toMatchObject({ status: 0, group: 'new', statusId: (await defaultOf('new')).id })
    expect(await deviceStatus(body.imei)).toBe('in_repair')

    expect((await admin.post(`/api/toggle-repair-status/${id}`, { status: 1 })).json().message).toBe(
      'Repair marked as complete.',
    )
    expect(await detail(id)).toMatchObject({ status: 1, group: 'ready', statusId: (await defaultOf('ready')).id })
    expect(await deviceStatus(body.imei)).not.toBe('in_repair')

    await admin.post(`/api/toggle-repair-status/${id}`, { status: 0 })
    expect(await detail(id)).toMatchObject({ status: 0, group: 'in_repair' })
    expect(await deviceStatus(body.imei)).toBe('in_repair')

    const events = (await detail(id)).events
    expect(
      events.map((event: { type: string; from: string | null; to: string | null }) => [
        event.type,
        event.from,
        event.to,
      ]),
    ).toEqual([
      ['created', null, 'New'],
      ['status', 'New', 'Ready for pickup'],
      ['status', 'Ready for pickup', 'In repair'],
    ])
  })

  it('keeps a collected ticket collected when toggled complete again, and the tracking page says complete', async () => {
    const id = await createRepair()
    await admin.post(`/api/repair/${id}/status`, { statusId: (await defaultOf('collected')).id })
    await admin.post(`/api/toggle-repair-status/${id}`, { status: 1 })
    const repair = await detail(id)
    expect(repair).toMatchObject({ status: 1, group: 'collected' })
    const tracked = await new TestClient(test.app).post('/api/track-repair', { key: repair.key })
    expect(tracked.json().tracked.status).toBe(1)
  })
})

describe('status changes and their history (item 2)', () => {
  it('records every change in order with who made it, the comment and the audit event', async () => {
    const waiting = await addStatus({ group: 'waiting_customer', name: 'Awaiting approval', requiresComment: true })
    const id = await createRepair()
    const missing = await admin.post(`/api/repair/${id}/status`, { statusId: waiting })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.comment[0]).toBe('The Comment is required when moving to "Awaiting approval".')
    const unknown = await admin.post(`/api/repair/${id}/status`, { statusId: 999_999 })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.statusId[0]).toBe('The selected Status is invalid.')

    const moved = await admin.post(`/api/repair/${id}/status`, { statusId: waiting, comment: 'Quoted 80 by phone' })
    expect(moved.json().message).toBe('Repair moved to "Awaiting approval".')
    const [audit] = await auditEventsOf(test, moved)
    expect(audit).toMatchObject({ entity: 'repair', action: 'status changed' })
    await admin.post(`/api/repair/${id}/status`, { statusId: (await defaultOf('in_repair')).id })

    const repair = await detail(id)
    expect(repair).toMatchObject({ status: 0, group: 'in_repair', statusName: 'In repair', overdue: false })
    expect(repair.timeInStatusMinutes).toBe(0)
    expect(
      repair.events.map((event: Record<string, unknown>) => [
        event.type,
        event.to,
        event.comment,
        event.user,
        event.channel,
      ]),
    ).toEqual([
      ['created', 'New', '', 'Administrator', 'staff'],
      ['status', 'Awaiting approval', 'Quoted 80 by phone', 'Administrator', 'staff'],
      ['status', 'In repair', '', 'Administrator', 'staff'],
    ])
  })

  it('flags a ticket overdue once its status limit has passed', async () => {
    const slow = await addStatus({ group: 'diagnosing', name: 'Slow check', limitMinutes: 30 })
    const id = await createRepair()
    await admin.post(`/api/repair/${id}/status`, { statusId: slow })
    await test.database.db
      .updateTable('repair_events')
      .set({ at: new Date(Date.now() - 45 * 60_000).toISOString() })
      .where('repair_id', '=', id)
      .execute()
    expect(await detail(id)).toMatchObject({ timeInStatusMinutes: 45, overdue: true })
  })

  it('lists by group with the status name and colour beside the spec columns', async () => {
    const id = await createRepair({ name: 'Group Filter Person' })
    await admin.post(`/api/repair/${id}/status`, { statusId: (await defaultOf('cancelled')).id })
    const list = (await admin.get('/api/repair?group=cancelled')).json()
    expect(list.items.map((row: { id: number }) => row.id)).toContain(id)
    expect(list.items.every((row: { group: string }) => row.group === 'cancelled')).toBe(true)
    expect(list.items.find((row: { id: number }) => row.id === id)).toMatchObject({
      status: 0,
      statusName: 'Cancelled',
      statusColour: '#c62828',
      name: 'Group Filter Person',
    })
    expect((await admin.get('/api/repair?group=lost')).statusCode).toBe(422)
  })
})

describe('technician, promised date and priority (item 3)', () => {
  it('sets them on the form and by the technician call, each technician change an event, and builds the queue', async () => {
    const techId = await createStaff(test, {
      email: 'tech.queue@example.com',
      name: 'Tess Tech',
      flags: ['repairManage'],
    })
    const tech = new TestClient(test.app)
    await tech.login('tech.queue@example.com', 'password123')

    const late = await createRepair({ technicianId: techId, priority: 'normal', promisedAt: '2026-04-03T10:00:00Z' })
    const soon = await createRepair({ technicianId: techId, priority: 'normal', promisedAt: '2026-04-01T10:00:00Z' })
    const urgent = await createRepair({ technicianId: techId, priority: 'urgent' })
    const done = await createRepair({ technicianId: techId, priority: 'urgent' })
    await admin.post(`/api/toggle-repair-status/${done}`, { status: 1 })
    const low = await createRepair({ priority: 'low' })
    const given = await admin.post(`/api/repair/${low}/technician`, { technicianId: techId, comment: 'Yours' })
    expect(given.statusCode, given.body).toBe(200)
    await createRepair()

    const queue = (await tech.get('/api/repair?technician=me')).json()
    expect(queue.items.map((row: { id: number }) => row.id)).toEqual([urgent, soon, late, low, done])
    expect(queue.total).toBe(5)
    // As the repair list asks it (newest first by default), the queue still leads.
    const listed = (await tech.get('/api/repair?technician=me&sortBy=created_at&sortDesc=true')).json()
    expect(listed.items.map((row: { id: number }) => row.id)).toEqual([urgent, soon, late, low, done])

    const repair = await detail(low)
    expect(repair).toMatchObject({ technician: { id: techId, name: 'Tess Tech' }, priority: 'low', promisedAt: null })
    expect(repair.events.at(-1)).toMatchObject({ type: 'technician', from: null, to: 'Tess Tech', comment: 'Yours' })
    expect((await detail(late)).promisedAt).toBe('2026-04-03T10:00:00.000Z')

    // The spec's edit without the new fields leaves them as they are.
    const edited = await admin.patch(`/api/repair/${late}`, screenRepair({ charges: 99 }))
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await detail(late)).toMatchObject({ charges: 99, technician: { id: techId }, priority: 'normal' })

    const bad = await admin.post(`/api/repair/${low}/technician`, { technicianId: 999_999 })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.technicianId[0]).toBe('The selected Technician is invalid.')
  })

  it('refuses the new switches to staff without them (403)', async () => {
    await createStaff(test, { email: 'plain.tech@example.com', flags: ['repairManage'] })
    const tech = new TestClient(test.app)
    await tech.login('plain.tech@example.com', 'password123')
    const id = await createRepair()
    expect((await tech.get('/api/repair-statuses')).statusCode).toBe(200)
    expect((await tech.post('/api/repair-statuses', { group: 'new', name: 'Mine' })).statusCode).toBe(403)
    expect(
      (await tech.patch(`/api/repair-statuses/${(await defaultOf('new')).id}`, { name: 'X', isDefault: true }))
        .statusCode,
    ).toBe(403)
    expect((await tech.delete(`/api/repair-statuses/${(await defaultOf('new')).id}`)).statusCode).toBe(403)
    expect((await tech.post('/api/repair-statuses/reorder', { group: 'new', ids: [] })).statusCode).toBe(403)
    expect((await tech.post(`/api/repair/${id}/technician`, { technicianId: 1 })).statusCode).toBe(403)
    expect((await tech.post('/api/repair', screenRepair({ technicianId: 1 }))).statusCode).toBe(403)
    // Moving a ticket through the statuses is part of working repairs.
    expect(
      (await tech.post(`/api/repair/${id}/status`, { statusId: (await defaultOf('diagnosing')).id })).statusCode,
    ).toBe(200)
  })
})
