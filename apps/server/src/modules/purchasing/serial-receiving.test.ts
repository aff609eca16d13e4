import { describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@counterpart/domain/devices'
import type { DeviceDetail, DeviceUnit } from '@counterpart/domain/schemas/devices'
import type { PurchaseReceiving } from '@counterpart/domain/schemas/purchasing'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { stockRow } from '../../../test/pos-fixtures.ts'
import { addProduct, addSupplier, addWarehouse, buy } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

let serialBody = 10_000_000_000_000
/** A fresh 15-digit IMEI with its right check digit. */
function newImei(): string {
  serialBody += 1
  const body = `35${String(serialBody).slice(-12)}`
  return body + String(luhnCheckDigit(body))
}

const line = (product: number, qty: number, identifiers: string[] | undefined, warehouse = 1) => ({
  product,
  warehouse,
  qty,
  price: 450,
  rackNumber: 'P-1',
  ...(identifiers ? { identifiers } : {}),
})

/** A purchase of 3 serial-tracked phones at 300.00 each and 5 cases (not tracked). */
async function order() {
  const supplier = await addSupplier(admin)
  const phones = await addProduct(test, { name: 'Pixel 8', suppliers: [supplier], serialTracked: 1 })
  const cases = await addProduct(test, { name: 'Pixel 8 case', suppliers: [supplier] })
  const purchase = await buy(admin, supplier, [
    { product_id: phones, cost: 300, qty: 3 },
    { product_id: cases, cost: 5, qty: 5 },
  ])
  return { phones, cases, purchase }
}

async function unitsOf(identifier: string): Promise<DeviceUnit[]> {
  const response = await admin.get(`/api/devices?search=${identifier}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items
}

async function detail(id: number): Promise<DeviceDetail['item']> {
  const response = await admin.get(`/api/devices/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item
}

async function unitCount(): Promise<number> {
  const row = await test.database.db
    .selectFrom('device_units')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe(`receiving serial-tracked products (${TEST_DIALECT})`, () => {
  it('marks a product serial-tracked on the product form; an edit without the switch keeps it', async () => {
    const created = await admin.post('/api/product', { name: 'iPhone 15', serialTracked: true })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().id
    expect((await admin.get(`/api/product/${id}`)).json().product.serialTracked).toBe(1)
    const edited = await admin.patch(`/api/product/${id}`, { name: 'iPhone 15 128 GB' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await admin.get(`/api/product/${id}`)).json().product.serialTracked).toBe(1)
    await admin.patch(`/api/product/${id}`, { name: 'iPhone 15 128 GB', serialTracked: 0 })
    expect((await admin.get(`/api/product/${id}`)).json().product.serialTracked).toBe(0)
    // The spec's call, without the switch, makes an untracked product.
    const plain = await admin.post('/api/product', { name: 'Charger' })
    expect((await admin.get(`/api/product/${plain.json().id}`)).json().product.serialTracked).toBe(0)
  })

  it('makes one unit per identifier received, in stock in its warehouse at the line cost, with its event', async () => {
    const { phones, cases, purchase } = await order()
    const receiving = (await admin.get(`/api/purchase-receiving/${purchase}`)).json<PurchaseReceiving>()
    expect(receiving.lines.map((item) => [item.name, item.serialTracked])).toEqual([
      ['Pixel 8', true],
      ['Pixel 8 case', false],
    ])
    const back = await addWarehouse(admin)
    const [first, second] = [newImei(), newImei()]
    // Typed with spaces and dashes, as a box prints them: stored without.
    const typed = `${first.slice(0, 2)}-${first.slice(2, 8)} ${first.slice(8)}`
    const response = await admin.post('/api/purchase-receipts', {
      purchaseId: purchase,
      items: [line(phones, 2, [typed, second], back), line(cases, 5, undefined)],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(await stockRow(test, phones, back)).toMatchObject({ quantity: 2 })

    const [unit] = await unitsOf(first)
    expect(unit).toMatchObject({
      kind: 'imei',
      imei1: first,
      product_id: phones,
      model: 'Pixel 8',
      owner: 'shop',
      status: 'in_stock',
      warehouse_id: back,
      cost: 300,
    })
    const history = await detail(unit!.id)
    expect(history.events.map((event) => [event.type, event.document])).toEqual([
      ['received', { type: 'order', id: purchase }],
    ])
    expect(await unitsOf(second)).toHaveLength(1)

    // The receipt's audit event names the units it made.
    const [event] = (await auditEventsOf(test, response)).filter((row) => row.entity === 'stock')
    expect(event?.changes.devices).toMatchObject({
      after: [
        { id: unit!.id, status: 'in_stock', identifier: first, cost: 300 },
        { status: 'in_stock', identifier: second },
      ],
    })

    // The full receipt (POST /stock) of what is left asks for the last phone too.
    const last = newImei()
    const missing = await admin.post('/api/stock', { purchaseId: purchase, items: [line(phones, 1, [])] })
    expectFieldErrors(missing, {
      'items.0.identifiers': [
        'Pixel 8 is serial-tracked: enter one IMEI or serial for each of the 1 unit received (0 entered).',
      ],
    })
    const rest = await admin.post('/api/stock', { purchaseId: purchase, items: [line(phones, 1, [last])] })
    expect(rest.statusCode, rest.body).toBe(200)
    expect((await unitsOf(last))[0]).toMatchObject({ status: 'in_stock', warehouse_id: 1, product_id: phones })
  })

  it('refuses missing, repeated, malformed and misplaced identifiers, naming the unit, and writes nothing', async () => {
    const { phones, cases, purchase } = await order()
    const before = await unitCount()
    const good = newImei()
    const wrongDigit = good.slice(0, 14) + String((Number(good[14]) + 1) % 10)
    const refused = await admin.post('/api/purchase-receipts', {
      purchaseId: purchase,
      items: [line(phones, 3, [good, '', ` ${good} `]), line(cases, 1, ['CASE-1'])],
    })
    expectFieldErrors(refused, {
      'items.0.identifiers.1': ['The IMEI or serial 2 field is required.'],
      'items.0.identifiers.2': [`IMEI or serial 3: ${good} is already entered for unit 1 of Pixel 8.`],
      'items.1.identifiers': ['Pixel 8 case is not serial-tracked: it takes no IMEIs or serials.'],
    })

    const tooFew = await admin.post('/api/purchase-receipts', {
      purchaseId: purchase,
      items: [line(phones, 2, [wrongDigit])],
    })
    expectFieldErrors(tooFew, {
      'items.0.identifiers': [
        'Pixel 8 is serial-tracked: enter one IMEI or serial for each of the 2 units received (1 entered).',
      ],
      'items.0.identifiers.0': [`IMEI or serial 1: The IMEI's last digit should be ${good[14]}: did you mean ${good}?`],
    })

    const badSerial = await admin.post('/api/purchase-receipts', {
      purchaseId: purchase,
      items: [line(phones, 1, ['SN#12'])],
    })
    expectFieldErrors(badSerial, {
      'items.0.identifiers.0': [
        'IMEI or serial 1: The serial number may hold only letters, digits, dots, slashes and underscores.',
      ],
    })

    expect(await unitCount()).toBe(before)
    expect(await stockRow(test, phones)).toBeUndefined()
    expect((await admin.get(`/api/purchase-receiving/${purchase}`)).json().lines[0]).toMatchObject({ received: 0 })
  })

  it('refuses an identifier a live unit holds with a 409 saying where it is, and writes nothing of the receipt', async () => {
    const held = newImei()
    const bought = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({
        fullName: 'Kofi Mensah',
        phone: '0244000222',
        model: 'Pixel 8',
        imei: held,
        cost: '120.00',
        price: '200.00',
        sign: TINY_PNG_DATA_URL,
      }),
    })
    expect(bought.statusCode, bought.body).toBe(200)
    const [unit] = await unitsOf(held)
    const { phones, purchase } = await order()
    const before = await unitCount()
    const fresh = newImei()
    const response = await admin.post('/api/purchase-receipts', {
      purchaseId: purchase,
      items: [line(phones, 2, [fresh, held])],
    })
    expect(response.statusCode, response.body).toBe(409)
    expect(response.json().message).toMatch(
      new RegExp(
        `^The device with identifier ${held} is already with the shop: device #${unit!.id} \\(Pixel 8\\), in stock since \\d{4}-\\d{2}-\\d{2}\\.$`,
      ),
    )
    // Nothing of the receipt stays: neither the first unit, nor the stock, nor the receipt row.
    expect(await unitCount()).toBe(before)
    expect(await unitsOf(fresh)).toEqual([])
    expect(await stockRow(test, phones)).toBeUndefined()
    expect((await admin.get(`/api/purchase-receiving/${purchase}`)).json().lines[0]).toMatchObject({ received: 0 })
  })
})
