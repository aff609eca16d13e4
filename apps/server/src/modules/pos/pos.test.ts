import { beforeAll, describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, countRows, createStaff, TestClient } from '../../../test/helpers.ts'
import { decodeQuotedPrintable, mailCatcherForFile, mailThrough } from '../../../test/mail-catcher.ts'
import {
  addBoughtItem,
  basicQty,
  expectKeyRefusedForAnotherCart,
  posProduct,
  saleBody,
  sell,
  setPos,
  stockRow,
} from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy, expectBooksBalance, receive } from '../../../test/stock-fixtures.ts'
import { ownerLicenceKey } from '../../platform/owner-licence.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { expectVendorCreditFollowsLicence } from '../../../test/vendor-credit.ts'
import { dMYHi } from '../../../test/shop-clock.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'

const mail = await mailCatcherForFile()
const { test, admin } = await adminAppForFile({ licenseSecret: 'test-licence-secret' })
mailThrough(test, mail)
let supplier: number

beforeAll(async () => {
  supplier = await addSupplier(admin)
})

/** A product with `qty` units received into warehouse 1 at `price` (cents). */
async function stockedProduct(
  qty: number,
  price = 2000,
  overrides: Parameters<typeof addProduct>[1] = {},
): Promise<number> {
  const id = await addProduct(test, { price, cost: 1000, suppliers: [supplier], ...overrides })
  const purchase = await buy(admin, supplier, [{ product_id: id, cost: 10, qty }])
  await receive(admin, purchase, [{ product: id, warehouse: 1, price: price / 100 }])
  return id
}

async function movementsOf(orderId: number) {
  return test.database.db.selectFrom('stock_movements').selectAll().where('order_id', '=', orderId).execute()
}

describe('what the terminal shows', () => {
  it('lists active products with the qty and price where they sell from, and leaves inactive ones out', async () => {
    const stocked = await stockedProduct(12, 2500)
    const basic = await addProduct(test, { qty: 4, price: 900, name: 'Basic Cable' })
    const inactive = await addProduct(test, { qty: 4, state: 0, name: 'Old Model' })
    const response = await admin.get('/api/products-for-pos')
    expect(response.statusCode).toBe(200)
    const products = response.json().products as PosProduct[]
    expect(products.find((product) => product.id === stocked)).toMatchObject({ qty: 12, price: 25 })
    expect(products.find((product) => product.id === basic)).toMatchObject({ qty: 4, price: 9, name: 'Basic Cable' })
    expect(products.find((product) => product.id === inactive)).toBeUndefined()
  })

  it('gives at most posProductsLimit tiles', async () => {
    for (let index = 0; index < 6; index += 1) await addProduct(test, { qty: 1 })
    await setPos(test, { posProductsLimit: 5 })
    expect((await admin.get('/api/products-for-pos')).json().products).toHaveLength(5)
    await setPos(test, { posProductsLimit: 20 })
  })

  it('gives categories with their sub-categories, and the products of a category and its children', async () => {
    const phones = await test.services.catalog.createCategory({
      name: 'Phones',
      barcode: '',
      mode: 1,
      parent_id: null,
      children: [],
    })
    const android = await test.services.catalog.createCategory({
      name: 'Android',
      barcode: '',
      mode: 1,
      parent_id: phones,
      children: [],
    })
    const pixel = await addProduct(test, { name: 'Pixel', category_id: android, qty: 2 })
    const categories = (await admin.get('/api/categories-for-pos')).json().categories
    const top = categories.find((category: { id: number }) => category.id === phones)
    expect(top).toMatchObject({ name: 'Phones', children: [{ id: android, name: 'Android', products: 1 }] })
    const inPhones = (await admin.get(`/api/products-for-pos?category_id=${phones}`)).json().products as PosProduct[]
    expect(inPhones.map((product) => product.id)).toEqual([pixel])
    expect(inPhones[0]?.category).toBe('Android')
  })

  it('finds a product by its exact barcode first, and by part of its name', async () => {
    const id = await addProduct(test, { name: 'Scanner Target', barcode: '012345678905', qty: 3 })
    const byBarcode = (await admin.post('/api/product-search', { key: '012345678905' })).json().items as PosProduct[]
    expect(byBarcode[0]).toMatchObject({ id, name: 'Scanner Target', barcode: '012345678905', qty: 3 })
    const byName = (await admin.post('/api/product-search', { key: 'scanner targ' })).json().items as PosProduct[]
    expect(byName.map((product) => product.id)).toContain(id)
    expect((await admin.post('/api/product-search', { key: '' })).statusCode).toBe(422)
  })
})

