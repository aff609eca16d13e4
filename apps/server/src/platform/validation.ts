import { tr } from '@counterpart/domain/i18n/translate'
import type { z } from 'zod'
import { ValidationError } from './errors.ts'

/** Parses with a zod schema, turning its issues into a 422 with the first messages per field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error))
  const field = fieldWithNul(parsed.data, [])
  // The platform knows no form's labels; the message sits under its field (the key names it).
  if (field !== null) throw ValidationError.field(field || 'body', tr('messages:server.invalidCharacter'))
  return parsed.data
}

/**
 * PostgreSQL text cannot hold a NUL character (it fails the whole statement), and no form needs one: any
 * accepted string that contains it is refused as a 422 on both databases. Answers the field's path, or null.
 */
function fieldWithNul(value: unknown, path: string[]): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Buffer)) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'
    const message = issue.message
    const messages = (errors[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  return errors
}
