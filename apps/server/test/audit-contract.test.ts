import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { changedFields, recordAudit, verifyAuditChain } from '../src/platform/audit.ts'
import { ConflictError } from '../src/platform/errors.ts'
import { registerRoutes, route, STRICT_AUDIT_ENV, type AnyRoute } from '../src/platform/routes.ts'
import { TestClient, testAppForFile } from './helpers.ts'

/**
 * The audit contract of the route layer (platform/routes.ts): a route that changes what is stored writes
 * exactly one event per successful call, in the change's transaction; a refused change writes none.
 */
const test = await testAppForFile()
const { db } = test.database
const answer = z.object({ id: z.number() })

function probe(
  url: string,
  events: number,
  options: { readOnly?: true; fail?: true; auditsEach?: true } = {},
): AnyRoute {
  return route({
    method: 'POST',
    url,
    gate: 'public',
    summary: 'test only',
    response: answer,
    ...(options.readOnly ? { readOnly: true as const } : {}),
    ...(options.auditsEach ? { auditsEach: true as const } : {}),
    handler: () =>
      db.transaction().execute(async (trx) => {
        for (let index = 0; index < events; index++)
          await recordAudit(trx, {
            entity: 'product',
            entityId: 1,
            action: 'updated',
            before: { price: 100 },
            after: { price: 120 },
          })
        if (options.fail) throw new ConflictError('Refused on purpose.')
        return { id: 1 }
      }),
  })
}

const strictAudit = process.env[STRICT_AUDIT_ENV]
process.env[STRICT_AUDIT_ENV] = '1'
try {
  registerRoutes(test.app, [
    probe('/audit-probe-one', 1),
    probe('/audit-probe-none', 0),
    probe('/audit-probe-two', 2),
    probe('/audit-probe-read', 0, { readOnly: true }),
    probe('/audit-probe-refused', 1, { fail: true }),
    probe('/audit-probe-each-three', 3, { auditsEach: true }),
    probe('/audit-probe-each-none', 0, { auditsEach: true }),
  ])
} finally {
  process.env[STRICT_AUDIT_ENV] = strictAudit
}
const client = new TestClient(test.app, '203.0.113.9')

const eventsOf = (requestId: unknown) =>
  db.selectFrom('audit_events').selectAll().where('request_id', '=', String(requestId)).execute()

describe('one audit event per change', () => {
  it('answers a change that wrote one event, and the event names who, where, what and the request', async () => {
    const response = await client.post('/api/audit-probe-one', {})
    expect(response.statusCode).toBe(200)
    const events = await eventsOf(response.headers['x-request-id'])
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      ip: '203.0.113.9',
      route: 'POST /api/audit-probe-one',
      entity: 'product',
      entity_id: '1',
      action: 'updated',
      user_id: null,
    })
    expect(JSON.parse(events[0]?.changes ?? '{}')).toEqual({ price: { before: 100, after: 120 } })
  })

  it('refuses to answer 2xx for a change that wrote no event or two', async () => {
    const none = await client.post('/api/audit-probe-none', {})
    expect(none.statusCode).toBe(500)
    const two = await client.post('/api/audit-probe-two', {})
    expect(two.statusCode).toBe(500)
  })

  it('lets a change of many records (an import) write one event per record, but not none', async () => {
    const three = await client.post('/api/audit-probe-each-three', {})
    expect(three.statusCode).toBe(200)
    expect(await eventsOf(three.headers['x-request-id'])).toHaveLength(3)
    expect((await client.post('/api/audit-probe-each-none', {})).statusCode).toBe(500)
  })

  it('lets a read-only POST write nothing', async () => {
    const response = await client.post('/api/audit-probe-read', {})
    expect(response.statusCode).toBe(200)
    expect(await eventsOf(response.headers['x-request-id'])).toHaveLength(0)
  })

  it('writes no event for a change rolled back, and the chain still verifies', async () => {
    const response = await client.post('/api/audit-probe-refused', {})
    expect(response.statusCode).toBe(409)
    expect(await eventsOf(response.headers['x-request-id'])).toHaveLength(0)
    expect((await verifyAuditChain(db)).problems).toEqual([])
  })

  it('names the system as author of a change made outside a request', async () => {
    await db
      .transaction()
      .execute((trx) =>
        recordAudit(trx, { entity: 'backup', entityId: 'backup-2026-01-01-000000.sqlite', action: 'backup made' }),
      )
    const last = await db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(last).toMatchObject({ user_name: 'system', ip: '', request_id: '', entity: 'backup' })
  })
})

describe('changed fields', () => {
  it('keeps only what changed and never a secret', () => {
    expect(
      changedFields(
        { name: 'Ada', price: 100, password: 'old-hash', mail_password: 'smtp-old', updated_at: 'x' },
        { name: 'Ada', price: 150, password: 'new-hash', mail_password: 'smtp-new', updated_at: 'y' },
      ),
    ).toEqual({
      mail_password: { after: '(changed)' },
      password: { after: '(changed)' },
      price: { before: 100, after: 150 },
    })
  })

  it('shows a created record as after only and a removed one as before only', () => {
    expect(changedFields(null, { name: 'Ada' })).toEqual({ name: { after: 'Ada' } })
    expect(changedFields({ name: 'Ada' }, null)).toEqual({ name: { before: 'Ada' } })
  })
})
