import { beforeAll, describe, expect, it } from 'vitest'
import type { PermissionFlag } from '@counterpart/domain/permissions'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { posProduct, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy } from '../../../test/stock-fixtures.ts'

/**
 * Issue 14 §7: the customer and supplier lists answer every signed-in user (the pickers search them), but
 * ID numbers, tax ids, addresses, gender and birth dates go only to those who may open or edit a contact.
 */
const { test, admin } = await adminAppForFile()
let customerId = 0
let supplierId = 0

const PERSONAL = {
  address: '12 Harbour Street',
  identification: 'ID-4711',
  taxId: 'TAX-0815',
  gender: 'Female',
  dateOfBirth: '1990-04-01',
}
const CUSTOMER_PERSONAL = ['address', 'identification', 'taxId', 'gender', 'dateOfBirth']
const SUPPLIER_PERSONAL = [...CUSTOMER_PERSONAL, 'companyAddress', 'shippingAdress']

beforeAll(async () => {
  customerId = await addCustomer(admin, { firstName: 'Private', lastName: 'Person', phone: '555-7777', ...PERSONAL })
  supplierId = await addSupplier(admin, {
    firstName: 'Secret',
    lastName: 'Supplier',
    phone: '555-8888',
    ...PERSONAL,
    companyAddress: '1 Industrial Way',
    shippingAdress: '2 Dock Road',
  })
})

let staffCount = 0
async function staff(flags: PermissionFlag[]): Promise<TestClient> {
  staffCount += 1
  const email = `staff${staffCount}@example.com`
  await createStaff(test, { email, flags })
  const client = new TestClient(test.app)
  expect((await client.login(email, 'password123')).statusCode).toBe(200)
  return client
}

async function customerRow(client: TestClient) {
  const response = await client.get('/api/customer?search=Private')
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json().items).toHaveLength(1)
  return response.json().items[0] as Record<string, unknown>
}

async function supplierRow(client: TestClient) {
  const response = await client.get('/api/supplier?search=Secret')
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json().items).toHaveLength(1)
  return response.json().items[0] as Record<string, unknown>
}

describe('personal fields of the customer and supplier lists', () => {
  it('a saleCreate-only cashier sees id, name and phone but none of the personal fields', async () => {
    const cashier = await staff(['saleCreate'])
    const customer = await customerRow(cashier)
    expect(customer).toMatchObject({ firstName: 'Private', lastName: 'Person', phone: '555-7777' })
    expect(customer.id).toEqual(expect.any(Number))
    for (const field of CUSTOMER_PERSONAL) expect(customer).not.toHaveProperty(field)
    const supplier = await supplierRow(cashier)
    expect(supplier).toMatchObject({ firstName: 'Secret', phone: '555-8888' })
    for (const field of SUPPLIER_PERSONAL) expect(supplier).not.toHaveProperty(field)
    const body = JSON.stringify([customer, supplier])
    for (const secret of ['ID-4711', 'TAX-0815', 'Harbour', '1990-04-01', 'Industrial', 'Dock Road']) {
      expect(body).not.toContain(secret)
    }
  })

  it('customerDetials or customerEdit see the customer personal fields, not the supplier ones', async () => {
    for (const flag of ['customerDetials', 'customerEdit'] as const) {
      const client = await staff([flag])
      expect(await customerRow(client)).toMatchObject(PERSONAL)
      const supplier = await supplierRow(client)
      for (const field of SUPPLIER_PERSONAL) expect(supplier).not.toHaveProperty(field)
    }
  })

  it('supplierDetials or supplierEdit see the supplier personal fields, not the customer ones', async () => {
    for (const flag of ['supplierDetials', 'supplierEdit'] as const) {
      const client = await staff([flag])
      expect(await supplierRow(client)).toMatchObject({
        ...PERSONAL,
        companyAddress: '1 Industrial Way',
        shippingAdress: '2 Dock Road',
      })
      const customer = await customerRow(client)
      for (const field of CUSTOMER_PERSONAL) expect(customer).not.toHaveProperty(field)
    }
  })

  it('the admin sees everything, and a signed-out caller gets 401', async () => {
    expect(await customerRow(admin)).toMatchObject(PERSONAL)
    expect(await supplierRow(admin)).toMatchObject({ ...PERSONAL, shippingAdress: '2 Dock Road' })
    expect((await new TestClient(test.app).get('/api/customer')).statusCode).toBe(401)
    expect((await new TestClient(test.app).get('/api/supplier')).statusCode).toBe(401)
  })
})

