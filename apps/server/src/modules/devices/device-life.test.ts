import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '@counterpart/domain/devices'
import { DEVICE_MESSAGES, type DeviceDetail, type DeviceUnit } from '@counterpart/domain/schemas/devices'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { adminAppForFile, signedInAdmin, TEST_DIALECT } from '../../../test/helpers.ts'
import { confirmSale, refundBody, saleBody, setPos } from '../../../test/pos-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function units(identifier: string): Promise<DeviceUnit[]> {
  return (await admin.get(`/api/devices?search=${identifier}`)).json<{ items: DeviceUnit[] }>().items
}

async function passport(identifier: string): Promise<DeviceDetail['item']> {
  const found = await units(identifier)
  expect(found).toHaveLength(1)
  return (await admin.get(`/api/devices/${found[0]!.id}`)).json<DeviceDetail>().item
}

/**
 * Issue 29's first "done when": one phone's whole life in the shop, through the spec's own calls. Bought
 * from a customer, held, sold at the terminal once the hold is over, refunded, taken in for repair and given
 * back, sold again: its events tell that story in order, its status follows each step, its warranty comes
 * from the sale, and its IMEI never makes a second live unit.
 */
describe(`a phone's life in the shop (${TEST_DIALECT})`, () => {
  it('bought, held, sold after the hold, refunded, repaired, sold again: one unit whose events tell it', async () => {
    await setPos(test, { buybackHoldDays: 3, deviceWarrantyDays: 90 })
    const phone = withCheckDigit('35421199887766')

    // Bought from a customer: the shop's, on hold for three days.
    const bought = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({
        fullName: 'Ama Owusu',
        phone: '0244000111',
        address: '4 Ring Road, Accra',
        model: 'Pixel 8',
        imei: phone,
        cost: '180.00',
        price: '260.00',
        sign: TINY_PNG_DATA_URL,
      }),
    })
    expect(bought.statusCode, bought.body).toBe(200)
    const itemId: number = bought.json().item.id
    const line = { id: itemId, custom: true as const, name: 'Pixel 8', price: 260 }
    const held = await passport(phone)
    expect(held).toMatchObject({ status: 'on_hold', owner: 'shop', cost: 180, price: 260 })

    // The terminal refuses it while the hold lasts, and nothing of that sale is written.
    const early = await admin.post('/api/sale', saleBody([{ product: line }]))
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toMatch(/^This device is on hold until .+ \(buy-back hold period\)\.$/)
    expect((await passport(phone)).status).toBe('on_hold')

    // Three days later (the hold's end moved into the past), it sells.
    await test.database.db
      .updateTable('device_units')
      .set({ hold_until: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', held.id)
      .execute()
    const sale = await admin.post('/api/sale', saleBody([{ product: line }]))
    expect(sale.statusCode, sale.body).toBe(201)
    const sold = await passport(phone)
    expect(sold).toMatchObject({ status: 'sold', owner: 'customer', price: null })
    expect(sold.sale).toMatchObject({ order_id: sale.json().id, key: sale.json().key })
    const warrantyDay = new Date(Date.parse(sold.sale!.at) + 90 * 86_400_000).toISOString().slice(0, 10)
    expect(sold.warranty_until).toBe(warrantyDay)
    // A second sale of the bought item is refused as the terminal always refused a sold item.
    const twice = await admin.post('/api/sale', saleBody([{ product: line }]))
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors['items.0.id']).toEqual(['Pixel 8 is not for sale.'])

    // Refunded: the shop's again, for sale.
    const info = await confirmSale(admin, sale.json().key)
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    expect(await passport(phone)).toMatchObject({ status: 'returned', owner: 'shop' })

    // Taken in for repair (the spec's repair job with its IMEI), then given back.
    const job = await admin.post('/api/repair', {
      name: 'Shop bench',
      email: '',
      phone: '555 0100',
      address: '',
      issue: 'Battery check before resale',
      deviceName: 'Pixel 8',
      imei: phone,
      sNumber: '',
      charges: 0,
      taxRate: 0,
      prePaid: 0,
    })
    expect(job.statusCode, job.body).toBe(200)
    expect((await passport(phone)).status).toBe('in_repair')
    const inRepair = await admin.post('/api/sale', saleBody([{ product: line }]))
    expect(inRepair.statusCode).toBe(409)
    expect((await admin.post(`/api/toggle-repair-status/${job.json().id}`, { status: 1 })).statusCode).toBe(200)
    expect((await passport(phone)).status).toBe('returned')

    // Sold again.
    const again = await admin.post('/api/sale', saleBody([{ product: line }]))
    expect(again.statusCode, again.body).toBe(201)
    const life = await passport(phone)
    expect(life.status).toBe('sold')
    expect(life.events.map((event) => [event.type, event.document?.type ?? null])).toEqual([
      ['bought', 'buyback'],
      ['held', 'buyback'],
      ['released', null],
      ['sold', 'order'],
      ['refunded', 'order'],
      ['repair_in', 'repair'],
      ['repair_out', 'repair'],
      ['sold', 'order'],
    ])
    expect(life.events[2]!.note).toBe(DEVICE_MESSAGES.holdEnded)
    expect(life.events.map((event) => event.document?.id ?? null)).toEqual([
      itemId,
      itemId,
      null,
      sale.json().id,
      refund.json().id,
      job.json().id,
      job.json().id,
      again.json().id,
    ])
    const times = life.events.map((event) => event.at)
    expect([...times].sort()).toEqual(times)
    // One unit for that IMEI, all along.
    expect(await units(phone)).toHaveLength(1)
    const live = await test.database.db
      .selectFrom('device_units')
      .select('id')
      .where('imei1', '=', phone)
      .where('status', '<>', 'scrapped')
      .execute()
    expect(live).toHaveLength(1)
    await setPos(test, { buybackHoldDays: 0, deviceWarrantyDays: 0 })
  })

  it('tills racing for one bought-back phone: one sale; the others are refused (a 409 names the sale it went to)', async () => {
    const phone = withCheckDigit('35421199887700')
    const bought = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({
        fullName: 'Kofi Mensah',
        phone: '0244000222',
        model: 'Galaxy A54',
        imei: phone,
        cost: '90.00',
        price: '140.00',
        sign: TINY_PNG_DATA_URL,
      }),
    })
    expect(bought.statusCode, bought.body).toBe(200)
    const line = { id: bought.json().item.id as number, custom: true as const, name: 'Galaxy A54', price: 140 }
    const tills = await Promise.all(Array.from({ length: 5 }, () => signedInAdmin(test.app)))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => tills[index % 5]!.post('/api/sale', saleBody([{ product: line }]))),
    )
    const won = answers.filter((answer) => answer.statusCode === 201)
    expect(won).toHaveLength(1)
    // A till that read the item before the winner wrote it loses the race (409, where it went); one that read
    // it after finds it sold (422, as the terminal always said). None sells it twice.
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect([409, 422], answer.body).toContain(answer.statusCode)
      if (answer.statusCode === 409) expect(answer.json().message).toContain(`in sale ${won[0]!.json().key}`)
    }
    const life = await passport(phone)
    expect(life.events.map((event) => event.type)).toEqual(['bought', 'sold'])
    expect(life.events[1]!.document).toEqual({ type: 'order', id: won[0]!.json().id })
  })
})
