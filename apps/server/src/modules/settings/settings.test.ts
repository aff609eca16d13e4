import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@counterpart/domain/settings'
import {
  adminAppForFile,
  createStaff,
  createTestApp,
  signedInAdmin,
  type TestApp,
  TestClient,
  expectFieldErrors,
} from '../../../test/helpers.ts'
import { fileForm, TINY_PNG } from '../../../test/form-data.ts'
import { uploadedFiles, withUpdatesRefused } from '../../../test/failing-saves.ts'
import { mailCatcherForFile } from '../../../test/mail-catcher.ts'

const mail = await mailCatcherForFile()
const { test, admin } = await adminAppForFile()

const general = {
  site_name: 'Fix & Sell',
  phone: '+1 555 0100',
  address_1: '1 Main Street',
  address_2: '',
  address_3: '',
  logoWidth: 150,
  logoHight: 50,
  dateFormat: 'Y-m-d',
  symbol: '€',
  symbolOnLeft: false,
  spaceBetweenAmountAndSymbol: true,
  rtl: true,
  theme: true,
  volume: 7,
  ownnerInfo: '',
  timezone: 'Europe/Berlin',
}

const mailSettings = {
  from_email: 'shop@example.com',
  reply_email: 'help@example.com',
  mail_driver: 'smtp',
  mail_encryption: 'null',
  mail_host: '127.0.0.1',
  mail_port: 2525,
  mail_user: 'shop',
  mail_password: 's3cret-pass',
}

const pos = { ...DEFAULT_SETTINGS.pos, posProductsLimit: 40, defaultTaxRate: 7.5, productSkin: 'info' }
const bill = { ...DEFAULT_SETTINGS.bill, billItemFontSize: 14, billHrFontSize: 11, billtextFlow: 'text-right' }

async function configs() {
  return (await admin.post('/api/pull-app-configuration')).json().configs
}

async function screen(client = admin) {
  return (await client.get('/api/settings')).json()
}

const PNG = TINY_PNG

describe('general settings', () => {
  it('saves every field, answers {updated, message} and the app configuration follows', async () => {
    const before = (await screen()).updated_at as string
    const response = await admin.post('/api/setting-general-update', general)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ updated: true, message: 'General settings updated successfully !' })

    const config = await configs()
    expect(config).toMatchObject({ site_name: 'Fix & Sell', dateFormat: 'Y-m-d', rtl: true, theme: true, volume: 7 })
    expect(config.timezone).toBe('Europe/Berlin')
    expect(config.currency).toEqual({ symbol: '€', symbolOnLeft: false, spaceBetweenAmountAndSymbol: true })
    const after = await screen()
    // No sign-in stores the address it came from (issue 34 §5): a save without app_url keeps it empty.
    expect(after.general).toEqual({ ...general, app_url: '', language: 'en', arabicDigits: 'latn' })
    expect(after.updated_at > before).toBe(true)
  })

  it('accepts each of the twelve date formats and refuses any other', async () => {
    for (const dateFormat of ['d-m-Y', 'Y-m-d', 'd/m/Y h:i A', 'l, d F Y', 'F j, Y g:i a']) {
      expect((await admin.post('/api/setting-general-update', { ...general, dateFormat })).statusCode).toBe(200)
    }
    const response = await admin.post('/api/setting-general-update', { ...general, dateFormat: 'Y/d/m' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.dateFormat).toEqual(['The selected Date format is invalid.'])
    expect((await configs()).dateFormat).toBe('F j, Y g:i a')
  })

  it('refuses a volume outside 0-10, blank required fields and an unknown time zone, changing nothing', async () => {
    await admin.post('/api/setting-general-update', general)
    const response = await admin.post('/api/setting-general-update', {
      ...general,
      volume: 11,
      site_name: '  ',
      symbol: '',
      logoWidth: 5,
      timezone: 'Mars/Olympus',
      rtl: 'yes',
    })
    expectFieldErrors(response, {
      volume: ['The Notification volume must be between 0 and 10.'],
      site_name: ['The Site name field is required.'],
      symbol: ['The Currency symbol field is required.'],
      logoWidth: ['The Logo width must be between 10 and 1000.'],
      timezone: ['The selected Shop time zone is invalid.'],
      rtl: ['The Right to left (RTL) field must be true or false.'],
    })
    expect((await screen()).general).toEqual({ ...general, app_url: '', language: 'en', arabicDigits: 'latn' })
    expect((await admin.post('/api/setting-general-update', { ...general, volume: -1 })).statusCode).toBe(422)
    expect((await admin.post('/api/setting-general-update', { ...general, volume: 2.5 })).json().errors.volume).toEqual(
      ['The Notification volume must be an integer.'],
    )
  })

  it('lets the shop follow the server time zone with a blank one', async () => {
    await admin.post('/api/setting-general-update', { ...general, timezone: '' })
    expect((await configs()).timezone).toBe(test.config.timezone)
  })
})

