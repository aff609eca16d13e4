import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { MESSAGES } from '@counterpart/domain/messages'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { expectFitsWindow } from '../support/layout.ts'
import { solidPng } from '../support/png.ts'
import { seedShop } from '../support/seed.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/** The browser's own link blue, which no link of the app may show. */
const BROWSER_LINK_BLUE = 'rgb(0, 0, 238)'

function colourOf(element: Locator, property: 'color' | 'backgroundColor'): Promise<string> {
  return element.evaluate((node, name) => getComputedStyle(node)[name], property)
}

/** How many lines a cell's text takes on screen. */
function linesOf(cell: Locator): Promise<number> {
  return cell.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size
  })
}

/** Links are the theme's primary colour, the colour of a contained button, never the browser's blue. */
async function expectThemedLink(page: Page, link: Locator): Promise<void> {
  const primary = await colourOf(page.getByRole('link', { name: 'Edit' }), 'backgroundColor')
  await expect.poll(() => colourOf(link, 'color')).toBe(primary)
  expect(primary).not.toBe(BROWSER_LINK_BLUE)
}

async function switchLook(page: Page, change: { theme: boolean }): Promise<() => Promise<void>> {
  const original = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body.general
  const general = {
    ...original,
    phone: original.phone || '+1 555 0100',
    address_1: original.address_1 || '1 Main Street',
  }
  expect((await apiCall(page, 'POST', '/api/setting-general-update', { ...general, ...change })).status).toBe(200)
  return async () => {
    await apiCall(page, 'POST', '/api/setting-general-update', general)
  }
}

test('lists keep one line per row at 1024 and 1366 px; detail pages name warehouses, refunds, orders and times', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInByApi(page)
  const shop = await seedShop(page)

  // Transactions: a sale's row stays one line high, two icons and ⋯, at both desktop widths.
  await page.goto('/transactions')
  const row = page.getByRole('table', { name: 'Sales transactions' }).getByRole('row').filter({ hasText: shop.saleKey })
  await expect(row).toBeVisible()
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 })
    await expectFitsWindow(page, `Transactions at ${width} px`)
    await expect
      .poll(async () => (await row.boundingBox())?.height, `row height at ${width} px`)
      .toBeLessThanOrEqual(56)
    expect(await linesOf(row.getByRole('cell').first()), `the date at ${width} px`).toBe(1)
  }
  await expect(row.getByRole('link', { name: 'Sale detail' })).toBeVisible()
  await expect(row.getByRole('link', { name: 'Print' })).toBeVisible()
  await expect(row.getByRole('link', { name: 'Refund' })).toHaveCount(0)
  await row.getByRole('button', { name: `More actions for ${shop.saleKey}` }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['Shipping address', 'Refund', 'Email invoice', 'Remove'])
  await menu.getByRole('menuitem', { name: 'Refund' }).click()
  await expect(page).toHaveURL(new RegExp(`/pos/portal/${shop.saleKey}$`))
  await page.setViewportSize({ width: 1366, height: 768 })

  // Supplier detail: the warehouse a product sells from, by name.
  await page.goto(`/supplier-detail/${shop.supplier}`)
  const supplied = page.getByRole('table', { name: 'Products of the supplier' })
  await expect(supplied.getByRole('link', { name: shop.warehouseName })).toHaveAttribute(
    'href',
    `/warehouse-detail/${shop.warehouse}`,
  )
  await expect(supplied).not.toContainText('#')

  // Customer detail: the refund paid back reads apart from payments received, each with its order.
  await page.goto(`/customer-detail/${shop.customer}`)
  const payments = page.getByRole('table', { name: 'Payments of the customer' })
  const refund = payments.getByRole('row').filter({ hasText: 'Refund paid out' })
  await expect(refund).toHaveCount(1)
  await expect(refund.getByRole('link', { name: shop.refundKey })).toHaveAttribute(
    'href',
    `/refund-detail/${shop.refund}`,
  )
  await expect(refund).toContainText(/-\D*49\.50/)
  const received = payments.getByRole('row').filter({ hasText: 'Payment received' })
  await expect(received.getByRole('link', { name: shop.saleKey })).toHaveAttribute('href', `/sale-detail/${shop.sale}`)
  await expect(received.filter({ hasText: shop.creditSaleKey }).first()).toBeVisible()
  await expectThemedLink(page, refund.getByRole('link', { name: shop.refundKey }))

  // Payment detail: the order it pays, as a link, and the time of payment.
  await page.goto(`/payment-details/${shop.payment}`)
  await expect(page.getByRole('link', { name: shop.creditSaleKey })).toHaveAttribute(
    'href',
    `/sale-detail/${shop.creditSale}`,
  )
  await expect(page.getByText('Paid at', { exact: true }).locator('..')).toContainText(/\d{1,2}:\d{2}/)

  // Stock alerts: both thresholds are as this user left them after a reload.
  await page.goto('/stocks')
  const threshold = page.getByLabel('Threshold', { exact: true })
  await expect(threshold).toHaveText('20')
  await page.getByRole('button', { name: 'Raise the threshold' }).click()
  await page.getByRole('button', { name: 'Raise the threshold' }).click()
  await expect(threshold).toHaveText('22')
  await page.getByRole('tab', { name: 'Out Of Stock Items' }).click()
  await page.getByRole('spinbutton', { name: 'Quantity below' }).fill('35')
  await page.reload()
  await expect(page.getByRole('spinbutton', { name: 'Quantity below' })).toHaveValue('35')
  await page.getByRole('tab', { name: 'Low Quantity Alerts' }).click()
  await expect(threshold).toHaveText('22')

  // Dark mode: links take the dark theme's primary colour.
  const restore = await switchLook(page, { theme: true })
  try {
    await page.goto(`/customer-detail/${shop.customer}`)
    const payments = page.getByRole('table', { name: 'Payments of the customer' })
    await expectThemedLink(page, payments.getByRole('link', { name: shop.refundKey }))
  } finally {
    await restore()
  }
})

