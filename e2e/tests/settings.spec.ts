import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { saleRequest } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Specs share one server: whatever this journey changes in the settings it puts back, so the journeys
 * after it see the defaults.
 */
async function storedSettings(page: Page): Promise<SettingsScreenData> {
  return (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body
}

async function putBack(page: Page, original: SettingsScreenData): Promise<void> {
  await apiCall(page, 'POST', '/api/setting-general-update', {
    ...original.general,
    phone: original.general.phone || '+1 555 0100',
    address_1: original.general.address_1 || '1 Main Street',
  })
  for (const field of ['saleTerms', 'billTerms'] as const) {
    await apiCall(page, 'POST', '/api/setting-terms-update', { [field]: original.terms[field] })
  }
}

/** A product sold on its basic quantity, with a barcode of its own (12 digits, the default scan length). */
async function seedProduct(page: Page, name: string, barcode: string, price: number): Promise<number> {
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name,
    barcode,
    sku: '',
    type: 'Standard',
    price,
    cost: price / 2,
    qty: 10,
    suppliers: [],
    warehouseSaleFrom: 1,
    unitOfMeasure: 'pcs',
    discounted: 0,
    state: 1,
    variants: [],
  })
  expect([200, 201]).toContain(created.status)
  return created.body.id
}

/** A cash sale of one unit made through the API, as the terminal sends it (no tax, no discount). */
async function sellOne(page: Page, product: { id: number; name: string; price: number }): Promise<number> {
  const sale = await apiCall<{ id: number }>(page, 'POST', '/api/sale', saleRequest([{ product, qty: 1 }]))
  expect(sale.status).toBe(201)
  return sale.body.id
}

/** Each save reloads the page about 1.5 s later (spec 000 §4); wait for that load to finish. */
async function saveAndWaitForReload(page: Page, message: string): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout: 10_000 })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(message)).toBeVisible()
  await reloaded
}

test('the currency symbol chosen in General shows on amounts and slips, and the sale and bill terms on their slips', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInByApi(page)
  const original = await storedSettings(page)
  try {
    await page.goto('/settings/general')
    await expect(page.getByText(/^Last update: /)).toBeVisible()
    await page.getByLabel('Phone').fill('+1 555 0100')
    await page.getByLabel('Address line 1').fill('1 Main Street')
    await page.getByLabel('Currency symbol').fill('€')
    await page.getByLabel('Symbol on the left').uncheck()
    await page.getByLabel('Space between amount and symbol').check()
    await expect(page.getByTestId('currency-example')).toHaveText('1,234.50 €')
    await saveAndWaitForReload(page, 'General settings updated successfully !')
    await expect(page.getByLabel('Currency symbol')).toHaveValue('€')

    // The product detail shows its price in the shop's currency (the products list shows no prices).
    const stamp = Date.now()
    const productName = `Euro cable ${stamp}`
    const barcode = `8${String(stamp).slice(-11)}`
    const productId = await seedProduct(page, productName, barcode, 12.5)
    await page.goto(`/product-detail/${productId}`)
    await expect(page.getByText('12.50 €').first()).toBeVisible()

    // The terminal: the cart total and the payment sheet's payable.
    await page.goto('/pos/portal')
    await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeFocused()
    await page.keyboard.type(barcode, { delay: 5 })
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(productName)
    await expect(page.getByTestId('cart-payable')).toHaveText('12.50 €')
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByTestId('payment-payable')).toHaveText('12.50 €')
    await page.keyboard.press('Escape')

    // A bill of 2 x 10.00 shows its total in the shop's currency on the list and on its slip.
    const bill = await apiCall<{ id: number }>(page, 'POST', '/api/bill', {
      name: `Settings check ${stamp}`,
      date: '2026-03-08',
      time: '10:30',
      items: [{ name: 'Screen protector', qty: 2, price: 10 }],
    })
    expect(bill.status).toBe(200)
    await page.goto('/bill-list')
    await expect(page.getByRole('row').filter({ hasText: `Settings check ${stamp}` })).toContainText('20.00 €')

    // Terms: one point per comma-separated line, on the view tab and on the slip.
    await page.goto('/settings/terms-and-conditions')
    for (const [group, text] of [
      ['Sale Slips', `No refund after 7 days, Keep your receipt ${stamp}`],
      ['Bill Slips', `Thank you for your visit ${stamp}, Goods once sold are not returned`],
    ] as const) {
      const header = page.getByRole('button', { name: group })
      await expect(header).toBeVisible()
      if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click()
      const section = page.getByRole('region', { name: group })
      await section.getByRole('tab', { name: 'Edit' }).click()
      await section.getByLabel(`${group} terms`).fill(text)
      await saveAndWaitForReload(page, 'Terms and conditions updated successfully !')
    }
    // The page reloaded on the last save: Sale Slips is open on its view tab.
    const saleView = page.getByRole('list', { name: 'Sale Slips terms' })
    await expect(saleView.getByRole('listitem')).toHaveText(['No refund after 7 days', `Keep your receipt ${stamp}`])

    // The sale receipt of a sale made through the API prints the sale terms as points, amounts in €.
    const saleId = await sellOne(page, { id: productId, name: productName, price: 12.5 })
    await page.goto(`/print/print-sale/${saleId}?preview=1`)
    await expect(page.getByTestId('receipt-status')).toHaveText('Paid')
    await expect(page.getByRole('listitem').filter({ hasText: 'No refund after 7 days' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: `Keep your receipt ${stamp}` })).toBeVisible()
    await expect(page.getByText('12.50 €').first()).toBeVisible()

    await page.goto(`/print/bill-print/${bill.body.id}`)
    await expect(page.getByText(`Thank you for your visit ${stamp}`)).toBeVisible()
    await expect(page.getByText('Goods once sold are not returned')).toBeVisible()
    await expect(page.getByText('20.00 €').first()).toBeVisible()
  } finally {
    await putBack(page, original)
  }
})

