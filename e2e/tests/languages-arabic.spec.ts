import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { trackRequests, waitForAppIdle } from '../support/idle.ts'
import { overflowingElements } from '../support/layout.ts'
import { PAGES, pageUrl } from '../support/pages.ts'
import { seedShop } from '../support/seed.ts'
import { apiCall, signInByApi } from '../support/session.ts'
import { openPage, seedForeignRecords, silencePrinting, type ForeignRecords } from '../support/sweep.ts'

/**
 * Issue 32, item 5: the shop set to Arabic, every page at a desktop's and a phone's width is written right to
 * left (`<html dir="rtl">`), does not scroll sideways, and its arrows that mean back or forward point the
 * way the page reads (mirrored), while vertical arrows, the pagers' own arrows (MUI swaps those), logos,
 * barcodes and media controls are not. With SHOTS_DIR set, the terminal with a cart, a sale and the
 * tracking page are pictured in Arabic and in French at both widths, for looking at.
 */

const WINDOWS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const

const SHOTS_DIR = process.env.SHOTS_DIR

/** The shop's language, through the General settings (saved as a whole, made valid once). */
async function shopLanguage(page: Page) {
  const stored = (await apiCall<{ general: Record<string, unknown> }>(page, 'GET', '/api/settings')).body.general
  const general = {
    ...stored,
    phone: stored.phone || '+1 555 0100',
    address_1: stored.address_1 || '1 Main Street',
  }
  return async (language: string) => {
    const saved = await apiCall(page, 'POST', '/api/setting-general-update', { ...general, language })
    expect(saved.status, `language ${language}: ${JSON.stringify(saved.body)}`).toBe(200)
  }
}

/** The arrows of the page that point the wrong way right to left, by their icon's name. */
function unmirroredArrows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = []
    for (const icon of Array.from(document.querySelectorAll('svg[data-testid]'))) {
      const name = icon.getAttribute('data-testid') ?? ''
      if (!/Arrow|Chevron|NavigateNext|NavigateBefore/.test(name)) continue
      // Up and down mean no reading order; the pagers swap their own icons; the marked ones are pictures.
      if (/Upward|Downward|Drop|Up|Down|Expand/.test(name)) continue
      if (icon.closest('.MuiTablePagination-actions, .MuiPaginationItem-root, [data-no-mirror]')) continue
      if (!(icon as SVGElement).checkVisibility()) continue
      const transform = getComputedStyle(icon).transform
      const mirrored = transform.startsWith('matrix(-1') || transform.startsWith('matrix3d(-1')
      if (!mirrored) wrong.push(`${name} (transform ${transform})`)
    }
    return wrong
  })
}

function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** What is wrong with the page as it stands at this window, or nothing. */
async function problemsOf(page: Page): Promise<string[]> {
  const problems: string[] = []
  const dir = await page.evaluate(() => document.documentElement.dir)
  if (dir !== 'rtl') problems.push(`<html dir="${dir}">`)
  // A resize is followed by a render (the phone layout follows a media query): give it a moment to settle.
  let past = await overflow(page)
  for (let tries = 0; past > 1 && tries < 10; tries++) {
    await page.waitForTimeout(50)
    past = await overflow(page)
  }
  if (past > 1) problems.push(`${past} px wider than the window: ${(await overflowingElements(page)).join('; ')}`)
  problems.push(...(await unmirroredArrows(page)).map((arrow) => `not mirrored: ${arrow}`))
  return problems
}

/** The terminal with a cart, a sale and the tracking page, pictured at both windows. */
async function shoot(page: Page, language: string, foreign: ForeignRecords) {
  if (!SHOTS_DIR) return
  const picture = async (name: string) => {
    for (const size of WINDOWS) {
      await page.setViewportSize(size)
      await page.waitForTimeout(150)
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${language}-${size.width}.png`), fullPage: true })
    }
  }
  await page.setViewportSize(WINDOWS[0])
  await page.goto('/pos/portal')
  await waitForAppIdle(page, 'terminal')
  // A till with no session asks for the opening float first: not now, the picture is of the cart.
  const askFloat = page.getByRole('dialog')
  if (await askFloat.isVisible()) await page.keyboard.press('Escape')
  await expect(askFloat).toBeHidden()
  const scan = page.locator('input[placeholder*="SKU"]')
  await scan.fill(foreign.barcode)
  await scan.press('Enter')
  await expect(page.getByTestId('cart-payable')).not.toHaveText(/^\D*0[.,]00\D*$/)
  await picture('terminal')
  await page.setViewportSize(WINDOWS[0])
  await page.goto(`/sale-detail/${foreign.sale}`)
  await waitForAppIdle(page, 'sale')
  await picture('sale')
  await page.setViewportSize(WINDOWS[0])
  await page.goto(`/track/${foreign.repairKey}`)
  await waitForAppIdle(page, 'tracking')
  await picture('tracking')
}

test('every page in Arabic reads right to left, fits a desktop and a phone, and its arrows point the way it reads', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await silencePrinting(page)
  trackRequests(page)
  await signInByApi(page)
  const shop = await seedShop(page)
  const foreign = await seedForeignRecords(page)
  const records = { ...shop, product: foreign.product, customer: foreign.customer, sale: foreign.sale }
  const setShopLanguage = await shopLanguage(page)
  // The tracking page follows its customer's language, else the visitor's browser (docs/languages.md): here a
  // visitor whose browser asks for the shop's language.
  const setLanguage = async (language: string) => {
    await setShopLanguage(language)
    await page.setExtraHTTPHeaders({ 'accept-language': language })
  }
  const urls = [...PAGES.map((entry) => pageUrl(entry, records)), `/track/${foreign.repairKey}`]
  const failures: string[] = []
  try {
    await setLanguage('ar')
    for (const [index, url] of urls.entries()) {
      const started = Date.now()
      await page.setViewportSize(WINDOWS[0])
      await openPage(page, url, index === 0)
      for (const size of WINDOWS) {
        await page.setViewportSize(size)
        const problems = await problemsOf(page)
        if (problems.length) failures.push(`${url} at ${size.width}: ${problems.join(' | ')}`)
      }
      if (process.env.SWEEP_TIMINGS) console.log(`${url}: ${Date.now() - started} ms`)
    }
    await shoot(page, 'ar', foreign)
    await setLanguage('fr')
    await shoot(page, 'fr', foreign)
  } finally {
    await setLanguage('en')
  }
  expect(failures, failures.join('\n')).toEqual([])
})
