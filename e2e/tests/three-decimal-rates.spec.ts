import { expect, test } from '../support/test.ts'
import { signInByApi } from '../support/session.ts'

/**
 * Issue 28, item 5: New York City's 8.875 % is typed into the bill and repair forms as it is, shown to
 * the cent while typing, and saved; the server stores the same cents (three-decimal-rates.test.ts).
 */
test("a bill and a repair at New York City's 8.875 %", async ({ page }) => {
  const stamp = Date.now()
  await signInByApi(page)

  // A bill of $12.00 charges: $1.065 of tax is $1.07, $13.07 in all.
  const billName = `Labour ${stamp}`
  await page.goto('/bill-form')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(billName)
  await page.getByRole('spinbutton', { name: 'Charges' }).fill('12')
  await page.getByRole('spinbutton', { name: 'Tax rate (%)' }).fill('8.875')
  await expect(page.getByText('$13.07')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Bill has been saved.')).toBeVisible()
  await page.waitForURL('**/bill-list')
  const bill = page.getByRole('row').filter({ hasText: billName })
  await expect(bill).toContainText('8.875%')
  await expect(bill).toContainText('$13.07')

  // A repair of $149.99 with $50.00 paid ahead: $13.31 tax, $163.30, $113.30 due.
  const device = `Pixel ${stamp}`
  await page.goto('/repair-form')
  const field = (name: string) =>
    page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }))
  await field('Name').fill(`Ana ${stamp}`)
  await field('Phone').fill('+1 212 555 0199')
  await field('Device name').fill(device)
  await field('Issue').fill('Battery swells')
  await field('Charges').fill('149.99')
  await field('Tax rate (%)').fill('8.875')
  await field('Paid in advance').fill('50')
  await expect(page.getByText('$113.30')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Repair has been saved.')).toBeVisible()
  await page.waitForURL('**/repair-lists')
  await expect(page.getByRole('row').filter({ hasText: device })).toContainText('$113.30')
})
