import { afterEach, describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@counterpart/domain/devices'
import type { DeviceDetail, DeviceUnit } from '@counterpart/domain/schemas/devices'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { decodedPixels, formData, TINY_PNG, TINY_PNG_DATA_URL, type FilePart } from '../../../test/form-data.ts'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient, TEST_DIALECT } from '../../../test/helpers.ts'
import { setPos } from '../../../test/pos-fixtures.ts'

const { test, admin } = await adminAppForFile()

let serialBody = 20_000_000_000_000
/** A fresh 15-digit IMEI with its right check digit. */
function newImei(): string {
  serialBody += 1
  const body = `35${String(serialBody).slice(-12)}`
  return body + String(luhnCheckDigit(body))
}

const seller = {
  fullName: 'Abena Boateng',
  phone: '0244000333',
  address: '7 Oxford Street, Accra',
  model: 'iPhone 13',
  cost: '180.00',
  price: '260.00',
  sign: TINY_PNG_DATA_URL,
}

const clearCheck = { checkService: 'CheckMEND', checkReference: 'CM-2026-0042', checkResult: 'clear' }
const screenshot: FilePart = { filename: 'check.png', content: TINY_PNG, type: 'image/png' }

function buyBack(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  return admin.request({ method: 'POST', url: '/api/custom-product', ...formData({ ...seller, ...fields }, files) })
}

async function counts() {
  const db = test.database.db
  const count = async (table: 'custom_products' | 'device_units' | 'payments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    items: await count('custom_products'),
    units: await count('device_units'),
    payments: await count('payments'),
  }
}

async function unitOf(identifier: string): Promise<DeviceDetail['item']> {
  const list = await admin.get(`/api/devices?search=${identifier}`)
  const [unit] = list.json<{ items: DeviceUnit[] }>().items
  expect(unit).toBeDefined()
  return (await admin.get(`/api/devices/${unit!.id}`)).json<DeviceDetail>().item
}

afterEach(async () => {
  await setPos(test, { requireStolenCheck: false })
})

describe(`the stolen-device check before a buy-back's payout (${TEST_DIALECT})`, () => {
  it("buys as the spec's form does, without a check, while the setting is off (its default)", async () => {
    expect((await admin.get('/api/settings')).json().pos.requireStolenCheck).toBe(false)
    const response = await buyBack({ imei: newImei() })
    expect(response.statusCode, response.body).toBe(200)
    const item = (await admin.get(`/api/custom-product/${response.json().item.id}`)).json().item
    expect(item).toMatchObject({ checkService: '', checkReference: '', checkResult: '', checkShot: null })
  })

  it('writes a clear check on the unit with a "checked" event, and keeps its screenshot private', async () => {
    const phone = newImei()
    const response = await buyBack(
      { imei: phone, idType: 'Passport', idNumber: 'G1234567', ...clearCheck },
      { checkShot: screenshot },
    )
    expect(response.statusCode, response.body).toBe(200)
    const id = response.json().item.id
    const unit = await unitOf(phone)
    expect(unit.stolenCheck).toMatchObject({ service: 'CheckMEND', reference: 'CM-2026-0042', result: 'clear', by: 1 })
    expect(unit.events.map((event) => [event.type, event.document])).toEqual([
      ['bought', { type: 'buyback', id }],
      ['checked', { type: 'buyback', id }],
    ])
    const item = (await admin.get(`/api/custom-product/${id}`)).json().item
    expect(item).toMatchObject({
      idType: 'Passport',
      idNumber: 'G1234567',
      ...clearCheck,
      checkShot: `/api/custom-product-file/${id}/checkShot`,
    })
    const file = await admin.get(item.checkShot)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect(await decodedPixels(file.rawPayload)).toEqual(await decodedPixels(TINY_PNG))
    // Personal data: only staff holding the buy-back switch see it.
    await createStaff(test, { email: 'check-cashier@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('check-cashier@example.com', 'password123')
    expect((await cashier.get(item.checkShot)).statusCode).toBe(403)

    // The audit event of the purchase carries the check and the unit's last check.
    const [event] = await auditEventsOf(test, response)
    expect(event?.changes.checkResult).toEqual({ after: 'clear' })
    expect(event?.changes.device).toMatchObject({ after: { status: 'in_stock', identifier: phone } })
  })

  it('refuses a flagged device whatever the setting, with a 409, writing nothing', async () => {
    const before = await counts()
    const response = await buyBack({ imei: newImei(), ...clearCheck, checkResult: 'flagged' })
    expect(response.statusCode, response.body).toBe(409)
    expect(response.json().message).toBe(
      'The stolen-device check flagged this device as lost or stolen: the shop may not buy it. Keep the device and contact the police as your local rules require.',
    )
    expect(await counts()).toEqual(before)
  })

  it('refuses a payout without a recorded clear check while the setting is on', async () => {
    const save = await admin.post('/api/setting-pos-update', {
      ...(await admin.get('/api/settings')).json().pos,
      requireStolenCheck: true,
    })
    expect(save.statusCode, save.body).toBe(200)
    const before = await counts()
    expectFieldErrors(await buyBack({ imei: newImei() }), {
      checkResult: ['A clear stolen-device check is required before buying back: record its result as Clear.'],
      checkService: ['The Check service field is required when a check result is recorded.'],
      checkReference: ['The Check reference field is required when a check result is recorded.'],
    })
    expectFieldErrors(await buyBack({ imei: newImei(), ...clearCheck, checkResult: 'not_checked' }), {
      checkResult: ['A clear stolen-device check is required before buying back: record its result as Clear.'],
    })
    expectFieldErrors(await buyBack({ imei: newImei(), ...clearCheck, checkReference: '' }), {
      checkReference: ['The Check reference field is required when a check result is recorded.'],
    })
    expectFieldErrors(
      await buyBack(
        { imei: newImei(), ...clearCheck },
        { checkShot: { filename: 'check.png', content: Buffer.from('not an image') } },
      ),
      {
        checkShot: ['The Check screenshot must be a file of type: jpg, png, jpeg.'],
      },
    )
    expect(await counts()).toEqual(before)

    const phone = newImei()
    const response = await buyBack({ imei: phone, ...clearCheck })
    expect(response.statusCode, response.body).toBe(200)
    expect((await unitOf(phone)).stolenCheck).toMatchObject({ result: 'clear' })
  })

  it('keeps the ID and the check when an edit does not send them, and records a check added on an edit', async () => {
    const phone = newImei()
    const created = await buyBack({ imei: phone, idType: 'Driving licence', idNumber: 'DL-77' })
    const id = created.json().item.id
    const edit = (fields: Record<string, string>) =>
      admin.request({
        method: 'POST',
        url: `/api/custom-product-update/${id}`,
        ...formData({ ...seller, imei: phone, sign: '', ...fields }),
      })
    expect((await edit({})).statusCode).toBe(200)
    expect((await admin.get(`/api/custom-product/${id}`)).json().item).toMatchObject({
      idType: 'Driving licence',
      idNumber: 'DL-77',
    })
    expect((await edit(clearCheck)).statusCode).toBe(200)
    const unit = await unitOf(phone)
    expect(unit.events.map((event) => event.type)).toEqual(['bought', 'checked'])
    expect(unit.stolenCheck).toMatchObject({ service: 'CheckMEND', result: 'clear' })
    expect((await edit({ ...clearCheck, checkResult: 'flagged' })).statusCode).toBe(409)
  })
})
