import type { LoginInput } from '@counterpart/domain/schemas/auth'
import { regexes } from 'zod/v4/core'

/**
 * The sign-in form's checks, with the texts of the domain's `loginSchema`. The sign-in page is what a
 * till downloads first, and zod with react-hook-form and its resolver would add about 40 KB gzipped to it
 * (issue #10), so this one form checks by hand. login-rules.test.ts holds it to the schema, input for input.
 */
export type LoginField = keyof LoginInput
export type LoginErrors = Partial<Record<LoginField, string>>

/** In the order of the form: the first field with an error takes the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password']

const EMAIL_MAX = 191
const PASSWORD_MAX = 200

/** The field's message, or undefined when it is valid. The email is judged trimmed, as the schema does. */
export function loginFieldError(field: LoginField, values: LoginInput): string | undefined {
  if (field === 'email') {
    const email = values.email.trim()
    if (email.length < 1) return 'The email field is required.'
    if (email.length > EMAIL_MAX) return `The email may not be greater than ${EMAIL_MAX} characters.`
    // The pattern z.email() applies, so the browser and the server agree on what an address is.
    if (!regexes.email.test(email)) return 'The email must be a valid email address.'
    return undefined
  }
  if (values.password.length < 1) return 'The password field is required.'
  if (values.password.length > PASSWORD_MAX) return `The password may not be greater than ${PASSWORD_MAX} characters.`
  return undefined
}

/** The values to send (the email trimmed), or the errors to show. */
export function checkLogin(
  values: LoginInput,
): { data: LoginInput; errors: null } | { data: null; errors: LoginErrors } {
  const errors: LoginErrors = {}
  for (const field of LOGIN_FIELDS) {
    const message = loginFieldError(field, values)
    if (message !== undefined) errors[field] = message
  }
  if (Object.keys(errors).length > 0) return { data: null, errors }
  return { data: { email: values.email.trim(), password: values.password }, errors: null }
}
