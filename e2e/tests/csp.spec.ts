import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { expectFitsEachWindow, WINDOWS } from '../support/layout.ts'
import { waitForAppIdle, trackRequests } from '../support/idle.ts'
import { PAGES, pageUrl } from '../support/pages.ts'
import { seedShop } from '../support/seed.ts'
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
 * Two passes over the pages, one per look (the shop's setting is switched between them). Each pass loads the
 * app once and then moves from page to page inside it, as staff do, so the app's code is read once per look
 * rather than once per page; the policy holds for the whole document, so a page drawn after a move is held to
 * it as much as a loaded one. Each visit waits for the app to say it is idle (support/idle.ts), not for a
 * fixed pause.
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

const LOOKS = [
  { name: 'light left-to-right', dark: false, rtl: false, windows: WINDOWS },
  { name: 'dark right-to-left', dark: true, rtl: true, windows: [{ width: 390, height: 844 }] },
] as const

/**
 * Opens one page in the look the shop is set to and checks it runs under the policy and fits each window:
 * the pass's first page is loaded, the others are reached inside the app (the router follows the address
 * as it does for the browser's Back button).
 */
async function visit(page: Page, url: string, look: (typeof LOOKS)[number], load: boolean) {
  const what = `${url} (${look.name})`
  const started = Date.now()
  await page.setViewportSize(look.windows[0] ?? WINDOWS[0])
  if (load) {
    const response = await page.goto(url)
    expect(response?.headers()['content-security-policy'], what).toContain("script-src 'self'")
  } else {
    await page.evaluate((to) => {
      // Not idle until the app says so again, after this move: its own signal, not the last page's.
      document.documentElement.dataset.idle = 'false'
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, url)
  }
  // Every page draws something inside the app's root (a page, a not-found notice or the sign-in form).
  await expect(page.locator('#root > *').first(), what).toBeVisible()
  // Let the page's own chunks and calls finish.
  await waitForAppIdle(page, what)
  await expect(page.locator('html'), what).toHaveAttribute('dir', look.rtl ? 'rtl' : 'ltr')
  await expectFitsEachWindow(page, what, look.windows)
  if (process.env.CSP_TIMINGS) console.log(`${what}: ${Date.now() - started} ms`)
}

test('every screen, print view and public page runs under the Content-Security-Policy and fits the window, light left-to-right and dark right-to-left', async ({
  page,
}) => {
  test.setTimeout(600_000)
  const refused = await watchViolations(page)
  trackRequests(page)
  await signInByApi(page)
  const shop = await seedShop(page)
  const original = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body
  const general = {
    ...original.general,
    phone: original.general.phone || '+1 555 0100',
    address_1: original.general.address_1 || '1 Main Street',
  }
  const setLook = async (look: (typeof LOOKS)[number]) => {
    const switched = await apiCall(page, 'POST', '/api/setting-general-update', {
      ...general,
      theme: look.dark,
      rtl: look.rtl,
    })
    expect(switched.status, look.name).toBe(200)
  }
  try {
    for (const look of LOOKS) {
      await setLook(look)
      for (const [index, entry] of PAGES.entries()) await visit(page, pageUrl(entry, shop), look, index === 0)
    }
  } finally {
    await apiCall(page, 'POST', '/api/setting-general-update', general)
  }
  expect(refused).toEqual([])
})

test('the check itself fails on an inline script, which the policy refuses to run', async ({ page }) => {
  const refused = await watchViolations(page)
  trackRequests(page)
  await page.goto('/login')
  await waitForAppIdle(page, '/login')
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
