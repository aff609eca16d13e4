import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import './zod-messages.ts'

const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(191, 'The email may not be greater than 191 characters.')
  .pipe(z.email('The email must be a valid email address.'))

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(200, 'The password may not be greater than 200 characters.'),
})
export type LoginInput = z.infer<typeof loginSchema>

export const passwordEmailSchema = z.object({ email })
export type PasswordEmailInput = z.infer<typeof passwordEmailSchema>

export const passwordResetSchema = z
  .object({
    token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.').max(200),
    email,
    password: z
      .string({ error: 'The password field is required.' })
      .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(200, 'The password may not be greater than 200 characters.'),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }).max(200),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match.',
  })
export type PasswordResetInput = z.infer<typeof passwordResetSchema>
