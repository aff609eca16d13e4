import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Gate } from '@counterpart/domain/permissions'
import { MAX_RECORD_ID } from '@counterpart/domain/schemas/fields'
import { withAuditRequest, type AuditRequest } from './audit.ts'
import { answerPublicIn } from './request-language.ts'
import { NotFoundError } from './errors.ts'
import type { Auth } from './sessions.ts'
import { tillOfRequest, type TillNeed } from './till-header.ts'
import { parseWith } from './validation.ts'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
type Schema = z.ZodType | undefined
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined
/** The till a handler gets: what its route declared it needs (`till`), null on a route that declares none. */
type TillOf<T extends TillNeed | undefined> = T extends 'required'
  ? number
  : T extends 'optional'
    ? number | null
    : null

/**
 * What a 2xx answer carries: a JSON body described by a zod schema (the handler returns its input
 * type, the wire gets its output), a file of the given content types sent by the handler itself
 * (PDF, CSV, a backup), or nothing (204).
 */
export type ResponseSpec = z.ZodType | { file: readonly string[] } | 'empty'
type Returns<R extends ResponseSpec> = R extends z.ZodType
  ? z.input<R> | FastifyReply
  : R extends 'empty'
    ? undefined | FastifyReply
    : unknown

export interface RouteContext<B, Q, P, T = number | null> {
  request: FastifyRequest
  reply: FastifyReply
  body: B
  query: Q
  params: P
  /** The signed-in user, or null on a public route visited by someone signed out. */
  auth: Auth | null
  /** The till the request names in its header, on a route that declares `till` (platform/till-header.ts). */
  till: T
}

export interface RouteSpec<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  R extends ResponseSpec,
  T extends TillNeed | undefined = undefined,
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
  response: R
  /**
   * Files the handler may send itself instead of its JSON answer (the same answer as CSV, asked by a query
   * parameter), documented beside the JSON under the same status.
   */
  files?: readonly string[]
  /** The status of a JSON answer: 201 for a POST that creates something. 200 when left out. */
  status?: 200 | 201
  /**
   * The status of a replay (the service called markAuditReplay: the first call's answer, nothing written):
   * 200 where a first write answers 201. Documented in OpenAPI with the same schema.
   */
  replayStatus?: 200
  /**
   * A POST that stores nothing (a report or a search asked with a body, a mail sent): it writes no audit
   * event. Every other POST, PATCH, PUT and DELETE writes exactly one (platform/audit.ts).
   */
  readOnly?: true
  /**
   * A change of many records at once (products imported from a file): one event per record it writes, so
   * each record's history shows it, and at least one. Every other change writes exactly one.
   */
  auditsEach?: true
  /**
   * A terminal's route: the till its request names in the till header, parsed here (a 422 on `till` when
   * malformed, or missing where `required`) and handed to the handler as `till`.
   */
  till?: T
  /**
   * A public page's call (the repair tracking page): it answers in the visitor's browser's language from the
   * start, so a 422 on its input reads in it too, until the handler knows the customer's (answerPublicIn).
   */
  visitorLanguage?: true
  handler: (context: RouteContext<Out<B>, Out<Q>, Out<P>, TillOf<T>>) => Promise<Returns<R>>
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
  response: ResponseSpec
  files?: readonly string[]
  status?: 200 | 201
  replayStatus?: 200
  readOnly?: true
  auditsEach?: true
  till?: TillNeed
  visitorLanguage?: true
  handler: (context: RouteContext<unknown, unknown, unknown>) => Promise<unknown>
}

/** A route that changes what is stored: it writes one audit event per successful call. */
export function isMutating(spec: Pick<AnyRoute, 'method' | 'readOnly'>): boolean {
  return spec.method !== 'GET' && !spec.readOnly
}

export function route<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  // The default only satisfies the ordering rule: `response` is required, so R is always inferred from it.
  R extends ResponseSpec = ResponseSpec,
  T extends TillNeed | undefined = undefined,
