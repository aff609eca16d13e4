import { TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'
import { TestClient } from '../helpers.ts'
import type { AuditSamples } from './types.ts'

/** The customer display's mutating routes (issue 33, item 5), one successful call each (see types.ts). */

let made = 0

async function newTill(admin: TestClient): Promise<number> {
  made += 1
  const response = await admin.post('/api/tills', { name: `Display till ${made} ${Date.now()}` })
  if (response.statusCode !== 201) throw new Error(`adding a till failed: ${response.body}`)
  return response.json<{ id: number }>().id
}

async function codeFor(admin: TestClient, till: number): Promise<string> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/customer-display/codes',
    headers: { [TILL_HEADER]: String(till) },
  })
  if (response.statusCode !== 201) throw new Error(`showing a pairing code failed: ${response.body}`)
  return response.json<{ code: string }>().code
}

export const customerDisplaySamples: AuditSamples = {
  'POST /customer-display/codes': {
    entity: 'customer-display',
    call: async ({ admin }) =>
      admin.request({
        method: 'POST',
        url: '/api/customer-display/codes',
        headers: { [TILL_HEADER]: String(await newTill(admin)) },
      }),
  },
  'POST /customer-display/pair': {
    entity: 'customer-display',
    call: async ({ admin, test }) => {
      const code = await codeFor(admin, await newTill(admin))
      return new TestClient(test.app, `10.53.0.${made}`).post('/api/customer-display/pair', { code })
    },
  },
  'DELETE /customer-display/displays/:id': {
    entity: 'customer-display',
    call: async ({ admin, test }) => {
      const till = await newTill(admin)
      const code = await codeFor(admin, till)
      await new TestClient(test.app, `10.53.1.${made}`).post('/api/customer-display/pair', { code })
      const listed = await admin.request({
        method: 'GET',
        url: '/api/customer-display/displays',
        headers: { [TILL_HEADER]: String(till) },
      })
      const id = listed.json<{ items: { id: number }[] }>().items[0]?.id ?? 0
      return admin.request({
        method: 'DELETE',
        url: `/api/customer-display/displays/${id}`,
        headers: { [TILL_HEADER]: String(till) },
      })
    },
  },
}
