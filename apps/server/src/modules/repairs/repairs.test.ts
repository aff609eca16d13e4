import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { adminAppForFile, countRows, createStaff, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'

const { test, admin } = await adminAppForFile()

const screenRepair = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+1 555 0100',
  address: '12 Harbour Street',
  issue: 'Cracked screen, touch not responding',
  deviceName: 'iPhone 12',
  imei: '356938035643809',
  sNumber: 'F2LZK0ABCDEF',
  charges: 120,
  taxRate: 10,
  prePaid: 50,
}

async function createRepair(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await admin.post('/api/repair', { ...screenRepair, ...overrides })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

describe('logging a repair', () => {
  it('stores the job with totals computed by the server and a tracking key that is not the id', async () => {
    const response = await admin.post('/api/repair', { ...screenRepair, totalAmount: 132, due: 82 })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Repair has been saved.')
    const id = response.json().id
    const repair = (await admin.get(`/api/repair/${id}`)).json()
    expect(repair).toMatchObject({
      id,
      name: 'Maria Lopez',
      deviceName: 'iPhone 12',
      charges: 120,
      taxRate: 10,
      taxAmount: 12,
      totalAmount: 132,
      prePaid: 50,
      due: 82,
      status: 0,
    })
    expect(repair.key).toMatch(/^[A-HJ-NP-Z2-9]{12}$/)
    expect(repair.key).not.toContain(String(id))
  })

  it('gives every job a different key', async () => {
    const a = (await admin.get(`/api/repair/${await createRepair()}`)).json().key
    const b = (await admin.get(`/api/repair/${await createRepair()}`)).json().key
    expect(a).not.toBe(b)
  })

  it('rounds the tax half away from zero: 19.99 at 7.5 % owes 21.49', async () => {
    const id = await createRepair({ charges: 19.99, taxRate: 7.5, prePaid: 0 })
    expect((await admin.get(`/api/repair/${id}`)).json()).toMatchObject({
      taxAmount: 1.5,
      totalAmount: 21.49,
      due: 21.49,
    })
  })

  it("prints a QR code that opens the tracking page of the job on the shop's address, whatever the Host", async () => {
    await test.services.settings.update((current) => ({
      ...current,
      general: { ...current.general, app_url: 'https://shop.example.com' },
    }))
    const id = await createRepair()
    const repair = (
      await admin.request({ method: 'GET', url: `/api/repair/${id}`, headers: { host: 'evil.example' } })
    ).json()
    expect(repair.trackingUrl).toBe(`https://shop.example.com/track/${repair.key}`)
    expect(repair.qrcode).toMatch(/^data:image\/png;base64,/)
    const png = Buffer.from(repair.qrcode.split(',')[1], 'base64')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
  })

  it('refuses totals the form computed differently, and stores nothing', async () => {
    const before = await countRows(test, 'repairs')
    const wrongTotal = await admin.post('/api/repair', { ...screenRepair, totalAmount: 120 })
    expect(wrongTotal.statusCode).toBe(422)
    expect(wrongTotal.json().errors.totalAmount[0]).toContain('132.00')
    const wrongDue = await admin.post('/api/repair', { ...screenRepair, due: 132 })
    expect(wrongDue.json().errors.due).toHaveLength(1)
    expect(await countRows(test, 'repairs')).toBe(before)
  })
})

describe('bad repair input', () => {
  it.each([
    ['negative charges', { charges: -5 }, 'charges', 'The Charges must be at least 0.'],
    ['a tax rate over 100', { taxRate: 101 }, 'taxRate', 'The Tax rate may not be greater than 100.'],
    [
      'prePaid above the total',
      { charges: 100, taxRate: 0, prePaid: 100.01 },
      'prePaid',
      'The Paid in advance may not be greater than the Total.',
    ],
    ['charges with three decimals', { charges: 1.005 }, 'charges', 'The Charges may have at most 2 decimals.'],
    ['charges that are not a number', { charges: 'lots' }, 'charges', 'The Charges must be a number.'],
    ['a missing device name', { deviceName: '  ' }, 'deviceName', 'The Device name field is required.'],
    ['a malformed email', { email: 'maria-at-example' }, 'email', 'The Email must be a valid email address.'],
    ['a name of 300 characters', { name: 'x'.repeat(300) }, 'name', 'The Name may not be greater than 191 characters.'],
  ])('refuses %s with a 422 under the field, storing nothing', async (_label, change, field, message) => {
    const before = await countRows(test, 'repairs')
    const response = await admin.post('/api/repair', { ...screenRepair, ...change })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toEqual([message])
    expect(await countRows(test, 'repairs')).toBe(before)
  })

  it('names every missing required field of an empty form', async () => {
    const response = await admin.post('/api/repair', {})
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(['charges', 'deviceName', 'issue', 'name', 'phone'])
  })

  it('accepts paying the whole total in advance, leaving nothing due', async () => {
    const id = await createRepair({ charges: 100, taxRate: 5, prePaid: 105 })
    expect((await admin.get(`/api/repair/${id}`)).json().due).toBe(0)
  })
})

describe('editing, status and removal', () => {
  it('edits a job and recomputes its totals, keeping its key', async () => {
    const id = await createRepair()
    const key = (await admin.get(`/api/repair/${id}`)).json().key
    const response = await admin.patch(`/api/repair/${id}`, { ...screenRepair, charges: 200, prePaid: 20 })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Repair has been updated.')
    expect((await admin.get(`/api/repair/${id}`)).json()).toMatchObject({
      key,
      charges: 200,
      totalAmount: 220,
      due: 200,
    })
  })

  it('refuses an edit with prePaid above the new total and keeps the old figures', async () => {
    const id = await createRepair()
    const response = await admin.patch(`/api/repair/${id}`, { ...screenRepair, charges: 10, prePaid: 50 })
    expect(response.statusCode).toBe(422)
    expect((await admin.get(`/api/repair/${id}`)).json().charges).toBe(120)
  })

  it('switches the status to Complete and back to Pending', async () => {
    const id = await createRepair()
    const done = await admin.post(`/api/toggle-repair-status/${id}`, { status: 1 })
    expect(done.json()).toEqual({ message: 'Repair marked as complete.' })
    expect((await admin.get(`/api/repair/${id}`)).json().status).toBe(1)
    const back = await admin.post(`/api/toggle-repair-status/${id}`, { status: 0 })
    expect(back.json()).toEqual({ message: 'Repair marked as pending.' })
    expect((await admin.get(`/api/repair/${id}`)).json().status).toBe(0)
  })

  it('refuses a status other than 0 or 1', async () => {
    const id = await createRepair()
    const response = await admin.post(`/api/toggle-repair-status/${id}`, { status: 2 })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.status).toEqual(['The selected Status is invalid.'])
  })

  it('removes a job', async () => {
    const id = await createRepair()
    expect((await admin.delete(`/api/repair/${id}`)).json()).toEqual({ message: 'Repair has been removed.' })
    expect((await admin.get(`/api/repair/${id}`)).statusCode).toBe(404)
    expect((await admin.delete(`/api/repair/${id}`)).statusCode).toBe(404)
  })

  it('answers 404 for a job that does not exist', async () => {
    expect((await admin.get('/api/repair/999999')).statusCode).toBe(404)
    expect((await admin.patch('/api/repair/999999', screenRepair)).statusCode).toBe(404)
    expect((await admin.post('/api/toggle-repair-status/999999', { status: 1 })).statusCode).toBe(404)
    expect((await admin.get('/api/repair/abc')).statusCode).toBe(404)
  })
})

