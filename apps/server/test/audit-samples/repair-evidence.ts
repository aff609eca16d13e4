import { formData, TINY_PNG, TINY_PNG_DATA_URL } from '../form-data.ts'
import type { AuditSampleContext, AuditSamples } from './types.ts'

/** Issue 30, items 8 and 6: the messages, evidence and their settings' mutating routes, one call each. */

async function repair({ admin }: AuditSampleContext): Promise<number> {
  const response = await admin.post('/api/repair', {
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '+1 555 0100',
    issue: 'Cracked screen',
    deviceName: 'iPhone 12',
    charges: 120,
    taxRate: 0,
    prePaid: 0,
  })
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json().id
}

async function photo(context: AuditSampleContext): Promise<{ repairId: number; photoId: number }> {
  const repairId = await repair(context)
  const added = await context.admin.request({
    method: 'POST',
    url: `/api/repair/${repairId}/photos`,
    ...formData({ stage: 'intake' }, { photo: { filename: 'front.png', content: TINY_PNG } }),
  })
  if (added.statusCode !== 201) throw new Error(added.body)
  return { repairId, photoId: added.json().id }
}

async function statusOf({ admin }: AuditSampleContext, group: string): Promise<number> {
  const items: { id: number; group: string; isDefault: boolean }[] = (await admin.get('/api/repair-statuses')).json()
    .items
  const found = items.find((item) => item.group === group && item.isDefault)
  if (!found) throw new Error(`no default status of ${group}`)
  return found.id
}

export const repairEvidenceSamples: AuditSamples = {
  'POST /repair/:id/messages/:messageId/retry': {
    entity: 'repair',
    call: async (context) => {
      const repairId = await repair(context)
      const now = new Date().toISOString()
      const row = await context.test.database.db
        .insertInto('repair_messages')
        .values({
          repair_id: repairId,
          status_id: null,
          channel: 'email',
          recipient: 'maria@example.com',
          subject: 'Ready',
          body: 'Your phone is ready.',
          state: 'failed',
          attempts: 4,
          round_start: 0,
          next_attempt_at: null,
          claim: null,
          claimed_until: null,
          last_error: 'connection refused',
          answer: '',
          sent_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return context.admin.post(`/api/repair/${repairId}/messages/${row.id}/retry`)
    },
  },
  'POST /repair-message-templates': {
    entity: 'repair-status',
    call: async (context) =>
      context.admin.post('/api/repair-message-templates', {
        statusId: await statusOf(context, 'collected'),
        channel: 'sms',
        body: '{shop}: thank you for collecting your {device}.',
      }),
  },
  'DELETE /repair-message-templates/:id': {
    entity: 'repair-status',
    call: async (context) => {
      const added = await context.admin.post('/api/repair-message-templates', {
        statusId: await statusOf(context, 'cancelled'),
        channel: 'whatsapp',
        body: 'We could not repair your {device}.',
      })
      if (added.statusCode !== 200) throw new Error(added.body)
      return context.admin.delete(`/api/repair-message-templates/${added.json().id}`)
    },
  },
  'POST /message-channels/:channel': {
    entity: 'settings',
    call: ({ admin }) =>
      admin.post('/api/message-channels/whatsapp', {
        driver: 'http',
        url: 'https://provider.example/send',
        token: 'secret',
        sender: 'Shop',
      }),
  },
  'POST /repair/:id/photos': {
    entity: 'repair',
    call: async (context) => {
      const repairId = await repair(context)
      return context.admin.request({
        method: 'POST',
        url: `/api/repair/${repairId}/photos`,
        ...formData({ stage: 'intake', customerVisible: '1' }, { photo: { filename: 'front.png', content: TINY_PNG } }),
      })
    },
  },
  'PATCH /repair/:id/photos/:fileId': {
    entity: 'repair',
    call: async (context) => {
      const { repairId, photoId } = await photo(context)
      return context.admin.patch(`/api/repair/${repairId}/photos/${photoId}`, { customerVisible: true })
    },
  },
  'DELETE /repair/:id/photos/:fileId': {
    entity: 'repair',
    call: async (context) => {
      const { repairId, photoId } = await photo(context)
      return context.admin.delete(`/api/repair/${repairId}/photos/${photoId}`)
    },
  },
  'POST /repair/:id/checklists': {
    entity: 'repair',
    call: async (context) =>
      context.admin.post(`/api/repair/${await repair(context)}/checklists`, {
        stage: 'intake',
        items: [{ label: 'Screen', result: 'fail', note: 'cracked' }],
      }),
  },
  'POST /repair/:id/signatures': {
    entity: 'repair',
    call: async (context) =>
      context.admin.post(`/api/repair/${await repair(context)}/signatures`, {
        stage: 'dropoff',
        signature: TINY_PNG_DATA_URL,
      }),
  },
  'POST /checklist-categories': {
    entity: 'settings',
    call: ({ admin }) => admin.post('/api/checklist-categories', { name: 'Laptop', items: ['Keyboard', 'Screen'] }),
  },
  'PATCH /checklist-categories/:id': {
    entity: 'settings',
    call: async ({ admin }) => {
      const added = await admin.post('/api/checklist-categories', { name: 'Watch', items: ['Strap'] })
      if (added.statusCode !== 201) throw new Error(added.body)
      return admin.patch(`/api/checklist-categories/${added.json().id}`, { name: 'Smartwatch', items: ['Strap'] })
    },
  },
  'DELETE /checklist-categories/:id': {
    entity: 'settings',
    call: async ({ admin }) => {
      const added = await admin.post('/api/checklist-categories', { name: 'Console', items: ['Controller'] })
      if (added.statusCode !== 201) throw new Error(added.body)
      return admin.delete(`/api/checklist-categories/${added.json().id}`)
    },
  },
}