describe('POST /sale', () => {
  it('sells for cash: one order, the stock moved exactly once, a paid payment', async () => {
    const id = await stockedProduct(10)
    const product = await posProduct(admin, id)
    const before = await countRows(test, 'stock_movements')
    const sale = await sell(admin, [{ product, qty: 3 }])
    expect(sale.key).toMatch(/^\d{12}$/)
    expect(await stockRow(test, id)).toMatchObject({ quantity: 7, sold: 3 })
    const moves = await movementsOf(sale.id)
    expect(moves).toHaveLength(1)
    expect(moves[0]).toMatchObject({ product_id: id, warehouse_id: 1, delta: -3, reason: 'sale' })
    expect(await countRows(test, 'stock_movements')).toBe(before + 1)

    const detail = (await admin.get(`/api/order/${sale.id}`)).json()
    expect(detail.order).toMatchObject({
      salling: true,
      totalItems: 3,
      totalAmount: 60,
      subTotal: 60,
      cost: 30,
      profit: 30,
      method: true,
    })
    expect(detail.order.items[0]).toMatchObject({ product_id: id, qty: 3, price: 20, subTotal: 60 })
    expect(detail.payments).toHaveLength(1)
    expect(detail.payments[0]).toMatchObject({
      status: true,
      method: true,
      type: 'credit',
      amount: 60,
      gateway: 'cash',
    })
    expect(detail.due).toBe(0)
    await expectBooksBalance(test)
  })

  it('sells a product without purchased stock from its basic qty, and a service without touching stock', async () => {
    const basic = await addProduct(test, { qty: 5, price: 1500 })
    const service = await addProduct(test, { qty: 0, price: 3000, type: 'Service', name: 'Screen fitting' })
    const sale = await sell(admin, [
      { product: await posProduct(admin, basic), qty: 2 },
      { product: await posProduct(admin, service) },
    ])
    expect(await basicQty(test, basic)).toBe(3)
    expect(await basicQty(test, service)).toBe(0)
    expect((await movementsOf(sale.id)).map((move) => [move.product_id, move.warehouse_id, move.delta])).toEqual([
      [basic, null, -2],
    ])
  })

  it('computes tax on the total with shipping, and the discount on the total with tax', async () => {
    const id = await addProduct(test, { qty: 10, price: 10000, discounted: 1 })
    const product = await posProduct(admin, id)
    const sale = await sell(admin, [{ product, qty: 2, discount: 10 }], {
      taxRate: 5,
      discountRate: 10,
      shippingAmount: 10,
    })
    const order = (await admin.get(`/api/order/${sale.id}`)).json().order
    // 180.00 + 10.00 shipping = 190.00; tax 9.50 -> 199.50; discount 19.95 -> 179.55.
    expect(order).toMatchObject({
      subTotal: 180,
      shippingAmount: 10,
      taxAmount: 9.5,
      discountedAmount: 19.95,
      totalAmount: 179.55,
    })
  })

  it('sells the first variant of a Combo as "Product (Variant)" at base plus variant price', async () => {
    const id = await addProduct(test, {
      name: 'Case',
      type: 'Combo',
      qty: 5,
      price: 1000,
      variants: [
        { variant: 'Red', price: 200 },
        { variant: 'Blue', price: 500 },
      ],
    })
    const product = await posProduct(admin, id)
    const sale = await sell(admin, [{ product }])
    const item = (await admin.get(`/api/order/${sale.id}`)).json().order.items[0]
    expect(item).toMatchObject({ name: 'Case (Red)', variant: 'Red', price: 12, subTotal: 12 })
  })

  it('refuses totals that disagree with the items, naming the field, and writes nothing', async () => {
    const id = await addProduct(test, { qty: 5, price: 1000 })
    const product = await posProduct(admin, id)
    const orders = await countRows(test, 'orders')
    const tampered = { ...saleBody([{ product }]), totalAmount: 1 }
    const response = await admin.post('/api/sale', tampered)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.totalAmount).toEqual(['The Payable does not match the items: it should be 10.00.'])

    const cheaper = saleBody([{ product }])
    cheaper.items[0]!.price = 1
    cheaper.items[0]!.subTotal = 1
    cheaper.subTotal = 1
    cheaper.totalAmount = 1
    cheaper.enterAmount = 1
    const priced = await admin.post('/api/sale', cheaper)
    expect(priced.statusCode).toBe(422)
    expect(priced.json().errors['items.0.price'][0]).toContain('10.00')
    expect(await countRows(test, 'orders')).toBe(orders)
    expect(await basicQty(test, id)).toBe(5)
  })

  it("refuses an item discount on a product that does not allow one: 'Discount Not allowed'", async () => {
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000, discounted: 0 }))
    const response = await admin.post('/api/sale', saleBody([{ product, discount: 10 }]))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors['items.0.discount']).toEqual(['Discount Not allowed'])
  })

  it('refuses a sale discount while stopDiscount is set', async () => {
    await setPos(test, { stopDiscount: true })
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 }))
    const response = await admin.post('/api/sale', saleBody([{ product }], { discountRate: 10, stopDiscount: true }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.discountRate).toEqual(['Discount Not allowed'])
    await setPos(test, { stopDiscount: false })
  })

  it('adds no tax when prices include it', async () => {
    await setPos(test, { isTaxIncluded: true })
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 11900 }))
    const sale = await sell(admin, [{ product }], { taxRate: 19, isTaxIncluded: true })
    expect((await admin.get(`/api/order/${sale.id}`)).json().order).toMatchObject({ taxAmount: 19, totalAmount: 119 })
    await setPos(test, { isTaxIncluded: false })
  })

  it('keeps the amount tendered with the sale, so a receipt printed later shows it and the change', async () => {
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1850 }))
    const sale = await sell(admin, [{ product }], { enterAmount: 50 })
    const { order } = (await admin.get(`/api/order/${sale.id}`)).json()
    expect(order).toMatchObject({ totalAmount: 18.5, enterAmount: 50, method: true })
    const invoice = pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)
    expect(invoice).toMatch(/Tendered\n\$50\.00\nChange\n\$31\.50/)
    const customer = await addCustomer(admin)
    const credit = await sell(admin, [{ product }], { method: false, customer_id: customer, enterAmount: 5 })
    expect((await admin.get(`/api/order/${credit.id}`)).json().order.enterAmount).toBe(5)
    // On credit there is no change: the invoice says what is due instead.
    expect(pdfText((await admin.get(`/api/export-sale-invoice/${credit.id}`)).rawPayload)).not.toContain('Tendered')
  })

  it('refuses a cash sale when the amount entered is short of the payable total', async () => {
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 }))
    const response = await admin.post('/api/sale', saleBody([{ product }], { enterAmount: 5 }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.enterAmount).toEqual(['The Amount entered is less than the payable 10.00.'])
  })
})

