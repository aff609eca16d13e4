import { answerIn } from './request-language.ts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Gate } from '@counterpart/domain/permissions'
import { checkCsrf } from './csrf.ts'
import { NotFoundError } from './errors.ts'
import { enforceGate } from './guard.ts'
import { isApiTarget } from './request-path.ts'
import type { Auth } from './sessions.ts'

interface SessionLoader {
  load(request: FastifyRequest): Promise<Auth | null>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that serves a page or a file, never data (the web app, uploaded pictures, the `/` redirect):
     * its gate is 'public' and no session is read for it.
     */
    page?: boolean
  }
}

/** Marks the plugin scope that registerPageRoutes opens: every route added in it is a public page route. */
const PAGE_SCOPE = Symbol('counterpart.pageScope')

/**
 * The session, CSRF and permission checks of every route.
 *
 * They are decided on the route the router matched and the gate it declared, never on the request's URL:
 * the router decodes and resolves the path, so `/%61pi/user`, an absolute-form target
 * (`GET http://host/api/user`) and `/api/user` all reach the same handler, and a check keyed on the raw
 * URL would let every spelling but one through. The checks run in `onRequest`, before the body is even
 * parsed, so a refused request costs nothing and reaches no handler.
 *
 * Every route, not only those under /api, must declare its gate: a route without one stops the app at
 * start, and a matched route that has none anyway is answered 404. Pages and files say 'public' where
 * they are registered; routes a plugin adds for itself (@fastify/static's) get it from registerPageRoutes.
 */
export function installRouteSecurity(app: FastifyInstance, sessions: SessionLoader): void {
  app.addHook('onRoute', function (routeOptions) {
    if (routeOptions.config?.gate === undefined && Reflect.get(this, PAGE_SCOPE) === true) {
      routeOptions.config = { ...routeOptions.config, gate: 'public', page: true }
    }
    if (routeOptions.config?.gate === undefined) {
      throw new Error(`Route ${String(routeOptions.method)} ${routeOptions.url} declares no permission gate`)
    }
  })

  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers (a JSON 404 for any spelling of /api).
    if (request.is404) return
    const config = request.routeOptions.config
    const gate: Gate | undefined = config?.gate
    // Belt and braces: a matched route that lost its gate is never served.
    if (gate === undefined) throw new NotFoundError()
    checkCsrf(request)
    if (config.page === true && gate === 'public') return
    request.auth = await sessions.load(request)
    answerIn(request.auth?.user.language)
    enforceGate(request)
  })
}

/**
 * Registers routes that serve pages or files (a static-files plugin), in a scope where every route they
 * add gets the 'public' gate and reads no session. Nothing that serves data may be registered here.
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    // Child scopes inherit from this one through their prototype, so a nested plugin's routes count too.
    Object.defineProperty(scope, PAGE_SCOPE, { value: true })
    // A file route matches any path (the web app's catch-all matches `//api/x` and `/API/x` too): whatever
    // spelling of an API path reaches one gets the API's JSON 404, never a page, a file or a static 403.
    scope.addHook('onRequest', async (request) => {
      if (isApiTarget(request.url)) throw new NotFoundError()
    })
    await register(scope)
  })
}

/** The config of a page route registered by hand (the `/` redirect, the installer's pages). */
export const PAGE_ROUTE = { gate: 'public', page: true } as const
