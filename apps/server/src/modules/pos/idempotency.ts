import { tr } from '@counterpart/domain/i18n/translate'
import { createHash } from 'node:crypto'
import { POS_MESSAGES, type SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import { ConflictError, ValidationError } from '../../platform/errors.ts'

/** How long a retry may replay its first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/** A stable text of a JSON body (keys sorted), so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex')
}

/** The same key with a different body is refused: it is another sale, not a retry. */
export function assertSameRequest(storedHash: string, hash: string): void {
  if (storedHash !== hash)
    throw new ValidationError({ 'Idempotency-Key': [POS_MESSAGES.idempotencyReused] }, POS_MESSAGES.idempotencyReused)
}

/** The first answer to a retried sale; the same key with a different body is refused. */
export function replay(stored: { request_hash: string; response: string }, hash: string): SaleCreatedResponse {
  assertSameRequest(stored.request_hash, hash)
  if (!stored.response) throw new ConflictError(tr('messages:server.saleInProgress'))
  return JSON.parse(stored.response) as SaleCreatedResponse
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The till's client id when an Idempotency-Key is one (issue 18: a UUID the terminal gave the sale before
 * sending it), lower-cased as it is stored; null for any other key.
 */
export function clientSaleId(key: string | null): string | null {
  return key !== null && UUID.test(key) ? key.toLowerCase() : null
}