describe('selling beyond the stock', () => {
  it('with overSelling set, refuses a sale that would take any stock below zero: 409, nothing written', async () => {
    await setPos(test, { overSelling: true })
    const plenty = await posProduct(admin, await stockedProduct(10))
    const scarce = await posProduct(admin, await stockedProduct(2))
    const counts = await Promise.all(
      (['orders', 'payments', 'stock_movements', 'order_items'] as const).map((table) => countRows(test, table)),
    )
    const response = await admin.post(
      '/api/sale',
      saleBody([
        { product: plenty, qty: 1 },
        { product: scarce, qty: 3 },
      ]),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toContain(scarce.name)
    expect(
      await Promise.all(
        (['orders', 'payments', 'stock_movements', 'order_items'] as const).map((table) => countRows(test, table)),
      ),
    ).toEqual(counts)
    expect(await stockRow(test, plenty.id)).toMatchObject({ quantity: 10, sold: 0 })
    expect(await stockRow(test, scarce.id)).toMatchObject({ quantity: 2, sold: 0 })
  })

  it('with overSelling off, lets the stock go below zero', async () => {
    await setPos(test, { overSelling: false })
    const product = await posProduct(admin, await stockedProduct(1))
    await sell(admin, [{ product, qty: 3 }])
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: -2, sold: 3 })
    await setPos(test, { overSelling: true })
    await expectBooksBalance(test)
  })
})

