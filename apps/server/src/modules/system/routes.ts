import { healthResponseSchema, openApiDocumentSchema } from '@counterpart/domain/schemas/system'
import { buildOpenApi } from '../../platform/openapi.ts'
import { route, type AnyRoute } from '../../platform/routes.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { checkHealth } from './health.ts'

export function systemRoutes(allRoutes: () => AnyRoute[], db: Kysely<Database>) {
  return [
    route({
      method: 'GET',
      url: '/health',
      gate: 'public',
      summary: 'Answers when the app is up and its database reachable',
      response: healthResponseSchema,
      handler: async ({ request }) => checkHealth(db, request.log),
    }),
    route({
      method: 'GET',
      url: '/docs',
      gate: 'public',
      summary: 'This OpenAPI document',
      response: openApiDocumentSchema,
      handler: async () => buildOpenApi(allRoutes()),
    }),
  ]
}
