import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Gate } from '@counterpart/domain/permissions'
import { MAX_RECORD_ID } from '@counterpart/domain/schemas/fields'
import { NotFoundError } from './errors.ts'
import type { Auth } from './sessions.ts'
import { parseWith } from './validation.ts'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
type Schema = z.ZodType | undefined
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined

/**
 * What a 2xx answer carries: a JSON body described by a zod schema (the handler returns its input
 * type, the wire gets its output), a file of the given content types sent by the handler itself
 * (PDF, CSV, a backup), or nothing (204).
 */
export type ResponseSpec = z.ZodType | { file: readonly string[] } | 'empty'
type Returns<R extends ResponseSpec | undefined> = R extends z.ZodType
  ? z.input<R> | FastifyReply
  : R extends 'empty'
    ? undefined | FastifyReply
    : unknown

export interface RouteContext<B, Q, P> {
  request: FastifyRequest
  reply: FastifyReply
  body: B
  query: Q
  params: P
  /** The signed-in user, or null on a public route visited by someone signed out. */
  auth: Auth | null
}

export interface RouteSpec<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  R extends ResponseSpec | undefined = undefined,
> {
  method: Method
  /** Path under /api, as the spec's "calls" sections name it. */
  url: string
  /** Who may call it. Every route must say; the app refuses to start otherwise. */
  gate: Gate
  summary: string
  body?: B
  query?: Q
  params?: P
  /** Multipart routes read the request themselves. */
  multipart?: boolean
  bodyLimit?: number
  /** The 2xx answer, documented in OpenAPI and enforced when the handler's result is sent. */
  response?: R
  handler: (context: RouteContext<Out<B>, Out<Q>, Out<P>>) => Promise<Returns<R>>
}

/** A route with its schema types erased, as the registry keeps it. */
export interface AnyRoute {
  method: Method
  url: string
  gate: Gate
  summary: string
  body?: z.ZodType
  query?: z.ZodType
  params?: z.ZodType
  multipart?: boolean
  bodyLimit?: number
  response?: ResponseSpec
  handler: (context: RouteContext<unknown, unknown, unknown>) => Promise<unknown>
}

export function route<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R extends ResponseSpec | undefined = undefined,
>(spec: RouteSpec<B, Q, P, R>): AnyRoute {
  return spec as unknown as AnyRoute
}

export const API_PREFIX = '/api'

declare module 'fastify' {
  interface FastifyContextConfig {
    gate?: Gate
  }
  interface FastifyInstance {
    apiRoutes: AnyRoute[]
  }
}

/** Registers a module's routes under /api, with their gate in the route config where the guard reads it. */
export function registerRoutes(app: FastifyInstance, routes: AnyRoute[]): void {
  for (const spec of routes) {
    app.apiRoutes.push(spec)
    app.route({
      method: spec.method,
      url: API_PREFIX + spec.url,
      config: { gate: spec.gate },
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
      handler: async (request, reply) => {
        const params = spec.params ? parseParams(spec.params, request.params) : undefined
        const query = spec.query ? parseWith(spec.query, request.query ?? {}) : undefined
        const body = spec.body ? parseWith(spec.body, request.body ?? {}) : undefined
        const result = await spec.handler({ request, reply, body, query, params, auth: request.auth })
        if (reply.sent) return reply
        if (result === undefined) return reply.code(204).send()
        return result
      },
    })
  }
}

// A malformed id in the path names no record: that is a 404, not a form error.
function parseParams(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new NotFoundError()
  return parsed.data
}

export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) })
