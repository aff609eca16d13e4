import { createHash, randomBytes } from 'node:crypto'

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Tokens are stored hashed, so a copy of the database does not hand out live sessions or reset links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