/**
 * Orders, invoices, the POS and reports name the customer or supplier of an order. They carry what an
 * invoice or a delivery needs (name, company, phone, email, addresses), to anyone who may open that order;
 * never the ID number, tax id, gender or birth date, which only the contact screens show, and only to
 * holders of the contact gates. The admin is asked here: if they do not appear for the admin, they
 * appear for nobody.
 */
describe('ID numbers, tax ids, gender and birth dates stay on the contact screens', () => {
  const SENSITIVE_VALUES = ['ID-4711', 'TAX-0815', '1990-04-01', 'Female']
  const SENSITIVE_KEYS = ['"identification"', '"taxId"', '"gender"', '"dateOfBirth"']

  function expectNothingSensitive(where: string, text: string): void {
    for (const secret of [...SENSITIVE_VALUES, ...SENSITIVE_KEYS])
      expect(text, `${where}: ${secret}`).not.toContain(secret)
  }

  it('in order details, order lists, the POS sale lookup, invoices and the pending bill', async () => {
    const productId = await addProduct(test, { qty: 10, price: 1500, cost: 500, suppliers: [supplierId] })
    const sale = await sell(admin, [{ product: await posProduct(admin, productId) }], {
      customer_id: customerId,
      method: false,
      enterAmount: 0,
      dueDate: '2030-01-01',
    })
    const purchase = await buy(admin, supplierId, [{ product_id: productId, cost: 5, qty: 2 }], {
      method: false,
      dueDate: '2030-01-01',
    })

    const saleDetail = await admin.get(`/api/order/${sale.id}`)
    expect(saleDetail.statusCode, saleDetail.body).toBe(200)
    // What the invoice needs is there.
    expect(saleDetail.json().customer).toMatchObject({
      firstName: 'Private',
      phone: '555-7777',
      address: '12 Harbour Street',
    })
    expectNothingSensitive('sale detail', saleDetail.body)
    const purchaseDetail = await admin.get(`/api/order/${purchase}`)
    expect(purchaseDetail.statusCode, purchaseDetail.body).toBe(200)
    expect(purchaseDetail.json().supplier).toMatchObject({ firstName: 'Secret', shippingAdress: '2 Dock Road' })
    expectNothingSensitive('purchase detail', purchaseDetail.body)

    for (const url of ['/api/order?filter=salling', '/api/order?filter=purchasing', '/api/payment']) {
      const list = await admin.get(url)
      expect(list.statusCode, `${url} ${list.body}`).toBe(200)
      expectNothingSensitive(url, list.body)
    }
    const lookup = await admin.post('/api/confirm-sale', { trx: sale.key })
    expect(lookup.statusCode, lookup.body).toBe(200)
    expectNothingSensitive('POS sale lookup', lookup.body)
    const invoice = await admin.get(`/api/export-sale-invoice/${sale.id}`)
    expect(invoice.statusCode).toBe(200)
    const invoiceText = pdfText(invoice.rawPayload)
    expect(invoiceText).toContain('Private')
    expectNothingSensitive('sale invoice', invoiceText)
    for (const body of [
      { type: 'Customers', customer_id: customerId },
      { type: 'Suppliers', supplier_id: supplierId },
    ]) {
      const bill = await admin.post('/api/pending-bill', body)
      expect(bill.statusCode, bill.body).toBe(200)
      expect(bill.json().list.length).toBeGreaterThan(0)
      expectNothingSensitive(`pending bill of ${body.type}`, bill.body)
    }
  })
})
