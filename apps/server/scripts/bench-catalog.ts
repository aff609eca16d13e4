/**
 * The catalogue on a large shop: seeds 100,000 products (realistic names, generated SKUs and 12-digit
 * barcodes) in large batches, then times GET /api/products through the real app (session, paging,
 * search, count) and the exact barcode and SKU lookups, and prints median, p95 and max per case.
 *
 *   npx tsx apps/server/scripts/bench-catalog.ts                          # SQLite in a temporary folder
 *   DATABASE_URL=postgres://.../empty_db npx tsx apps/server/scripts/bench-catalog.ts
 *   BENCH_PRODUCTS=20000 BENCH_RUNS=50 npx tsx apps/server/scripts/bench-catalog.ts
 *
 * The seed writes rows directly (through the service it would take minutes); everything measured goes
 * through the same code as the browser's requests.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Insertable, Kysely } from 'kysely'
import { upcFromDigits } from '@counterpart/domain/pricing/catalog'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import type { Database, ProductTable } from '../src/db/schema.ts'
import { productSearchText } from '../src/modules/catalog/repository.ts'
import { fileForm } from '../test/form-data.ts'
import { signedInAdmin } from '../test/helpers.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const BATCH = 500

const BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'Nokia', 'Sony', 'Anker', 'Belkin', 'Logitech', 'Huawei', 'Oppo']
const ITEMS = ['Charger', 'Cable', 'Case', 'Screen guard', 'Earbuds', 'Battery', 'Phone', 'Tablet', 'Adapter', 'Stand']
const MODELS = ['Galaxy', 'Note', 'Pro', 'Max', 'Mini', 'Lite', 'Plus', 'Ultra', 'Air', 'Neo']

/** Deterministic pseudo-random digits, so two runs seed the same shop. */
function digitsFor(n: number): string {
  let x = (n * 2654435761) % 100_000_000_000
  let out = ''
  for (let i = 0; i < 11; i += 1) {
    x = (x * 48271 + 12345) % 2147483647
    out += String(x % 10)
  }
  return out
}

export async function seedProducts(db: Kysely<Database>, count: number): Promise<void> {
  const now = new Date().toISOString()
  const used = new Set<string>()
  for (let start = 0; start < count; start += BATCH) {
    const rows: Insertable<ProductTable>[] = []
    for (let n = start; n < Math.min(count, start + BATCH); n += 1) {
      const name = `${BRANDS[n % 10]} ${ITEMS[Math.floor(n / 10) % 10]} ${MODELS[Math.floor(n / 100) % 10]} ${n}`
      const sku = `S${n.toString(36).toUpperCase().padStart(7, '0')}`
      let barcode = upcFromDigits(digitsFor(n))
      for (let bump = 1; used.has(barcode); bump += 1) barcode = upcFromDigits(digitsFor(n + bump * 7_777_777))
      used.add(barcode)
      rows.push({
        name,
        sku,
        barcode,
        category_id: null,
        type: 'Standard' as const,
        price: 1000 + (n % 5000),
        cost: 500,
        qty: n % 50,
        warehouseSaleFrom: 1,
        unitOfMeasure: 'pcs',
        imei: '',
        sNumber: '',
        description: '',
        image: null,
        discounted: n % 2,
        state: 1,
        search_text: productSearchText({ name, sku, barcode }),
        created_at: new Date(Date.parse(now) - (count - n) * 1000).toISOString(),
        updated_at: now,
      })
    }
    await db.transaction().execute((trx) => trx.insertInto('products').values(rows).execute())
  }
}

