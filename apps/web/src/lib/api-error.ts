import { tr } from '@counterpart/domain/i18n/translate'

/** The server's 422 messages by field name (the forms show the first of each). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>

/** A translation key written whole ('common:errors.network'), as the web's own messages are given. */
const WHOLE_KEY = /^[a-z][\w-]*:[\w.-]+$/

/**
 * Every failed call surfaces as one of these; `status` 0 means the server could not be reached. The
 * server's messages arrive in the reader's language already; a message of the web's own is given as its
 * key and read here, in the language of the moment.
 */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors | undefined

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(WHOLE_KEY.test(message) ? tr(message) : message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The key of what a call says when the server could not be reached (ApiError reads it as text). */
export const NETWORK_ERROR_MESSAGE = 'common:errors.network'
