import { describe, expect, it } from 'vitest'
import {
  OFFLINE_PAGE_MAX,
  OFFLINE_PAGE_SIZE,
  type OfflineCataloguePage,
  type OfflineCustomersPage,
} from '@counterpart/domain/schemas/offline'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { addCustomer, addProduct, addSupplier, addWarehouse, buy, receive } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function cataloguePage(query: string): Promise<OfflineCataloguePage> {
  const response = await admin.get(`/api/offline/catalogue${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** Every page from the start, `limit` at a time, as a till refreshes its snapshot. */
async function walkCatalogue(limit: number): Promise<OfflineCataloguePage['products']> {
  const products: OfflineCataloguePage['products'] = []
  let after: number | null = 0
  for (let pages = 0; after !== null && pages < 1000; pages += 1) {
    const page = await cataloguePage(`?after=${after}&limit=${limit}`)
    products.push(...page.products)
    after = page.next
  }
  return products
}

describe(`the catalogue snapshot a till keeps (${TEST_DIALECT})`, () => {
  it('pages through every active product in id order, inactive ones left out, next null on the last page', async () => {
    const made: number[] = []
    for (let index = 0; index < 7; index += 1) made.push(await addProduct(test, { qty: index, price: 1000 + index }))
    const inactive = await addProduct(test, { state: 0, name: 'Retired Model' })
    const products = await walkCatalogue(3)
    const ids = products.map((product) => product.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of made) expect(ids).toContain(id)
    expect(ids).not.toContain(inactive)
    const last = await cataloguePage(`?after=${made.at(-1)}`)
    expect(last.products.filter((product) => made.includes(product.id))).toEqual([])
    expect(last.next).toBeNull()
  })

  it('gives the tile the terminal sells from: price, variants, and the stock of the sale warehouse as of the page', async () => {
    const supplier = await addSupplier(admin)
    const store = await addWarehouse(admin)
    const id = await addProduct(test, {
      name: 'Phone Case',
      type: 'Combo',
      price: 1500,
      cost: 500,
      suppliers: [supplier],
      warehouseSaleFrom: store,
      variants: [
        { variant: 'Red', price: 0 },
        { variant: 'Blue', price: 200 },
      ],
    })
    const purchase = await buy(admin, supplier, [{ product_id: id, cost: 5, qty: 4 }])
    await receive(admin, purchase, [{ product: id, warehouse: store, price: 15 }])
    const before = new Date().toISOString()
    const page = await cataloguePage(`?after=${id - 1}&limit=1`)
    expect(page.asOf >= before).toBe(true)
    expect(page.products).toHaveLength(1)
    const [tile] = page.products
    expect(tile).toMatchObject({ id, name: 'Phone Case', price: 15, qty: 4, type: 'Combo' })
    expect(tile?.variants).toEqual([
      { variant: 'Red', price: 0 },
      { variant: 'Blue', price: 2 },
    ])
    expect(tile).not.toHaveProperty('stockElsewhere')
  })

  it(`answers ${OFFLINE_PAGE_SIZE} a page by default and at most ${OFFLINE_PAGE_MAX}`, async () => {
    expect((await admin.get(`/api/offline/catalogue?limit=${OFFLINE_PAGE_MAX + 1}`)).statusCode).toBe(422)
    expect((await admin.get('/api/offline/catalogue?limit=0')).statusCode).toBe(422)
    expect((await admin.get('/api/offline/catalogue?after=-1')).statusCode).toBe(422)
    expect((await cataloguePage('')).products.length).toBeLessThanOrEqual(OFFLINE_PAGE_SIZE)
  })

  it('pages after the largest id there can be, and names `after` beyond it (never a database error)', async () => {
    expect(await cataloguePage('?after=2147483647')).toMatchObject({ products: [], next: null })
    for (const path of ['/api/offline/catalogue', '/api/offline/customers']) {
      const beyond = await admin.get(`${path}?after=999999999976`)
      expect(beyond.statusCode, beyond.body).toBe(422)
      expect(Object.keys(beyond.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['after'])
    }
  })
})

describe('the customers a till keeps for sales on credit', () => {
  it('pages names and phones in id order', async () => {
    const made = [
      await addCustomer(admin, { firstName: 'Ada', lastName: 'One', phone: '555-1001' }),
      await addCustomer(admin, { firstName: 'Ben', lastName: 'Two', phone: '555-1002' }),
      await addCustomer(admin, { firstName: 'Cy', lastName: 'Three', phone: '555-1003' }),
    ]
    const first = await admin.get(`/api/offline/customers?after=${(made[0] ?? 0) - 1}&limit=2`)
    expect(first.statusCode, first.body).toBe(200)
    const page = first.json<OfflineCustomersPage>()
    expect(page.customers).toEqual([
      { id: made[0], firstName: 'Ada', lastName: 'One', phone: '555-1001' },
      { id: made[1], firstName: 'Ben', lastName: 'Two', phone: '555-1002' },
    ])
    expect(page.next).toBe(made[1])
    const second = (await admin.get(`/api/offline/customers?after=${page.next}&limit=2`)).json<OfflineCustomersPage>()
    expect(second.customers.map((customer) => customer.id)).toEqual([made[2]])
    expect(second.next).toBeNull()
  })
})

describe('the POS setting "Warn when a till has been offline for (minutes)"', () => {
  it('is 30 at first, saved by the POS settings form, kept by a save without it, and 1 to 10080', async () => {
    const pos = (await admin.get('/api/settings')).json().pos as Record<string, unknown>
    expect(pos.offlineWarnMinutes).toBe(30)
    expect((await admin.post('/api/setting-pos-update', { ...pos, offlineWarnMinutes: 90 })).statusCode).toBe(200)
    const { offlineWarnMinutes: _minutes, requireTillSession: _rule, ...specFields } = pos
    expect((await admin.post('/api/setting-pos-update', specFields)).statusCode).toBe(200)
    expect((await admin.get('/api/settings')).json().pos.offlineWarnMinutes).toBe(90)
    expect((await admin.post('/api/pull-app-configuration')).json().configs.offlineWarnMinutes).toBe(90)
    const label = 'Warn when a till has been offline for (minutes)'
    for (const minutes of [0, 10_081]) {
      expectFieldErrors(await admin.post('/api/setting-pos-update', { ...pos, offlineWarnMinutes: minutes }), {
        offlineWarnMinutes: [`The ${label} must be between 1 and 10080.`],
      })
    }
  })
})
