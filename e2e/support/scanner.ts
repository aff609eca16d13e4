import type { CDPSession, Page } from '@playwright/test'

const scanners = new WeakMap<Page, CDPSession>()

/**
 * What a scanner does: the code's keys 5-10 ms apart, then Enter, into whatever has the focus. A scanner's
 * keys reach the page stamped with the times the keyboard sent them; on two shared cores page.keyboard
 * cannot send keys 5 ms apart (gaps of 50-200 ms were measured, a person's pace), so the keys go through
 * the protocol's own key events with those times, all at once, as a real scanner's queue up when the till
 * is busy.
 */
export async function scan(page: Page, code: string): Promise<void> {
  let cdp = scanners.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    scanners.set(page, cdp)
  }
  let at = Date.now() / 1000
  const sends: Promise<unknown>[] = []
  for (const [index, key] of [...Array.from(code), 'Enter'].entries()) {
    at += (5 + (index % 3) * 2.5) / 1000
    const enter = key === 'Enter'
    const event = {
      key,
      code: enter ? 'Enter' : /\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`,
      windowsVirtualKeyCode: enter ? 13 : key.toUpperCase().charCodeAt(0),
    }
    sends.push(
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...event, text: enter ? '\r' : key, timestamp: at }),
    )
    sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event, timestamp: at + 0.002 }))
  }
  await Promise.all(sends)
}
