import { expect, type Page } from '@playwright/test'

/** The windows every screen must fit (ARCHITECTURE.md "Web"): desktop, small laptop, phone. */
export const WINDOWS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const

/** How far the page reaches past the right edge (the left one, right to left) of the window, in px. */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * The page scrolls no sideways: polled, because a resize is followed by a render (the phone layout
 * follows a media query listener) and a page is only wrong if it stays too wide.
 */
export async function expectFitsWindow(page: Page, what: string, timeout = 5_000): Promise<void> {
  await expect
    .poll(() => overflowOf(page), { message: `${what} is wider than the window (px past its edge)`, timeout })
    .toBeLessThanOrEqual(0)
}

/** Resizes the window, then checks the page fits it. */
export async function expectFitsEachWindow(
  page: Page,
  what: string,
  windows: readonly { width: number; height: number }[] = WINDOWS,
): Promise<void> {
  for (const size of windows) {
    await page.setViewportSize(size)
    await expectFitsWindow(page, `${what} at ${size.width} px`)
  }
}
