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

const estimateLines = [
  { kind: 'part', description: 'Screen assembly', qty: 1, unitPrice: 89.5 },
  { kind: 'labour', description: 'Fit the screen', qty: 1, unitPrice: 40, warrantyDays: 90 },
]

/** A repair with a draft estimate (issue 30, item 5), optionally sent. */
async function estimated(context: AuditSampleContext, sent = false): Promise<{ id: number; estimateId: number }> {
  const id = await repair(context)
  const created = await context.admin.post(`/api/repair/${id}/estimates`, { lines: estimateLines })
  if (created.statusCode !== 201) throw new Error(created.body)
  const estimateId: number = created.json().id
  if (sent) {
    const answer = await context.admin.post(`/api/repair/${id}/estimates/${estimateId}/send`)
    if (answer.statusCode !== 200) throw new Error(answer.body)
  }
  return { id, estimateId }
}

/** A white PNG as the signature pad draws it. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='

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
  // Issue 31, item 5: a cancelled ticket's deposit paid back.
  'POST /repairs/:id/refund-deposit': {
    entity: 'repair',
    call: async (context) => {
      const id = await repair(context)
      const statusId = await defaultStatus(context, 'cancelled')
      const moved = await context.admin.post(`/api/repair/${id}/status`, { statusId, comment: 'Not wanted' })
      if (moved.statusCode !== 200) throw new Error(moved.body)
      return context.admin.post(`/api/repairs/${id}/refund-deposit`, { gateway: 'cash' })
    },
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
  'POST /repair/:id/estimates': {
    entity: 'repair',
    call: async (context) =>
      context.admin.post(`/api/repair/${await repair(context)}/estimates`, { lines: estimateLines }),
  },
  'PATCH /repair/:id/estimates/:estimateId': {
    entity: 'repair',
    call: async (context) => {
      const { id, estimateId } = await estimated(context)
      return context.admin.patch(`/api/repair/${id}/estimates/${estimateId}`, { lines: estimateLines.slice(1) })
    },
  },
  'POST /repair/:id/estimates/:estimateId/send': {
    entity: 'repair',
    call: async (context) => {
      const { id, estimateId } = await estimated(context)
      return context.admin.post(`/api/repair/${id}/estimates/${estimateId}/send`)
    },
  },
  'POST /repair/:id/estimates/:estimateId/decision': {
    entity: 'repair',
    call: async (context) => {
      const { id, estimateId } = await estimated(context, true)
      return context.admin.post(`/api/repair/${id}/estimates/${estimateId}/decision`, {
        decision: 'approve',
        channel: 'counter',
        name: 'Maria Lopez',
      })
    },
  },
  'POST /track-repair/:key/estimate': {
    entity: 'repair',
    call: async (context) => {
      const { id } = await estimated(context, true)
      const key: string = (await context.admin.get(`/api/repair/${id}`)).json().key
      return context.admin.post(`/api/track-repair/${key}/estimate`, {
        decision: 'approve',
        version: 1,
        name: 'Maria Lopez',
        signature: SIGNATURE,
      })
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
