import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { shopLook } from '../support/looks.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Issue 31, item 5: a repair's deposit is money. Raised on the form it is taken by the way chosen; the
 * receipt and the tracking page name it and the balance; a cancelled ticket's deposit is refunded.
 */
test("a repair's deposit is taken by card, shown on the receipt and the tracking page, and refunded once cancelled", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now()
  await signInByApi(page)
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    name: `Efua ${stamp}`,
    email: '',
    phone: '0244000333',
    address: '',
    issue: 'Charging port loose',
    deviceName: `Galaxy A54 ${stamp}`,
    imei: '',
    sNumber: '',
    charges: 100,
    taxRate: 0,
    prePaid: 0,
    customerId: null,
  })
  expect(created.status).toBe(200)
  const id = created.body.id

  // The form asks how a raised Paid in advance is paid, and says what is taken now.
  await page.goto(`/repair-form/${id}`)
  await page.getByRole('spinbutton', { name: 'Paid in advance', exact: true }).fill('40')
  const paidBy = page.getByRole('combobox', { name: 'Deposit paid by' })
  await expect(page.getByText('Taken now: $40.00')).toBeVisible()
  await paidBy.click()
  await page.getByRole('option', { name: 'Card' }).click()
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Repair has been updated.')).toBeVisible()

  await page.goto(`/repair-form/${id}`)
  const deposits = page.getByRole('list', { name: 'Deposit payments' })
  await expect(deposits).toContainText('Deposit · Card')
  await expect(deposits).toContainText('$40.00')
  await expect(page.getByTestId('repair-deposit-held')).toContainText('$40.00')
  // Not cancelled: nothing to refund here.
  await expect(page.getByRole('button', { name: /^Refund deposit/ })).toHaveCount(0)

  // The receipt names the deposit, how it was paid, and the balance.
  await page.goto(`/print/repair-print/${id}`)
  await expect(page.getByText('Deposit (Card)')).toBeVisible()
  await expect(page.getByText('Balance to pay')).toBeVisible()
  await expect(page.getByText('$60.00')).toBeVisible()

  // So does the public tracking page.
  const key = (await apiCall<{ key: string }>(page, 'GET', `/api/repair/${id}`)).body.key
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/track/${key}`)
  const tracked = visitor.getByTestId('tracking-deposit')
  await expect(tracked).toContainText('Deposit (Card): $40.00')
  await expect(tracked).toContainText('Balance to pay: $60.00')
  await visitorContext.close()

  // Cancelled, the ticket offers Refund deposit: paid back in cash, nothing is held.
  const statuses = await apiCall<{ items: { id: number; group: string; isDefault: boolean }[] }>(
    page,
    'GET',
    '/api/repair-statuses',
  )
  const cancelled = statuses.body.items.find((status) => status.group === 'cancelled' && status.isDefault)
  expect(cancelled).toBeDefined()
  const moved = await apiCall(page, 'POST', `/api/repair/${id}/status`, {
    statusId: cancelled?.id,
    comment: 'Customer will not wait',
  })
  expect(moved.status).toBe(200)
  await page.goto(`/repair-form/${id}`)
  const refund = page.getByRole('button', { name: /^Refund deposit/ })
  await expect(refund).toContainText('$40.00')

  const looks = await shopLook(page)
  try {
    for (const look of [
      { name: 'light', dark: false, rtl: false },
      { name: 'dark-rtl', dark: true, rtl: true },
    ]) {
      await looks.set(look)
      await page.goto(`/repair-form/${id}`)
      await expect(page.getByRole('list', { name: 'Deposit payments' })).toBeVisible()
      await expectFitsEachWindow(page, `Repair deposits (${look.name})`)
      await page.getByRole('region', { name: 'Deposits' }).screenshot({
        path: testInfo.outputPath(`repair-deposits-${look.name}-390.png`),
      })
    }
  } finally {
    await looks.restore()
  }

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`/repair-form/${id}`)
  await refund.click()
  await expect(page.getByText('The deposit of $40.00 has been refunded.')).toBeVisible()
  await expect(page.getByTestId('repair-deposit-held')).toContainText('$0.00')
  await expect(page.getByRole('list', { name: 'Deposit payments' })).toContainText('Paid back · Cash')
  await expect(refund).toHaveCount(0)
})
