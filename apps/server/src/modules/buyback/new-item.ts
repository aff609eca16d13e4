import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { upcFromDigits } from '@counterpart/domain/pricing/catalog'
import { BUYBACK_MESSAGES } from '@counterpart/domain/schemas/buyback'
import type { Database } from '../../db/schema.ts'
import { ValidationError } from '../../platform/errors.ts'
import { detectImage, reencodeImage } from '../../platform/uploads.ts'
import { barcodeTaken } from './repository.ts'

/** What a new item needs, whether bought through Buy From Customer or traded in at the counter. */

/**
 * The drawn signature arrives as a data URL; only a real PNG or JPEG inside it is kept, re-encoded. `field`:
 * where a refusal is keyed (the trade-in's is inside the sale).
 */
export async function decodeSignature(
  dataUrl: string,
  field = 'sign',
  message: string = BUYBACK_MESSAGES.signInvalid,
): Promise<{ buffer: Buffer; ext: 'png' | 'jpg' }> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const ext = detectImage(Buffer.from(base64, 'base64'))
  const buffer = ext ? await reencodeImage(Buffer.from(base64, 'base64'), ext) : null
  if (!ext || !buffer) throw ValidationError.field(field, message)
  return { buffer, ext }
}

/** A new item's in-store barcode, not yet taken. */
export async function newBarcode(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    // Number system 2 is kept for in-store codes, so these never look like a manufacturer's UPC.
    const digits = '2' + Array.from({ length: 10 }, () => randomInt(10)).join('')
    const code = upcFromDigits(digits)
    if (!(await barcodeTaken(trx, code))) return code
  }
}
