import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
const MAX_MEMORY = 64 * 1024 * 1024
/** What every hash made by the running app costs: about 50 ms of a core. */
export const PRODUCTION_COST = { N: 16384, r: 8, p: 1, maxmem: MAX_MEMORY } satisfies ScryptOptions
/**
 * Under vitest the API tests hash about 600 passwords per database on a two-core machine; at the production cost
 * that is half a minute of CPU per pass spent on hashing alone. The hash records its own cost, so verifying works the same
 * whatever made it, and `passwords.test.ts` holds the app outside vitest to the production cost.
 */
const TEST_COST = { N: 1024, r: 8, p: 1, maxmem: MAX_MEMORY } satisfies ScryptOptions

export function hashCostFor(env: NodeJS.ProcessEnv): ScryptOptions {
  return env.VITEST === 'true' ? TEST_COST : PRODUCTION_COST
}
const COST = hashCostFor(process.env)

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$')
  if (scheme !== 'scrypt' || !saltText || !keyText) return false
  const expected = Buffer.from(keyText, 'base64')
  const key = await derive(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

// Checking a password for an unknown email against this keeps the answer time the same as for a known one.
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'))
  return decoyHash
}
