import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import { adminAppForFile, signedInAdmin, TEST_DIALECT } from '../../../test/helpers.ts'
import { addProduct, addSupplier, blankProduct, addWarehouse, buy, receive } from '../../../test/stock-fixtures.ts'
import { likeContains } from '../../platform/paging.ts'
import { listProducts, type SearchPlan } from './repository.ts'
import type { ProductWrite } from './service.ts'

/**
 * The product search means one thing on both databases: the product's search_text (lower-cased "name sku
 * barcode") contains the lower-cased term. The trigram indexes (FTS5 on SQLite, pg_trgm on PostgreSQL)
 * must not change a single row of that, whatever the characters. Every search here is checked against
 * that rule computed in JavaScript and against the plain LIKE the search used before the index; the
 * same file runs on SQLite and, with TEST_DB=postgres, on PostgreSQL.
 */

const { test, admin } = await adminAppForFile()

const NAMES = [
  'Anker Cable Pro Max',
  'Anker cable mini',
  'Samsung Charger Galaxy 12',
  'Café Crème 50% off',
  'CAFE CREME plain',
  'Straße_Kabel',
  'Strasse Kabel',
  'Back\\slash "quoted" it\'s',
  'Emoji 😀 phone',
  'İstanbul Case',
  'Istanbul case',
  'ΣΊΣΥΦΟΣ Greek',
  'Kelvin \u212a meter',
  'ﬁne ligature',
  '日本語ケーブル',
  '２０２６ Edition ½',
  'x%y and x_y',
  'ab',
  'a',
  'Pro  Max double space',
]

/** Terms the list page accepts (letters, digits and spaces): the same on GET /products and GET /stock. */
const LIST_TERMS = [
  'a',
  'é',
  'ß',
  'ab',
  'İ',
  'k',
  '½',
  'cab',
  'anker cable',
  'ANKER CABLE',
  'pro max',
  'pro  max',
  'café',
  'CAFÉ',
  'cafe',
  'crème',
  'straße',
  'STRASSE',
  'ẞ',
  'istanbul',
  'stanbul',
  'σίσυφος',
  'ΣΥΦΟΣ',
  'k meter',
  'fine',
  'ﬁne',
  '日本',
  '日本語',
  '２０２６',
  'galaxy 12',
  'ble',
  'zzz no match',
]

/** Terms only the till's search box lets through (any text): wildcards, escapes, quotes and emoji. */
const TILL_TERMS = [
  '%',
  '_',
  '\\',
  '"',
  "'",
  '%%',
  '50%',
  '0% o',
  'x%y',
  'x_y',
  'e_k',
  '\\s',
  'k\\sl',
  '"quoted"',
  'd" i',
  "it's",
  '""',
  '😀',
  '😀 p',
  'i 😀',
  'a😀',
  '*',
  'ca*',
  'NEAR',
  'anker OR cable',
  'ble -',
]

const LAMP: ProductWrite = blankProduct({ name: 'Lamp', sku: 'QUOKKA-1', price: 100, cost: 50 })

interface Row {
  id: number
  search_text: string
  created_at: string
}
let rows: Row[] = []
let stockedIds: number[] = []

/** The rule itself: newest first, as the list and the till show them. */
function expected(term: string): number[] {
  const needle = term.toLowerCase()
  return rows
    .filter((row) => row.search_text.includes(needle))
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
    .map((row) => row.id)
}

