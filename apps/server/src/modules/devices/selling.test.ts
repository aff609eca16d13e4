import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@counterpart/domain/devices'
import { DEVICE_MESSAGES, type DeviceDetail, type DeviceUnit } from '@counterpart/domain/schemas/devices'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { adminAppForFile, createStaff, signedInAdmin, TestClient, TEST_DIALECT } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { confirmSale, posProduct, refundBody, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { offlineBody, postOffline } from '../../../test/offline-fixtures.ts'
import { addTill } from '../../../test/till-fixtures.ts'
import { addProduct, expectBooksBalance } from '../../../test/stock-fixtures.ts'
import { documentFormats } from '../../platform/document-formats.ts'

const { test, admin } = await adminAppForFile()

/** A 15-digit IMEI with its right check digit, from a 14-digit body. */
const imei = (body: string) => body + String(luhnCheckDigit(body))

/** A day as the shop's messages write it. */
async function shopDay(at: string): Promise<string> {
  const current = await test.services.settings.get()
  return documentFormats(current.general, test.services.settings.shopTimezone(current.general)).date(at)
}

/** A serial-tracked product on the shelf with `identifiers` received as its units (as a purchase would). */
async function productWithUnits(identifiers: string[], price = 49900): Promise<PosProduct> {
  const id = await addProduct(test, { price, cost: 30000, qty: identifiers.length })
  await test.database.db.transaction().execute(async (trx) => {
    for (const identifier of identifiers) {
      await test.services.devices.received(trx, {
        productId: id,
        identity: { imei: identifier },
        warehouseId: null,
        cost: 30000,
        document: null,
      })
    }
  })
  return posProduct(admin, id)
}

/** A sale body whose lines name units: `identifiers[i]` goes on line i's IMEI field. */
function unitSale(product: PosProduct, identifiers: string[]) {
  const body = saleBody(identifiers.map(() => ({ product })))
  return { ...body, items: body.items.map((item, index) => ({ ...item, imei: identifiers[index] ?? '' })) }
}

async function unitOf(identifier: string): Promise<DeviceDetail['item']> {
  const found = (await admin.get(`/api/devices?search=${identifier}`)).json<{ items: DeviceUnit[] }>().items
  expect(found).toHaveLength(1)
  return (await admin.get(`/api/devices/${found[0]!.id}`)).json<DeviceDetail>().item
}

const story = (unit: DeviceDetail['item']) => unit.events.map((event) => event.type)

async function basicQty(productId: number): Promise<number> {
  const row = await test.database.db.selectFrom('products').select('qty').where('id', '=', productId).executeTakeFirst()
  return Number(row?.qty)
}

describe(`selling one device unit at the terminal (${TEST_DIALECT})`, () => {
  it('sells the unit a line names by its IMEI and refuses its second sale, saying where it went', async () => {
    const phone = imei('35300000000001')
    const product = await productWithUnits([phone])
    const first = await admin.post('/api/sale', unitSale(product, [phone]))
    expect(first.statusCode, first.body).toBe(201)
    const unit = await unitOf(phone)
    expect(unit).toMatchObject({ status: 'sold', owner: 'customer', product_id: product.id })
    expect(unit.events.at(-1)).toMatchObject({ type: 'sold', document: { type: 'order', id: first.json().id } })
    const [event] = await auditEventsOf(test, first)
    expect(event?.changes.devices).toEqual({
      after: [expect.objectContaining({ id: unit.id, status: 'sold', identifier: phone })],
    })

    const second = await admin.post('/api/sale', unitSale(product, [phone]))
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(
      DEVICE_MESSAGES.soldAlready(phone, await shopDay(unit.events.at(-1)!.at), first.json().key),
    )
    expect(second.json().message).toContain(`in sale ${first.json().key}`)
    // The refused sale took nothing: the shelf gave one phone.
    expect(await basicQty(product.id)).toBe(0)
    expect(story(await unitOf(phone))).toEqual(['received', 'sold'])
  })

  it('refuses an IMEI of no unit of the product, a unit twice on one sale, and more than one on a line', async () => {
    const phone = imei('35300000000002')
    const product = await productWithUnits([phone])
    const unknown = await admin.post('/api/sale', unitSale(product, [imei('35300000000099')]))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ 'items.0.imei': [DEVICE_MESSAGES.unknownUnit('IMEI', product.name)] })

    const twice = await admin.post('/api/sale', unitSale(product, [phone, phone.replace(/(\d{6})/, '$1-')]))
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors).toEqual({ 'items.1.imei': [DEVICE_MESSAGES.twiceOnSale] })

    const body = saleBody([{ product, qty: 2 }])
    const many = await admin.post('/api/sale', { ...body, items: body.items.map((item) => ({ ...item, imei: phone })) })
    expect(many.statusCode).toBe(422)
    expect(many.json().errors['items.0.qty']).toEqual([DEVICE_MESSAGES.oneUnitPerLine])
    expect((await unitOf(phone)).status).toBe('in_stock')
  })

  it("sells a product whose own IMEI field the line carries as the spec's cart does, without any unit", async () => {
    const id = await addProduct(test, { price: 1000, cost: 500, qty: 5, imei: '356938035643809' })
    const product = await posProduct(admin, id)
    for (let sale = 0; sale < 3; sale += 1) {
      const answer = await admin.post('/api/sale', unitSale(product, [product.imei]))
      expect(answer.statusCode, answer.body).toBe(201)
    }
    expect(await basicQty(id)).toBe(2)
  })

  it('a refund puts the unit back, the shop’s and Returned, and it sells again', async () => {
    const phone = imei('35300000000003')
    const product = await productWithUnits([phone])
    const sale = await admin.post('/api/sale', unitSale(product, [phone]))
    expect(sale.statusCode, sale.body).toBe(201)
    const info = await confirmSale(admin, sale.json().key)
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    expect(await unitOf(phone)).toMatchObject({ status: 'returned', owner: 'shop' })
    const again = await admin.post('/api/sale', unitSale(product, [phone]))
    expect(again.statusCode, again.body).toBe(201)
    const unit = await unitOf(phone)
    expect(story(unit)).toEqual(['received', 'sold', 'refunded', 'sold'])
    expect(unit.events[2]?.document).toEqual({ type: 'order', id: refund.json().id })
  })

  it('30 tills racing for one unit: exactly one sale, 29 told where it went; the stock and the unit agree', async () => {
    await setPos(test, { overSelling: false })
    const phone = imei('35300000000004')
    const product = await productWithUnits([phone, imei('35300000000005')])
    const tills = await Promise.all(Array.from({ length: 5 }, () => signedInAdmin(test.app)))
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => tills[index % 5]!.post('/api/sale', unitSale(product, [phone]))),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(29)
    const winner = answers.find((answer) => answer.statusCode === 201)!.json()
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json().message).toContain(`in sale ${winner.key}`)
    const unit = await unitOf(phone)
    expect(story(unit)).toEqual(['received', 'sold'])
    expect(unit.events[1]?.document).toEqual({ type: 'order', id: winner.id })
    // One phone left the shelf: the other unit is still there.
    expect(await basicQty(product.id)).toBe(1)
    await expectBooksBalance(test)
    await setPos(test, { overSelling: true })
  })
})

