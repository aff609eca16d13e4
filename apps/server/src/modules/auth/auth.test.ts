import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@counterpart/domain/messages'
import { hashToken } from '../../platform/tokens.ts'
import { ADMIN, createStaff, signedInAdmin, testAppForFile, TestClient } from '../../../test/helpers.ts'
import { decodeQuotedPrintable, mailCatcherForFile, mailThrough } from '../../../test/mail-catcher.ts'

const mail = await mailCatcherForFile()
// Mailed links need the shop's own address (APP_URL or General settings): no sign-in supplies it (issue 34).
const test = await testAppForFile({ appUrl: 'http://shop.example' })
mailThrough(test, mail)

/** Sends the reset form: the new password typed twice (`confirmation` the second time, when given). */
function resetPassword(
  client: TestClient,
  token: string | undefined,
  email: string,
  password: string,
  confirmation = password,
) {
  return client.post('/api/password/reset', { token, email, password, password_confirmation: confirmation })
}

describe('CSRF', () => {
  it('issues a readable XSRF-TOKEN cookie', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' })
    expect(response.statusCode).toBe(204)
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN')
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/)
    expect(cookie?.httpOnly).toBeFalsy()
  })

  it('refuses a sign-in without the CSRF header with 419 and signs nobody in', async () => {
    const client = new TestClient(test.app)
    const response = await client.request({ method: 'POST', url: '/api/login', payload: ADMIN, csrf: false })
    expect(response.statusCode).toBe(419)
    expect(response.json()).toEqual({ message: MESSAGES.csrfMismatch })
    expect(client.cookie('counterpart_session')).toBeUndefined()
  })

  it('refuses a header that does not match the cookie', async () => {
    const client = new TestClient(test.app)
    await client.csrf()
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: ADMIN,
      csrf: false,
      headers: { 'x-xsrf-token': 'forged-token-forged-token' },
    })
    expect(response.statusCode).toBe(419)
  })
})

describe('sign-in', () => {
  it('signs the admin in and returns the user with every gate', async () => {
    const client = new TestClient(test.app)
    const response = await client.login(ADMIN.email, ADMIN.password)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Logged in successfully !' })
    const session = response.cookies.find((c) => c.name === 'counterpart_session')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')

    const config = (await client.post('/api/pull-app-configuration')).json()
    expect(config.autheried).toMatchObject({ id: 1, email: ADMIN.email, roleName: 'Administrator', isAdmin: true })
    expect(config.actions.userManage).toBe(true)
    expect(config.actions.termsSetting).toBe(true)
    expect(config.configs.site_name).toBe('Counterpart')
    expect(config.configs.currency).toEqual({ symbol: '$', symbolOnLeft: true, spaceBetweenAmountAndSymbol: false })
  })

  it('accepts the email in any letter case', async () => {
    const response = await new TestClient(test.app).login('ADMIN@Example.com', ADMIN.password)
    expect(response.statusCode).toBe(200)
  })

  it('never sends the mail password to the browser', async () => {
    const config = (await new TestClient(test.app).post('/api/pull-app-configuration')).json()
    expect(config.autheried).toBeNull()
    expect(config.actions).toBeNull()
    expect(JSON.stringify(config)).not.toContain('mail_password')
  })

  it('answers a wrong password with a 422 under email', async () => {
    const response = await new TestClient(test.app, '10.0.0.1').login(ADMIN.email, 'wrong-password')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.email).toEqual([MESSAGES.badCredentials])
  })

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await new TestClient(test.app, '10.0.0.2').login('nobody@example.com', 'whatever')
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ message: MESSAGES.badCredentials, errors: { email: [MESSAGES.badCredentials] } })
  })

  it('names each missing, empty, too long or wrong-typed field', async () => {
    const client = new TestClient(test.app)
    const empty = (await client.post('/api/login', {})).json()
    expect(empty.errors).toEqual({
      email: ['The Login field is required.'],
      password: ['The Password field is required.'],
    })
    const blank = (await client.post('/api/login', { email: '  ', password: '' })).json()
    expect(blank.errors.email).toEqual(['The Login field is required.'])
    expect(blank.errors.password).toEqual(['The Password field is required.'])
    const wrongType = await client.post('/api/login', { email: 42, password: ['x'] })
    expect(wrongType.statusCode).toBe(422)
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(['email', 'password'])
    const long = (await client.post('/api/login', { email: `${'a'.repeat(200)}@example.com`, password: 'x' })).json()
    expect(long.errors.email).toEqual(['The Login may not be greater than 191 characters.'])
    const invalid = (await client.post('/api/login', { email: 'not-an-email', password: 'x' })).json()
    expect(invalid.errors.email).toEqual(['The Login must be a valid email address.'])
  })

  it('locks an email and address pair for a minute after 5 failures, even for the right password', async () => {
    const client = new TestClient(test.app, '10.0.0.9')
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.login(ADMIN.email, `wrong-${attempt}`)).statusCode).toBe(422)
    }
    const locked = await client.login(ADMIN.email, ADMIN.password)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toMatch(/^Too many login attempts\. Please try again in (59|60) seconds\.$/)
    expect(locked.headers['retry-after']).toBeDefined()
    // Somebody else at another address is not locked out by it.
    expect((await new TestClient(test.app, '10.0.0.10').login(ADMIN.email, ADMIN.password)).statusCode).toBe(200)
    // Once the minute is over the right password works again.
    await test.database.db
      .updateTable('login_attempts')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect((await client.login(ADMIN.email, ADMIN.password)).statusCode).toBe(200)
  })
})

