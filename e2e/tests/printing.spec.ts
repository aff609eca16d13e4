import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import type { PrintJob } from '@counterpart/domain/schemas/printing'
import { FakePrinter } from '../support/fake-printer.ts'
import { expectFitsWindow } from '../support/layout.ts'
import { LIGHT, LOOKS, shootEveryLook, shopLook, WIDTHS } from '../support/looks.ts'
import { productBody } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Counter printing on the screens (issue 33): a receipt printer (a fake one on loopback, recording what it is
 * sent) is added on Settings › Printers and prints its test page; its till prints always, so a cash sale at
 * the terminal prints by itself and opens the drawer; switched off, the next sale's receipt does not print and
 * the terminal says so at once; switched on, Retry prints it, and nothing printed twice.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 300_000 })

const SHOTS_DIR = process.env.SHOTS_DIR

/** Waits until the printer has received `text` (the worker sends within a second or two). */
async function printed(printer: FakePrinter, text: string, times = 1) {
  await expect.poll(() => printer.count(text), { message: `"${text}" printed ${times} time(s)` }).toBe(times)
}

/** A cash sale of one product rung up by its barcode at the terminal; the sale's number. */
async function sellForCash(page: Page, barcode: string): Promise<string> {
  const scan = page.getByRole('combobox', { name: 'Scan or search a product' })
  await scan.click()
  await page.keyboard.type(barcode, { delay: 5 })
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText('Receipt roll')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  return (await page.getByTestId('sold-key').textContent()) ?? ''
}

