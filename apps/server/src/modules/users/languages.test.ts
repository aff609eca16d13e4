import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@counterpart/domain/settings'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'

/**
 * Issue 32 §3: each member of staff reads Counterpart in their own language, else the shop's; the API's
 * messages follow, and nobody sets another's.
 */
const { test, admin } = await adminAppForFile()

const GENERAL = { ...DEFAULT_SETTINGS.general, site_name: 'Souk Repair', phone: '+971 4 000 0000', address_1: 'Deira' }

async function shopLanguage(language: string): Promise<void> {
  const { ownnerInfo: _licence, app_url: _url, ...general } = GENERAL
  const response = await admin.post('/api/setting-general-update', { ...general, language })
  expect(response.statusCode).toBe(200)
}

async function staff(email: string): Promise<TestClient> {
  await createStaff(test, { email, flags: [] })
  const client = new TestClient(test.app)
  expect((await client.login(email, 'password123')).statusCode).toBe(200)
  return client
}

afterAll(async () => {
  await shopLanguage('en')
})

describe('languages: who reads what', () => {
  it('answers a user in their own language, and only they can set it', async () => {
    const cashier = await staff('layla@example.com')
    // No permission to list users: the spec's text, in English by default ...
    expect((await cashier.get('/api/user')).json()).toEqual({ message: '403 : You do not have permission to access !' })

    const saved = await cashier.patch('/api/me/language', { language: 'ar', id: 1 })
    expect(saved.statusCode).toBe(200)
    // The answer itself reads in the language just chosen.
    expect(saved.json()).toEqual({ message: 'تم حفظ اللغة !' })
    expect((await cashier.get('/api/user')).json()).toEqual({ message: '403 : ليس لديك صلاحية للوصول !' })
    const session = (await cashier.post('/api/pull-app-configuration')).json()
    expect(session.autheried.language).toBe('ar')

    // The body's id is not whose language changes: the admin still reads English.
    const adminSession = (await admin.post('/api/pull-app-configuration')).json()
    expect(adminSession.autheried.language).toBeNull()
    expect((await admin.get('/api/product/999999')).statusCode).toBe(404)

    // Back to the shop's language.
    expect((await cashier.patch('/api/me/language', { language: null })).json()).toEqual({
      message: 'Language saved !',
    })
  })

  it('refuses a language it does not ship, naming the field', async () => {
    const response = await admin.patch('/api/me/language', { language: 'de' })
    expectFieldErrors(response, { language: ['The selected Language is invalid.'] })
    const missing = await admin.patch('/api/me/language', {})
    expect(missing.statusCode).toBe(422)
  })

  it('answers in the shop language those who chose none, and visitors', async () => {
    await shopLanguage('fr')
    const cashier = await staff('marc@example.com')
    expect((await cashier.get('/api/user')).json()).toEqual({
      message: "403 : Vous n'avez pas l'autorisation d'accéder à cette page !",
    })
    const visitor = new TestClient(test.app)
    expect((await visitor.get('/api/user')).json()).toEqual({ message: 'Non authentifié.' })
    const configs = (await visitor.post('/api/pull-app-configuration')).json().configs
    expect(configs).toMatchObject({ language: 'fr', arabicDigits: 'latn' })

    // A save of the General settings without the language (the spec's own clients) keeps it.
    const { ownnerInfo: _licence, app_url: _url, language: _language, arabicDigits: _digits, ...spec } = GENERAL
    expect((await admin.post('/api/setting-general-update', spec)).statusCode).toBe(200)
    expect((await visitor.post('/api/pull-app-configuration')).json().configs.language).toBe('fr')

    const wrong = await admin.post('/api/setting-general-update', { ...spec, language: 'xx', arabicDigits: 'roman' })
    expect(wrong.statusCode).toBe(422)
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['arabicDigits', 'language'])
  })
})

describe('languages: a customer’s own', () => {
  it('keeps the language a customer prefers, refuses one it does not ship, and clears it', async () => {
    await shopLanguage('en')
    const created = await admin.post('/api/customer', { firstName: 'Amira', phone: '+971 50 000 0000', language: 'ar' })
    expect(created.statusCode).toBe(201)
    const id = created.json().customer?.id ?? created.json().id
    const read = async () => (await admin.get(`/api/customer/${id}`)).json()
    expect(JSON.stringify(await read())).toContain('"language":"ar"')

    expectFieldErrors(await admin.patch(`/api/customer/${id}`, { language: 'klingon' }), {
      language: ['The selected Preferred language is invalid.'],
    })
    expect((await admin.patch(`/api/customer/${id}`, { language: null })).statusCode).toBe(200)
    expect(JSON.stringify(await read())).toContain('"language":null')
  })
})
