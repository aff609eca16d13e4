/**
 * The sign-in screens' labels, apart from the schemas in auth.ts: the sign-in page checks its two fields
 * without zod (login-rules.ts in the web app) and must not pull zod into the till's first download.
 */
import { tr } from '../i18n/translate.ts'

/** The Login screen's fields: Login (the email) and Password (spec 000 §2). */
export const LOGIN_LABELS = {
  get email() {
    return tr('fields:auth.login.email')
  },
  get password() {
    return tr('fields:auth.login.password')
  },
}
/** Forget Password's one field. */
export const PASSWORD_EMAIL_LABELS = {
  get email() {
    return tr('fields:auth.passwordEmail.email')
  },
}
/** Reset Password's fields; the token comes from the link. */
export const PASSWORD_RESET_LABELS = {
  get token() {
    return tr('fields:auth.passwordReset.token')
  },
  get email() {
    return tr('fields:auth.passwordReset.email')
  },
  get password() {
    return tr('fields:auth.passwordReset.password')
  },
  get password_confirmation() {
    return tr('fields:auth.passwordReset.password_confirmation')
  },
}
