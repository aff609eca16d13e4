/**
 * Times every report and the dashboard through the real app (session, validation, SQL, JSON) on the
 * database of DATA_DIR / DATABASE_URL, seeded first with seed-orders.ts. Prints median and max of each,
 * and the longest the event loop was held while they ran.
 *
 *   DATA_DIR=/tmp/cp-reports-bench npx tsx apps/server/scripts/bench-reports.ts [--runs 5]
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { signedInAdmin } from '../test/helpers.ts'

const runsIndex = process.argv.indexOf('--runs')
const RUNS = runsIndex === -1 ? 5 : Number(process.argv[runsIndex + 1])

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, WEB_DIST_DIR: '', LOG_LEVEL: 'silent', BACKUP_DAILY: 'false' })
  const built = await buildApp(config, { logger: false })
  const { db } = built.database
  try {
    const counts = await db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('orders')])
      .executeTakeFirstOrThrow()
    const busiest = await db
      .selectFrom('orders')
      .select(['customer_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('customer_id', 'is not', null)
      .groupBy('customer_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirst()
    const supplier = await db
      .selectFrom('orders')
      .select('supplier_id')
      .where('supplier_id', 'is not', null)
      .limit(1)
      .executeTakeFirst()
    console.log(`database: ${built.database.dialect}, ${Number(counts.orders)} orders`)
    const admin = await signedInAdmin(built.app)
    const today = new Date().toISOString().slice(0, 10)
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10)
    const cases: [string, () => ReturnType<typeof admin.get>][] = [
      ['sale-report today Live', () => admin.post('/api/sale-report', { way: 1, duration: 'today' })],
      ['sale-report monthly Live', () => admin.post('/api/sale-report', { way: 1, duration: 'monthly' })],
      ['sale-report yearly Live', () => admin.post('/api/sale-report', { way: 1, duration: 'yearly' })],
      ['sale-report yearly Due', () => admin.post('/api/sale-report', { way: 0, duration: 'yearly' })],
      [
        'sale-report period 3 years Live',
        () => admin.post('/api/sale-report', { way: 1, duration: 'period', fromDate: threeYearsAgo, endDate: today }),
      ],
      ['refund-report yearly Live', () => admin.post('/api/refund-report', { way: 1, duration: 'yearly' })],
      [
        'refund-report period 3 years',
        () => admin.post('/api/refund-report', { way: 1, duration: 'period', fromDate: threeYearsAgo, endDate: today }),
      ],
      ['purchase-report yearly Due', () => admin.post('/api/purchase-report', { way: 0, duration: 'yearly' })],
      [
        'purchase-report period 3 years Due',
        () =>
          admin.post('/api/purchase-report', { way: 0, duration: 'period', fromDate: threeYearsAgo, endDate: today }),
      ],
      ['payments-overall', () => admin.get('/api/payments-overall')],
      ['tax-report', () => admin.get('/api/tax-report')],
      ['trending-products', () => admin.get('/api/trending-products')],
      [
        'pending-bill busiest customer',
        () => admin.post('/api/pending-bill', { type: 'Customers', customer_id: busiest?.customer_id ?? 1 }),
      ],
      [
        'pending-bill supplier',
        () => admin.post('/api/pending-bill', { type: 'Suppliers', supplier_id: supplier?.supplier_id ?? 1 }),
      ],
      ['stock-overall', () => admin.get('/api/stock-overall')],
      ['dashboard-chart', () => admin.get('/api/dashboard-chart')],
      ['sale-report CSV yearly Live (every row)', () => admin.get('/api/sale-report/csv?way=1&duration=yearly')],
      ['sale chart today Live (24 hours)', () => admin.post('/api/sale-report/chart', { way: 1, duration: 'today' })],
      ['sale chart monthly Live (days)', () => admin.post('/api/sale-report/chart', { way: 1, duration: 'monthly' })],
      ['sale chart yearly Live (months)', () => admin.post('/api/sale-report/chart', { way: 1, duration: 'yearly' })],
      [
        'sale chart period 3 years Live (months)',
        () =>
          admin.post('/api/sale-report/chart', { way: 1, duration: 'period', fromDate: threeYearsAgo, endDate: today }),
      ],
      ['stock by warehouse', () => admin.get('/api/stock-overall/warehouses')],
    ]
    console.log(`| report | median ms | max ms | max event-loop block ms | answer |`)
    console.log(`| --- | ---: | ---: | ---: | --- |`)
    for (const [name, call] of cases) {
      const times: number[] = []
      let summary = ''
      // The longest the event loop went without running a 1 ms timer: how long other requests would wait.
      let longestBlock = 0
      let lastTick = performance.now()
      const probe = setInterval(() => {
        const now = performance.now()
        longestBlock = Math.max(longestBlock, now - lastTick)
        lastTick = now
      }, 1)
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now()
        const response = await call()
        times.push(performance.now() - started)
        if (response.statusCode !== 200)
          throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`)
        summary = response.headers['content-type']?.toString().startsWith('text/csv')
          ? `${response.body.split('\r\n').length - 2} rows, ${(response.body.length / 1e6).toFixed(1)} MB`
          : describe(response.json())
      }
      clearInterval(probe)
      times.sort((a, b) => a - b)
      const median = times[Math.floor(times.length / 2)] ?? 0
      const max = times[times.length - 1] ?? 0
      console.log(`| ${name} | ${median.toFixed(0)} | ${max.toFixed(0)} | ${longestBlock.toFixed(0)} | ${summary} |`)
    }
  } finally {
    await built.app.close()
  }
}

function describe(answer: Record<string, unknown>): string {
  const parts = Object.entries(answer)
    .filter(([key, value]) => key !== 'ref' && (typeof value === 'number' || Array.isArray(value)))
    .slice(0, 4)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? `[${value.length}]` : String(value)}`)
  return parts.join(', ')
}

await main()
