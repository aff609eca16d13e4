import { healthResponseSchema, openApiDocumentSchema } from '@counterpart/domain/schemas/system'
import { buildOpenApi } from '../../platform/openapi.ts'
import { route, type AnyRoute } from '../../platform/routes.ts'

export function systemRoutes(allRoutes: () => AnyRoute[]) {
  return [
    route({
      method: 'GET',
      url: '/health',
      gate: 'public',
      summary: 'Answers when the app is up and its database reachable',
      response: healthResponseSchema,
      handler: async () => ({ status: 'ok' }),
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
