import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '@counterpart/domain/devices'
import { formData, TINY_PNG_DATA_URL } from '../../test/form-data.ts'
import { adminAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { sell } from '../../test/pos-fixtures.ts'
import { down, up } from './migrations/0039-device-passport.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

async function buyBack(imei: string): Promise<number> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/custom-product',
    ...formData({
      fullName: 'Seller',
      phone: '555',
      model: 'Pixel 7',
      imei,
      cost: '80.00',
      price: '120.00',
      sign: TINY_PNG_DATA_URL,
    }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item.id
}

describe(`migration 0039 dates the units on the shelf (${TEST_DIALECT})`, () => {
  it('gives a unit on the shelf the time of its latest event, and a sold one none, changing nothing else', async () => {
    const onShelf = withCheckDigit('35999000111001')
    const gone = withCheckDigit('35999000111002')
    await buyBack(onShelf)
    const goneItem = await buyBack(gone)
    await sell(admin, [{ product: { id: goneItem, custom: true, name: 'Pixel 7', price: 120 } }])

    await down(db)
    const before = await db.selectFrom('device_units').selectAll().orderBy('id').execute()
    await up(db)
    const after = await db.selectFrom('device_units').selectAll().orderBy('id').execute()
    expect(after.map(({ shelved_at: _s, reserved_for: _r, ...rest }) => rest)).toEqual(before)

    const latest = async (imei: string) => {
      const unit = after.find((row) => row.imei1 === imei)!
      const event = await db
        .selectFrom('device_events')
        .select('at')
        .where('unit_id', '=', unit.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      return { unit, at: event.at as string }
    }
    const shelf = await latest(onShelf)
    expect(shelf.unit).toMatchObject({ status: 'in_stock', shelved_at: shelf.at, reserved_for: '' })
    expect((await latest(gone)).unit).toMatchObject({ status: 'sold', shelved_at: null })
    // The list's age filter reads it: a unit on the shelf since the event is there at 0 days.
    const listed = await admin.get(`/api/devices?min_age_days=0&search=${onShelf}`)
    expect(listed.json().total).toBe(1)
  })
})
