import type { LightMyRequestResponse } from 'fastify'
import type { AuditEntity } from '@counterpart/domain/schemas/audit'
import type { TestApp, TestClient } from '../helpers.ts'

/** What a sample call gets: the walk's app and its signed-in admin. */
export interface AuditSampleContext {
  test: TestApp
  admin: TestClient
}

/**
 * One successful call of a mutating route, for the walk in audit-walk.test.ts. `call` may first make
 * what it needs (a product to edit, a sale to refund) through the API or the services: only the events of
 * the sample call's own request (its x-request-id) are counted.
 */
export interface AuditSample {
  call: (context: AuditSampleContext) => Promise<LightMyRequestResponse>
  /** The kind of record the event must name. */
  entity: AuditEntity
  /** A route that refuses by design (a Z report is final): it answers 409 and writes no event. */
  refused?: true
}

/** Samples by route, keyed as 'METHOD /path' with the path as the route declares it ('PATCH /product/:id'). */
export type AuditSamples = Record<string, AuditSample>
