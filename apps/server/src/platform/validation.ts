import type { z } from 'zod'
import { ValidationError } from './errors.ts'

/** Parses with a zod schema, turning its issues into a 422 with the first messages per field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new ValidationError(fieldErrors(parsed.error))
}

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'
    const message = issue.message
    ;(errors[field] ??= []).includes(message) || errors[field].push(message)
  }
  return errors
}