describe('mail settings', () => {
  it('never returns the password, and a blank password keeps the stored one', async () => {
    const saved = await admin.post('/api/setting-mail-update', mailSettings)
    expect(saved.json()).toEqual({ updated: true, message: 'Mail settings updated successfully !' })
    const data = await screen()
    expect(data.mail).toMatchObject({ mail_host: '127.0.0.1', mail_port: 2525, mail_password_set: true })
    expect(JSON.stringify(data)).not.toContain('s3cret-pass')
    expect(JSON.stringify(await configs())).not.toContain('s3cret-pass')

    await admin.post('/api/setting-mail-update', { ...mailSettings, mail_user: 'renamed', mail_password: '' })
    const stored = await test.services.settings.get()
    expect(stored.mail.mail_user).toBe('renamed')
    expect(stored.mail.mail_password).toBe('s3cret-pass')
  })

  it('keeps the SMTP host and user out of the public configuration', async () => {
    const visitor = (await new TestClient(test.app).post('/api/pull-app-configuration')).json().configs
    expect(visitor.from_email).toBe('shop@example.com')
    expect(visitor).not.toHaveProperty('mail_host')
    expect(visitor).not.toHaveProperty('mail_user')
  })

  it('refuses an unknown encryption or driver, a bad address and an out-of-range port', async () => {
    const response = await admin.post('/api/setting-mail-update', {
      ...mailSettings,
      mail_encryption: 'starttls',
      mail_driver: 'sendmail',
      from_email: 'not-an-address',
      mail_port: 70000,
      mail_host: 'smtp example',
    })
    expectFieldErrors(response, {
      mail_encryption: ['The selected Encryption is invalid.'],
      mail_driver: ['The selected Mail driver is invalid.'],
      from_email: ['The From email must be a valid email address.'],
      mail_port: ['The SMTP port must be between 1 and 65535.'],
      mail_host: ['The SMTP host must be a host name or an IP address.'],
    })
    expect((await test.services.settings.get()).mail.mail_port).toBe(2525)
  })

  it("sends a test mail through the stored SMTP server and reports the server's answer", async () => {
    await admin.post('/api/setting-mail-update', {
      ...mailSettings,
      mail_port: mail.port,
      mail_user: '',
      mail_password: '',
    })
    const response = await admin.post('/api/setting-mail-test', { to: 'owner@example.com' })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toMatch(/^Test mail sent to owner@example.com\. The mail server answered: 250/)
    const caught = await mail.waitForMail(mail.mails.length)
    expect(caught.to).toEqual(['owner@example.com'])
    expect(caught.raw).toContain('test mail')
  })

  it('reports a mail server that cannot be reached as a message, not a crash', async () => {
    await admin.post('/api/setting-mail-update', { ...mailSettings, mail_port: 1, mail_password: '' })
    const response = await admin.post('/api/setting-mail-test', { to: 'owner@example.com' })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(/^The test mail could not be sent: .*ECONNREFUSED/)
    expect((await admin.post('/api/setting-mail-test', { to: 'nobody' })).json().errors.to).toEqual([
      'The Send to must be a valid email address.',
    ])
  })

  it('shows the mail section only to those who hold mailSetting', async () => {
    await createStaff(test, { email: 'general@example.com', flags: ['generalSetting'] })
    const staff = new TestClient(test.app)
    await staff.login('general@example.com', 'password123')
    const data = await screen(staff)
    expect(data.mail).toBeNull()
    expect(data.general.site_name).toBe('Fix & Sell')
    expect((await staff.post('/api/setting-mail-update', mailSettings)).statusCode).toBe(403)
  })
})

