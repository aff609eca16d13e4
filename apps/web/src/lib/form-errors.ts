import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError } from './api-error.ts'

/** The first server message of each field of a 422 answer; empty for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422 || !error.errors) return {}
  const first: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0]
    if (message !== undefined) first[field] = message
  }
  return first
}

/**
 * Puts the first server message of each field (a 422 answer) under that field of the form.
 * Returns the messages of fields the form does not have (e.g. a reset `token`), for the page to show.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
): string[] {
  const known = new Set(Object.keys(form.getValues()))
  const leftovers: string[] = []
  let focused = false
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if (known.has(field)) {
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused })
      focused = true
    } else {
      leftovers.push(message)
    }
  }
  return leftovers
}
