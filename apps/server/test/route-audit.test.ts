import { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPermissionFlag } from '@counterpart/domain/permissions'
import { API_PREFIX, registerRoutes, route } from '../src/platform/routes.ts'
import { createStaff, createTestApp, TestClient, type TestApp } from './helpers.ts'

/**
 * The enforcement audit: every route the server registers is reached only through its gate.
 * A route added without a gate cannot even register (see platform.test.ts); a gated route that
 * forgot to check shows up here.
 */
let test: TestApp

// Routes that are meant for visitors. Adding one here is a decision: say why in docs/decisions.md.
const PUBLIC_ROUTES = new Set([
  'GET /sanctum/csrf-cookie',
  'POST /pull-app-configuration',
  'POST /login',
  'POST /password/email',
  'POST /password/reset',
  'GET /health',
  'GET /docs',
  // Repair tracking, the repair gallery and the shop listing: the public pages of spec 001 §2.
  'POST /track-repair',
  // Issue 30: the customer answers an estimate on the public tracking page (rate-limited, names the version).
  'POST /track-repair/:key/estimate',
  // Issue 30, item 6: the photos the shop chose to show the customer, found through the tracking key only.
  'POST /track-repair/photos',
  'GET /track-repair/:key/photos/:fileId',
  'GET /get-gallery-items',
  'GET /get-shop-items',
  // Issue 33, item 5: a customer display pairs by a short code (rate-limited, single use), then reads its one
  // till's display state with the secret pairing gave it; no session is involved.
  'POST /customer-display/pair',
  'GET /customer-display/pairing',
  'GET /customer-display/stream',
])

beforeAll(async () => {
  test = await createTestApp()
  await createStaff(test, { email: 'nobody@example.com', flags: [] })
})
afterAll(() => test.close())

function concreteUrl(url: string): string {
  return API_PREFIX + url.replace(/:(\w+)\?/g, '1').replace(/:(\w+)/g, '1')
}

/**
 * The API routes as fastify's own router holds them (method and path, HEAD left out as fastify adds it to
 * every GET), read from its printed route tree: a list kept apart from apiRoutes, so a route registered
 * around registerRoutes (with a gate, so the app starts) still shows up.
 */
function routerApiRoutes(app: FastifyInstance): Set<string> {
  const found = new Set<string>()
  const parents: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '')
    parents.length = depth
    parents.push(path)
    if (!match[3] || !path.startsWith(`${API_PREFIX}/`)) continue
    for (const method of match[3].split(', ')) if (method !== 'HEAD') found.add(`${method} ${path}`)
  }
  return found
}

const declaredApiRoutes = (app: FastifyInstance) =>
  new Set(app.apiRoutes.map((spec) => `${spec.method} ${API_PREFIX}${spec.url}`))

describe('route audit', () => {
  it('audits exactly the routes the router serves under /api, no more and no fewer', () => {
    const served = routerApiRoutes(test.app)
    expect(served.size).toBeGreaterThan(100)
    expect(served).toEqual(declaredApiRoutes(test.app))
  })

  it('declares exactly the intended public routes', () => {
    const declaredPublic = test.app.apiRoutes.filter((r) => r.gate === 'public').map((r) => `${r.method} ${r.url}`)
    expect(new Set(declaredPublic)).toEqual(PUBLIC_ROUTES)
  })

  it('gates every route by a known permission flag or a signed-in session', () => {
    for (const spec of test.app.apiRoutes) {
      expect(spec.gate === 'public' || spec.gate === 'signedIn' || isPermissionFlag(spec.gate), `${spec.url}`).toBe(
        true,
      )
    }
  })

  it('answers 401 on every non-public route when signed out', async () => {
    const visitor = new TestClient(test.app)
    for (const spec of test.app.apiRoutes.filter((r) => r.gate !== 'public')) {
      const response = await visitor.request({ method: spec.method, url: concreteUrl(spec.url), payload: {} })
      expect(response.statusCode, `${spec.method} ${spec.url}`).toBe(401)
    }
  })

  it('answers 403 on every flag-gated route to a user with every flag off', async () => {
    const nobody = new TestClient(test.app)
    expect((await nobody.login('nobody@example.com', 'password123')).statusCode).toBe(200)
    const gated = test.app.apiRoutes.filter((r) => isPermissionFlag(r.gate))
    expect(gated.length).toBeGreaterThan(0)
    for (const spec of gated) {
      const response = await nobody.request({ method: spec.method, url: concreteUrl(spec.url), payload: {} })
      expect(response.statusCode, `${spec.method} ${spec.url}`).toBe(403)
      expect(response.json().message).toBe('403 : You do not have permission to access !')
    }
  })
})

describe('route audit coverage', () => {
  it('covers a route a module adds later without anyone listing it here', async () => {
    const other = await createTestApp()
    try {
      // A careless new route: it forgot nothing but the list above, and would leak if the guard missed it.
      registerRoutes(other.app, [
        route({
          method: 'DELETE',
          url: '/audit-probe/:id',
          gate: 'reports',
          summary: 'test only',
          response: z.object({ leaked: z.boolean() }),
          handler: async () => ({ leaked: true }),
        }),
      ])
      await createStaff(other, { email: 'nobody@example.com', flags: [] })
      expect(other.app.apiRoutes.map((r) => `${r.method} ${r.url}`)).toContain('DELETE /audit-probe/:id')
      const visitor = new TestClient(other.app)
      expect((await visitor.request({ method: 'DELETE', url: concreteUrl('/audit-probe/:id') })).statusCode).toBe(401)
      const nobody = new TestClient(other.app)
      expect((await nobody.login('nobody@example.com', 'password123')).statusCode).toBe(200)
      const refused = await nobody.request({ method: 'DELETE', url: concreteUrl('/audit-probe/:id') })
      expect(refused.statusCode).toBe(403)
      expect(refused.body).not.toContain('leaked')
    } finally {
      await other.close()
    }
  })

  it('notices a gated route registered around registerRoutes, which the audits above would not call', async () => {
    const other = await createTestApp()
    try {
      other.app.get('/api/audit-direct-probe', { config: { gate: 'reports' } }, async () => ({}))
      expect(routerApiRoutes(other.app)).toContain('GET /api/audit-direct-probe')
      expect(routerApiRoutes(other.app)).not.toEqual(declaredApiRoutes(other.app))
    } finally {
      await other.close()
    }
  })
})
