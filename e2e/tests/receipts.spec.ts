import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { dateTimeFormat, formatDate } from '@counterpart/domain/format'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import type { AppConfiguration } from '@counterpart/domain/settings'
import { pdfPages, type PdfPage } from '../support/pdf-text.ts'
import { seedProduct, sell } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Receipts as a cashier hands them over (issue 15, items 8 and 9): a roll page as long as the receipt, the
 * amount tendered, the change and the time of sale, and numbers that stay whole on a right-to-left receipt.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

async function storedSettings(page: Page): Promise<SettingsScreenData> {
  return (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body
}

async function setPrinterWidth(page: Page, pos: SettingsScreenData['pos'], printerWidth: number): Promise<void> {
  expect((await apiCall(page, 'POST', '/api/setting-pos-update', { ...pos, printerWidth })).status).toBe(200)
}

/** The receipt as the printer gets it: the print view saved as a PDF at the page size its CSS asks for. */
async function printedReceipt(page: Page, path: string, ready: () => Promise<void>): Promise<PdfPage[]> {
  await page.goto(path)
  await ready()
  return pdfPages(await page.pdf({ preferCSSPageSize: true }))
}

/** When the sale was made, as the receipt should print it: the shop's date format with the time, in its zone. */
async function saleTimeText(page: Page, orderId: number): Promise<string> {
  const order = (await apiCall<{ order: { created_at: string } }>(page, 'GET', `/api/order/${orderId}`)).body.order
  const { configs } = (await apiCall<{ configs: AppConfiguration }>(page, 'POST', '/api/pull-app-configuration')).body
  return formatDate(order.created_at, dateTimeFormat(configs.dateFormat), configs.timezone)
}

test('a cash receipt on an 80 and a 58 mm roll is as long as its content, with tendered, change and the time', async ({
  page,
}) => {
  const stamp = Date.now()
  await signInByApi(page)
  const products = [
    await seedProduct(page, `Screen guard ${stamp}`, 9.99),
    await seedProduct(page, `Charging cable ${stamp}`, 12.5),
    await seedProduct(page, `Phone case ${stamp}`, 20),
  ]
  // 2 x 9.99 + 12.50 + 20.00 = 52.48, paid with 60.00: 7.52 change.
  const sale = await sell(
    page,
    products.map((product, index) => ({ product, qty: index === 0 ? 2 : 1 })),
    { enterAmount: 60 },
  )
  const time = await saleTimeText(page, sale.id)
  expect(time, 'the shop format shows a time').toMatch(/\d{2}:\d{2}/)
  const original = await storedSettings(page)
  try {
    for (const width of [80, 58]) {
      await setPrinterWidth(page, original.pos, width)
      const pages = await printedReceipt(page, `/print/print-sale/${sale.id}?preview=1`, async () => {
        await expect(page.getByTestId('receipt-key')).toHaveText(sale.key)
        await expect(page.getByTestId('vendor-credit')).toBeVisible()
      })
      expect(pages, `one page on the ${width} mm roll`).toHaveLength(1)
      const [paper] = pages as [PdfPage]
      expect(paper.widthMm, `the page is as wide as the ${width} mm roll`).toBeCloseTo(width, 0)
      expect(paper.heightMm, 'the page is as long as the receipt, not 297 mm of roll').toBeLessThan(200)
      expect(paper.lines, 'the receipt is whole on its page').toContain('Printed with Counterpart')
      expect(paper.lines).toContain('Total $52.48')
      expect(paper.lines).toContain('Cash $60.00')
      expect(paper.lines).toContain('Change $7.52')
      expect(paper.lines).toContain(time)
    }
  } finally {
    await apiCall(page, 'POST', '/api/setting-pos-update', original.pos)
  }
})

test('a right-to-left receipt and bill print phones, quantities, amounts and codes as written', async ({ page }) => {
  const stamp = Date.now()
  await signInByApi(page)
  const guard = await seedProduct(page, `Screen guard ${stamp}`, 9.99)
  // 2 x 9.99 = 19.98, 10 % off: 2.00 discount, 17.98 to pay, paid with 20.00.
  const sale = await sell(page, [{ product: guard, qty: 2 }], { enterAmount: 20, discountRate: 10 })
  const imei = '356938035643809'
  const bill = await apiCall<{ id: number }>(page, 'POST', '/api/bill', {
    name: `Bill ${stamp}`,
    description: '',
    date: '2026-03-07',
    time: '14:05',
    charges: 0,
    taxRate: 0,
    items: [{ name: 'Repair kit', imei, sNumber: '', qty: 3, price: 4.5 }],
  })
  expect(bill.status, JSON.stringify(bill.body)).toBe(200)

  const original = await storedSettings(page)
  // The general settings need an address to be saved (a fresh shop has none).
  const general = { ...original.general, address_1: original.general.address_1 || '1 Main Street' }
  try {
    const rtl = await apiCall(page, 'POST', '/api/setting-general-update', {
      ...general,
      phone: '+1 555 0100',
      address_1: '1 Main Street',
      rtl: true,
    })
    expect(rtl.status, JSON.stringify(rtl.body)).toBe(200)
    const [receipt] = await printedReceipt(page, `/print/print-sale/${sale.id}?preview=1`, async () => {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByTestId('vendor-credit')).toBeVisible()
    })
    const text = receipt?.lines.join('\n') ?? ''
    expect(text).toContain('+1 555 0100')
    expect(text).toContain('2 × $9.99')
    expect(text).toContain('- $2.00')
    expect(text).toContain(sale.key)
    expect(text).toContain(await saleTimeText(page, sale.id))

    const [printedBill] = await printedReceipt(page, `/print/bill-print/${bill.body.id}`, async () => {
      await expect(page.getByRole('table', { name: 'Bill items' })).toContainText('Repair kit')
      await expect(page.getByTestId('vendor-credit')).toBeVisible()
    })
    const billText = printedBill?.lines.join('\n') ?? ''
    expect(billText).toContain('+1 555 0100')
    expect(billText).toContain(imei)
    expect(billText, 'an address line reads as written').toContain('1 Main Street')
    const { configs } = (await apiCall<{ configs: AppConfiguration }>(page, 'POST', '/api/pull-app-configuration')).body
    expect(billText).toContain(`${formatDate('2026-03-07', configs.dateFormat)} 14:05`)
  } finally {
    await apiCall(page, 'POST', '/api/setting-general-update', general)
  }
})