async function time(label: string, runs: number, work: () => Promise<unknown>): Promise<string[]> {
  await work() // warm the statement cache and the page cache
  const samples: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    await work()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0
  return [label, pick(0.5).toFixed(1), pick(0.95).toFixed(1), (samples.at(-1) ?? 0).toFixed(1)]
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-bench-catalog-'))
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'silent' })
  const { app, database, services } = await buildApp(config, { logger: false })
  try {
    const seedStarted = performance.now()
    await seedProducts(database.db, PRODUCTS)
    console.log(
      `${database.dialect}: seeded ${PRODUCTS} products in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    )
    // 20 categories of 5,000 products each (at 100,000), for the category filter (issue 28, item 14).
    const now = new Date().toISOString()
    const categoryIds: number[] = []
    for (let index = 1; index <= 20; index += 1) {
      const row = await database.db
        .insertInto('categories')
        .values({
          name: `Bench category ${index}`,
          barcode: null,
          parent_id: null,
          mode: 0,
          image: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      categoryIds.push(row.id)
    }
    const { sql: raw } = await import('kysely')
    await raw`update products set category_id = ${categoryIds[0] ?? 1} + (id % 20)`.execute(database.db)
    if (database.dialect === 'postgres') {
      const { sql } = await import('kysely')
      // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only scans).
      await sql`vacuum analyze products`.execute(database.db)
    }

    const admin = await signedInAdmin(app)
    const sample = await database.db
      .selectFrom('products')
      .select(['barcode', 'sku'])
      .where('id', '=', Math.ceil(PRODUCTS / 2))
      .executeTakeFirstOrThrow()
    const list = async (query: string) => {
      const response = await admin.get(`/api/products?${query}`)
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`)
      return response.json<{ total: number }>()
    }
    const barcodeFragment = sample.barcode.slice(3, 9)
    const cases: [string, string][] = [
      ['list, newest first, page 1', 'page=1&itemsPerPage=10'],
      ['list, page 5,000', 'page=5000&itemsPerPage=10'],
      // The load bench's terms (bench/src/dataset.ts SEARCH_TERMS): common words, 1,000 to 10,000 matches.
      ...['galaxy', 'anker cable', 'charger', 'pro max', 'sony', 'case mini', 'neo', 'battery'].map(
        (term): [string, string] => [`search "${term}"`, `search=${encodeURIComponent(term)}`],
      ),
      ['search "zzqx" (no match)', 'search=zzqx'],
      [`search barcode fragment ${barcodeFragment}`, `search=${barcodeFragment}`],
      [`search full barcode ${sample.barcode}`, `search=${sample.barcode}`],
      [`search SKU ${sample.sku}`, `search=${sample.sku}`],
      ['search "ga" (2 letters: no index)', 'search=ga'],
      ['search "galaxy" sorted by name', 'search=galaxy&sortBy=name&sortDesc=false'],
      ['search "galaxy", page 500', 'search=galaxy&page=500'],
      ['one category, newest first', `category_id=${categoryIds[3]}`],
      ['one category, page 400', `category_id=${categoryIds[3]}&page=400`],
      ['one category sorted by price', `category_id=${categoryIds[3]}&sortBy=salePrice&sortDesc=true`],
      ['one category, search "galaxy"', `category_id=${categoryIds[3]}&search=galaxy`],
      ['all sorted by price (reads every row)', 'sortBy=salePrice&sortDesc=true'],
      ['all sorted by stock (reads every row)', 'sortBy=stockOnHand'],
    ]
    const rows: string[][] = []
    for (const [label, query] of cases) {
      const { total } = await list(query)
      rows.push(await time(`GET /api/products ${label} (total ${total})`, RUNS, () => list(query)))
    }
    // The same searches without HTTP, session and JSON: the time the database work takes per request.
    for (const term of ['galaxy', 'anker cable', 'battery', barcodeFragment]) {
      const paging = { page: 1, itemsPerPage: 10, sortDesc: false, search: term }
      rows.push(await time(`catalog.list "${term}" (no HTTP)`, RUNS, () => services.catalog.list(paging)))
    }
    rows.push(
      await time(`GET /api/products/export, every product (${PRODUCTS})`, 3, async () => {
        const response = await admin.get('/api/products/export')
        if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode}`)
      }),
    )
    // An import of the largest file allowed: 5,000 new products, previewed then written in one transaction.
    const file = [
      'name,sku,price,cost,qty',
      ...Array.from(
        { length: 5000 },
        (_, n) => `Imported bench item ${n},IMPBENCH-${n},${(n % 90) + 1}.50,1.25,${n % 7}`,
      ),
    ].join('\n')
    const upload = (url: string) =>
      admin.request({ method: 'POST', url, ...fileForm('file', 'products.csv', Buffer.from(file), 'text/csv') })
    rows.push(
      await time('POST /api/products/import/preview, 5,000 rows', 3, () => upload('/api/products/import/preview')),
    )
    const importStarted = performance.now()
    const imported = await upload('/api/products/import')
    if (imported.statusCode !== 201) throw new Error(`import: ${imported.statusCode} ${imported.body.slice(0, 300)}`)
    const importMs = (performance.now() - importStarted).toFixed(1)
    rows.push(['POST /api/products/import, 5,000 products (once)', importMs, importMs, importMs])
    rows.push(
      await time('exact barcode lookup (unique index)', RUNS, () => services.catalog.findByBarcode(sample.barcode)),
    )
    rows.push(await time('exact SKU lookup (unique index)', RUNS, () => services.catalog.findBySku(sample.sku)))

    const header = ['case', 'median ms', 'p95 ms', 'max ms']
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)))
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
    console.log(line(header))
    for (const row of rows) console.log(line(row))
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('bench-catalog.ts')) await main()
