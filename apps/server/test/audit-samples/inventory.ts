import { addWarehouse } from '../stock-fixtures.ts'
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
}
