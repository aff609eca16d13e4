import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_ACCOUNT_MAX_ATTEMPTS, LOGIN_MAX_ATTEMPTS } from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import { SHOP_ADDRESS_INVALID } from '@counterpart/domain/schemas/settings'
import { ownerLicenceKey } from '../../platform/owner-licence.ts'
import { deviceCookieName } from './device-cookie.ts'
import { loginAccountKey } from './service.ts'
import { ADMIN, createStaff, createTestApp, type TestApp, testAppForFile, TestClient } from '../../../test/helpers.ts'
import { decodeQuotedPrintable, mailCatcherForFile, mailThrough } from '../../../test/mail-catcher.ts'

/** Issue 14 §2, §4 and §7: mailed links, sign-in throttling, sessions, reset-mail limits, public config. */
const mail = await mailCatcherForFile()
const test = await testAppForFile()
mailThrough(test, mail)
let clientCount = 0

/** A client at its own address, so the per-address limits of one test do not touch another. */
function freshClient(): TestClient {
  clientCount += 1
  return new TestClient(test.app, `10.14.${Math.floor(clientCount / 250)}.${clientCount % 250}`)
}

/** The admin signs in through the given Host header. */
function adminSignInAt(client: TestClient, host: string) {
  return client.request({ method: 'POST', url: '/api/login', payload: ADMIN, headers: { host } })
}

async function storedShopAddress(): Promise<string> {
  return (await test.services.settings.get()).general.app_url
}

/** Asks for a reset mail and answers the link of the mail that arrived, or null when none came. */
async function resetLink(email: string, headers: Record<string, string> = {}): Promise<string | null> {
  const before = mail.mails.length
  const answer = await freshClient().request({
    method: 'POST',
    url: '/api/password/email',
    payload: { email },
    headers,
  })
  expect(answer.statusCode).toBe(200)
  expect(answer.json()).toEqual({ message: MESSAGES.resetLinkSent })
  try {
    const received = await mail.waitForMail(before + 1, 1500)
    return /(\S+\/reset-password\/\S+)/.exec(decodeQuotedPrintable(received.raw))?.[1] ?? null
  } catch {
    return null
  }
}

async function resetRows(email: string): Promise<number> {
  const rows = await test.database.db.selectFrom('password_resets').select('id').where('email', '=', email).execute()
  return rows.length
}

