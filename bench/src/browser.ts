import { chromium, type Page } from '@playwright/test'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Until the scan box has the focus and the product tiles are drawn: ms from the navigation's start. */
async function interactiveAt(page: Page): Promise<number> {
  const ready = await page.waitForFunction(
    () => {
      const box = document.activeElement
      const focused = box instanceof HTMLInputElement && box.getAttribute('role') === 'combobox'
      const tiles = document.querySelectorAll('button.MuiPaper-root[aria-label^="Add "]').length
      return focused && tiles > 0 ? performance.now() : null
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  )
  return Number(await ready.jsonValue())
}

export interface PosTimings {
  /** The terminal opened again in the same browser: HTTP cache and service worker warm. */
  warm: number[]
  /** A browser that never opened the app (signed in, nothing cached): every file fetched. */
  cold: number[]
}

/**
 * The POS terminal in Debian's Chromium, as e2e/tests/pos-speed.spec.ts measures it but on the bench's
 * full shop (issue 35: under 1 s warm, 1.5 s cold). Warm: sign in on the login page, open the terminal once
 * (a till opened every morning has its caches warm), then time `runs` navigations from the dashboard. Cold:
 * `runs` fresh browser contexts holding only the session's cookies (no HTTP cache, no service worker), each
 * opening the terminal's address directly.
 */
export async function posInteractiveMs(url: string, runs = 5): Promise<PosTimings> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${url}/login`)
    await page.getByLabel('Login').fill('admin@example.com')
    await page.getByLabel('Password').fill('admin123')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/dashboard/)
    await page.goto(`${url}/pos/portal`)
    await page.locator('button.MuiPaper-root[aria-label^="Add "]').first().waitFor()
    const warm: number[] = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${url}/dashboard`)
      await page.goto(`${url}/pos/portal`, { waitUntil: 'commit' })
      warm.push(await interactiveAt(page))
    }
    const cookies = await context.cookies()
    const cold: number[] = []
    for (let run = 0; run < runs; run += 1) {
      const fresh = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'allow' })
      await fresh.addCookies(cookies)
      const coldPage = await fresh.newPage()
      await coldPage.goto(`${url}/pos/portal`, { waitUntil: 'commit' })
      cold.push(await interactiveAt(coldPage))
      await fresh.close()
    }
    return { warm, cold }
  } finally {
    await browser.close()
  }
}

export const CHROMIUM_PATH = CHROMIUM
