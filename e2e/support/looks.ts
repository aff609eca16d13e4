import path from 'node:path'
import { expect as baseExpect, type Page } from '@playwright/test'
import { expectFitsEachWindow } from './layout.ts'
import { apiCall } from './session.ts'

const expect = baseExpect.configure({ timeout: 20_000 })

export interface Look {
  name: string
  dark: boolean
  rtl: boolean
}

/**
 * The shop's look (dark, right to left) switched by a journey through the General settings, which save as a
 * whole: the section is made valid once (a fresh shop has no phone or address yet), `set` switches the look
 * and `restore` puts back the look the shop had.
 */
export async function shopLook(page: Page) {
  const stored = (await apiCall<{ general: Record<string, unknown> }>(page, 'GET', '/api/settings')).body.general
  const general = {
    ...stored,
    phone: stored.phone || '+1 555 0100',
    address_1: stored.address_1 || '1 Main Street',
  }
  const save = async (theme: unknown, rtl: unknown) =>
    expect((await apiCall(page, 'POST', '/api/setting-general-update', { ...general, theme, rtl })).status).toBe(200)
  return {
    set: (look: Pick<Look, 'dark' | 'rtl'>) => save(look.dark, look.rtl),
    restore: () => save(stored.theme, stored.rtl),
  }
}

export const LIGHT = { dark: false, rtl: false }

export const LOOKS = [
  { name: 'light-ltr', dark: false, rtl: false },
  { name: 'dark-ltr', dark: true, rtl: false },
  { name: 'light-rtl', dark: false, rtl: true },
  { name: 'dark-rtl', dark: true, rtl: true },
] as const

export const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const

type ShopLook = Awaited<ReturnType<typeof shopLook>>

/**
 * Where the journeys' pictures go (SHOTS_DIR, as the buy-back and trade-in journeys have it): unset, a run
 * still checks every look at every window but takes no pictures, which CI has no eyes for.
 */
const SHOTS_DIR = process.env.SHOTS_DIR

/**
 * The page in every look; it must fit each window in each. With SHOTS_DIR set, a full-page picture of each
 * look at each width is saved there for looking at. Ends in light, left to right.
 */
export async function shootEveryLook(
  page: Page,
  name: string,
  looks: ShopLook,
  /** What brings the page back to the state pictured after each reload (a report generated, say). */
  prepare?: () => Promise<void>,
) {
  for (const look of LOOKS) {
    await looks.set(look)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await prepare?.()
    if (SHOTS_DIR)
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await page.waitForTimeout(200)
        await page.screenshot({
          path: path.join(SHOTS_DIR, `${name}-${look.name}-${size.width}.png`),
          fullPage: true,
        })
      }
    await expectFitsEachWindow(page, `${name} (${look.name})`)
  }
  await looks.set(LIGHT)
  await page.reload()
  await page.setViewportSize(WIDTHS[0])
}
