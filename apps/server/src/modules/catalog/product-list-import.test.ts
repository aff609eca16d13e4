import { describe, expect, it, vi } from 'vitest'
import {
  PRODUCT_IMPORT_MESSAGES,
  type ProductImportPreview,
  type ProductListRow,
} from '@counterpart/domain/schemas/catalog'
import type { Page } from '@counterpart/domain/schemas/paging'
import { sql } from 'kysely'
import {
  adminAppForFile,
  countRows,
  createStaff,
  expectFieldErrors,
  TEST_DIALECT,
  TestClient,
} from '../../../test/helpers.ts'
import { addProduct, addSupplier, addWarehouse, buy, receive } from '../../../test/stock-fixtures.ts'
import { fileForm } from '../../../test/form-data.ts'

const { test, admin } = await adminAppForFile()
const { db } = test.database

async function addCategory(name: string): Promise<number> {
  const response = await admin.post('/api/category', { name })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ id: number }>().id
}

async function list(query: string): Promise<Page<ProductListRow>> {
  const response = await admin.get(`/api/products?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

function upload(url: string, content: string | Buffer, filename = 'products.csv') {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content
  return admin.request({ method: 'POST', url, ...fileForm('file', filename, body, 'text/csv') })
}

const preview = (content: string | Buffer) => upload('/api/products/import/preview', content)
const importFile = (content: string | Buffer) => upload('/api/products/import', content)

/** Everything an import could write: nothing may change when it is refused. */
async function footprint() {
  return {
    products: await countRows(test, 'products'),
    movements: await countRows(test, 'stock_movements'),
    events: await countRows(test, 'audit_events'),
  }
}

// A shop: a category of phones and one of cables, a phone kept in two warehouses (sold from the second at
// its own price), a cable on basic quantity, a repair service.
const phones = await addCategory('Phones')
const cables = await addCategory('Cables')
const back = await addWarehouse(admin, { name: 'Back room' })
const supplier = await addSupplier(admin)
const phone = await addProduct(test, {
  name: 'Pixel list phone',
  price: 50000,
  category_id: phones,
  suppliers: [supplier],
})
const cable = await addProduct(test, { name: 'Braided list cable', price: 999, qty: 7, category_id: cables })
const service = await addProduct(test, { name: 'Screen list fitting', type: 'Service', price: 4000 })
const purchase = await buy(admin, supplier, [{ product_id: phone, cost: 300, qty: 5 }])
await receive(admin, purchase, [{ product: phone, warehouse: 1, price: 520 }])
const second = await buy(admin, supplier, [{ product_id: phone, cost: 300, qty: 2 }], { reference: 'PO-2' })
await receive(admin, second, [{ product: phone, warehouse: back, price: 549 }])
expect((await admin.post(`/api/set-for-sale/${phone}`, { warehouse_id: back })).statusCode).toBe(200)

describe('the products list', () => {
  it('shows the price the till sells at, the stock on hand and the category of each product', async () => {
    const { items } = await list('search=list&itemsPerPage=100')
    const byId = new Map(items.map((item) => [item.id, item]))
    // Sold from the back room: its row's price; 5 + 2 units over the two warehouses.
    expect(byId.get(phone)).toMatchObject({ salePrice: 549, stockOnHand: 7, category: 'Phones' })
    // No stock rows: the product's own price and basic quantity.
    expect(byId.get(cable)).toMatchObject({ salePrice: 9.99, stockOnHand: 7, category: 'Cables' })
    // A service has no stock.
    expect(byId.get(service)).toMatchObject({ salePrice: 40, stockOnHand: null, category: null })
  })

  it('lists one category when asked, searched and paged in SQL', async () => {
    const page = await list(`category_id=${phones}`)
    expect(page.items.map((item) => item.id)).toEqual([phone])
    expect(page.total).toBe(1)
    expect((await list(`category_id=${cables}&search=pixel`)).total).toBe(0)
    expect((await list(`category_id=${cables}&search=braided`)).items.map((item) => item.id)).toEqual([cable])
  })

  it('refuses a category that is not an id, naming the field', async () => {
    expectFieldErrors(await admin.get('/api/products?category_id=abc'), {
      category_id: ['The selected Category is invalid.'],
    })
  })

  it('sorts by the sale price and by the stock on hand', async () => {
    const byPrice = await list('search=list&sortBy=salePrice&sortDesc=true')
    expect(byPrice.items.map((item) => item.id)).toEqual([phone, service, cable])
    const byStock = await list('search=list&sortBy=stockOnHand&sortDesc=false')
    // Both hold 7: the id breaks the tie; a service (no stock) sorts first going up.
    expect(byStock.items.map((item) => item.id)).toEqual([service, phone, cable])
  })

  it('ignores a sort key it does not know, as before', async () => {
    for (const sortBy of ['toString', 'constructor', 'cost']) {
      const page = await list(`search=list&sortBy=${sortBy}`)
      expect(page.total).toBe(3)
    }
  })

  it("reads a category's page through the category index on both databases", async () => {
    const page = sql`select id from products where category_id = ${phones} order by created_at desc, id desc limit 10`
    const plan =
      TEST_DIALECT === 'postgres'
        ? (await sql<{ 'QUERY PLAN': string }>`explain ${page}`.execute(db)).rows.map((row) => row['QUERY PLAN'])
        : (await sql<{ detail: string }>`explain query plan ${page}`.execute(db)).rows.map((row) => row.detail)
    const text = plan.join('\n')
    if (TEST_DIALECT === 'sqlite') {
      expect(text).toContain('products_category_created_at_idx')
      expect(text).not.toContain('TEMP B-TREE')
    } else {
      // The planner reads a table this small whole; with sequential scans off it must walk the index.
      await sql`set enable_seqscan = off`.execute(db)
      const forced = await sql<{ 'QUERY PLAN': string }>`explain ${page}`.execute(db)
      await sql`set enable_seqscan = on`.execute(db)
      const walked = forced.rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(walked).toContain('products_category_created_at_idx')
      expect(walked).not.toContain('Sort')
    }
  })
})

describe('the products export', () => {
  it('writes every product of the filter and search, not only the page, with the list figures', async () => {
    const response = await admin.get(`/api/products/export?category_id=${phones}&itemsPerPage=1`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'ID,Product Name,SKU,Barcode,Category,Type,Price,Stock,Unit of measure,Discounted,State,Added At',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${phone},Pixel list phone,`)
    expect(lines[1]).toContain(',Phones,Standard,549.00,7,')

    const all = await admin.get('/api/products/export?search=list')
    const rows = all.body.trim().split('\r\n').slice(1)
    expect(rows).toHaveLength((await list('search=list')).total)
    expect(rows.find((row) => row.startsWith(`${service},`))).toContain(',Service,40.00,Service,')
  })

  it('is open to whoever may see the list, and to no one signed out', async () => {
    await createStaff(test, { email: 'export-cashier@example.com', flags: [] })
    const cashier = new TestClient(test.app)
    expect((await cashier.login('export-cashier@example.com', 'password123')).statusCode).toBe(200)
    expect((await cashier.get('/api/products/export')).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'GET', url: '/api/products/export' })).statusCode).toBe(401)
  })
})

