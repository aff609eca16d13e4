import { withCheckDigit } from '@counterpart/domain/devices'
import { expect, type Page } from '@playwright/test'
import { fromCents, toCents } from '@counterpart/domain/money'
import { refundTotals } from '@counterpart/domain/pricing/pos'
import type { ConfirmSaleResponse, SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import { isoDay, purchaseRequest, saleRequest } from './sales.ts'
import { apiCall, xsrfToken } from './session.ts'

/** The records one call of `seedShop` makes, by the placeholder names of `support/pages.ts`. */
export interface SeededShop {
  stamp: number
  product: number
  productName: string
  customer: number
  customerName: string
  supplier: number
  supplierName: string
  warehouse: number
  /** A category with a long name, for the category form. */
  category: number
  warehouseName: string
  purchase: number
  /** A cash sale to the customer, partly refunded. */
  sale: number
  saleKey: string
  refund: number
  refundKey: string
  /** A sale on credit to the customer, with one payment on it. */
  creditSale: number
  creditSaleKey: string
  payment: number
  repair: number
  bill: number
  customProduct: number
  /** The unit of the phone bought from the customer (issue 29): its passport. */
  device: number
  /** A closed till session (issue 19): a float, cash out, a count short of expected, and its Z. */
  tillSession: number
  /** A product with stock in the seeded warehouse (issue 28, item 9): its stock history has a few movements. */
  stockedProduct: number
  /** A posted count of the seeded warehouse, one short, and a transfer from it received one short. */
  stockCount: number
  stockTransfer: number
}

/** A 1x1 PNG: the buy-back form's drawn signature. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

async function created<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>(page, 'POST', url, body)
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  return answer.body
}

/**
 * One of everything the back office shows, made through the API with long names (the ones that make
 * tables and cards overflow): a supplier who supplies a product sold from a new warehouse, a purchase of
 * it, a customer with a cash sale partly refunded and a sale on credit partly paid, a repair, a bill,
 * an item bought from a customer and a closed till session. Detail pages then show real data and every list has rows.
 */
export async function seedShop(page: Page): Promise<SeededShop> {
  const stamp = Date.now()
  const warehouseName = `Riverside Distribution Centre North Wing ${stamp}`
  const category = await created<{ id: number }>(page, '/api/category', {
    name: `Refurbished Smartphones and Accessories Grade A ${stamp}`,
    barcode: `CAT${stamp}`,
  })
  const warehouse = await created<{ id: number }>(page, '/api/warehouse', {
    name: warehouseName,
    location: 'Unit 14, Riverside Industrial Estate, Long Harbour Road',
    email: `riverside.north.${stamp}@example.com`,
    phone: '+44 20 7946 0958',
    maxVolume: 5000,
  })
  const supplierName = `Northwind Wholesale Electronics & Accessories ${stamp}`
  const supplier = await created<{ id: number }>(page, '/api/supplier', {
    firstName: 'Bartholomew',
    lastName: 'Featherstonehaugh',
    company: supplierName,
    email: `bartholomew.featherstonehaugh.${stamp}@northwind-wholesale.example.com`,
    phone: '+44 20 7946 0001',
    address: '221B Long Warehouse Boulevard, Industrial Park East, Manchester M1 1AA',
  })
  const productName = `Ultra-Slim Magnetic Wireless Charging Stand for Phones and Earbuds ${stamp}`
  const product = await created<{ id: number }>(page, '/api/product', {
    name: productName,
    type: 'Standard',
    barcode_symbology: 'code128',
    sku: `WCS-${stamp}`,
    price: 49.5,
    cost: 21.25,
    qty: 500,
    suppliers: [supplier.id],
    warehouseSaleFrom: warehouse.id,
    unitOfMeasure: 'pcs',
  })
  const purchase = await created<{ id: number }>(
    page,
    '/api/purchase',
    purchaseRequest(`PO-${stamp}`, supplier.id, { product_id: product.id, cost: 21.25, qty: 12 }),
  )
  const customerName = `Maximiliana Vandersteenhoven-Oyelaran ${stamp}`
  const customer = await created<{ id: number }>(page, '/api/customer', {
    firstName: 'Maximiliana',
    lastName: `Vandersteenhoven-Oyelaran ${stamp}`,
    email: `maximiliana.vandersteenhoven.${stamp}@example.com`,
    phone: '+44 7700 900123',
    address: 'Flat 7, Kensington Mansions, 1200 Very Long Avenue Name, London W8 4PT',
  })

  const sold = { id: product.id, name: productName, price: 49.5 }
  const sale = await created<SaleCreatedResponse>(
    page,
    '/api/sale',
    saleRequest([{ product: sold, qty: 3 }], { customer_id: customer.id }),
  )
  const refund = await refundOne(page, sale.key)
  const creditSale = await created<SaleCreatedResponse>(
    page,
    '/api/sale',
    saleRequest([{ product: sold, qty: 2 }], { customer_id: customer.id, method: false }),
  )
  const payment = await created<{ id: number }>(page, `/api/make-payment/${creditSale.id}`, {
    gateway: 'cash',
    status: true,
    method: true,
    amount: 30,
    note: 'Part paid at the counter by the customer herself',
  })

  const repair = await created<{ id: number }>(page, '/api/repair', {
    name: customerName,
    email: `maximiliana.${stamp}@example.com`,
    phone: '+44 7700 900123',
    address: 'Flat 7, Kensington Mansions, London',
    issue: 'Cracked screen and the charging port only works at an angle after a fall down the stairs',
    deviceName: `Samsung Galaxy S24 Ultra Titanium Violet 512 GB ${stamp}`,
    imei: '356938035643809',
    sNumber: 'R58N12ABCDE',
    charges: 180,
    taxRate: 0,
    prePaid: 50,
  })
  const bill = await created<{ id: number }>(page, '/api/bill', {
    name: `Quarterly electricity and broadband for the high street shop ${stamp}`,
    date: isoDay(0),
    time: '10:30',
    items: [{ name: 'Electricity, standing charge and usage for the quarter', qty: 1, price: 412.8 }],
  })
  const boughtImei = withCheckDigit(`35${String(stamp).slice(-12).padStart(12, '0')}`)
  const customProduct = await buyFromCustomer(page, {
    fullName: customerName,
    phone: '+44 7700 900123',
    address: 'Flat 7, Kensington Mansions, London',
    model: `Apple iPhone 15 Pro Max Natural Titanium 1 TB ${stamp}`,
    // A phone of its own each time: the shop may not buy a device it already holds (issue 29), and several
    // journeys seed a shop in one database. With its right check digit: a wrong one is refused (issue 29).
    imei: boughtImei,
    cost: '420.00',
    price: '599.00',
    sign: SIGNATURE,
  })
  const units = await page.request.get(`/api/devices?search=${boughtImei}`)
  const device = ((await units.json()) as { items: { id: number }[] }).items[0]?.id ?? 0
  const till = await created<{ id: number }>(page, '/api/tills', {
    name: `Front counter till by the street window ${stamp}`,
  })
  const { session } = await created<{ session: { id: number } }>(page, `/api/tills/${till.id}/open`, {
    openingFloat: 150,
  })
  await created(page, `/api/till-sessions/${session.id}/cash`, {
    direction: 'out',
    amount: 40,
    reason: 'Banked at the branch on the corner before the lunchtime rush, envelope 17',
  })
  await created(page, `/api/till-sessions/${session.id}/close`, {
    denominations: [
      { value: 50, count: 2 },
      { value: 0.5, count: 3 },
    ],
  })

  // Stock that counts and transfers act on: eight units received into the seeded warehouse, a count that
  // found one missing, three sent to the main warehouse of which two arrived.
  const stockedName = `Braided USB-C to Lightning Fast Charging Cable Two Metres ${stamp}`
  // A supplier of its own: the seeded supplier's page lists its one product.
  const cableSupplier = await created<{ id: number }>(page, '/api/supplier', {
    firstName: 'Imogen',
    company: `Cable Works ${stamp}`,
    email: `cables.${stamp}@example.com`,
  })
  const stocked = await created<{ id: number }>(page, '/api/product', {
    name: stockedName,
    type: 'Standard',
    sku: `CBL-${stamp}`,
    price: 19.99,
    cost: 6.5,
    suppliers: [cableSupplier.id],
    warehouseSaleFrom: warehouse.id,
  })
  const restock = await created<{ id: number }>(
    page,
    '/api/purchase',
    purchaseRequest(`PO-C-${stamp}`, cableSupplier.id, { product_id: stocked.id, cost: 6.5, qty: 8 }),
  )
  await created(page, '/api/stock', {
    purchaseId: restock.id,
    items: [{ product: stocked.id, warehouse: warehouse.id, price: 19.99, rackNumber: 'B-2' }],
  })
  const stockCount = await created<{ id: number }>(page, '/api/stock-counts', {
    warehouse_id: warehouse.id,
    blind: true,
    note: 'Month-end count of the north wing before the stocktake weekend',
  })
  await created(page, `/api/stock-counts/${stockCount.id}/post`, { lines: [{ product_id: stocked.id, counted: 7 }] })
  const stockTransfer = await created<{ id: number }>(page, '/api/stock-transfers', {
    warehouse_id: warehouse.id,
    to_warehouse_id: 1,
    note: 'Cables for the shop floor display by the till',
    lines: [{ product_id: stocked.id, qty: 3 }],
  })
  await created(page, `/api/stock-transfers/${stockTransfer.id}/receive`, {
    lines: [{ product_id: stocked.id, received: 2 }],
  })

  return {
    stamp,
    stockedProduct: stocked.id,
    stockCount: stockCount.id,
    stockTransfer: stockTransfer.id,
    category: category.id,
    product: product.id,
    productName,
    customer: customer.id,
    customerName,
    supplier: supplier.id,
    supplierName,
    warehouse: warehouse.id,
    warehouseName,
    purchase: purchase.id,
    sale: sale.id,
    saleKey: sale.key,
    refund: refund.id,
    refundKey: refund.key,
    creditSale: creditSale.id,
    creditSaleKey: creditSale.key,
    payment: payment.id,
    repair: repair.id,
    bill: bill.id,
    customProduct,
    device,
    tillSession: session.id,
  }
}

/** Returns one unit of the sale's first line, totals as the refund screen computes them. */
async function refundOne(page: Page, saleKey: string): Promise<SaleCreatedResponse> {
  const { info } = await created<ConfirmSaleResponse>(page, '/api/confirm-sale', { trx: saleKey })
  const item = info.items[0]
  if (!item) throw new Error(`sale ${saleKey} has no lines`)
  const totals = refundTotals({
    items: [{ price: toCents(item.price), qty: 1, discount: item.discount }],
    taxRate: info.taxRate,
    discountRate: info.discountRate,
    taxIncluded: info.taxIncluded,
    refundableTotal: toCents(info.refundableTotal),
  })
  return created<SaleCreatedResponse>(page, '/api/sale-return', {
    refunding: true,
    parent_id: info.id,
    gateway: 'cash',
    note: '',
    discountAmount: fromCents(totals.discountedAmount),
    taxAmount: fromCents(totals.taxAmount),
    totalItems: totals.totalItems,
    totalAmount: fromCents(totals.totalAmount),
    items: [{ id: item.id, qty: 1, name: item.name, price: item.price, discount: item.discount }],
  })
}

/** The buy-back form is multipart (it carries photos); the drawn signature is enough here. */
async function buyFromCustomer(page: Page, fields: Record<string, string>): Promise<number> {
  const response = await page.request.post('/api/custom-product', {
    headers: { 'x-xsrf-token': await xsrfToken(page) },
    multipart: fields,
  })
  const text = await response.text()
  expect(response.status(), text).toBeLessThan(300)
  return (JSON.parse(text) as { item: { id: number } }).item.id
}
