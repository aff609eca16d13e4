import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY, MAX_PURCHASE_LINE_QUANTITY, RATE_DECIMALS } from '@counterpart/domain/cart-limits'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { REFUND_ITEM_LABELS, SALE_ITEM_LABELS, SALE_LABELS } from '@counterpart/domain/schemas/pos'
import { PURCHASE_LABELS, PURCHASE_LINE_LABELS } from '@counterpart/domain/schemas/purchasing'
import { POS_SETTINGS_LABELS } from '@counterpart/domain/schemas/settings'
import { adminAppForFile, databaseDigest, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { offlineBody, postOffline } from '../../../test/offline-fixtures.ts'
import { posProduct, refundBody, saleBody, sell } from '../../../test/pos-fixtures.ts'
import { addTill } from '../../../test/till-fixtures.ts'
import { addProduct, addSupplier, purchaseBody } from '../../../test/stock-fixtures.ts'

/**
 * What a cart may hold (issue 26): the numbers a scanner types into the wrong field (a barcode as the
 * quantity, as the tax rate) are refused with a 422 naming the field, and nothing is written; a real rate
 * of three decimals (New York City's 8.875 %) is taken everywhere a rate is entered, to the cent.
 */

const { test, admin } = await adminAppForFile()
const SCANNED_QUANTITY = 24_001_006_493_588
// The digits as the scanner typed them; as a number they carry more places than a float keeps.
const SCANNED_TAX = Number('8.254001011482553')
let supplier: number
let till: number
let product: PosProduct

beforeAll(async () => {
  supplier = await addSupplier(admin)
  till = await addTill(admin)
  product = await posProduct(admin, await addProduct(test, { price: 1999, cost: 1000, qty: 50, suppliers: [supplier] }))
})

/** Every row of the shop: a refused request leaves it as it was (sessions' last-seen times aside). */
const digest = () =>
  databaseDigest(test.database.db, {
    sessions: ['last_seen_at', 'expires_at'],
    tills: ['last_contact_at', 'online_since', 'offline_from'],
  })

const tooMany = FIELD_MESSAGES.atMost(SALE_ITEM_LABELS.qty, MAX_LINE_QUANTITY)
const threeDecimals = (label: string) => FIELD_MESSAGES.decimals(label, RATE_DECIMALS)

describe(`a misdirected scan never becomes a sale (${TEST_DIALECT})`, () => {
  it('refuses a barcode as the quantity of a sale, online and offline, writing nothing', async () => {
    const body = saleBody([{ product, qty: 1 }])
    const scanned = { ...body, items: body.items.map((item) => ({ ...item, qty: SCANNED_QUANTITY })) }
    const before = await digest()
    expectFieldErrors(await admin.post('/api/sale', scanned), { 'items.0.qty': [tooMany] })
    const clientId = randomUUID()
    const offline = await postOffline(admin, offlineBody(scanned, clientId, new Date().toISOString()), {
      key: clientId,
      till,
    })
    expectFieldErrors(offline, { 'sale.items.0.qty': [tooMany] })
    expect(await digest()).toBe(before)
  })

  it('takes the largest quantity a line may hold, and refuses one more', async () => {
    const body = saleBody([{ product, qty: MAX_LINE_QUANTITY + 1 }])
    expectFieldErrors(await admin.post('/api/sale', body), { 'items.0.qty': [tooMany] })
  })

  it('refuses a barcode as the tax rate, online and offline, writing nothing', async () => {
    const scanned = { ...saleBody([{ product, qty: 1 }]), taxRate: SCANNED_TAX }
    const before = await digest()
    expectFieldErrors(await admin.post('/api/sale', scanned), { taxRate: [threeDecimals(SALE_LABELS.taxRate)] })
    const clientId = randomUUID()
    const offline = await postOffline(admin, offlineBody(scanned, clientId, new Date().toISOString()), {
      key: clientId,
      till,
    })
    expectFieldErrors(offline, { 'sale.taxRate': [threeDecimals(SALE_LABELS.taxRate)] })
    expect(await digest()).toBe(before)
  })

  it('refuses a rate above 100 % and an absurd price, naming the field', async () => {
    const body = saleBody([{ product, qty: 1 }])
    expectFieldErrors(await admin.post('/api/sale', { ...body, discountRate: 100.001 }), {
      discountRate: [FIELD_MESSAGES.atMost(SALE_LABELS.discountRate, 100)],
    })
    const absurd = { ...body, items: [{ ...body.items[0], price: 594_000_000_000_000 }] }
    const response = await admin.post('/api/sale', absurd)
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain('items.0.price')
  })

  it('refuses a barcode as a return quantity', async () => {
    const sale = await sell(admin, [{ product, qty: 1 }])
    const info = (await admin.post('/api/confirm-sale', { trx: sale.key })).json().info
    const body = refundBody(info, [{ id: info.items[0].id, qty: 1 }])
    const scanned = { ...body, items: [{ ...body.items[0], qty: SCANNED_QUANTITY }] }
    expectFieldErrors(await admin.post('/api/sale-return', scanned), {
      'items.0.qty': [FIELD_MESSAGES.atMost(REFUND_ITEM_LABELS.qty, MAX_LINE_QUANTITY)],
    })
  })

  it('refuses a barcode as a purchase quantity or tax rate', async () => {
    const scanned = purchaseBody(supplier, [{ product_id: product.id, cost: 10, qty: 1 }])
    const response = await admin.post('/api/purchase', {
      ...scanned,
      taxRate: SCANNED_TAX,
      items: [{ ...scanned.items[0], qty: SCANNED_QUANTITY }],
    })
    expectFieldErrors(response, {
      taxRate: [threeDecimals(PURCHASE_LABELS.taxRate)],
      'items.0.qty': [FIELD_MESSAGES.atMost(PURCHASE_LINE_LABELS.qty, MAX_PURCHASE_LINE_QUANTITY)],
    })
  })

  it('refuses a barcode as the default tax rate of the terminal', async () => {
    const { pos } = await test.services.settings.get()
    expectFieldErrors(await admin.post('/api/setting-pos-update', { ...pos, defaultTaxRate: SCANNED_TAX }), {
      defaultTaxRate: [threeDecimals(POS_SETTINGS_LABELS.defaultTaxRate)],
    })
  })
})

describe(`New York City's 8.875 % (${TEST_DIALECT})`, () => {
  it('is taken as the default tax rate of the terminal', async () => {
    const { pos } = await test.services.settings.get()
    const response = await admin.post('/api/setting-pos-update', { ...pos, defaultTaxRate: 8.875 })
    expect(response.statusCode, response.body).toBe(200)
    expect((await test.services.settings.get()).pos.defaultTaxRate).toBe(8.875)
  })

  it('is taken on a sale, with the tax right to the cent', async () => {
    // 3 x $19.99 = $59.97; 8.875 % of it is $5.3223375, $5.32; the customer pays $65.29.
    const body = saleBody([{ product, qty: 3 }], { taxRate: 8.875 })
    expect(body).toMatchObject({ subTotal: 59.97, taxAmount: 5.32, totalAmount: 65.29 })
    const response = await admin.post('/api/sale', body)
    expect(response.statusCode, response.body).toBe(201)
    const order = await test.database.db
      .selectFrom('orders')
      .select(['taxRate', 'taxAmount', 'totalAmount'])
      .where('id', '=', response.json<{ id: number }>().id)
      .executeTakeFirstOrThrow()
    expect({ ...order, taxAmount: Number(order.taxAmount), totalAmount: Number(order.totalAmount) }).toEqual({
      taxRate: 8.875,
      taxAmount: 532,
      totalAmount: 6529,
    })
  })

  it('is taken on a purchase, with the tax right to the cent', async () => {
    // 7 x $12.34 = $86.38; 8.875 % is $7.666225, $7.67.
    const body = purchaseBody(supplier, [{ product_id: product.id, cost: 12.34, qty: 7 }], { taxRate: 8.875 })
    expect(body).toMatchObject({ subTotal: 86.38, taxAmount: 7.67, totalAmount: 94.05 })
    const response = await admin.post('/api/purchase', body)
    expect(response.statusCode, response.body).toBe(201)
  })
})
