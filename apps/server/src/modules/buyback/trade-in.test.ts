import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { TRADE_IN_LABELS, TRADE_IN_MESSAGES } from '@counterpart/domain/schemas/trade-in'
import { adminAppForFile, countRows } from '../../../test/helpers.ts'
import { TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { confirmSale, posProduct, refundBody, saleBody, setPos, type SaleOptions } from '../../../test/pos-fixtures.ts'
import { stockedProduct } from '../../../test/stock-fixtures.ts'
import { addTill, atTill, openTill, xReport } from '../../../test/till-fixtures.ts'

/**
 * Issue 29, item 7: a trade-in at the counter. The sale's own payment is its total less the device's value;
 * the device is a buy-back record and a unit whose first event is "traded in"; the money is booked by a
 * method of its own, and a trade-in worth more than the goods pays the rest out of the drawer in cash.
 */
const { test, admin } = await adminAppForFile()
const { db } = test.database

let imeiSeed = 0
/** A fresh 15-digit IMEI with a right Luhn digit for each test. */
function nextImei(): string {
  imeiSeed += 1
  const body = `35209900${String(100000 + imeiSeed).padStart(6, '0')}`
  let sum = 0
  for (let index = 0; index < 14; index++) {
    let digit = Number(body[index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return body + String((10 - (sum % 10)) % 10)
}

function tradeIn(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Ama Owusu',
    phone: '0244111222',
    address: '12 Ring Road, Accra',
    idType: 'Passport',
    idNumber: 'G1234567',
    model: 'Galaxy S21',
    imei: nextImei(),
    cost: 200,
    price: 320,
    sign: TINY_PNG_DATA_URL,
    ...overrides,
  }
}

/** A phone on the shelf at 500.00, as the terminal sees it. */
async function shelfPhone(price = 500): Promise<PosProduct> {
  return posProduct(admin, await stockedProduct(test, admin, { qty: 5, price }))
}

function sellWithTradeIn(
  till: number | null,
  product: PosProduct,
  trade: Record<string, unknown> | undefined,
  options: SaleOptions = {},
) {
  return atTill(admin, till, '/api/sale', { ...saleBody([{ product }], options), tradeIn: trade })
}

function itemOfSale(orderId: number) {
  return db.selectFrom('custom_products').selectAll().where('trade_in_order_id', '=', orderId).executeTakeFirst()
}

function paymentsOf(where: { order_id: number } | { custom_product_id: number }) {
  const [column, value] = Object.entries(where)[0] as ['order_id' | 'custom_product_id', number]
  return db
    .selectFrom('payments')
    .select(['gateway', 'type', 'status', 'amount'])
    .where(column, '=', value)
    .orderBy('id')
    .execute()
}

/** The signatures kept (private files of the buy-back area): a refused sale leaves none behind. */
function privateFiles(): string[] {
  const dir = path.join(test.services.uploads.privateRoot, 'custom-products')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

const TABLES = ['orders', 'custom_products', 'payments', 'cash_movements', 'device_units', 'device_events'] as const
const counts = () => Promise.all(TABLES.map((table) => countRows(test, table)))

describe('a sale with a trade-in', () => {
  it('takes the device at its value toward the sale: the buy-back, the traded-in unit, the payments and the drawer', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const product = await shelfPhone()
    const trade = tradeIn()
    // The customer hands over the phone and 300.00 in cash.
    const response = await sellWithTradeIn(till, product, trade, { enterAmount: 300 })
    expect(response.statusCode, response.body).toBe(201)
    const sale = response.json<{ id: number; key: string }>()

    const order = await db
      .selectFrom('orders')
      .select(['totalAmount'])
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow()
    // The sale is the goods; the trade-in pays part of it.
    expect(Number(order.totalAmount)).toBe(50000)
    expect(await paymentsOf({ order_id: sale.id })).toEqual([
      { gateway: 'trade-in', type: 'credit', status: 1, amount: 20000 },
      { gateway: 'cash', type: 'credit', status: 1, amount: 30000 },
    ])

    const item = await itemOfSale(sale.id)
    expect(item).toMatchObject({
      fullName: 'Ama Owusu',
      idType: 'Passport',
      idNumber: 'G1234567',
      model: 'Galaxy S21',
      imei: trade.imei,
      cost: 20000,
      price: 32000,
      isSold: 0,
    })
    expect(item?.sign).toBeTruthy()
    expect(privateFiles()).toContain(path.basename(item!.sign!))
    // Its payout is the same money out, by the same method: the trade-in nets to nothing.
    expect(await paymentsOf({ custom_product_id: item!.id })).toEqual([
      { gateway: 'trade-in', type: 'debit', status: 1, amount: 20000 },
    ])

    const found = await admin.get(`/api/devices?search=${trade.imei}`)
    expect(found.statusCode, found.body).toBe(200)
    const unitId = found.json<{ items: { id: number }[] }>().items[0]!.id
    const unit = (await admin.get(`/api/devices/${unitId}`)).json().item
    expect(unit.status).toBe('in_stock')
    expect(unit.events[0]).toMatchObject({ type: 'traded_in', document: { type: 'buyback', id: item!.id } })
    const event = await db
      .selectFrom('device_events')
      .select(['note', 'data'])
      .where('unit_id', '=', unitId)
      .executeTakeFirstOrThrow()
    expect(event.note).toBe(`Traded in on sale ${sale.key}`)
    expect(JSON.parse(event.data)).toMatchObject({ order_id: sale.id })

    // The drawer took 300.00, the cash that changed hands.
    const drawer = await xReport(admin, session)
    expect(drawer.expectedCash).toBe(400)
    expect(drawer.payments).toEqual(
      expect.arrayContaining([
        { gateway: 'cash', count: 1, total: 300 },
        { gateway: 'trade-in', count: 2, total: 0 },
      ]),
    )

    // The sale's one audit event names its trade-in and the unit.
    const audit = await db
      .selectFrom('audit_events')
      .select(['changes'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(sale.id))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.changes).tradeIn.after).toMatchObject({ imei: trade.imei, appliedToSale: 200 })
  })

  it('worth more than the goods pays the difference out in cash from the drawer, as a buy-back payout', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 500)
    const product = await shelfPhone(150)
    const response = await sellWithTradeIn(till, product, tradeIn({ cost: 400 }), { enterAmount: 0 })
    expect(response.statusCode, response.body).toBe(201)
    const sale = response.json<{ id: number }>()

    expect(await paymentsOf({ order_id: sale.id })).toEqual([
      { gateway: 'trade-in', type: 'credit', status: 1, amount: 15000 },
    ])
    const item = await itemOfSale(sale.id)
    expect(await paymentsOf({ custom_product_id: item!.id })).toEqual([
      { gateway: 'trade-in', type: 'debit', status: 1, amount: 15000 },
      { gateway: 'cash', type: 'debit', status: 1, amount: 25000 },
    ])
    const drawer = await xReport(admin, session)
    expect(drawer.expectedCash).toBe(250)
    expect(drawer.cashBuybacks).toBe(250)
  })

  it('a refund gives back the goods’ money; the traded-in device stays the shop’s', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const product = await shelfPhone()
    const trade = tradeIn()
    const response = await sellWithTradeIn(till, product, trade, { enterAmount: 300 })
    expect(response.statusCode, response.body).toBe(201)
    const sale = response.json<{ id: number; key: string }>()

    const info = await confirmSale(admin, sale.key)
    // The refund screen is told, to say the traded-in device stays the shop's.
    expect(info.tradeIn).toBe(true)
    const refund = await atTill(admin, till, '/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)

    // 500.00 goes back: the 300.00 handed over and the 200.00 the shop paid for the phone it keeps.
    expect((await xReport(admin, session)).expectedCash).toBe(-100)
    const item = await itemOfSale(sale.id)
    expect(item?.isSold).toBe(0)
    expect(await paymentsOf({ custom_product_id: item!.id })).toHaveLength(1)
    const unit = (await admin.get(`/api/devices?search=${trade.imei}`)).json<{ items: { status: string }[] }>()
    expect(unit.items[0]!.status).toBe('in_stock')
    // The traded-in item's value paid the sale: it is neither edited to another value nor removed.
    expect((await admin.delete(`/api/custom-product/${item!.id}`)).json().message).toBe(TRADE_IN_MESSAGES.cannotRemove)
  })
})

