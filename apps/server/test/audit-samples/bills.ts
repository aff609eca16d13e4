import type { AuditSampleContext, AuditSamples } from './types.ts'

const partsBill = {
  name: 'Kofi Mensah',
  description: 'Parts for the laptop repair',
  date: '2026-11-20',
  time: '14:30',
  charges: 0,
  taxRate: 10,
  items: [{ name: 'Battery', imei: '', sNumber: 'BAT-001', qty: 2, price: 15 }],
}

async function bill({ admin }: AuditSampleContext): Promise<number> {
  const response = await admin.post('/api/bill', partsBill)
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json().id
}

/** The bills module's mutating routes, one successful call each (see types.ts). */
export const billsSamples: AuditSamples = {
  'POST /bill': { entity: 'bill', call: ({ admin }) => admin.post('/api/bill', partsBill) },
  'PATCH /bill/:id': {
    entity: 'bill',
    call: async (context) => context.admin.patch(`/api/bill/${await bill(context)}`, { ...partsBill, charges: 5 }),
  },
  'DELETE /bill/:id': {
    entity: 'bill',
    call: async (context) => context.admin.delete(`/api/bill/${await bill(context)}`),
  },
}
