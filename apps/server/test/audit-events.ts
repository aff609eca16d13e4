import type { LightMyRequestResponse } from 'fastify'
import type { TestApp } from './helpers.ts'

export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>

/** The audit events one API call wrote (found by its x-request-id), oldest first, their changes parsed. */
export async function auditEventsOf(test: TestApp, response: LightMyRequestResponse) {
  const requestId = String(response.headers['x-request-id'] ?? '')
  if (!requestId) throw new Error('the answer carries no x-request-id')
  const rows = await test.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id), changes: JSON.parse(row.changes) as AuditChanges }))
}
