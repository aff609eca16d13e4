import { describe, expect, it } from 'vitest'
import { API_PREFIX, isMutating } from '../src/platform/routes.ts'
import { verifyAuditChain } from '../src/platform/audit.ts'
import { AUDIT_SAMPLES } from './audit-samples/index.ts'
import { adminAppForFile, type TestApp } from './helpers.ts'

/**
 * The audit walk (issue 19): like the route audit, it walks the route table. Every route that changes
 * what is stored writes exactly one audit event per successful call, in the change's transaction. A route
 * with no sample fails the walk, so a new mutating route cannot be added without its event.
 */
const { test, admin } = await adminAppForFile()

async function eventsOfRequest(app: TestApp, requestId: string) {
  return app.database.db.selectFrom('audit_events').selectAll().where('request_id', '=', requestId).execute()
}

const mutating = test.app.apiRoutes.filter(isMutating).map((spec) => `${spec.method} ${spec.url}`)

describe('audit walk: every mutating route writes exactly one audit event', () => {
  it('has a sample for every mutating route and none for a route that is gone', () => {
    expect(mutating.length).toBeGreaterThan(50)
    expect(mutating.filter((key) => !AUDIT_SAMPLES[key])).toEqual([])
    expect(Object.keys(AUDIT_SAMPLES).filter((key) => !mutating.includes(key))).toEqual([])
  })

  for (const key of mutating) {
    it(key, async () => {
      const sample = AUDIT_SAMPLES[key]
      if (!sample) throw new Error(`${key} has no sample in test/audit-samples`)
      const response = await sample.call({ test, admin })
      const requestId = String(response.headers['x-request-id'] ?? '')
      expect(requestId, `${key} answers its request id`).not.toBe('')
      const events = await eventsOfRequest(test, requestId)
      if (sample.refused) {
        expect(response.statusCode, response.body).toBe(409)
        expect(events).toHaveLength(0)
        return
      }
      expect(response.statusCode, response.body).toBeLessThan(300)
      expect(events, `${key} writes one event`).toHaveLength(1)
      const [event] = events
      expect(event?.entity).toBe(sample.entity)
      expect(event?.route).toBe(`${key.split(' ')[0]} ${API_PREFIX}${key.split(' ')[1]}`)
    })
  }

  it('leaves a chain that verifies', async () => {
    const result = await verifyAuditChain(test.database.db)
    expect(result.problems).toEqual([])
    expect(result.checked).toBeGreaterThan(mutating.length - 5)
  })
})
