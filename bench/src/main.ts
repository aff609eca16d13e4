/**
 * npm run bench -- [--scale 1] [--db sqlite|postgres] [--duration 10] [--connections 20] [--fresh]
 *                  [--only scan,sale] [--profile] [--port 3115] [--json results.json]
 *
 * Generates a large shop (once per scale and database; kept for the next run), starts the app as a child
 * process, drives it over HTTP with autocannon and prints one table: requests per second, latency
 * percentiles, errors and the server's peak memory per scenario; then the 5-line sale beside its raw-SQL
 * floor (floor.ts) at 1 and at --connections. PostgreSQL: the admin URL comes from
 * BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (a database counterpart_bench_<scale> is created).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { fromCents, toCents } from '@counterpart/domain/money'
import { refundTotals, saleTotals } from '@counterpart/domain/pricing/pos'
import type { ConfirmSaleInfo, PosProduct } from '@counterpart/domain/schemas/pos'
import { openDatabase } from '../../apps/server/src/db/connection.ts'
import { CHROMIUM_PATH, posInteractiveMs } from './browser.ts'
import { openFloor, type FloorRun } from './floor.ts'
import { offlineTillFigures } from './offline-till.ts'
import { barcodeOf, generateDataset, SEARCH_TERMS, type Dataset } from './dataset.ts'
import {
  formatTable,
  meetsTarget,
  REPO_ROOT,
  runScenario,
  settle,
  startServer,
  timedResult,
  type RequestPlan,
  type Scenario,
  type ScenarioResult,
} from './load.ts'
import { RECEIPT_LINES, receiptTimings } from './purchase-receipt.ts'

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    fresh: { type: 'boolean', default: false },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
    port: { type: 'string', default: '3115' },
    json: { type: 'string' },
  },
})

const scale = Number(args.scale)
const dialect = args.db === 'postgres' ? 'postgres' : 'sqlite'
const durationSeconds = Number(args.duration)
const connections = Number(args.connections)
if (!(scale > 0 && scale <= 1)) throw new Error('--scale is a number in (0, 1]')
const log = (line: string) => console.log(line)

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function prepareDatabase(): Promise<{ dataDir: string; databaseUrl: string; dataset: Dataset }> {
  const tag = String(scale).replace('.', '_')
  const dataDir = path.join(os.tmpdir(), `cp-scale-bench-${dialect}-${tag}`)
  const marker = path.join(dataDir, 'dataset.json')
  let databaseUrl = `sqlite:${path.join(dataDir, 'counterpart.sqlite')}`
  let adminUrl = ''
  const name = `counterpart_bench_${tag}`
  if (dialect === 'postgres') {
    adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? ''
    if (!adminUrl)
      throw new Error('--db postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server')
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  if (!args.fresh && fs.existsSync(marker)) {
    const dataset = JSON.parse(fs.readFileSync(marker, 'utf8')) as Dataset
    log(`reusing the ${dialect} dataset of scale ${scale} in ${dataDir} (--fresh to make it again)`)
    return { dataDir, databaseUrl, dataset }
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  if (dialect === 'postgres') {
    await withPg(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${name}`)
    })
  }
  log(`generating the ${dialect} dataset of scale ${scale} ...`)
  // The app makes its schema, settings and admin account on first start, as in a real installation.
  const first = await startServer({ port: Number(args.port), dataDir, databaseUrl })
  await first.stop()
  const handle = openDatabase(databaseUrl)
  try {
    const dataset = await generateDataset(handle, scale, log)
    fs.writeFileSync(marker, JSON.stringify(dataset, null, 2))
    return { dataDir, databaseUrl, dataset }
  } finally {
    await handle.db.destroy()
  }
}

const XSRF = 'benchbenchbenchbenchbench'

/** A signed-in member of staff: the cookies and headers their browser sends. */
async function signIn(url: string): Promise<Record<string, string>> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  })
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`)
  const session = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('counterpart_session='))
  return { cookie: `XSRF-TOKEN=${XSRF}; ${session}`, 'x-xsrf-token': XSRF }
}

async function call<T>(url: string, headers: Record<string, string>, plan: RequestPlan): Promise<T> {
  const answer = await fetch(url + plan.path, {
    method: plan.method,
    headers: plan.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(plan.body ? { body: plan.body } : {}),
  })
  if (!answer.ok) throw new Error(`${plan.method} ${plan.path}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as T
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

