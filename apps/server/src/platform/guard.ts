import type { FastifyRequest } from 'fastify'
import { holdsGate, type Gate } from '@counterpart/domain/permissions'
import { ForbiddenError, UnauthorizedError } from './errors.ts'

/** Runs before every handler: 401 when signed out, 403 when the route's gate is off for this user. */
export function enforceGate(request: FastifyRequest): void {
  const gate: Gate | undefined = request.routeOptions.config.gate
  if (gate === undefined) throw new Error(`Route ${request.routeOptions.url} declares no gate`)
  if (gate === 'public') return
  if (!request.auth) throw new UnauthorizedError()
  if (!holdsGate(request.auth.actions, gate)) throw new ForbiddenError()
}
