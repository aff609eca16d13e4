import { MESSAGES } from '@counterpart/domain/messages'

/** A failure the client should see, with its HTTP status. Everything else is a 500 with a generic text. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, message?: string) {
    super(422, message ?? Object.values(errors)[0]?.[0] ?? MESSAGES.invalidData, errors)
    this.name = 'ValidationError'
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] })
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super(401, MESSAGES.notSignedIn)
  }
}

export class ForbiddenError extends AppError {
  constructor() {
    super(403, MESSAGES.forbidden)
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.notFound) {
    super(404, message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message)
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message)
  }
}
