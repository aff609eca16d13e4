import type { IncomingHttpHeaders } from 'node:http'
import { LEGACY_TILL_HEADER, TILL_HEADER, TILL_REQUIRED } from '@counterpart/domain/schemas/till-terminal'
import { tillHeaderSchema } from '@counterpart/domain/schemas/tills'
import { ValidationError } from './errors.ts'
import { parseWith } from './validation.ts'

/**
 * What a route needs of the till its request comes from (`route({ till })`): `optional`, the till or null
 * when the request names none (a sale, a refund, a payment: a back office has no till); `required`, a till
 * (an offline sale always comes from one).
 */
export type TillNeed = 'optional' | 'required'

/** The till header's raw value; a tab opened before the till's rename (issue 27) still sends the old name. */
export function tillHeaderValue(headers: IncomingHttpHeaders): string | string[] | undefined {
  return headers[TILL_HEADER] ?? headers[LEGACY_TILL_HEADER]
}

/**
 * The till a request names in its header, for a route that declares `till`: null when it names none
 * (a 422 on `till` when it is required), a 422 on `till` when the header is not a till's id. Whether such a
 * till exists is the tills service's to say, inside the request's work.
 */
export function tillOfRequest(headers: IncomingHttpHeaders, need: TillNeed): number | null {
  const till = parseWith(tillHeaderSchema, { till: tillHeaderValue(headers) }).till
  if (till === null && need === 'required') throw ValidationError.field('till', TILL_REQUIRED)
  return till
}