describe('links in mail never follow the Host header (§2)', () => {
  it('sends no link while the shop address is unknown, whatever the Host says', async () => {
    await createStaff(test, { email: 'early@example.com' })
    expect(test.config.appUrl).toBe('')
    expect(await storedShopAddress()).toBe('')
    expect(await resetLink('early@example.com', { host: 'evil.example' })).toBeNull()
    expect(await resetRows('early@example.com')).toBe(0)
  })

  it("no sign-in stores the address it came from, the admin's first one neither: an admin sets it, audited", async () => {
    await createStaff(test, { email: 'first-staff@example.com' })
    const staff = freshClient()
    expect(
      (
        await staff.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'first-staff@example.com', password: 'password123' },
          headers: { host: 'evil.example' },
        })
      ).statusCode,
    ).toBe(200)
    expect(await storedShopAddress()).toBe('')
    const admin = freshClient()
    expect((await adminSignInAt(admin, 'evil.example')).statusCode).toBe(200)
    expect(await storedShopAddress()).toBe('')
    expect(await resetLink('first-staff@example.com', { host: 'evil.example' })).toBeNull()
    // The admin types it in General settings; the change is in the audit log.
    const general = (await admin.get('/api/settings')).json().general
    const saved = await admin.post('/api/setting-general-update', {
      ...general,
      phone: general.phone || '1',
      address_1: general.address_1 || 'A',
      app_url: 'http://Shop.Example.com:8443/',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await storedShopAddress()).toBe('http://shop.example.com:8443')
    const event = await test.database.db
      .selectFrom('audit_events')
      .select('changes')
      .where('entity', '=', 'settings')
      .where('entity_id', '=', 'general')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(event.changes).toContain('http://shop.example.com:8443')
  })

  it('a forged Host changes nothing in the mailed link, and the link resets the password', async () => {
    await createStaff(test, { email: 'target@example.com', password: 'old-password-1' })
    const link = await resetLink('target@example.com', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
    expect(link).toMatch(/^http:\/\/shop\.example\.com:8443\/reset-password\/[\w-]+\?email=target%40example\.com$/)
    expect(link).not.toContain('evil')
    const token = /reset-password\/([\w-]+)/.exec(link ?? '')?.[1]
    const reset = await freshClient().post('/api/password/reset', {
      token,
      email: 'target@example.com',
      password: 'new-password-2',
      password_confirmation: 'new-password-2',
    })
    expect(reset.statusCode).toBe(200)
  })

  it('General settings show and edit the address, refusing anything but an http(s) address', async () => {
    await createStaff(test, { email: 'general-admin@example.com', flags: ['generalSetting'] })
    const client = freshClient()
    expect((await client.login('general-admin@example.com', 'password123')).statusCode).toBe(200)
    const screen = (await client.get('/api/settings')).json()
    expect(screen.general.app_url).toBe('http://shop.example.com:8443')
    Object.assign(screen.general, { phone: '+1 555 0100', address_1: '1 Main Street' })
    for (const bad of [
      'javascript:alert(1)',
      'ftp://shop.example.com',
      'shop.example.com',
      'https://user@evil.example',
    ]) {
      const refused = await client.post('/api/setting-general-update', { ...screen.general, app_url: bad })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().errors.app_url).toEqual([SHOP_ADDRESS_INVALID])
    }
    const saved = await client.post('/api/setting-general-update', {
      ...screen.general,
      app_url: 'HTTPS://Shop.Example.com/counter/',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await storedShopAddress()).toBe('https://shop.example.com/counter')
    // A save without the field (an older client) keeps the address.
    const { app_url: _left, ...withoutAddress } = screen.general
    expect((await client.post('/api/setting-general-update', withoutAddress)).statusCode).toBe(200)
    expect(await storedShopAddress()).toBe('https://shop.example.com/counter')
    const link = await resetLink('target@example.com', { host: 'evil.example' })
    expect(link).toMatch(/^https:\/\/shop\.example\.com\/counter\/reset-password\//)
  })

  it('APP_URL, when set, comes before the stored address, and the settings screen is told so', async () => {
    await createStaff(test, { email: 'settings-reader@example.com', flags: ['generalSetting'] })
    const settingsReader = freshClient()
    expect((await settingsReader.login('settings-reader@example.com', 'password123')).statusCode).toBe(200)
    const before = (await settingsReader.get('/api/settings')).json()
    expect(before.configuredAppUrl).toBeNull()
    test.config.appUrl = 'https://configured.example'
    try {
      const link = await resetLink('target@example.com', { host: 'evil.example' })
      expect(link).toMatch(/^https:\/\/configured\.example\/reset-password\//)
      const screen = (await settingsReader.get('/api/settings')).json()
      expect(screen.configuredAppUrl).toBe('https://configured.example')
      // The stored address is still shown (and kept): it applies again once APP_URL is unset.
      expect(screen.general.app_url).toBe(before.general.app_url)
    } finally {
      test.config.appUrl = ''
    }
  })
})

describe('sign-in throttling (§4)', () => {
  it('lets at most 5 of 60 parallel wrong passwords reach the check, then refuses the right one', async () => {
    await createStaff(test, { email: 'victim@example.com', password: 'right-password-1' })
    const client = freshClient()
    await client.csrf()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => client.login('victim@example.com', `wrong-${index}`)),
    )
    const checked = answers.filter((answer) => answer.statusCode === 422).length
    const refused = answers.filter((answer) => answer.statusCode === 429).length
    expect(checked).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS)
    expect(checked + refused).toBe(60)
    const right = await client.login('victim@example.com', 'right-password-1')
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/)
  })

  it('one attempt at a time, the sixth is refused without a check, and the lock runs out', async () => {
    await createStaff(test, { email: 'slow@example.com', password: 'right-password-1' })
    const client = freshClient()
    for (let attempt = 1; attempt <= LOGIN_MAX_ATTEMPTS; attempt++) {
      expect((await client.login('slow@example.com', `wrong-${attempt}`)).statusCode).toBe(422)
    }
    expect((await client.login('slow@example.com', 'right-password-1')).statusCode).toBe(429)
    await test.database.db
      .updateTable('login_attempts')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('key', 'like', 'slow@example.com|%')
      .execute()
    expect((await client.login('slow@example.com', 'right-password-1')).statusCode).toBe(200)
  })
})

