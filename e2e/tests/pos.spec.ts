import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/** A 12-digit barcode unique to this run (the shop's barcodeContainsDigits is 12 by default). */
function barcodeOf(stamp: number, n: number): string {
  return `9${String(stamp).slice(-9)}${n}`.padEnd(12, '0').slice(0, 12)
}

async function seedProduct(page: Page, name: string, barcode: string, price: number, qty: number): Promise<number> {
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name,
    barcode,
    sku: '',
    type: 'Standard',
    price,
    cost: price / 2,
    qty,
    suppliers: [],
    warehouseSaleFrom: 1,
    unitOfMeasure: 'pcs',
    discounted: 0,
    state: 1,
    variants: [],
  })
  expect([200, 201]).toContain(created.status)
  return created.body.id
}

/** Types like a barcode scanner: all digits within a few milliseconds. */
async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 })
}

test('a cashier scans, sells for cash, gets the PDF and receipt, refunds an item and takes a due payment later', async ({
  page,
}) => {
  const stamp = Date.now()
  const phone = `Phone ${stamp}`
  const cable = `Cable ${stamp}`
  const phoneCode = barcodeOf(stamp, 1)
  const cableCode = barcodeOf(stamp, 2)

  await signInByApi(page)
  await seedProduct(page, phone, phoneCode, 300, 10)
  await seedProduct(page, cable, cableCode, 12.5, 10)
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
    firstName: `Rita${stamp}`,
    lastName: 'Moreno',
    phone: '555-0101',
  })
  expect(customer.status).toBe(201)

  // The scan box has the focus: scanning two codes puts both in the cart, the second twice.
  await page.goto('/pos/portal')
  const box = page.getByRole('combobox', { name: 'Scan or search a product' })
  await expect(box).toBeFocused()
  await scan(page, phoneCode)
  const cart = page.getByRole('table', { name: 'Cart' })
  await expect(cart).toContainText(phone)
  await scan(page, cableCode)
  await expect(cart).toContainText(cable)
  await scan(page, cableCode)
  await expect(page.getByLabel(`Quantity of ${cable}`)).toHaveText('2')
  await expect(page.getByTestId('cart-payable')).toHaveText('$325.00')

  // Enter on the empty box opens the payment sheet; cash, Live, the exact amount. An Enter just after a scan
  // belongs to the scan (a hand-keyed code ends with one), so the cashier's "pay" Enter comes a moment later
  // (three seconds: on a busy machine the scanner's keys arrive as slowly as a person's).
  await page.waitForTimeout(3100)
  await box.press('Enter')
  await expect(page.getByTestId('payment-payable')).toHaveText('$325.00')
  await page.getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  const key = (await page.getByTestId('sold-key').textContent())?.trim() ?? ''
  expect(key).toMatch(/^\d{12}$/)

  // Download PDF: a real PDF saved as exported.pdf.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('exported.pdf')
  const file = await download.path()
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')

  // Print preview: the receipt with the lines and the transaction number; Print is not on paper.
  await page.getByRole('link', { name: 'Print Preview' }).click()
  await page.waitForURL('**/print/print-sale/*')
  await expect(page.getByTestId('receipt-key')).toHaveText(key)
  await expect(page.getByText(phone)).toBeVisible()
  await expect(page.getByTestId('receipt-status')).toHaveText('Paid')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  // Refund one cable by the transaction id.
  await page.goto('/pos/portal')
  await page.getByRole('switch', { name: 'Refund' }).check()
  const trx = page.getByRole('textbox', { name: 'Transaction id' })
  await trx.fill(key.slice(0, 4))
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  await trx.fill(key)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.getByRole('textbox', { name: `Return quantity of ${cable}` }).fill('3')
  await expect(page.getByText('Quantity can not enter more then 2 sold')).toBeVisible()
  await expect(page.getByRole('textbox', { name: `Return quantity of ${cable}` })).toHaveValue('0', { timeout: 3000 })
  await page.getByRole('textbox', { name: `Return quantity of ${cable}` }).fill('1')
  await expect(page.getByTestId('refund-total')).toHaveText('$12.50')
  await page.getByRole('button', { name: 'Refund', exact: true }).click()
  await page.waitForURL('**/print/print-sale-refund/*')
  await expect(page.getByText('Refund Receipt')).toBeVisible()
  await expect(page.getByText(`Refund of sale: ${key}`)).toBeVisible()

  // A due sale for the customer, paid later from the payments panel until nothing is due.
  await page.goto('/pos/portal')
  await expect(box).toBeFocused()
  await scan(page, phoneCode)
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText(phone)
  await page.getByRole('combobox', { name: 'Customer' }).fill(`Rita${stamp}`)
  await page.getByRole('option', { name: new RegExp(`Rita${stamp}`) }).click()
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'On account' }).click()
  await page.getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  const dueKey = (await page.getByTestId('sold-key').textContent())?.trim() ?? ''
  const sales = await apiCall<{ items: { id: number; key: string }[] }>(
    page,
    'GET',
    `/api/order?filter=salling&search=${dueKey}`,
  )
  const dueSale = sales.body.items.find((row) => row.key === dueKey)
  expect(dueSale).toBeDefined()

  await page.goto(`/sale-detail/${dueSale?.id}`)
  await expect(page.getByText(/Payment due till/)).toBeVisible()
  const payments = page.getByRole('table', { name: 'Payments of the order' })
  await expect(payments).toContainText('Due Amount')
  await page.getByRole('button', { name: 'Add Payment' }).click()
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('100')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(payments).toContainText('$200.00')
  await page.getByRole('button', { name: 'Add Payment' }).click()
  // The amount defaults to what is still due.
  await expect(page.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('200')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(payments).not.toContainText('Due Amount')
  await expect(page.getByRole('button', { name: 'Add Payment' })).toBeDisabled()
  await expect(page.getByText(/Payment due till/)).toBeHidden()
})

test('the terminal shows the announcement until dismissed, and the sold view offers the customer’s email', async ({
  page,
}) => {
  const stamp = Date.now()
  const name = `Charger ${stamp}`
  const code = barcodeOf(stamp, 3)
  await signInByApi(page)
  await seedProduct(page, name, code, 20, 5)
  const email = `rita${stamp}@example.com`
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
    firstName: `Mail${stamp}`,
    lastName: 'Reader',
    phone: '555-0102',
    email,
  })
  expect(customer.status).toBe(201)
  const before = (await apiCall<{ announcement: string }>(page, 'GET', '/api/settings')).body.announcement
  const announcement = `Inventory count tonight at 8 ${stamp}`
  expect((await apiCall(page, 'POST', '/api/setting-announcement', { announcement })).status).toBe(200)
  try {
    await page.goto('/pos/portal')
    await expect(page.getByText(announcement)).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss announcement' }).click()
    await expect(page.getByText(announcement)).toBeHidden()
    // Dismissed for this tab: it does not come back on the next visit to the terminal.
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeFocused()
    await expect(page.getByText(announcement)).toBeHidden()

    await scan(page, code)
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(name)
    await page.getByRole('combobox', { name: 'Customer' }).fill(`Mail${stamp}`)
    await page.getByRole('option', { name: new RegExp(`Mail${stamp}`) }).click()
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.getByRole('button', { name: 'Process' }).click()
    await expect(page.getByText('Sale has been completed.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
  } finally {
    await apiCall(page, 'POST', '/api/setting-announcement', { announcement: before })
  }
})
