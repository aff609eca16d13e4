import { chromium } from '@playwright/test'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The POS terminal in Debian's Chromium, as e2e/tests/pos-speed.spec.ts measures it but on the bench's
 * full shop: sign in on the login page, open the terminal once (a till opened every morning has its
 * caches warm), then time `runs` navigations from the dashboard until the scan box has the focus and the
 * product tiles are drawn. Milliseconds from the navigation's start, one per run.
 */
export async function posInteractiveMs(url: string, runs = 5): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await page.goto(`${url}/login`)
    await page.getByLabel('Login').fill('admin@example.com')
    await page.getByLabel('Password').fill('admin123')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/dashboard/)
    await page.goto(`${url}/pos/portal`)
    await page.locator('button.MuiPaper-root[aria-label^="Add "]').first().waitFor()
    const timings: number[] = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${url}/dashboard`)
      await page.goto(`${url}/pos/portal`, { waitUntil: 'commit' })
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
      timings.push(Number(await ready.jsonValue()))
    }
    return timings
  } finally {
    await browser.close()
  }
}

export const CHROMIUM_PATH = CHROMIUM
