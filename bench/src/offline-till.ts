import { chromium } from '@playwright/test'
import { CHROMIUM_PATH } from './browser.ts'

/**
 * The offline till on the bench's full shop (issue 18), in Debian's Chromium with the service worker: how
 * long a till takes to keep the whole catalogue snapshot (every active product and customer, in pages, in
 * the background of an open terminal), how much browser storage it takes, and, cut off from the network
 * after a reload, how long a scanned barcode takes to reach the cart from the snapshot.
 */
export interface OfflineTillFigures {
  refreshSeconds: number
  products: number
  customers: number
  indexedDbMb: number
  /** Everything the origin keeps: the snapshot plus the service worker's copy of the app. */
  storageMb: number
  scanToCartMs: number[]
  /** The same kind of scans online, for comparison. */
  onlineScanMs: number[]
}

export async function offlineTillFigures(
  url: string,
  barcodes: string[],
  onlineBarcodes: string[],
): Promise<OfflineTillFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'allow' })
    const page = await context.newPage()
    await page.goto(`${url}/login`)
    await page.getByLabel('Login').fill('admin@example.com')
    await page.getByLabel('Password').fill('admin123')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/dashboard/)
    const tillId = await page.evaluate(async (name) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '')
      const answer = await fetch('/api/tills', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ name }),
      })
      return ((await answer.json()) as { id: number }).id
    }, `Bench till ${Date.now()}`)
    await page.evaluate((id) => localStorage.setItem('counterpart.till', String(id)), tillId)

    // The first opening of the terminal on this device: the snapshot is kept from nothing.
    const started = Date.now()
    await page.goto(`${url}/pos/portal`)
    await page.getByTestId('offline-badge').filter({ hasText: 'Prices as of' }).waitFor({ timeout: 600_000 })
    const refreshSeconds = (Date.now() - started) / 1000

    // A string, not a function: tsx names the functions it compiles (keepNames) with a helper the page lacks.
    const stored = await page.evaluate<{
      products: number
      customers: number
      indexedDb: number
      usage: number
    }>(`(async () => {
      const estimate = await navigator.storage.estimate()
      const count = (store) => new Promise((resolve, reject) => {
        const open = indexedDB.open('counterpart-till')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).count()
          request.onsuccess = () => { resolve(request.result); open.result.close() }
        }
      })
      return {
        products: await count('products'),
        customers: await count('customers'),
        indexedDb: (estimate.usageDetails && estimate.usageDetails.indexedDB) || 0,
        usage: estimate.usage || 0,
      }
    })()`)

    // A till without an open session offers to count the float first (issue 26); the bench sells without one.
    async function declineTheFloat(): Promise<void> {
      const notNow = page.getByRole('button', { name: 'Not now' })
      if (await notNow.isVisible()) await notNow.click()
    }

    const box = page.getByRole('combobox', { name: 'Scan or search a product' })
    const rows = page.getByRole('table', { name: 'Cart' }).getByRole('row')
    /** Scans as a scanner does (fast keys, then Enter) and times each code until its line is in the cart. */
    async function scanEach(codes: string[]): Promise<number[]> {
      const timings: number[] = []
      for (const code of codes) {
        await declineTheFloat()
        const before = await rows.count()
        await box.click()
        const scanned = Date.now()
        await page.keyboard.type(code, { delay: 0 })
        await page.keyboard.press('Enter')
        await page.waitForFunction(
          (count) => document.querySelectorAll('[role="table"][aria-label="Cart"] [role="row"]').length > count,
          before,
          { polling: 'raf', timeout: 15_000 },
        )
        timings.push(Date.now() - scanned)
      }
      return timings
    }

    // The same scans online first (the server answers), for comparison; then cut off, after a reload from
    // the service worker, from the snapshot.
    const onlineScanMs = await scanEach(onlineBarcodes)
    // The reload is served by the service worker only once it is active (the offline journey waits the same way).
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)')
    await context.setOffline(true)
    await page.reload()
    await box.waitFor()
    const scanToCartMs = await scanEach(barcodes)
    return {
      refreshSeconds,
      products: stored.products,
      customers: stored.customers,
      indexedDbMb: stored.indexedDb / 2 ** 20,
      storageMb: stored.usage / 2 ** 20,
      scanToCartMs,
      onlineScanMs,
    }
  } finally {
    await browser.close()
  }
}
