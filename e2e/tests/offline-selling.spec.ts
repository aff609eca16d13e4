import fs from 'node:fs'
import path from 'node:path'
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { ownServer } from '../support/own-server.ts'
import { e2ePorts } from '../support/ports.ts'
import { productBody } from '../support/sales.ts'
import { ADMIN, signInByApi } from '../support/session.ts'

/**
 * Offline selling (issue 18), in Chromium with the till's service worker, against a Counterpart process of
 * this file's own (one journey kills it with SIGKILL). Each till is a browser context of its own; going
 * offline is `context.setOffline(true)`, which cuts the page's network while the service worker still
 * answers the page's navigations from its precache.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ mode: 'serial', timeout: 240_000 })

const server = ownServer(e2ePorts().app + 40)
test.use({ baseURL: server.url, serviceWorkers: 'allow' })

let owner: APIRequestContext
let stamp = 0

test.beforeAll(async () => {
  await server.start()
  owner = await playwrightRequest.newContext({ baseURL: server.url })
  await signIn(owner)
})

test.afterAll(async () => {
  await owner.dispose()
  await server.stop()
})

async function signIn(api: APIRequestContext): Promise<void> {
  await api.get('/api/sanctum/csrf-cookie')
  const answer = await api.post('/api/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { 'x-xsrf-token': await xsrf(api) },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}

async function xsrf(api: APIRequestContext): Promise<string> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')
  if (!cookie) throw new Error('no XSRF-TOKEN cookie')
  return decodeURIComponent(cookie.value)
}

/** The owner's calls, from outside every till (never cut off by a till going offline). */
async function ownerCall<T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const answer = await owner.fetch(url, {
    method,
    headers: { 'x-xsrf-token': await xsrf(owner) },
    ...(data === undefined ? {} : { data }),
  })
  const text = await answer.text()
  expect(answer.ok(), `${method} ${url}: ${answer.status()} ${text}`).toBe(true)
  return (text ? JSON.parse(text) : null) as T
}

interface Product {
  id: number
  name: string
  barcode: string
}

async function addProduct(qty: number, categoryId: number | null = null): Promise<Product> {
  stamp += 1
  const name = `Offline cable ${Date.now()}-${stamp}`
  const barcode = `8${String(Date.now()).slice(-8)}${String(stamp).padStart(3, '0')}`
  const created = await ownerCall<{ id: number }>('POST', '/api/product', {
    ...productBody({ name, barcode, price: 9.5, qty }),
    category_id: categoryId,
  })
  return { id: created.id, name, barcode }
}

/** A category of the shop's own, for a tile only its chip shows. */
async function addCategory(): Promise<{ id: number; name: string }> {
  stamp += 1
  const name = `Cables ${Date.now()}-${stamp}`
  const created = await ownerCall<{ id: number }>('POST', '/api/category', { name })
  return { id: created.id, name }
}

/** Units on hand where the product sells from: its warehouse 1 stock row, or its basic qty without one. */
async function stockOf(product: Product): Promise<number> {
  const detail = await ownerCall<{ product: { qty: number }; stocks: { warehouse: { id: number }; qty: number }[] }>(
    'GET',
    `/api/product/${product.id}`,
  )
  return detail.stocks.find((row) => row.warehouse.id === 1)?.qty ?? detail.product.qty
}

interface Conflict {
  product_id: number
  qtyShort: number
  till: string
}

async function openConflictsOf(product: Product): Promise<Conflict[]> {
  const page = await ownerCall<{ items: Conflict[] }>('GET', '/api/stock-conflicts?status=open&itemsPerPage=100')
  return page.items.filter((row) => row.product_id === product.id)
}

interface Till {
  context: BrowserContext
  page: Page
  name: string
}

/**
 * A till: a browser context signed in as the admin, standing at a till of its own, with the terminal open
 * online until the service worker is active and the snapshot is kept ("Prices as of").
 */
async function openTill(browser: Browser, label: string): Promise<Till> {
  const name = `${label} ${Date.now()}`
  const added = await ownerCall<{ id: number }>('POST', '/api/tills', { name })
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' })
  await context.addInitScript((id) => localStorage.setItem('counterpart.till', String(id)), added.id)
  const page = await context.newPage()
  await signInByApi(page)
  await page.goto('/pos/portal')
  // Issue 26: a till without a session asks for the float once the terminal opens; these tills sell without.
  await page
    .getByRole('dialog', { name: `Open ${name}` })
    .getByRole('button', { name: 'Not now' })
    .click()
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect(page.getByTestId('offline-badge')).toContainText('Prices as of')
  return { context, page, name }
}

async function goOffline(till: Till): Promise<void> {
  await till.context.setOffline(true)
  await till.page.reload()
  await expect(till.page.getByRole('combobox', { name: 'Scan or search a product' })).toBeVisible()
  await expect(till.page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.offline)
}

