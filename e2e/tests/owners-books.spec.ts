import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { presetPermissions, ROLE_PRESETS } from '@counterpart/domain/role-presets'
import { expectFitsEachWindow } from '../support/layout.ts'
import { purchaseRequest, sell } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

async function created<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>(page, 'POST', url, body)
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  return answer.body
}

/**
 * Issue 28, done when: the owner's books in one sitting. The home's figures lead to who owes what; a count
 * posts its shortage as an adjustment; stock moves to another warehouse; a warehouse's units get a new
 * price; then a cashier made from the preset finds the back office locked and no cost on a sale. Each
 * screen fits 1366, 1024 and 390 px.
 */
test('the owner reads the home and who owes what, counts, transfers and reprices; a cashier sees locked sections and no cost', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const shelf = `Shelf ${stamp}`
  const stall = `Market stall ${stamp}`
  const name = `Leather case ${stamp}`
  await signInByApi(page)

  const from = await created<{ id: number }>(page, '/api/warehouse', { name: shelf, maxVolume: 100 })
  await created<{ id: number }>(page, '/api/warehouse', { name: stall, maxVolume: 100 })
  const supplier = await created<{ id: number }>(page, '/api/supplier', { firstName: 'Lea', company: `Hides ${stamp}` })
  const product = await created<{ id: number }>(page, '/api/product', {
    name,
    sku: `LC${stamp}`,
    price: 30,
    cost: 12,
    suppliers: [supplier.id],
    warehouseSaleFrom: from.id,
  })
  const purchase = await created<{ id: number }>(
    page,
    '/api/purchase',
    purchaseRequest(`PO-${stamp}`, supplier.id, { product_id: product.id, cost: 12, qty: 10 }),
  )
  await created(page, '/api/stock', {
    purchaseId: purchase.id,
    items: [{ product: product.id, warehouse: from.id, price: 30, rackNumber: 'B-2' }],
  })
  const customer = await created<{ id: number }>(page, '/api/customer', {
    firstName: 'Tariq',
    lastName: `Tab ${stamp}`,
    phone: `555${String(stamp).slice(-7)}`,
    email: `tariq.${stamp}@example.com`,
  })
  // One case on credit: $30, $5 handed over, $25 owed.
  const sale = await sell(page, [{ product: { id: product.id, name, price: 30 }, qty: 1 }], {
    customer_id: customer.id,
    method: false,
    enterAmount: 5,
  })

  // The owner's home: today's figures, each a way into its list; what customers owe leads to who owes what.
  await page.goto('/dashboard')
  const home = page.getByRole('region', { name: 'Today' })
  await expect(home.getByRole('link', { name: /Net sales today/ })).toBeVisible()
  await expectFitsEachWindow(page, "The owner's home")
  await page.setViewportSize({ width: 1366, height: 768 })
  await home.getByRole('link', { name: /Customers owe/ }).click()
  await page.waitForURL('**/balances')
  await page.getByLabel('Search').fill(`Tab ${stamp}`)
  await expect(page.getByRole('row').filter({ hasText: `Tariq Tab ${stamp}` })).toContainText('$25.00')
  await expectFitsEachWindow(page, 'Who owes what')
  await page.setViewportSize({ width: 1366, height: 768 })

  // A count of the shelf with the expected figures: 9 are there where 9 should be after the sale, 8 found.
  await page.goto('/inventory?tab=counts')
  await page.getByRole('link', { name: 'New count' }).click()
  await page.waitForURL('**/new-stock-count')
  await page.getByRole('combobox', { name: 'Warehouse' }).click()
  await page.getByRole('option', { name: shelf }).click()
  await page.getByRole('button', { name: 'Start count' }).click()
  await page.waitForURL('**/stock-count/*')
  const counted = page.getByRole('table', { name: 'Products counted' })
  await expect(counted.getByRole('row', { name: new RegExp(name) })).toContainText('9')
  await page.getByRole('spinbutton', { name: `Counted ${name}` }).fill('8')
  await page.getByRole('button', { name: 'Post count' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Post count' }).click()
  await expect(page.getByText('The count has been posted.')).toBeVisible()
  await expect(counted.getByRole('row', { name: new RegExp(name) })).toContainText('−1')
  await expectFitsEachWindow(page, 'A posted count')
  await page.setViewportSize({ width: 1366, height: 768 })

  // Two cases to the market stall, both arrive.
  await page.goto('/inventory?tab=transfers')
  await page.getByRole('link', { name: 'New transfer' }).click()
  await page.waitForURL('**/new-stock-transfer')
  await page.getByRole('combobox', { name: 'From' }).click()
  await page.getByRole('option', { name: shelf }).click()
  await page.getByRole('combobox', { name: 'To' }).click()
  await page.getByRole('option', { name: stall }).click()
  await page.getByRole('combobox', { name: 'Product 1' }).fill(`LC${stamp}`)
  await page.getByRole('option', { name: new RegExp(name) }).click()
  await page.getByRole('spinbutton', { name: 'Qty' }).fill('2')
  await page.getByRole('button', { name: 'Send transfer' }).click()
  await expect(page.getByText('The transfer has been sent.')).toBeVisible()
  await page.waitForURL('**/stock-transfer/*')
  await page.getByRole('spinbutton', { name: `Arrived ${name}` }).fill('2')
  await page.getByRole('button', { name: 'Receive transfer' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Receive' }).click()
  await expect(page.getByText('The transfer has been received.')).toBeVisible()
  await expectFitsEachWindow(page, 'A received transfer')
  await page.setViewportSize({ width: 1366, height: 768 })

  // The stall sells them dearer: a price change of that warehouse's units only.
  await page.goto(`/product-detail/${product.id}`)
  await page.getByRole('button', { name: `Change the selling price in ${stall}` }).click()
  const pricing = page.getByRole('dialog', { name: `Selling price in ${stall}` })
  await pricing.getByRole('spinbutton', { name: 'Selling price' }).fill('34')
  await pricing.getByRole('button', { name: 'Change price' }).click()
  await expect(page.getByText('The selling price has been changed.')).toBeVisible()
  const stock = page.getByRole('table', { name: 'Stock' })
  await expect(stock.getByRole('row', { name: new RegExp(stall) })).toContainText('$34.00')
  await expect(stock.getByRole('row', { name: new RegExp(shelf) })).toContainText('$30.00')
  await expectFitsEachWindow(page, 'The product page')
  await page.setViewportSize({ width: 1366, height: 768 })

  // A cashier from the preset: the back office is listed but locked, a sale shows no cost or profit.
  const cashier = { email: `till.${stamp}@example.com`, password: 'till-password-1' }
  const cashierPreset = ROLE_PRESETS.find((preset) => preset.name === 'Cashier')
  if (!cashierPreset) throw new Error('no Cashier preset')
  await created(page, '/api/user', {
    name: `Till ${stamp}`,
    ...cashier,
    roleName: 'Cashier',
    ...presetPermissions(cashierPreset),
  })
  await apiCall(page, 'POST', '/api/logout')
  await signInByApi(page, cashier.email, cashier.password)
  await page.goto('/dashboard')
  const sections = page.getByRole('navigation', { name: 'Sections' })
  for (const locked of ['Reports', 'Buy', 'Backup', 'Settings']) {
    const item = sections.getByRole('button', { name: locked, exact: true })
    await expect(item).toHaveAttribute('aria-disabled', 'true')
  }
  await page.goto(`/sale-detail/${sale.id}`)
  await expect(page.getByTestId('order-key')).toHaveText(sale.key)
  await expect(page.getByText('Net profit')).toHaveCount(0)
  await expect(page.getByText('Net cost')).toHaveCount(0)
  await expectFitsEachWindow(page, "A cashier's view of a sale")
})
