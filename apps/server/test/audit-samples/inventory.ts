import { addWarehouse, stockedProduct } from '../stock-fixtures.ts'
import { openStockConflict } from './pos.ts'
import type { AuditSamples } from './types.ts'

/** The inventory module's mutating routes, one successful call each (see types.ts). */
export const inventorySamples: AuditSamples = {
  'POST /warehouse': {
    entity: 'warehouse',
    call: ({ admin }) => admin.post('/api/warehouse', { name: 'Audit Store', location: 'Dock 1', maxVolume: 50 }),
  },
  'PATCH /warehouse/:id': {
    entity: 'warehouse',
    call: async ({ admin }) => admin.patch(`/api/warehouse/${await addWarehouse(admin)}`, { location: 'Dock 2' }),
  },
  'DELETE /warehouse/:id': {
    entity: 'warehouse',
    call: async ({ admin }) => admin.delete(`/api/warehouse/${await addWarehouse(admin)}`),
  },
  'POST /stock-conflicts/:id/clear': {
    entity: 'stock-conflict',
    call: async (context) =>
      context.admin.post(`/api/stock-conflicts/${await openStockConflict(context)}/clear`, {
        resolution: 'written_off',
      }),
  },
  'PATCH /stock-price': {
    entity: 'product',
    call: async ({ test, admin }) =>
      admin.patch('/api/stock-price', {
        product_id: await stockedProduct(test, admin, { qty: 2 }),
        warehouse_id: 1,
        price: 24.5,
      }),
  },
  'POST /stock-adjustments': {
    entity: 'stock-adjustment',
    call: async ({ test, admin }) =>
      admin.post('/api/stock-adjustments', {
        product_id: await stockedProduct(test, admin, { qty: 3 }),
        warehouse_id: 1,
        qty: -1,
        reason: 'damaged',
        note: 'Dropped',
      }),
  },
  'POST /stock-counts': {
    entity: 'stock-count',
    call: async ({ test, admin }) => {
      await stockedProduct(test, admin, { qty: 3 })
      return admin.post('/api/stock-counts', { warehouse_id: 1, blind: true })
    },
  },
  'PATCH /stock-counts/:id': {
    entity: 'stock-count',
    call: async ({ test, admin }) => {
      const product = await stockedProduct(test, admin, { qty: 3 })
      const id = (await admin.post('/api/stock-counts', { warehouse_id: 1 })).json().id as number
      return admin.patch(`/api/stock-counts/${id}`, { lines: [{ product_id: product, counted: 2 }] })
    },
  },
  'POST /stock-counts/:id/post': {
    entity: 'stock-count',
    call: async ({ test, admin }) => {
      const product = await stockedProduct(test, admin, { qty: 3 })
      const id = (await admin.post('/api/stock-counts', { warehouse_id: 1 })).json().id as number
      return admin.post(`/api/stock-counts/${id}/post`, { lines: [{ product_id: product, counted: 3 }] })
    },
  },
  'POST /stock-transfers': {
    entity: 'stock-transfer',
    call: async ({ test, admin }) =>
      admin.post('/api/stock-transfers', {
        warehouse_id: 1,
        to_warehouse_id: await addWarehouse(admin),
        lines: [{ product_id: await stockedProduct(test, admin, { qty: 3 }), qty: 2 }],
      }),
  },
  'POST /stock-transfers/:id/receive': {
    entity: 'stock-transfer',
    call: async ({ test, admin }) => {
      const product = await stockedProduct(test, admin, { qty: 3 })
      const sent = await admin.post('/api/stock-transfers', {
        warehouse_id: 1,
        to_warehouse_id: await addWarehouse(admin),
        lines: [{ product_id: product, qty: 2 }],
      })
      return admin.post(`/api/stock-transfers/${sent.json().id}/receive`, {
        lines: [{ product_id: product, received: 1 }],
      })
    },
  },
}
