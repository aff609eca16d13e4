import { randomBytes, scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_COST, hashCostFor, hashPassword, verifyPassword } from './passwords.ts'

describe('password hashes', () => {
  it('cost the production N=16384 in the running app, whatever else is set; only the test runner hashes cheaper', () => {
    expect(hashCostFor({})).toEqual(PRODUCTION_COST)
    expect(hashCostFor({ NODE_ENV: 'test', VITEST: 'false' })).toMatchObject({ N: 16384, r: 8, p: 1 })
    expect(hashCostFor({ VITEST: 'true' }).N).toBeLessThan(PRODUCTION_COST.N)
  })

  it('verify a hash the running app made at the production cost, and refuse a wrong password against it', async () => {
    const salt = randomBytes(16)
    const key = scryptSync('correct horse', salt, 64, PRODUCTION_COST)
    const stored = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horsf', stored)).toBe(false)
  })

  it('record their own cost, salt each hash and verify only the password they were made from', async () => {
    const first = await hashPassword('s3cret')
    const second = await hashPassword('s3cret')
    expect(first).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(second).not.toBe(first)
    expect(await verifyPassword('s3cret', first)).toBe(true)
    expect(await verifyPassword('S3cret', first)).toBe(false)
    expect(await verifyPassword('s3cret', 'bcrypt$10$abc')).toBe(false)
  })
})