/** The products of a 5-line cart, distinct, picked evenly from the shelf: the app's sale and its floor alike. */
function cartOf<T extends { id: number }>(shelf: readonly T[]): T[] {
  const cart = new Map<number, T>()
  while (cart.size < 5) {
    const product = pick(shelf)
    cart.set(product.id, product)
  }
  return [...cart.values()]
}

const SALE = '5-line cash sale'

/** The app's 5-line sale beside its raw-SQL floor (floor.ts), at 1 and at `connections` connections. */
interface FloorComparison {
  connections: [number, number]
  /** Sales per second. */
  app: [number, number]
  floor: [number, number]
  /** The app as a share of the floor, percent. */
  sharePercent: [number, number]
  /** Sales per second at the higher connection count over those at 1. */
  scaling: { app: number; floor: number }
}

function compareWithFloor(results: ScenarioResult[], floor: ScenarioResult[]): FloorComparison | null {
  const app = results.filter((row) => row.name === SALE)
  const [one, many] = [app[0], app[1]]
  const [floorOne, floorMany] = [floor[0], floor[1]]
  if (!one || !many || !floorOne || !floorMany) return null
  return {
    connections: [one.connections, many.connections],
    app: [one.rps, many.rps],
    floor: [floorOne.rps, floorMany.rps],
    sharePercent: [(100 * one.rps) / floorOne.rps, (100 * many.rps) / floorMany.rps],
    scaling: { app: many.rps / one.rps, floor: floorMany.rps / floorOne.rps },
  }
}

