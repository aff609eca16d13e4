import { describe, expect, it } from 'vitest'
import { adminAppForFile, countRows, createStaff, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'

const { test, admin } = await adminAppForFile()

const partsBill = {
  name: 'Kofi Mensah',
  description: 'Parts for the laptop repair',
  date: '2026-11-20',
  time: '14:30',
  charges: 0,
  taxRate: 10,
  items: [
    { name: 'Battery', imei: '', sNumber: 'BAT-001', qty: 2, price: 15 },
    { name: 'Keyboard', imei: '', sNumber: '', qty: 1, price: 9.99 },
  ],
}

async function createBill(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await admin.post('/api/bill', { ...partsBill, ...overrides })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

describe('issuing a bill', () => {
  it('stores the bill with its items in order and totals computed by the server', async () => {
    const response = await admin.post('/api/bill', { ...partsBill, totalAmount: 43.99 })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Bill has been saved.')
    const bill = (await admin.get(`/api/bill/${response.json().id}`)).json()
    // Every field as sent, in the order sent.
    const { items, ...fields } = partsBill
    expect(bill).toMatchObject({ ...fields, subTotal: 39.99, taxAmount: 4, totalAmount: 43.99 })
    expect(bill.items).toEqual(items)
  })

  it('adds the bill charges to the items before tax', async () => {
    const id = await createBill({ charges: 12.5, taxRate: 7.5, items: [{ name: 'Screw set', qty: 3, price: 2.5 }] })
    expect((await admin.get(`/api/bill/${id}`)).json()).toMatchObject({
      subTotal: 20,
      taxAmount: 1.5,
      totalAmount: 21.5,
    })
  })

  it('accepts a bill of charges only', async () => {
    const id = await createBill({ charges: 80, taxRate: 0, items: [] })
    expect((await admin.get(`/api/bill/${id}`)).json()).toMatchObject({ items: [], totalAmount: 80 })
  })

  it('refuses a total the form computed differently, storing nothing', async () => {
    const bills = await countRows(test, 'bills')
    const response = await admin.post('/api/bill', { ...partsBill, totalAmount: 39.99 })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.totalAmount[0]).toContain('43.99')
    expect(await countRows(test, 'bills')).toBe(bills)
  })
})

describe('bad bill input', () => {
  it.each([
    ['negative charges', { charges: -1 }, 'charges', 'The Charges must be at least 0.'],
    ['a tax rate over 100', { taxRate: 150 }, 'taxRate', 'The Tax rate may not be greater than 100.'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date', 'The Date is not a valid date (YYYY-MM-DD).'],
    ['a time that does not exist', { time: '25:10' }, 'time', 'The Time is not a valid time (HH:MM).'],
    [
      'an item without a name',
      { items: [{ name: '', qty: 1, price: 1 }] },
      'items.0.name',
      'The Item name field is required.',
    ],
    ['an item without a qty', { items: [{ name: 'Cable', price: 1 }] }, 'items.0.qty', 'The Qty field is required.'],
    [
      'an item of zero qty',
      { items: [{ name: 'Cable', qty: 0, price: 1 }] },
      'items.0.qty',
      'The Qty must be at least 1.',
    ],
    [
      'an item with a negative price',
      { items: [{ name: 'Cable', qty: 1, price: -3 }] },
      'items.0.price',
      'The Price must be at least 0.',
    ],
    ['neither items nor charges', { items: [], charges: 0 }, 'items', 'Add at least one item or some charges.'],
  ])('refuses %s with a 422 under the field, storing nothing', async (_label, change, field, message) => {
    const [bills, items] = [await countRows(test, 'bills'), await countRows(test, 'bill_items')]
    const response = await admin.post('/api/bill', { ...partsBill, ...change })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toEqual([message])
    expect([await countRows(test, 'bills'), await countRows(test, 'bill_items')]).toEqual([bills, items])
  })

  it('names every missing field of an empty form', async () => {
    const response = await admin.post('/api/bill', {})
    expect(Object.keys(response.json().errors).sort()).toEqual(['date', 'name', 'time'])
  })
})

describe('editing and removing bills', () => {
  it('replaces the items on edit and recomputes the total', async () => {
    const id = await createBill()
    const response = await admin.patch(`/api/bill/${id}`, {
      ...partsBill,
      items: [{ name: 'Charger', qty: 1, price: 25 }],
    })
    expect(response.json()).toEqual({ message: 'Bill has been updated.' })
    const bill = (await admin.get(`/api/bill/${id}`)).json()
    expect(bill.items).toEqual([{ name: 'Charger', imei: '', sNumber: '', qty: 1, price: 25 }])
    expect(bill.totalAmount).toBe(27.5)
  })

  it('keeps the old items when an edit is refused', async () => {
    const id = await createBill()
    const response = await admin.patch(`/api/bill/${id}`, {
      ...partsBill,
      items: [{ name: 'Charger', qty: -1, price: 25 }],
    })
    expect(response.statusCode).toBe(422)
    expect((await admin.get(`/api/bill/${id}`)).json().items).toHaveLength(2)
  })

  it('removes a bill with its items', async () => {
    const id = await createBill()
    const items = await countRows(test, 'bill_items')
    expect((await admin.delete(`/api/bill/${id}`)).json()).toEqual({ message: 'Bill has been removed.' })
    expect(await countRows(test, 'bill_items')).toBe(items - 2)
    expect((await admin.get(`/api/bill/${id}`)).statusCode).toBe(404)
    expect((await admin.delete(`/api/bill/${id}`)).statusCode).toBe(404)
    expect((await admin.patch(`/api/bill/${id}`, partsBill)).statusCode).toBe(404)
  })
})

describe('bill list', () => {
  it('pages and searches bills by name, newest first', async () => {
    const id = await createBill({ name: 'Zanele Unique Customer' })
    const found = (await admin.get('/api/bill?search=zanele')).json()
    expect(found.total).toBe(1)
    expect(found.items[0]).toEqual({
      id,
      name: 'Zanele Unique Customer',
      date: '2026-11-20',
      time: '14:30',
      charges: 0,
      taxRate: 10,
      totalAmount: 43.99,
      created_at: expect.any(String),
    })
    const page = (await admin.get('/api/bill?itemsPerPage=1')).json()
    expect(page.items).toHaveLength(1)
    expect(page.items[0].id).toBe(id)
    expect(page.total).toBeGreaterThan(1)
  })
})

describe('bill gates', () => {
  it('keeps bills from staff without billManage', async () => {
    await createStaff(test, { email: 'repairs-only@example.com', flags: ['repairManage'] })
    const staff = new TestClient(test.app)
    await staff.login('repairs-only@example.com', 'password123')
    const id = await createBill()
    expect((await staff.get('/api/bill')).statusCode).toBe(403)
    expect((await staff.get(`/api/bill/${id}`)).statusCode).toBe(403)
    expect((await staff.post('/api/bill', partsBill)).statusCode).toBe(403)
    expect((await staff.patch(`/api/bill/${id}`, partsBill)).statusCode).toBe(403)
    expect((await staff.delete(`/api/bill/${id}`)).statusCode).toBe(403)
    expect((await new TestClient(test.app).get('/api/bill')).statusCode).toBe(401)
  })
})

describe('the audit log', () => {
  it('writes one bill event per change with its lines; an edit shows the old and new total', async () => {
    const created = await admin.post('/api/bill', partsBill)
    const id = created.json().id as number
    const [logged] = await auditEventsOf(test, created)
    expect(logged).toMatchObject({ entity: 'bill', entity_id: String(id), action: 'created' })
    expect(logged?.changes).toMatchObject({ totalAmount: { after: 43.99 }, items: { after: partsBill.items } })

    const edited = await admin.patch(`/api/bill/${id}`, { ...partsBill, charges: 10 })
    const [update] = await auditEventsOf(test, edited)
    expect(update?.changes).toMatchObject({
      charges: { before: 0, after: 10 },
      totalAmount: { before: 43.99, after: 54.99 },
    })
    expect(update?.changes.items).toBeUndefined()
    const removed = await admin.delete(`/api/bill/${id}`)
    const [removal] = await auditEventsOf(test, removed)
    expect(removal).toMatchObject({ action: 'removed', changes: { name: { before: 'Kofi Mensah' } } })
    const missing = await admin.delete(`/api/bill/${id}`)
    expect(missing.statusCode).toBe(404)
    expect(await auditEventsOf(test, missing)).toEqual([])
  })
})
