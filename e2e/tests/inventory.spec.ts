import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'

test('a purchase by supplier on Due is received into a new warehouse and tracked', async ({ page }) => {
  const stamp = Date.now()
  const company = `Parts ${stamp}`
  const warehouseName = `Back room ${stamp}`
  const productName = `Charger ${stamp}`
  const sku = `CHG${stamp}`

  await signInByApi(page)

  // A supplier through the Contacts screens.
  await page.goto('/contacts')
  await page.getByRole('link', { name: 'Add Supplier' }).click()
  await page.waitForURL('**/add-new-supplier')
  await page.getByRole('textbox', { name: 'First Name' }).fill('Sam')
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(company)
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The Email must be a valid email address.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(`sam.${stamp}@example.com`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Supplier has been added.')).toBeVisible()
  await page.waitForURL('**/supplier-detail/*')
  const supplierId = Number(page.url().split('/').pop())

  // A warehouse through the Inventory screens.
  await page.goto('/inventory')
  await page.getByRole('link', { name: 'Add Warehouse' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill(warehouseName)
  await page.getByRole('spinbutton', { name: 'Max Volume' }).fill('500')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Warehouse has been added.')).toBeVisible()
  await page.waitForURL('**/warehouse-detail/*')
  const warehouseId = Number(page.url().split('/').pop())

  // A product supplied by it (the catalogue's own screens are another journey).
  const product = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name: productName,
    sku,
    price: 20,
    cost: 12.5,
    suppliers: [supplierId],
  })
  expect(product.status).toBe(200)

  // Buy 10 by supplier, on Due.
  await page.goto('/buy')
  await page.getByRole('combobox', { name: 'Supplier' }).fill(company)
  await page.getByRole('option', { name: new RegExp(company) }).click()
  await page.getByRole('button', { name: productName }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('spinbutton', { name: 'Qty' }).fill('10')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('radio', { name: 'Due' }).check()
  await page.getByLabel('Due Date').fill('2030-01-31')
  await page.getByRole('spinbutton', { name: 'Tax Rate (%)' }).fill('5')
  await page.getByRole('spinbutton', { name: 'Discount Rate (%)' }).fill('10')
  const totals = page.getByLabel('Purchase totals')
  // 125.00 - 10 % + 5 % of the raw 125.00 = 118.75.
  await expect(totals).toContainText('$118.75')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Purchase has been saved.')).toBeVisible()
  await page.waitForURL('**/purchase-detail/*')
  await expect(page.getByText(/^Due Till/)).toBeVisible()
  const payments = page.getByRole('table', { name: 'Payments of the order' })
  await expect(payments).toContainText('On Credit')
  await expect(payments).toContainText('Due Amount')

  // Receive it: a price below the cost is refused with the spec's message.
  await page.getByRole('link', { name: 'Update Stock' }).click()
  await page.waitForURL('**/stock-update/*')
  await page.getByRole('combobox', { name: 'Product' }).click()
  await page.getByRole('option', { name: new RegExp(productName) }).click()
  await page.getByRole('combobox', { name: 'Warehouse' }).click()
  await page.getByRole('option', { name: warehouseName }).click()
  await page.getByRole('textbox', { name: 'Rack Number' }).fill('R-7')
  await page.getByRole('spinbutton', { name: 'Price' }).fill('10')
  await expect(page.getByText('Price should be greater then cost 12.50.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Set' })).toBeDisabled()
  await page.getByRole('spinbutton', { name: 'Price' }).fill('19.99')
  await page.getByRole('button', { name: 'Set' }).click()
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Stocks updated !').first()).toBeVisible()

  // The stock shows on the warehouse, on the product and in SKU tracking.
  await page.goto(`/warehouse-detail/${warehouseId}`)
  const stocks = page.getByRole('table', { name: 'Stocks of the warehouse' })
  await expect(stocks.getByRole('row').filter({ hasText: productName })).toContainText('10')
  await expect(stocks).toContainText('$19.99')
  const detail = await apiCall<{ stocks: { warehouse_id: number; quantity: number }[] }>(
    page,
    'GET',
    `/api/product/${product.body.id}`,
  )
  expect(detail.body.stocks).toContainEqual(expect.objectContaining({ warehouse_id: warehouseId, quantity: 10 }))

  await page.goto('/stocks?tab=tracking')
  const track = page.getByRole('button', { name: 'Track' })
  await expect(track).toBeDisabled()
  await page.getByRole('textbox', { name: 'SKU' }).fill('NO-SUCH-SKU')
  await track.click()
  await expect(page.getByText('No product has this SKU.')).toBeVisible()
  // Typed in lower case with spaces around it, the SKU still names the product.
  await page.getByRole('textbox', { name: 'SKU' }).fill(`  ${sku.toLowerCase()} `)
  await track.click()
  await expect(page.getByRole('table', { name: 'Stocks of the SKU' })).toContainText(warehouseName)

  // A low threshold hides the row; raising it above 10 shows the alert.
  await page.goto('/stocks')
  const alerts = page.getByRole('table', { name: 'Low quantity alerts' })
  const lower = page.getByRole('button', { name: 'Lower the threshold' })
  for (let step = 0; step < 10; step += 1) await lower.click()
  await expect(page.getByLabel('Threshold', { exact: true })).toHaveText('10')
  await expect(alerts).not.toContainText(productName)
  await page.getByRole('button', { name: 'Raise the threshold' }).click()
  await expect(alerts.getByRole('row').filter({ hasText: productName })).toContainText(warehouseName)
})
