import { describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { posProduct, sell, setPos } from '../../../test/pos-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

const ids = (products: PosProduct[]) => products.map((product) => product.id)

async function tiles(query: string) {
  const response = await admin.get(`/api/products-for-pos${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ products: PosProduct[]; more?: boolean; chosen?: string }>()
}

async function category(name: string): Promise<number> {
  return test.services.catalog.createCategory({ name, barcode: '', mode: 1, parent_id: null, children: [] })
}

describe('the tiles page by page', () => {
  it('gives every product of a category a page at a time, newest first, and says when there is more', async () => {
    const cables = await category('Cables')
    const made: number[] = []
    for (let index = 0; index < 7; index += 1) made.push(await addProduct(test, { category_id: cables, qty: 3 }))
    await setPos(test, { posProductsLimit: 5 })
    const first = await tiles(`?category_id=${cables}`)
    const second = await tiles(`?category_id=${cables}&page=2`)
    await setPos(test, { posProductsLimit: 20 })
    expect(first.more).toBe(true)
    expect(second.more).toBe(false)
    expect([...ids(first.products), ...ids(second.products)]).toEqual([...made].reverse())
  })

  it('refuses a page below 1, naming the field', async () => {
    const response = await admin.get('/api/products-for-pos?page=0')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.page).toEqual(['The Page must be at least 1.'])
  })
})

describe("the terminal's first page", () => {
  it('shows the best sellers of the last 30 days while the owner has set no favourites', async () => {
    const [often, once, never] = [
      await addProduct(test, { qty: 20, price: 500 }),
      await addProduct(test, { qty: 20, price: 500 }),
      await addProduct(test, { qty: 20, price: 500 }),
    ]
    await sell(admin, [{ product: await posProduct(admin, once), qty: 1 }])
    await sell(admin, [{ product: await posProduct(admin, often), qty: 3 }])
    const first = await tiles('?favourites=1')
    expect(first.chosen).toBe('top')
    expect(ids(first.products).slice(0, 2)).toEqual([often, once])
    expect(ids(first.products)).not.toContain(never)
  })

  it("shows the owner's favourites in their order, audited, and drops one that goes off sale", async () => {
    const [a, b, c] = [
      await addProduct(test, { qty: 2 }),
      await addProduct(test, { qty: 2 }),
      await addProduct(test, { qty: 2 }),
    ]
    const saved = await admin.post('/api/pos-favourites', { ids: [c, a, b] })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Favourites have been saved.')
    const first = await tiles('?favourites=true')
    expect(first.chosen).toBe('favourites')
    expect(ids(first.products)).toEqual([c, a, b])
    const listed = (await admin.get('/api/pos-favourites')).json().items as { id: number }[]
    expect(listed.map((item) => item.id)).toEqual([c, a, b])
    const [event] = await auditEventsOf(test, saved)
    expect(event).toMatchObject({ entity: 'settings', entity_id: 'posFavourites', action: 'updated' })
    expect(event?.changes.favourites).toEqual({ before: [], after: [c, a, b] })

    await test.database.db.updateTable('products').set({ state: 0 }).where('id', '=', a).execute()
    expect(ids((await tiles('?favourites=1')).products)).toEqual([c, b])
    await test.database.db.updateTable('products').set({ state: 1 }).where('id', '=', a).execute()

    // None set again: back to the top sellers.
    expect((await admin.post('/api/pos-favourites', { ids: [] })).statusCode).toBe(200)
    expect((await tiles('?favourites=1')).chosen).toBe('top')
  })

  it('refuses an unknown or inactive product, a product twice and more than 40, changing nothing', async () => {
    const kept = await addProduct(test, { qty: 1 })
    const off = await addProduct(test, { qty: 1, state: 0 })
    expect((await admin.post('/api/pos-favourites', { ids: [kept] })).statusCode).toBe(200)
    const unknown = await admin.post('/api/pos-favourites', { ids: [kept, 999_999] })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.ids).toEqual(['A chosen favourite is not an active product.'])
    expect((await admin.post('/api/pos-favourites', { ids: [off] })).statusCode).toBe(422)
    const twice = await admin.post('/api/pos-favourites', { ids: [kept, kept] })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors.ids).toEqual(['A product is among the Favourites only once.'])
    const many = await admin.post('/api/pos-favourites', { ids: Array.from({ length: 41 }, (_, index) => index + 1) })
    expect(many.statusCode).toBe(422)
    expect(many.json().errors.ids).toEqual(['The Favourites may not be greater than 40.'])
    expect(ids((await tiles('?favourites=1')).products)).toEqual([kept])
    await admin.post('/api/pos-favourites', { ids: [] })
  })

  it('lets a cashier see the first page but only the owner set it', async () => {
    await createStaff(test, { email: 'fav-cashier@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('fav-cashier@example.com', 'password123')
    expect((await cashier.get('/api/products-for-pos?favourites=1')).statusCode).toBe(200)
    expect((await cashier.post('/api/pos-favourites', { ids: [] })).statusCode).toBe(403)
    expect((await cashier.get('/api/pos-favourites')).statusCode).toBe(403)
  })
})
