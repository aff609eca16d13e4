import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { MESSAGES } from '@counterpart/domain/messages'
import { AppError } from './errors.ts'
import { randomToken } from './tokens.ts'

export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'x-xsrf-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Double-submit cookie: a page on another site cannot read our XSRF-TOKEN cookie, so it cannot copy it
 * into the header. Every state-changing request must carry both, equal, or it is refused with 419.
 */
export function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return
  const cookie = request.cookies[CSRF_COOKIE]
  const header = request.headers[CSRF_HEADER]
  if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
    throw new AppError(419, MESSAGES.csrfMismatch)
  }
}

export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[CSRF_COOKIE]
  const token = existing && /^[\w-]{20,100}$/.test(existing) ? existing : randomToken()
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: secure || request.protocol === 'https',
  })
  return token
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