/** Scans the product and takes cash for it; the sale is kept on the till. */
async function sellOffline(till: Till, product: Product): Promise<void> {
  const { page } = till
  await page.getByRole('combobox', { name: 'Scan or search a product' }).click()
  await page.keyboard.type(product.barcode, { delay: 5 })
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText(product.name)
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('button', { name: 'Process' }).click()
  await expect(page.getByTestId('sold-message')).toHaveText(OFFLINE_TEXTS.savedOffline)
  await page.getByRole('button', { name: 'New Sale' }).click()
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeVisible()
}

const WEB_DIST = process.env.E2E_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist')

/** The app's scripts the build wrote a brotli copy of (apps/web/precompress.ts). */
function brotliScriptsInBuild(): number {
  return fs.readdirSync(path.join(WEB_DIST, 'assets')).filter((file) => file.endsWith('.js.br')).length
}

/** The app's scripts in the service worker's precache that the server sent brotli-compressed. */
function precachedBrotliScripts(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const isScript = new URL(request.url).pathname.match(/^\/assets\/.*\.js$/)
        if (isScript && response?.headers.get('content-encoding') === 'br') count += 1
      }
    }
    return count
  })
}

function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('counterpart-till')
        open.onerror = () => reject(open.error ?? new Error('no till database'))
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count()
          count.onsuccess = () => {
            resolve(count.result)
            open.result.close()
          }
          count.onerror = () => reject(count.error ?? new Error('no outbox'))
        }
      }),
  )
}

test('a till opens and sells after a reload while offline, and the sale reaches the server once it is back', async ({
  browser,
}) => {
  const product = await addProduct(5)
  const till = await openTill(browser, 'Counter')
  try {
    // Issue 35: the worker's precache came over the compressed transfer, every script the build compressed.
    expect(await precachedBrotliScripts(till.page)).toBe(brotliScriptsInBuild())
    await goOffline(till)
    await expect(till.page.getByText(OFFLINE_TEXTS.limits)).toBeVisible()
    await sellOffline(till, product)
    await expect(till.page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.waiting(1))
    expect(await outboxSize(till.page)).toBe(1)
    // Nothing has reached the server yet.
    expect(await stockOf(product)).toBe(5)

    await till.context.setOffline(false)
    await expect(till.page.getByTestId('offline-badge')).not.toContainText('waiting to sync')
    await expect.poll(() => stockOf(product)).toBe(4)
    expect(await outboxSize(till.page)).toBe(0)
  } finally {
    await till.context.close()
  }
})

