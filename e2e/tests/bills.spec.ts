import { expect, test } from '../support/test.ts'
import { billsNamed, expectEnterAddsTheLine } from '../support/bill-form.ts'
import { apiCall, signInByApi } from '../support/session.ts'

test('a bill with two items is issued and printed', async ({ page }) => {
  const stamp = Date.now()
  const name = `Esi ${stamp}`

  await signInByApi(page)
  await page.goto('/bill-list')
  await page.getByRole('link', { name: 'New Bill' }).click()
  await page.waitForURL('**/bill-form')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)

  const add = page.getByRole('button', { name: 'Add', exact: true })
  const itemName = page.getByRole('textbox', { name: 'Item name' })
  const price = page.getByRole('spinbutton', { name: 'Price' })
  const qty = page.getByRole('spinbutton', { name: 'Qty' })
  // Adding is disabled without name, qty and price.
  await expect(add).toBeDisabled()
  await itemName.fill('Screen protector')
  await expect(add).toBeDisabled()
  await qty.fill('2')
  await price.fill('15')
  await expect(add).toBeEnabled()
  await add.click()
  await itemName.fill('USB-C cable')
  await qty.fill('1')
  await price.fill('9.99')
  await add.click()
  await page.getByRole('spinbutton', { name: 'Tax rate (%)' }).fill('10')

  const items = page.getByRole('table', { name: 'Bill items' })
  await expect(items.getByRole('row')).toHaveCount(3)
  await expect(page.getByText('$43.99')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Bill has been saved.')).toBeVisible()
  await page.waitForURL('**/bill-list')

  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('10%')
  await expect(row).toContainText('$43.99')
  await row.getByRole('link', { name: `Print bill ${name}` }).click()
  await page.waitForURL('**/print/bill-print/*')
  const printed = page.getByRole('table', { name: 'Bill items' })
  await expect(printed).toContainText('Screen protector')
  await expect(printed).toContainText('USB-C cable')
  await expect(page.getByText('$43.99')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  // In print mode the Back and Print buttons are not on the paper.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
})

test('Enter in the line being typed adds it to the bill; only Save saves', async ({ page }) => {
  const name = `Enter ${Date.now()}`
  await signInByApi(page)
  await page.goto('/bill-form')
  await expectEnterAddsTheLine(page, page.locator('form'), name)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Bill has been saved.')).toBeVisible()
  const [saved] = await billsNamed(page, name)
  expect(saved, 'the bill was saved by the Save button').toBeDefined()
  const bill = await apiCall<{ items: { name: string; qty: number }[] }>(page, 'GET', `/api/bill/${saved?.id}`)
  expect(bill.body.items).toEqual([expect.objectContaining({ name: 'Screen protector', qty: 2 })])
})
