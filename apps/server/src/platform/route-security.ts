import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Gate } from '@counterpart/domain/permissions'
import { checkCsrf } from './csrf.ts'
import { NotFoundError } from './errors.ts'
import { enforceGate } from './guard.ts'
import { API_PREFIX } from './routes.ts'
import type { Auth } from './sessions.ts'

interface SessionLoader {
  load(request: FastifyRequest): Promise<Auth | null>
}

/**
 * The session, CSRF and permission checks of every API route.
 *
 * They are decided on the route the router matched and the gate it declared, never on the request's URL:
 * the router decodes and resolves the path, so `/%61pi/user`, an absolute-form target
 * (`GET http://host/api/user`) and `/api/user` all reach the same handler, and a check keyed on the raw
 * URL would let every spelling but one through. The checks run in `onRequest`, before the body is even
 * parsed, so a refused request costs nothing and reaches no handler.
 */
export function installRouteSecurity(app: FastifyInstance, sessions: SessionLoader): void {
  // Every /api route must say who may call it; a route without a gate stops the app at start.
  app.addHook('onRoute', (routeOptions) => {
    if (isApiPath(routeOptions.url) && routeOptions.config?.gate === undefined) {
      throw new Error(`Route ${String(routeOptions.method)} ${routeOptions.url} declares no permission gate`)
    }
  })

  app.addHook('onRequest', async (request) => {
    const gate: Gate | undefined = request.routeOptions.config?.gate
    if (gate === undefined) {
      // Belt and braces: a matched API route that lost its gate is never served.
      if (isApiPath(request.routeOptions.url)) throw new NotFoundError()
      return
    }
    checkCsrf(request)
    request.auth = await sessions.load(request)
    enforceGate(request)
  })
}

function isApiPath(url: string | undefined): boolean {
  if (!url) return false
  const lower = url.toLowerCase()
  return lower === API_PREFIX || lower.startsWith(`${API_PREFIX}/`)
}
