import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_ATTEMPTS, RESET_TOKEN_MINUTES } from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import type { LoginInput, PasswordEmailInput, PasswordResetInput } from '@counterpart/domain/schemas/auth'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { TooManyRequestsError, ValidationError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords.ts'
import type { SessionStore } from '../../platform/sessions.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import { hashToken, randomToken } from '../../platform/tokens.ts'
import type { SettingsService } from '../settings/service.ts'
import { findUserByEmail, updateUser } from '../users/repository.ts'
import {
  clearLoginAttempts,
  consumePasswordReset,
  findLoginAttempt,
  findPasswordReset,
  insertPasswordReset,
  lockLogin,
  recordLoginFailure,
} from './repository.ts'

interface AuthDeps {
  db: Kysely<Database>
  sessions: SessionStore
  settings: SettingsService
  config: AppConfig
}

export function createAuthService({ db, sessions, settings, config }: AuthDeps) {
  return {
    async login(input: LoginInput, request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const email = input.email.toLowerCase()
      // Keyed by email and address together: one person mistyping cannot lock out a colleague.
      const key = `${email}|${request.ip}`
      const attempt = await findLoginAttempt(db, key)
      const lockedFor = attempt?.locked_until ? Date.parse(attempt.locked_until) - Date.now() : 0
      if (lockedFor > 0) {
        const seconds = Math.ceil(lockedFor / 1000)
        throw new TooManyRequestsError(MESSAGES.tooManyLogins(seconds), seconds)
      }
      const user = await findUserByEmail(db, email)
      const valid = await verifyPassword(input.password, user?.password ?? (await decoyPasswordHash()))
      if (!user || !valid) {
        const failures = await recordLoginFailure(db, key, nowIso())
        if ((failures?.attempts ?? 0) >= LOGIN_MAX_ATTEMPTS) {
          await lockLogin(db, key, isoInMs(LOGIN_LOCK_SECONDS * 1000))
          await db.updateTable('login_attempts').set({ attempts: 0 }).where('key', '=', key).execute()
        }
        throw ValidationError.field('email', MESSAGES.badCredentials)
      }
      await clearLoginAttempts(db, key)
      // A fresh session id at every sign-in: a planted cookie never becomes a signed-in session.
      await sessions.end(reply, request.auth?.sessionId ?? null)
      await sessions.start(reply, request, user.id)
    },

    async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await sessions.end(reply, request.auth?.sessionId ?? null)
    },

    /**
     * Known and unknown addresses get the same answer at the same speed, so the form cannot be used to
     * find out who has an account; the mail goes out after the answer.
     */
    async requestPasswordReset(input: PasswordEmailInput, request: FastifyRequest): Promise<void> {
      const email = input.email.toLowerCase()
      const user = await findUserByEmail(db, email)
      if (!user) return
      const token = randomToken()
      await insertPasswordReset(db, {
        email,
        token_hash: hashToken(token),
        created_at: nowIso(),
        expires_at: isoInMs(RESET_TOKEN_MINUTES * 60_000),
      })
      const base = config.appUrl || `${request.protocol}://${request.host}`
      const link = `${base}/reset-password/${token}?email=${encodeURIComponent(email)}`
      const current = await settings.get()
      const siteName = current.general.site_name
      sendMail(
        {
          to: email,
          subject: `${siteName}: reset your password`,
          text: [
            `Hello ${user.name},`,
            '',
            'Someone asked to reset the password of your account. To choose a new password, open:',
            link,
            '',
            `This link works once and expires in ${RESET_TOKEN_MINUTES} minutes.`,
            'If you did not ask for it, you can ignore this mail: your password stays as it is.',
          ].join('\n'),
        },
        current.mail,
        config,
      ).catch((error: unknown) => request.log.error({ err: error }, 'password reset mail was not sent'))
    },

    async resetPassword(input: PasswordResetInput): Promise<void> {
      const invalid = () => ValidationError.field('email', MESSAGES.invalidResetToken)
      const reset = await findPasswordReset(db, hashToken(input.token))
      const email = input.email.toLowerCase()
      if (!reset || reset.email !== email || reset.used_at || Date.parse(reset.expires_at) <= Date.now()) {
        throw invalid()
      }
      const user = await findUserByEmail(db, email)
      if (!user) throw invalid()
      const password = await hashPassword(input.password)
      await db.transaction().execute(async (trx) => {
        if (!(await consumePasswordReset(trx, reset.id, nowIso()))) throw invalid()
        await updateUser(trx, user.id, { password, updated_at: nowIso() })
        await trx.deleteFrom('password_resets').where('email', '=', email).where('used_at', 'is', null).execute()
      })
      // Whoever knew the old password is signed out everywhere.
      await sessions.endAllFor(user.id)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
