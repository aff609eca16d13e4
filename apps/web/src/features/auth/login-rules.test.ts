import { loginSchema, type LoginInput } from '@counterpart/domain/schemas/auth'
import { describe, expect, it } from 'vitest'
import { checkLogin, type LoginErrors } from './login-rules.ts'

/** What the form showed with the schema: the first message of each field, and the parsed values. */
function bySchema(values: LoginInput): { data: LoginInput | null; errors: LoginErrors | null } {
  const parsed = loginSchema.safeParse(values)
  if (parsed.success) return { data: parsed.data, errors: null }
  const errors: LoginErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput
    errors[field] ??= issue.message
  }
  return { data: null, errors }
}

const EMAILS = [
  '',
  '   ',
  'admin@example.com',
  '  admin@example.com  ',
  'not-an-email',
  'a@b',
  'a@b.c',
  'first.last+tag@shop.example.co',
  '.dot@example.com',
  'two..dots@example.com',
  'dash-@example.com',
  "o'neil@example.com",
  'space in@example.com',
  'admin@-example.com',
  'admin@example.com.',
  'ünï@example.com',
  `${'a'.repeat(180)}@example.com`,
  `${'a'.repeat(179)}@example.com`,
  `${'a'.repeat(200)}`,
]

const PASSWORDS = ['', ' ', 'admin123', 'x'.repeat(200), 'x'.repeat(201)]

describe('the sign-in checks', () => {
  it.each(EMAILS)('judge the email %j as the login schema does', (email) => {
    expect(checkLogin({ email, password: 'admin123' })).toEqual(bySchema({ email, password: 'admin123' }))
  })

  it.each(PASSWORDS)('judge the password %j as the login schema does', (password) => {
    expect(checkLogin({ email: 'admin@example.com', password })).toEqual(
      bySchema({ email: 'admin@example.com', password }),
    )
  })

  it('name both empty fields, in the texts the staff know', () => {
    expect(checkLogin({ email: '', password: '' }).errors).toEqual({
      email: 'The Login field is required.',
      password: 'The Password field is required.',
    })
  })

  it('send the email without the spaces around it', () => {
    expect(checkLogin({ email: ' admin@example.com ', password: ' secret ' }).data).toEqual({
      email: 'admin@example.com',
      password: ' secret ',
    })
  })
})
