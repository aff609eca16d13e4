import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient, expectFieldErrors } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, addWarehouse, buy, receive } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

const FULL_CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '555-1815',
  email: 'ada@example.com',
  address: '12 St James Square',
  identification: 'ID-1',
  taxId: 'TAX-1',
  gender: 'Female',
  dateOfBirth: '1985-12-10',
}

describe('customers', () => {
  it('adds a customer with every field and shows it with its payments', async () => {
    const response = await admin.post('/api/customer', FULL_CUSTOMER)
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toBe('Customer has been added.')
    const detail = await admin.get(`/api/customer/${response.json().id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().customer).toMatchObject({ ...FULL_CUSTOMER, payments: [] })
  })

  it('validates the fields the form shows errors under', async () => {
    const response = await admin.post('/api/customer', {
      firstName: '',
      email: 'not-an-email',
      gender: 'Other',
      dateOfBirth: '2001-02-30',
    })
    expectFieldErrors(response, {
      firstName: ['The First Name field is required.'],
      email: ['The Email must be a valid email address.'],
      gender: ['The Gender must be Male or Female.'],
      dateOfBirth: ['The Date Of Birth is not a valid date (YYYY-MM-DD).'],
    })
    const future = await admin.post('/api/customer', { firstName: 'Tomorrow', dateOfBirth: '2999-01-01' })
    expect(future.json().errors.dateOfBirth).toEqual(['The Date Of Birth must be a date in the past.'])
  })

  it('edits only the fields sent', async () => {
    const id = await addCustomer(admin, { email: 'keep@example.com' })
    const response = await admin.patch(`/api/customer/${id}`, { phone: '555-9999', gender: 'Male' })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Customer has been updated.')
    expect((await admin.get(`/api/customer/${id}`)).json().customer).toMatchObject({
      phone: '555-9999',
      gender: 'Male',
      email: 'keep@example.com',
    })
    expect((await admin.patch('/api/customer/999999', { phone: '1' })).statusCode).toBe(404)
  })

  it('pages and searches customers in the database', async () => {
    await addCustomer(admin, { firstName: 'Zebedee', phone: '555-7777' })
    const found = (await admin.get('/api/customer?search=zebed')).json()
    expect(found.total).toBe(1)
    expect(found.items[0].firstName).toBe('Zebedee')
    const page = (await admin.get('/api/customer?itemsPerPage=1&page=2')).json()
    expect(page.items).toHaveLength(1)
    expect(page.total).toBeGreaterThan(1)
  })

  it('removes a customer without orders, and answers 404 after', async () => {
    const id = await addCustomer(admin)
    const response = await admin.delete(`/api/customer/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Customer has been removed.')
    expect((await admin.get(`/api/customer/${id}`)).statusCode).toBe(404)
  })

  it('refuses to remove a customer that orders point to (history is never erased)', async () => {
    const id = await addCustomer(admin)
    const product = await addProduct(test, { qty: 1, price: 500 })
    await sell(admin, [{ product: await posProduct(admin, product) }], { customer_id: id })
    const response = await admin.delete(`/api/customer/${id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('This customer has orders or payments and cannot be removed.')
    expect((await admin.get(`/api/customer/${id}`)).statusCode).toBe(200)
  })

  it('tells the refunds paid back to a customer apart from the payments received, by their order', async () => {
    const customer = await addCustomer(admin, { firstName: 'Rita' })
    const supplier = await addSupplier(admin)
    const id = await addProduct(test, { price: 2000, cost: 1000, suppliers: [supplier] })
    await receive(admin, await buy(admin, supplier, [{ product_id: id, cost: 10, qty: 5 }]), [
      { product: id, warehouse: 1, price: 20 },
    ])
    const sale = await sell(admin, [{ product: await posProduct(admin, id), qty: 2 }], { customer_id: customer })
    const info = await confirmSale(admin, sale.key)
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)

    const payments = (await admin.get(`/api/customer/${customer}`)).json().customer.payments
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'credit',
          amount: 40,
          order: { id: sale.id, key: sale.key, totalAmount: 40, kind: 'salling' },
        }),
        expect.objectContaining({
          type: 'debit',
          amount: 20,
          order: { id: refund.json().id, key: refund.json().key, totalAmount: 20, kind: 'refunding' },
        }),
      ]),
    )
    expect(payments).toHaveLength(2)
  })

  it('lists customers for the POS picker to whoever may sell', async () => {
    const id = await addCustomer(admin, { firstName: 'Picker', email: 'picker@example.com' })
    const customers = (await admin.get('/api/customers-for-pos')).json().customers
    // The email is there so the sold view can offer to send the invoice to it.
    expect(customers).toContainEqual({
      id,
      firstName: 'Picker',
      lastName: 'Buyer',
      phone: expect.any(String),
      email: 'picker@example.com',
    })
  })
})

describe('suppliers', () => {
  it('adds a supplier with every field and shows the products it supplies', async () => {
    const body = {
      ...FULL_CUSTOMER,
      firstName: 'Grace',
      company: 'Parts Ltd',
      companyAddress: '1 Dock Road',
      shippingAdress: 'Gate 4',
    }
    const response = await admin.post('/api/supplier', body)
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toBe('Supplier has been added.')
    const id = response.json().id
    const product = await addProduct(test, { name: 'Screen', suppliers: [id], unitOfMeasure: '' })
    const backRoom = await addWarehouse(admin, { name: 'Back Room' })
    const cable = await addProduct(test, { name: 'Cable', suppliers: [id], warehouseSaleFrom: backRoom })
    const detail = (await admin.get(`/api/supplier/${id}`)).json().supplier
    expect(detail).toMatchObject({ ...body })
    const main = await test.database.db
      .selectFrom('warehouses')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    // The warehouse each product sells from, by its name as well as its id.
    expect(detail.products).toEqual([
      expect.objectContaining({
        id: cable,
        name: 'Cable',
        warehouseSaleFrom: backRoom,
        warehouseSaleFromName: 'Back Room',
      }),
      expect.objectContaining({
        id: product,
        name: 'Screen',
        type: 'Standard',
        warehouseSaleFrom: 1,
        warehouseSaleFromName: main.name,
        sku: expect.any(String),
        barcode: expect.any(String),
      }),
    ])
  })

  it('validates company fields under their names', async () => {
    const response = await admin.post('/api/supplier', {
      firstName: 'X',
      company: 'c'.repeat(192),
      shippingAdress: 's'.repeat(501),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.company).toEqual(['The Company may not be greater than 191 characters.'])
    expect(response.json().errors.shippingAdress).toEqual([
      'The Shipping Address may not be greater than 500 characters.',
    ])
  })

  it('removes a supplier without purchases; its products stay', async () => {
    const id = await addSupplier(admin)
    const product = await addProduct(test, { suppliers: [id] })
    expect((await admin.delete(`/api/supplier/${id}`)).json().message).toBe('Supplier has been removed.')
    const row = await test.database.db.selectFrom('products').select('id').where('id', '=', product).executeTakeFirst()
    expect(row?.id).toBe(product)
  })

  it('refuses to remove a supplier with purchases', async () => {
    const id = await addSupplier(admin)
    const product = await addProduct(test, { suppliers: [id] })
    await buy(admin, id, [{ product_id: product, cost: 1, qty: 1 }])
    const response = await admin.delete(`/api/supplier/${id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('This supplier has purchases or payments and cannot be removed.')
  })

  it('searches suppliers by company', async () => {
    await addSupplier(admin, { company: 'Quixotic Widgets' })
    const found = (await admin.get('/api/supplier?search=quixotic')).json()
    expect(found.items.map((row: { company: string }) => row.company)).toEqual(['Quixotic Widgets'])
  })
})

describe('contact gates', () => {
  it('needs the create, edit, detail and remove flags of each kind', async () => {
    const customer = await addCustomer(admin)
    const supplier = await addSupplier(admin)
    await createStaff(test, { email: 'clerk@example.com', flags: ['customerDetials'] })
    const clerk = new TestClient(test.app)
    await clerk.login('clerk@example.com', 'password123')
    expect((await clerk.get(`/api/customer/${customer}`)).statusCode).toBe(200)
    expect((await clerk.post('/api/customer', { firstName: 'No' })).statusCode).toBe(403)
    expect((await clerk.patch(`/api/customer/${customer}`, { firstName: 'No' })).statusCode).toBe(403)
    expect((await clerk.delete(`/api/customer/${customer}`)).statusCode).toBe(403)
    expect((await clerk.get(`/api/supplier/${supplier}`)).statusCode).toBe(403)
    expect((await clerk.get('/api/customers-for-pos')).statusCode).toBe(403)
  })
})
