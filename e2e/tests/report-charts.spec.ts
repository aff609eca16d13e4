import type { Locator } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { purchaseRequest, sell } from '../support/sales.ts'
import { apiCall, signInByApi, xsrfToken } from '../support/session.ts'

/**
 * Issue 16 §11: the reports people look at. Seeds by API (a product bought into a new warehouse, one more
 * bought on credit, sold twice today, one payment left pending), then checks each chart is drawn with its bars, reads its
 * amounts in the shop's currency (never "0.000000"), shows its empty state for an empty period, and that a
 * printed report carries the shop's header.
 */

interface GeneralSettings {
  general: Record<string, unknown> & { symbol: string; site_name: string }
}

// A 1x1 PNG: the smallest image the logo upload accepts.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The bars of a chart that hold an amount (an empty hour or day is a bar of no height). */
function bars(chart: Locator): Locator {
  return chart.locator('.MuiBarChart-element:not([height="0"]):not([width="0"])')
}

/** The text of a chart's axis ticks. */
async function tickTexts(chart: Locator): Promise<string[]> {
  return chart.locator('.MuiChartsAxis-tickLabel').allTextContents()
}

async function expectMoneyAxis(chart: Locator, symbol: string): Promise<void> {
  await expect.poll(async () => (await tickTexts(chart)).some((text) => text.includes(symbol))).toBe(true)
  expect((await tickTexts(chart)).join(' ')).not.toContain('0.000000')
}