>(spec: RouteSpec<B, Q, P, R, T>): AnyRoute {
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

/**
 * Registers a module's routes under /api, with their gate in the route config where the guard reads it.
 * `audited: false` only for the web installer's own app: it runs before the database and its log exist.
 */
export function registerRoutes(app: FastifyInstance, routes: AnyRoute[], { audited = true } = {}): void {
  const strict = process.env[STRICT_RESPONSES_ENV] === '1'
  const strictAudit = process.env[STRICT_AUDIT_ENV] === '1'
  for (const spec of routes) {
    app.apiRoutes.push(spec)
    app.route({
      method: spec.method,
      url: API_PREFIX + spec.url,
      config: { gate: spec.gate },
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
      handler: async (request, reply) => {
        // The request id travels back, so staff (and the tests) can find the request's audit event; set
        // first, so an answer refused by its schemas (422) carries it too.
        reply.header('x-request-id', request.id)
        if (spec.visitorLanguage) answerPublicIn(request, null)
        const params = spec.params ? parseParams(spec.params, request.params) : undefined
        const query = spec.query ? parseWith(spec.query, request.query ?? {}) : undefined
        const body = spec.body ? parseWith(spec.body, request.body ?? {}) : undefined
        const till = spec.till ? tillOfRequest(request.headers, spec.till) : null
        const context = { request, reply, body, query, params, auth: request.auth, till }
        if (!audited || !isMutating(spec)) return answer(spec, await spec.handler(context), reply, strict)
        const audit: AuditRequest = {
          actor: request.auth ? { id: request.auth.user.id, name: request.auth.user.name } : null,
          ip: request.ip,
          requestId: request.id,
          route: `${spec.method} ${API_PREFIX}${spec.url}`,
          written: 0,
        }
        const result = await withAuditRequest(audit, () => spec.handler(context))
        const expected = audit.written === (audit.replayed ? 0 : 1) || (spec.auditsEach && audit.written >= 1)
        if (!expected && reply.statusCode < 300) {
          const problem = new AuditContractError(audit.route, audit.written)
          if (strictAudit && !reply.sent) throw problem
          request.log.error({ err: problem }, problem.message)
        }
        return answer(spec, result, reply, strict, audit.replayed === true)
      },
    })
  }
}

/** Sends a handler's result: as the handler sent it, 204 for nothing, or JSON through the response schema. */
function answer(spec: AnyRoute, result: unknown, reply: FastifyReply, strict: boolean, replayed = false): unknown {
  if (reply.sent) return reply
  if (result === undefined) return reply.code(204).send()
  const status = replayed && spec.replayStatus ? spec.replayStatus : spec.status
  if (status && reply.statusCode === 200) reply.code(status)
  return serialise(spec, result, strict)
}

/** A mutating route that answered 2xx without writing exactly one audit event: the route's bug. */
export class AuditContractError extends Error {
  constructor(
    readonly route: string,
    readonly written: number,
  ) {
    super(`${route} wrote ${written} audit events; a change writes exactly one`)
    this.name = 'AuditContractError'
  }
}

/**
 * The tests and the e2e server set this: a change that answers 2xx without writing exactly one audit event
 * is then a 500 naming the route (in production the error is logged and the answer stands).
 */
export const STRICT_AUDIT_ENV = 'COUNTERPART_STRICT_AUDIT'

/** The tests and the e2e server set this: a response with keys its schema leaves out is then an error. */
export const STRICT_RESPONSES_ENV = 'COUNTERPART_STRICT_RESPONSES'

/** A 2xx answer that does not match its route's response schema: the route's bug, so a 500 naming it. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly problems: string[],
  ) {
    super(`${route} answered outside its response schema: ${problems.join('; ')}`)
    this.name = 'ResponseContractError'
  }
}

/**
 * Sends only what the route's schema names: zod drops unknown keys, so a column added to a query never
 * leaves the server by accident. Every answer is parsed, in production too. Measured with zod 4 on the
 * shared 2-core machine: a page of 100 rows of 25 fields parses in about 0.5 ms, as long as JSON.stringify
 * takes for it and far below the query it follows; so no key-stripping shortcut that skips the type check,
 * which would let a wrong type reach the screens. Strict mode (tests, e2e) also refuses keys the schema
 * would drop, so a schema that forgets a field a screen needs fails a test instead of losing the field.
 */
function serialise(spec: AnyRoute, result: unknown, strict: boolean): unknown {
  const schema = spec.response
  if (!isJsonSchema(schema)) return result
  const name = `${spec.method} ${API_PREFIX}${spec.url}`
  const parsed = schema.safeParse(result)
  if (!parsed.success) {
    throw new ResponseContractError(
      name,
      parsed.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`),
    )
  }
  if (strict) {
    const dropped = droppedKeys(result, parsed.data, [])
    if (dropped.length)
      throw new ResponseContractError(
        name,
        dropped.map((path) => `${path}: not in the schema`),
      )
  }
  return parsed.data
}

export function isJsonSchema(response: ResponseSpec | undefined): response is z.ZodType {
  return typeof response === 'object' && 'safeParse' in response
}

/** The paths of keys the input has (with a value JSON would send) and the parsed output lacks. */
function droppedKeys(input: unknown, output: unknown, path: PropertyKey[]): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, index) => droppedKeys(item, output[index], [...path, index]))
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return []
  const dropped: string[] = []
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    if (!(key in output)) dropped.push(pathText([...path, key]))
    else dropped.push(...droppedKeys(value, output[key], [...path, key]))
  }
  return dropped
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function pathText(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(root)'
}

// A malformed id in the path names no record: that is a 404, not a form error.
function parseParams(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new NotFoundError()
  return parsed.data
}

/**
 * The signed-in user of a gated route: the guard put it on the request before the handler ran, so a
 * missing one is a bug in the route's gate, named by `routes` (e.g. 'payments routes').
 */
export function signedInOn(routes: string, auth: Auth | null): Auth {
  if (!auth) throw new Error(`${routes} run only for a signed-in user`)
  return auth
}

export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) })

/** The answer of a route that only reports what it did: `{ message }` once the work is done. */
export async function doneWith<M extends string>(work: Promise<unknown>, message: M): Promise<{ message: M }> {
  await work
  return { message }
}

/** The answer of a route that adds a record: `{ message, id }` with the new record's id. */
export async function addedWith<M extends string, I>(id: Promise<I>, message: M): Promise<{ message: M; id: I }> {
  return { message, id: await id }
}

/** A page of rows as the wire shows them: each row mapped, the total kept. */
export async function pageWith<T, U>(
  page: Promise<{ items: T[]; total: number }>,
  toWire: (row: T) => U,
): Promise<{ items: U[]; total: number }> {
  const { items, total } = await page
  return { items: items.map(toWire), total }
}
