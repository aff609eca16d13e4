import { beforeAll, describe, expect, it } from 'vitest'
import { isValidUpc } from '@counterpart/domain/pricing/catalog'
import type { ProductResponse } from '@counterpart/domain/schemas/catalog'
import { adminAppForFile, countRows, createStaff, TestClient } from '../../../test/helpers.ts'
import { blankProduct } from '../../../test/stock-fixtures.ts'
import { listProducts } from './repository.ts'
import type { ProductWrite } from './service.ts'
import { decodedPixels, fileForm, TINY_JPEG, TINY_PNG } from '../../../test/form-data.ts'

const { test, admin } = await adminAppForFile()

// A real 1x1 PNG and a real 2x2 JPEG: the upload check reads the bytes, not the name, and decodes them.
const PNG = TINY_PNG
const JPEG = TINY_JPEG
// What a browser would run if the stored file were ever served as HTML.
const HTML_TAIL = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')

const BASE: ProductWrite = blankProduct({ name: 'Base' })

/** A product made through the service, like every real one. */
function createProduct(overrides: Partial<ProductWrite> = {}): Promise<number> {
  return test.services.catalog.create({ ...BASE, ...overrides })
}

/** Uploads the image of a product or a category, as the image picker does. */
function postImage(area: 'product' | 'category', id: number, ...file: [name: string, content: Buffer, type?: string]) {
  return admin.request({ method: 'POST', url: `/api/${area}-image/${id}`, ...fileForm('image', ...file) })
}

async function getProduct(id: number): Promise<ProductResponse> {
  const response = await admin.get(`/api/product/${id}`)
  expect(response.statusCode).toBe(200)
  return response.json()
}

