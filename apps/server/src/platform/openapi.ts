import { z } from 'zod'
import { APP_VERSION } from '@counterpart/domain/constants'
import { TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'
import { API_PREFIX, isJsonSchema, type AnyRoute } from './routes.ts'

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export function buildOpenApi(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const spec of routes) {
    const path = API_PREFIX + spec.url.replace(/:(\w+)\??/g, '{$1}')
    const operation: Record<string, unknown> = {
      summary: spec.summary,
      'x-gate': spec.gate,
      security: spec.gate === 'public' ? [] : [{ session: [] }],
      responses: responsesOf(spec),
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
    if (spec.till) {
      parameters.push({
        name: TILL_HEADER,
        in: 'header',
        required: spec.till === 'required',
        description: 'The till the request comes from (its id)',
        schema: { type: 'string', pattern: '^[0-9]+$' },
      })
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
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  }
}

function toJson(schema: z.ZodType, io: 'input' | 'output' = 'input'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' })
}

/** Every failure answer, whatever its status: a message, and on 422 the messages per field. */
const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
}

/** The success status a route answers with: 204 when empty, else the route's status (200 unless it says). */
export function successStatus(spec: AnyRoute): '200' | '201' | '204' {
  if (spec.response === 'empty') return '204'
  return spec.status === 201 ? '201' : '200'
}

function responsesOf(spec: AnyRoute): Record<string, unknown> {
  const failure = {
    description: 'Failure: {message}, with errors per field on 422',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  }
  const responses: Record<string, unknown> = { '4XX': failure }
  const response = spec.response
  if (response === 'empty') {
    responses['204'] = { description: 'Done; no body' }
  } else if (isJsonSchema(response)) {
    const files = Object.fromEntries(
      (spec.files ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    )
    const json = {
      description: spec.files ? `JSON, or a file (${spec.files.join(', ')})` : 'JSON',
      content: { 'application/json': { schema: toJson(response, 'output') }, ...files },
    }
    responses[successStatus(spec)] = json
    if (spec.replayStatus)
      responses[String(spec.replayStatus)] = { ...json, description: 'JSON: a replay, nothing written' }
  } else if (response) {
    responses['200'] = {
      description: 'A file',
      content: Object.fromEntries(
        response.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    }
  }
  return responses
}