describe('sign-in throttling per account, whatever address the client claims', () => {
  // The worst deployment: TRUST_PROXY=true believes any X-Forwarded-For, so every guess can claim a new address.
  let proxied: TestApp
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: true })
  })
  afterAll(() => proxied.close())

  let forged = 0
  /** A sign-in from the same socket that claims a never-seen client address. */
  function loginFromForgedAddress(email: string, password: string) {
    forged += 1
    return new TestClient(proxied.app).request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': `198.51.${Math.floor(forged / 250)}.${forged % 250}` },
    })
  }

  it('a new X-Forwarded-For on every guess does not lift the account limit, and a colleague is not locked', async () => {
    await createStaff(proxied, { email: 'rotated@example.com', password: 'right-password-1' })
    await createStaff(proxied, { email: 'colleague@example.com', password: 'right-password-1' })
    for (let guess = 1; guess <= LOGIN_ACCOUNT_MAX_ATTEMPTS; guess++) {
      const answer = await loginFromForgedAddress('rotated@example.com', `wrong-${guess}`)
      expect(answer.statusCode, `guess ${guess}`).toBe(422)
    }
    const next = await loginFromForgedAddress('rotated@example.com', 'right-password-1')
    expect(next.statusCode).toBe(429)
    expect(next.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/)
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(60)
    // Another account behind the same address signs in as usual.
    expect((await loginFromForgedAddress('colleague@example.com', 'right-password-1')).statusCode).toBe(200)
    // Once the window has passed, the right password works again.
    await proxied.database.db
      .updateTable('rate_limits')
      .set({ window_start: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('key', '=', loginAccountKey('rotated@example.com'))
      .execute()
    expect((await loginFromForgedAddress('rotated@example.com', 'right-password-1')).statusCode).toBe(200)
  })

  it('of 60 parallel guesses from 60 claimed addresses, at most the account limit reach the check', async () => {
    await createStaff(proxied, { email: 'parallel@example.com', password: 'right-password-1' })
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => loginFromForgedAddress('parallel@example.com', `wrong-${index}`)),
    )
    const checked = answers.filter((answer) => answer.statusCode === 422).length
    expect(checked).toBeLessThanOrEqual(LOGIN_ACCOUNT_MAX_ATTEMPTS)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(60 - checked)
  })

  it('counts only failures: right passwords in between never lock the account', async () => {
    await createStaff(proxied, { email: 'busy-till@example.com', password: 'right-password-1' })
    for (let round = 0; round <= LOGIN_ACCOUNT_MAX_ATTEMPTS; round++) {
      const answer = await loginFromForgedAddress('busy-till@example.com', 'right-password-1')
      expect(answer.statusCode, `sign-in ${round + 1}`).toBe(200)
    }
    expect((await loginFromForgedAddress('busy-till@example.com', 'wrong')).statusCode).toBe(422)
    const counter = await proxied.database.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', loginAccountKey('busy-till@example.com'))
      .executeTakeFirstOrThrow()
    expect(counter.hits).toBe(1)
  })
})