describe('repair list and search', () => {
  it('pages and searches the list by device, name, phone or key', async () => {
    const id = await createRepair({ deviceName: 'Galaxy Tab Unique77', name: 'Olu Ade', phone: '0700111222' })
    const key = (await admin.get(`/api/repair/${id}`)).json().key
    for (const term of ['Unique77', 'olu ade', '0700111222', key]) {
      const page = (await admin.get(`/api/repair?search=${encodeURIComponent(term)}`)).json()
      expect(page.total, term).toBe(1)
      expect(page.items[0]).toMatchObject({
        id,
        key,
        deviceName: 'Galaxy Tab Unique77',
        status: 0,
        charges: 120,
        prePaid: 50,
        due: 82,
      })
      expect(page.items[0].email).toBeUndefined()
    }
    const firstPage = (await admin.get('/api/repair?itemsPerPage=2&page=1')).json()
    expect(firstPage.items).toHaveLength(2)
    expect(firstPage.total).toBeGreaterThan(2)
    expect(firstPage.items[0].created_at >= firstPage.items[1].created_at).toBe(true)
  })

  it('refuses a search with characters the search box does not allow', async () => {
    expect((await admin.get('/api/repair?search=%25%27')).statusCode).toBe(422)
  })

  it('finds jobs for the POS repair search by key', async () => {
    const id = await createRepair({ deviceName: 'Pixel SearchMe' })
    const key = (await admin.get(`/api/repair/${id}`)).json().key
    const response = await admin.post('/api/repair-search', { key: key.toLowerCase() })
    expect(response.statusCode).toBe(200)
    expect(response.json().items).toEqual([expect.objectContaining({ id, key, deviceName: 'Pixel SearchMe', due: 82 })])
    expect((await admin.post('/api/repair-search', { key: '' })).json().errors.key).toEqual([
      'The Search field is required.',
    ])
  })
})