describe(`an offline sale of a unit sold meanwhile online (${TEST_DIALECT})`, () => {
  let till: number
  beforeAll(async () => {
    till = await addTill(admin)
  })

  it('is kept as goods handed over, raises a review naming the unit and the other sale, never a second "sold"', async () => {
    const phone = imei('35300000000006')
    const product = await productWithUnits([phone])
    const online = await admin.post('/api/sale', unitSale(product, [phone]))
    expect(online.statusCode, online.body).toBe(201)

    // The same phone, named on the line as the till scanned it while offline.
    const clientId = randomUUID()
    const soldAt = new Date(Date.now() - 60_000).toISOString()
    const replay = await postOffline(admin, offlineBody(unitSale(product, [phone]), clientId, soldAt), {
      key: clientId,
      till,
    })
    expect(replay.statusCode, replay.body).toBe(201)
    expect(replay.json().reviews).toBeGreaterThanOrEqual(1)
    const reviews = (await admin.get('/api/offline-reviews?itemsPerPage=100')).json<{
      items: { order_id: number; reason: string; detail: string }[]
    }>().items
    const conflict = reviews.find((item) => item.order_id === replay.json().id && item.reason === 'unitConflict')
    expect(conflict?.detail).toContain(phone)
    expect(conflict?.detail).toContain(`in sale ${online.json().key}`)
    expect(story(await unitOf(phone))).toEqual(['received', 'sold'])
  })
})

const phoneFromCustomer = {
  fullName: 'Ama Owusu',
  phone: '0244000111',
  address: '4 Ring Road, Accra',
  model: 'Samsung Galaxy S21',
  cost: '150.00',
  price: '220.50',
  sign: TINY_PNG_DATA_URL,
}

async function buyBack(phone: string): Promise<number> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/custom-product',
    ...formData({ ...phoneFromCustomer, imei: phone }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item.id
}

const customLine = (id: number) => ({ id, custom: true as const, name: 'Samsung Galaxy S21', price: 220.5 })

