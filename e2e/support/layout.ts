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

/** The innermost elements that stick out of the window and are not inside a box that scrolls on its own. */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const rtl = document.documentElement.dir === 'rtl'
    const out: string[] = []
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || (rtl ? box.left >= -1 : box.right <= width + 1)) continue
      let parent = element.parentElement
      let clipped = false
      while (parent && parent !== document.body && !clipped) {
        clipped = getComputedStyle(parent).overflowX !== 'visible'
        parent = parent.parentElement
      }
      if (clipped) continue
      const classes = String(element.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 2)
        .join('.')
      const text = (element.textContent ?? '').slice(0, 40)
      out.push(
        `${element.tagName.toLowerCase()}.${classes} [${Math.round(box.left)}..${Math.round(box.right)}] "${text}"`,
      )
    }
    return out.slice(-6)
  })
}

/**
 * The page scrolls no sideways: polled, because a resize is followed by a render (the phone layout
 * follows a media query listener) and a page is only wrong if it stays too wide. A failure names the
 * elements that stick out.
 */
export async function expectFitsWindow(page: Page, what: string, timeout = 10_000): Promise<void> {
  try {
    await expect.poll(() => overflowOf(page), { timeout }).toBeLessThanOrEqual(0)
  } catch {
    const offenders = await overflowingElements(page)
    const past = await overflowOf(page)
    throw new Error(`${what} is ${past} px wider than the window; sticking out:\n  ${offenders.join('\n  ')}`)
  }
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
