import type { AuditSampleContext, AuditSamples } from './types.ts'
import { blankProduct } from '../stock-fixtures.ts'

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

async function defaultStatus({ admin }: AuditSampleContext, group: string): Promise<number> {
  const items: { id: number; group: string; isDefault: boolean }[] = (await admin.get('/api/repair-statuses')).json()
    .items
  const found = items.find((item) => item.group === group && item.isDefault)
  if (!found) throw new Error(`no default status of ${group}`)
  return found.id
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
  'POST /repair/:id/status': {
    entity: 'repair',
    call: async (context) =>
      context.admin.post(`/api/repair/${await repair(context)}/status`, {
        statusId: await defaultStatus(context, 'diagnosing'),
        comment: 'On the bench',
      }),
  },
  'POST /repair/:id/technician': {
    entity: 'repair',
    call: async (context) => context.admin.post(`/api/repair/${await repair(context)}/technician`, { technicianId: 1 }),
  },
  'POST /repair-statuses': {
    entity: 'repair-status',
    call: ({ admin }) => admin.post('/api/repair-statuses', { group: 'waiting_parts', name: 'Part ordered' }),
  },
  'PATCH /repair-statuses/:id': {
    entity: 'repair-status',
    call: async (context) =>
      context.admin.patch(`/api/repair-statuses/${await defaultStatus(context, 'new')}`, {
        name: 'Checked in',
        isDefault: true,
        limitMinutes: 60,
      }),
  },
  'DELETE /repair-statuses/:id': {
    entity: 'repair-status',
    call: async ({ admin }) => {
      const added = await admin.post('/api/repair-statuses', { group: 'cancelled', name: 'Beyond repair' })
      if (added.statusCode !== 201) throw new Error(added.body)
      return admin.delete(`/api/repair-statuses/${added.json().id}`)
    },
  },
  'POST /repair-statuses/reorder': {
    entity: 'repair-status',
    call: async (context) =>
      context.admin.post('/api/repair-statuses/reorder', {
        group: 'ready',
        ids: [await defaultStatus(context, 'ready')],
      }),
  },
  'POST /opening-hours': {
    entity: 'settings',
    call: ({ admin }) => admin.post('/api/opening-hours', { hours: [{ weekday: 1, opens: '09:00', closes: '18:00' }] }),
  },
}

// ---- parts of a repair (issue 30, item 4) ----

/** A product with two units of basic qty to reserve from, made through the catalogue service. */
async function stockedPart({ test }: AuditSampleContext): Promise<number> {
  return test.services.catalog.create(
    blankProduct({
      name: 'Screen protector',
      sku: `SP-${Date.now()}-${Math.random()}`,
      price: 1500,
      cost: 500,
      qty: 2,
    }),
  )
}

export const repairPartsSamples: AuditSamples = {
  'POST /repair/:id/parts': {
    entity: 'repair',
    call: async (context) =>
      context.admin.post(`/api/repair/${await repair(context)}/parts`, {
        productId: await stockedPart(context),
        qty: 1,
      }),
  },
  'DELETE /repair/:id/parts/:partId': {
    entity: 'repair',
    call: async (context) => {
      const id = await repair(context)
      const added = await context.admin.post(`/api/repair/${id}/parts`, {
        productId: await stockedPart(context),
        qty: 1,
      })
      if (added.statusCode !== 201) throw new Error(added.body)
      return context.admin.delete(`/api/repair/${id}/parts/${added.json().part.id}`)
    },
  },
}
