import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/** Issue 31, item 1: a customer's store credit on their page, given and used by hand, never below zero. */
test('the owner gives a customer store credit, cannot take more than is left, and reads every change', async ({
  page,
}) => {
  const stamp = Date.now()
  await signInByApi(page)
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
    firstName: 'Cred',
    lastName: `Holder ${stamp}`,
    phone: `556${String(stamp).slice(-7)}`,
  })
  expect(customer.status).toBe(201)
  await page.goto(`/customer-detail/${customer.body.id}`)
  const credit = page.getByRole('region', { name: 'Store credit' })
  await expect(credit).toContainText('$0.00')

  const change = async (kind: string, amount: string, note = '') => {
    await credit.getByRole('button', { name: 'Change credit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change store credit' })
    await dialog.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: kind }).click()
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount)
    if (note) await dialog.getByRole('textbox', { name: 'Note' }).fill(note)
    await dialog.getByRole('button', { name: 'Save' }).click()
    return dialog
  }

  await change('Give credit', '50', 'Returned case, no receipt')
  await expect(page.getByText('Store credit has been updated.')).toBeVisible()
  await expect(credit).toContainText('$50.00')
  const refused = await change('Use credit', '80')
  await expect(refused.getByRole('alert')).toHaveText('Only $50.00 of store credit is left on this customer.')
  await refused.getByRole('button', { name: 'Cancel' }).click()
  await change('Use credit', '20')
  await expect(credit.getByRole('heading', { name: 'Store credit' }).locator('..')).toContainText('$30.00')
  const rows = page.getByRole('table', { name: 'Store credit changes' }).getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('+$50.00')
  await expect(rows.nth(2)).toContainText('-$20.00')
  await expect(rows.nth(2)).toContainText('$30.00')
  await expectFitsEachWindow(page, 'The customer page with store credit')
})