// Each test checks some forty passwords (scrypt): slow on a busy two-core machine.
describe('a stranger cannot lock the holder out of their usual browser (device cookies)', { timeout: 90_000 }, () => {
  it('a lockout from elsewhere keeps new browsers out, lets the usual browser in, and mails the holder', async () => {
    await createStaff(test, { email: 'owner@example.com', password: 'right-password-1', name: 'Shop Owner' })
    const usual = freshClient()
    expect((await usual.login('owner@example.com', 'right-password-1')).statusCode).toBe(200)
    const cookie = [...usual.cookieNames()].find((name) => name.startsWith('cp_device_'))
    expect(cookie, 'the browser is given a device cookie').toBeDefined()
    await usual.post('/api/logout')

    const before = mail.mails.length
    // The attacker spreads the guesses over addresses, as a lockout attempt would.
    for (let guess = 1; guess <= LOGIN_ACCOUNT_MAX_ATTEMPTS; guess++) {
      expect((await freshClient().login('owner@example.com', `wrong-${guess}`)).statusCode, `guess ${guess}`).toBe(422)
    }
    const locked = await freshClient().login('owner@example.com', 'right-password-1')
    expect(locked.statusCode, 'a new browser is held to the account limit').toBe(429)

    // The usual browser, from its usual address, is not.
    const back = await usual.login('owner@example.com', 'right-password-1')
    expect(back.statusCode, back.body).toBe(200)
    expect((await usual.post('/api/pull-app-configuration')).json().autheried.email).toBe('owner@example.com')

    // The holder is told, once.
    const told = await mail.waitForMail(before + 1)
    expect(told.to).toEqual(['owner@example.com'])
    const text = decodeQuotedPrintable(told.raw)
    expect(text).toMatch(/sign-in to your account was blocked/)
    expect(text).toMatch(new RegExp(`wrong password for your account ${LOGIN_ACCOUNT_MAX_ATTEMPTS} times`))
    expect((await freshClient().login('owner@example.com', 'wrong-again')).statusCode).toBe(429)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.mails.length).toBe(before + 1)
  })

  it('a forged or borrowed device cookie counts for nothing, and a known browser still has its own limit', async () => {
    await createStaff(test, { email: 'device-owner@example.com', password: 'right-password-1' })
    await createStaff(test, { email: 'cookie-victim@example.com', password: 'right-password-1' })
    const browser = freshClient()
    expect((await browser.login('device-owner@example.com', 'right-password-1')).statusCode).toBe(200)
    const name = [...browser.cookieNames()].find((cookie) => cookie.startsWith('cp_device_')) as string
    const value = browser.cookie(name) as string
    // The cookie of one account is no use for another, and an altered one is no cookie at all.
    const before = mail.mails.length
    for (let guess = 1; guess <= LOGIN_ACCOUNT_MAX_ATTEMPTS; guess++) {
      await freshClient().login('cookie-victim@example.com', `wrong-${guess}`)
    }
    const borrowed = freshClient()
    borrowed.setCookie(deviceCookieName('cookie-victim@example.com'), value)
    expect((await borrowed.login('cookie-victim@example.com', 'right-password-1')).statusCode).toBe(429)
    // The first refusal tells the victim (and the tests after this one, which count mails, never see it).
    expect((await mail.waitForMail(before + 1)).to).toEqual(['cookie-victim@example.com'])
    const forged = freshClient()
    forged.setCookie(name, `${value.split('.')[0]}.${'A'.repeat(43)}`)
    expect((await forged.login('device-owner@example.com', 'wrong')).statusCode).toBe(422)
    // The known browser guessing wrong is locked after LOGIN_MAX_ATTEMPTS like any client.
    for (let guess = 1; guess <= LOGIN_MAX_ATTEMPTS; guess++) {
      expect((await browser.login('device-owner@example.com', `wrong-${guess}`)).statusCode).toBe(422)
    }
    expect((await browser.login('device-owner@example.com', 'right-password-1')).statusCode).toBe(429)
  })
})

describe('changing your own password (§4)', () => {
  it('ends your other sessions and keeps the current one', async () => {
    const id = await createStaff(test, { email: 'self@example.com', password: 'old-password-1', flags: ['userManage'] })
    const here = freshClient()
    const there = freshClient()
    expect((await here.login('self@example.com', 'old-password-1')).statusCode).toBe(200)
    expect((await there.login('self@example.com', 'old-password-1')).statusCode).toBe(200)
    expect((await there.get('/api/user')).statusCode).toBe(200)
    const changed = await here.patch(`/api/user/${id}`, { password: 'new-password-2' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await here.get('/api/user')).statusCode).toBe(200)
    expect((await there.get('/api/user')).statusCode).toBe(401)
  })

  it('an edit without a new password ends no session', async () => {
    const id = await createStaff(test, { email: 'rename@example.com', flags: ['userManage'] })
    const here = freshClient()
    const there = freshClient()
    await here.login('rename@example.com', 'password123')
    await there.login('rename@example.com', 'password123')
    expect((await here.patch(`/api/user/${id}`, { name: 'Renamed', password: '' })).statusCode).toBe(200)
    expect((await there.get('/api/user')).statusCode).toBe(200)
  })
})

