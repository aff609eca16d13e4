import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { FakePrinter } from '../support/fake-printer.ts'
import { productBody } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Printing on demand (issue 33): at a till that asks, the terminal asks "Print the receipt?" after each sale
 * (Enter prints, Escape skips, the focus goes back to New Sale), and a sale's page prints it again on the
 * till's receipt printer. Both call POST /api/print-jobs, which the server's side of issue 33 adds.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

async function sellForCash(page: Page, barcode: string, name: string): Promise<{ key: string; id: number }> {
  await page.getByRole('combobox', { name: 'Scan or search a product' }).click()
  await page.keyboard.type(barcode, { delay: 5 })
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText(name)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  const key = (await page.getByTestId('sold-key').textContent()) ?? ''
  const href = (await page.getByRole('link', { name: 'Print', exact: true }).getAttribute('href')) ?? ''
  return { key, id: Number(href.split('/').pop()) }
}

test('a till that asks prints the receipt on Enter, skips it on Escape, and a sale prints again from its page', async ({
  page,
}) => {
  const printer = new FakePrinter()
  await printer.start()
  const stamp = String(Date.now()).slice(-6)
  const name = `Label tape ${stamp}`
  try {
    await signInByApi(page)
    const barcode = `9${stamp}${String(Date.now()).slice(-5)}`
    const product = await apiCall(page, 'POST', '/api/product', {
      ...productBody({ name, barcode, price: 3, qty: 50 }),
      discounted: 1,
    })
    expect([200, 201]).toContain(product.status)
    const added = await apiCall<{ printer: { id: number } }>(page, 'POST', '/api/printers', {
      name: `Asking printer ${stamp}`,
      host: '127.0.0.1',
      port: printer.port,
    })
    expect(added.status).toBe(201)
    const till = await apiCall<{ id: number }>(page, 'POST', '/api/tills', { name: `Asking till ${stamp}` })
    expect(till.status).toBe(201)
    const set = await apiCall(page, 'PATCH', `/api/tills/${till.body.id}/printer`, {
      printer_id: added.body.printer.id,
      print_mode: 'ask',
    })
    expect(set.status).toBe(200)
    expect((await apiCall(page, 'POST', `/api/tills/${till.body.id}/open`, { openingFloat: 50 })).status).toBe(201)
    await page.goto('/pos/portal')
    await page.evaluate((id) => localStorage.setItem('counterpart.till', String(id)), till.body.id)
    await page.reload()

    // Enter prints: the question's Print has the focus.
    const first = await sellForCash(page, barcode, name)
    const ask = page.getByTestId('ask-to-print')
    await expect(ask).toContainText('Print the receipt?')
    await expect(ask.getByRole('button', { name: 'Print', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(ask).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'New Sale' })).toBeFocused()
    await expect.poll(() => printer.count(`Sale ${first.key}`)).toBe(1)

    // Escape skips: nothing prints, and Enter then starts the next sale.
    await page.keyboard.press('Enter')
    const second = await sellForCash(page, barcode, name)
    await expect(ask).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(ask).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'New Sale' })).toBeFocused()
    await page.waitForTimeout(3000)
    expect(printer.count(`Sale ${second.key}`)).toBe(0)

    // The first sale's page prints it again on this till's printer.
    await page.goto(`/sale-detail/${first.id}`)
    await page.getByRole('button', { name: 'Print on the receipt printer' }).click()
    await expect.poll(() => printer.count(`Sale ${first.key}`)).toBe(2)
  } finally {
    await printer.stop()
  }
})
