import { expect, test, type Page } from '@playwright/test'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The Content-Security-Policy (docs/decisions.md, "Security headers") must not break any screen: every
 * page of the route table, the print views, the public pages and the error pages are opened in light
 * left-to-right and in dark right-to-left, and any "Refused to ..." console message or
 * securitypolicyviolation event fails the journey. Pages that take an id get a record seeded here, or
 * id 1, which still loads and runs the page's code.
 */
const PAGES = [
  '/login',
  '/forget-password',
  '/reset-password/not-a-token',
  '/welcome',
  '/shop',
  '/gallery',
  '/track',
  '/dashboard',
  '/products',
  '/add-new-product',
  '/edit-product/{product}',
  '/product-detail/{product}',
  '/print/product-label/{product}',
  '/add-new-category',
  '/edit-category/1',
  '/pos/portal',
  '/buy',
  '/purchase-detail/1',
  '/stock-update/1',
  '/print/purchase-invoice/1',
  '/custom-products',
  '/custom-product',
  '/custom-product-details/1',
  '/repair-lists',
  '/repair-form',
  '/repairing-gallery',
  '/shop-list',
  '/bill-list',
  '/bill-form',
  '/print/repair-print/1',
  '/print/bill-print/1',
  '/print/custom-purchase/1',
  '/contacts',
  '/add-new-customer',
  '/edit-customer/1',
  '/customer-detail/1',
  '/add-new-supplier',
  '/edit-supplier/1',
  '/supplier-detail/1',
  '/stocks',
  '/inventory',
  '/add-new-warehouse',
  '/edit-warehouse/1',
  '/warehouse-detail/1',
  '/transactions',
  '/sale-detail/1',
  '/refund-detail/1',
  '/print/print-sale/1',
  '/print/print-sale-refund/1',
  '/print/shipping-address/1',
  '/print/mini-receipt/1',
  '/payments',
  '/payment-details/1',
  '/reports',
  '/backup-and-restore',
  '/users',
  '/settings/general',
  '/settings/mail',
  '/settings/logo',
  '/settings/terms-and-conditions',
  '/settings/pos-configs',
  '/settings/billing',
  '/settings/units',
  '/settings/announcement',
  '/request-timeout',
  '/internal-server-error',
  '/page-not-found',
  '/no/such/page',
]

/** Collects CSP refusals from the console and from the page's own securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const refused: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Refused to|Content Security Policy/i.test(text)) refused.push(`${page.url()}: ${text}`)
  })
  // Init scripts are injected by the browser's debugging protocol, so the policy does not block this one.
  await page.addInitScript(() => {
    // Print views print themselves once loaded; the journey only looks at them.
    window.print = () => {}
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (securitypolicyviolation) ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return refused
}

async function visitAll(page: Page, refused: string[], ids: Record<string, number>) {
  for (const template of PAGES) {
    const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => String(ids[name] ?? 1))
    const started = Date.now()
    const response = await page.goto(url)
    expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'")
    // Every page draws something inside the app's root (a page, a not-found notice or the sign-in form).
    await expect(page.locator('#root > *').first(), url).toBeVisible()
    // Let the page's own chunks and calls finish (a page that polls never goes idle: a few seconds at most).
    await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => {})
    if (process.env.CSP_TIMINGS) console.log(`${url}: ${Date.now() - started} ms`)
  }
  expect(refused).toEqual([])
}

async function seedIds(page: Page): Promise<Record<string, number>> {
  const product = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name: 'CSP check cable',
    type: 'Standard',
    barcode_symbology: 'code128',
    sku: `CSP-${Date.now()}`,
    price: 9.5,
    cost: 4,
    qty: 3,
  })
  return product.status < 300 ? { product: product.body.id } : {}
}

test('every screen, print view and public page runs under the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(420_000)
  const refused = await watchViolations(page)
  await signInByApi(page)
  await visitAll(page, refused, await seedIds(page))
})

test('every screen runs under the Content-Security-Policy in dark right-to-left too', async ({ page }) => {
  test.setTimeout(420_000)
  const refused = await watchViolations(page)
  await signInByApi(page)
  const ids = await seedIds(page)
  const original = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body
  const general = {
    ...original.general,
    phone: original.general.phone || '+1 555 0100',
    address_1: original.general.address_1 || '1 Main Street',
  }
  try {
    const switched = await apiCall(page, 'POST', '/api/setting-general-update', { ...general, theme: true, rtl: true })
    expect(switched.status).toBe(200)
    await page.goto('/dashboard')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await visitAll(page, refused, ids)
  } finally {
    await apiCall(page, 'POST', '/api/setting-general-update', general)
  }
})

test('the check itself fails on an inline script, which the policy refuses to run', async ({ page }) => {
  const refused = await watchViolations(page)
  await page.goto('/login', { waitUntil: 'networkidle' })
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 200))
    return (window as unknown as { injected?: boolean }).injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(() => refused.length).toBeGreaterThan(0)
  expect(refused.join('\n')).toMatch(/violates the following Content Security Policy directive 'script-src 'self''/)
})
