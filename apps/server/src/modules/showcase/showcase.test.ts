import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, countRows, createStaff, TestClient } from '../../../test/helpers.ts'
import { decodedPixels, formData, TINY_PNG, type FilePart } from '../../../test/form-data.ts'

const { test, admin } = await adminAppForFile()

const picture: FilePart = { filename: 'after-repair.png', content: TINY_PNG }

function post(client: TestClient, url: string, fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  return client.request({ method: 'POST', url, ...formData(fields, files) })
}

describe('public pages before anything is listed', () => {
  it('answer empty lists to a visitor', async () => {
    const visitor = new TestClient(test.app)
    expect((await visitor.get('/api/get-gallery-items')).json()).toEqual({ items: [] })
    expect((await visitor.get('/api/get-shop-items')).json()).toEqual({ items: [] })
  })
})

describe('repair gallery', () => {
  it('uploads a picture with a title, shows it to visitors and serves the file', async () => {
    const response = await post(admin, '/api/gallery', { title: 'Water-damaged MacBook, revived' }, { image: picture })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      message: 'Gallery item has been uploaded.',
      updated: {
        id: expect.any(Number),
        title: 'Water-damaged MacBook, revived',
        image: expect.stringMatching(/^\/uploads\/gallery\/.+\.png$/),
        created_at: expect.any(String),
      },
    })
    const visitor = new TestClient(test.app)
    const items = (await visitor.get('/api/get-gallery-items')).json().items
    expect(items).toEqual([
      { id: response.json().updated.id, image: response.json().updated.image, title: 'Water-damaged MacBook, revived' },
    ])
    const file = await visitor.get(items[0].image)
    expect(file.statusCode).toBe(200)
    expect(await decodedPixels(file.rawPayload)).toEqual(await decodedPixels(TINY_PNG))
  })

  it.each([
    ['no title', { title: '' }, { image: picture }, { title: ['The Title field is required.'] }],
    ['no file', { title: 'Before and after' }, {}, { image: ['The Image field is required.'] }],
    ['neither', {}, {}, { title: ['The Title field is required.'], image: ['The Image field is required.'] }],
    [
      'a file that is not an image',
      { title: 'Sneaky' },
      { image: { filename: 'x.png', content: Buffer.from('<svg onload=alert(1)>') } },
      { image: ['The Image must be a file of type: jpg, png, jpeg.'] },
    ],
  ])('refuses an upload with %s, storing nothing', async (_label, fields, files, errors) => {
    const before = await countRows(test, 'gallery_items')
    const response = await post(admin, '/api/gallery', fields, files)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual(errors)
    expect(await countRows(test, 'gallery_items')).toBe(before)
  })

  it('lists gallery pictures paged for the admin and removes one with its file', async () => {
    const created = (await post(admin, '/api/gallery', { title: 'Cracked screen to new' }, { image: picture })).json()
      .updated
    const page = (await admin.get('/api/gallery?itemsPerPage=1')).json()
    expect(page.items).toEqual([created])
    expect(page.total).toBeGreaterThan(1)
    const file = path.join(test.services.uploads.publicRoot, created.image.slice('/uploads/'.length))
    expect(fs.existsSync(file)).toBe(true)
    expect((await admin.delete(`/api/gallery/${created.id}`)).json()).toEqual({
      message: 'Gallery item has been removed.',
    })
    expect(fs.existsSync(file)).toBe(false)
    expect((await admin.delete(`/api/gallery/${created.id}`)).statusCode).toBe(404)
    const publicIds = (await new TestClient(test.app).get('/api/get-gallery-items'))
      .json()
      .items.map((i: { id: number }) => i.id)
    expect(publicIds).not.toContain(created.id)
  })
})

