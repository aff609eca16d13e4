import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { requiredEmail, says } from './fields.ts'
import './zod-messages.ts'
import { LOGIN_LABELS, PASSWORD_EMAIL_LABELS, PASSWORD_RESET_LABELS } from './auth-labels.ts'
import { CHECK_MESSAGES } from './check-messages.ts'

const password = (label: string) =>
  z
    .string({ error: () => FIELD_MESSAGES.required(label) })
    .min(
      1,
      says(() => FIELD_MESSAGES.required(label)),
    )
    .max(
      200,
      says(() => FIELD_MESSAGES.maxChars(label, 200)),
    )

export const loginSchema = z.object({
  email: requiredEmail(LOGIN_LABELS.email),
  password: password(LOGIN_LABELS.password),
})
export type LoginInput = z.infer<typeof loginSchema>

export const passwordEmailSchema = z.object({ email: requiredEmail(PASSWORD_EMAIL_LABELS.email) })
export type PasswordEmailInput = z.infer<typeof passwordEmailSchema>

const R = PASSWORD_RESET_LABELS

export const passwordResetSchema = z
  .object({
    token: z
      .string({ error: () => FIELD_MESSAGES.required(R.token) })
      .min(
        1,
        says(() => FIELD_MESSAGES.required(R.token)),
      )
      .max(
        200,
        says(() => FIELD_MESSAGES.maxChars(R.token, 200)),
      ),
    email: requiredEmail(R.email),
    password: password(R.password).min(
      PASSWORD_MIN_LENGTH,
      says(() => CHECK_MESSAGES.minChars(R.password, PASSWORD_MIN_LENGTH)),
    ),
    password_confirmation: z.string({ error: () => FIELD_MESSAGES.required(R.password_confirmation) }).max(
      200,
      says(() => FIELD_MESSAGES.maxChars(R.password_confirmation, 200)),
    ),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password'],
    error: () => CHECK_MESSAGES.confirmationMismatch(R.password_confirmation, R.password),
  })
export type PasswordResetInput = z.infer<typeof passwordResetSchema>