describe(`the buy-back hold period (${TEST_DIALECT})`, () => {
  it('holds a bought phone for the hold days: its sale is refused saying until when, an override releases it', async () => {
    await setPos(test, { buybackHoldDays: 7 })
    const phone = imei('35300000000007')
    const item = await buyBack(phone)
    const held = await unitOf(phone)
    expect(held.status).toBe('on_hold')
    expect(story(held)).toEqual(['bought', 'held'])
    const until = held.hold_until!
    expect(Date.parse(until) - Date.parse(held.events[0]!.at)).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000)

    const refused = await admin.post('/api/sale', saleBody([{ product: customLine(item) }]))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(DEVICE_MESSAGES.onHold(await shopDay(until)))
    // Nothing of the refused sale stays: the item is still for sale.
    expect((await unitOf(phone)).status).toBe('on_hold')

    await createStaff(test, { email: 'viewer-hold@example.com', flags: ['deviceView'] })
    const viewer = new TestClient(test.app)
    await viewer.login('viewer-hold@example.com', 'password123')
    expect((await viewer.post(`/api/devices/${held.id}/release`, { reason: 'Police cleared it' })).statusCode).toBe(403)
    const blank = await admin.post(`/api/devices/${held.id}/release`, { reason: ' ' })
    expect(blank.statusCode).toBe(422)
    expect(Object.keys(blank.json().errors)).toEqual(['reason'])

    const released = await admin.post(`/api/devices/${held.id}/release`, { reason: 'Police cleared it' })
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json().item).toMatchObject({ status: 'in_stock', hold_until: null })
    const [event] = await auditEventsOf(test, released)
    expect(event).toMatchObject({ entity: 'device', action: 'released' })
    expect(event?.changes.reason).toEqual({ after: 'Police cleared it' })
    expect((await admin.post(`/api/devices/${held.id}/release`, { reason: 'Again' })).statusCode).toBe(409)

    const sold = await admin.post('/api/sale', saleBody([{ product: customLine(item) }]))
    expect(sold.statusCode, sold.body).toBe(201)
    const unit = await unitOf(phone)
    expect(story(unit)).toEqual(['bought', 'held', 'released', 'sold'])
    expect(unit.events[2]?.note).toBe('Police cleared it')
    await setPos(test, { buybackHoldDays: 0 })
  })

  it('reads a unit whose hold is over as In stock, and its sale writes the release first', async () => {
    await setPos(test, { buybackHoldDays: 1 })
    const phone = imei('35300000000008')
    const item = await buyBack(phone)
    await setPos(test, { buybackHoldDays: 0 })
    const unit = await unitOf(phone)
    await test.database.db
      .updateTable('device_units')
      .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', unit.id)
      .execute()
    expect((await unitOf(phone)).status).toBe('in_stock')
    const inStock = (await admin.get(`/api/devices?status=in_stock&search=${phone}`)).json<{ total: number }>()
    expect(inStock.total).toBe(1)
    expect((await admin.get(`/api/devices?status=on_hold&search=${phone}`)).json<{ total: number }>().total).toBe(0)

    const sold = await admin.post('/api/sale', saleBody([{ product: customLine(item) }]))
    expect(sold.statusCode, sold.body).toBe(201)
    const after = await unitOf(phone)
    expect(story(after)).toEqual(['bought', 'held', 'released', 'sold'])
    expect(after.events[2]?.note).toBe(DEVICE_MESSAGES.holdEnded)
  })

  it('holds nothing with 0 hold days', async () => {
    const phone = imei('35300000000009')
    await buyBack(phone)
    expect(story(await unitOf(phone))).toEqual(['bought'])
  })
})

describe(`the model suggested from the TAC (${TEST_DIALECT})`, () => {
  it('answers the models seen with an IMEI’s first 8 digits, the most recent first', async () => {
    await buyBack(imei('35400001000001'))
    await productWithUnits([imei('35400001000002')])
    const answer = await admin.get('/api/devices/models?tac=35400001')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().models[1]).toBe('Samsung Galaxy S21')
    expect(answer.json().models).toHaveLength(2)
    expect((await admin.get('/api/devices/models?tac=99999999')).json()).toEqual({ models: [] })
    const bad = await admin.get('/api/devices/models?tac=3540')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ tac: ['The TAC must be 8 digits.'] })
  })
})