describe('mail settings in demo mode', () => {
  let demo: TestApp
  beforeAll(async () => {
    demo = await createTestApp({ demo: true })
  })
  afterAll(() => demo.close())

  it('refuses to change the credentials or send a test mail, and changes nothing', async () => {
    const client = await signedInAdmin(demo.app)
    const response = await client.post('/api/setting-mail-update', mailSettings)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('Mail credentials are protected in demo mode and cannot be changed.')
    expect((await demo.services.settings.get()).mail).toEqual(DEFAULT_SETTINGS.mail)
    expect((await client.post('/api/setting-mail-test', { to: 'a@example.com' })).statusCode).toBe(409)
    expect((await client.get('/api/settings')).json().demo).toBe(true)
  })
})

describe('logos', () => {
  it('stores the app logo and the billing logo, served under /uploads, and replaces the old file', async () => {
    const first = await admin.request({
      method: 'POST',
      url: '/api/setting-logo',
      ...fileForm('logo', 'logo.png', PNG),
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ updated: true, message: 'Logo updated successfully !' })
    const firstUrl = (await configs()).logo as string
    expect(firstUrl).toMatch(/^\/uploads\/logos\/[\w-]+\.png$/)
    expect((await test.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200)

    await admin.request({ method: 'POST', url: '/api/setting-logo', ...fileForm('logo', 'logo2.png', PNG) })
    const secondUrl = (await configs()).logo as string
    expect(secondUrl).not.toBe(firstUrl)
    expect(fs.existsSync(path.join(test.services.uploads.publicRoot, firstUrl.replace('/uploads/', '')))).toBe(false)

    const billLogo = await admin.request({
      method: 'POST',
      url: '/api/setting-logo-bill',
      ...fileForm('logoBill', 'bill.jpeg', PNG, 'image/jpeg'),
    })
    expect(billLogo.json().message).toBe('Billing logo updated successfully !')
    expect((await configs()).logoBill).toMatch(/^\/uploads\/logos\/[\w-]+\.png$/)
  })

  it('refuses a file that is not an image by content, a missing file and a 20 MB logo', async () => {
    const before = (await configs()).logo
    const script = await admin.request({
      method: 'POST',
      url: '/api/setting-logo',
      ...fileForm('logo', 'logo.png', Buffer.from('<?php system($_GET["c"]); ?>')),
    })
    expect(script.statusCode).toBe(422)
    expect(script.json().errors.logo).toEqual(['The App logo must be a file of type: jpg, png, jpeg.'])

    const missing = await admin.request({
      method: 'POST',
      url: '/api/setting-logo',
      ...fileForm('other', 'logo.png', PNG),
    })
    expect(missing.json().errors.logo).toEqual(['The App logo field is required.'])

    const huge = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)])
    const tooBig = await admin.request({
      method: 'POST',
      url: '/api/setting-logo-bill',
      ...fileForm('logoBill', 'big.png', huge),
    })
    expect(tooBig.statusCode).toBe(422)
    expect(tooBig.json().errors).toHaveProperty('logoBill')
    expect((await configs()).logo).toBe(before)
  })

  it('keeps the old logo and stores no new file when the save fails, and replaces it once the save succeeds', async () => {
    const postLogo = () =>
      admin.request({ method: 'POST', url: '/api/setting-logo', ...fileForm('logo', 'l.png', PNG) })
    expect((await postLogo()).statusCode).toBe(200)
    const kept = (await configs()).logo as string
    const filesBefore = uploadedFiles(test, 'logos')
    expect(filesBefore).toContain(path.basename(kept))

    const failed = await withUpdatesRefused(test, 'settings', postLogo)
    expect(failed.statusCode).toBe(500)
    expect((await configs()).logo).toBe(kept)
    expect(uploadedFiles(test, 'logos')).toEqual(filesBefore)

    const replaced = await postLogo()
    expect(replaced.statusCode).toBe(200)
    const url: string = replaced.json().url
    expect((await configs()).logo).toBe(url)
    expect(uploadedFiles(test, 'logos')).toEqual(
      [...filesBefore.filter((name) => name !== path.basename(kept)), path.basename(url)].sort(),
    )
  })

  it('needs the logoSetting gate', async () => {
    await createStaff(test, { email: 'nologo@example.com', flags: ['generalSetting'] })
    const staff = new TestClient(test.app)
    await staff.login('nologo@example.com', 'password123')
    const response = await staff.request({
      method: 'POST',
      url: '/api/setting-logo',
      ...fileForm('logo', 'l.png', PNG),
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('terms and conditions', () => {
  it('saves one terms text at a time and leaves the others alone', async () => {
    const sale = await admin.post('/api/setting-terms-update', {
      saleTerms: 'No refund after 7 days, Keep your receipt',
    })
    expect(sale.json()).toEqual({ updated: true, message: 'Terms and conditions updated successfully !' })
    await admin.post('/api/setting-terms-update', { purhcaseTerms: 'Net 30' })
    const config = await configs()
    expect(config.saleTerms).toBe('No refund after 7 days, Keep your receipt')
    expect(config.purhcaseTerms).toBe('Net 30')
    expect(config.repairTerms).toBe('')
  })

  it('refuses a request with no terms field or with two', async () => {
    const none = await admin.post('/api/setting-terms-update', { other: 'x' })
    expect(none.statusCode).toBe(422)
    expect(none.json().errors.terms[0]).toMatch(
      /^Send exactly one terms text: Sale Slips terms, Sale Refund Slips terms, Purchase Slips terms/,
    )
    const two = await admin.post('/api/setting-terms-update', { saleTerms: 'a', billTerms: 'b' })
    expect(two.statusCode).toBe(422)
    expect((await configs()).billTerms).toBe('')
    const long = await admin.post('/api/setting-terms-update', { billTerms: 'x'.repeat(5001) })
    expect(long.json().errors.billTerms).toEqual(['The Bill Slips terms may not be greater than 5000 characters.'])
  })

  it('needs the termsSetting gate', async () => {
    await createStaff(test, { email: 'noterms@example.com', flags: ['generalSetting'] })
    const staff = new TestClient(test.app)
    await staff.login('noterms@example.com', 'password123')
    expect((await staff.post('/api/setting-terms-update', { saleTerms: 'x' })).statusCode).toBe(403)
  })
})

describe('POS and bill settings', () => {
  it('saves every POS field and every bill field', async () => {
    expect((await admin.post('/api/setting-pos-update', pos)).json()).toEqual({
      updated: true,
      message: 'POS settings updated successfully !',
    })
    expect((await admin.post('/api/setting-billing-update', bill)).json()).toEqual({
      updated: true,
      message: 'Bill settings updated successfully !',
    })
    const config = await configs()
    expect(config).toMatchObject({ posProductsLimit: 40, defaultTaxRate: 7.5, productSkin: 'info' })
    expect(config).toMatchObject({ billItemFontSize: 14, billHrFontSize: 11, billtextFlow: 'text-right' })
  })

  it('refuses out-of-bound sliders and font sizes of spec 000 §5, changing nothing', async () => {
    const badPos = await admin.post('/api/setting-pos-update', {
      ...pos,
      posProductsLimit: 4,
      defaultDiscountRate: 101,
      defaultTaxRate: -1,
      productSkin: 'purple',
    })
    expect(badPos.statusCode).toBe(422)
    expect(badPos.json().errors).toEqual({
      posProductsLimit: ['The Products listed on the POS must be between 5 and 100.'],
      defaultDiscountRate: ['The Default discount rate must be between 0 and 100.'],
      defaultTaxRate: ['The Default tax rate must be between 0 and 100.'],
      productSkin: ['The selected Product skin is invalid.'],
    })
    expect((await admin.post('/api/setting-pos-update', { ...pos, posProductsLimit: 101 })).statusCode).toBe(422)

    const badBill = await admin.post('/api/setting-billing-update', {
      ...bill,
      billItemFontSize: 51,
      billItemQtyFontSize: 4,
      billTermsFontSize: 21,
      billDateTimeTransFontSize: 0,
      billHrFontSize: 12,
      billtextFlow: 'text-justify',
    })
    expect(badBill.statusCode).toBe(422)
    expect(badBill.json().errors).toEqual({
      billItemFontSize: ['The Item font size must be between 5 and 50.'],
      billItemQtyFontSize: ['The Item quantity font size must be between 5 and 50.'],
      billTermsFontSize: ['The Terms font size must be between 5 and 20.'],
      billDateTimeTransFontSize: ['The Date, time and transaction font size must be between 5 and 50.'],
      billHrFontSize: ['The Horizontal line size must be between 1 and 11.'],
      billtextFlow: ['The selected Text alignment is invalid.'],
    })
    const config = await configs()
    expect(config).toMatchObject({ posProductsLimit: 40, billItemFontSize: 14, billtextFlow: 'text-right' })
  })

  it('accepts the edges of every bound', async () => {
    const low = await admin.post('/api/setting-pos-update', { ...pos, posProductsLimit: 5, defaultDiscountRate: 0 })
    const high = await admin.post('/api/setting-billing-update', { ...bill, billTermsFontSize: 20, billHrFontSize: 1 })
    expect([low.statusCode, high.statusCode]).toEqual([200, 200])
  })
})

describe('units and announcement', () => {
  it('saves the units trimmed and without repeats', async () => {
    const response = await admin.post('/api/setting-units-update', { productUnits: ' pcs, kg ,box,, PCS,meter ' })
    expect(response.json()).toEqual({ updated: true, message: 'Units updated successfully !' })
    expect((await configs()).productUnits).toBe('pcs,kg,box,meter')
    const empty = await admin.post('/api/setting-units-update', { productUnits: ' , ' })
    expect(empty.json().errors.productUnits).toEqual(['The Units must name at least one unit.'])
  })

  it('refuses to remove a unit that products use, and lets an unused one go', async () => {
    await insertProductWithUnit('kg')
    await insertProductWithUnit('KG')
    const refused = await admin.post('/api/setting-units-update', { productUnits: 'pcs,box' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Units in use by products cannot be removed: "kg" (2 products).')
    expect((await configs()).productUnits).toBe('pcs,kg,box,meter')

    expect((await admin.post('/api/setting-units-update', { productUnits: 'pcs,Kg,box' })).statusCode).toBe(200)
    expect((await configs()).productUnits).toBe('pcs,Kg,box')
  })

  it('saves the announcement shown on the POS screen, and a blank one clears it', async () => {
    const response = await admin.post('/api/setting-announcement', { announcement: '  Stock count on Friday  ' })
    expect(response.json()).toEqual({ updated: true, message: 'Announcement updated successfully !' })
    expect((await configs()).announcement).toBe('Stock count on Friday')
    await admin.post('/api/setting-announcement', { announcement: '' })
    expect((await configs()).announcement).toBe('')
    const long = await admin.post('/api/setting-announcement', { announcement: 'x'.repeat(2001) })
    expect(long.json().errors.announcement).toEqual(['The Announcement may not be greater than 2000 characters.'])
  })
})

describe('settings screen data', () => {
  it('is for signed-in staff only', async () => {
    expect((await new TestClient(test.app).get('/api/settings')).statusCode).toBe(401)
  })
})

/**
 * The products table is the catalogue's; a product row with only what the units rule reads is enough
 * here, written the same way on both databases.
 */
async function insertProductWithUnit(unit: string): Promise<void> {
  const { db } = test.database
  const now = new Date().toISOString()
  const sku = `SKU-${Math.random().toString(36).slice(2, 10)}`
  await sql`insert into products (name, sku, barcode, ${sql.ref('unitOfMeasure')}, created_at, updated_at)
    values (${'Rice ' + unit}, ${sku}, ${sku}, ${unit}, ${now}, ${now})`.execute(db)
}
