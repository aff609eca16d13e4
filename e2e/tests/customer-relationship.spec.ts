import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { seedProduct, sell } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/** Issue 28, item 13: the customer page shows the customer's whole relationship with the shop. */
test('the customer page shows what they bought, owe and brought in for repair, with the lifetime value', async ({
  page,
}, testInfo) => {
  const stamp = Date.now()
  const phone = `+1 555 ${String(stamp).slice(-6)}`
  await signInByApi(page)
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
    firstName: 'Lena',
    lastName: `Relation ${stamp}`,
    phone,
    email: `lena.${stamp}@example.com`,
  })
  expect(customer.status).toBe(201)
  const product = await seedProduct(page, `Relationship case ${stamp}`, 40)
  const paid = await sell(page, [{ product, qty: 2 }], { customer_id: customer.body.id })
  const credit = await sell(page, [{ product, qty: 1 }], { customer_id: customer.body.id, method: false })
  const repair = await apiCall(page, 'POST', '/api/repair', {
    name: 'Lena Relation',
    email: '',
    phone,
    address: '',
    issue: 'Charging port',
    deviceName: `Moto G ${stamp}`,
    imei: '',
    sNumber: '',
    charges: 60,
    taxRate: 0,
    prePaid: 20,
  })
  expect(repair.status).toBe(200)

  await page.goto(`/customer-detail/${customer.body.id}`)
  const figures = page.getByRole('region', { name: 'Relationship' })
  // $80 + $40 of sales and a $60 repair; $40 of the credit sale and $40 of the repair still due.
  await expect(figures).toContainText('Lifetime value')
  await expect(figures).toContainText('$180.00')
  await expect(figures).toContainText('Owes the shop')
  await expect(figures).toContainText('$80.00')
  await expect(figures).toContainText('2 sales')
  await expect(figures).toContainText('1 repair, 1 open')
  const sales = page.getByRole('table', { name: 'Sales' })
  await expect(sales.getByRole('row')).toHaveCount(3)
  await expect(sales.getByRole('link', { name: credit.key })).toBeVisible()
  await expect(sales.getByRole('link', { name: paid.key })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Repairs' })).toContainText(`Moto G ${stamp}`)
  await expectFitsEachWindow(page, 'The customer page with its relationship')
  await page.screenshot({ path: testInfo.outputPath('customer-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: testInfo.outputPath('customer-1366.png'), fullPage: true })
})
