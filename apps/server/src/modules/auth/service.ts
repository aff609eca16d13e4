import { trIn } from '@counterpart/domain/i18n/translate'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import {
  LOGIN_ACCOUNT_MAX_ATTEMPTS,
  LOGIN_ACCOUNT_WINDOW_MINUTES,
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_ATTEMPTS,
  RESET_TOKEN_MINUTES,
} from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import type { LoginInput, PasswordEmailInput, PasswordResetInput } from '@counterpart/domain/schemas/auth'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit, type AuditActor } from '../../platform/audit.ts'
import { documentLanguage } from '../../platform/document-language.ts'
import { TooManyRequestsError, ValidationError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords.ts'
import { countHit, uncountHit } from '../../platform/rate-limit.ts'
import type { SessionStore } from '../../platform/sessions.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import { hashToken, randomToken } from '../../platform/tokens.ts'
import type { SettingsService } from '../settings/service.ts'
import type { UsersService } from '../users/service.ts'
import { createDeviceCookies, deviceCookieKey } from './device-cookie.ts'
import {
  clearLoginAttempts,
  consumePasswordReset,
  countLoginAttempt,
  findPasswordReset,
  insertPasswordReset,
  lockLogin,
} from './repository.ts'

/** Reset mails: at most this many per address, and per client address, in RESET_MAIL_WINDOW_MS. */
export const RESET_MAILS_PER_WINDOW = 5
export const RESET_MAIL_WINDOW_MS = 60 * 60_000
const LOGIN_ACCOUNT_WINDOW_MS = LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000
/** Who asks for a reset link while signed out: nobody the shop knows (the address typed proves nothing). */
const ANONYMOUS: AuditActor = { id: null, name: 'anonymous' }

/** The per-account sign-in counter's key: hashed, so the counters table keeps no mail addresses. */
export function loginAccountKey(email: string): string {
  return `login|account|${hashToken(email.toLowerCase())}`
}

interface AuthDeps {
  db: Kysely<Database>
  sessions: SessionStore
  settings: SettingsService
  users: UsersService
  config: AppConfig
}

export function createAuthService({ db, sessions, settings, users, config }: AuthDeps) {
  const devices = createDeviceCookies(deviceCookieKey(config.dataDir), config.secureCookies)

  /**
   * The account's holder hears of it when its limit is reached: someone is guessing their password, and
   * they can still sign in from a browser they used before (or after the window). Sent once per window.
   */
  async function sendLockMail(email: string, request: FastifyRequest): Promise<void> {
    const user = await users.findByEmail(email)
    if (!user) return
    const current = await settings.get()
    // The account's holder reads it: in their own language (the user menu), else the shop's.
    const language = documentLanguage(user, current.general)
    await sendMail(
      {
        to: user.email,
        subject: trIn(language, 'mail:auth.lockSubject', { shop: current.general.site_name }),
        text: trIn(language, 'mail:auth.lockBody', {
          name: user.name,
          attempts: LOGIN_ACCOUNT_MAX_ATTEMPTS,
          minutes: LOGIN_ACCOUNT_WINDOW_MINUTES,
          ip: request.ip,
        }),
      },
      current.mail,
      config,
    )
  }

  /**
   * Links go to APP_URL or the address an admin typed in General settings (an audited change), never to
   * an address taken from a request: not even the admin's first sign-in, whose Host header a stranger
   * between the browser and the shop could have chosen (issue 34).
   */
  async function sendResetMail(
    user: { name: string; language?: unknown },
    email: string,
    request: FastifyRequest,
  ): Promise<void> {
    const base = await settings.linkBase(config.appUrl)
    if (!base) {
      request.log.error(
        'password reset mail not sent: the shop address is unknown (set APP_URL, or the address in General settings)',
      )
      return
    }
    const token = randomToken()
    await insertPasswordReset(db, {
      email,
      token_hash: hashToken(token),
      created_at: nowIso(),
      expires_at: isoInMs(RESET_TOKEN_MINUTES * 60_000),
    })
    const link = `${base}/reset-password/${token}?email=${encodeURIComponent(email)}`
    const current = await settings.get()
    const language = documentLanguage(user, current.general)
    await sendMail(
      {
        to: email,
        subject: trIn(language, 'mail:auth.resetSubject', { shop: current.general.site_name }),
        text: trIn(language, 'mail:auth.resetBody', { name: user.name, link, minutes: RESET_TOKEN_MINUTES }),
      },
      current.mail,
      config,
    )
  }

  return {
    /** The configuration the browser receives: the owner licence only as the vendorCredit flag. */
    appConfiguration: () => settings.appConfiguration(config.licenseSecret),

    async login(input: LoginInput, request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const email = input.email.toLowerCase()
      // A browser that signed in to this account before is counted on its own (device cookie), and not
      // against the account's shared limit below: a stranger cannot lock the holder out of it.
      const device = devices.trusted(request, email)
      // Else keyed by email and client address together: one person mistyping cannot lock out a colleague.
      const key = device ? `${email}|device|${device}` : `${email}|${request.ip}`
      const now = nowIso()
      // The attempt is counted before the password is checked, atomically: 60 attempts sent at once get
      // the numbers 1 to 60, and only the first LOGIN_MAX_ATTEMPTS of them reach the password check.
      const attempt = await countLoginAttempt(db, key, now)
      const lockedFor = attempt.locked_until ? Date.parse(attempt.locked_until) - Date.now() : 0
      if (lockedFor > 0) throw tooManyLogins(lockedFor)
      if (attempt.attempts > LOGIN_MAX_ATTEMPTS) {
        await lockLogin(db, key, isoInMs(LOGIN_LOCK_SECONDS * 1000), now)
        throw tooManyLogins(LOGIN_LOCK_SECONDS * 1000)
      }
      // Then the account's own counter, whatever client the attempt claims to come from: a client address
      // can be rotated (or, behind TRUST_PROXY=true, simply written in X-Forwarded-For), an account cannot.
      // Counted before the check like the first, so parallel guesses cannot all slip under it; a right
      // password takes its hit back, so only failures lock.
      const accountKey = loginAccountKey(email)
      if (!device) {
        const byAccount = await countHit(
          db,
          accountKey,
          now,
          new Date(Date.parse(now) - LOGIN_ACCOUNT_WINDOW_MS).toISOString(),
        )
        if (byAccount.hits > LOGIN_ACCOUNT_MAX_ATTEMPTS) {
          request.log.warn({ hits: byAccount.hits }, 'sign-in refused: too many failed attempts at this account')
          // The first refusal of the window, and only it (each attempt has its own number): one mail.
          if (byAccount.hits === LOGIN_ACCOUNT_MAX_ATTEMPTS + 1) {
            void sendLockMail(email, request).catch((error: unknown) =>
              request.log.error({ err: error }, 'the mail about a blocked account was not sent'),
            )
          }
          throw tooManyLogins(Date.parse(byAccount.window_start) + LOGIN_ACCOUNT_WINDOW_MS - Date.now())
        }
      }
      const user = await users.findByEmail(email)
      const valid = await verifyPassword(input.password, user?.password ?? (await decoyPasswordHash()))
      if (!user || !valid) {
        if (attempt.attempts >= LOGIN_MAX_ATTEMPTS) {
          await lockLogin(db, key, isoInMs(LOGIN_LOCK_SECONDS * 1000), now)
        }
        throw ValidationError.field('email', MESSAGES.badCredentials)
      }
      await clearLoginAttempts(db, key)
      if (!device) await uncountHit(db, accountKey)
      await db.transaction().execute(async (trx) => {
        // A fresh session id at every sign-in: a planted cookie never becomes a signed-in session.
        await sessions.end(reply, request.auth?.sessionId ?? null, trx)
        await sessions.start(reply, request, user.id, trx)
        // The request has no signed-in user yet: the event names the one who just signed in.
        await recordAudit(trx, {
          entity: 'user',
          entityId: user.id,
          action: 'signed in',
          actor: { id: user.id, name: user.name },
        })
      })
      devices.issue(request, reply, email, device)
    },

    async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const signedIn = request.auth
      await db.transaction().execute(async (trx) => {
        await sessions.end(reply, signedIn?.sessionId ?? null, trx)
        await recordAudit(trx, { entity: 'user', entityId: signedIn?.user.id ?? null, action: 'signed out' })
      })
    },

    /**
     * Known and unknown addresses get the same answer after the same work (two counters and one lookup),
     * so the form cannot be used to find out who has an account; the token and the mail are written after
     * the answer. At most RESET_MAILS_PER_WINDOW mails an hour go to one address, and at most as many are
     * asked for from one client address: beyond that nothing is sent, and the answer does not change.
     * Every request writes one audit event with the counters, naming the account when there is one (null
     * for an unknown address); the address typed is not kept, as the counters keep only its hash.
     */
    async requestPasswordReset(input: PasswordEmailInput, request: FastifyRequest): Promise<void> {
      const email = input.email.toLowerCase()
      const now = Date.now()
      const nowText = new Date(now).toISOString()
      const windowStartedBefore = new Date(now - RESET_MAIL_WINDOW_MS).toISOString()
      // Looked up before the transaction: on SQLite every statement inside it must go through it.
      const user = await users.findByEmail(email)
      const { byAddress, byClient } = await db.transaction().execute(async (trx) => {
        // The address is hashed: the counters table keeps no mail addresses, and every key fits its column.
        const counted = {
          byAddress: await countHit(trx, `reset-mail|to|${hashToken(email)}`, nowText, windowStartedBefore),
          byClient: await countHit(trx, `reset-mail|ip|${request.ip}`, nowText, windowStartedBefore),
        }
        await recordAudit(trx, {
          entity: 'user',
          entityId: user?.id ?? null,
          action: 'password reset requested',
          ...(request.auth ? {} : { actor: ANONYMOUS }),
        })
        return counted
      })
      if (byAddress.hits > RESET_MAILS_PER_WINDOW || byClient.hits > RESET_MAILS_PER_WINDOW) {
        request.log.warn(
          { byAddress: byAddress.hits, byClient: byClient.hits },
          'password reset mail not sent: hourly limit reached',
        )
        return
      }
      if (!user) return
      void sendResetMail(user, email, request).catch((error: unknown) =>
        request.log.error({ err: error }, 'password reset mail was not sent'),
      )
    },

    async resetPassword(input: PasswordResetInput): Promise<void> {
      const invalid = () => ValidationError.field('email', MESSAGES.invalidResetToken)
      const reset = await findPasswordReset(db, hashToken(input.token))
      const email = input.email.toLowerCase()
      if (!reset || reset.email !== email || reset.used_at || Date.parse(reset.expires_at) <= Date.now()) {
        throw invalid()
      }
      const user = await users.findByEmail(email)
      if (!user) throw invalid()
      const password = await hashPassword(input.password)
      await db.transaction().execute(async (trx) => {
        if (!(await consumePasswordReset(trx, reset.id, nowIso()))) throw invalid()
        await users.setPasswordHash(trx, user.id, password)
        await trx.deleteFrom('password_resets').where('email', '=', email).where('used_at', 'is', null).execute()
        // Nobody is signed in: the holder of the reset link acts as the account. The hashes only mark the
        // password as changed (changedFields never writes a password field's value).
        await recordAudit(trx, {
          entity: 'user',
          entityId: user.id,
          action: 'password reset',
          actor: { id: user.id, name: user.name },
          before: { password: user.password },
          after: { password },
        })
      })
      // Whoever knew the old password is signed out everywhere.
      await sessions.endAllFor(user.id)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>

function tooManyLogins(lockedForMs: number): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(lockedForMs / 1000))
  return new TooManyRequestsError(MESSAGES.tooManyLogins(seconds), seconds)
}
