import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@counterpart/domain/devices'
import { adminAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { formData, TINY_PNG_DATA_URL } from '../../test/form-data.ts'
import { sell } from '../../test/pos-fixtures.ts'
import { addProduct } from '../../test/stock-fixtures.ts'
import { rerunMigration } from '../../test/migration-rerun.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

const imei = (body: string) => body + String(luhnCheckDigit(body))

async function buyBack(phone: string, model: string): Promise<number> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/custom-product',
    ...formData({
      fullName: 'Seller',
      phone: '555',
      model,
      imei: phone,
      cost: '80.00',
      price: '120.00',
      sign: TINY_PNG_DATA_URL,
    }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item.id
}

async function repair(fields: { imei: string; sNumber: string; deviceName: string }): Promise<number> {
  const response = await admin.post('/api/repair', {
    name: 'Kofi Mensah',
    email: '',
    phone: '0200000000',
    address: '',
    issue: 'Screen',
    charges: 50,
    taxRate: 0,
    prePaid: 0,
    ...fields,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

/** The records the migration reads, every column: it must leave them exactly as they were. */
async function records() {
  const tables = ['custom_products', 'repairs', 'products', 'orders', 'order_items']
  const rows = await Promise.all(
    tables.map((table) => sql`select * from ${sql.table(table)} order by id`.execute(db).then((result) => result.rows)),
  )
  return Object.fromEntries(tables.map((table, index) => [table, rows[index]]))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows as the migration wrote them
async function unitsWithEvents(): Promise<Record<string, any>[]> {
  const units: Record<string, unknown>[] = await db.selectFrom('device_units').selectAll().orderBy('id').execute()
  return Promise.all(
    units.map(async (unit) => ({
      ...unit,
      events: await db
        .selectFrom('device_events')
        .select(['type', 'document_type', 'document_id'])
        .where('unit_id', '=', unit.id as number)
        .orderBy('id')
        .execute(),
    })),
  )
}

describe(`migration 0033 links what the database holds into device units (${TEST_DIALECT})`, () => {
  it('makes one unit per identifier from buy-backs, repairs and products, with their events in order, changing none of them', async () => {
    const sold = imei('35111122223301')
    const kept = imei('35111122223302')
    const stocked = imei('35111122223303')
    // A phone bought, sold at the till, then brought back for a repair that is done.
    const soldItem = await buyBack(sold, 'Pixel 6')
    const sale = await sell(admin, [{ product: { id: soldItem, custom: true, name: 'Pixel 6', price: 120 } }])
    const done = await repair({ imei: sold, sNumber: '', deviceName: 'Pixel 6' })
    expect((await admin.post(`/api/toggle-repair-status/${done}`, { status: 1 })).statusCode).toBe(200)
    // A phone bought and still on the shelf.
    const keptItem = await buyBack(kept, 'iPhone 11')
    // A product carrying an IMEI, in for a repair (open) with its serial too.
    const productId = await addProduct(test, { name: 'Galaxy A54', imei: stocked })
    const open = await repair({ imei: stocked, sNumber: 'R58-N1', deviceName: 'Galaxy A54' })
    // A customer's device known only by its serial.
    const serialOnly = await repair({ imei: '', sNumber: 'c02-xk0', deviceName: 'MacBook Air' })

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema of 0033's time
    let before: any = null
    await rerunMigration(db, '0033-device-units', {
      whileDown: async () => {
        before = await records()
      },
      whenUp: async () => {
        expect(await records()).toEqual(before)
      },
    })

    const units = await unitsWithEvents()
    expect(units).toHaveLength(4)
    const byIdentifier = (value: string) => units.find((unit) => unit.imei1 === value || unit.serial === value)
    expect(byIdentifier(sold)).toMatchObject({
      kind: 'imei',
      imei1_tail: sold.slice(-6),
      status: 'sold',
      owner: 'customer',
      model: 'Pixel 6',
      cost: 8000,
      events: [
        { type: 'bought', document_type: 'buyback', document_id: soldItem },
        { type: 'sold', document_type: 'order', document_id: sale.id },
        { type: 'repair_in', document_type: 'repair', document_id: done },
        { type: 'repair_out', document_type: 'repair', document_id: done },
      ],
    })
    expect(byIdentifier(kept)).toMatchObject({
      status: 'in_stock',
      owner: 'shop',
      events: [{ type: 'bought', document_type: 'buyback', document_id: keptItem }],
    })
    expect(byIdentifier(stocked)).toMatchObject({
      status: 'in_repair',
      owner: 'shop',
      product_id: productId,
      serial: 'R58N1',
      open_repairs: 1,
      before_repair: 'in_stock',
      events: [
        { type: 'received', document_type: null, document_id: null },
        { type: 'repair_in', document_type: 'repair', document_id: open },
      ],
    })
    expect(byIdentifier('C02XK0')).toMatchObject({
      kind: 'serial',
      imei1: null,
      status: 'in_repair',
      owner: 'customer',
      owner_name: 'Kofi Mensah',
      events: [{ type: 'repair_in', document_type: 'repair', document_id: serialOnly }],
    })
    for (const unit of units) expect(Number(unit.cost)).toBeGreaterThanOrEqual(0)

    // The admin holds the new switches; the flags came back with the migration.
    const adminFlags = await db
      .selectFrom('users')
      .select(['deviceView', 'deviceManage', 'deviceOverride'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(adminFlags).toEqual({ deviceView: 1, deviceManage: 1, deviceOverride: 1 })
    // And the app goes on with the linked units: the kept phone cannot be bought again.
    const again = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({
        fullName: 'Seller',
        phone: '555',
        model: 'iPhone 11',
        imei: kept,
        cost: '80',
        price: '90',
        sign: TINY_PNG_DATA_URL,
      }),
    })
    expect(again.statusCode).toBe(409)
  })
})
