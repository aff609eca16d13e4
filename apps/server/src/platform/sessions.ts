import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { ADMIN_USER_ID, PERMISSION_FLAGS, fullPermissions, type PermissionMap } from '@counterpart/domain/permissions'
import { isLanguage } from '@counterpart/domain/i18n/languages'
import type { SignedInUser } from '@counterpart/domain/schemas/user'
import { preparedEverywhere } from '../db/prepared-mark.ts'
import type { Database, UserRow } from '../db/schema.ts'
import { isoInMs, nowIso } from './time.ts'
import { hashToken, randomToken } from './tokens.ts'

export const SESSION_COOKIE = 'counterpart_session'

export interface Auth {
  sessionId: string
  user: SignedInUser
  actions: PermissionMap
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null
  }
}

/** Permissions come from the user row on every request, so a change applies on the user's next request. */
export function permissionsOf(user: UserRow): PermissionMap {
  if (user.id === ADMIN_USER_ID || user.isAdmin === 1) return fullPermissions()
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, user[flag] === 1])) as PermissionMap
}

export function toSignedInUser(user: UserRow): SignedInUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    roleName: user.roleName,
    isAdmin: user.id === ADMIN_USER_ID || user.isAdmin === 1,
    language: isLanguage(user.language) ? user.language : null,
  }
}

export interface SessionOptions {
  lifetimeMinutes: number
  secureCookies: boolean
}

/** Sessions live in the database so any number of app processes share them. */
export function createSessionStore(db: Kysely<Database>, options: SessionOptions) {
  const lifetimeMs = options.lifetimeMinutes * 60_000
  // Refreshing the expiry on every request would write on every read; once a minute is enough.
  const touchEveryMs = 60_000

  return {
    /** `executor`: the caller's transaction, when the sign-in is written with its audit event. */
    async start(reply: FastifyReply, request: FastifyRequest, userId: number, executor = db): Promise<void> {
      const token = randomToken()
      const now = nowIso()
      await executor
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          user_id: userId,
          ip: request.ip.slice(0, 64),
          user_agent: (request.headers['user-agent'] ?? '').slice(0, 512),
          created_at: now,
          last_seen_at: now,
          expires_at: isoInMs(lifetimeMs),
        })
        .execute()
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies || request.protocol === 'https',
        maxAge: Math.floor(lifetimeMs / 1000),
      })
    },

    async load(request: FastifyRequest): Promise<Auth | null> {
      const token = request.cookies[SESSION_COOKIE]
      if (!token || token.length > 128) return null
      const id = hashToken(token)
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.expires_at as session_expires_at', 'sessions.last_seen_at as session_last_seen_at'])
        .where('sessions.id', '=', id)
        .modifyEnd(preparedEverywhere)
        .executeTakeFirst()
      if (!row) return null
      const now = Date.now()
      if (Date.parse(row.session_expires_at) <= now) {
        await db.deleteFrom('sessions').where('id', '=', id).execute()
        return null
      }
      if (now - Date.parse(row.session_last_seen_at) > touchEveryMs) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: new Date(now).toISOString(), expires_at: isoInMs(lifetimeMs, now) })
          .where('id', '=', id)
          .execute()
      }
      const { session_expires_at: _e, session_last_seen_at: _l, ...user } = row
      return { sessionId: id, user: toSignedInUser(user), actions: permissionsOf(user) }
    },

    async end(reply: FastifyReply, sessionId: string | null, executor = db): Promise<void> {
      if (sessionId) await executor.deleteFrom('sessions').where('id', '=', sessionId).execute()
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
    },

    async endAllFor(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
    },

    /** Ends every session of the account but the one given (the one that just changed its password). */
    async endOthersFor(userId: number, keepSessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute()
    },

    async purgeExpired(): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute()
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
