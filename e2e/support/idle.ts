import { expect, type Page, type Request } from '@playwright/test'

/**
 * Waits until the page has settled: the web app says it is idle (`<html data-idle="true">`, set by
 * apps/web/src/app/idle-signal.ts once the route's chunks are loaded and no query or mutation runs) and
 * no request of the page is in flight (a lazy component's chunk, a picture, a font). Unlike the browser's
 * `networkidle` it needs no 500 ms of silence, and a page that polls settles between two polls.
 * Call `trackRequests` once on the page first.
 */
export async function waitForAppIdle(page: Page, what: string, timeout = 15_000): Promise<void> {
  const inFlight = requestsInFlight.get(page)
  if (!inFlight) throw new Error('waitForAppIdle needs trackRequests(page) first')
  // Idle twice, 50 ms apart: a request that starts just after the last one ended is still seen.
  let idleSince = 0
  await expect
    .poll(
      async () => {
        const idle =
          inFlight.size === 0 && (await page.evaluate(() => document.documentElement.dataset.idle)) === 'true'
        if (!idle) idleSince = 0
        else idleSince ||= Date.now()
        return idle && Date.now() - idleSince >= 50
      },
      { message: `${what} never went idle`, timeout, intervals: [25] },
    )
    .toBe(true)
}

const requestsInFlight = new WeakMap<Page, Set<Request>>()

/** Counts the page's requests that have started and not yet finished or failed. */
export function trackRequests(page: Page): void {
  const inFlight = new Set<Request>()
  requestsInFlight.set(page, inFlight)
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
}
