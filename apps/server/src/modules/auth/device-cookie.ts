import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { hashToken } from '../../platform/tokens.ts'

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed
 * in to an account once gets a signed cookie naming that account. Its later sign-ins are counted per
 * cookie, not against the account's shared limit, so a stranger guessing from elsewhere (who fills that
 * limit) cannot keep the account's holder out of their usual browser; a browser without the cookie is
 * still held to the account's limit. The cookie carries no secret of the account: a random nonce and an
 * HMAC over it and the account's address, with a key only the server holds.
 */

/** How long a browser stays known without signing in: a year, as OWASP suggests for a trusted device. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60
const COOKIE_PREFIX = 'cp_device_'

/** One cookie per account and browser: a till shared by several staff knows each of them. */
export function deviceCookieName(email: string): string {
  return `${COOKIE_PREFIX}${hashToken(`device|${email}`).slice(0, 16)}`
}

/**
 * The key the cookies are signed with: a random key kept in DATA_DIR (made on first use, readable only by
 * the server's user), never in the database, so neither a copy of the database nor a restored file can
 * sign a cookie. Every process sharing DATA_DIR signs with the same key; a key lost only makes every
 * browser new again.
 */
export function deviceCookieKey(dataDir: string): () => Buffer {
  let key: Buffer | null = null
  return () => {
    if (key) return key
    const file = path.join(dataDir, 'device-cookie.key')
    try {
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url')
    } catch {
      fs.mkdirSync(dataDir, { recursive: true })
      try {
        fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
      } catch (error) {
        // Another process wrote it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url')
    }
    return key
  }
}

export function createDeviceCookies(key: () => Buffer, secureCookies: boolean) {
  const sign = (email: string, nonce: string) =>
    createHmac('sha256', key()).update(`${email}|${nonce}`).digest('base64url')

  return {
    /** The nonce of this browser's valid cookie for the account, or null (none, forged, another account's). */
    trusted(request: FastifyRequest, email: string): string | null {
      const value = request.cookies[deviceCookieName(email)]
      if (!value || value.length > 200) return null
      const [nonce = '', mac = ''] = value.split('.')
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null
      const expected = Buffer.from(sign(email, nonce))
      const given = Buffer.from(mac)
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null
    },

    /** After a successful sign-in: this browser is known for the account (the cookie is renewed). */
    issue(request: FastifyRequest, reply: FastifyReply, email: string, nonce: string | null): void {
      const id = nonce ?? randomBytes(18).toString('base64url')
      reply.setCookie(deviceCookieName(email), `${id}.${sign(email, id)}`, {
        // Sent only with sign-in attempts: no other request needs it.
        path: '/api/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies || request.protocol === 'https',
        maxAge: DEVICE_COOKIE_SECONDS,
      })
    },
  }
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>
