import { z } from 'zod'
import { APP_VERSION } from '@counterpart/domain/constants'
import { API_PREFIX, type AnyRoute } from './routes.ts'

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export function buildOpenApi(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const spec of routes) {
    const path = API_PREFIX + spec.url.replace(/:(\w+)\??/g, '{$1}')
    const operation: Record<string, unknown> = {
      summary: spec.summary,
      'x-gate': spec.gate,
      security: spec.gate === 'public' ? [] : [{ session: [] }],
      responses: { default: { description: 'JSON; errors are {message} with errors per field on 422' } },
    }
    const parameters: unknown[] = []
    for (const name of spec.url.match(/:(\w+)/g) ?? []) {
      parameters.push({ name: name.slice(1), in: 'path', required: true, schema: { type: 'string' } })
    }
    if (spec.query) {
      const schema = toJson(spec.query) as { properties?: Record<string, unknown>; required?: string[] }
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property })
      }
    }
    if (parameters.length) operation.parameters = parameters
    if (spec.multipart) {
      operation.requestBody = { content: { 'multipart/form-data': { schema: { type: 'object' } } } }
    } else if (spec.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: toJson(spec.body) } } }
    }
    ;(paths[path] ??= {})[spec.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Counterpart API', version: APP_VERSION },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'counterpart_session' } },
    },
    paths,
  }
}

function toJson(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
}
