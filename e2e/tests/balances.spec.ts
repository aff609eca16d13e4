import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { waitForMailTo } from '../support/mail.ts'
import { seedProduct, sell } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Issue 28, item 7: who owes what, aged, and a payment reminder from the shop's wording, read and changed
 * before it goes.
 */
test('the owner sees who owes what by age and sends a customer a reminder', async ({ page }, testInfo) => {
  const stamp = Date.now()
  const email = `owes.${stamp}@example.com`
  await signInByApi(page)
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
    firstName: 'Owen',
    lastName: `Debt ${stamp}`,
    phone: `555${String(stamp).slice(-7)}`,
    email,
  })
  expect(customer.status).toBe(201)
  const product = await seedProduct(page, `Aging cable ${stamp}`, 25)
  await sell(page, [{ product, qty: 2 }], { customer_id: customer.body.id, method: false, enterAmount: 10 })

  // The wording is the shop's own, in Mail settings.
  await page.goto('/settings/mail')
  const wording = page.getByRole('region', { name: 'Payment reminder' })
  await wording.getByRole('textbox', { name: 'Reminder subject' }).fill('{shop}: {amount} to pay')
  await wording.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Reminder wording updated successfully !')).toBeVisible()

  await page.goto('/balances')
  await expect(page.getByRole('heading', { name: 'Who owes what' })).toBeVisible()
  await page.getByLabel('Search').fill(`Debt ${stamp}`)
  const row = page.getByRole('row').filter({ hasText: `Owen Debt ${stamp}` })
  // $50 on credit made today, $10 handed over: $40 in 0-30 days.
  await expect(row).toContainText('$40.00')
  await expect(page.getByRole('region', { name: 'Customers owe' })).toContainText('0-30 days')
  await expectFitsEachWindow(page, 'Who owes what')
  await page.screenshot({ path: testInfo.outputPath('balances-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: testInfo.outputPath('balances-1366.png'), fullPage: true })

  await row.getByRole('button', { name: `Send Owen Debt ${stamp} a payment reminder` }).click()
  const dialog = page.getByRole('dialog', { name: `Payment reminder to Owen Debt ${stamp}` })
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(/: \$40\.00 to pay$/)
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/^Dear Owen Debt \d+,/)
  await dialog.getByRole('textbox', { name: 'Message' }).press('End')
  await dialog.getByRole('textbox', { name: 'Message' }).pressSequentially(' See you soon.')
  await dialog.getByRole('button', { name: 'Send reminder' }).click()
  await expect(page.getByText(`Reminder sent to ${email}.`)).toBeVisible()
  const mail = await waitForMailTo(email)
  expect(mail.raw).toContain('See you soon.')
})