describe('reset mail limits (§4)', () => {
  it('sends at most 5 mails an hour to one address; the 6th answer is the same and sends nothing', async () => {
    await createStaff(test, { email: 'flooded@example.com' })
    const before = mail.mails.length
    for (let index = 0; index < 5; index++) {
      expect(await resetLink('flooded@example.com')).toMatch(/reset-password/)
    }
    expect(mail.mails.length).toBe(before + 5)
    const sixth = await freshClient().post('/api/password/email', { email: 'flooded@example.com' })
    expect(sixth.statusCode).toBe(200)
    expect(sixth.json()).toEqual({ message: MESSAGES.resetLinkSent })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mail.mails.length).toBe(before + 5)
    expect(await resetRows('flooded@example.com')).toBe(5)
  })

  it('sends at most 5 an hour asked from one client address, whatever the addresses', async () => {
    const client = freshClient()
    const before = mail.mails.length
    for (let index = 0; index < 6; index++) {
      await createStaff(test, { email: `office${index}@example.com` })
      const answer = await client.post('/api/password/email', { email: `office${index}@example.com` })
      expect(answer.json()).toEqual({ message: MESSAGES.resetLinkSent })
    }
    await mail.waitForMail(before + 5)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mail.mails.length).toBe(before + 5)
    expect(await resetRows('office5@example.com')).toBe(0)
  })

  it('answers known and unknown addresses alike, in about the same time', async () => {
    await createStaff(test, { email: 'known@example.com' })
    const timings = { known: [] as number[], unknown: [] as number[] }
    const bodies = new Set<string>()
    for (let round = 0; round < 4; round++) {
      for (const kind of ['known', 'unknown'] as const) {
        const started = performance.now()
        const answer = await freshClient().post('/api/password/email', { email: `${kind}@example.com` })
        timings[kind].push(performance.now() - started)
        bodies.add(`${answer.statusCode} ${answer.body}`)
      }
    }
    expect([...bodies]).toEqual([`200 ${JSON.stringify({ message: MESSAGES.resetLinkSent })}`])
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(50)
  })
})

describe('pull-app-configuration (§7)', () => {
  it('tells an anonymous caller whether the vendor credit shows, never the licence string', async () => {
    test.config.licenseSecret = 'issue-14-secret'
    try {
      const key = ownerLicenceKey('Counterpart', test.config.licenseSecret)
      await test.services.settings.update((current) => ({
        ...current,
        general: { ...current.general, ownnerInfo: key },
      }))
      const unlocked = await new TestClient(test.app).post('/api/pull-app-configuration')
      expect(unlocked.statusCode).toBe(200)
      expect(unlocked.json().configs.vendorCredit).toBe(false)
      expect(unlocked.json().configs).not.toHaveProperty('ownnerInfo')
      expect(unlocked.json().configs).not.toHaveProperty('app_url')
      expect(unlocked.body).not.toContain(key)

      await test.services.settings.update((current) => ({
        ...current,
        general: { ...current.general, ownnerInfo: 'not-a-licence-but-private' },
      }))
      const locked = await new TestClient(test.app).post('/api/pull-app-configuration')
      expect(locked.json().configs.vendorCredit).toBe(true)
      expect(locked.body).not.toContain('not-a-licence-but-private')
    } finally {
      test.config.licenseSecret = ''
    }
  })

  it('a signed-in cashier reads the settings screen without the licence string', async () => {
    await createStaff(test, { email: 'till@example.com', flags: ['saleCreate'] })
    const cashier = freshClient()
    await cashier.login('till@example.com', 'password123')
    const screen = await cashier.get('/api/settings')
    expect(screen.statusCode).toBe(200)
    expect(screen.json().general.ownnerInfo).toBe('')
    expect(screen.body).not.toContain('not-a-licence-but-private')
  })
})
