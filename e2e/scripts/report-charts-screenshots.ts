import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { purchaseRequest, sell } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Screenshots of every chart (reports, payments, top products, stock, dashboard) light, dark and
 * right-to-left, at 1366 and 390 px (and 1024 in light), plus the printed sales report, into REPORT_SHOTS_DIR (default
 * /tmp/report-charts-shots), for a person to look at:
 *   cd e2e && npx playwright test --config screenshots.config.ts report-charts
 * Run it after tests/report-charts.spec.ts on the same server, or on a fresh one: it seeds a few sales.
 */

const OUT = process.env.REPORT_SHOTS_DIR ?? '/tmp/report-charts-shots'

interface GeneralSettings {
  general: Record<string, unknown>
}

async function look(page: Page, general: Record<string, unknown>, change: { theme: boolean; rtl: boolean }) {
  expect((await apiCall(page, 'POST', '/api/setting-general-update', { ...general, ...change })).status).toBe(200)
}

/** Goods bought and put into two warehouses, so the stock chart has bars. */
async function seedStock(page: Page, stamp: number): Promise<void> {
  const supplier = await apiCall<{ id: number }>(page, 'POST', '/api/supplier', {
    firstName: 'Sam',
    company: `Shots ${stamp}`,
  })
  expect(supplier.status).toBe(201)
  for (const [index, place] of ['Back room', 'Upstairs store'].entries()) {
    const warehouse = await apiCall<{ id: number }>(page, 'POST', '/api/warehouse', {
      name: `${place} ${stamp % 1000}`,
      location: place,
      maxVolume: 500,
    })
    expect(warehouse.status).toBe(201)
    const product = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
      name: `Tablet stand ${index} ${stamp % 1000}`,
      sku: `SHOTS${stamp}${index}`,
      price: 30,
      cost: 18,
      suppliers: [supplier.body.id],
    })
    expect(product.status).toBe(200)
    const qty = 40 * (index + 1)
    const purchase = await apiCall<{ id: number }>(
      page,
      'POST',
      '/api/purchase',
      purchaseRequest(`PO-SHOTS-${index}`, supplier.body.id, { product_id: product.body.id, cost: 18, qty }),
    )
    expect(purchase.status).toBe(201)
    const stocked = await apiCall(page, 'POST', '/api/stock', {
      purchaseId: purchase.body.id,
      items: [{ product: product.body.id, warehouse: warehouse.body.id, price: 30 + index * 5, rackNumber: 'S-1' }],
    })
    expect(stocked.status).toBe(200)
  }
}

async function seed(page: Page): Promise<void> {
  const stamp = Date.now()
  await seedStock(page, stamp)
  const names = ['Wall charger 25 W', 'USB-C braided cable 2 m, extra long name to see it cut', 'Bluetooth earbuds']
  for (const [index, name] of names.entries()) {
    const price = [24.99, 9.9, 49][index] as number
    const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
      name: `${name} ${stamp % 1000}`,
      sku: `SHOT${stamp}${index}`,
      price,
      cost: Math.round(price * 60) / 100,
      qty: 100,
      suppliers: [],
    })
    expect(created.status).toBe(200)
    // The sale's line carries the name without the stamp.
    await sell(page, [{ product: { id: created.body.id, name, price }, qty: index + 1 }])
  }
}

test('screenshots of the report charts', async ({ page }) => {
  test.setTimeout(600_000)
  fs.mkdirSync(OUT, { recursive: true })
  await page.addInitScript(() => {
    window.print = () => undefined
  })
  await signInByApi(page)
  await seed(page)
  const original = (await apiCall<GeneralSettings>(page, 'GET', '/api/settings')).body.general
  const general = {
    ...original,
    phone: original.phone || '+1 555 0100',
    address_1: original.address_1 || '1 Main Street',
  }
  const looks = [
    { name: 'light', theme: false, rtl: false },
    { name: 'dark', theme: true, rtl: false },
    { name: 'rtl', theme: false, rtl: true },
    { name: 'dark-rtl', theme: true, rtl: true },
  ]
  const shot = async (name: string) => {
    await page.waitForTimeout(300)
    await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true })
    // No sideways scrolling of the page at any width (tables scroll inside their own box).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0)
  }
  try {
    for (const current of looks) {
      await look(page, general, current)
      for (const width of current.name === 'light' ? [1366, 1024, 390] : [1366, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 768 : 844 })
        const tag = `${current.name}-${width}`
        await page.goto('/reports')
        await page.getByRole('button', { name: 'Generate' }).click()
        await expect(page.getByRole('figure', { name: 'Sales and profit' })).toBeVisible()
        await shot(`sales-${tag}`)
        if (width > 1000 && (current.name === 'light' || current.name === 'dark-rtl')) {
          // What the browser prints from this wide window, as a PDF of A4 pages.
          await page.pdf({ path: path.join(OUT, `sales-print-${current.name}.pdf`), format: 'A4' })
        }
        if (width > 1000 && current.name === 'light') {
          await page.setViewportSize({ width: 794, height: 1123 })
          await page.emulateMedia({ media: 'print' })
          await shot(`sales-print-${current.name}`)
          await page.emulateMedia({ media: null })
          await page.setViewportSize({ width, height: 768 })
        }
        if (width > 1000 && current.name === 'dark') {
          await page.emulateMedia({ media: 'print' })
          await shot(`sales-print-${current.name}`)
          await page.emulateMedia({ media: null })
        }
        await page.getByRole('button', { name: 'Clear' }).click()
        await page.getByRole('combobox', { name: 'Duration' }).click()
        await page.getByRole('option', { name: 'Period' }).click()
        await page.getByLabel('From date').fill('2001-01-01')
        await page.getByLabel('End date').fill('2001-01-31')
        await page.getByRole('button', { name: 'Generate' }).click()
        await expect(page.getByText('No sales in this period')).toBeVisible()
        await shot(`sales-empty-${tag}`)
        for (const [tab, figure] of [
          ['Payments', 'Received, paid out and owed each way'],
          ['Top Products', 'Units sold per product'],
          ['Stock Counts', 'Stock value by warehouse'],
        ] as const) {
          await page.getByRole('tab', { name: tab }).click()
          await expect(page.getByRole('figure', { name: figure }).or(page.getByRole('status')).first()).toBeVisible()
          await shot(`${tab.toLowerCase().replace(' ', '-')}-${tag}`)
        }
        await page.goto('/dashboard')
        await expect(page.getByRole('figure', { name: 'Sales and cost over the last 12 months' })).toBeVisible({
          timeout: 30_000,
        })
        await shot(`dashboard-${tag}`)
      }
    }
  } finally {
    await look(page, general, { theme: Boolean(original.theme), rtl: Boolean(original.rtl) })
  }
})