describe('the receipt and the invoice of a sale with a trade-in', () => {
  it('show the trade-in (model, IMEI, a minus) and the net to pay', async () => {
    const product = await shelfPhone()
    const trade = tradeIn()
    const response = await sellWithTradeIn(null, product, trade, { enterAmount: 320 })
    expect(response.statusCode, response.body).toBe(201)
    const sale = response.json<{ id: number }>()

    const detail = (await admin.get(`/api/order/${sale.id}`)).json()
    expect(detail.tradeIn).toEqual({ id: expect.any(Number), model: 'Galaxy S21', imei: trade.imei, amount: 200 })
    expect(detail.due).toBe(0)
    const invoice = pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)
    expect(invoice).toContain(`Trade-in: Galaxy S21\n- $200.00\nIMEI ${trade.imei}`)
    expect(invoice).toMatch(/Total net to pay\n\$300\.00/)
    // 320.00 handed over for the 300.00 left: 20.00 change.
    expect(invoice).toMatch(/Tendered\n\$320\.00\nChange\n\$20\.00/)

    // A sale without one has none.
    const plain = await atTill(admin, null, '/api/sale', saleBody([{ product }]))
    expect((await admin.get(`/api/order/${plain.json().id}`)).json()).not.toHaveProperty('tradeIn')
  })
})