describe('Idempotency-Key', () => {
  it('the same key twice gives one sale and the first answer', async () => {
    const id = await stockedProduct(10)
    const body = saleBody([{ product: await posProduct(admin, id), qty: 2 }])
    const headers = { 'idempotency-key': 'checkout-1111' }
    const first = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    const second = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual(first.json())
    expect(await stockRow(test, id)).toMatchObject({ quantity: 8, sold: 2 })
  })

  it('the same key sent twice at once still sells once', async () => {
    const id = await stockedProduct(10)
    const body = saleBody([{ product: await posProduct(admin, id), qty: 1 }])
    const headers = { 'idempotency-key': 'double-click-2222' }
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1)
    expect(await stockRow(test, id)).toMatchObject({ quantity: 9, sold: 1 })
  })

  it('refuses the same key with another cart', async () => {
    const product = await posProduct(admin, await stockedProduct(10))
    const headers = { 'idempotency-key': 'reused-3333' }
    expect(
      (await admin.request({ method: 'POST', url: '/api/sale', payload: saleBody([{ product, qty: 1 }]), headers }))
        .statusCode,
    ).toBe(201)
    await expectKeyRefusedForAnotherCart(admin, product, headers)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 9 })
  })

  it('a key is the user’s own: another cashier with the same key sells on their own', async () => {
    await createStaff(test, { email: 'cashier-idem@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier-idem@example.com', 'password123')
    const product = await posProduct(admin, await stockedProduct(10))
    const headers = { 'idempotency-key': 'shared-4444' }
    const body = saleBody([{ product }])
    const one = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    const two = await cashier.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    expect(one.json().id).not.toBe(two.json().id)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 8 })
  })
})

describe('Idempotency-Key that is a till’s client id (a UUID)', () => {
  it('is stored once, with the sale, and a retry gets the first answer', async () => {
    const id = await stockedProduct(10)
    const body = saleBody([{ product: await posProduct(admin, id), qty: 2 }])
    const key = '6F1C2B9A-3D4E-4F50-8A6B-7C8D9E0F1A2B'
    const keysBefore = await countRows(test, 'idempotency_keys')
    const headers = { 'idempotency-key': key }
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1)
    const later = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    expect(later.json()).toEqual(answers[0]?.json())
    expect(await stockRow(test, id)).toMatchObject({ quantity: 8, sold: 2 })
    // The UUID is written in client_sales alone (issue 35), lower-cased as the till's id.
    expect(await countRows(test, 'idempotency_keys')).toBe(keysBefore)
    const stored = await test.database.db
      .selectFrom('client_sales')
      .select(['order_id', 'request_hash'])
      .where('client_id', '=', key.toLowerCase())
      .execute()
    expect(stored).toEqual([{ order_id: answers[0]?.json().id, request_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }])
  })

  it('a retry after the product was taken off sale is still answered with the sale', async () => {
    const id = await stockedProduct(10)
    const body = saleBody([{ product: await posProduct(admin, id), qty: 1 }])
    const headers = { 'idempotency-key': '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a' }
    const first = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    expect(first.statusCode).toBe(201)
    await test.database.db.updateTable('products').set({ state: 0 }).where('id', '=', id).execute()
    const retry = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
    expect(await stockRow(test, id)).toMatchObject({ quantity: 9, sold: 1 })
    // Without the key, the same cart is refused: the product is no longer for sale.
    expect((await admin.request({ method: 'POST', url: '/api/sale', payload: body })).statusCode).toBe(422)
  })

  it('refuses the same id with another cart, and another cashier’s retry is answered with the sale', async () => {
    const product = await posProduct(admin, await stockedProduct(10))
    const headers = { 'idempotency-key': '0b7e4d2c-1a3f-4e5d-9c8b-7a6f5e4d3c2b' }
    const first = await admin.request({ method: 'POST', url: '/api/sale', payload: saleBody([{ product }]), headers })
    expect(first.statusCode).toBe(201)
    await expectKeyRefusedForAnotherCart(admin, product, headers)
    // A till's id names one sale in the whole shop: whoever sends it again is told that sale, none is added.
    await createStaff(test, { email: 'cashier-uuid@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier-uuid@example.com', 'password123')
    const again = await cashier.request({ method: 'POST', url: '/api/sale', payload: saleBody([{ product }]), headers })
    expect(again.json()).toEqual(first.json())
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 9, sold: 1 })
  })
})

