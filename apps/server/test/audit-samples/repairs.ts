import type { AuditSampleContext, AuditSamples } from './types.ts'

const screenRepair = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+1 555 0100',
  address: '12 Harbour Street',
  issue: 'Cracked screen',
  deviceName: 'iPhone 12',
  imei: '356938035643809',
  sNumber: 'F2LZK0ABCDEF',
  charges: 120,
  taxRate: 10,
  prePaid: 50,
}

async function repair({ admin }: AuditSampleContext): Promise<number> {
  const response = await admin.post('/api/repair', screenRepair)
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json().id
}

/** The repairs module's mutating routes, one successful call each (see types.ts). */
export const repairsSamples: AuditSamples = {
  'POST /repair': { entity: 'repair', call: ({ admin }) => admin.post('/api/repair', screenRepair) },
  'PATCH /repair/:id': {
    entity: 'repair',
    call: async (context) =>
      context.admin.patch(`/api/repair/${await repair(context)}`, { ...screenRepair, charges: 150 }),
  },
  'DELETE /repair/:id': {
    entity: 'repair',
    call: async (context) => context.admin.delete(`/api/repair/${await repair(context)}`),
  },
  'POST /toggle-repair-status/:id': {
    entity: 'repair',
    call: async (context) => context.admin.post(`/api/toggle-repair-status/${await repair(context)}`, { status: 1 }),
  },
}