describe('a sale with a trade-in refused: nothing written', () => {
  it('an IMEI the shop already holds: the devices service’s 409', async () => {
    const product = await shelfPhone()
    const trade = tradeIn()
    expect((await sellWithTradeIn(null, product, trade)).statusCode).toBe(201)
    const before = await counts()
    const files = privateFiles()
    const again = await sellWithTradeIn(null, product, tradeIn({ imei: trade.imei }))
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json().message).toContain(trade.imei)
    expect(await counts()).toEqual(before)
    // Its signature was stored before the transaction and removed when the sale was refused.
    expect(privateFiles()).toEqual(files)
  })

  it('bad input: a 422 naming the trade-in’s fields by their labels', async () => {
    const product = await shelfPhone()
    const before = await counts()
    const bad = await sellWithTradeIn(null, product, tradeIn({ fullName: '', imei: '', cost: 'abc', sign: '' }))
    expect(bad.statusCode, bad.body).toBe(422)
    const errors = bad.json<{ errors: Record<string, string[]> }>().errors
    expect(errors['tradeIn.fullName']?.[0]).toContain(TRADE_IN_LABELS.fullName)
    expect(errors['tradeIn.imei']?.[0]).toContain(TRADE_IN_LABELS.imei)
    expect(errors['tradeIn.cost']?.[0]).toContain(TRADE_IN_LABELS.cost)
    expect(errors['tradeIn.sign']?.[0]).toBe(TRADE_IN_MESSAGES.signRequired)
    expect(await counts()).toEqual(before)
  })

  it('without the clear stolen-device check the setting requires; a flagged device is never taken', async () => {
    const product = await shelfPhone()
    const before = await counts()
    await setPos(test, { requireStolenCheck: true })
    try {
      const unchecked = await sellWithTradeIn(null, product, tradeIn())
      expect(unchecked.statusCode, unchecked.body).toBe(422)
      expect(unchecked.json().errors['tradeIn.checkResult']).toEqual([TRADE_IN_MESSAGES.checkRequired])
      expect(unchecked.json().errors['tradeIn.checkService']?.[0]).toContain(TRADE_IN_LABELS.checkService)
      const flagged = await sellWithTradeIn(
        null,
        product,
        tradeIn({ checkResult: 'flagged', checkService: 'CheckMEND', checkReference: 'R-1' }),
      )
      expect(flagged.statusCode).toBe(409)
      expect(await counts()).toEqual(before)
      const clear = await sellWithTradeIn(
        null,
        product,
        tradeIn({ checkResult: 'clear', checkService: 'CheckMEND', checkReference: 'R-2' }),
      )
      expect(clear.statusCode, clear.body).toBe(201)
    } finally {
      await setPos(test, { requireStolenCheck: false })
    }
  })
})