// Suppliers and warehouses belong to the contacts and inventory areas; until their services exist
// the tests write the rows those areas will write.
async function insertSupplier(firstName: string): Promise<number> {
  const now = new Date().toISOString()
  const row = await test.database.db
    .insertInto('suppliers')
    .values({
      firstName,
      lastName: 'Supply',
      dateOfBirth: null,
      gender: null,
      company: `${firstName} Ltd`,
      identification: '',
      taxId: '',
      companyAddress: '',
      shippingAdress: '',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '555-0100',
      address: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function insertWarehouse(name: string): Promise<number> {
  const now = new Date().toISOString()
  const row = await test.database.db
    .insertInto('warehouses')
    .values({ name, email: '', phone: '', location: '', maxVolume: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function insertStock(
  productId: number,
  warehouseId: number,
  stock: { quantity: number; cost: number; price: number },
) {
  const now = new Date().toISOString()
  await test.database.db
    .insertInto('stocks')
    .values({
      product_id: productId,
      warehouse_id: warehouseId,
      sold: 2,
      returned: 1,
      rackNumber: 'R-7',
      created_at: now,
      updated_at: now,
      ...stock,
    })
    .execute()
}

describe('product form data', () => {
  it('lists the warehouses (Main warehouse first), categories, suppliers and units', async () => {
    const supplierId = await insertSupplier('Formdata')
    const response = await admin.get('/api/product-form-data')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.warehouses[0]).toEqual({ id: 1, name: 'Main warehouse' })
    expect(body.suppliers).toContainEqual(expect.objectContaining({ id: supplierId, firstName: 'Formdata' }))
    expect(body.units).toEqual(['pcs', 'kg', 'g', 'ltr', 'box', 'pair', 'set'])
    expect(Array.isArray(body.categories)).toBe(true)
  })
})

describe('creating and reading products', () => {
  it('creates a Standard product with the defaults, a unique SKU and a valid 12-digit barcode', async () => {
    const response = await admin.post('/api/product', { name: 'USB cable' })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Product created successfully !')
    const { product, stocks } = await getProduct(response.json().id)
    expect(product).toMatchObject({
      name: 'USB cable',
      type: 'Standard',
      qty: 0,
      price: 0,
      cost: 0,
      warehouseSaleFrom: 1,
      state: 1,
      discounted: 0,
    })
    expect(product.barcode).toMatch(/^\d{12}$/)
    expect(isValidUpc(product.barcode)).toBe(true)
    expect(product.sku).toMatch(/^[A-Z0-9]{8}$/)
    expect(product.warehouse).toEqual({ id: 1, name: 'Main warehouse' })
    expect(stocks).toEqual([])
    expect(product).not.toHaveProperty('search_text')

    const second = (await getProduct((await admin.post('/api/product', { name: 'USB cable 2' })).json().id)).product
    expect(second.sku).not.toBe(product.sku)
    expect(second.barcode).not.toBe(product.barcode)
  })

  it('keeps every field, with money as decimals and suppliers as objects', async () => {
    const category = (await admin.post('/api/category', { name: 'Phones' })).json().id
    const first = await insertSupplier('Alice')
    const second = await insertSupplier('Bob')
    const warehouse = await insertWarehouse('Back room')
    const response = await admin.post('/api/product', {
      name: 'Phone X',
      barcode: '4006381333931',
      sku: 'PHX-1',
      category_id: category,
      type: 'Standard',
      price: 199.99,
      cost: '120.5',
      qty: 3,
      suppliers: [first, second, first],
      warehouseSaleFrom: warehouse,
      unitOfMeasure: 'pcs',
      imei: '356938035643809',
      sNumber: 'SN-42',
      description: '<p>Great <strong>phone</strong></p>',
      discounted: 1,
      state: 0,
    })
    expect(response.statusCode).toBe(200)
    const { product } = await getProduct(response.json().id)
    expect(product).toMatchObject({
      name: 'Phone X',
      barcode: '4006381333931',
      sku: 'PHX-1',
      category_id: category,
      category: { id: category, name: 'Phones' },
      price: 199.99,
      cost: 120.5,
      qty: 3,
      warehouseSaleFrom: warehouse,
      unitOfMeasure: 'pcs',
      imei: '356938035643809',
      sNumber: 'SN-42',
      description: '<p>Great <strong>phone</strong></p>',
      discounted: 1,
      state: 0,
    })
    expect(product.suppliers.map((s) => s.id).sort()).toEqual([first, second].sort())
    expect(product.suppliers[0]).toMatchObject({ firstName: 'Alice', email: 'alice@example.com', phone: '555-0100' })
    const stored = await test.database.db
      .selectFrom('products')
      .select(['price', 'cost'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ price: 19999, cost: 12050 })
  })

  it('strips scripts, event handlers and javascript: links from the description', async () => {
    const id = (
      await admin.post('/api/product', {
        name: 'Sanitised',
        description:
          '<p onclick="steal()">Hello<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.com">ok</a><iframe src="https://evil"></iframe>',
      })
    ).json().id
    const { description } = (await getProduct(id)).product
    expect(description).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i)
    expect(description).toContain('<p>Hello</p>')
    expect(description).toContain('href="https://example.com"')
  })

  it('stores Combo variants in order and shows each with its display name and extra price', async () => {
    const response = await admin.post('/api/product', {
      name: 'Case',
      type: 'Combo',
      price: 10,
      variants: [
        { variant: 'Red', price: 2.5 },
        { variant: 'Blue', price: 0 },
      ],
    })
    expect(response.statusCode).toBe(200)
    const id = response.json().id
    const { product } = await getProduct(id)
    expect(product.variants.map(({ name, variant, price }) => ({ name, variant, price }))).toEqual([
      { name: 'Case (Red)', variant: 'Red', price: 2.5 },
      { name: 'Case (Blue)', variant: 'Blue', price: 0 },
    ])

    const edited = await admin.patch(`/api/product/${id}`, {
      name: 'Case',
      type: 'Combo',
      price: 10,
      variants: [{ variant: 'Green', price: 1 }],
    })
    expect(edited.statusCode).toBe(200)
    expect((await getProduct(id)).product.variants.map((v) => v.variant)).toEqual(['Green'])

    // Switching away from Combo drops the variants: only a Combo sells by variant.
    await admin.patch(`/api/product/${id}`, {
      name: 'Case',
      type: 'Standard',
      price: 10,
      variants: [{ variant: 'Green', price: 1 }],
    })
    expect((await getProduct(id)).product.variants).toEqual([])
  })

  it('stores a Service as its charge alone, with no stock', async () => {
    const id = (await admin.post('/api/product', { name: 'Screen repair', type: 'Service', price: 49, cost: 0 })).json()
      .id
    expect((await getProduct(id)).product).toMatchObject({ type: 'Service', price: 49, qty: 0, cost: 0 })
  })

  it('answers 404 for a product that does not exist', async () => {
    expect((await admin.get('/api/product/999999')).statusCode).toBe(404)
    expect((await admin.patch('/api/product/999999', { name: 'x' })).statusCode).toBe(404)
    expect((await admin.delete('/api/product/999999')).statusCode).toBe(404)
  })
})

describe('refusing bad products', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: '' }, 'name'],
    ['a negative price', { name: 'N', price: -1 }, 'price'],
    ['a negative cost', { name: 'N', cost: -0.01 }, 'cost'],
    ['a negative qty', { name: 'N', qty: -3 }, 'qty'],
    ['a price with three decimals', { name: 'N', price: 1.005 }, 'price'],
    [
      'a variant without a name',
      { name: 'N', type: 'Combo', variants: [{ variant: '', price: 1 }] },
      'variants.0.variant',
    ],
    ['a Service with stock', { name: 'N', type: 'Service', qty: 5 }, 'qty'],
    ['an unknown type', { name: 'N', type: 'Gift' }, 'type'],
    ['an unknown category', { name: 'N', category_id: 987654 }, 'category_id'],
    ['an unknown supplier', { name: 'N', suppliers: [987654] }, 'suppliers'],
    ['an unknown warehouse', { name: 'N', warehouseSaleFrom: 987654 }, 'warehouseSaleFrom'],
    ['a unit outside the productUnits setting', { name: 'N', unitOfMeasure: 'furlong' }, 'unitOfMeasure'],
    ['a barcode with spaces', { name: 'N', barcode: '12 34' }, 'barcode'],
  ]

  it.each(cases)('refuses %s with a 422 naming the field, storing nothing', async (_label, payload, field) => {
    const before = await countRows(test, 'products')
    const response = await admin.post('/api/product', payload)
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toContain(field)
    expect(response.json().errors[field][0]).toEqual(expect.any(String))
    expect(await countRows(test, 'products')).toBe(before)
  })

  it('refuses a duplicate barcode or SKU, on create and on edit', async () => {
    await createProduct({ name: 'Original', barcode: '111122223333', sku: 'ORIG-1' })
    const before = await countRows(test, 'products')
    const dupBarcode = await admin.post('/api/product', { name: 'Copy', barcode: '111122223333' })
    expect(dupBarcode.statusCode).toBe(422)
    expect(dupBarcode.json().errors.barcode).toEqual(['The Barcode has already been taken.'])
    const dupSku = await admin.post('/api/product', { name: 'Copy', sku: 'ORIG-1' })
    expect(dupSku.json().errors.sku).toEqual(['The SKU has already been taken.'])
    expect(await countRows(test, 'products')).toBe(before)

    const other = await createProduct({ name: 'Other' })
    const edit = await admin.patch(`/api/product/${other}`, { name: 'Other renamed', barcode: '111122223333' })
    expect(edit.statusCode).toBe(422)
    expect((await getProduct(other)).product.name).toBe('Other')
  })

  it('lets a product keep its own barcode and SKU when edited', async () => {
    const id = await createProduct({ name: 'Keeper', barcode: '999988887777', sku: 'KEEP-1' })
    const response = await admin.patch(`/api/product/${id}`, {
      name: 'Keeper 2',
      barcode: '999988887777',
      sku: 'KEEP-1',
    })
    expect(response.statusCode).toBe(200)
    expect((await getProduct(id)).product).toMatchObject({ name: 'Keeper 2', barcode: '999988887777', sku: 'KEEP-1' })
  })
})

