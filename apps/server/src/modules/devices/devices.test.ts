import { describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@counterpart/domain/devices'
import type { DeviceDetail, DeviceUnit } from '@counterpart/domain/schemas/devices'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient, TEST_DIALECT } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { confirmSale, refundBody, sell } from '../../../test/pos-fixtures.ts'

const { test, admin } = await adminAppForFile()

/** A 15-digit IMEI with its right check digit, from a 14-digit body. */
const imei = (body: string) => body + String(luhnCheckDigit(body))

const phoneFromCustomer = {
  fullName: 'Ama Owusu',
  phone: '0244000111',
  address: '4 Ring Road, Accra',
  model: 'Samsung Galaxy S21',
  cost: '150.00',
  price: '220.50',
  sign: TINY_PNG_DATA_URL,
}

function buyBack(fields: Record<string, string>) {
  return admin.request({ method: 'POST', url: '/api/custom-product', ...formData({ ...phoneFromCustomer, ...fields }) })
}

async function boughtItem(fields: Record<string, string>): Promise<number> {
  const response = await buyBack(fields)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item.id
}

const repairBody = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+1 555 0100',
  address: '12 Harbour Street',
  issue: 'Cracked screen',
  deviceName: 'iPhone 12',
  imei: '',
  sNumber: '',
  charges: 120,
  taxRate: 0,
  prePaid: 0,
}

