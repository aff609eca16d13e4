import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { purchaseRequest } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

async function created<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>(page, 'POST', url, body)
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  return answer.body
}

test('an owner counts a warehouse, adjusts, transfers with a shortfall, reprices a warehouse, receives in part and reads the stock history', async ({
  page,
}) => {
  const stamp = Date.now()
  const north = `North store ${stamp}`
  const south = `South store ${stamp}`
  const productName = `Screen protector ${stamp}`

  await signInByApi(page)
  // Ten screen protectors on the shelf of the north store.
  const from = await created<{ id: number }>(page, '/api/warehouse', { name: north, maxVolume: 100 })
  await created<{ id: number }>(page, '/api/warehouse', { name: south, maxVolume: 100 })
  const supplier = await created<{ id: number }>(page, '/api/supplier', {
    firstName: 'Ada',
    company: `Glass ${stamp}`,
    email: `glass.${stamp}@example.com`,
  })
  const product = await created<{ id: number }>(page, '/api/product', {
    name: productName,
    sku: `SP${stamp}`,
    price: 15,
    cost: 4,
    suppliers: [supplier.id],
    warehouseSaleFrom: from.id,
  })
  const purchase = await created<{ id: number }>(
    page,
    '/api/purchase',
    purchaseRequest(`PO-${stamp}`, supplier.id, { product_id: product.id, cost: 4, qty: 10 }),
  )
  await created(page, '/api/stock', {
    purchaseId: purchase.id,
    items: [{ product: product.id, warehouse: from.id, price: 15, rackNumber: 'A-1' }],
  })

  // Five more bought: the Stock update form starts from the price the ten sell at, and says what a new one does.
  const more = await created<{ id: number }>(
    page,
    '/api/purchase',
    purchaseRequest(`PO2-${stamp}`, supplier.id, { product_id: product.id, cost: 4, qty: 5 }),
  )
  await page.goto(`/stock-update/${more.id}`)
  await page.getByRole('combobox', { name: 'Product' }).click()
  await page.getByRole('option', { name: new RegExp(productName) }).click()
  await page.getByRole('combobox', { name: 'Warehouse' }).click()
  await page.getByRole('option', { name: north }).click()
  await expect(page.getByRole('spinbutton', { name: 'Price' })).toHaveValue('15')
  await page.getByRole('spinbutton', { name: 'Price' }).fill('16')
  await expect(page.getByText(`The selling price in ${north} changes from $15.00 to $16.00.`)).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Price' }).fill('15')
  await expect(page.getByText(/The selling price in .* changes/)).toHaveCount(0)

  // Only three of the five came: a delivery in parts, then the rest is closed short.
  await page.getByRole('tab', { name: 'A delivery in parts' }).click()
  const delivery = page.getByRole('table', { name: 'Lines to receive' })
  await page.getByRole('combobox', { name: 'Receive everything into this warehouse' }).click()
  await page.getByRole('option', { name: north }).click()
  await expect(delivery.getByRole('spinbutton', { name: `Price: ${productName}` })).toHaveValue('15')
  await delivery.getByRole('spinbutton', { name: `Receive now: ${productName}` }).fill('3')
  await delivery.getByRole('textbox', { name: `Rack Number: ${productName}` }).fill('A-2')
  await page.getByRole('button', { name: 'Receive delivery' }).click()
  await expect(page.getByText('The delivery has been received.')).toBeVisible()
  // Ordered 5, received 3, left 2.
  await expect(delivery.getByRole('row', { name: new RegExp(productName) })).toContainText(/5\s*3\s*2/)
  await page.getByRole('button', { name: 'Close short' }).click()
  const closing = page.getByRole('dialog', { name: 'Close this purchase short?' })
  await closing.getByRole('textbox', { name: 'Reason' }).fill('Supplier ran out')
  await closing.getByRole('button', { name: 'Close short' }).click()
  await expect(page.getByText('The purchase has been closed short.')).toBeVisible()
  await expect(page.getByText(`Supplier ran out ${productName}: 3 of 5 received.`)).toBeVisible()

  // A blind count of the north store (13 there): the counter finds twelve.
  await page.goto('/inventory?tab=counts')
  await page.getByRole('link', { name: 'New count' }).click()
  await page.waitForURL('**/new-stock-count')
  await page.getByRole('combobox', { name: 'Warehouse' }).click()
  await page.getByRole('option', { name: north }).click()
  await page.getByRole('button', { name: 'Start count' }).click()
  await expect(page.getByText('The count has been started.')).toBeVisible()
  await page.waitForURL('**/stock-count/*')
  const counted = page.getByRole('table', { name: 'Products counted' })
  // Blind: no expected figure is shown to the counter.
  await expect(counted.getByRole('columnheader', { name: 'Expected' })).toHaveCount(0)
  await page.getByRole('spinbutton', { name: `Counted ${productName}` }).fill('12')
  await page.getByRole('button', { name: 'Save figures' }).click()
  await expect(page.getByText('The counted figures have been saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Post count' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Post count' }).click()
  await expect(page.getByText('The count has been posted.')).toBeVisible()
  await expect(counted.getByRole('row', { name: new RegExp(productName) })).toContainText('−1')
  await expect(page.getByText('Posted', { exact: true }).first()).toBeVisible()

  // One is found damaged: an adjustment from the warehouse page.
  await page.goto(`/warehouse-detail/${from.id}`)
  await page.getByRole('button', { name: `Adjust stock of ${productName} in ${north}` }).click()
  const adjust = page.getByRole('dialog', { name: `Adjust stock of ${productName}` })
  await adjust.getByRole('spinbutton', { name: 'Change' }).fill('-1')
  await adjust.getByRole('combobox', { name: 'Reason' }).click()
  await page.getByRole('option', { name: 'Damaged' }).click()
  await adjust.getByRole('textbox', { name: 'Note' }).fill('Cracked in the box')
  await adjust.getByRole('button', { name: 'Adjust' }).click()
  await expect(page.getByText('Stock has been adjusted.')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Stocks of the warehouse' })).toContainText('11')

  // Three sent to the south store; two arrive.
  await page.goto('/inventory?tab=transfers')
  await page.getByRole('link', { name: 'New transfer' }).click()
  await page.waitForURL('**/new-stock-transfer')
  await page.getByRole('combobox', { name: 'From' }).click()
  await page.getByRole('option', { name: north }).click()
  await page.getByRole('combobox', { name: 'To' }).click()
  await page.getByRole('option', { name: south }).click()
  await page.getByRole('combobox', { name: 'Product 1' }).fill(`SP${stamp}`)
  await page.getByRole('option', { name: new RegExp(productName) }).click()
  await page.getByRole('spinbutton', { name: 'Qty' }).fill('3')
  await page.getByRole('button', { name: 'Send transfer' }).click()
  await expect(page.getByText('The transfer has been sent.')).toBeVisible()
  await page.waitForURL('**/stock-transfer/*')
  await page.getByRole('spinbutton', { name: `Arrived ${productName}` }).fill('2')
  await page.getByRole('button', { name: 'Receive transfer' }).click()
  const receive = page.getByRole('dialog')
  await expect(receive).toContainText('1 missing will be posted as lost in transit')
  await receive.getByRole('button', { name: 'Receive' }).click()
  await expect(page.getByText('The transfer has been received.')).toBeVisible()
  await expect(page.getByText('2 of 3 arrived')).toBeVisible()

  // The owner reprices the units in the south store only, from the product's page.
  await page.goto(`/product-detail/${product.id}`)
  await expect(page.getByText('Price at the till').locator('..')).toContainText('$15.00')
  await page.getByRole('button', { name: `Change the selling price in ${south}` }).click()
  const pricing = page.getByRole('dialog', { name: `Selling price in ${south}` })
  await pricing.getByRole('spinbutton', { name: 'Selling price' }).fill('17.5')
  await expect(pricing).toContainText(`The selling price in ${south} changes from $15.00 to $17.50.`)
  await pricing.getByRole('button', { name: 'Change price' }).click()
  await expect(page.getByText('The selling price has been changed.')).toBeVisible()
  const stockTable = page.getByRole('table', { name: 'Stock' })
  await expect(stockTable.getByRole('row', { name: new RegExp(south) })).toContainText('$17.50')
  await expect(stockTable.getByRole('row', { name: new RegExp(north) })).toContainText('$15.00')
  // The till still sells from the north store, at its price.
  await expect(page.getByText('Price at the till').locator('..')).toContainText('$15.00')

  // The product's stock history, from its page: every movement with its reason, document and balance.
  await page.getByRole('link', { name: 'Stock history' }).click()
  await page.waitForURL('**/stock-history/*')
  await expect(page.getByRole('heading', { name: `Stock history: ${productName}` })).toBeVisible()
  const movements = page.getByRole('table', { name: 'Stock movements' })
  const rows = movements.getByRole('row')
  // Newest first: the header, then lost in transit, transfer in, transfer out, damaged, count, two receipts.
  await expect(rows).toHaveCount(8)
  await expect(rows.nth(1)).toContainText('Lost in transit')
  await expect(rows.nth(1)).toContainText('−1')
  await expect(rows.nth(2)).toContainText('Transfer received')
  await expect(rows.nth(3)).toContainText('Transfer sent')
  await expect(rows.nth(3)).toContainText('8')
  await expect(rows.nth(4)).toContainText('Damaged')
  await expect(rows.nth(5)).toContainText('Stock count')
  await expect(rows.nth(6)).toContainText('Purchase received')
  await expect(rows.nth(6)).toContainText('+3')
  await expect(rows.nth(7)).toContainText('+10')
})
