/**
 * The offline snapshot on a large shop (issue 18): seeds 100,000 products as bench-catalog does, then times
 * GET /api/offline/catalogue pages (first, middle, last, default size) through the real app and a whole
 * refresh (every page in turn, as a till does), with the bytes it sends.
 *
 *   npx tsx apps/server/scripts/bench-offline-snapshot.ts                  # SQLite in a temporary folder
 *   DATABASE_URL=postgres://.../empty_db npx tsx apps/server/scripts/bench-offline-snapshot.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import type { OfflineCataloguePage } from '@counterpart/domain/schemas/offline'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { signedInAdmin } from '../test/helpers.ts'
import { seedProducts } from './bench-catalog.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-bench-offline-'))
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'silent' })
  const { app, database } = await buildApp(config, { logger: false })
  try {
    await seedProducts(database.db, PRODUCTS)
    if (database.dialect === 'postgres') await sql`vacuum analyze products`.execute(database.db)
    const admin = await signedInAdmin(app)
    const page = async (query: string) => {
      const response = await admin.get(`/api/offline/catalogue${query}`)
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`)
      return { page: response.json<OfflineCataloguePage>(), bytes: response.rawPayload.length }
    }
    const cases: [string, string][] = [
      ['first page (1,000)', '?after=0'],
      ['middle page (1,000)', `?after=${Math.floor(PRODUCTS / 2)}`],
      ['last page', `?after=${PRODUCTS - 500}`],
      ['largest page (2,000)', `?after=${Math.floor(PRODUCTS / 3)}&limit=2000`],
    ]
    for (const [label, query] of cases) {
      await page(query)
      const samples: number[] = []
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now()
        await page(query)
        samples.push(performance.now() - started)
      }
      console.log(`${database.dialect} ${label}: median ${median(samples).toFixed(1)} ms`)
    }
    const started = performance.now()
    let after: number | null = 0
    let pages = 0
    let bytes = 0
    let products = 0
    while (after !== null) {
      const answer = await page(`?after=${after}`)
      pages += 1
      bytes += answer.bytes
      products += answer.page.products.length
      after = answer.page.next
    }
    const seconds = (performance.now() - started) / 1000
    console.log(
      `${database.dialect} whole refresh: ${products} products in ${pages} pages, ${(bytes / 1e6).toFixed(1)} MB of JSON, ${seconds.toFixed(1)} s`,
    )
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('bench-offline-snapshot.ts')) await main()