test('dark theme and right-to-left switch on for the whole app, and back off', async ({ page }) => {
  await signInByApi(page)
  const original = await storedSettings(page)
  try {
    await page.goto('/settings/general')
    await page.getByLabel('Phone').fill('+1 555 0100')
    await page.getByLabel('Address line 1').fill('1 Main Street')
    await page.getByLabel('Dark theme').check()
    await page.getByLabel('Right to left (RTL)').check()
    await saveAndWaitForReload(page, 'General settings updated successfully !')

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    // Issue 26's look: the dark page is a deep blue-grey, not MUI's default #121212.
    expect(dark).toBe('rgb(14, 17, 20)')
    await page.goto('/dashboard')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    await page.goto('/settings/general')
    await page.getByLabel('Dark theme').uncheck()
    await page.getByLabel('Right to left (RTL)').uncheck()
    await saveAndWaitForReload(page, 'General settings updated successfully !')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(dark)
  } finally {
    await putBack(page, original)
  }
})

test('out-of-bound values are refused with a message under the field, and nothing is saved', async ({ page }) => {
  await signInByApi(page)
  const before = await storedSettings(page)
  const response = await apiCall<{ errors: Record<string, string[]> }>(page, 'POST', '/api/setting-billing-update', {
    ...before.bill,
    billTermsFontSize: 25,
  })
  expect(response.status).toBe(422)
  expect(response.body.errors.billTermsFontSize).toEqual(['The Terms font size must be between 5 and 20.'])

  await page.goto('/settings/pos-configs')
  const printerWidth = page.getByLabel('Printer width (mm)')
  await printerWidth.fill('5')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // Under the field, naming it as the screen does (issue 16 point 6), not by its wire name.
  await expect(printerWidth).toHaveAccessibleDescription('The Printer width must be between 40 and 500.')
  expect((await storedSettings(page)).pos.printerWidth).toBe(before.pos.printerWidth)
})
