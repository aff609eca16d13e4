import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'

test('leaving a purchase being keyed in on Buy, for another page or the other tab, asks first and stays unless confirmed', async ({
  page,
}) => {
  const stamp = Date.now()
  const company = `Leave ${stamp}`
  await signInByApi(page)
  const supplier = await apiCall(page, 'POST', '/api/supplier', {
    firstName: 'Sam',
    company,
    email: `sam.${stamp}@example.com`,
  })
  expect([200, 201], JSON.stringify(supplier.body)).toContain(supplier.status)

  await page.goto('/buy')
  await page.getByRole('combobox', { name: 'Supplier' }).fill(company)
  await page.getByRole('option', { name: new RegExp(company) }).click()

  const asked: string[] = []
  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await page.getByRole('link', { name: 'Products', exact: true }).first().click()
  await expect.poll(() => asked).toEqual(['Leave this purchase? What you entered will be lost.'])
  expect(new URL(page.url()).pathname).toBe('/buy')
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue(new RegExp(company))

  // The other tab shows another form: switching throws this purchase away too, so it asks the same.
  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await page.getByRole('tab', { name: 'Buy By Product' }).click()
  await expect.poll(() => asked).toHaveLength(2)
  await expect(page.getByRole('tab', { name: 'Buy By Supplier' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue(new RegExp(company))

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('link', { name: 'Products', exact: true }).first().click()
  await page.waitForURL('**/products**')
})