describe('products list', () => {
  let fixture: { tea: number; coffee: number; mug: number }

  beforeAll(async () => {
    fixture = {
      tea: await createProduct({ name: 'Green Tea Leaves', barcode: '700000000017', sku: 'LIST-TEA', price: 500 }),
      coffee: await createProduct({ name: 'Coffee Beans', barcode: '700000000024', sku: 'LIST-COF', price: 900 }),
      mug: await createProduct({ name: 'Enamel mug', barcode: '700000000031', sku: 'LIST-MUG', price: 700 }),
    }
  })

  it('searches name, SKU and barcode in any letter case', async () => {
    const byName = (await admin.get('/api/products?search=green%20TEA')).json()
    expect(byName.items.map((i: { id: number }) => i.id)).toEqual([fixture.tea])
    expect(byName.total).toBe(1)
    const bySku = (await admin.get('/api/products?search=list')).json()
    expect(bySku.total).toBe(3)
    const byBarcode = (await admin.get('/api/products?search=700000000024')).json()
    expect(byBarcode.items).toHaveLength(1)
    expect(byBarcode.items[0]).toMatchObject({
      id: fixture.coffee,
      name: 'Coffee Beans',
      sku: 'LIST-COF',
      barcode: '700000000024',
      price: 9,
      type: 'Standard',
      state: 1,
      discounted: 0,
    })
    expect(byBarcode.items[0].created_at).toEqual(expect.any(String))
  })

  it('treats % and _ in a search as text and refuses symbols', async () => {
    expect((await admin.get('/api/products?search=LIST_MUG')).statusCode).toBe(422)
    expect((await admin.get('/api/products?search=%25')).json().message).toBe('Invalid input !')
  })

  it('pages and sorts on the whitelisted columns', async () => {
    const asc = (await admin.get('/api/products?search=list&sortBy=name&sortDesc=false&itemsPerPage=2&page=1')).json()
    expect(asc.total).toBe(3)
    expect(asc.items.map((i: { name: string }) => i.name)).toEqual(['Coffee Beans', 'Enamel mug'])
    const page2 = (await admin.get('/api/products?search=list&sortBy=name&sortDesc=false&itemsPerPage=2&page=2')).json()
    expect(page2.items.map((i: { name: string }) => i.name)).toEqual(['Green Tea Leaves'])
    const byName = (await admin.get('/api/products?search=list&sortBy=name&sortDesc=true')).json()
    expect(byName.items.map((i: { price: number }) => i.price)).toEqual([5, 7, 9])
    // An unknown sort key falls back to newest first instead of reaching SQL.
    const unknown = await admin.get('/api/products?search=list&sortBy=password')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json().items.map((i: { id: number }) => i.id)).toEqual([fixture.mug, fixture.coffee, fixture.tea])
  })

  it('gives the same page whether the matches are read from the search index or along the sort order', async () => {
    for (const sortBy of ['name', 'created_at', 'sku', 'state']) {
      const paging = { page: 1, itemsPerPage: 2, search: 'list', sortBy, sortDesc: false }
      const fromIds = await listProducts(test.database.db, test.database.dialect, paging)
      const alongSort = await listProducts(test.database.db, test.database.dialect, paging, {
        sparseMatches: 0,
        probeRows: 2000,
      })
      expect(alongSort).toEqual(fromIds)
      expect(fromIds.total).toBe(3)
      expect(fromIds.items).toHaveLength(2)
    }
  })

  it('finds a product by its exact barcode and SKU', async () => {
    expect((await test.services.catalog.findByBarcode('700000000031'))?.id).toBe(fixture.mug)
    expect((await test.services.catalog.findBySku('LIST-TEA'))?.id).toBe(fixture.tea)
  })
})

