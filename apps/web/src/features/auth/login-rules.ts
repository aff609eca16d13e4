import { LOGIN_LABELS } from '@counterpart/domain/schemas/auth-labels'
import type { LoginInput } from '@counterpart/domain/schemas/auth'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
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
    if (email.length < 1) return FIELD_MESSAGES.required(LOGIN_LABELS.email)
    if (email.length > EMAIL_MAX) return FIELD_MESSAGES.maxChars(LOGIN_LABELS.email, EMAIL_MAX)
    // The pattern z.email() applies, so the browser and the server agree on what an address is.
    if (!regexes.email.test(email)) return FIELD_MESSAGES.email(LOGIN_LABELS.email)
    return undefined
  }
  if (values.password.length < 1) return FIELD_MESSAGES.required(LOGIN_LABELS.password)
  if (values.password.length > PASSWORD_MAX) return FIELD_MESSAGES.maxChars(LOGIN_LABELS.password, PASSWORD_MAX)
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
