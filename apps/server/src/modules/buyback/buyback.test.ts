import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, countRows, createStaff, TestClient } from '../../../test/helpers.ts'
import {
  decodedPixels,
  formData,
  TINY_JPEG,
  TINY_PNG,
  TINY_PNG_DATA_URL,
  type FilePart,
} from '../../../test/form-data.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { expectVendorCreditFollowsLicence, VENDOR_CREDIT_TEXT } from '../../../test/vendor-credit.ts'
import { dMYHi } from '../../../test/shop-clock.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { withUpdatesRefused } from '../../../test/failing-saves.ts'

const { test, admin } = await adminAppForFile({ licenseSecret: 'test-licence-secret' })

const phoneFromCustomer = {
  fullName: 'Ama Owusu',
  phone: '0244000111',
  address: '4 Ring Road, Accra',
  model: 'Samsung Galaxy S21',
  // No IMEI by default: these tests buy the form many times, and one IMEI is one device the shop holds once
  // (issue 29); the tests that read the IMEI give one of their own.
  imei: '',
  cost: '150.00',
  price: '220.50',
  sign: TINY_PNG_DATA_URL,
}
// A real JPEG: the server decodes every uploaded image and keeps it re-encoded.
const JPEG = TINY_JPEG
const photo: FilePart = { filename: 'seller.jpg', content: JPEG, type: 'image/jpeg' }
const idCard: FilePart = { filename: 'id-card.png', content: TINY_PNG }

function post(client: TestClient, url: string, fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  return client.request({ method: 'POST', url, ...formData(fields, files) })
}

async function buy(fields: Record<string, string> = {}, files: Record<string, FilePart> = { photo }): Promise<number> {
  const response = await post(admin, '/api/custom-product', { ...phoneFromCustomer, ...fields }, files)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().item.id
}

