import {
  auditListQuerySchema,
  auditPageSchema,
  auditPeopleSchema,
  auditVerifySchema,
  type AuditPeople,
} from '@counterpart/domain/schemas/audit'
import { route } from '../../platform/routes.ts'
import type { AuditService } from './service.ts'

export function auditRoutes(audit: AuditService) {
  return [
    route({
      method: 'GET',
      url: '/audit-events',
      gate: 'auditLog',
      summary:
        'Audit events newest first, filtered by person (user_id), record type and record (entity, entity_id) and days (from, to, in the shop time zone)',
      query: auditListQuerySchema,
      response: auditPageSchema,
      handler: async ({ query }) => audit.list(query),
    }),
    route({
      method: 'GET',
      url: '/audit-verify',
      gate: 'auditLog',
      summary: 'Recomputes the audit chain and names every event altered, removed or added behind the API',
      response: auditVerifySchema,
      handler: async () => audit.verify(),
    }),
    route({
      method: 'GET',
      url: '/audit-people',
      gate: 'auditLog',
      summary: "Every account's id and name, for the audit screen's person filter",
      response: auditPeopleSchema,
      handler: async (): Promise<AuditPeople> => ({ people: await audit.people() }),
    }),
  ]
}
