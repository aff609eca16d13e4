import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import { addProduct, addSupplier, buy, receive } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function staff(email: string, flags: Parameters<typeof createStaff>[1]['flags']): Promise<TestClient> {
  await createStaff(test, { email, flags })
  const client = new TestClient(test.app)
  expect((await client.login(email, 'password123')).statusCode).toBe(200)
  return client
}

describe('the Sale Cost And Profit switch (issue 28, item 12)', () => {
  it('keeps what goods cost and the profit out of a sale and a refund for a cashier without it, and sends them with it', async () => {
    const supplier = await addSupplier(admin)
    const id = await addProduct(test, { price: 2000, cost: 1200, suppliers: [supplier] })
    const purchase = await buy(admin, supplier, [{ product_id: id, cost: 12, qty: 5 }])
    await receive(admin, purchase, [{ product: id, warehouse: 1, price: 20 }])
    const sale = await sell(admin, [{ product: await posProduct(admin, id), qty: 2 }])
    const info = await confirmSale(admin, sale.key)
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    const refundId = refund.json().id as number

    const details = ['saleList', 'saleDetails', 'refundList', 'refundDetails', 'purchaseDetails'] as const
    const cashier = await staff('cashier-nocost@example.com', [...details])
    const manager = await staff('manager-cost@example.com', [...details, 'saleCost'])

    for (const orderId of [sale.id, refundId]) {
      const hidden = await cashier.get(`/api/order/${orderId}`)
      expect(hidden.statusCode).toBe(200)
      const body = hidden.json()
      expect(body.order).not.toHaveProperty('cost')
      expect(body.order).not.toHaveProperty('profit')
      expect(body.order.items[0]).not.toHaveProperty('cost')
      // Everything a cashier needs is still there.
      expect(body.order.items[0]).toMatchObject({ product_id: id, price: 20 })
      expect(body.order.totalAmount).toBeGreaterThan(0)
      expect(hidden.body).not.toMatch(/"cost"|"profit"/)
    }

    const shown = (await manager.get(`/api/order/${sale.id}`)).json()
    expect(shown.order).toMatchObject({ cost: 24, profit: 16 })
    expect(shown.order.items[0]).toMatchObject({ cost: 12 })

    // A purchase's costs are its prices: the switch does not hide them.
    const bought = (await cashier.get(`/api/order/${purchase}`)).json()
    expect(bought.order.items[0]).toMatchObject({ cost: 12 })
  })

  it('is on for the admin and off for a new user made on the form', async () => {
    const created = await admin.post('/api/user', {
      name: 'New Cashier',
      email: 'new-cashier@example.com',
      password: 'password123',
      roleName: 'Cashier',
      saleCreate: true,
    })
    expect(created.statusCode, created.body).toBe(201)
    const row = await test.database.db
      .selectFrom('users')
      .select(['saleCost', 'saleCreate'])
      .where('email', '=', 'new-cashier@example.com')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ saleCost: 0, saleCreate: 1 })
    const adminRow = await test.database.db
      .selectFrom('users')
      .select('saleCost')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(adminRow.saleCost).toBe(1)
  })
})
