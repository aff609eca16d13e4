import { addCustomer } from '../stock-fixtures.ts'
import type { AuditSamples } from './types.ts'

/** The gift cards' mutating routes, one successful call each (see types.ts). */
export const giftCardsSamples: AuditSamples = {
  'POST /gift-cards': {
    entity: 'gift-card-sale',
    call: async ({ admin }) =>
      admin.post('/api/gift-cards', {
        cards: [{ amount: 25 }, { amount: 50 }],
        customer_id: await addCustomer(admin),
        gateway: 'cash',
        tendered: 80,
      }),
  },
  'POST /gift-card-sales/:id/refund': {
    entity: 'gift-card-sale',
    call: async ({ admin }) => {
      const sold = (await admin.post('/api/gift-cards', { cards: [{ amount: 30 }], gateway: 'card' })).json()
      return admin.post(`/api/gift-card-sales/${sold.sale.id}/refund`, { gateway: 'card' })
    },
  },
}
