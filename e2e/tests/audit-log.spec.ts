import type { Locator } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { MESSAGES } from '@counterpart/domain/messages'
import { apiCall, signInByApi } from '../support/session.ts'

/** The row's changes in full: a change of more than three fields shows the rest behind "N more". */
async function expandChanges(row: Locator): Promise<void> {
  const more = row.getByRole('button', { name: /^\d+ more$/ })
  if ((await more.count()) > 0) await more.click()
}

test("a price change is on the product's history and on the audit log, filtered by record type", async ({ page }) => {
  const stamp = Date.now()
  const name = `Audited charging cable ${stamp}`
  await signInByApi(page)
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', { name, price: 10, cost: 6 })
  expect(created.status).toBe(200)
  const id = created.body.id

  // The admin changes the price on the product's form; saving opens the product, whose history shows it.
  await page.goto(`/edit-product/${id}`)
  await page.getByRole('spinbutton', { name: 'Product Price' }).fill('12.5')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(`**/product-detail/${id}`)
  const history = page.getByRole('region', { name: 'History' })
  const historyTable = history.getByRole('table', { name: `History of product ${id}` })
  const updatedHere = historyTable.getByRole('row').filter({ hasText: 'Updated' })
  await expect(updatedHere).toHaveCount(1)
  await expandChanges(updatedHere)
  await expect(updatedHere).toContainText('Price: 10 → 12.5')
  await expect(updatedHere).toContainText('Administrator')
  await expect(historyTable.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(1)

  // The audit log: the chain verified, then the products' events, this product's update among them.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit Log' }).click()
  await page.waitForURL('**/audit-log')
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible()
  await expect(page.getByText(/^Chain intact: \d+ events? verified$/)).toBeVisible()
  await page.getByRole('combobox', { name: 'Record type' }).click()
  await page.getByRole('option', { name: 'Product', exact: true }).click()
  await expect(page).toHaveURL(/[?&]entity=product/)
  const log = page.getByRole('table', { name: 'Audit log' })
  const event = log.getByRole('row').filter({ has: page.getByRole('link', { name: `Product ${id}`, exact: true }) })
  const updated = event.filter({ hasText: 'Updated' })
  await expect(updated).toHaveCount(1)
  await expandChanges(updated)
  await expect(updated).toContainText('Price: 10 → 12.5')
  await expect(updated).toContainText('Administrator')
  // Only products are listed.
  for (const what of await log.getByRole('row').locator('td:nth-child(3)').allInnerTexts())
    expect(what).toMatch(/^Product \d+$/)

  // The record's filter narrows it to this product; its link opens the product.
  await page.getByRole('textbox', { name: 'Record', exact: true }).fill(String(id))
  await expect(page).toHaveURL(new RegExp(`[?&]entity_id=${id}(&|$)`))
  await expect(log.getByRole('row')).toHaveCount(3)
  await updated.getByRole('link', { name: `Product ${id}` }).click()
  await page.waitForURL(`**/product-detail/${id}`)
})

test('the Audit Log switch is on the user form, in its group', async ({ page }) => {
  await signInByApi(page)
  await page.goto('/users')
  await page.getByRole('button', { name: 'New User' }).click()
  const dialog = page.getByRole('dialog', { name: 'New User' })
  await expect(
    dialog.getByRole('group', { name: 'Administration and repairs' }).getByRole('switch', { name: 'Audit Log' }),
  ).toBeVisible()
})

test('a staff member without the Audit Log switch is refused the log and sees no history', async ({ page }) => {
  const stamp = Date.now()
  const name = `Unaudited charging cable ${stamp}`
  await signInByApi(page)
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', { name, price: 10, cost: 6 })
  expect(created.status).toBe(200)
  const id = created.body.id

  // They may open products, not the log.
  const staff = { email: `clerk.${stamp}@example.com`, password: 'clerk-password-1' }
  const clerk = await apiCall(page, 'POST', '/api/user', {
    name: `Clerk ${stamp}`,
    ...staff,
    roleName: 'Clerk',
    productDetail: true,
  })
  expect(clerk.status).toBeLessThan(300)
  await apiCall(page, 'POST', '/api/logout')
  await signInByApi(page, staff.email, staff.password)
  await page.goto(`/product-detail/${id}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0)
  await page.goto('/audit-log')
  await expect(page.getByText(MESSAGES.forbidden)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Audit log' })).toHaveCount(0)
  expect((await apiCall(page, 'GET', '/api/audit-events')).status).toBe(403)
})
