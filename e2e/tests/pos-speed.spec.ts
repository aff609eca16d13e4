import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '../support/test.ts'
import { laneDatabaseUrl } from '../support/ports.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Web speed: the POS terminal is ready for the first scan within 1.5 s of navigation, on a shop with a
 * reduced catalogue (2,000 products; `npm run bench` measures the same on its full shop). Ready means the
 * scan box has the focus and the product tiles are drawn. The figure is printed and attached to the report.
 */

const SEED_SCRIPT = path.resolve(import.meta.dirname, '../../bench/src/seed-products.ts')
const PRODUCTS = Number(process.env.E2E_POS_SPEED_PRODUCTS ?? 2000)
// The product target is 1.5 s (docs/performance.md; `npm run bench` measures it on the full shop). This
// machine's Chromium 150 on two shared cores takes 1.3-1.9 s for the build before the register work as
// well as after it (2026-11-24), so the journey fails only on a clear regression above 2.5 s.
const LIMIT_MS = 2500
// Five visits, not three: on two shared cores one visit in three can land on a busy moment of the server.
const RUNS = 5

test('the POS terminal is interactive soon after navigation (target 1.5 s, fails above 2.5 s)', async ({
  page,
  lane,
}) => {
  test.setTimeout(180_000)
  await signInByApi(page)
  const existing = await apiCall<{ total: number }>(page, 'GET', '/api/products?page=1&itemsPerPage=1')
  const missing = Math.max(0, PRODUCTS - existing.body.total)
  // Written straight into the lane's database by the bench's generator (a second), not through
  // 2,000 calls of the product form's API (minutes on two cores); the journey is about the till's speed.
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', SEED_SCRIPT, laneDatabaseUrl(lane.dataDir), String(missing)],
    {
      encoding: 'utf8',
    },
  )
  expect(seeded.status, `${seeded.stdout}${seeded.stderr}`).toBe(0)
  const after = await apiCall<{ total: number }>(page, 'GET', '/api/products?page=1&itemsPerPage=1')
  expect(after.body.total).toBe(Math.max(PRODUCTS, existing.body.total))

  // A first visit warms the server's caches and the browser's, as a till opened every morning does.
  await page.goto('/pos/portal')
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeFocused()
  await page.goto('/dashboard')

  const timings: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/pos/portal', { waitUntil: 'commit' })
    // performance.now() counts from the navigation's start; the check runs on every animation frame.
    const ready = await page.waitForFunction(
      () => {
        const box = document.activeElement
        const focused = box instanceof HTMLInputElement && box.getAttribute('role') === 'combobox'
        const tiles = document.querySelectorAll('button.MuiPaper-root[aria-label^="Add "]').length
        return focused && tiles > 0 ? performance.now() : null
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    )
    timings.push(Number(await ready.jsonValue()))
    await page.goto('/dashboard')
  }
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toHaveCount(0)
  const best = Math.min(...timings)
  const median = [...timings].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number
  const figure = `POS terminal interactive after ${median.toFixed(0)} ms (median of ${RUNS}: ${timings
    .map((ms) => ms.toFixed(0))
    .join(', ')} ms; best ${best.toFixed(0)} ms) with ${Math.max(PRODUCTS, existing.body.total)} products`
  console.log(figure)
  test.info().annotations.push({ type: 'pos-interactive', description: figure })
  expect(median).toBeLessThan(LIMIT_MS)
})
