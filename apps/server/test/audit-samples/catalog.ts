import { fileForm, TINY_PNG } from '../form-data.ts'
import type { TestApp, TestClient } from '../helpers.ts'
import { addProduct } from '../stock-fixtures.ts'
import type { AuditSamples } from './types.ts'

async function addCategory(admin: TestClient, name: string): Promise<number> {
  const response = await admin.post('/api/category', { name })
  if (response.statusCode !== 200) throw new Error(`category not added: ${response.body}`)
  return response.json<{ id: number }>().id
}

/** A warehouse holding some of the product: the only kind set-for-sale accepts (written as the stock area would). */
async function stockedWarehouse(test: TestApp, productId: number): Promise<number> {
  const now = new Date().toISOString()
  const { db } = test.database
  const warehouse = await db
    .insertInto('warehouses')
    .values({ name: 'Audit room', email: '', phone: '', location: '', maxVolume: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('stocks')
    .values({
      product_id: productId,
      warehouse_id: warehouse.id,
      quantity: 3,
      sold: 0,
      returned: 0,
      cost: 100,
      price: 200,
      rackNumber: '',
      created_at: now,
      updated_at: now,
    })
    .execute()
  return warehouse.id
}

/** The catalog module's mutating routes, one successful call each (see types.ts). */
export const catalogSamples: AuditSamples = {
  'POST /product': {
    entity: 'product',
    call: ({ admin }) => admin.post('/api/product', { name: 'Audit cable', price: 4.5 }),
  },
  'PATCH /product/:id': {
    entity: 'product',
    call: async ({ test, admin }) => {
      const id = await addProduct(test)
      return admin.patch(`/api/product/${id}`, { name: 'Audit cable, longer', price: 5.25, warehouseSaleFrom: 1 })
    },
  },
  'DELETE /product/:id': {
    entity: 'product',
    call: async ({ test, admin }) => admin.delete(`/api/product/${await addProduct(test)}`),
  },
  'POST /toggle-product-sale-state/:id': {
    entity: 'product',
    call: async ({ test, admin }) => admin.post(`/api/toggle-product-sale-state/${await addProduct(test)}`, {}),
  },
  'POST /toggle-product-discount/:id': {
    entity: 'product',
    call: async ({ test, admin }) => admin.post(`/api/toggle-product-discount/${await addProduct(test)}`, {}),
  },
  'POST /product-image/:id': {
    entity: 'product',
    call: async ({ test, admin }) =>
      admin.request({
        method: 'POST',
        url: `/api/product-image/${await addProduct(test)}`,
        ...fileForm('image', 'product.png', TINY_PNG),
      }),
  },
  'POST /set-for-sale/:id': {
    entity: 'product',
    call: async ({ test, admin }) => {
      const id = await addProduct(test)
      const warehouse = await stockedWarehouse(test, id)
      return admin.post(`/api/set-for-sale/${id}`, { warehouse_id: warehouse })
    },
  },
  // One product in the file: one event (a file of n products writes n, one in each product's history).
  'POST /products/import': {
    entity: 'product',
    call: ({ admin }) =>
      admin.request({
        method: 'POST',
        url: '/api/products/import',
        ...fileForm('file', 'products.csv', Buffer.from('name,price\nAudit imported cable,3.5\n'), 'text/csv'),
      }),
  },
  'POST /category': {
    entity: 'category',
    call: ({ admin }) => admin.post('/api/category', { name: 'Audit cables' }),
  },
  'PATCH /category/:id': {
    entity: 'category',
    call: async ({ admin }) => {
      const id = await addCategory(admin, 'Audit chargers')
      return admin.patch(`/api/category/${id}`, { name: 'Audit chargers and cables' })
    },
  },
  'DELETE /category/:id': {
    entity: 'category',
    call: async ({ admin }) => admin.delete(`/api/category/${await addCategory(admin, 'Audit leftovers')}`),
  },
  'POST /category-image/:id': {
    entity: 'category',
    call: async ({ admin }) =>
      admin.request({
        method: 'POST',
        url: `/api/category-image/${await addCategory(admin, 'Audit pictured')}`,
        ...fileForm('image', 'category.png', TINY_PNG),
      }),
  },
}