describe('inline toggles from the list', () => {
  it('flips the sale state and the discount, or sets the value the row sends', async () => {
    const id = await createProduct({ name: 'Toggle me' })
    const state = await admin.post(`/api/toggle-product-sale-state/${id}`, {})
    expect(state.statusCode).toBe(200)
    expect(state.json()).toEqual({ message: 'Product state updated successfully !', state: 0 })
    expect((await getProduct(id)).product.state).toBe(0)

    const discount = await admin.post(`/api/toggle-product-discount/${id}`, { id, name: 'Toggle me' })
    expect(discount.json().discounted).toBe(1)
    expect((await getProduct(id)).product.discounted).toBe(1)

    // The row carries its new value: sending it twice leaves it as sent, not flipped back.
    await admin.post(`/api/toggle-product-sale-state/${id}`, { state: 1 })
    await admin.post(`/api/toggle-product-sale-state/${id}`, { state: 1 })
    expect((await getProduct(id)).product.state).toBe(1)
    expect((await admin.post('/api/toggle-product-discount/999999', {})).statusCode).toBe(404)
  })
})

describe('product image', () => {
  it('stores a png or jpeg and serves it at its URL', async () => {
    const id = await createProduct({ name: 'Pictured' })
    const response = await postImage('product', id, 'photo.png', PNG)
    expect(response.statusCode).toBe(200)
    const url: string = response.json().image
    expect(url).toMatch(/^\/uploads\/products\/[\w-]+\.png$/)
    expect((await getProduct(id)).product.image).toBe(url)
    const served = await test.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(await decodedPixels(served.rawPayload)).toEqual(await decodedPixels(PNG))

    const jpeg = await postImage('product', id, 'photo.jpeg', JPEG, 'image/jpeg')
    expect(jpeg.statusCode).toBe(200)
    expect(jpeg.json().image).toMatch(/\.jpg$/)
    // The replaced file is gone.
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })

  it('refuses a text file renamed .jpg and a 50 MB upload, keeping the old image', async () => {
    const id = await createProduct({ name: 'Guarded' })
    const first = (await postImage('product', id, 'a.png', PNG)).json().image

    const fake = await postImage('product', id, 'evil.jpg', Buffer.from('<script>alert(1)</script>'), 'image/jpeg')
    expect(fake.statusCode).toBe(422)
    expect(fake.json().errors.image[0]).toBe('The Image must be a file of type: jpg, png, jpeg.')

    const huge = Buffer.concat([PNG, Buffer.alloc(50 * 1024 * 1024)])
    const big = await postImage('product', id, 'big.png', huge)
    expect(big.statusCode).toBe(422)
    expect(Object.keys(big.json().errors)).toEqual(['image'])

    const wrongName = await postImage('product', id, 'a.gif', PNG, 'image/gif')
    expect(wrongName.statusCode).toBe(422)
    expect((await getProduct(id)).product.image).toBe(first)
  })
})

