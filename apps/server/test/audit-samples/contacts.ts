import { addCustomer, addSupplier } from '../stock-fixtures.ts'
import type { AuditSamples } from './types.ts'

/** The contacts module's mutating routes, one successful call each (see types.ts). */
export const contactsSamples: AuditSamples = {
  'POST /customer': {
    entity: 'customer',
    call: ({ admin }) => admin.post('/api/customer', { firstName: 'Audit', lastName: 'Customer', phone: '555-1900' }),
  },
  'PATCH /customer/:id': {
    entity: 'customer',
    call: async ({ admin }) => admin.patch(`/api/customer/${await addCustomer(admin)}`, { phone: '555-1901' }),
  },
  'DELETE /customer/:id': {
    entity: 'customer',
    call: async ({ admin }) => admin.delete(`/api/customer/${await addCustomer(admin)}`),
  },
  'POST /supplier': {
    entity: 'supplier',
    call: ({ admin }) => admin.post('/api/supplier', { firstName: 'Audit', lastName: 'Supplier', company: 'Parts' }),
  },
  'PATCH /supplier/:id': {
    entity: 'supplier',
    call: async ({ admin }) => admin.patch(`/api/supplier/${await addSupplier(admin)}`, { company: 'Parts Ltd' }),
  },
  'DELETE /supplier/:id': {
    entity: 'supplier',
    call: async ({ admin }) => admin.delete(`/api/supplier/${await addSupplier(admin)}`),
  },
}