test('the app logo uploaded in the settings shows in the top bar, the menu and on the sign-in page', async ({
  page,
}) => {
  await signInByApi(page)
  const { site_name } = (await apiCall<{ configs: { site_name: string } }>(page, 'POST', '/api/pull-app-configuration'))
    .body.configs
  await page.goto('/settings/logo')
  await page.getByLabel('App logo file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(240, 80, [21, 101, 192]),
  })
  // A saved setting reloads the page, so that every screen picks it up.
  const reloaded = page.waitForEvent('load', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Upload app logo' }).click()
  await reloaded

  const logo = (place: Locator) => place.getByRole('img', { name: site_name, exact: true })
  await page.goto('/dashboard')
  await expect(logo(page.getByRole('banner'))).toBeVisible()
  await expect(logo(page.getByRole('complementary', { name: 'Menu' }))).toBeVisible()
  // On a phone the menu opens over the top bar and shows the logo itself.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(logo(page.getByRole('dialog', { name: 'Menu' }))).toBeVisible()
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1366, height: 768 })

  await apiCall(page, 'POST', '/api/logout')
  await page.goto('/login')
  const signIn = page.getByRole('img', { name: site_name, exact: true })
  await expect(signIn).toBeVisible()
  await expect(signIn).toHaveJSProperty('naturalWidth', 240)
})

test('a cashier without the warehouse permission reads why Stocks is closed to them', async ({ page }) => {
  const stamp = Date.now()
  await signInByApi(page)
  const cashier = { email: `till.${stamp}@example.com`, password: 'till-password-1' }
  const created = await apiCall(page, 'POST', '/api/user', {
    name: `Till ${stamp}`,
    ...cashier,
    roleName: 'Cashier',
    saleCreate: true,
    saleList: true,
  })
  expect(created.status).toBeLessThan(300)
  await apiCall(page, 'POST', '/api/logout')
  await signInByApi(page, cashier.email, cashier.password)

  await page.goto('/inventory?tab=stocks')
  await expect(page.getByRole('tab', { name: 'Stocks', selected: true })).toBeVisible()
  await expect(page.getByText(MESSAGES.forbidden)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Stocks' })).toHaveCount(0)
})