describe('uploaded images are decoded and stored re-encoded', () => {
  for (const [kind, image, name] of [
    ['PNG', PNG, 'polyglot.png'],
    ['JPEG', JPEG, 'polyglot.jpg'],
  ] as const) {
    it(`keeps only the picture of a ${kind} with an HTML page appended`, async () => {
      const id = await createProduct({ name: `Polyglot ${kind}` })
      const response = await postImage(
        'product',
        id,
        name,
        Buffer.concat([image, HTML_TAIL]),
        kind === 'PNG' ? 'image/png' : 'image/jpeg',
      )
      expect(response.statusCode, response.body).toBe(200)
      const served = await test.app.inject({ method: 'GET', url: response.json().image })
      expect(served.statusCode).toBe(200)
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.rawPayload.includes('<html>')).toBe(false)
      expect(served.rawPayload.includes('<script>')).toBe(false)
      // What is stored is still the same picture, and it decodes.
      expect(await decodedPixels(served.rawPayload)).toEqual(await decodedPixels(image))
    })
  }

  it('refuses with a 422 a file that starts like a PNG but does not decode', async () => {
    const id = await createProduct({ name: 'Broken' })
    const response = await postImage('product', id, 'broken.png', Buffer.concat([PNG.subarray(0, 20), HTML_TAIL]))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.image).toEqual(['The Image must be a file of type: jpg, png, jpeg.'])
    expect((await getProduct(id)).product.image).toBeNull()
  })

  it('refuses with a 422 an HTML page renamed .png, and one over 5 MB', async () => {
    const id = await createProduct({ name: 'Renamed' })
    const renamed = await postImage('product', id, 'page.png', HTML_TAIL)
    expect(renamed.statusCode).toBe(422)
    expect(renamed.json().errors.image).toEqual(['The Image must be a file of type: jpg, png, jpeg.'])
    const oversized = await postImage('product', id, 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]))
    expect(oversized.statusCode).toBe(422)
    expect(oversized.json().errors.image).toEqual(['The Image may not be greater than 5 MB.'])
    expect((await getProduct(id)).product.image).toBeNull()
  })
})

