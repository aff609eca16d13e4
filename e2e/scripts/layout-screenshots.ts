import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '../support/test.ts'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { PAGES, pageUrl } from '../support/pages.ts'
import { waitForAppIdle, trackRequests } from '../support/idle.ts'
import { overflowingElements } from '../support/layout.ts'
import { solidPng } from '../support/png.ts'
import { seedShop } from '../support/seed.ts'
import { apiCall, signInByApi, xsrfToken } from '../support/session.ts'

/**
 * Screenshots of every back-office screen on seeded data at the widths the shop uses (DESIGN.md
 * "Checking it"), for looking at, not asserting:
 *   cd e2e && LOOK=dark-rtl ONLY=transactions npx playwright test --config screenshots.config.ts scripts/layout-screenshots.ts
 * LOOK is light-ltr (default), dark-ltr, light-rtl or dark-rtl; ONLY filters the addresses (a regular
 * expression); SHOTS=0 skips the pictures; LOGO=1 uploads an app logo first and ends on the sign-in page,
 * signed out; WIDTHS overrides "1366,1024,390"; OUT the folder (default /tmp/counterpart-layout).
 * Every page that is wider than the window is listed in overflow.txt with the elements that stick out.
 */

const OUT = process.env.OUT ?? '/tmp/counterpart-layout'
const LOOK = process.env.LOOK ?? 'light-ltr'
const WIDTHS = (process.env.WIDTHS ?? '1366,1024,390').split(',').map(Number)
/** SHOTS=0 only lists the overflows (much faster). */
const SHOTS = process.env.SHOTS !== '0'
const HEIGHTS: Record<number, number> = { 390: 844, 1024: 768, 1366: 768, 1920: 1080 }

test('screenshots of every screen', async ({ page }) => {
  test.setTimeout(900_000)
  fs.mkdirSync(OUT, { recursive: true })
  await page.addInitScript(() => {
    window.print = () => {}
  })
  trackRequests(page)
  // A screen that breaks shows the error page in its picture; the log says why.
  page.on('pageerror', (error) => console.log(`${page.url()}: ${error.message}`))
  await signInByApi(page)
  const shop = await seedShop(page)
  if (process.env.LOGO === '1') {
    const logo = await page.request.post('/api/setting-logo', {
      headers: { 'x-xsrf-token': await xsrfToken(page) },
      multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(240, 80, [21, 101, 192]) } },
    })
    expect(logo.status()).toBe(200)
  }
  const original = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body.general
  const general = {
    ...original,
    phone: original.phone || '+1 555 0100',
    address_1: original.address_1 || '1 Main Street',
  }
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null
  const report: string[] = []
  try {
    expect(
      (
        await apiCall(page, 'POST', '/api/setting-general-update', {
          ...general,
          theme: LOOK.startsWith('dark'),
          rtl: LOOK.endsWith('rtl'),
        })
      ).status,
    ).toBe(200)
    for (const entry of PAGES) {
      const url = pageUrl(entry, shop)
      if (only && !only.test(url)) continue
      await page.setViewportSize({ width: WIDTHS[0] ?? 1366, height: HEIGHTS[WIDTHS[0] ?? 1366] ?? 768 })
      await page.goto(url)
      await waitForAppIdle(page, url)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHTS[width] ?? 800 })
        await page.waitForTimeout(300)
        const name = `${url.replace(/[/?=]+/g, '_').replace(/^_/, '')}-${LOOK}-${width}.png`
        if (SHOTS) await page.screenshot({ path: path.join(OUT, name), fullPage: true })
        const sizes = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ])
        if ((sizes[0] ?? 0) > (sizes[1] ?? 0)) {
          report.push(`${url} @${width}: scrollWidth ${sizes[0]} > ${sizes[1]}`)
          for (const line of await overflowingElements(page)) report.push(`    ${line}`)
          fs.writeFileSync(path.join(OUT, `overflow-${LOOK}.txt`), report.join('\n') + '\n')
        }
      }
    }
    if (process.env.LOGO === '1') {
      await apiCall(page, 'POST', '/api/logout')
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHTS[width] ?? 800 })
        await page.goto('/login')
        await waitForAppIdle(page, '/login')
        await page.screenshot({ path: path.join(OUT, `login-signed-out-${LOOK}-${width}.png`) })
      }
      await signInByApi(page)
    }
  } finally {
    await apiCall(page, 'POST', '/api/setting-general-update', general)
    fs.writeFileSync(path.join(OUT, `overflow-${LOOK}.txt`), report.join('\n') + '\n')
  }
})