test('a receipt printer is added, prints its test page and the till’s sales; one that did not print is retried from the terminal', async ({
  page,
}) => {
  const printer = new FakePrinter()
  await printer.start()
  const stamp = String(Date.now()).slice(-6)
  const printerName = `Counter printer ${stamp}`
  const tillName = `Printing till ${stamp}`
  try {
    await signInByApi(page)
    const barcode = `8${stamp}${String(Date.now()).slice(-5)}`
    const product = await apiCall(page, 'POST', '/api/product', {
      ...productBody({ name: `Receipt roll ${stamp}`, barcode, price: 4.5, qty: 50 }),
      discounted: 1,
    })
    expect([200, 201]).toContain(product.status)
    const till = await apiCall<{ id: number }>(page, 'POST', '/api/tills', { name: tillName })
    expect(till.status).toBe(201)
    expect((await apiCall(page, 'POST', `/api/tills/${till.body.id}/open`, { openingFloat: 100 })).status).toBe(201)

    // Settings › Printers: the printer added in the dialog, every field explained.
    await page.goto('/settings/printers')
    await page.evaluate((id) => localStorage.setItem('counterpart.till', String(id)), till.body.id)
    await expect(page.getByRole('heading', { name: 'Printers', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: 'Add printer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add printer' })
    await dialog.getByRole('textbox', { name: 'Printer name' }).fill(printerName)
    await dialog.getByRole('textbox', { name: 'Printer address' }).fill('http://127.0.0.1')
    await dialog.getByRole('textbox', { name: 'Printer port' }).fill(String(printer.port))
    await expect(dialog.getByText('pin 2 for most drawers')).toBeVisible()
    for (const size of [WIDTHS[0], WIDTHS[2]]) {
      await page.setViewportSize(size)
      await expectFitsWindow(page, `the printer dialog (${size.width} px)`)
      if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `printer-dialog-${size.width}.png`) })
    }
    await dialog.getByRole('button', { name: 'Save' }).click()
    // A URL is no address: the server's message under the field.
    await expect(dialog.getByText('The Printer address must be a host name or an IPv4 address.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Printer address' }).fill('127.0.0.1')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The printer has been saved.')).toBeVisible()
    const row = page.getByRole('table', { name: 'Receipt printers' }).getByRole('row').filter({ hasText: printerName })
    await expect(row).toContainText(`127.0.0.1:${printer.port}`)

    // Its test page arrives with its name.
    await row.getByRole('button', { name: `Print test page on ${printerName}` }).click()
    await expect(page.getByText('The test page is on its way to the printer.')).toBeVisible()
    await printed(printer, printerName)
    await expect(
      page.getByRole('table', { name: 'Print jobs' }).getByRole('row').filter({ hasText: 'Test page' }).first(),
    ).toContainText('Printed')

    // The till prints its receipts there, always.
    const tillRow = page.getByRole('group', { name: tillName })
    await tillRow.getByRole('combobox', { name: 'Receipt printer' }).click()
    await page.getByRole('option', { name: printerName }).click()
    await expect(page.getByText("The till's printer has been saved.")).toBeVisible()
    await tillRow.getByRole('combobox', { name: 'Print receipts' }).click()
    await page.getByRole('option', { name: 'Always' }).click()
    await expect(tillRow.getByRole('combobox', { name: 'Print receipts' })).toHaveText('Always')
    await expect(row).toContainText(tillName)
    // A printer a till prints on stays, and the screen says why.
    await row.getByRole('button', { name: `Remove printer ${printerName}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(
      page.getByText(`This printer is the receipt printer of ${tillName}: choose another one there first.`),
    ).toBeVisible()
    await expect(row).toBeVisible()
    await shootEveryLook(page, 'printers-page', await shopLook(page))

    // A cash sale at the terminal prints by itself, with its number, and opens the drawer.
    await page.goto('/pos/portal')
    const before = printer.received.length
    const first = await sellForCash(page, barcode)
    await printed(printer, `Sale ${first}`)
    expect(printer.pulsedDrawer(before)).toBe(true)

    // The printer is switched off: the next receipt does not print, and the terminal says so at once.
    await printer.stop()
    await page.getByRole('button', { name: 'New Sale' }).click()
    const second = await sellForCash(page, barcode)
    const notice = page.getByTestId('print-notice')
    await expect(notice).toContainText(`Receipt for sale ${second} did not print: Printer offline`)
    await expect(notice.getByRole('button', { name: 'Print in the browser' })).toBeVisible()
    await page.getByRole('button', { name: 'New Sale' }).click()
    await shootNotice(page)

    // Back on: Retry prints it, once, and the notice goes. The worker tries a failed job again by itself (after
    // 5 s, 30 s and 2 min): the printer comes back only while its next try is far off, so that Retry prints it.
    await untilWorkerRetryIsFarOff(page, till.body.id, second)
    await printer.start()
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(notice).toHaveCount(0)
    await printed(printer, `Sale ${second}`)
    // Nothing printed twice, whatever the worker's own retries did meanwhile.
    await page.waitForTimeout(3000)
    expect(printer.count(`Sale ${first}`)).toBe(1)
    expect(printer.count(`Sale ${second}`)).toBe(1)
    expect(printer.count(printerName)).toBe(1)
  } finally {
    await printer.stop()
  }
})

/** Waits while the worker's next try of the till's failed receipt of `sale` is under 20 s away (or under way). */
async function untilWorkerRetryIsFarOff(page: Page, tillId: number, sale: string) {
  const farOff = async () => {
    const list = await apiCall<{ items: PrintJob[] }>(page, 'GET', `/api/print-jobs?state=failed&till_id=${tillId}`)
    const job = list.body.items.find((item) => item.title.endsWith(` ${sale}`))
    if (!job) return false
    return job.next_attempt_at === null || Date.parse(job.next_attempt_at) - Date.now() > 20_000
  }
  await expect.poll(farOff, { timeout: 60_000, message: `the worker's next try of sale ${sale} is far off` }).toBe(true)
}

/** The notice over the terminal in light left to right and dark right to left, at each width; it must fit each. */
async function shootNotice(page: Page) {
  const looks = await shopLook(page)
  for (const look of LOOKS.filter((item) => item.name === 'light-ltr' || item.name === 'dark-rtl')) {
    await looks.set(look)
    await page.reload()
    await expect(page.getByTestId('print-notice')).toBeVisible()
    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      await page.waitForTimeout(200)
      if (SHOTS_DIR)
        await page.screenshot({ path: path.join(SHOTS_DIR, `print-notice-${look.name}-${size.width}.png`) })
      await expectFitsWindow(page, `the print notice (${look.name}, ${size.width} px)`)
    }
  }
  await looks.set(LIGHT)
  await page.reload()
  await page.setViewportSize(WIDTHS[0])
}
