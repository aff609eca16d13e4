import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { MESSAGES } from '@counterpart/domain/messages'
import { apiCall, signInByApi } from '../support/session.ts'

/** Every GET route the server gates by `reports`, read from its own OpenAPI document (/api/docs). */
async function reportsApiPaths(page: Page): Promise<string[]> {
  const docs = await apiCall<{ paths: Record<string, Record<string, { 'x-gate'?: string }>> }>(page, 'GET', '/api/docs')
  return Object.entries(docs.body.paths)
    .filter(([, operations]) => operations.get?.['x-gate'] === 'reports')
    .map(([path]) => path.replace(/\{\w+\}/g, '1'))
}

test('a cashier made by the admin holds exactly the switches given', async ({ page }) => {
  const stamp = Date.now()
  const cashier = { name: `Casey ${stamp}`, email: `casey.${stamp}@example.com`, password: 'till-password-1' }

  // The admin adds the cashier in the Users Management tab with only saleCreate and saleList.
  await signInByApi(page)
  await page.goto('/users')
  await page.getByRole('button', { name: 'New User' }).click()
  const dialog = page.getByRole('dialog', { name: 'New User' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(cashier.name)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(cashier.email)
  await dialog.getByLabel(/^Password/).fill(cashier.password)
  await dialog.getByRole('textbox', { name: 'Designation' }).fill('Cashier')
  await dialog.getByRole('switch', { name: 'Sale Create' }).check()
  await dialog.getByRole('switch', { name: 'Sale List' }).check()
  await expect(dialog.getByRole('group', { name: 'Sales and refunds' })).toContainText('(2/13)')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User added successfully !')).toBeVisible()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: cashier.email })
  await expect(row).toContainText(cashier.name)
  await expect(row).toContainText('Cashier')

  // The admin signs out; the cashier signs in through the login screen.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL('**/login')
  await page.getByLabel('Login').fill(cashier.email)
  await page.getByLabel('Password').fill(cashier.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL('**/dashboard')

  // The sidebar names them and their Designation.
  const who = page.getByText(cashier.name, { exact: true })
  await expect(who).toBeVisible()
  await expect(who.locator('..')).toContainText('Cashier')

  // The sale screen opens for them.
  const sections = page.getByRole('navigation', { name: 'Sections' })
  await sections.getByRole('link', { name: 'POS' }).click()
  await expect(page).toHaveURL(/\/pos\/portal/)
  await expect(page.getByText(MESSAGES.forbidden)).toBeHidden()

  // Reports are listed but locked, with the reason; a tap says why and leads nowhere (issue 28, item 12).
  await expect(sections.getByRole('link', { name: 'Reports' })).toHaveCount(0)
  const lockedReports = sections.getByRole('button', { name: 'Reports' })
  await expect(lockedReports).toHaveAttribute('aria-disabled', 'true')
  // The rail scrolls: with a shop logo above it and every section listed, Reports may sit below the fold.
  // Scrolled there first, and seen, as a person would; again if the rail re-rendered under the scroll (a CI run
  // once saw it out of view right after scrolling).
  await expect(async () => {
    await lockedReports.scrollIntoViewIfNeeded()
    await expect(lockedReports).toBeInViewport({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  // aria-disabled: Playwright will not click it unless forced; a person's tap goes through.
  await lockedReports.click({ force: true })
  const reason = "Reports is locked: it needs the “Reports” permission. Ask the shop's admin to switch it on."
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible()
  await expect(page).toHaveURL(/\/pos\/portal/)
  await expect(page.getByText(MESSAGES.forbidden)).toBeHidden()

  // ... and by the API: every reports route there is, and any other gate they lack (user management).
  const refused = ['/api/user', ...(await reportsApiPaths(page))]
  for (const path of refused) {
    const answer = await apiCall<{ message: string }>(page, 'GET', path)
    expect(answer.status, path).toBe(403)
    expect(answer.body.message, path).toBe('403 : You do not have permission to access !')
  }
  // Typed in, a locked address is still refused as the spec says.
  await page.goto('/users')
  await expect(page.getByText(MESSAGES.forbidden)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Users' })).toBeHidden()
})