describe('session', () => {
  it('logs out and then refuses the old session with 401', async () => {
    const client = await signedInAdmin(test.app)
    const stolenCookie = client.cookie('counterpart_session') as string
    expect((await client.get('/api/user')).statusCode).toBe(200)
    expect((await client.post('/api/logout')).json()).toEqual({ message: 'Logged out successfully !' })
    expect((await client.get('/api/user')).statusCode).toBe(401)
    const replay = new TestClient(test.app)
    replay.setCookie('counterpart_session', stolenCookie)
    expect((await replay.get('/api/user')).statusCode).toBe(401)
  })

  it('refuses an expired session with 401', async () => {
    const client = await signedInAdmin(test.app)
    const id = hashToken(client.cookie('counterpart_session') as string)
    await test.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute()
    const response = await client.get('/api/user')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn })
  })

  it('refuses a made-up session cookie with 401', async () => {
    const client = new TestClient(test.app)
    client.setCookie('counterpart_session', 'x'.repeat(43))
    expect((await client.get('/api/user')).statusCode).toBe(401)
  })

  it('answers 403 with the spec text when the gate is off', async () => {
    await createStaff(test, { email: 'cashier@example.com', flags: ['saleCreate'] })
    const client = new TestClient(test.app)
    expect((await client.login('cashier@example.com', 'password123')).statusCode).toBe(200)
    const response = await client.get('/api/user')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: '403 : You do not have permission to access !' })
  })

  it('applies a permission change on the very next request', async () => {
    const id = await createStaff(test, { email: 'promoted@example.com', flags: [] })
    const client = new TestClient(test.app)
    await client.login('promoted@example.com', 'password123')
    expect((await client.get('/api/user')).statusCode).toBe(403)
    await test.database.db.updateTable('users').set({ userManage: 1 }).where('id', '=', id).execute()
    expect((await client.get('/api/user')).statusCode).toBe(200)
  })
})

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    await createStaff(test, { email: 'forgetful@example.com', password: 'old-password-1' })
    const before = mail.mails.length
    const client = new TestClient(test.app)
    const answer = await client.post('/api/password/email', { email: 'forgetful@example.com' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ message: MESSAGES.resetLinkSent })

    const received = await mail.waitForMail(before + 1)
    expect(received.to).toEqual(['forgetful@example.com'])
    const text = decodeQuotedPrintable(received.raw)
    const match = /\/reset-password\/([\w-]+)\?email=/.exec(text)
    expect(match).not.toBeNull()
    const token = match?.[1] as string

    const mismatch = await resetPassword(client, token, 'forgetful@example.com', 'new-password-2', 'something-else')
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors.password).toEqual(['The Password Confirmation does not match the Password.'])

    const reset = {
      token,
      email: 'forgetful@example.com',
      password: 'new-password-2',
      password_confirmation: 'new-password-2',
    }
    const done = await client.post('/api/password/reset', reset)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ message: MESSAGES.passwordReset })
    expect((await new TestClient(test.app).login('forgetful@example.com', 'new-password-2')).statusCode).toBe(200)
    expect(
      (await new TestClient(test.app, '10.0.1.1').login('forgetful@example.com', 'old-password-1')).statusCode,
    ).toBe(422)

    const again = await client.post('/api/password/reset', {
      ...reset,
      password: 'third-password',
      password_confirmation: 'third-password',
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.email).toEqual([MESSAGES.invalidResetToken])
  })

  it('gives an unknown address the same answer and sends nothing', async () => {
    const before = mail.mails.length
    const answer = await new TestClient(test.app).post('/api/password/email', { email: 'stranger@example.com' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ message: MESSAGES.resetLinkSent })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.mails.length).toBe(before)
  })

  it('refuses an expired token and a short password', async () => {
    await createStaff(test, { email: 'late@example.com' })
    const before = mail.mails.length
    await new TestClient(test.app).post('/api/password/email', { email: 'late@example.com' })
    const token = /\/reset-password\/([\w-]+)/.exec(
      decodeQuotedPrintable((await mail.waitForMail(before + 1)).raw),
    )?.[1]
    const client = new TestClient(test.app)
    const short = await resetPassword(client, token, 'late@example.com', 'short')
    expect(short.json().errors.password).toEqual(['The Password must be at least 8 characters.'])
    await test.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.com')
      .execute()
    const expired = await resetPassword(client, token, 'late@example.com', 'long-enough-1')
    expect(expired.statusCode).toBe(422)
    expect(expired.json().errors.email).toEqual([MESSAGES.invalidResetToken])
  })
})