test('reports, payments, top products, stock and the dashboard draw their charts; the print carries the shop header', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  await page.addInitScript(() => {
    window.print = () => undefined
  })
  await signInByApi(page)

  const original = (await apiCall<GeneralSettings>(page, 'GET', '/api/settings')).body.general
  const symbol = original.symbol
  const address = `${stamp % 1000} Chart Street`
  // The general settings need a phone and an address; a new shop has neither, and keeps these afterwards
  // (no journey depends on them being blank).
  const phone = (original.phone as string) || '+1 555 0100'
  const saved = await apiCall(page, 'POST', '/api/setting-general-update', {
    ...original,
    phone,
    address_1: address,
    address_2: 'Riverside',
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  const logo = await page.request.post('/api/setting-logo-bill', {
    headers: { 'x-xsrf-token': await xsrfToken(page) },
    multipart: { logoBill: { name: 'logo.png', mimeType: 'image/png', buffer: PIXEL_PNG } },
  })
  expect(logo.status(), await logo.text()).toBe(200)

  // A product bought into a warehouse of its own, then sold today: once paid, once on credit.
  const name = `Chart lamp ${stamp}`
  const warehouseName = `Chart store ${stamp}`
  const supplier = await apiCall<{ id: number }>(page, 'POST', '/api/supplier', {
    firstName: 'Cara',
    company: `Lamps ${stamp}`,
  })
  expect(supplier.status).toBe(201)
  const warehouse = await apiCall<{ id: number }>(page, 'POST', '/api/warehouse', {
    name: warehouseName,
    location: 'Upstairs',
    maxVolume: 100,
  })
  expect(warehouse.status).toBe(201)
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name,
    sku: `CL${stamp}`,
    price: 40,
    cost: 25,
    qty: 50,
    suppliers: [supplier.body.id],
  })
  expect(created.status).toBe(200)
  const purchase = await apiCall<{ id: number }>(
    page,
    'POST',
    '/api/purchase',
    purchaseRequest(`PO-CHART-${stamp}`, supplier.body.id, { product_id: created.body.id, cost: 25, qty: 4 }),
  )
  expect(purchase.status).toBe(201)
  // One more on credit, nothing paid yet: the shop owes its supplier (the Payments chart's last bar).
  const owing = await apiCall(page, 'POST', '/api/purchase', {
    ...purchaseRequest(`PO-CHART-DUE-${stamp}`, supplier.body.id, { product_id: created.body.id, cost: 25, qty: 1 }),
    method: false,
    dueDate: '2099-12-31',
  })
  expect(owing.status, JSON.stringify(owing.body)).toBe(201)
  const stocked = await apiCall(page, 'POST', '/api/stock', {
    purchaseId: purchase.body.id,
    items: [{ product: created.body.id, warehouse: warehouse.body.id, price: 40, rackNumber: 'C-1' }],
  })
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(200)
  const product = { id: created.body.id, name, price: 40 }
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', { firstName: `Owes${stamp}` })
  expect(customer.status).toBe(201)
  await sell(page, [{ product, qty: 2 }])
  await sell(page, [{ product, qty: 1 }], { customer_id: customer.body.id, method: false })

  // Sales report of today: the sales and profit bars, money on the amount axis.
  await page.goto('/reports')
  const form = page.getByRole('form', { name: 'Sales Report form' })
  await form.getByRole('button', { name: 'Generate' }).click()
  const salesChart = page.getByRole('figure', { name: 'Sales and profit' })
  // The first chart brings @mui/x-charts (a lazy chunk): allow for a slow machine.
  await expect(bars(salesChart).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'Sales and profit' })).toContainText('Hour by hour')
  await expectMoneyAxis(salesChart, symbol)
  // Both series are named in the legend.
  for (const series of ['Sales', 'Profit']) await expect(salesChart.getByText(series, { exact: true })).toBeVisible()

  // On paper: the shop's header with its logo, name and address above the report.
  const header = page.getByRole('group', { name: 'Shop header' })
  await expect(header).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(header).toBeVisible()
  await expect(header).toContainText(original.site_name)
  await expect(header).toContainText(address)
  await expect(header).toContainText('Riverside')
  await expect(header.getByRole('img', { name: `${original.site_name} logo` })).toBeVisible()
  await page.emulateMedia({ media: null })

  // A period without sales: the chart says what would appear and how.
  await page.getByRole('button', { name: 'Clear' }).click()
  await form.getByRole('combobox', { name: 'Duration' }).click()
  await page.getByRole('option', { name: 'Period' }).click()
  await form.getByLabel('From date').fill('2001-01-01')
  await form.getByLabel('End date').fill('2001-01-31')
  await form.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'No sales in this period' })).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Sales and profit' })).toHaveCount(0)

  // Payments: received, paid out, what customers owe and what the shop owes its suppliers, one bar
  // each (never one "Pending" bar of both), amounts in the shop's currency.
  await page.getByRole('tab', { name: 'Payments' }).click()
  const payments = page.getByRole('figure', { name: 'Received, paid out and owed each way' })
  await expect(bars(payments)).toHaveCount(4)
  await expectMoneyAxis(payments, symbol)
  for (const row of ['Received', 'Paid out', 'Customers owe', 'Owed to suppliers']) {
    await expect(payments.locator('.MuiChartsAxis-tickLabel', { hasText: row })).toBeVisible()
  }

  // Top products: one bar per product, ours among them.
  await page.getByRole('tab', { name: 'Top Products' }).click()
  const top = page.getByRole('figure', { name: 'Units sold per product' })
  await expect(bars(top).first()).toBeVisible()
  const rows = await page.getByRole('table', { name: 'Trending products' }).getByRole('row').count()
  await expect(bars(top)).toHaveCount(rows - 1)

  // Stock counts: the new warehouse's stock at cost (4 x 25.00) and at price (4 x 40.00).
  await page.getByRole('tab', { name: 'Stock Counts' }).click()
  const stock = page.getByRole('figure', { name: 'Stock value by warehouse' })
  await expect(bars(stock).first()).toBeVisible()
  await expectMoneyAxis(stock, symbol)
  const line = page
    .getByRole('table', { name: 'Stock by warehouse' })
    .getByRole('row', { name: new RegExp(warehouseName) })
  await expect(line).toContainText('100.00')
  await expect(line).toContainText('160.00')

  // The dashboard: sale vs cost by month, the amount axis in the shop's currency.
  await page.goto('/dashboard')
  const dashboard = page.getByRole('figure', { name: 'Sales and cost over the last 12 months' })
  await expect(dashboard.locator('path.MuiLineChart-area')).toHaveCount(2, { timeout: 30_000 })
  await expectMoneyAxis(dashboard, symbol)

  // On a phone the chart fits the page: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(dashboard.locator('path.MuiLineChart-area')).toHaveCount(2)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
