import type { TestClient } from '../helpers.ts'
import type { AuditSamples } from './types.ts'

/** The tills module's mutating routes, one successful call each (see types.ts). */

let made = 0

/** A till of its own for each sample, so the samples never meet one another's sessions. */
async function newTill(admin: TestClient): Promise<number> {
  made += 1
  const response = await admin.post('/api/tills', { name: `Audit till ${made} ${Date.now()}` })
  if (response.statusCode !== 201) throw new Error(`adding a till failed: ${response.body}`)
  return response.json<{ id: number }>().id
}

async function openSession(admin: TestClient, float = 100): Promise<number> {
  const response = await admin.post(`/api/tills/${await newTill(admin)}/open`, { openingFloat: float })
  if (response.statusCode !== 201) throw new Error(`opening a session failed: ${response.body}`)
  return response.json<{ session: { id: number } }>().session.id
}

async function closedSession(admin: TestClient): Promise<number> {
  const id = await openSession(admin)
  const response = await admin.post(`/api/till-sessions/${id}/close`, { countedCash: 100 })
  if (response.statusCode !== 200) throw new Error(`closing a session failed: ${response.body}`)
  return id
}

export const tillsSamples: AuditSamples = {
  'POST /tills': {
    entity: 'till',
    call: ({ admin }) => admin.post('/api/tills', { name: `Audit sample till ${Date.now()}` }),
  },
  'PATCH /tills/:id': {
    entity: 'till',
    call: async ({ admin }) => admin.patch(`/api/tills/${await newTill(admin)}`, { name: `Renamed ${Date.now()}` }),
  },
  'POST /tills/:id/open': {
    entity: 'till-session',
    call: async ({ admin }) => admin.post(`/api/tills/${await newTill(admin)}/open`, { openingFloat: 50 }),
  },
  'POST /till-sessions/:id/cash': {
    entity: 'till-session',
    call: async ({ admin }) =>
      admin.post(`/api/till-sessions/${await openSession(admin)}/cash`, {
        direction: 'in',
        amount: 20,
        reason: 'Change from the bank',
      }),
  },
  'POST /till-sessions/:id/no-sale': {
    entity: 'till-session',
    call: async ({ admin }) => admin.post(`/api/till-sessions/${await openSession(admin)}/no-sale`, { reason: '' }),
  },
  'POST /till-sessions/:id/close': {
    entity: 'till-session',
    call: async ({ admin }) =>
      admin.post(`/api/till-sessions/${await openSession(admin)}/close`, {
        denominations: [{ value: 50, count: 2 }],
      }),
  },
  'PATCH /till-sessions/:id/z-report': {
    entity: 'till-session',
    refused: true,
    call: async ({ admin }) => admin.patch(`/api/till-sessions/${await closedSession(admin)}/z-report`, {}),
  },
  'DELETE /till-sessions/:id/z-report': {
    entity: 'till-session',
    refused: true,
    call: async ({ admin }) => admin.delete(`/api/till-sessions/${await closedSession(admin)}/z-report`),
  },
}
