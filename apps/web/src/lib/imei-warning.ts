import { identifierProblem, imeiTac, normaliseIdentifier } from '@counterpart/domain/devices'

/**
 * What the buy-back and repair forms say under an IMEI field (issue 29 item 5): a 15-digit IMEI whose Luhn
 * check digit is wrong gets the domain's message and the IMEI with the right digit, to take in one click.
 * Anything else (empty, shorter, an MEID, a serial) gets nothing: the server accepts it by its kind.
 */
export function imeiWarning(typed: string): { message: string; suggested: string } | null {
  const value = normaliseIdentifier(typed)
  if (!/^\d{15}$/.test(value)) return null
  const problem = identifierProblem('imei', value)
  return problem?.field === 'check-digit' ? { message: problem.message, suggested: problem.suggested } : null
}

/** The TAC to suggest a model by: a full, valid IMEI's first 8 digits; null otherwise. */
export function tacToSuggest(typed: string): string | null {
  return imeiWarning(typed) === null ? imeiTac(typed) : null
}
