import { posProduct, sell } from '../pos-fixtures.ts'
import { addProduct } from '../stock-fixtures.ts'
import type { AuditSamples } from './types.ts'

/** The orders module's mutating routes, one successful call each (see types.ts). */
export const ordersSamples: AuditSamples = {
  'DELETE /order/:id': {
    entity: 'order',
    call: async ({ test, admin }) => {
      const product = await posProduct(admin, await addProduct(test, { qty: 5 }))
      const sale = await sell(admin, [{ product }])
      return admin.delete(`/api/order/${sale.id}`)
    },
  },
}