function privateFiles(): string[] {
  const dir = path.join(test.services.uploads.privateRoot, 'custom-products')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

describe('buying from a customer', () => {
  it('stores the purchase with a barcode, its signature and photo kept private', async () => {
    const response = await post(
      admin,
      '/api/custom-product',
      { ...phoneFromCustomer, imei: '351234567890124' },
      { photo, docs: idCard },
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Item has been purchased from the customer.')
    const id = response.json().item.id
    const item = (await admin.get(`/api/custom-product/${id}`)).json().item
    expect(item).toMatchObject({
      id,
      fullName: 'Ama Owusu',
      phone: '0244000111',
      address: '4 Ring Road, Accra',
      model: 'Samsung Galaxy S21',
      imei: '351234567890124',
      cost: 150,
      price: 220.5,
      isSold: 0,
      image: null,
      sign: `/api/custom-product-file/${id}/sign`,
      photo: `/api/custom-product-file/${id}/photo`,
      docs: `/api/custom-product-file/${id}/docs`,
    })
    expect(item.barcode).toMatch(/^2\d{11}$/)

    const sign = await admin.get(item.sign)
    expect(sign.statusCode).toBe(200)
    expect(sign.headers['content-type']).toBe('image/png')
    expect(sign.headers['cache-control']).toBe('private, no-store')
    expect(await decodedPixels(sign.rawPayload)).toEqual(await decodedPixels(TINY_PNG))
    const photoFile = await admin.get(item.photo)
    expect(photoFile.headers['content-type']).toBe('image/jpeg')
    expect(await decodedPixels(photoFile.rawPayload)).toEqual(await decodedPixels(JPEG))

    // Nothing of it lands in the public uploads folder.
    const publicDir = test.services.uploads.publicRoot
    const publicFiles = fs.existsSync(publicDir) ? fs.readdirSync(publicDir, { recursive: true }).map(String) : []
    expect(publicFiles.filter((name) => name.includes('custom-products'))).toEqual([])
  })

  it('serves the personal files only to staff holding customProductManage', async () => {
    const id = await buy()
    await createStaff(test, { email: 'seller-files@example.com', flags: ['saleCreate', 'repairManage'] })
    const cashier = new TestClient(test.app)
    await cashier.login('seller-files@example.com', 'password123')
    for (const kind of ['sign', 'photo']) {
      expect((await new TestClient(test.app).get(`/api/custom-product-file/${id}/${kind}`)).statusCode).toBe(401)
      expect((await cashier.get(`/api/custom-product-file/${id}/${kind}`)).statusCode).toBe(403)
    }
    expect((await admin.get(`/api/custom-product-file/${id}/docs`)).statusCode).toBe(404)
    expect((await admin.get(`/api/custom-product-file/${id}/../../etc`)).statusCode).toBe(404)
    expect((await admin.get(`/api/custom-product-file/${id}/password`)).statusCode).toBe(404)
  })

  it('ignores photo and docs sent as text rather than files', async () => {
    const id = await buy({ photo: 'C:\\fakepath\\me.jpg', docs: 'null' }, {})
    const item = (await admin.get(`/api/custom-product/${id}`)).json().item
    expect(item.photo).toBeNull()
    expect(item.docs).toBeNull()
  })
})

describe('bad buy-back input', () => {
  it.each([
    ['no signature', { sign: '' }, {}, 'sign', 'The Signature field is required.'],
    [
      'a signature that is not an image',
      { sign: 'data:image/png;base64,aGVsbG8gd29ybGQ=' },
      {},
      'sign',
      'The Signature must be a PNG or JPEG image as a data URL.',
    ],
    [
      'a signature that is a link',
      { sign: 'https://evil.example/x.png' },
      {},
      'sign',
      'The Signature must be a PNG or JPEG image as a data URL.',
    ],
    ['a negative cost', { cost: '-10' }, {}, 'cost', 'The Cost must be at least 0.'],
    ['a price that is not a number', { price: 'free' }, {}, 'price', 'The Price must be a number.'],
    ['no customer name', { fullName: ' ' }, {}, 'fullName', 'The Customer name field is required.'],
    ['no device model', { model: '' }, {}, 'model', 'The Device model field is required.'],
    [
      'a photo that is not an image',
      {},
      { photo: { filename: 'photo.png', content: Buffer.from('<?php echo 1; ?>') } },
      'photo',
      'The Photo must be a file of type: jpg, png, jpeg.',
    ],
    [
      'an identity document in another format',
      {},
      { docs: { filename: 'id.pdf', content: Buffer.from('%PDF-1.4'), type: 'application/pdf' } },
      'docs',
      'The Identity must be a file of type: jpg, png, jpeg.',
    ],
  ])('refuses %s with a 422 under the field, storing nothing', async (_label, fields, files, field, message) => {
    const [before, filesBefore] = [await countRows(test, 'custom_products'), privateFiles().length]
    const response = await post(admin, '/api/custom-product', { ...phoneFromCustomer, ...fields }, files)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toEqual([message])
    expect(await countRows(test, 'custom_products')).toBe(before)
    expect(privateFiles().length).toBe(filesBefore)
  })

  it('refuses a JSON body: the form is multipart', async () => {
    const response = await admin.post('/api/custom-product', phoneFromCustomer)
    expect(response.statusCode).toBe(422)
  })
})

describe('editing a purchase', () => {
  it('updates the fields, keeps the signature when none is sent and replaces the photo', async () => {
    const id = await buy()
    const before = privateFiles()
    const response = await post(
      admin,
      `/api/custom-product-update/${id}`,
      { ...phoneFromCustomer, sign: '', price: '199.99' },
      {
        photo: { filename: 'new.png', content: TINY_PNG },
      },
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: 'Item has been updated.' })
    const item = (await admin.get(`/api/custom-product/${id}`)).json().item
    expect(item.price).toBe(199.99)
    expect(item.sign).not.toBeNull()
    expect((await admin.get(item.photo)).headers['content-type']).toBe('image/png')
    // The old photo file is gone, the signature file stays.
    expect(privateFiles().length).toBe(before.length)
  })

  it('keeps the old files and stores no new one when an edit fails, and replaces them once it succeeds', async () => {
    const id = await buy({}, { photo, docs: idCard })
    const files = privateFiles()
    const photoBefore = (await admin.get(`/api/custom-product-file/${id}/photo`)).rawPayload
    const edit = () =>
      post(
        admin,
        `/api/custom-product-update/${id}`,
        { ...phoneFromCustomer, price: '180' },
        { photo: { filename: 'new.png', content: TINY_PNG }, docs: { filename: 'new-id.jpg', content: JPEG } },
      )

    const failed = await withUpdatesRefused(test, 'custom_products', edit)
    expect(failed.statusCode).toBe(500)
    expect(privateFiles()).toEqual(files)
    const item = (await admin.get(`/api/custom-product/${id}`)).json().item
    expect(item.price).toBe(220.5)
    expect((await admin.get(item.photo)).rawPayload).toEqual(photoBefore)

    expect((await edit()).statusCode).toBe(200)
    // The new signature, photo and document took the old ones' places: as many files, none of the old ones.
    const after = privateFiles()
    expect(after).toHaveLength(files.length)
    const sameAsBefore = after.filter((name) => files.includes(name))
    expect(sameAsBefore).toHaveLength(files.length - 3)
    expect((await admin.get(item.photo)).headers['content-type']).toBe('image/png')
  })

  it('refuses bad edits and keeps the stored values', async () => {
    const id = await buy()
    const response = await post(admin, `/api/custom-product-update/${id}`, { ...phoneFromCustomer, cost: '-1' })
    expect(response.statusCode).toBe(422)
    expect((await admin.get(`/api/custom-product/${id}`)).json().item.cost).toBe(150)
    expect((await post(admin, '/api/custom-product-update/999999', phoneFromCustomer)).statusCode).toBe(404)
  })

  it('sets a public product picture shown in the list', async () => {
    const id = await buy({ model: 'Picture Phone One' })
    const response = await post(
      admin,
      `/api/custom-product-image/${id}`,
      {},
      { image: { filename: 'phone.png', content: TINY_PNG } },
    )
    expect(response.json()).toEqual({ message: 'Image has been updated.' })
    const row = (await admin.get('/api/custom-product?search=Picture%20Phone%20One')).json().items[0]
    expect(row.image).toMatch(/^\/uploads\/custom-products\/.+\.png$/)
    const bad = await post(
      admin,
      `/api/custom-product-image/${id}`,
      {},
      { image: { filename: 'x.png', content: Buffer.from('nope') } },
    )
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.image).toEqual(['The Image must be a file of type: jpg, png, jpeg.'])
  })
})

