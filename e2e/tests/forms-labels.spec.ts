import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Issue 16 points 6 and 7: a wrong value gets its message under its field, and the message names the
 * field as the screen labels it ("The Due Date field is required ...", never "The dueDate ..."). One
 * visit per form; the data comes from the API.
 */

test('the Buy form names each wrong field under it and shows the totals once every line is right', async ({ page }) => {
  const stamp = Date.now()
  const company = `Labels ${stamp}`
  const productName = `Adapter ${stamp}`
  await signInByApi(page)
  const supplier = await apiCall<{ id: number }>(page, 'POST', '/api/supplier', { firstName: 'Lea', company })
  expect(supplier.status, JSON.stringify(supplier.body)).toBe(201)
  const product = await apiCall(page, 'POST', '/api/product', {
    name: productName,
    sku: `ADP${stamp}`,
    price: 20,
    cost: 12.5,
    suppliers: [supplier.body.id],
  })
  expect(product.status, JSON.stringify(product.body)).toBe(200)

  await page.goto('/buy')
  await page.getByRole('combobox', { name: 'Supplier' }).fill(company)
  await page.getByRole('option', { name: new RegExp(company) }).click()
  await page.getByRole('button', { name: productName }).click()

  // The line editor: a fraction of an item and a negative cost are named under their fields.
  const line = page.getByRole('dialog')
  const qty = line.getByRole('spinbutton', { name: 'Qty' })
  const cost = line.getByRole('spinbutton', { name: 'Unit Cost' })
  await qty.fill('1.5')
  await expect(qty).toHaveAccessibleDescription('The Qty must be an integer.')
  await cost.fill('-1')
  await expect(cost).toHaveAccessibleDescription('The Unit Cost must be at least 0.')
  await expect(line.getByRole('button', { name: 'Save' })).toBeDisabled()
  await qty.fill('2')
  await cost.fill('12.50')
  await expect(qty).toHaveAccessibleDescription('')
  await line.getByRole('button', { name: 'Save' }).click()

  // A complete line shows its totals at once.
  const totals = page.getByLabel('Purchase totals')
  await expect(totals).toContainText('$25.00')
  const save = page.getByRole('button', { name: 'Save', exact: true })

  // The header: each bound of the server's schema, in its words, under the field; the panel says which.
  const tax = page.getByRole('spinbutton', { name: 'Tax Rate (%)' })
  await tax.fill('150')
  await expect(tax).toHaveAccessibleDescription('The Tax Rate may not be greater than 100.')
  await expect(totals).toContainText('The Tax Rate may not be greater than 100.')
  await expect(save).toBeDisabled()
  await tax.fill('5')
  const discount = page.getByRole('spinbutton', { name: 'Discount Rate (%)' })
  await discount.fill('-5')
  await expect(discount).toHaveAccessibleDescription('The Discount Rate must be at least 0.')
  await discount.fill('0')
  const shipping = page.getByRole('spinbutton', { name: 'Shipping Amount' })
  await shipping.fill('-1')
  await expect(shipping).toHaveAccessibleDescription('The Shipping Amount must be at least 0.')
  await shipping.fill('0')
  // 25.00 + 5 % tax of the raw 25.00.
  await expect(totals).toContainText('$26.25')
  await expect(save).toBeEnabled()

  // On Due, Save without a due date names the Due Date field under it, and nothing is saved.
  await page.getByRole('radio', { name: 'Due' }).check()
  await save.click()
  await expect(page.getByLabel('Due Date')).toHaveAccessibleDescription(
    'The Due Date field is required when the method is Due.',
  )
  expect(new URL(page.url()).pathname).toBe('/buy')

  // Buy by product names its own fields: Total Items and Unit Cost. Switching tab drops the
  // purchase typed so far, so the page asks first; this test agrees.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('tab', { name: 'Buy By Product' }).click()
  await page.getByRole('combobox', { name: 'Product' }).fill(productName)
  await page.getByRole('option', { name: new RegExp(productName) }).click()
  const items = page.getByRole('spinbutton', { name: 'Total Items' })
  await items.fill('1.5')
  await expect(items).toHaveAccessibleDescription('The Total Items must be an integer.')
  const unitCost = page.getByRole('spinbutton', { name: 'Unit Cost' })
  await unitCost.fill('-2')
  await expect(unitCost).toHaveAccessibleDescription('The Unit Cost must be at least 0.')
  await expect(page.getByLabel('Purchase totals')).toContainText(`${productName}: The Unit Cost must be at least 0.`)
})

test('the report form names To before From by the labels of its date fields', async ({ page }) => {
  await signInByApi(page)
  await page.goto('/reports')
  const form = page.getByRole('form', { name: 'Sales Report form' })
  await form.getByRole('combobox', { name: 'Duration' }).click()
  await page.getByRole('option', { name: 'Period' }).click()
  await form.getByLabel('From date').fill('2026-03-10')
  await form.getByLabel('End date').fill('2026-03-01')
  await form.getByRole('button', { name: 'Generate' }).click()
  await expect(form.getByLabel('End date')).toHaveAccessibleDescription(
    'The End date must be a date after or equal to From date.',
  )
})

test('a repair without a device name names the Device name field', async ({ page }) => {
  await signInByApi(page)
  await page.goto('/repair-form')
  const field = (name: string) =>
    page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }))
  await field('Name').fill(`Kofi ${Date.now()}`)
  await field('Phone').fill('0244 555 0102')
  await field('Issue').fill('Cracked screen')
  await field('Charges').fill('40')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(field('Device name')).toHaveAccessibleDescription('The Device name field is required.')
})

test('a buy-back without the customer name names the Customer name field', async ({ page }) => {
  await signInByApi(page)
  await page.goto('/custom-product')
  const field = (name: string) =>
    page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }))
  await field('Phone').fill('0201234568')
  await field('Device model').fill(`Nokia ${Date.now()}`)
  await field('Cost').fill('50')
  await field('Price').fill('80')
  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  await expect(field('Customer name')).toHaveAccessibleDescription('The Customer name field is required.')
})
