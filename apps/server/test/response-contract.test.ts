import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApi } from '../src/platform/openapi.ts'
import { registerRoutes, route, STRICT_RESPONSES_ENV, type AnyRoute } from '../src/platform/routes.ts'
import { createTestApp, TestClient, type TestApp } from './helpers.ts'

/**
 * The response contract: every route says what its 2xx answer is, the OpenAPI document publishes it,
 * and the server sends nothing the schema does not name.
 */
let test: TestApp
let logged: string[] = []

const probeAnswer = z.object({ id: z.number(), name: z.string(), tags: z.array(z.object({ label: z.string() })) })

function probes(prefix: string): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: `/${prefix}-exact`,
      gate: 'public',
      summary: 'test only',
      response: probeAnswer,
      handler: async () => ({ id: 1, name: 'Ada', tags: [{ label: 'a' }] }),
    }),
    route({
      method: 'GET',
      url: `/${prefix}-extra`,
      gate: 'public',
      summary: 'test only',
      response: probeAnswer,
      // A column the query picked up that nobody meant to publish, one level down.
      handler: async () => ({ id: 1, name: 'Ada', tags: [{ label: 'a' }, { label: 'b', secret: 'x' }] }) as never,
    }),
    route({
      method: 'GET',
      url: `/${prefix}-wrong`,
      gate: 'public',
      summary: 'test only',
      response: probeAnswer,
      handler: async () => ({ id: 'one', name: 'Ada', tags: [] }) as never,
    }),
    route({
      method: 'POST',
      url: `/${prefix}-create`,
      gate: 'public',
      summary: 'test only',
      // It stores nothing, so it writes no audit event (test/audit-contract.test.ts covers that rule).
      readOnly: true,
      response: z.object({ id: z.number() }),
      status: 201,
      handler: async () => ({ id: 7 }),
    }),
  ]
}

beforeAll(async () => {
  test = await createTestApp()
  const strict = process.env[STRICT_RESPONSES_ENV]
  try {
    registerRoutes(test.app, probes('strict-probe'))
    process.env[STRICT_RESPONSES_ENV] = ''
    registerRoutes(test.app, probes('production-probe'))
  } finally {
    process.env[STRICT_RESPONSES_ENV] = strict
  }
  test.app.addHook('onError', async (_request, _reply, error) => {
    logged.push(error.message)
  })
})
afterAll(() => test.close())

describe('every route declares its answer', () => {
  it('has a response on every registered route', () => {
    const missing = test.app.apiRoutes.filter((spec) => !spec.response).map((spec) => `${spec.method} ${spec.url}`)
    expect(missing, `routes without a response:\n${missing.join('\n')}`).toEqual([])
  })

  it('documents a 2xx answer with a schema or content types for every operation', () => {
    const document = buildOpenApi(test.app.apiRoutes)
    const undocumented: string[] = []
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (
          operation as { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }
        ).responses
        const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status))
        const described =
          success.length > 0 &&
          success.every(
            ([status, answer]) =>
              status === '204' ||
              (answer.content !== undefined && Object.values(answer.content).every((media) => media.schema)),
          )
        if (!described) undocumented.push(`${method.toUpperCase()} ${path}`)
      }
    }
    expect(undocumented, `operations without a documented 2xx answer:\n${undocumented.join('\n')}`).toEqual([])
  })

  it('documents the failure shape for 4xx answers', () => {
    const document = buildOpenApi(test.app.apiRoutes)
    expect(document.components.schemas.Error.required).toEqual(['message'])
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect((operation as { responses: Record<string, unknown> }).responses['4XX']).toBeDefined()
      }
    }
  })
})

describe('answers go out through their schema', () => {
  it('sends a matching answer as it is, with the route status', async () => {
    const client = new TestClient(test.app)
    const exact = await client.get('/api/strict-probe-exact')
    expect(exact.statusCode).toBe(200)
    expect(exact.json()).toEqual({ id: 1, name: 'Ada', tags: [{ label: 'a' }] })
    const created = await client.post('/api/strict-probe-create', {})
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({ id: 7 })
  })

  it('in strict mode refuses a key the schema leaves out, naming the route and the key', async () => {
    logged = []
    const response = await test.app.inject({ method: 'GET', url: '/api/strict-probe-extra' })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('secret')
    expect(logged.join('\n')).toContain('GET /api/strict-probe-extra')
    expect(logged.join('\n')).toContain('tags.1.secret')
  })

  it('in production strips a key the schema leaves out, silently', async () => {
    logged = []
    const response = await test.app.inject({ method: 'GET', url: '/api/production-probe-extra' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: 1, name: 'Ada', tags: [{ label: 'a' }, { label: 'b' }] })
    expect(logged).toEqual([])
  })

  it('answers a wrong type with a 500 naming the route, in either mode', async () => {
    for (const prefix of ['strict-probe', 'production-probe']) {
      logged = []
      const response = await test.app.inject({ method: 'GET', url: `/api/${prefix}-wrong` })
      expect(response.statusCode).toBe(500)
      expect(response.json().message).not.toContain('one')
      expect(logged.join('\n')).toContain(`GET /api/${prefix}-wrong`)
      expect(logged.join('\n')).toContain('id:')
    }
  })
})