/** The search as it was before the trigram index: one LIKE over every product. */
async function plainLike(term: string): Promise<number[]> {
  const found = await test.database.db
    .selectFrom('products')
    .select('id')
    .where(sql<boolean>`search_text like ${likeContains(term.toLowerCase())} escape '\\'`)
    .execute()
  return found.map((row) => row.id).sort((a, b) => a - b)
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

/** SQLite: FTS5 compares its index with the products table, row by row, and throws if they differ. */
async function expectIndexInStep(): Promise<void> {
  if (TEST_DIALECT !== 'sqlite') return
  await sql`insert into products_search(products_search, rank) values ('integrity-check', 1)`.execute(test.database.db)
}

beforeAll(async () => {
  const supplier = await addSupplier(admin)
  const warehouse = await addWarehouse(admin, { name: 'Search store' })
  const ids: number[] = []
  for (const [index, name] of NAMES.entries()) {
    // SKUs may hold _ . - / +: searched like the name.
    ids.push(
      await addProduct(test, { name, sku: index % 3 === 0 ? `SR_${index}.X` : `SR-${index}`, suppliers: [supplier] }),
    )
  }
  // Stock rows for every other product, with a rack number the stock search also looks in.
  stockedIds = ids.filter((_, index) => index % 2 === 0)
  const order = await buy(
    admin,
    supplier,
    stockedIds.map((product_id) => ({ product_id, cost: 1, qty: 1 })),
  )
  await receive(
    admin,
    order,
    stockedIds.map((product, index) => ({ product, warehouse, price: 2, rackNumber: `RACK-${index}` })),
  )
  rows = await test.database.db.selectFrom('products').select(['id', 'search_text', 'created_at']).execute()
})

describe(`product search on ${TEST_DIALECT}`, () => {
  it('finds on the products list exactly the products whose name, SKU or barcode contain the words', async () => {
    for (const term of LIST_TERMS) {
      const response = await admin.get(`/api/products?itemsPerPage=100&search=${encodeURIComponent(term)}`)
      expect(response.statusCode, `${term}: ${response.body}`).toBe(200)
      const page = response.json<{ items: { id: number }[]; total: number }>()
      const want = expected(term.trim())
      expect(
        page.items.map((item) => item.id),
        term,
      ).toEqual(want)
      expect(page.total, term).toBe(want.length)
      expect(sorted(want), term).toEqual(await plainLike(term.trim()))
    }
  })

  it('finds at the till exactly the products containing the key, wildcards, quotes and emoji included', async () => {
    for (const term of [...TILL_TERMS, ...LIST_TERMS]) {
      const response = await admin.post('/api/product-search', { key: term })
      expect(response.statusCode, `${term}: ${response.body}`).toBe(200)
      const items = response.json<{ items: { id: number }[] }>().items
      const want = expected(term.trim())
      expect(
        items.map((item) => item.id),
        term,
      ).toEqual(want)
      expect(sorted(want), term).toEqual(await plainLike(term.trim()))
    }
  })

  it('finds stock rows by their product the same way, or by the rack', async () => {
    for (const term of [...LIST_TERMS, 'rack 1', 'RACK-1']) {
      const response = await admin.get(`/api/stock?itemsPerPage=100&search=${encodeURIComponent(term)}`)
      if (!/^[\p{L}\p{N} ]*$/u.test(term)) {
        expect(response.statusCode).toBe(422)
        continue
      }
      expect(response.statusCode, `${term}: ${response.body}`).toBe(200)
      const page = response.json<{ items: { product_id: number; rackNumber: string }[]; total: number }>()
      const needle = term.trim().toLowerCase()
      const byProduct = new Set(expected(term.trim()))
      const want = stockedIds.filter((id, index) => byProduct.has(id) || `rack-${index}`.includes(needle))
      expect(sorted(page.items.map((item) => item.product_id)), term).toEqual(sorted(want))
      expect(page.total, term).toBe(want.length)
    }
  })

  it('gives the same pages whichever plan finds them, for any term', async () => {
    const plans: Record<string, SearchPlan> = {
      'matches sorted': { sparseMatches: Number.MAX_SAFE_INTEGER, probeRows: 0 },
      'leading rows': { sparseMatches: 0, probeRows: 1000 },
      'leading rows too few, then all matches': { sparseMatches: 0, probeRows: 3 },
      'all matches along the index': { sparseMatches: 0, probeRows: 0 },
    }
    for (const term of [...LIST_TERMS, ...TILL_TERMS]) {
      const want = expected(term)
      for (const [page, itemsPerPage] of [
        [1, 100],
        [1, 2],
        [2, 2],
        [3, 1],
      ] as const) {
        const paging: PagingQuery = { page, itemsPerPage, search: term, sortDesc: true }
        for (const [name, plan] of Object.entries(plans)) {
          const found = await listProducts(test.database.db, test.database.dialect, paging, plan)
          const label = `${term} page ${page} of ${itemsPerPage}, ${name}`
          expect(found.total, label).toBe(want.length)
          expect(
            found.items.map((item) => item.id),
            label,
          ).toEqual(want.slice((page - 1) * itemsPerPage, page * itemsPerPage))
        }
      }
      // Another sort order: the plans agree with each other (names sort by each database's collation).
      const byName: PagingQuery = { page: 1, itemsPerPage: 3, search: term, sortBy: 'name', sortDesc: false }
      const pages = await Promise.all(
        Object.values(plans).map((plan) => listProducts(test.database.db, test.database.dialect, byName, plan)),
      )
      for (const other of pages.slice(1)) expect(other, term).toEqual(pages[0])
    }
  })

  it('answers from a trigram index: the FTS5 table on SQLite, the pg_trgm GIN index on PostgreSQL', async () => {
    if (TEST_DIALECT === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select count(*) from products_search
        where products_search match '"cab"'`.execute(test.database.db)
      expect(plan.rows.map((row) => row.detail).join(' ')).toMatch(/VIRTUAL TABLE/)
    } else {
      const index = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where indexname = 'products_search_text_trgm_idx'`.execute(test.database.db)
      expect(index.rows[0]?.indexdef).toMatch(/gin \(search_text gin_trgm_ops\)/)
    }
  })

  it('keeps the search in step when a product is renamed or removed', async () => {
    const product = { ...LAMP, name: 'Quokka lamp' }
    const id = await test.services.catalog.create(product)
    const search = async (term: string) =>
      (await admin.get(`/api/products?search=${encodeURIComponent(term)}`))
        .json()
        .items.map((i: { id: number }) => i.id)
    expect(await search('quokka lamp')).toEqual([id])
    await test.services.catalog.update(id, { ...product, name: 'Wombat lamp' })
    expect(await search('quokka lamp')).toEqual([])
    expect(await search('wombat lamp')).toEqual([id])
    expect(await search('quokka')).toEqual([id]) // the SKU kept its code
    await test.services.catalog.toggleState(id, 0) // a change that leaves the text alone
    expect(await search('wombat')).toEqual([id])
    expect((await admin.delete(`/api/product/${id}`)).statusCode).toBe(200)
    expect(await search('wombat')).toEqual([])
    await expectIndexInStep()
  })

  it('finds the restored products after a backup is restored', async () => {
    const id = await test.services.catalog.create({ ...LAMP, name: 'Numbat lamp', sku: 'NUMBAT-1' })
    const generated = await admin.post('/api/backup-generate')
    expect(generated.statusCode, generated.body).toBe(200)
    await test.services.catalog.update(id, { ...LAMP, name: 'Bilby lamp', sku: 'NUMBAT-1' })
    const restored = await admin.patch('/api/backup-restore', { file: generated.json().backup.name })
    expect(restored.statusCode, restored.body).toBe(200)
    // A restore signs everyone out (sessions are never restored): sign in again.
    const signedIn = await signedInAdmin(test.app)
    const search = async (term: string) =>
      (await signedIn.get(`/api/products?search=${encodeURIComponent(term)}`))
        .json()
        .items.map((i: { id: number }) => i.id)
    expect(await search('numbat lamp')).toEqual([id])
    expect(await search('bilby')).toEqual([])
    expect(await search('anker cable')).toEqual(expected('anker cable'))
    await expectIndexInStep()
  })
})