describe(`the IMEI check digit on the buy-back and repair forms (${TEST_DIALECT})`, () => {
  const wrong = (body: string) => body + String((luhnCheckDigit(body) + 1) % 10)

  it('refuses a 15-digit IMEI with a wrong check digit, suggesting the right one, unless overridden with a reason', async () => {
    const typed = wrong('35500000000001')
    const refused = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({ ...phoneFromCustomer, imei: typed }),
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({
      imei: [
        `The IMEI's last digit should be ${luhnCheckDigit('35500000000001')}: did you mean ${imei('35500000000001')}?`,
      ],
    })

    await createStaff(test, { email: 'buyer-no-override@example.com', flags: ['customProductManage'] })
    const buyer = new TestClient(test.app)
    await buyer.login('buyer-no-override@example.com', 'password123')
    const notAllowed = await buyer.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({ ...phoneFromCustomer, imei: typed, imeiOverrideReason: 'Printed so on the box' }),
    })
    expect(notAllowed.statusCode).toBe(422)
    expect(notAllowed.json().errors).toEqual({ imeiOverrideReason: [DEVICE_MESSAGES.overrideNotAllowed] })

    const kept = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({ ...phoneFromCustomer, imei: typed, imeiOverrideReason: 'Printed so on the box' }),
    })
    expect(kept.statusCode, kept.body).toBe(200)
    const unit = await unitOf(typed)
    expect(unit.events[0]?.note).toBe(DEVICE_MESSAGES.imeiOverridden('Printed so on the box'))
    const [event] = await auditEventsOf(test, kept)
    expect(event?.changes.imeiOverride).toEqual({ after: 'Printed so on the box' })
  })

  it('accepts what is not a 15-digit IMEI as the spec did: shorter numbers, MEIDs and serials', async () => {
    for (const identifier of ['35500000000', 'A0000000002329', 'F17XK0LMHG7F']) {
      const response = await admin.request({
        method: 'POST',
        url: '/api/custom-product',
        ...formData({ ...phoneFromCustomer, imei: identifier }),
      })
      expect(response.statusCode, response.body).toBe(200)
    }
  })

  it('applies the same rule to a repair, recording the override on its unit', async () => {
    const typed = wrong('35500000000002')
    const repair = {
      name: 'Maria Lopez',
      phone: '+1 555 0100',
      issue: 'Cracked screen',
      deviceName: 'iPhone 12',
      imei: typed,
      sNumber: '',
      charges: 120,
    }
    const refused = await admin.post('/api/repair', repair)
    expect(refused.statusCode).toBe(422)
    expect(Object.keys(refused.json().errors)).toEqual(['imei'])
    const kept = await admin.post('/api/repair', { ...repair, imeiOverrideReason: 'Engraved so on the frame' })
    expect(kept.statusCode, kept.body).toBe(200)
    expect((await unitOf(typed)).events[0]).toMatchObject({
      type: 'repair_in',
      note: DEVICE_MESSAGES.imeiOverridden('Engraved so on the frame'),
    })
    // The job stays editable with the IMEI it keeps; another wrong IMEI is asked about again.
    const edited = await admin.patch(`/api/repair/${kept.json().id}`, { ...repair, charges: 150 })
    expect(edited.statusCode, edited.body).toBe(200)
    const changed = await admin.patch(`/api/repair/${kept.json().id}`, { ...repair, imei: wrong('35500000000003') })
    expect(changed.statusCode).toBe(422)
    expect(Object.keys(changed.json().errors)).toEqual(['imei'])
  })
})

describe(`the terminal's look-up of a scanned unit (${TEST_DIALECT})`, () => {
  it('finds a unit by IMEI or its last 6 digits for a cashier without Device View, saying why it may not be sold', async () => {
    await createStaff(test, { email: 'cashier-scan@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier-scan@example.com', 'password123')
    const phone = imei('35612345678901')
    const product = await productWithUnits([phone])
    const byTail = await cashier.get(`/api/pos/device?code=${phone.slice(-6)}`)
    expect(byTail.statusCode, byTail.body).toBe(200)
    expect(byTail.json().device).toMatchObject({
      identifier: phone,
      field: 'imei',
      status: 'in_stock',
      refusal: null,
      product: { id: product.id, name: product.name },
      custom: null,
    })
    const sale = await cashier.post('/api/sale', unitSale(product, [phone]))
    expect(sale.statusCode, sale.body).toBe(201)
    const sold = (await cashier.get(`/api/pos/device?code=${phone}`)).json().device
    expect(sold.refusal).toContain(`in sale ${sale.json().key}`)

    await setPos(test, { buybackHoldDays: 3 })
    const bought = imei('35600000000002')
    const item = await buyBack(bought)
    await setPos(test, { buybackHoldDays: 0 })
    const held = (await cashier.get(`/api/pos/device?code=${bought}`)).json().device
    expect(held).toMatchObject({ status: 'on_hold', product: null, custom: { id: item, price: 220.5 } })
    expect(held.refusal).toMatch(/^This device is on hold until .+ \(buy-back hold period\)\.$/)
    expect((await cashier.get('/api/pos/device?code=000000000000000')).json()).toEqual({ device: null })
  })
})
