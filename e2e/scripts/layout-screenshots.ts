import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { PAGES, pageUrl } from '../support/pages.ts'
import { seedShop } from '../support/seed.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Screenshots of every back-office screen on seeded data at the widths the shop uses (DESIGN.md
 * "Checking it"), for looking at, not asserting:
 *   cd e2e && LOOK=dark-rtl ONLY=transactions npx playwright test --config screenshots.config.ts scripts/layout-screenshots.ts
 * LOOK is light-ltr (default), dark-ltr, light-rtl or dark-rtl; ONLY filters the addresses (a regular
 * expression); SHOTS=0 skips the pictures; WIDTHS overrides "1366,1024,390"; OUT the folder (default /tmp/counterpart-layout).
 * Every page that is wider than the window is listed in overflow.txt with the elements that stick out.
 */

const OUT = process.env.OUT ?? '/tmp/counterpart-layout'
const LOOK = process.env.LOOK ?? 'light-ltr'
const WIDTHS = (process.env.WIDTHS ?? '1366,1024,390').split(',').map(Number)
/** SHOTS=0 only lists the overflows (much faster). */
const SHOTS = process.env.SHOTS !== '0'
const HEIGHTS: Record<number, number> = { 390: 844, 1024: 768, 1366: 768, 1920: 1080 }

/** The elements whose right edge (left edge right-to-left) is outside the window, innermost first. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const rtl = document.documentElement.dir === 'rtl'
    const out: string[] = []
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || (rtl ? box.left >= -1 : box.right <= width + 1)) continue
      // Skip those only inside a box that scrolls sideways on its own.
      let parent = element.parentElement
      let clipped = false
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
          clipped = true
          break
        }
        parent = parent.parentElement
      }
      if (clipped) continue
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ').slice(0, 3).join('.')}`
      out.push(
        `${name} [${Math.round(box.left)}..${Math.round(box.right)}] "${(element.textContent ?? '').slice(0, 40)}"`,
      )
    }
    return out.slice(-8)
  })
}

test('screenshots of every screen', async ({ page }) => {
  test.setTimeout(900_000)
  fs.mkdirSync(OUT, { recursive: true })
  await page.addInitScript(() => {
    window.print = () => {}
  })
  await signInByApi(page)
  const shop = await seedShop(page)
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
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
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
          for (const line of await overflowing(page)) report.push(`    ${line}`)
          fs.writeFileSync(path.join(OUT, `overflow-${LOOK}.txt`), report.join('\n') + '\n')
        }
      }
    }
  } finally {
    await apiCall(page, 'POST', '/api/setting-general-update', general)
    fs.writeFileSync(path.join(OUT, `overflow-${LOOK}.txt`), report.join('\n') + '\n')
  }
})