async function repair(fields: Record<string, unknown>): Promise<number> {
  const response = await admin.post('/api/repair', { ...repairBody, ...fields })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

async function found(search: string): Promise<DeviceUnit[]> {
  const response = await admin.get(`/api/devices?search=${encodeURIComponent(search)}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items
}

async function unitOf(identifier: string): Promise<DeviceDetail['item']> {
  const [unit, ...others] = await found(identifier)
  expect(others).toEqual([])
  const response = await admin.get(`/api/devices/${unit!.id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item
}

const story = (unit: DeviceDetail['item']) => unit.events.map((event) => event.type)

describe(`device units from the shop's documents (${TEST_DIALECT})`, () => {
  it('makes a phone bought from a customer a unit in stock at its cost, and refuses to buy it again while the shop holds it', async () => {
    const phone = imei('35123456789001')
    const itemId = await boughtItem({ imei: phone })
    const unit = await unitOf(phone)
    expect(unit).toMatchObject({
      kind: 'imei',
      imei1: phone,
      model: 'Samsung Galaxy S21',
      owner: 'shop',
      status: 'in_stock',
      cost: 150,
    })
    expect(unit.events).toEqual([
      expect.objectContaining({ type: 'bought', document: { type: 'buyback', id: itemId }, user_id: 1 }),
    ])

    const again = await buyBack({ imei: phone.replace(/(\d{5})(\d{5})/, '$1 $2-') })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      `The device with identifier ${phone} is already with the shop: device #${unit.id} (Samsung Galaxy S21), in stock since ${unit.events[0]!.at.slice(0, 10)}.`,
    )
    // Nothing of the refused purchase stays: no second item, no second unit.
    expect((await admin.get('/api/custom-product?search=' + phone)).json().total).toBe(1)
    expect(await found(phone)).toHaveLength(1)
  })

  it("writes the buy-back's unit into its audit event", async () => {
    const phone = imei('35123456789002')
    const response = await buyBack({ imei: phone })
    const [event] = await auditEventsOf(test, response)
    expect(event?.changes.device).toEqual({
      after: {
        id: expect.any(Number),
        status: 'in_stock',
        owner: 'shop',
        model: 'Samsung Galaxy S21',
        cost: 150,
        identifier: phone,
      },
    })
  })

  it('sells, refunds, repairs and sells a bought phone again, its events telling the story in order', async () => {
    const phone = imei('35123456789003')
    const itemId = await boughtItem({ imei: phone })
    const custom = { id: itemId, custom: true as const, name: 'Samsung Galaxy S21', price: 220.5 }
    const sale = await sell(admin, [{ product: custom }])
    expect((await unitOf(phone)).status).toBe('sold')

    const info = await confirmSale(admin, sale.key)
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    expect((await unitOf(phone)).status).toBe('returned')

    const job = await repair({ imei: phone })
    expect((await unitOf(phone)).status).toBe('in_repair')
    expect((await admin.post(`/api/toggle-repair-status/${job}`, { status: 1 })).statusCode).toBe(200)
    expect((await unitOf(phone)).status).toBe('returned')

    const second = await sell(admin, [{ product: custom }])
    const unit = await unitOf(phone)
    expect(unit).toMatchObject({ status: 'sold', owner: 'customer' })
    expect(unit.events.map((event) => [event.type, event.document])).toEqual([
      ['bought', { type: 'buyback', id: itemId }],
      ['sold', { type: 'order', id: sale.id }],
      ['refunded', { type: 'order', id: refund.json().id }],
      ['repair_in', { type: 'repair', id: job }],
      ['repair_out', { type: 'repair', id: job }],
      ['sold', { type: 'order', id: second.id }],
    ])
    const times = unit.events.map((event) => event.at)
    expect([...times].sort()).toEqual(times)
  })

  it('takes a stocked unit in for repair and back to stock when the job is done', async () => {
    const phone = imei('35123456789004')
    await boughtItem({ imei: phone })
    const job = await repair({ imei: phone })
    expect(await unitOf(phone)).toMatchObject({ status: 'in_repair', owner: 'shop' })
    // A second job on the same device keeps it in repair until both are done.
    const other = await repair({ imei: phone, issue: 'Battery' })
    await admin.post(`/api/toggle-repair-status/${job}`, { status: 1 })
    expect((await unitOf(phone)).status).toBe('in_repair')
    await admin.post(`/api/toggle-repair-status/${other}`, { status: 1 })
    const unit = await unitOf(phone)
    expect(unit.status).toBe('in_stock')
    expect(story(unit)).toEqual(['bought', 'repair_in', 'repair_in', 'repair_out', 'repair_out'])
    // The shop holds it again: a customer cannot sell it to the shop meanwhile.
    const refused = await buyBack({ imei: phone })
    expect(refused.statusCode).toBe(409)
  })

  it("makes an unknown device brought for repair a customer's unit, handed back when the job is done", async () => {
    const phone = imei('35123456789005')
    const job = await repair({ imei: phone, sNumber: 'f2lz-k0ab' })
    const unit = await unitOf(phone)
    expect(unit).toMatchObject({
      owner: 'customer',
      ownerName: 'Maria Lopez',
      ownerPhone: '+1 555 0100',
      status: 'in_repair',
      model: 'iPhone 12',
      serial: 'F2LZK0AB',
    })
    const refused = await buyBack({ imei: phone })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('in repair since')
    await admin.post(`/api/toggle-repair-status/${job}`, { status: 1 })
    expect((await unitOf(phone)).status).toBe('returned')
    // Back with the customer, the phone may now be sold to the shop: the same unit, in stock.
    await boughtItem({ imei: phone })
    const bought = await unitOf(phone)
    expect(bought).toMatchObject({ id: unit.id, owner: 'shop', status: 'in_stock' })
    expect(story(bought)).toEqual(['repair_in', 'repair_out', 'bought'])
  })

  it('scraps the unit of a removed buy-back, so the IMEI may be bought again as a new unit', async () => {
    const phone = imei('35123456789006')
    const itemId = await boughtItem({ imei: phone })
    const first = await unitOf(phone)
    expect((await admin.delete(`/api/custom-product/${itemId}`)).statusCode).toBe(200)
    const scrapped = (await admin.get(`/api/devices/${first.id}`)).json().item as DeviceDetail['item']
    expect(scrapped.status).toBe('scrapped')
    expect(story(scrapped)).toEqual(['bought', 'scrapped'])
    await boughtItem({ imei: phone })
    const units = await found(phone)
    expect(units.map((unit) => unit.status).sort()).toEqual(['in_stock', 'scrapped'])
  })

  it('follows an edited buy-back: a corrected IMEI and a new cost move with the unit', async () => {
    const typo = imei('35123456789007')
    const right = imei('35123456789008')
    const itemId = await boughtItem({ imei: typo })
    const edited = await admin.request({
      method: 'POST',
      url: `/api/custom-product-update/${itemId}`,
      ...formData({ ...phoneFromCustomer, imei: right, cost: '140.00', sign: '' }),
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await found(typo)).toEqual([])
    expect(await unitOf(right)).toMatchObject({ status: 'in_stock', cost: 140 })
  })
})

describe('the Devices list', () => {
  it('finds a unit by its full IMEI, its last 6 digits or its serial', async () => {
    const phone = imei('35999988887701')
    await repair({ imei: phone, sNumber: 'SN-TEST-0001' })
    const byImei = await found(phone)
    expect(byImei.map((unit) => unit.imei1)).toEqual([phone])
    expect((await found(phone.slice(-6))).map((unit) => unit.imei1)).toEqual([phone])
    expect(
      (await found(`${phone.slice(0, 2)}-${phone.slice(2, 8)}-${phone.slice(8)}`)).map((unit) => unit.imei1),
    ).toEqual([phone])
    expect((await found('sn test 0001')).map((unit) => unit.imei1)).toEqual([phone])
    expect(await found('000000')).toEqual([])
  })

  it('filters by status and model, paged as every list', async () => {
    const response = await admin.get('/api/devices?status=in_repair&model=iPhone%2012&itemsPerPage=1')
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json<{ items: DeviceUnit[]; total: number }>()
    expect(page.items).toHaveLength(1)
    expect(page.total).toBeGreaterThanOrEqual(1)
    expect(page.items.every((unit) => unit.status === 'in_repair' && unit.model === 'iPhone 12')).toBe(true)
  })

  it('names the field of a bad filter', async () => {
    expectFieldErrors(await admin.get('/api/devices?status=lost'), { status: ['The selected Status is invalid.'] })
    expectFieldErrors(await admin.get('/api/devices?warehouse_id=abc'), {
      warehouse_id: ['The selected Warehouse is invalid.'],
    })
  })

  it('answers 404 for a unit that does not exist', async () => {
    expect((await admin.get('/api/devices/999999')).statusCode).toBe(404)
  })

  it('needs deviceView', async () => {
    await createStaff(test, { email: 'no-devices@example.com', flags: ['saleCreate'] })
    const staff = new TestClient(test.app)
    await staff.login('no-devices@example.com', 'password123')
    expect((await staff.get('/api/devices')).statusCode).toBe(403)
    expect((await staff.get('/api/devices/1')).statusCode).toBe(403)
    await createStaff(test, { email: 'devices@example.com', flags: ['deviceView'] })
    const viewer = new TestClient(test.app)
    await viewer.login('devices@example.com', 'password123')
    expect((await viewer.get('/api/devices')).statusCode).toBe(200)
  })
})