describe('stock rows, set for sale and removal', () => {
  it('answers a warehouse, supplier or category id beyond the id range with a 422, not a database error', async () => {
    const id = await createProduct({ name: 'Out of range ids', price: 1000, cost: 600, qty: 0 })
    const huge = 439_935_478_300
    const forSale = await admin.post(`/api/set-for-sale/${id}`, { warehouse_id: huge })
    expect(forSale.statusCode).toBe(422)
    expect(forSale.json().errors.warehouse_id).toEqual(['The selected Warehouse is invalid.'])
    const product = await admin.post('/api/product', { name: 'Huge ids', warehouseSaleFrom: huge, suppliers: [huge] })
    expect(product.statusCode).toBe(422)
    expect(Object.keys(product.json().errors).sort()).toEqual(['suppliers.0', 'warehouseSaleFrom'])
    const category = await admin.post('/api/category', { name: 'Huge children', children: [huge] })
    expect(category.statusCode).toBe(422)
    expect(Object.keys(category.json().errors)).toEqual(['children.0'])
  })

  it('sells from a warehouse only when it holds stock', async () => {
    const backRoom = await insertWarehouse('Stock room A')
    const empty = await insertWarehouse('Stock room B')
    const id = await createProduct({ name: 'Stocked', price: 1000, cost: 600, qty: 0 })
    await insertStock(id, backRoom, { quantity: 8, cost: 650, price: 1200 })
    await insertStock(id, empty, { quantity: 0, cost: 600, price: 1100 })

    const refused = await admin.post(`/api/set-for-sale/${id}`, { warehouse_id: empty })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.warehouse_id).toHaveLength(1)
    const noStock = await admin.post(`/api/set-for-sale/${id}`, { warehouse_id: 1 })
    expect(noStock.statusCode).toBe(422)

    const accepted = await admin.post(`/api/set-for-sale/${id}`, { warehouse_id: backRoom })
    expect(accepted.statusCode).toBe(200)
    const { product, stocks } = await getProduct(id)
    // The basic figures stay; the till and the label read the selling warehouse's row.
    expect(product).toMatchObject({ warehouseSaleFrom: backRoom, qty: 0, cost: 6, price: 10 })
    expect((await admin.post(`/api/print-label/${id}`, { symbology: 'C128' })).json().item.price).toBe(12)
    expect(stocks).toHaveLength(2)
    expect(stocks.find((s) => s.warehouse_id === backRoom)).toMatchObject({
      warehouse: { id: backRoom, name: 'Stock room A' },
      quantity: 8,
      sold: 2,
      returned: 1,
      cost: 6.5,
      price: 12,
      rackNumber: 'R-7',
      active: true,
    })
    expect(stocks.find((s) => s.warehouse_id === empty)?.active).toBe(false)
  })

  it('keeps quantity, cost and price when stock rows exist and the form sends others, and refuses to make it a Service', async () => {
    const warehouse = await insertWarehouse('Stock room C')
    const id = await createProduct({ name: 'Follows stock', warehouseSaleFrom: 1, qty: 4, cost: 300, price: 500 })
    await insertStock(id, warehouse, { quantity: 4, cost: 300, price: 500 })
    await admin.post(`/api/set-for-sale/${id}`, { warehouse_id: warehouse })

    const edit = await admin.patch(`/api/product/${id}`, {
      name: 'Follows stock 2',
      qty: 99,
      cost: 1,
      price: 2,
      warehouseSaleFrom: warehouse,
    })
    expect(edit.statusCode).toBe(200)
    expect((await getProduct(id)).product).toMatchObject({ name: 'Follows stock 2', qty: 4, cost: 3, price: 5 })

    const service = await admin.patch(`/api/product/${id}`, {
      name: 'Follows stock',
      type: 'Service',
      warehouseSaleFrom: warehouse,
    })
    expect(service.statusCode).toBe(422)
    expect(service.json().errors.type).toHaveLength(1)
    const emptyWarehouse = await admin.patch(`/api/product/${id}`, { name: 'Follows stock', warehouseSaleFrom: 1 })
    expect(emptyWarehouse.json().errors.warehouseSaleFrom).toHaveLength(1)
    expect((await getProduct(id)).product.type).toBe('Standard')
  })

  it('removes a product without history, with its variants and supplier links', async () => {
    const supplier = await insertSupplier('Removal')
    const id = await createProduct({
      name: 'Short lived',
      type: 'Combo',
      variants: [{ variant: 'A', price: 1 }],
      suppliers: [supplier],
    })
    const response = await admin.delete(`/api/product/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Product removed successfully !')
    expect((await admin.get(`/api/product/${id}`)).statusCode).toBe(404)
    const links = await test.database.db
      .selectFrom('product_suppliers')
      .selectAll()
      .where('product_id', '=', id)
      .execute()
    expect(links).toEqual([])
  })

  it('refuses with 409 to remove a product that has stock', async () => {
    const id = await createProduct({ name: 'Has stock' })
    await insertStock(id, 1, { quantity: 1, cost: 1, price: 2 })
    const response = await admin.delete(`/api/product/${id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(/cannot be removed/)
    expect((await admin.get(`/api/product/${id}`)).statusCode).toBe(200)
  })

  it('refuses with 409 to remove a product that is on an order', async () => {
    const id = await createProduct({ name: 'Sold once' })
    const now = new Date().toISOString()
    // The order is written as the POS area writes it; the catalogue only reads that it exists.
    const order = await test.database.db
      .insertInto('orders')
      .values({
        key: 'CAT-TEST-1',
        user_id: null,
        customer_id: null,
        supplier_id: null,
        parent_id: null,
        dueDate: null,
        deleted_at: null,
        salling: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await test.database.db
      .insertInto('order_items')
      .values({ order_id: order.id, product_id: id, name: 'Sold once', warehouse_id: null })
      .execute()
    const response = await admin.delete(`/api/product/${id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(
      'This product has sales, purchases or stock and cannot be removed. Set it Inactive to stop selling it.',
    )
    expect((await admin.get(`/api/product/${id}`)).statusCode).toBe(200)
  })
})

describe('barcode labels', () => {
  it.each(['C39', 'C39+', 'C39E', 'C128', 'C128A'])(
    'renders a %s barcode image of the product barcode',
    async (symbology) => {
      const id = await createProduct({ name: `Label ${symbology}`, price: 1250 })
      const response = await admin.post(`/api/print-label/${id}`, { symbology })
      expect(response.statusCode).toBe(200)
      const { label, item } = response.json()
      expect(item).toMatchObject({ id, name: `Label ${symbology}`, price: 12.5, symbology })
      expect(item.barcode).toMatch(/^\d{12}$/)
      expect(label).toMatch(/^data:image\/png;base64,/)
      const png = Buffer.from(label.split(',')[1], 'base64')
      expect(png.subarray(1, 4).toString()).toBe('PNG')
    },
  )

  it('draws C128A differently from C128 (digits stay in code set A) and C39+ with its check character', async () => {
    const id = await createProduct({ name: 'Sets', barcode: '123456789012' })
    const image = async (symbology: string) => (await admin.post(`/api/print-label/${id}`, { symbology })).json().label
    expect(await image('C128A')).not.toBe(await image('C128'))
    expect(await image('C39+')).not.toBe(await image('C39'))
  })

  it('refuses a symbology that cannot carry the code, and an unknown one', async () => {
    const id = await createProduct({ name: 'Lower', barcode: 'abc-123' })
    const c128a = await admin.post(`/api/print-label/${id}`, { symbology: 'C128A' })
    expect(c128a.statusCode).toBe(422)
    expect(c128a.json().errors.symbology).toHaveLength(1)
    expect((await admin.post(`/api/print-label/${id}`, { symbology: 'C39' })).statusCode).toBe(422)
    expect((await admin.post(`/api/print-label/${id}`, { symbology: 'C39E' })).statusCode).toBe(200)
    expect((await admin.post(`/api/print-label/${id}`, { symbology: 'QR' })).json().errors.symbology).toEqual([
      'The selected Symbology is invalid.',
    ])
  })
})

describe('categories', () => {
  it('builds a two-level tree and reads a category with its children ids', async () => {
    const parent = (await admin.post('/api/category', { name: 'Accessories', barcode: 'CAT-ACC' })).json().id
    const child = (await admin.post('/api/category', { name: 'Cables', mode: 1, parent_id: parent })).json().id
    const other = (await admin.post('/api/category', { name: 'Chargers', mode: true, parent_id: parent })).json().id

    const tree = (await admin.get('/api/categories-list')).json()
    const node = tree.find((n: { id: number }) => n.id === parent)
    expect(node).toMatchObject({ name: 'Accessories', barcode: 'CAT-ACC', parent_id: null, image: null })
    expect(node.children.map((c: { name: string }) => c.name)).toEqual(['Cables', 'Chargers'])
    expect(node.children[0].children).toEqual([])
    expect(tree.some((n: { id: number }) => n.id === child)).toBe(false)

    const read = (await admin.get(`/api/category/${parent}`)).json()
    expect(read.category).toMatchObject({ id: parent, name: 'Accessories', children: [child, other], parent_id: null })
  })

  it('sets children from the parent side and detaches the ones left out', async () => {
    const a = (await admin.post('/api/category', { name: 'Kid A' })).json().id
    const b = (await admin.post('/api/category', { name: 'Kid B' })).json().id
    const parent = (await admin.post('/api/category', { name: 'Parent P', mode: 1, children: [a, b] })).json().id
    expect((await admin.get(`/api/category/${a}`)).json().category.parent_id).toBe(parent)

    await admin.patch(`/api/category/${parent}`, { name: 'Parent P', mode: 1, children: [b] })
    expect((await admin.get(`/api/category/${parent}`)).json().category.children).toEqual([b])
    expect((await admin.get(`/api/category/${a}`)).json().category.parent_id).toBeNull()

    // Turning relationship mode off makes it stand alone.
    await admin.patch(`/api/category/${parent}`, { name: 'Parent P', mode: 0, children: [b] })
    expect((await admin.get(`/api/category/${parent}`)).json().category).toMatchObject({ children: [], mode: 0 })
  })

  it('refuses a parent or child that would make a cycle, with 422 and nothing changed', async () => {
    const top = (await admin.post('/api/category', { name: 'Top' })).json().id
    const middle = (await admin.post('/api/category', { name: 'Middle', mode: 1, parent_id: top })).json().id
    const bottom = (await admin.post('/api/category', { name: 'Bottom', mode: 1, parent_id: middle })).json().id

    const underGrandchild = await admin.patch(`/api/category/${top}`, { name: 'Top', mode: 1, parent_id: bottom })
    expect(underGrandchild.statusCode).toBe(422)
    expect(underGrandchild.json().errors.parent_id).toHaveLength(1)
    const ownParent = await admin.patch(`/api/category/${middle}`, { name: 'Middle', mode: 1, parent_id: middle })
    expect(ownParent.json().errors.parent_id).toEqual(['A category cannot be its own parent.'])
    const ancestorAsChild = await admin.patch(`/api/category/${bottom}`, {
      name: 'Bottom',
      mode: 1,
      parent_id: middle,
      children: [top],
    })
    expect(ancestorAsChild.statusCode).toBe(422)
    expect(ancestorAsChild.json().errors.children).toHaveLength(1)
    const unknownParent = await admin.post('/api/category', { name: 'Orphan', mode: 1, parent_id: 987654 })
    expect(unknownParent.json().errors.parent_id).toEqual(['The selected Parent Category is invalid.'])

    expect((await admin.get(`/api/category/${top}`)).json().category.parent_id).toBeNull()
    expect((await admin.get(`/api/category/${bottom}`)).json().category.children).toEqual([])
  })

  it('refuses a missing name and a duplicate code', async () => {
    expect((await admin.post('/api/category', { name: ' ' })).json().errors.name).toEqual([
      'The Category Name field is required.',
    ])
    await admin.post('/api/category', { name: 'Coded', barcode: 'DUP-1' })
    const dup = await admin.post('/api/category', { name: 'Coded again', barcode: 'DUP-1' })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().errors.barcode).toEqual(['The Category code has already been taken.'])
  })

  it('refuses to remove a category with children (409) and removes a leaf, leaving its products uncategorised', async () => {
    const parent = (await admin.post('/api/category', { name: 'Audio' })).json().id
    const leaf = (await admin.post('/api/category', { name: 'Headphones', mode: 1, parent_id: parent })).json().id
    const product = await createProduct({ name: 'Earbuds', category_id: leaf })

    const refused = await admin.delete(`/api/category/${parent}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('This category has children categories. Move or remove them first.')

    const removed = await admin.delete(`/api/category/${leaf}`)
    expect(removed.statusCode).toBe(200)
    expect((await admin.get(`/api/category/${leaf}`)).statusCode).toBe(404)
    expect((await getProduct(product)).product).toMatchObject({ name: 'Earbuds', category_id: null, category: null })
    expect((await admin.delete(`/api/category/${parent}`)).statusCode).toBe(200)
  })

  it('uploads a category image and shows it in the tree', async () => {
    const id = (await admin.post('/api/category', { name: 'Pictured category' })).json().id
    const response = await postImage('category', id, 'c.png', PNG)
    expect(response.statusCode).toBe(200)
    const tree = (await admin.get('/api/categories-list')).json()
    expect(tree.find((n: { id: number }) => n.id === id).image).toBe(response.json().image)
    const fake = await postImage('category', id, 'c.jpg', Buffer.from('nope'))
    expect(fake.statusCode).toBe(422)
    expect((await postImage('category', 999999, 'c.png', PNG)).statusCode).toBe(404)
  })
})

describe('gates', () => {
  let viewer: TestClient

  beforeAll(async () => {
    await createStaff(test, { email: 'catalog-viewer@example.com', flags: ['productDetail', 'categoryCreate'] })
    viewer = new TestClient(test.app)
    expect((await viewer.login('catalog-viewer@example.com', 'password123')).statusCode).toBe(200)
  })

  it('lets a user see only what their flags allow', async () => {
    const id = await createProduct({ name: 'Gated' })
    expect((await viewer.get(`/api/product/${id}`)).statusCode).toBe(200)
    expect((await viewer.get('/api/products')).statusCode).toBe(200)
    expect((await viewer.get('/api/categories-list')).statusCode).toBe(200)
    expect((await viewer.post('/api/category', { name: 'By viewer' })).statusCode).toBe(200)

    const denied = [
      await viewer.post('/api/product', { name: 'Nope' }),
      await viewer.patch(`/api/product/${id}`, { name: 'Nope' }),
      await viewer.delete(`/api/product/${id}`),
      await viewer.post(`/api/print-label/${id}`, { symbology: 'C128' }),
      await viewer.post(`/api/toggle-product-sale-state/${id}`, {}),
      await viewer.post(`/api/set-for-sale/${id}`, { warehouse_id: 1 }),
    ]
    for (const response of denied) {
      expect(response.statusCode).toBe(403)
      expect(response.json().message).toBe('403 : You do not have permission to access !')
    }
    expect((await getProduct(id)).product.name).toBe('Gated')
  })

  it('keeps signed-out visitors out of the catalogue', async () => {
    const visitor = new TestClient(test.app)
    expect((await visitor.get('/api/products')).statusCode).toBe(401)
    expect((await visitor.get('/api/categories-list')).statusCode).toBe(401)
  })
})
