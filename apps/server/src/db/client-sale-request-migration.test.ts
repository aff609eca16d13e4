import { type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { expectKeyRefusedForAnotherCart, posProduct, saleBody } from '../../test/pos-fixtures.ts'
import { addProduct, addSupplier, buy, receive } from '../../test/stock-fixtures.ts'
import { down, up } from './migrations/0024-client-sale-request.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

describe(`migration 0024 keeps a till's client id in client_sales alone (${TEST_DIALECT})`, () => {
  it('moves the key both ways, and a retry after each is answered with the first sale', async () => {
    const supplier = await addSupplier(admin)
    const id = await addProduct(test, { price: 1500, cost: 500, suppliers: [supplier] })
    await receive(admin, await buy(admin, supplier, [{ product_id: id, cost: 5, qty: 10 }]), [
      { product: id, warehouse: 1, price: 15 },
    ])
    const product = await posProduct(admin, id)
    const body = saleBody([{ product }])
    const key = '4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d'
    const headers = { 'idempotency-key': key }
    const sold = await admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })
    expect(sold.statusCode).toBe(201)
    const retry = () => admin.request({ method: 'POST', url: '/api/sale', payload: body, headers })

    await down(db)
    // Before 0024 the key was an idempotency_keys row with the answer the sale gave.
    const kept = await db.selectFrom('idempotency_keys').select(['key', 'response']).where('key', '=', key).execute()
    expect(kept.map((row) => ({ key: row.key, response: JSON.parse(row.response) }))).toEqual([
      { key, response: sold.json() },
    ])

    await up(db)
    expect(await db.selectFrom('idempotency_keys').select('id').where('key', '=', key).execute()).toEqual([])
    const again = await retry()
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(sold.json())
    // The request's hash moved with it: another cart under the same id is still refused.
    await expectKeyRefusedForAnotherCart(admin, product, headers)
    const stock = await db.selectFrom('stocks').select('quantity').where('product_id', '=', id).executeTakeFirst()
    expect(Number(stock?.quantity)).toBe(9)
  })
})
