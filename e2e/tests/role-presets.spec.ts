import { expect, test } from '../support/test.ts'
import { MESSAGES } from '@counterpart/domain/messages'
import { expectFitsEachWindow } from '../support/layout.ts'
import { seedProduct, sell } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Issue 28, item 12: an account made from the Cashier preset sells without looking broken: the back office
 * sections are listed but locked with the reason, and a sale's details show no cost or profit.
 */
test('a cashier made from the preset sees locked sections with the reason and no cost on a sale', async ({
  page,
}, testInfo) => {
  const stamp = Date.now()
  const cashier = { name: `Preset ${stamp}`, email: `preset.${stamp}@example.com`, password: 'till-password-1' }

  await signInByApi(page)
  const product = await seedProduct(page, `Preset charger ${stamp}`, 30)
  const sale = await sell(page, [{ product, qty: 2 }])

  await page.goto('/users')
  await page.getByRole('button', { name: 'New User' }).click()
  const dialog = page.getByRole('dialog', { name: 'New User' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(cashier.name)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(cashier.email)
  await dialog.getByLabel(/^Password/).fill(cashier.password)
  const presets = dialog.getByRole('group', { name: 'Start from a role' })
  await presets.getByRole('button', { name: 'Cashier' }).click()
  await expect(presets.getByRole('button', { name: 'Cashier' })).toHaveAttribute('aria-pressed', 'true')
  await expect(dialog.getByRole('textbox', { name: 'Designation' })).toHaveValue('Cashier')
  await expect(dialog.getByRole('switch', { name: 'Sale Create' })).toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'Sale Cost And Profit' })).not.toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'Reports', exact: true })).not.toBeChecked()
  // One switch changed by hand: the preset no longer matches, and the role name stays.
  await dialog.getByRole('switch', { name: 'Sale Export' }).check()
  await expect(presets.getByRole('button', { name: 'Cashier' })).toHaveAttribute('aria-pressed', 'false')
  await dialog.getByRole('switch', { name: 'Sale Export' }).uncheck()
  await expectFitsEachWindow(page, 'The New User dialog with its role presets')
  await page.screenshot({ path: testInfo.outputPath('user-presets-390.png') })
  await page.setViewportSize({ width: 1366, height: 768 })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User added successfully !')).toBeVisible()

  // The owner reads the sale's profit.
  await page.goto(`/sale-detail/${sale.id}`)
  await expect(page.getByText('Net profit')).toBeVisible()

  await apiCall(page, 'POST', '/api/logout')
  await signInByApi(page, cashier.email, cashier.password)
  await page.goto('/dashboard')
  const sections = page.getByRole('navigation', { name: 'Sections' })
  await expect(sections.getByRole('link', { name: 'POS' })).toBeVisible()
  for (const name of ['Reports', 'Settings', 'Buy', 'Backup', 'Users Management']) {
    await expect(sections.getByRole('button', { name, exact: true })).toHaveAttribute('aria-disabled', 'true')
  }
  // aria-disabled: Playwright will not click it unless forced; a person's tap goes through.
  await sections.getByRole('button', { name: 'Settings', exact: true }).click({ force: true })
  await expect(page.getByRole('alert').filter({ hasText: 'Settings is locked' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByText(MESSAGES.forbidden)).toBeHidden()
  await page.screenshot({ path: testInfo.outputPath('cashier-sidebar-1366.png') })

  // The sale's details: what was sold and paid, no cost, price or profit rows.
  await page.goto(`/sale-detail/${sale.id}`)
  await expect(page.getByTestId('order-key')).toHaveText(sale.key)
  await expect(page.getByText(product.name)).toBeVisible()
  await expect(page.getByText('Net profit')).toHaveCount(0)
  await expect(page.getByText('Net cost')).toHaveCount(0)
  const answer = await apiCall<{ order: Record<string, unknown> }>(page, 'GET', `/api/order/${sale.id}`)
  expect(answer.body.order).not.toHaveProperty('profit')

  // On a phone the menu lists the same sections, locked ones with their lock.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(sections.getByRole('button', { name: 'Reports', exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('cashier-sidebar-390.png') })
})
