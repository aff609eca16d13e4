import { randomInt } from 'node:crypto'
import { upcFromDigits } from '@counterpart/domain/pricing/catalog'

// A product's generated SKU and barcode, and telling which of them a unique index refused.

const SKU_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function randomSku(): string {
  let sku = ''
  for (let index = 0; index < 8; index += 1) sku += SKU_ALPHABET[randomInt(SKU_ALPHABET.length)]
  return sku
}

export function randomBarcode(): string {
  let digits = ''
  for (let index = 0; index < 11; index += 1) digits += String(randomInt(10))
  return upcFromDigits(digits)
}

/** A unique index refused the write (SQLite or PostgreSQL). */
export function uniqueViolationOf(error: unknown): 'barcode' | 'sku' | null {
  const { code, message, constraint } = (error ?? {}) as { code?: unknown; message?: unknown; constraint?: unknown }
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return null
  const text = `${String(constraint ?? '')} ${String(message ?? '')}`
  if (text.includes('barcode')) return 'barcode'
  if (text.includes('sku')) return 'sku'
  return null
}
