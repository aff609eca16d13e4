import { describe, expect, it } from 'vitest'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient, TEST_DIALECT } from '../../../test/helpers.ts'
import { setShopTimezone } from '../../../test/report-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function boughtAt(at: string, fields: Record<string, string>): Promise<number> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/custom-product',
    ...formData({ phone: '0244000444', price: '300.00', sign: TINY_PNG_DATA_URL, ...fields }),
  })
  expect(response.statusCode, response.body).toBe(200)
  const id: number = response.json().item.id
  await test.database.db.updateTable('custom_products').set({ created_at: at }).where('id', '=', id).execute()
  return id
}

const register = (query: string, client: TestClient = admin) =>
  client.get(`/api/custom-product-police-register?${query}`)

describe(`the police register export (${TEST_DIALECT})`, () => {
  it("lists each item bought in the shop's calendar days, oldest first, one row per item", async () => {
    await setShopTimezone(test, 'Europe/Berlin')
    await boughtAt('2026-02-28T22:59:00.000Z', {
      fullName: 'Too Early',
      model: 'Nokia 3310',
      cost: '5.00',
    })
    await boughtAt('2026-03-02T09:15:00.000Z', {
      fullName: 'Yaw Darko',
      idType: 'National ID card',
      idNumber: '0012345678',
      model: 'Galaxy A54',
      imei: '356938035643809',
      cost: '120.50',
    })
    // 23:00 UTC on 28 February is midnight in Berlin: the first of March, the period's first day.
    await boughtAt('2026-02-28T23:00:00.000Z', {
      fullName: '=HYPERLINK("x")',
      idType: 'Passport',
      idNumber: 'P-9, "B"',
      model: 'iPhone 12',
      imei: '',
      cost: '99.00',
    })
    // 23:30 UTC on 3 March is already the 4th in Berlin: outside.
    await boughtAt('2026-03-03T23:30:00.000Z', { fullName: 'Too Late', model: 'Pixel 5', cost: '50.00' })

    const response = await register('from=2026-03-01&to=2026-03-03')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="police-register-2026-03-01_2026-03-03.csv"',
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.body.split('\r\n')).toEqual([
      "\uFEFFDate,Seller's name,ID type,ID number,Device,IMEI,Price paid",
      `2026-03-01 00:00:00,"'=HYPERLINK(""x"")",Passport,"P-9, ""B""",iPhone 12,,99.00`,
      '2026-03-02 10:15:00,Yaw Darko,National ID card,"=""0012345678""",Galaxy A54,"=""356938035643809""",120.50',
      '',
    ])
    await setShopTimezone(test, '')
  })

  it('reads a long period a page at a time', async () => {
    const ids: number[] = []
    for (let day = 10; day < 15; day += 1) {
      ids.push(
        await boughtAt(`2025-06-${day}T12:00:00.000Z`, { fullName: `Seller ${day}`, model: 'Moto G', cost: '10.00' }),
      )
    }
    const chunks: string[] = []
    for await (const chunk of test.services.buyback.policeRegisterCsv({ from: '2025-06-01', to: '2025-06-30' }, 2))
      chunks.push(chunk)
    // The header, then pages of 2, 2 and 1 rows.
    expect(chunks).toHaveLength(4)
    expect(
      chunks
        .join('')
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(',')[1]),
    ).toEqual(['Seller 10', 'Seller 11', 'Seller 12', 'Seller 13', 'Seller 14'])
  })

  it('checks the period and is gated by the buy-back list', async () => {
    expectFieldErrors(await register('from=2026-03-05&to=2026-03-01'), {
      to: ['The To date must be on or after the From date.'],
    })
    expectFieldErrors(await register('from=2026-13-01&to='), {
      from: ['The From is not a valid date (YYYY-MM-DD).'],
      to: ['The To field is required.'],
    })
    expectFieldErrors(await register('from=2024-01-01&to=2025-06-30'), {
      to: ['A register covers at most 366 days: export a longer period in parts.'],
    })
    await createStaff(test, { email: 'register-cashier@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('register-cashier@example.com', 'password123')
    expect((await register('from=2026-03-01&to=2026-03-03', cashier)).statusCode).toBe(403)
  })
})