describe('importing products from a CSV file', () => {
  it('offers a template: the header row and an example row', async () => {
    const response = await admin.get('/api/products/import/template')
    expect(response.statusCode).toBe(200)
    const [header, example] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('name,sku,barcode,category,price,cost,type,unitOfMeasure,qty,description')
    expect(example?.startsWith('USB-C cable 1 m,CBL-USBC-1M,,')).toBe(true)
  })

  it('previews every row with its errors per field, in words, and writes nothing', async () => {
    const before = await footprint()
    const response = await preview(
      [
        'name,sku,category,price,qty,type,unitOfMeasure',
        'Good case,IMP-CASE-1,Phones,12.50,3,Standard,pcs',
        ',IMP-NONAME,Phones,abc,2,Standard,pcs',
        'Odd unit,IMP-UNIT,Tablets,1.999,-1,Gadget,litres',
      ].join('\n'),
    )
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json<ProductImportPreview>()
    expect(answer.total).toBe(3)
    expect(answer.invalid).toBe(2)
    expect(answer.rows[0]).toMatchObject({ row: 2, errors: {}, values: { name: 'Good case', sku: 'IMP-CASE-1' } })
    expect(answer.rows[1]?.row).toBe(3)
    expect(answer.rows[1]?.errors).toEqual({
      name: ['The Product Name field is required.'],
      price: ['The Product Price must be a number.'],
    })
    expect(answer.rows[2]?.errors).toEqual({
      category: [PRODUCT_IMPORT_MESSAGES.unknownCategory('Tablets')],
      price: ['The Product Price may have at most 2 decimals.'],
      qty: ['The Product QTY must be at least 0.'],
      type: ['The selected Type is invalid.'],
      unitOfMeasure: ['The selected Unit of measure is invalid.'],
    })
    expect(await footprint()).toEqual(before)
  })

  it('imports a valid file: every product as the form creates it, with its opening stock and its audit event', async () => {
    const before = await footprint()
    const response = await importFile(
      [
        'name,sku,barcode,category,price,cost,type,unitOfMeasure,qty,description',
        'Imported charger,IMP-CHG-1,,cables,19.99,8.25,standard,pcs,12,Fast charger',
        'Imported repair,IMP-SVC-1,,,45,,Service,,,',
      ].join('\r\n'),
    )
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json<{ message: string; imported: number; ids: number[] }>()
    expect(answer).toMatchObject({ imported: 2, message: '2 products imported successfully !' })
    const [charger, repair] = answer.ids as [number, number]
    const detail = (await admin.get(`/api/product/${charger}`)).json<{ product: Record<string, unknown> }>().product
    expect(detail).toMatchObject({
      name: 'Imported charger',
      sku: 'IMP-CHG-1',
      category_id: cables,
      type: 'Standard',
      price: 19.99,
      cost: 8.25,
      qty: 12,
      unitOfMeasure: 'pcs',
      description: 'Fast charger',
      state: 1,
    })
    expect(String(detail.barcode)).toMatch(/^\d{12}$/)
    const movements = await db
      .selectFrom('stock_movements')
      .select(['product_id', 'delta', 'reason'])
      .where('product_id', 'in', answer.ids)
      .execute()
    expect(movements).toEqual([{ product_id: charger, delta: 12, reason: 'opening' }])
    const events = await db
      .selectFrom('audit_events')
      .select(['entity', 'entity_id', 'action', 'route'])
      .where('request_id', '=', String(response.headers['x-request-id']))
      .orderBy('id')
      .execute()
    expect(events).toEqual(
      [charger, repair].map((id) => ({
        entity: 'product',
        entity_id: String(id),
        action: 'created',
        route: 'POST /api/products/import',
      })),
    )
    expect(await footprint()).toEqual({
      products: before.products + 2,
      movements: before.movements + 1,
      events: before.events + 2,
    })
    expect((await list(`category_id=${cables}&search=imported`)).items[0]).toMatchObject({
      id: charger,
      salePrice: 19.99,
      stockOnHand: 12,
    })
  })

  it('writes nothing when one row is bad, and says which', async () => {
    const before = await footprint()
    const response = await importFile(
      ['name,sku,price', 'Fine one,IMP-FINE-1,5', 'Bad one,IMP-BAD-1,-3', 'Fine two,IMP-FINE-2,6'].join('\n'),
    )
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json<{ errors: Record<string, string[]> }>().errors.file).toEqual([
      PRODUCT_IMPORT_MESSAGES.invalidRows(1),
      'Row 3: The Product Price must be at least 0.',
    ])
    expect(await footprint()).toEqual(before)
  })

  it('refuses a SKU or barcode twice in the file or already in the catalogue', async () => {
    await addProduct(test, { name: 'Existing', sku: 'IMP-TAKEN', barcode: '400000000017' })
    const response = await preview(
      [
        'name,sku,barcode',
        'First,IMP-DUP,400000000024',
        'Second,IMP-DUP,400000000024',
        'Third,IMP-TAKEN,400000000017',
      ].join('\n'),
    )
    const rows = response.json<ProductImportPreview>().rows
    expect(rows[0]?.errors).toEqual({})
    expect(rows[1]?.errors).toEqual({
      sku: [PRODUCT_IMPORT_MESSAGES.repeatedInFile('SKU', 2)],
      barcode: [PRODUCT_IMPORT_MESSAGES.repeatedInFile('Barcode', 2)],
    })
    expect(rows[2]?.errors).toEqual({
      sku: ['The SKU has already been taken.'],
      barcode: ['The Barcode has already been taken.'],
    })
  })

  it('reads a semicolon file with a byte order mark and quoted fields holding commas, quotes and lines', async () => {
    const content =
      '\uFEFFname;sku;price;description\r\n' +
      '"Case, leather";IMP-SEMI-1;"12,5";"Soft; ""premium"",\nhand-made"\r\n' +
      'Plain glass;IMP-SEMI-2;3.5;\r\n\r\n'
    const answer = (await preview(content)).json<ProductImportPreview>()
    expect(answer.total).toBe(2)
    expect(answer.rows[0]?.values).toEqual({
      name: 'Case, leather',
      sku: 'IMP-SEMI-1',
      price: '12,5',
      description: 'Soft; "premium",\nhand-made',
    })
    // A decimal comma is not a number the form accepts either.
    expect(answer.rows[0]?.errors).toEqual({ price: ['The Product Price must be a number.'] })
    expect(answer.rows[1]).toMatchObject({ row: 3, errors: {} })
  })

  it('refuses a file over 2 MB, a binary file, an empty one and unknown columns, naming the file field', async () => {
    const before = await footprint()
    const big = `name,description\n${`Filler,${'x'.repeat(1000)}\n`.repeat(2200)}`
    expectFieldErrors(await preview(big), { file: [PRODUCT_IMPORT_MESSAGES.tooLarge] })
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0xff, 0xfe])
    expectFieldErrors(await importFile(xlsx), { file: [PRODUCT_IMPORT_MESSAGES.notCsv] })
    expectFieldErrors(await preview('name,sku\n'), { file: [PRODUCT_IMPORT_MESSAGES.empty] })
    expectFieldErrors(await preview('title,sku\nA,B\n'), { file: [PRODUCT_IMPORT_MESSAGES.unknownColumns(['title'])] })
    const tooMany = `name\n${'Row\n'.repeat(5001)}`
    expectFieldErrors(await preview(tooMany), { file: [PRODUCT_IMPORT_MESSAGES.tooManyRows] })
    expect(await footprint()).toEqual(before)
  })

  it('lets only holders of productCreate preview or import', async () => {
    await createStaff(test, { email: 'import-clerk@example.com', flags: ['productEdit', 'productDetail'] })
    const clerk = new TestClient(test.app)
    expect((await clerk.login('import-clerk@example.com', 'password123')).statusCode).toBe(200)
    const form = fileForm('file', 'products.csv', Buffer.from('name\nA\n'), 'text/csv')
    expect((await clerk.request({ method: 'POST', url: '/api/products/import/preview', ...form })).statusCode).toBe(403)
    expect((await clerk.request({ method: 'POST', url: '/api/products/import', ...form })).statusCode).toBe(403)
    expect((await clerk.get('/api/products/import/template')).statusCode).toBe(403)
  })

  it('answers 409 naming the row when a SKU is taken between the check and the write, and writes nothing', async () => {
    const { settings } = test.services
    const read = settings.get.bind(settings)
    let reads = 0
    // The import reads the units twice: for its check, then for its transaction. In between, another
    // save takes the second row's SKU.
    const spy = vi.spyOn(settings, 'get').mockImplementation(async () => {
      reads += 1
      if (reads === 2) await addProduct(test, { name: 'Quicker', sku: 'IMP-LATE-2' })
      return read()
    })
    try {
      const before = await footprint()
      const response = await importFile(['name,sku', 'Early,IMP-LATE-1', 'Late,IMP-LATE-2'].join('\n'))
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json<{ message: string }>().message).toBe(
        PRODUCT_IMPORT_MESSAGES.conflict(3, 'The SKU has already been taken.'),
      )
      // Only the quicker save's product and its event are there.
      expect(await footprint()).toEqual({ ...before, products: before.products + 1, events: before.events + 1 })
      expect(await db.selectFrom('products').select('id').where('sku', '=', 'IMP-LATE-1').execute()).toEqual([])
    } finally {
      spy.mockRestore()
    }
  })

  it('imports the same file sent twice at once only once: the second is refused and writes nothing', async () => {
    const before = await footprint()
    const file = ['name,sku', 'Race one,IMP-RACE-1', 'Race two,IMP-RACE-2'].join('\n')
    const answers = await Promise.all([importFile(file), importFile(file)])
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses[0]).toBe(201)
    expect([409, 422]).toContain(statuses[1])
    const refused = answers.find((answer) => answer.statusCode !== 201)
    if (refused?.statusCode === 409) expect(refused.json<{ message: string }>().message).toMatch(/^Row 2: /)
    expect(await footprint()).toEqual({
      products: before.products + 2,
      movements: before.movements,
      events: before.events + 2,
    })
  })
})
