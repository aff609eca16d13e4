/** The server's 422 messages by field name (the forms show the first of each). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>

/** Every failed call surfaces as one of these; `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors | undefined

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.'
