import { describe, expect, it } from 'vitest'
import { PERMISSION_FLAGS } from '../permissions.ts'
import { createUserSchema, editUserSchema, pickFlags } from './users.ts'

const valid = { name: 'Casey', email: 'Casey@Example.com ', password: 'password123', roleName: 'Cashier' }

describe('createUserSchema', () => {
  it('turns every switch off unless it is sent on', () => {
    const parsed = createUserSchema.parse({ ...valid, saleList: true, saleCreate: 1, reports: '0' })
    expect(parsed.saleList).toBe(true)
    expect(parsed.saleCreate).toBe(true)
    expect(parsed.reports).toBe(false)
    expect(PERMISSION_FLAGS.filter((flag) => parsed[flag])).toEqual(['saleList', 'saleCreate'])
  })

  it('drops permission names it does not know, and isAdmin', () => {
    const parsed = createUserSchema.parse({ ...valid, superPower: true, isAdmin: true })
    expect(parsed).not.toHaveProperty('superPower')
    expect(parsed).not.toHaveProperty('isAdmin')
  })

  it('asks for a password of at least 8 characters', () => {
    const result = createUserSchema.safeParse({ ...valid, password: '1234567' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'The Password must be at least 8 characters.',
    })
  })

  it('trims the email and checks it', () => {
    expect(createUserSchema.parse(valid).email).toBe('Casey@Example.com')
    expect(createUserSchema.safeParse({ ...valid, email: 'casey' }).error?.issues[0]?.message).toBe(
      'The Email must be a valid email address.',
    )
  })
})

describe('editUserSchema', () => {
  it('treats a blank or missing password as "keep the old one"', () => {
    expect(editUserSchema.parse({ password: '' }).password).toBeUndefined()
    expect(editUserSchema.parse({ password: null }).password).toBeUndefined()
    expect(editUserSchema.parse({}).password).toBeUndefined()
    expect(editUserSchema.parse({ password: 'new-password' }).password).toBe('new-password')
    expect(editUserSchema.safeParse({ password: 'short' }).success).toBe(false)
  })

  it('leaves out the switches that were not sent', () => {
    const parsed = editUserSchema.parse({ userManage: false, backups: 'true', madeUp: true })
    expect(pickFlags(parsed)).toEqual({ userManage: false, backups: true })
  })
})
