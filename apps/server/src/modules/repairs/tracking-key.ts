import { randomInt } from 'node:crypto'
import { TRACKING_KEY_LENGTH } from '@counterpart/domain/schemas/repairs'

// No 0/O, 1/I/L: a customer reads the key off a receipt and types it.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * A tracking key: 12 characters from a 31-letter alphabet drawn with the CSPRNG, about 59 bits. With the
 * per-address rate limit on tracking, guessing a live key by trying is out of reach; the row id, which
 * anyone could count up, is never used.
 */
export function newTrackingKey(): string {
  let key = ''
  for (let index = 0; index < TRACKING_KEY_LENGTH; index += 1) key += ALPHABET[randomInt(ALPHABET.length)]
  return key
}

/** Keys are printed in capitals; a visitor may type them in any case and with spaces around. */
export function normaliseTrackingKey(input: string): string {
  return input.trim().toUpperCase()
}