describe('list, search, invoice and removal', () => {
  it('lists purchases paged and searchable, without the personal files', async () => {
    const id = await buy({ fullName: 'Listed Seller', model: 'Nokia 3310', imei: '351234567890132' })
    const page = (await admin.get('/api/custom-product?search=listed%20seller')).json()
    expect(page.total).toBe(1)
    expect(page.items[0]).toEqual({
      id,
      created_at: expect.any(String),
      image: null,
      fullName: 'Listed Seller',
      phone: '0244000111',
      model: 'Nokia 3310',
      imei: '351234567890132',
      cost: 150,
      price: 220.5,
      isSold: 0,
      barcode: expect.stringMatching(/^2\d{11}$/),
    })
    const small = (await admin.get('/api/custom-product?itemsPerPage=1&page=2')).json()
    expect(small.items).toHaveLength(1)
    expect(small.total).toBeGreaterThan(1)
  })

  it('finds purchases for the POS custom product search', async () => {
    const id = await buy({ phone: '0551234987', imei: '351234567890140' })
    const response = await admin.post('/api/custom-product-search', { key: '0551234987' })
    expect(response.statusCode).toBe(200)
    expect(response.json().items).toEqual([
      {
        id,
        created_at: expect.any(String),
        key: expect.stringMatching(/^2\d{11}$/),
        fullName: 'Ama Owusu',
        phone: '0551234987',
        imie: '351234567890140',
        isSold: 0,
        model: 'Samsung Galaxy S21',
        price: 220.5,
      },
    ])
    expect((await admin.post('/api/custom-product-search', {})).statusCode).toBe(422)
  })

  it('downloads the purchase invoice as a real PDF', async () => {
    const id = await buy()
    const response = await admin.get(`/api/export-custom-buy-invoice/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="custom-purchase-2\d{11}\.pdf"$/)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(response.rawPayload.subarray(-6).toString()).toContain('%%EOF')
    expect((await admin.get('/api/export-custom-buy-invoice/999999')).statusCode).toBe(404)
  })

  it('writes the amount paid and the date on the invoice as the screens do', async () => {
    const id = await buy({ cost: '1234.5' })
    const createdAt = (await admin.get(`/api/custom-product/${id}`)).json().item.created_at as string
    const { general } = await test.services.settings.get()
    const setGeneral = (changes: Partial<typeof general>) =>
      test.services.settings.update((current) => ({ ...current, general: { ...current.general, ...changes } }))
    await setGeneral({ dateFormat: 'd M Y', timezone: 'America/New_York' })
    try {
      const text = pdfText((await admin.get(`/api/export-custom-buy-invoice/${id}`)).rawPayload)
      expect(text).toContain('Amount paid: $1,234.50')
      expect(text).toContain(`Date: ${dMYHi(createdAt, 'America/New_York')}`)
    } finally {
      await setGeneral(general)
    }
  })

  it('prints the vendor credit on the invoice unless the owner licence of this shop unlocks it', async () => {
    const id = await buy()
    const invoiceText = async () => pdfText((await admin.get(`/api/export-custom-buy-invoice/${id}`)).rawPayload)
    expect(await invoiceText()).toContain(VENDOR_CREDIT_TEXT)
    await expectVendorCreditFollowsLicence(test, invoiceText, phoneFromCustomer.model)
  })

  it('removes an unsold purchase together with its private files', async () => {
    const id = await buy({}, { photo, docs: idCard })
    const files = privateFiles().length
    expect((await admin.delete(`/api/custom-product/${id}`)).json()).toEqual({ message: 'Item has been removed.' })
    expect(privateFiles().length).toBe(files - 3)
    expect((await admin.get(`/api/custom-product/${id}`)).statusCode).toBe(404)
  })

  it('refuses to remove an item that has been sold, and never sells it twice', async () => {
    const id = await buy()
    await test.database.db.transaction().execute((trx) => test.services.buyback.markSold(trx, id))
    const response = await admin.delete(`/api/custom-product/${id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('This item has been sold: it stays on record and cannot be removed.')
    expect((await admin.get(`/api/custom-product/${id}`)).json().item.isSold).toBe(1)
    await expect(
      test.database.db.transaction().execute((trx) => test.services.buyback.markSold(trx, id)),
    ).rejects.toThrow('This item has already been sold.')
  })
})

describe('buy-back gates', () => {
  it('keeps every buy-back call from staff without customProductManage', async () => {
    const id = await buy()
    await createStaff(test, { email: 'no-buyback@example.com', flags: ['billManage'] })
    const staff = new TestClient(test.app)
    await staff.login('no-buyback@example.com', 'password123')
    expect((await staff.get('/api/custom-product')).statusCode).toBe(403)
    expect((await staff.get(`/api/custom-product/${id}`)).statusCode).toBe(403)
    expect((await post(staff, '/api/custom-product', phoneFromCustomer)).statusCode).toBe(403)
    expect((await post(staff, `/api/custom-product-update/${id}`, phoneFromCustomer)).statusCode).toBe(403)
    expect((await staff.delete(`/api/custom-product/${id}`)).statusCode).toBe(403)
    expect((await staff.get(`/api/export-custom-buy-invoice/${id}`)).statusCode).toBe(403)
    expect((await staff.post('/api/custom-product-search', { key: 'a' })).statusCode).toBe(403)
    expect(await countRows(test, 'custom_products')).toBeGreaterThan(0)
  })
})

describe('the audit log', () => {
  it('writes one custom-product event per change: bought, edited, picture replaced, removed', async () => {
    const created = await post(admin, '/api/custom-product', phoneFromCustomer)
    const id = created.json().item.id as number
    const [bought] = await auditEventsOf(test, created)
    expect(bought).toMatchObject({ entity: 'custom-product', entity_id: String(id), action: 'bought' })
    expect(bought?.changes).toMatchObject({ cost: { after: 150 }, price: { after: 220.5 }, isSold: { after: 0 } })

    const edited = await post(admin, `/api/custom-product-update/${id}`, {
      ...phoneFromCustomer,
      sign: '',
      price: '199',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const [update] = await auditEventsOf(test, edited)
    expect(update?.changes).toEqual({ price: { before: 220.5, after: 199 } })
    const pictured = await post(admin, `/api/custom-product-image/${id}`, {}, { image: photo })
    expect(pictured.statusCode, pictured.body).toBe(200)
    const [image] = await auditEventsOf(test, pictured)
    expect(image).toMatchObject({ action: 'image changed', changes: { image: { before: null } } })
    const removed = await admin.delete(`/api/custom-product/${id}`)
    const [removal] = await auditEventsOf(test, removed)
    expect(removal).toMatchObject({ action: 'removed', changes: { model: { before: 'Samsung Galaxy S21' } } })
  })
})