test('with the network cut under an open terminal, a cash sale from a category tile is done in under 2 s, prints a provisional receipt, and reaches the server within 10 s of reconnecting', async ({
  browser,
}) => {
  const category = await addCategory()
  const product = await addProduct(5, category.id)
  const till = await openTill(browser, 'Cut')
  const { page } = till
  // The receipt prints itself; the test reads it on screen instead of a print dialog.
  await page.evaluate(() => {
    window.print = () => undefined
  })
  await page.addInitScript(() => {
    window.print = () => undefined
  })
  try {
    // No reload: the browser says the network is gone, and the terminal shows it within seconds.
    await till.context.setOffline(true)
    await expect(page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.offline, { timeout: 3_000 })

    // The category's tiles were never loaded online: they come from the till's copy.
    await page.getByRole('toolbar', { name: 'Categories' }).getByRole('button', { name: category.name }).click()
    await page.getByRole('button', { name: `Add ${product.name}` }).click()
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(product.name)
    await page.getByRole('button', { name: 'Pay' }).click()
    const processedAt = Date.now()
    await page.getByRole('button', { name: 'Process' }).click()
    await expect(page.getByTestId('sold-message')).toHaveText(OFFLINE_TEXTS.savedOffline, { timeout: 2_000 })
    expect(Date.now() - processedAt).toBeLessThan(2_000)

    // The sale kept on the till prints as a provisional receipt, read from its outbox entry.
    await page.getByRole('link', { name: 'Print' }).click()
    await expect(page.getByTestId('provisional-notice')).toHaveText(OFFLINE_TEXTS.provisionalReceipt)
    await expect(page.getByRole('table', { name: 'Items' })).toContainText(product.name)
    await expect(page.getByText('Change', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.waiting(1))
    expect(await stockOf(product)).toBe(5)

    const reconnectedAt = Date.now()
    await till.context.setOffline(false)
    await expect.poll(() => stockOf(product), { timeout: 10_000, intervals: [250] }).toBe(4)
    expect(Date.now() - reconnectedAt).toBeLessThan(10_000)
    await expect.poll(() => outboxSize(page)).toBe(0)
    await expect(page.getByTestId('offline-badge')).not.toContainText('waiting to sync')
  } finally {
    await till.context.close()
  }
})

test('two tills sell the last unit offline: two sales, stock −1 and one stock conflict, which the owner writes off', async ({
  browser,
}) => {
  const product = await addProduct(1)
  const first = await openTill(browser, 'Front')
  const second = await openTill(browser, 'Back')
  try {
    await goOffline(first)
    await goOffline(second)
    await sellOffline(first, product)
    await sellOffline(second, product)
    expect(await stockOf(product)).toBe(1)

    await first.context.setOffline(false)
    await expect.poll(() => outboxSize(first.page)).toBe(0)
    await second.context.setOffline(false)
    await expect.poll(() => outboxSize(second.page)).toBe(0)
    expect(await stockOf(product)).toBe(-1)
    const conflicts = await openConflictsOf(product)
    expect(conflicts).toHaveLength(1)
    expect(conflicts[0]?.qtyShort).toBe(1)

    // The owner sees it on Stock alerts and writes it off: the stock is back at zero.
    const { page } = first
    await page.goto('/stocks')
    await page.getByRole('button', { name: 'Show' }).click()
    const table = page.getByRole('table', { name: 'Stock conflicts from offline sales' })
    await expect(table).toContainText(product.name)
    await table.getByRole('button', { name: new RegExp(`^Clear the conflict of ${product.name}`) }).click()
    const dialog = page.getByRole('dialog', { name: 'Clear stock conflict' })
    await dialog.getByRole('radio', { name: 'Written off' }).check()
    await dialog.getByRole('button', { name: 'Clear' }).click()
    await expect(page.getByText('Stock conflict cleared.')).toBeVisible()
    expect(await stockOf(product)).toBe(0)
    expect(await openConflictsOf(product)).toHaveLength(0)
  } finally {
    await first.context.close()
    await second.context.close()
  }
})

test('a sale replayed three times at once (a flush that raced) is stored once', async ({ browser }) => {
  const product = await addProduct(5)
  const till = await openTill(browser, 'Race')
  try {
    await goOffline(till)
    await sellOffline(till, product)
    // The kept sale, sent twice more at the same moment the till's own flush sends it.
    const entry = await till.page.evaluate(
      () =>
        new Promise<{ clientId: string; soldAt: string; tillId: number; sale: unknown }>((resolve, reject) => {
          const open = indexedDB.open('counterpart-till')
          open.onsuccess = () => {
            const all = open.result.transaction('outbox').objectStore('outbox').getAll()
            all.onsuccess = () => resolve(all.result[0] as never)
            all.onerror = () => reject(all.error ?? new Error('no outbox'))
          }
        }),
    )
    const replay = async () =>
      owner.post('/api/offline-sales', {
        data: { clientId: entry.clientId, soldAt: entry.soldAt, sale: entry.sale },
        headers: {
          'x-xsrf-token': await xsrf(owner),
          'idempotency-key': entry.clientId,
          'x-counterpart-till': String(entry.tillId),
        },
      })
    const [one, two] = await Promise.all([replay(), replay(), till.context.setOffline(false)])
    expect([one.status(), two.status()].sort()).toEqual(expect.arrayContaining([200]))
    const ids = new Set([((await one.json()) as { id: number }).id, ((await two.json()) as { id: number }).id])
    expect(ids.size).toBe(1)
    await expect.poll(() => outboxSize(till.page)).toBe(0)
    expect(await stockOf(product)).toBe(4)
  } finally {
    await till.context.close()
  }
})

test('the server killed with SIGKILL in the middle of a flush loses nothing and doubles nothing', async ({
  browser,
}) => {
  const product = await addProduct(10)
  const till = await openTill(browser, 'Crash')
  try {
    await goOffline(till)
    for (let sale = 0; sale < 4; sale += 1) await sellOffline(till, product)
    await expect(till.page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.waiting(4))

    // The first replay is on its way when the server dies.
    const killed = new Promise<void>((resolve) => {
      const onRequest = (request: { url: () => string }) => {
        if (!request.url().endsWith('/api/offline-sales')) return
        till.page.off('request', onRequest)
        resolve(server.kill())
      }
      till.page.on('request', onRequest)
    })
    await till.context.setOffline(false)
    await killed
    await server.start()

    // Back: the till is told the network is there again (as when the shop's Wi-Fi returns) and flushes.
    await till.context.setOffline(true)
    await till.context.setOffline(false)
    await expect.poll(() => outboxSize(till.page), { timeout: 60_000 }).toBe(0)
    await expect(till.page.getByTestId('offline-badge')).not.toContainText('waiting to sync')
    await signIn(owner)
    expect(await stockOf(product)).toBe(6)
  } finally {
    await till.context.close()
  }
})

test('sales kept while the session ran out wait for the cashier and are recorded when they sign in again', async ({
  browser,
}) => {
  const product = await addProduct(5)
  const till = await openTill(browser, 'Session')
  try {
    await goOffline(till)
    await sellOffline(till, product)
    // The session ends while the till is cut off (signed out elsewhere, or expired).
    await till.context.clearCookies()
    await till.context.setOffline(false)
    await till.page.waitForTimeout(2_000)
    expect(await outboxSize(till.page)).toBe(1)
    expect(await stockOf(product)).toBe(5)

    await signInByApi(till.page)
    await till.page.goto('/pos/portal')
    await expect.poll(() => outboxSize(till.page)).toBe(0)
    expect(await stockOf(product)).toBe(4)
  } finally {
    await till.context.close()
  }
})