describe('the Transactions list', () => {
  it("carries the customer's email, which the email-invoice dialog starts with", async () => {
    const customer = await addCustomer(admin, { email: 'invoice.me@example.com' })
    const product = await posProduct(admin, await stockedProduct(5))
    const withCustomer = await sell(admin, [{ product }], { customer_id: customer })
    const walkIn = await sell(admin, [{ product }])
    const list = await admin.get('/api/order?filter=salling&itemsPerPage=50')
    expect(list.statusCode, list.body).toBe(200)
    const rows: { id: number; partyEmail: string }[] = list.json().items
    expect(rows.find((row) => row.id === withCustomer.id)?.partyEmail).toBe('invoice.me@example.com')
    expect(rows.find((row) => row.id === walkIn.id)?.partyEmail).toBe('')
  })
})

describe('due sales and payments', () => {
  it("refuses a sale on credit without a customer: 'Please select customer for due payment !'", async () => {
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 }))
    const response = await admin.post('/api/sale', saleBody([{ product }], { method: false, enterAmount: 0 }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.customer_id).toEqual(['Please select customer for due payment !'])
  })

  it('records a sale on credit as pending until its due date, paid later until nothing is due, and refuses overpaying', async () => {
    const customer = await addCustomer(admin)
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 5000 }))
    const sale = await sell(admin, [{ product }], {
      method: false,
      customer_id: customer,
      enterAmount: 0,
      dueDate: '2030-01-31',
    })
    let panel = (await admin.get(`/api/order-payments/${sale.id}`)).json()
    expect(panel.due).toBe(50)
    expect(panel.payments).toEqual([
      expect.objectContaining({ status: false, method: false, amount: 50, dueDate: '2030-01-31' }),
    ])
    const order = (await admin.get(`/api/order/${sale.id}`)).json().order
    expect(order).toMatchObject({ method: false, dueDate: '2030-01-31', customer_id: customer })

    expect(
      (await admin.post(`/api/make-payment/${sale.id}`, { amount: 20, gateway: 'card', status: true })).statusCode,
    ).toBe(201)
    expect((await admin.get(`/api/order-payments/${sale.id}`)).json().due).toBe(30)
    const over = await admin.post(`/api/make-payment/${sale.id}`, { amount: 30.01, gateway: 'cash', status: true })
    expect(over.statusCode).toBe(422)
    expect(over.json().errors.amount).toBeDefined()
    expect(
      (await admin.post(`/api/make-payment/${sale.id}`, { amount: 30, gateway: 'cash', status: true })).statusCode,
    ).toBe(201)
    panel = (await admin.get(`/api/order-payments/${sale.id}`)).json()
    expect(panel.due).toBe(0)
  })

  it('on credit, takes what was handed over as paid and leaves the rest pending', async () => {
    const customer = await addCustomer(admin)
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 5000 }))
    const sale = await sell(admin, [{ product }], { method: false, customer_id: customer, enterAmount: 20 })
    const panel = (await admin.get(`/api/order-payments/${sale.id}`)).json()
    expect(panel.due).toBe(30)
    expect(
      panel.payments.map((payment: { status: boolean; amount: number }) => [payment.status, payment.amount]),
    ).toEqual([
      [true, 20],
      [false, 30],
    ])
  })
})

