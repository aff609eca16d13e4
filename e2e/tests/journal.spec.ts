import { expect, test } from '../support/test.ts'
import { XERO_CSV_HEADER } from '@counterpart/domain/journal'
import { shootEveryLook, shopLook } from '../support/looks.ts'
import { isoDay, seedProduct, sell } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Issue 31, item 7: the owner maps the till's cash to the accountant's account, reads the day's journal with a
 * sale on it, and takes the Xero file; both screens in every look at every window.
 */
test("the owner maps an account and exports the day's journal for the accountant", async ({ page }) => {
  test.setTimeout(180_000)
  await signInByApi(page)
  const looks = await shopLook(page)
  const product = await seedProduct(page, `Journal case ${Date.now()}`, 40)
  const sale = await sell(page, [{ product, qty: 1 }])

  try {
    await page.goto('/settings/journal-accounts')
    await expect(page.getByRole('heading', { name: 'Cash', exact: true })).toBeVisible()
    await page.getByRole('textbox', { name: 'Account code: Cash', exact: true }).fill('090')
    await page.getByRole('textbox', { name: 'Account name: Cash', exact: true }).fill('Front till')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The journal accounts have been saved.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Account code: Cash', exact: true })).toHaveValue('090')
    await shootEveryLook(page, 'journal-accounts', looks)

    await page.goto('/reports?tab=Journal')
    const show = async () => {
      // The shop's day may be the day before or after the UTC day: the journal of the three covers it.
      await page.getByLabel('From date').fill(isoDay(-1))
      await page.getByLabel('To date').fill(isoDay(1))
      await page.getByRole('button', { name: 'Show journal' }).click()
      await expect(page.getByRole('table', { name: 'Journal lines' })).toBeVisible()
    }
    await show()
    const lines = page.getByRole('table', { name: 'Journal lines' })
    const cash = lines.getByRole('row').filter({ hasText: sale.key }).filter({ hasText: 'Front till' })
    await expect(cash).toContainText('$40.00')
    const total = lines.getByRole('row').filter({ hasText: 'Total' })
    const cells = total.getByRole('cell')
    await expect(cells.nth(2)).toHaveText(await cells.nth(3).innerText())

    const xero = page.getByRole('link', { name: 'Xero manual journal CSV' })
    const href = await xero.getAttribute('href')
    expect(href).toContain('format=xero')
    const file = await page.request.get(href ?? '')
    expect(file.status()).toBe(200)
    const rows = (await file.text()).replace('\uFEFF', '').split('\r\n')
    expect(rows[0]).toBe(XERO_CSV_HEADER.join(','))
    expect(rows.some((row) => row.startsWith(`${sale.key},`) && row.includes(',090,Tax Exempt,40.00,'))).toBe(true)
    await shootEveryLook(page, 'journal', looks, show)
  } finally {
    await apiCall(page, 'POST', '/api/journal-accounts', { accounts: [{ role: 'cash', code: '', name: '' }] })
    await looks.restore()
  }
})
