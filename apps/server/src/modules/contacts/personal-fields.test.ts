import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PermissionFlag } from '@counterpart/domain/permissions'
import { createStaff, createTestApp, signedInAdmin, TestClient, type TestApp } from '../../../test/helpers.ts'
import { addCustomer, addSupplier } from '../../../test/stock-fixtures.ts'

/**
 * Issue 14 §7: the customer and supplier lists answer every signed-in user (the pickers search them), but
 * ID numbers, tax ids, addresses, gender and birth dates go only to those who may open or edit a contact.
 */
let test: TestApp
let admin: TestClient

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
  test = await createTestApp()
  admin = await signedInAdmin(test.app)
  await addCustomer(admin, { firstName: 'Private', lastName: 'Person', phone: '555-7777', ...PERSONAL })
  await addSupplier(admin, {
    firstName: 'Secret',
    lastName: 'Supplier',
    phone: '555-8888',
    ...PERSONAL,
    companyAddress: '1 Industrial Way',
    shippingAdress: '2 Dock Road',
  })
})
afterAll(() => test.close())

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
