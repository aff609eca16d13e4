import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto'

/**
 * License keys: '@' + the shop's host name, encrypted with AES-256-GCM under a key derived from the
 * deployment's shared secret (LICENSE_SECRET). The check runs on the server, so the secret never
 * reaches a browser; GCM's tag makes any altered or made-up key fail.
 */
const SALT = 'counterpart-license-v1'
const keys = new Map<string, Buffer>()

function keyOf(secret: string): Buffer {
  let key = keys.get(secret)
  if (!key) {
    key = scryptSync(secret, SALT, 32)
    keys.set(secret, key)
  }
  return key
}

/** The host a license is for: lower case, without port or trailing dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '')
}

export function createLicenseKey(host: string, secret: string): string {
  if (!secret) throw new Error('LICENSE_SECRET is not set')
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(`@${normaliseHost(host)}`, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** Valid only when the key decrypts to '@' + the host the browser used. */
export function isValidLicense(key: string, host: string, secret: string): boolean {
  if (!secret) return false
  const raw = Buffer.from(key.trim(), 'base64url')
  if (raw.length < 12 + 16 + 2) return false
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    return text === `@${normaliseHost(host)}`
  } catch {
    return false
  }
}