describe('shop listing', () => {
  it('adds, pictures, edits and removes a shop item, visitors seeing only public fields', async () => {
    const created = await admin.post('/api/shop-list', {
      name: 'Refurbished iPad Air',
      price: '349.90',
      description: 'Grade A, 6 months warranty',
    })
    expect(created.statusCode).toBe(200)
    expect(created.json().message).toBe('Shop item has been saved.')
    const id = created.json().id

    const image = await post(
      admin,
      `/api/shop-item-image/${id}`,
      {},
      { image: { filename: 'ipad.png', content: TINY_PNG } },
    )
    expect(image.json()).toEqual({ message: 'Image has been updated.' })

    const visitorItems = (await new TestClient(test.app).get('/api/get-shop-items')).json().items
    expect(visitorItems).toEqual([
      {
        id,
        name: 'Refurbished iPad Air',
        price: 349.9,
        description: 'Grade A, 6 months warranty',
        image: expect.stringMatching(/^\/uploads\/shop\/.+\.png$/),
      },
    ])

    const edited = await admin.patch(`/api/shop-list/${id}`, {
      name: 'Refurbished iPad Air 4',
      price: 329,
      description: '',
    })
    expect(edited.json()).toEqual({ message: 'Shop item has been updated.' })
    const row = (await admin.get('/api/shop-list?search=ipad')).json()
    expect(row.total).toBe(1)
    expect(row.items[0]).toMatchObject({ id, name: 'Refurbished iPad Air 4', price: 329, description: '' })
    expect((await admin.get(`/api/shop-list/${id}`)).json().item.name).toBe('Refurbished iPad Air 4')

    expect((await admin.delete(`/api/shop-list/${id}`)).json()).toEqual({ message: 'Shop item has been removed.' })
    expect((await new TestClient(test.app).get('/api/get-shop-items')).json().items).toEqual([])
    expect((await admin.patch(`/api/shop-list/${id}`, { name: 'x', price: 1 })).statusCode).toBe(404)
  })

  it.each([
    ['no name', { name: '', price: 10 }, 'name', 'The Name field is required.'],
    ['a negative price', { name: 'Case', price: -2 }, 'price', 'The Price must be at least 0.'],
    ['no price', { name: 'Case' }, 'price', 'The Price field is required.'],
    [
      'a description of 6,000 characters',
      { name: 'Case', price: 1, description: 'x'.repeat(6000) },
      'description',
      'The Description may not be greater than 5000 characters.',
    ],
  ])('refuses a shop item with %s', async (_label, body, field, message) => {
    const response = await admin.post('/api/shop-list', body)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toEqual([message])
  })

  it('refuses a picture that is not an image', async () => {
    const id = (await admin.post('/api/shop-list', { name: 'Charger', price: 5 })).json().id
    const response = await post(
      admin,
      `/api/shop-item-image/${id}`,
      {},
      { image: { filename: 'c.jpg', content: Buffer.from('text') } },
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.image).toEqual(['The Image must be a file of type: jpg, png, jpeg.'])
    expect((await post(admin, '/api/shop-item-image/999999', {}, { image: picture })).statusCode).toBe(404)
  })
})

describe('showcase gates', () => {
  it('needs the gallery flag (stored as reportsrepairGalleryManage) for the gallery and shopListManage for the shop', async () => {
    await createStaff(test, { email: 'gallery@example.com', flags: ['reportsrepairGalleryManage'] })
    await createStaff(test, { email: 'shop@example.com', flags: ['shopListManage'] })
    const gallery = new TestClient(test.app)
    await gallery.login('gallery@example.com', 'password123')
    const shop = new TestClient(test.app)
    await shop.login('shop@example.com', 'password123')
    expect((await gallery.get('/api/gallery')).statusCode).toBe(200)
    expect((await gallery.get('/api/shop-list')).statusCode).toBe(403)
    expect((await gallery.post('/api/shop-list', { name: 'x', price: 1 })).statusCode).toBe(403)
    expect((await shop.get('/api/shop-list')).statusCode).toBe(200)
    expect((await shop.get('/api/gallery')).statusCode).toBe(403)
    expect((await post(shop, '/api/gallery', { title: 't' }, { image: picture })).statusCode).toBe(403)
    expect((await shop.delete('/api/gallery/1')).statusCode).toBe(403)
    const visitor = new TestClient(test.app)
    expect((await visitor.get('/api/gallery')).statusCode).toBe(401)
    expect((await visitor.get('/api/shop-list')).statusCode).toBe(401)
  })
})
