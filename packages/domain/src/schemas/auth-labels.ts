/**
 * The sign-in screens' labels, apart from the schemas in auth.ts: the sign-in page checks its two fields
 * without zod (login-rules.ts in the web app) and must not pull zod into the till's first download.
 */

/** The Login screen's fields: Login (the email) and Password (spec 000 §2). */
export const LOGIN_LABELS = { email: 'Login', password: 'Password' } as const
/** Forget Password's one field. */
export const PASSWORD_EMAIL_LABELS = { email: 'Email' } as const
/** Reset Password's fields; the token comes from the link. */
export const PASSWORD_RESET_LABELS = {
  token: 'Reset link',
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Password Confirmation',
} as const
