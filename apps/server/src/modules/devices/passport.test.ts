import { describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@counterpart/domain/devices'
import type { DeviceDetail, DeviceUnit } from '@counterpart/domain/schemas/devices'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient, TEST_DIALECT } from '../../../test/helpers.ts'
import { confirmSale, sell } from '../../../test/pos-fixtures.ts'

const { test, admin } = await adminAppForFile()

let nextBody = 35_770_000_000_000
/** A fresh 15-digit IMEI with its right check digit. */
function newImei(): string {
  const body = String((nextBody += 1))
  return body + String(luhnCheckDigit(body))
}

async function buyBack(imei: string, fields: Record<string, string> = {}): Promise<number> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/custom-product',
    ...formData({
      fullName: 'Ama Owusu',
      phone: '0244000111',
      address: '4 Ring Road, Accra',
      model: 'Pixel 7',
      cost: '150.00',
      price: '220.50',
      sign: TINY_PNG_DATA_URL,
      imei,
      ...fields,
    }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item.id
}

async function list(query: string): Promise<{ items: DeviceUnit[]; total: number }> {
  const response = await admin.get(`/api/devices?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function unitIdOf(imei: string): Promise<number> {
  const { items } = await list(`search=${imei}`)
  expect(items).toHaveLength(1)
  return items[0]!.id
}

async function passport(id: number): Promise<DeviceDetail['item']> {
  const response = await admin.get(`/api/devices/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item
}

describe(`the device passport (${TEST_DIALECT})`, () => {
  it('shows a sold unit with its sale, the warranty staff set, and each event by document and person', async () => {
    const imei = newImei()
    const itemId = await buyBack(imei)
    const id = await unitIdOf(imei)
    const onShelf = await passport(id)
    expect(onShelf).toMatchObject({ status: 'in_stock', price: 220.5, sale: null, productName: '' })
    expect(onShelf.events).toMatchObject([
      {
        type: 'bought',
        documentLabel: `Buy-back #${itemId}`,
        documentKind: 'buyback',
        documentNumber: `#${itemId}`,
        userName: expect.stringMatching(/\S/),
      },
    ])

    const sale = await sell(admin, [{ product: { id: itemId, custom: true, name: 'Pixel 7', price: 220.5 } }])
    await confirmSale(admin, sale.key)
    const sold = await passport(id)
    expect(sold.status).toBe('sold')
    expect(sold.price).toBeNull()
    expect(sold.sale).toEqual({ at: sold.events[1]!.at, order_id: sale.id, key: sale.key })
    expect(sold.events[1]!.documentLabel).toBe(`Sale ${sale.key}`)
    // The web links the sale by its number, never by reading the words of the label.
    expect(sold.events[1]).toMatchObject({ documentKind: 'sale', documentNumber: sale.key })

    const set = await admin.request({
      method: 'PATCH',
      url: `/api/devices/${id}`,
      payload: { grade: 'A', warranty_until: '2027-11-27' },
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toMatchObject({ message: 'Device updated successfully !', item: { grade: 'A' } })
    expect(await passport(id)).toMatchObject({ grade: 'A', warranty_until: '2027-11-27', status: 'sold' })
    const [audit] = await auditEventsOf(test, set)
    expect(audit).toMatchObject({ entity: 'device', entity_id: String(id), action: 'updated' })

    expectFieldErrors(
      await admin.request({
        method: 'PATCH',
        url: `/api/devices/${id}`,
        payload: { grade: 'x'.repeat(17), warranty_until: '2027-02-30' },
      }),
      {
        grade: ['The Grade may not be greater than 16 characters.'],
        warranty_until: ['The Warranty until is not a valid date (YYYY-MM-DD).'],
      },
    )
    expect((await passport(id)).grade).toBe('A')
  })

  it('reserves a unit for a customer, ends the reservation, transfers it and scraps it, each an event, and refuses what its state does not allow', async () => {
    const imei = newImei()
    await buyBack(imei)
    const id = await unitIdOf(imei)

    const reserved = await admin.post(`/api/devices/${id}/reserve`, { note: 'Kofi, collects Saturday' })
    expect(reserved.statusCode, reserved.body).toBe(200)
    expect(await passport(id)).toMatchObject({ status: 'reserved', reservedFor: 'Kofi, collects Saturday' })
    const again = await admin.post(`/api/devices/${id}/reserve`, { note: 'Someone else' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(
      /^This device cannot be reserved now: device #\d+ \(Pixel 7\), reserved since /,
    )
    expectFieldErrors(await admin.post(`/api/devices/${id}/reserve`, { note: '  ' }), {
      note: ['The For whom field is required.'],
    })

    expect((await admin.post(`/api/devices/${id}/unreserve`, {})).statusCode).toBe(200)
    expect(await passport(id)).toMatchObject({ status: 'in_stock', reservedFor: '' })
    expect((await admin.post(`/api/devices/${id}/unreserve`, {})).statusCode).toBe(409)

    const warehouse = await test.database.db
      .insertInto('warehouses')
      .values({
        name: 'Back room',
        email: '',
        phone: '',
        location: '',
        maxVolume: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const moved = await admin.post(`/api/devices/${id}/transfer`, { warehouse_id: warehouse.id })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await passport(id)).toMatchObject({ warehouse_id: warehouse.id, warehouseName: 'Back room' })
    expect((await admin.post(`/api/devices/${id}/transfer`, { warehouse_id: warehouse.id })).json().message).toBe(
      'The device is already in that warehouse.',
    )
    expectFieldErrors(await admin.post(`/api/devices/${id}/transfer`, { warehouse_id: 999_999 }), {
      warehouse_id: ['The selected Warehouse is invalid.'],
    })

    const scrapped = await admin.post(`/api/devices/${id}/scrap`, { reason: 'Water damage found' })
    expect(scrapped.statusCode, scrapped.body).toBe(200)
    const unit = await passport(id)
    expect(unit.status).toBe('scrapped')
    expect(unit.events.map((event) => [event.type, event.note])).toEqual([
      ['bought', ''],
      ['reserved', 'Kofi, collects Saturday'],
      ['unreserved', ''],
      ['transferred', ''],
      ['scrapped', 'Water damage found'],
    ])
    // A scrapped unit frees its IMEI: the shop may buy that phone again as a new unit.
    await buyBack(imei)
    expect((await list(`search=${imei}`)).items.map((row) => row.status).sort()).toEqual(['in_stock', 'scrapped'])
  })

  it('filters the list by age on the shelf, product, customer and document, and exports it as CSV with every digit', async () => {
    const old = newImei()
    const fresh = newImei()
    const oldItem = await buyBack(old, { model: 'Aged Phone' })
    await buyBack(fresh, { model: 'Aged Phone' })
    const oldId = await unitIdOf(old)
    // Forty days on the shelf.
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString()
    await test.database.db.updateTable('device_units').set({ shelved_at: longAgo }).where('id', '=', oldId).execute()

    const aged = await list('model=Aged%20Phone&min_age_days=30')
    expect(aged.items.map((row) => row.id)).toEqual([oldId])
    expect((await list('model=Aged%20Phone&min_age_days=0')).total).toBe(2)
    expect((await list(`document_type=buyback&document_id=${oldItem}`)).items.map((row) => row.id)).toEqual([oldId])

    const customer = await admin.post('/api/customer', { firstName: 'Efua', lastName: 'Mensah', phone: '555-0199' })
    const customerId = customer.json().id ?? customer.json().item?.id
    expect(customerId, customer.body).toBeGreaterThan(0)
    await sell(admin, [{ product: { id: oldItem, custom: true, name: 'Aged Phone', price: 220.5 } }], {
      customer_id: customerId,
    })
    expect((await list(`customer_id=${customerId}`)).items.map((row) => row.id)).toEqual([oldId])

    expectFieldErrors(await admin.get('/api/devices?min_age_days=-1&document_type=invoice'), {
      min_age_days: ['The In stock for at least (days) must be at least 0.'],
      document_type: ['The selected Document is invalid.'],
    })

    const csv = await admin.get('/api/devices/export?model=Aged%20Phone')
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe(
      'ID,IMEI / MEID,IMEI 2,Serial,Model,Status,Owner,Warehouse,Grade,Cost,On the shelf since,Warranty until,Hold until,First seen',
    )
    expect(lines).toHaveLength(3)
    expect(lines.some((line) => line.includes(old) && line.includes('Sold'))).toBe(true)
    expect(lines.some((line) => line.includes(fresh) && line.includes('In stock'))).toBe(true)
  })

  it('lets only holders of the switches see and change units', async () => {
    const imei = newImei()
    await buyBack(imei)
    const id = await unitIdOf(imei)
    await createStaff(test, { email: 'viewer@example.com', flags: ['deviceView'] })
    const viewer = new TestClient(test.app)
    await viewer.login('viewer@example.com', 'password123')
    expect((await viewer.get(`/api/devices/${id}`)).statusCode).toBe(200)
    expect((await viewer.get('/api/devices/export')).statusCode).toBe(200)
    expect((await viewer.post(`/api/devices/${id}/scrap`, { reason: 'No' })).statusCode).toBe(403)
    expect(
      (await viewer.request({ method: 'PATCH', url: `/api/devices/${id}`, payload: { grade: 'B' } })).statusCode,
    ).toBe(403)
    expect((await passport(id)).status).toBe('in_stock')
  })
})
