import { startMailCatcher } from '../mail-catcher.ts'
import { posProduct, sell } from '../pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier } from '../stock-fixtures.ts'
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
  'POST /balances/reminder/:id': {
    entity: 'customer',
    call: async ({ test, admin }) => {
      // A customer who owes something, and a mail server to send their reminder through.
      const catcher = await startMailCatcher()
      try {
        await test.services.settings.update((current) => ({
          ...current,
          mail: {
            ...current.mail,
            mail_host: '127.0.0.1',
            mail_port: catcher.port,
            mail_encryption: 'null',
            mail_user: '',
            mail_password: '',
          },
        }))
        const customer = await addCustomer(admin, { email: 'owes@example.com' })
        const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 }))
        await sell(admin, [{ product, qty: 1 }], {
          customer_id: customer,
          method: false,
          enterAmount: 0,
          dueDate: '2099-01-01',
        })
        return await admin.post(`/api/balances/reminder/${customer}`, {
          email: 'owes@example.com',
          subject: 'A reminder',
          message: 'You owe us $10.00.',
        })
      } finally {
        await catcher.stop()
      }
    },
  },
  'POST /customers/:id/credit': {
    entity: 'customer',
    call: async ({ admin }) =>
      admin.post(`/api/customers/${await addCustomer(admin)}/credit`, { type: 'issued', amount: 25, note: 'Goodwill' }),
  },
}