describe('items bought from customers', () => {
  it('sells an unsold custom product once, marking it sold', async () => {
    const itemId = await addBoughtItem(test, {
      model: 'iPhone 11',
      imei: '356789',
      cost: 10000,
      price: 15000,
      barcode: '212345678903',
    })
    const tiles = (await admin.get('/api/custom-products-for-pos')).json().items
    expect(tiles).toContainEqual(expect.objectContaining({ id: itemId, custom: true, name: 'iPhone 11', price: 150 }))
    const scanned = (await admin.post('/api/product-search', { key: '212345678903' })).json()
    expect(scanned.custom).toEqual([expect.objectContaining({ id: itemId })])

    const custom = { id: itemId, custom: true as const, name: 'iPhone 11', price: 150 }
    const sale = await sell(admin, [{ product: custom }])
    const item = (await admin.get(`/api/order/${sale.id}`)).json().order.items[0]
    expect(item).toMatchObject({ name: 'iPhone 11', price: 150, cost: 100, product_id: null })
    const sold = await test.database.db
      .selectFrom('custom_products')
      .select('isSold')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow()
    expect(sold.isSold).toBe(1)
    const again = await admin.post('/api/sale', saleBody([{ product: custom }]))
    expect(again.statusCode).toBe(422)
    expect(
      (await admin.get('/api/custom-products-for-pos')).json().items.map((tile: { id: number }) => tile.id),
    ).not.toContain(itemId)
  })
})

