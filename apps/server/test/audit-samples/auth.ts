import { ADMIN, createStaff, signedInAdmin, TestClient, type TestApp } from '../helpers.ts'
import { hashToken } from '../../src/platform/tokens.ts'
import { nowIso, isoInMs } from '../../src/platform/time.ts'
import type { AuditSamples } from './types.ts'

let clients = 0
/** A client of its own address: the sign-in and reset-mail limits of one sample never touch another. */
function freshClient(test: TestApp): TestClient {
  clients += 1
  return new TestClient(test.app, `10.19.1.${clients}`)
}

/** The auth module's mutating routes, one successful call each (see types.ts). */
export const authSamples: AuditSamples = {
  'POST /login': {
    entity: 'user',
    call: ({ test }) => freshClient(test).login(ADMIN.email, ADMIN.password),
  },
  'POST /logout': {
    entity: 'user',
    // A session of its own: the walk's admin stays signed in for the samples after this one.
    call: async ({ test }) => (await signedInAdmin(test.app)).post('/api/logout'),
  },
  'POST /password/email': {
    entity: 'user',
    call: ({ test }) => freshClient(test).post('/api/password/email', { email: 'nobody.audit@example.com' }),
  },
  'POST /password/reset': {
    entity: 'user',
    call: async ({ test }) => {
      const email = 'reset.audit@example.com'
      await createStaff(test, { email })
      const token = 'audit-walk-reset-token-0123456789abcdef'
      await test.database.db
        .insertInto('password_resets')
        .values({
          email,
          token_hash: hashToken(token),
          created_at: nowIso(),
          expires_at: isoInMs(60_000),
          used_at: null,
        })
        .execute()
      return freshClient(test).post('/api/password/reset', {
        token,
        email,
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      })
    },
  },
}
