import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { productBody } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Screenshots of offline selling for docs/offline.md (issue 18): the terminal cut off with a sale waiting,
 * at a till's widths, light, dark and right-to-left, and the owner's Stock alerts conflicts tab.
 */

const OUT = path.resolve(import.meta.dirname, '../../docs/images')
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]

test.use({ serviceWorkers: 'allow' })

async function look(page: Page, general: Record<string, unknown>, change: { theme: boolean; rtl: boolean }) {
  expect((await apiCall(page, 'POST', '/api/setting-general-update', { ...general, ...change })).status).toBe(200)
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `page scrolls sideways at ${page.viewportSize()?.width ?? 0}px`).toBeLessThanOrEqual(0)
}

test('screenshots of offline selling', async ({ page, context }) => {
  await signInByApi(page)
  const stamp = String(Date.now()).slice(-6)
  const barcode = `9${stamp}00001`
  const product = await apiCall<{ id: number }>(
    page,
    'POST',
    '/api/product',
    productBody({ name: 'USB-C cable 1 m', barcode, price: 9.5, qty: 10 }),
  )

  expect([200, 201]).toContain(product.status)
  const till = await apiCall<{ id: number }>(page, 'POST', '/api/tills', { name: `Front counter ${stamp}` })
  await context.addInitScript((id) => localStorage.setItem('counterpart.till', String(id)), till.body.id)
  const original = (await apiCall<{ general: Record<string, unknown> }>(page, 'GET', '/api/settings')).body.general
  // A fresh shop has no phone or address, which a settings save requires.
  const general = {
    ...original,
    phone: original.phone || '+1 555 0100',
    address_1: original.address_1 || '1 Main Street',
  }

  await page.goto('/pos/portal')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect(page.getByTestId('offline-badge')).toContainText('Prices as of')
  const box = page.getByRole('combobox', { name: 'Scan or search a product' })

  for (const [name, change] of [
    ['light', { theme: false, rtl: false }],
    ['dark', { theme: true, rtl: false }],
    ['rtl', { theme: false, rtl: true }],
  ] as const) {
    // The look is a setting: saved online and read by the terminal (which keeps it), then the till is cut off.
    await context.setOffline(false)
    await look(page, general, change)
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.reload()
    await expect(page.getByTestId('offline-badge')).not.toContainText('waiting to sync')
    await page.waitForTimeout(1_000)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.offline)
    // One sale kept on the till, the next one in the cart.
    await box.click()
    await page.keyboard.type(barcode, { delay: 5 })
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.getByRole('button', { name: 'Exact' }).click()
    await page.getByRole('button', { name: 'Process' }).click()
    await expect(page.getByTestId('sold-message')).toHaveText(OFFLINE_TEXTS.savedOffline)
    await page.screenshot({ path: path.join(OUT, `offline-${name}-sold.png`) })
    await page.getByRole('button', { name: 'New Sale' }).click()
    await box.click()
    await page.keyboard.type(barcode, { delay: 5 })
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText('USB-C cable')
    await expect(page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.waiting(1))
    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      await page.waitForTimeout(300)
      await noSidewaysScroll(page)
      await page.screenshot({ path: path.join(OUT, `offline-${name}-${size.width}x${size.height}.png`) })
    }
  }
  await context.setOffline(false)
  await look(page, general, { theme: false, rtl: false })
  await page.reload()
  await expect(page.getByTestId('offline-badge')).not.toContainText('waiting to sync', { timeout: 60_000 })
  const lastUnit = await apiCall<{ id: number }>(
    page,
    'POST',
    '/api/product',
    productBody({ name: 'Screen protector', barcode: `9${stamp}00002`, price: 9.5, qty: 0 }),
  )

  expect([200, 201]).toContain(lastUnit.status)

  // A till sold what the server's stock did not hold: the owner's conflicts tab.
  const second = await apiCall<{ id: number }>(page, 'POST', '/api/tills', { name: `Back counter ${stamp}` })
  const clientId = crypto.randomUUID()
  const sale = {
    clientId,
    soldAt: new Date().toISOString(),
    sale: {
      items: [{ id: lastUnit.body.id, custom: false, qty: 1, price: 9.5, subTotal: 9.5, discount: 0 }],
      subTotal: 9.5,
      taxAmount: 0,
      discountedAmount: 0,
      totalAmount: 9.5,
      totalItems: 1,
      enterAmount: 9.5,
      method: true,
    },
  }
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const replayed = await page.request.post('/api/offline-sales', {
    data: sale,
    headers: { 'x-xsrf-token': token, 'idempotency-key': clientId, 'x-counterpart-till': String(second.body.id) },
  })
  expect(replayed.status(), await replayed.text()).toBe(201)
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.goto('/stocks?tab=conflicts')
    await expect(page.getByRole('table', { name: 'Stock conflicts from offline sales' })).toContainText(
      'Screen protector',
    )
    await noSidewaysScroll(page)
    await page.screenshot({ path: path.join(OUT, `offline-conflicts-${size.width}x${size.height}.png`) })
  }
})