describe('the sold view', () => {
  it('downloads the invoice as a real PDF named exported.pdf', async () => {
    const sale = await sell(admin, [
      { product: await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 })) },
    ])
    const response = await admin.get(`/api/export-sale-invoice/${sale.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe('attachment; filename="exported.pdf"')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await admin.get('/api/export-sale-invoice/999999')).statusCode).toBe(404)
  })

  it('writes money and the date on the invoice as the screens do: grouped, with the shop symbol, in its zone', async () => {
    const sale = await sell(admin, [
      { product: await posProduct(admin, await addProduct(test, { qty: 5, price: 123450, name: 'Grouped Price' })) },
    ])
    const createdAt = (await admin.get(`/api/order/${sale.id}`)).json().order.created_at as string
    const setGeneral = (general: Partial<Awaited<ReturnType<typeof test.services.settings.get>>['general']>) =>
      test.services.settings.update((current) => ({ ...current, general: { ...current.general, ...general } }))
    const { general } = await test.services.settings.get()
    await setGeneral({ dateFormat: 'd M Y', timezone: 'Asia/Tokyo' })
    try {
      const text = pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)
      expect(text).toContain('$1,234.50')
      expect(text).not.toContain('$1234.50')
      expect(text).toContain(`Date: ${dMYHi(createdAt, 'Asia/Tokyo')}`)
      await setGeneral({ symbol: 'Rs', symbolOnLeft: false, spaceBetweenAmountAndSymbol: true })
      expect(pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)).toContain('1,234.50 Rs')
    } finally {
      await setGeneral(general)
    }
  })

  it('mails the invoice with the PDF attached', async () => {
    const sale = await sell(admin, [
      { product: await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 })) },
    ])
    const count = mail.mails.length
    const response = await admin.post(`/api/email-sale-invoice/${sale.id}`, { emailTo: 'buyer@example.com' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: 'Invoice has been sent.' })
    const sent = await mail.waitForMail(count + 1)
    expect(sent.to).toEqual(['buyer@example.com'])
    const raw = decodeQuotedPrintable(sent.raw)
    expect(raw).toContain(sale.key)
    expect(raw).toMatch(/Content-Type: application\/pdf/i)
    expect(raw).toContain(`filename=invoice-${sale.key}.pdf`)
    const invalid = await admin.post(`/api/email-sale-invoice/${sale.id}`, { emailTo: 'not-an-address' })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors.emailTo).toBeDefined()
  })

  it('marks the shipping as sent once', async () => {
    const sale = await sell(admin, [
      { product: await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 })) },
    ])
    expect((await admin.get(`/api/order/${sale.id}`)).json().order.shippingStatus).toBe(false)
    expect((await admin.post(`/api/order-shipped/${sale.id}`)).json()).toEqual({
      message: 'Shipping has been marked as sent.',
    })
    expect((await admin.get(`/api/order/${sale.id}`)).json().order.shippingStatus).toBe(true)
    expect((await admin.post(`/api/order-shipped/${sale.id}`)).statusCode).toBe(409)
  })

  it('prints the vendor credit unless the owner licence of this shop unlocks it', async () => {
    expect((await admin.get('/api/print-footer')).json()).toEqual({
      vendorCredit: true,
      text: 'Printed with Counterpart',
    })
    const { general } = await test.services.settings.get()
    await test.services.settings.update((current) => ({
      ...current,
      general: { ...current.general, ownnerInfo: 'made-up-key' },
    }))
    expect((await admin.get('/api/print-footer')).json().vendorCredit).toBe(true)
    const key = ownerLicenceKey(general.site_name, 'test-licence-secret')
    await test.services.settings.update((current) => ({ ...current, general: { ...current.general, ownnerInfo: key } }))
    expect((await admin.get('/api/print-footer')).json().vendorCredit).toBe(false)
    await test.services.settings.update((current) => ({ ...current, general: { ...current.general, ownnerInfo: '' } }))
  })

  it('puts the vendor credit on the invoice PDF by the same rule', async () => {
    const sale = await sell(admin, [
      { product: await posProduct(admin, await addProduct(test, { qty: 5, price: 1000, name: 'Licence Check' })) },
    ])
    const invoiceText = async () => pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)
    await expectVendorCreditFollowsLicence(test, invoiceText, 'Licence Check')
  })
})

describe('removing a sale from Transactions', () => {
  it('is a soft delete: gone from the list and detail, its units back on the shelf', async () => {
    const id = await stockedProduct(5)
    const sale = await sell(admin, [{ product: await posProduct(admin, id), qty: 2 }])
    const before = (await admin.get('/api/order?filter=salling')).json().total as number
    const response = await admin.delete(`/api/order/${sale.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Order has been removed.' })
    expect((await admin.get(`/api/order/${sale.id}`)).statusCode).toBe(404)
    const list = (await admin.get('/api/order?filter=salling&itemsPerPage=100')).json()
    expect(list.items.map((row: { id: number }) => row.id)).not.toContain(sale.id)
    expect(list.total).toBe(before - 1)
    // Issue 28, item 9: the two units are back, and no longer sold.
    expect(await stockRow(test, id)).toMatchObject({ quantity: 5, sold: 0 })
    const kept = await test.database.db
      .selectFrom('orders')
      .select('deleted_at')
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow()
    expect(kept.deleted_at).not.toBeNull()
    expect((await admin.delete(`/api/order/${sale.id}`)).statusCode).toBe(404)
  })
})

