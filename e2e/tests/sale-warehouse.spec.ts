import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/** A Live purchase of `qty` units at 10.00 from the supplier, made through the API like the Buy form does. */
async function purchase(page: Page, supplier: number, product: number, qty: number): Promise<number> {
  const total = 10 * qty
  const answer = await apiCall<{ id: number }>(page, 'POST', '/api/purchase', {
    reference: 'PO-SALE-WAREHOUSE',
    purchasing: true,
    supplier_id: supplier,
    method: true,
    dueDate: null,
    taxRate: 0,
    discountRate: 0,
    shippingAmount: 0,
    totalItems: qty,
    subTotal: total,
    discountedAmount: 0,
    taxAmount: 0,
    totalAmount: total,
    items: [{ product_id: product, cost: 10, qty, subTotal: total }],
  })
  expect(answer.status).toBe(201)
  return answer.body.id
}

async function queueInto(page: Page, productName: string, warehouseName: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Product' }).click()
  await page.getByRole('option', { name: new RegExp(productName) }).click()
  await page.getByRole('combobox', { name: 'Warehouse' }).click()
  await page.getByRole('option', { name: warehouseName }).click()
  await page.getByRole('spinbutton', { name: 'Price' }).fill('20')
  await page.getByRole('textbox', { name: 'Rack Number' }).fill('B-1')
  await page.getByRole('button', { name: 'Set' }).click()
}

test('goods received into another warehouse: Stock update warns and can switch, the tile says where they are', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const backRoom = `Back Room ${stamp}`
  const charger = `Charger ${stamp}`
  const cable = `Cable ${stamp}`
  await signInByApi(page)
  const supplier = await apiCall<{ id: number }>(page, 'POST', '/api/supplier', {
    firstName: 'Sam',
    company: `Chargers ${stamp}`,
  })
  expect(supplier.status).toBe(201)
  const warehouse = await apiCall<{ id: number }>(page, 'POST', '/api/warehouse', {
    name: backRoom,
    location: 'Behind the shop',
    maxVolume: 100,
  })
  expect(warehouse.status).toBe(201)
  const main = await apiCall<{ warehouse?: { name: string }; name?: string }>(page, 'GET', '/api/warehouse/1')
  const mainName = main.body.warehouse?.name ?? main.body.name ?? ''
  const products: number[] = []
  for (const [index, name] of [charger, cable].entries()) {
    const product = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
      name,
      sku: `SW${stamp}${index}`,
      price: 20,
      cost: 10,
      suppliers: [supplier.body.id],
    })
    expect(product.status).toBe(200)
    products.push(product.body.id)
  }
  const [chargerId, cableId] = products as [number, number]

  // Ten chargers into the Back Room, left selling from the main warehouse: a warning, no switch.
  const first = await purchase(page, supplier.body.id, chargerId, 10)
  await page.goto(`/stock-update/${first}`)
  await queueInto(page, charger, backRoom)
  await expect(page.getByRole('alert').filter({ hasText: 'will not be sold at the terminal' })).toHaveText(
    new RegExp(`${charger} sells from ${mainName}: what goes into ${backRoom} will not be sold at the terminal.`),
  )
  await page.screenshot({ path: 'test-results/sale-warehouse-stock-update.png', fullPage: true })
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Stocks updated !').first()).toBeVisible()

  // At the terminal the charger's tile says the ten are elsewhere instead of 0.
  await page.goto('/pos/portal')
  const tile = page.getByRole('button', { name: `Add ${charger}` })
  await expect(tile).toContainText('10 elsewhere')
  await page.screenshot({ path: 'test-results/sale-warehouse-tile.png' })

  // Cables into the Back Room with the switch ticked: they sell from there.
  const second = await purchase(page, supplier.body.id, cableId, 5)
  await page.goto(`/stock-update/${second}`)
  await queueInto(page, cable, backRoom)
  await page.getByRole('checkbox', { name: `Sell it from ${backRoom}` }).check()
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Stocks updated !').first()).toBeVisible()
  const detail = await apiCall<{ product: { warehouseSaleFrom: number } }>(page, 'GET', `/api/product/${cableId}`)
  expect(detail.body.product.warehouseSaleFrom).toBe(warehouse.body.id)
  await page.goto('/pos/portal')
  await expect(page.getByRole('button', { name: `Add ${cable}` })).toContainText('5 left')
})