function formatComparison(comparison: FloorComparison): string {
  const [low, high] = comparison.connections
  const rate = (value: number) => `${value.toFixed(0)}/s`
  const rows = [
    ['', `${low} conn`, `${high} conn`, `${high} vs ${low}`],
    ['app', ...comparison.app.map(rate), `${comparison.scaling.app.toFixed(2)}x`],
    ['raw-SQL floor', ...comparison.floor.map(rate), `${comparison.scaling.floor.toFixed(2)}x`],
    ['app / floor', ...comparison.sharePercent.map((share) => `${share.toFixed(1)} %`), ''],
  ]
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  return [
    `${SALE}, app against its raw-SQL floor (bench/src/floor.ts), ${dialect}:`,
    line(rows[0] as string[]),
    `|${widths.map((width, column) => (column === 0 ? ':' : '') + '-'.repeat(width + 1) + (column === 0 ? '' : ':')).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n')
}

/** A floor run as a row of the table (it runs in the bench's process: no server memory to show). */
function floorRow(run: FloorRun): ScenarioResult {
  return {
    ...timedResult(`${SALE}, raw-SQL floor`, run.latencies, run.seconds, 0),
    connections: run.connections,
    errors: run.errors,
  }
}

function saleBody(products: PosProduct[]): string {
  const items = products.map((product) => ({
    id: product.id,
    name: product.name,
    qty: 1,
    discount: 0,
    price: product.price,
    subTotal: product.price,
  }))
  const totals = saleTotals({
    items: items.map((item) => ({ price: toCents(item.price), qty: 1, discount: 0 })),
    shippingAmount: 0,
    taxRate: 0,
    discountRate: 0,
    isTaxIncluded: false,
    stopDiscount: false,
  })
  return JSON.stringify({
    salling: true,
    enterAmount: fromCents(totals.totalAmount),
    discountRate: 0,
    taxRate: 0,
    shippingAmount: 0,
    method: true,
    gateway: 'cash',
    customer_id: null,
    subTotal: fromCents(totals.subTotal),
    taxAmount: fromCents(totals.taxAmount),
    discountedAmount: fromCents(totals.discountedAmount),
    totalAmount: fromCents(totals.totalAmount),
    totalItems: totals.totalItems,
    items,
  })
}

function refundBody(info: ConfirmSaleInfo, itemId: number): string {
  const item = info.items.find((candidate) => candidate.id === itemId)
  if (!item) throw new Error(`no sale item ${itemId}`)
  const totals = refundTotals({
    items: [{ price: toCents(item.price), qty: 1, discount: item.discount }],
    taxRate: info.taxRate,
    discountRate: info.discountRate,
    taxIncluded: info.taxIncluded,
    refundableTotal: toCents(info.refundableTotal),
  })
  return JSON.stringify({
    refunding: true,
    parent_id: info.id,
    gateway: 'cash',
    note: '',
    discountAmount: fromCents(totals.discountedAmount),
    taxAmount: fromCents(totals.taxAmount),
    totalItems: totals.totalItems,
    totalAmount: fromCents(totals.totalAmount),
    items: [{ id: item.id, qty: 1, name: item.name, price: item.price, discount: item.discount }],
  })
}

async function main(): Promise<void> {
  const { dataDir, databaseUrl, dataset } = await prepareDatabase()
  const profileDir = args.profile ? path.join(dataDir, `profile-${Date.now()}`) : undefined
  const webDist = path.join(REPO_ROOT, 'apps/web/dist')
  const withWeb = fs.existsSync(path.join(webDist, 'index.html'))
  const server = await startServer({
    port: Number(args.port),
    dataDir,
    databaseUrl,
    ...(profileDir ? { cpuProfileDir: profileDir } : {}),
    ...(withWeb ? { webDist } : {}),
  })
  const results: ScenarioResult[] = []
  const floorResults: ScenarioResult[] = []
  try {
    const url = server.url
    // 20 members of staff, each signed in once, one after the other: sign-in counts attempts per account and
    // client before checking the password, so 20 at once from one address would be refused as a flood.
    const staff: Record<string, string>[] = []
    for (let member = 0; member < connections; member++) staff.push(await signIn(url))
    const anyone = () => pick(staff)
    const P = dataset.counts.products
    const get = (pathName: string): RequestPlan => ({ method: 'GET', path: pathName, headers: anyone() })
    const post = (pathName: string, body: unknown): RequestPlan => ({
      method: 'POST',
      path: pathName,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...anyone(), 'content-type': 'application/json' },
    })

    // The products a till sells, as the scanner finds them (price where they sell from).
    const shelf: PosProduct[] = []
    for (let index = 0; index < 300; index += 1) {
      const found = await call<{ items: PosProduct[] }>(url, staff[0] as Record<string, string>, {
        method: 'POST',
        path: '/api/product-search',
        body: JSON.stringify({ key: barcodeOf(Math.floor(Math.random() * P)) }),
      })
      if (found.items[0]) shelf.push(found.items[0])
    }
    const sales: { id: number; key: string }[] = []
    const routes = new Set(
      Object.keys(((await (await fetch(`${url}/api/docs`)).json()) as { paths: Record<string, unknown> }).paths),
    )
    const has = (route: string) => routes.has(route)

    // `paced`: a second run at this many requests per second, where the latency target applies.
    // `atOne`: a first run at one connection, so the table shows how the scenario scales with connections.
    const scenarios: (Scenario & { paced?: number; atOne?: boolean })[] = [
      {
        name: 'sign-in',
        next: () => ({
          method: 'POST',
          path: '/api/login',
          body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
          headers: { 'content-type': 'application/json', 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
        }),
      },
      {
        name: 'barcode scan lookup',
        next: () => post('/api/product-search', { key: barcodeOf(Math.floor(Math.random() * P)) }),
        paced: 200,
        target: { p95Ms: 10 },
      },
      {
        name: 'product list page, search',
        next: () => get(`/api/products?page=1&itemsPerPage=10&search=${encodeURIComponent(pick(SEARCH_TERMS))}`),
        paced: 100,
        target: { p95Ms: 50 },
      },
      {
        name: 'POS product picker load',
        next: () => get('/api/products-for-pos'),
      },
      {
        name: SALE,
        next: () => {
          const plan = post('/api/sale', saleBody(cartOf(shelf)))
          return { ...plan, headers: { ...plan.headers, 'idempotency-key': randomUUID() } }
        },
        onResponse: (status, body) => {
          if (status === 201) sales.push(JSON.parse(body) as { id: number; key: string })
        },
        paced: 200,
        atOne: true,
        target: { p95Ms: 50, rps: 200 },
      },
    ]
    const selected = (name: string) =>
      !args.only || args.only.split(',').some((part) => name.toLowerCase().includes(part.trim().toLowerCase()))

    for (const scenario of scenarios) {
      if (!selected(scenario.name)) continue
      // As fast as the server answers (its capacity), then at a steady rate for the latency targets.
      const { paced, atOne, ...saturated } = scenario
      if (atOne) {
        results.push(
          await runScenario({ ...saturated, target: undefined }, server, { durationSeconds, connections: 1 }),
        )
        log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
      }
      const capacity = { ...saturated, target: scenario.target?.rps ? { rps: scenario.target.rps } : undefined }
      results.push(await runScenario(capacity, server, { durationSeconds, connections }))
      log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
      if (paced) {
        const steady = {
          ...saturated,
          name: `${scenario.name} @ ${paced}/s`,
          rate: paced,
          target: { p95Ms: scenario.target?.p95Ms },
        }
        results.push(await runScenario(steady, server, { durationSeconds, connections }))
        log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
      }
    }

    // The floor of the same sale, on the same shelf, for as long, at 1 and at `connections` callers, while
    // the server is idle (its last requests answered).
    if (selected(SALE)) {
      await settle(server)
      const floor = await openFloor(
        databaseUrl,
        dialect,
        shelf.map((product) => product.id),
      )
      try {
        for (const callers of [1, connections]) {
          const row = floorRow(
            await floor.run(callers, durationSeconds, () => cartOf(shelf).map((product) => product.id)),
          )
          floorResults.push(row)
          results.push(row)
          log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
        }
      } finally {
        await floor.close()
      }
    }

    // Refunds return one line of the sales just made (each line once), as a till's refund screen does.
    if (selected('refund')) {
      const refunds: string[] = []
      for (const sale of sales.slice(0, 800)) {
        const { info } = await call<{ info: ConfirmSaleInfo }>(url, staff[0] as Record<string, string>, {
          method: 'POST',
          path: '/api/confirm-sale',
          body: JSON.stringify({ trx: sale.key }),
        })
        for (const item of info.items) refunds.push(refundBody(info, item.id))
      }
      if (refunds.length > connections * 10) {
        results.push(
          await runScenario(
            {
              name: 'refund (1 line)',
              next: () => {
                const body = refunds.pop()
                return body ? post('/api/sale-return', body) : null
              },
              amount: refunds.length - connections,
            },
            server,
            { durationSeconds, connections },
          ),
        )
        log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
      } else {
        log('refund: not enough sales to refund (run the sale scenario first)')
      }
    }

    const later: Scenario[] = [
      {
        name: 'order list page',
        next: () => get(`/api/order?filter=salling&page=${1 + Math.floor(Math.random() * 5)}&itemsPerPage=10`),
      },
      {
        name: 'sale detail',
        next: () => {
          const span = dataset.lastSaleId - dataset.firstSaleId
          return get(`/api/order/${dataset.firstSaleId + Math.floor(Math.random() * span)}`)
        },
      },
    ]
    // Every report of the year and the dashboard chart, as one member of staff opens it (one at a time:
    // each must answer within 1 s).
    const reports: [string, () => RequestPlan][] = [
      ['/api/sale-report', () => post('/api/sale-report', { way: 1, duration: 'yearly' })],
      ['/api/refund-report', () => post('/api/refund-report', { way: 1, duration: 'yearly' })],
      ['/api/purchase-report', () => post('/api/purchase-report', { way: 0, duration: 'yearly' })],
      ['/api/payments-overall', () => get('/api/payments-overall')],
      ['/api/tax-report', () => get('/api/tax-report')],
      ['/api/trending-products', () => get('/api/trending-products')],
      ['/api/stock-overall', () => get('/api/stock-overall')],
      [
        '/api/pending-bill',
        () =>
          post('/api/pending-bill', {
            type: 'Customers',
            customer_id: 1 + Math.floor(Math.random() * dataset.customerIds[1]),
          }),
      ],
      ['/api/dashboard-chart', () => get('/api/dashboard-chart')],
    ]
    for (const [route, next] of reports) {
      if (!has(route)) {
        log(`report ${route}: not in this version, skipped`)
        continue
      }
      later.push({ name: `report ${route.slice(5)}`, next, connections: 1, amount: 10, target: { maxMs: 1000 } })
    }
    // Issue 14 §5: a period from 1000 to 9999 once cost seconds of CPU and slowed every till; it is now
    // refused (422, at most ten years) before any work, and the refusal answers within the reports' 1 s.
    // The time limit lived in report-period.test.ts until issue 27; the API suite keeps the refusal itself.
    for (const route of ['/api/sale-report', '/api/refund-report', '/api/purchase-report']) {
      if (!has(route)) continue
      const period = { way: 1, duration: 'period', fromDate: '1000-01-01', endDate: '9999-12-31' }
      later.push({
        name: `report ${route.slice(5)}, 1000 to 9999 refused`,
        next: () => post(route, period),
        ok: (status) => status === 422,
        connections: 1,
        amount: 10,
        target: { maxMs: 1000 },
      })
    }
    // The CSV export of a year's sales is a download of every row, not a report on screen: no target.
    if (has('/api/sale-report/csv')) {
      const csv = () => get('/api/sale-report/csv?way=1&duration=yearly')
      later.push({ name: 'CSV export, a year of sales', next: csv, connections: 1, amount: 3 })
    }

    for (const scenario of later) {
      if (!selected(scenario.name)) continue
      results.push(await runScenario(scenario, server, { durationSeconds, connections }))
      log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
    }

    // Receiving a 1,000-line purchase into stock: one request, within 1 s each time.
    const receiptScenario = `purchase receipt (${Math.min(RECEIPT_LINES, P)} lines, 3 times)`
    if (selected(receiptScenario)) {
      const handle = openDatabase(databaseUrl)
      try {
        const headers = staff[0] as Record<string, string>
        const started = performance.now()
        const timings = await receiptTimings((plan) => call(url, headers, plan), handle, P, 3)
        const seconds = (performance.now() - started) / 1000
        results.push(timedResult(receiptScenario, timings, seconds, server.rssMb(), { maxMs: 1000 }))
        log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
      } finally {
        await handle.db.destroy()
      }
    }

    // The POS terminal in a real browser on this shop: ready for the first scan within 1 s when the
    // browser has opened it before, 1.5 s when it never has (issue 35).
    const browserScenario = 'POS terminal interactive (Chromium, 5 loads)'
    if (selected(browserScenario)) {
      if (!withWeb) log(`${browserScenario}: skipped, no web build (npm run build)`)
      else if (!fs.existsSync(CHROMIUM_PATH)) log(`${browserScenario}: skipped, no Chromium at ${CHROMIUM_PATH}`)
      else {
        const started = performance.now()
        const { warm, cold } = await posInteractiveMs(url)
        const seconds = (performance.now() - started) / 1000
        const rss = server.rssMb()
        results.push(timedResult(`${browserScenario}, warm`, warm, seconds / 2, rss, { maxMs: 1000 }))
        results.push(timedResult(`${browserScenario}, cold`, cold, seconds / 2, rss, { maxMs: 1500 }))
        log(formatTable(results.slice(-2)).split('\n').slice(-2).join('\n'))
      }
    }

    // Issue 18: a till keeps the whole catalogue for offline selling; then, cut off, scans from it.
    const offlineScenario = 'offline till: scan to cart from the snapshot (Chromium, 5 scans)'
    if (selected(offlineScenario) && withWeb && fs.existsSync(CHROMIUM_PATH)) {
      const started = performance.now()
      const codes = () => Array.from({ length: 5 }, () => barcodeOf(Math.floor(Math.random() * P)))
      const figures = await offlineTillFigures(url, codes(), codes())
      const seconds = (performance.now() - started) / 1000
      log(
        `offline snapshot: ${figures.products} products and ${figures.customers} customers kept in ` +
          `${figures.refreshSeconds.toFixed(1)} s; IndexedDB ${figures.indexedDbMb.toFixed(1)} MB, ` +
          `origin storage ${figures.storageMb.toFixed(1)} MB; the same scans online: ` +
          `${figures.onlineScanMs.join(', ')} ms; offline: ${figures.scanToCartMs.join(', ')} ms`,
      )
      results.push(timedResult(offlineScenario, figures.scanToCartMs, seconds, server.rssMb(), { maxMs: 1000 }))
      log(formatTable(results.slice(-1)).split('\n').at(-1) ?? '')
    }
  } finally {
    await server.stop()
  }

  const peak = Math.max(...results.map((row) => row.peakRssMb))
  const header = [
    '',
    `Counterpart bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${dialect}, scale ${scale}`,
    `dataset: ${dataset.counts.products} products, ${dataset.counts.categories} categories, ${dataset.counts.customers} customers, ` +
      `${dataset.counts.sales} sales + ${dataset.counts.refunds} refunds + ${dataset.counts.purchases} purchases, ` +
      `${dataset.counts.orderItems} lines, ${dataset.counts.payments} payments, ${dataset.counts.movements} stock movements ` +
      `(written in ${dataset.seconds.write} s, checked in ${dataset.seconds.verify} s)`,
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; ` +
      `${connections} connections, ${durationSeconds} s per scenario; server peak RSS ${peak.toFixed(0)} MB (target < 300)`,
    '',
  ]
  const comparison = compareWithFloor(results, floorResults)
  console.log(
    [...header, formatTable(results), '', ...(comparison ? [formatComparison(comparison), ''] : [])].join('\n'),
  )
  const missed = results.filter((row) => meetsTarget(row) === false).map((row) => row.name)
  if (missed.length) console.log(`Targets missed: ${missed.join(', ')}`)
  if (profileDir) console.log(`CPU profile of the server: ${profileDir} (open in Chrome DevTools > Performance)`)
  if (args.json)
    fs.writeFileSync(args.json, JSON.stringify({ dialect, scale, dataset, results, peak, floor: comparison }, null, 2))
}

await main()