describe('the audit log', () => {
  it('a sale writes one order event with its money and goods: key, total, paid, gateway, lines', async () => {
    const id = await stockedProduct(10)
    const product = await posProduct(admin, id)
    const response = await admin.post('/api/sale', saleBody([{ product, qty: 3 }], { gateway: 'card' }))
    expect(response.statusCode, response.body).toBe(201)
    const sale = response.json()
    const events = await auditEventsOf(test, response)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      entity: 'order',
      entity_id: String(sale.id),
      action: 'sold',
      route: 'POST /api/sale',
    })
    expect(events[0]?.user_id).toEqual(expect.any(Number))
    expect(events[0]?.changes).toEqual({
      key: { after: sale.key },
      totalAmount: { after: 60 },
      paid: { after: 60 },
      due: { after: 0 },
      gateway: { after: 'card' },
      customer_id: { after: null },
      items: { after: [{ product_id: id, qty: 3, price: 20 }] },
    })
  })

  it('a sale on credit shows what was paid and what is left due', async () => {
    const customer = await addCustomer(admin)
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 5000 }))
    const body = saleBody([{ product }], {
      method: false,
      customer_id: customer,
      enterAmount: 20,
      dueDate: '2031-01-31',
    })
    const response = await admin.post('/api/sale', body)
    expect(response.statusCode, response.body).toBe(201)
    const [event] = await auditEventsOf(test, response)
    expect(event?.changes).toMatchObject({ totalAmount: { after: 50 }, paid: { after: 20 }, due: { after: 30 } })
  })

  it('a sale refused for stock (409) or for its totals (422) writes no event', async () => {
    await setPos(test, { overSelling: true })
    const scarce = await posProduct(admin, await stockedProduct(1))
    const events = await countRows(test, 'audit_events')
    const short = await admin.post('/api/sale', saleBody([{ product: scarce, qty: 2 }]))
    expect(short.statusCode).toBe(409)
    expect(await auditEventsOf(test, short)).toEqual([])
    const tampered = await admin.post('/api/sale', { ...saleBody([{ product: scarce }]), totalAmount: 1 })
    expect(tampered.statusCode).toBe(422)
    expect(await auditEventsOf(test, tampered)).toEqual([])
    expect(await countRows(test, 'audit_events')).toBe(events)
    await setPos(test, { overSelling: false })
  })

  it('a retried sale (the same Idempotency-Key) gets the first answer and writes no second event', async () => {
    const body = saleBody([{ product: await posProduct(admin, await stockedProduct(10)) }])
    const headers = { 'idempotency-key': 'audit-retry-1' }
    const first = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    const second = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(await auditEventsOf(test, first)).toHaveLength(1)
    expect(await auditEventsOf(test, second)).toEqual([])
  })

  it('marking the shipping sent and removing a sale each write one order event', async () => {
    const sale = await sell(admin, [{ product: await posProduct(admin, await stockedProduct(5)), qty: 2 }])
    const shipped = await admin.post(`/api/order-shipped/${sale.id}`)
    expect(shipped.statusCode).toBe(200)
    const [shipping] = await auditEventsOf(test, shipped)
    expect(shipping).toMatchObject({ entity: 'order', entity_id: String(sale.id), action: 'marked shipped' })
    expect(shipping?.changes).toEqual({ shippingStatus: { before: 0, after: 1 } })
    const again = await admin.post(`/api/order-shipped/${sale.id}`)
    expect(again.statusCode).toBe(409)
    expect(await auditEventsOf(test, again)).toEqual([])

    const removed = await admin.delete(`/api/order/${sale.id}`)
    expect(removed.statusCode).toBe(200)
    const events = await auditEventsOf(test, removed)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ entity: 'order', entity_id: String(sale.id), action: 'removed' })
    expect(events[0]?.changes).toEqual({
      key: { before: sale.key },
      kind: { before: 'sale' },
      totalAmount: { before: 40 },
    })
  })
})

describe('gates', () => {
  it('needs saleCreate to sell, saleRefund to refund, saleExport, saleEmail and orderRemove for the rest', async () => {
    await createStaff(test, { email: 'viewer@example.com', flags: ['saleList', 'saleDetails'] })
    const viewer = new TestClient(test.app)
    await viewer.login('viewer@example.com', 'password123')
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 }))
    const sale = await sell(admin, [{ product }])
    const checks: [string, string, unknown][] = [
      ['POST', '/api/sale', saleBody([{ product }])],
      ['GET', '/api/products-for-pos', undefined],
      ['POST', '/api/product-search', { key: 'x' }],
      ['POST', '/api/confirm-sale', { trx: sale.key }],
      ['GET', `/api/export-sale-invoice/${sale.id}`, undefined],
      ['POST', `/api/email-sale-invoice/${sale.id}`, { emailTo: 'a@example.com' }],
      ['DELETE', `/api/order/${sale.id}`, undefined],
    ]
    for (const [method, url, payload] of checks) {
      const response = await viewer.request({
        method: method,
        url,
        ...(payload ? { payload: payload } : {}),
      })
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
    expect(await countRows(test, 'orders')).toBeGreaterThan(0)
    expect((await viewer.get(`/api/order/${sale.id}`)).statusCode).toBe(200)
  })
})
