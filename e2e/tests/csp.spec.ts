import { expect, test, type Page } from '@playwright/test'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { expectFitsEachWindow, WINDOWS } from '../support/layout.ts'
import { PAGES, pageUrl } from '../support/pages.ts'
import { seedShop, type SeededShop } from '../support/seed.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The Content-Security-Policy (docs/decisions.md, "Security headers") must not break any screen: every
 * page of the route table, the print views, the public pages and the error pages (support/pages.ts) are
 * opened in light left-to-right and in dark right-to-left, and any "Refused to ..." console message or
 * securitypolicyviolation event fails the journey. The records the pages show are seeded first
 * (support/seed.ts), with long names.
 *
 * The same visits check that no page scrolls sideways (ARCHITECTURE.md "Web"): in light left-to-right at
 * 1366, 1024 and 390 px, in dark right-to-left at 390 px, where a mirrored page most often spills over.
 * One visit per page and look keeps the journey within CI's time.
 */

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

async function visitAll(
  page: Page,
  refused: string[],
  shop: SeededShop,
  windows: readonly { width: number; height: number }[],
) {
  for (const entry of PAGES) {
    const url = pageUrl(entry, shop)
    const started = Date.now()
    await page.setViewportSize(windows[0] ?? WINDOWS[0])
    const response = await page.goto(url)
    expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'")
    // Every page draws something inside the app's root (a page, a not-found notice or the sign-in form).
    await expect(page.locator('#root > *').first(), url).toBeVisible()
    // Let the page's own chunks and calls finish (a page that polls never goes idle: a few seconds at most).
    await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => {})
    await expectFitsEachWindow(page, url, windows)
    if (process.env.CSP_TIMINGS) console.log(`${url}: ${Date.now() - started} ms`)
  }
  expect(refused).toEqual([])
}

test('every screen, print view and public page runs under the Content-Security-Policy and fits the window', async ({
  page,
}) => {
  test.setTimeout(420_000)
  const refused = await watchViolations(page)
  await signInByApi(page)
  await visitAll(page, refused, await seedShop(page), WINDOWS)
})

test('every screen runs under the Content-Security-Policy in dark right-to-left too, and fits a phone', async ({
  page,
}) => {
  test.setTimeout(420_000)
  const refused = await watchViolations(page)
  await signInByApi(page)
  const shop = await seedShop(page)
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
    await visitAll(page, refused, shop, [{ width: 390, height: 844 }])
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