describe('public repair tracking', () => {
  it('shows a signed-out visitor the status and device only', async () => {
    const id = await createRepair()
    const key = (await admin.get(`/api/repair/${id}`)).json().key
    const visitor = new TestClient(test.app, '203.0.113.10')
    const pending = await visitor.post('/api/track-repair', { key })
    expect(pending.statusCode).toBe(200)
    const tracked = pending.json().tracked
    expect(tracked).toEqual({
      key,
      deviceName: 'iPhone 12',
      issue: 'Cracked screen, touch not responding',
      imie: '356938035643809',
      status: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    for (const secret of ['Maria', 'maria@example.com', '555 0100', 'Harbour', '"charges"', '"totalAmount"', '"id"']) {
      expect(pending.body).not.toContain(secret)
    }

    await admin.post(`/api/toggle-repair-status/${id}`, { status: 1 })
    const complete = (await visitor.post('/api/track-repair', { key: ` ${key.toLowerCase()} ` })).json().tracked
    expect(complete.status).toBe(1)
    expect(Date.parse(complete.updated_at)).toBeGreaterThanOrEqual(Date.parse(tracked.updated_at))
  })

  it('answers an unknown key with a message, and a row id is not a key', async () => {
    const visitor = new TestClient(test.app, '203.0.113.11')
    const unknown = await visitor.post('/api/track-repair', { key: 'ABCDEFGHJKMN' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'No repair matches this tracking ID.' })
    expect((await visitor.post('/api/track-repair', { key: '1' })).statusCode).toBe(404)
  })

  it('refuses an empty key and a key of 10,000 characters', async () => {
    const visitor = new TestClient(test.app, '203.0.113.12')
    expect((await visitor.post('/api/track-repair', { key: '' })).json().errors.key).toEqual([
      'The Repair ID field is required.',
    ])
    const long = await visitor.post('/api/track-repair', { key: 'A'.repeat(10_000) })
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.key).toEqual(['The Repair ID may not be greater than 64 characters.'])
  })

  it('allows 10 lookups a minute per address, counted across app processes', async () => {
    // A second app process on the same database: the limit must hold across both.
    const second = await buildApp(test.config, { logger: false })
    try {
      const fromA = new TestClient(test.app, '198.51.100.7')
      const fromB = new TestClient(second.app, '198.51.100.7')
      for (let i = 0; i < 5; i += 1)
        expect((await fromA.post('/api/track-repair', { key: 'NOPE23456789' })).statusCode).toBe(404)
      for (let i = 0; i < 5; i += 1)
        expect((await fromB.post('/api/track-repair', { key: 'NOPE23456789' })).statusCode).toBe(404)
      const limited = await fromA.post('/api/track-repair', { key: 'NOPE23456789' })
      expect(limited.statusCode).toBe(429)
      expect(limited.json().message).toMatch(/^Too many tracking requests\. Please try again in \d+ seconds\.$/)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect((await fromB.post('/api/track-repair', { key: 'NOPE23456789' })).statusCode).toBe(429)
      // Another visitor is not affected.
      expect(
        (await new TestClient(test.app, '198.51.100.8').post('/api/track-repair', { key: 'NOPE23456789' })).statusCode,
      ).toBe(404)
    } finally {
      await second.app.close()
    }
  })
})

describe('repair gates', () => {
  it('keeps repairs from staff without repairManage, and lets those with it in', async () => {
    await createStaff(test, { email: 'cashier@example.com', flags: ['saleCreate'] })
    await createStaff(test, { email: 'tech@example.com', flags: ['repairManage'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier@example.com', 'password123')
    const id = await createRepair()
    expect((await cashier.get('/api/repair')).statusCode).toBe(403)
    expect((await cashier.get(`/api/repair/${id}`)).statusCode).toBe(403)
    expect((await cashier.post('/api/repair', screenRepair)).statusCode).toBe(403)
    expect((await cashier.post(`/api/toggle-repair-status/${id}`, { status: 1 })).statusCode).toBe(403)
    expect((await cashier.delete(`/api/repair/${id}`)).statusCode).toBe(403)
    expect((await cashier.post('/api/repair-search', { key: 'x' })).statusCode).toBe(403)
    const tech = new TestClient(test.app)
    await tech.login('tech@example.com', 'password123')
    expect((await tech.get('/api/repair')).statusCode).toBe(200)
    expect((await tech.post('/api/repair', screenRepair)).statusCode).toBe(200)
  })

  it('asks a signed-out visitor to sign in for staff repair calls', async () => {
    const visitor = new TestClient(test.app)
    expect((await visitor.get('/api/repair')).statusCode).toBe(401)
    expect((await visitor.post('/api/repair-search', { key: 'x' })).statusCode).toBe(401)
  })
})

describe('the audit log', () => {
  it('writes one repair event per change, money in decimals; a refused one writes none', async () => {
    const created = await admin.post('/api/repair', screenRepair)
    expect(created.statusCode).toBe(200)
    const id = created.json().id as number
    const [logged] = await auditEventsOf(test, created)
    expect(logged).toMatchObject({ entity: 'repair', entity_id: String(id), action: 'created' })
    expect(logged?.changes).toMatchObject({ charges: { after: 120 }, totalAmount: { after: 132 }, due: { after: 82 } })

    const refused = await admin.patch(`/api/repair/${id}`, { ...screenRepair, prePaid: 500 })
    expect(refused.statusCode).toBe(422)
    expect(await auditEventsOf(test, refused)).toEqual([])
    const edited = await admin.patch(`/api/repair/${id}`, { ...screenRepair, charges: 150 })
    const [update] = await auditEventsOf(test, edited)
    expect(update?.changes).toEqual({
      charges: { before: 120, after: 150 },
      taxAmount: { before: 12, after: 15 },
      totalAmount: { before: 132, after: 165 },
      due: { before: 82, after: 115 },
    })
    const toggled = await admin.post(`/api/toggle-repair-status/${id}`, { status: 1 })
    const [status] = await auditEventsOf(test, toggled)
    expect(status).toMatchObject({ action: 'marked complete', changes: { status: { before: 0, after: 1 } } })
    const removed = await admin.delete(`/api/repair/${id}`)
    const [removal] = await auditEventsOf(test, removed)
    expect(removal).toMatchObject({ action: 'removed', changes: { deviceName: { before: 'iPhone 12' } } })
  })
})
