import { addProduct, addSupplier, buy } from '../stock-fixtures.ts'
import type { AuditSampleContext, AuditSamples } from './types.ts'

/** A Due purchase of 100.00, its pending payment for the whole. */
async function duePurchase({ test, admin }: AuditSampleContext): Promise<number> {
  const supplier = await addSupplier(admin)
  const product = await addProduct(test, { suppliers: [supplier] })
  return buy(admin, supplier, [{ product_id: product, cost: 100, qty: 1 }], { method: false, dueDate: '2031-06-30' })
}

/** A paid payment of 40.00 on a Due purchase: its id. */
async function partPayment(context: AuditSampleContext): Promise<number> {
  const order = await duePurchase(context)
  const response = await context.admin.post(`/api/make-payment/${order}`, paid(40))
  if (response.statusCode !== 201) throw new Error(response.body)
  return response.json().id
}

const paid = (amount: number) => ({ amount, gateway: 'card', note: '', status: true, method: true })

/** The payments module's mutating routes, one successful call each (see types.ts). */
export const paymentsSamples: AuditSamples = {
  'POST /make-payment/:orderId': {
    entity: 'payment',
    call: async (context) => context.admin.post(`/api/make-payment/${await duePurchase(context)}`, paid(40)),
  },
  'PATCH /payment/:id': {
    entity: 'payment',
    call: async (context) => context.admin.patch(`/api/payment/${await partPayment(context)}`, paid(55)),
  },
  'DELETE /payment/:id': {
    entity: 'payment',
    call: async (context) => context.admin.delete(`/api/payment/${await partPayment(context)}`),
  },
}
