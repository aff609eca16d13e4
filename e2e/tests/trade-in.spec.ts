import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'
import { imeiOf, sign } from '../support/seller.ts'

/**
 * Trade-in at the counter (issue 29, item 7): the cashier rings up a phone, takes the customer's old phone
 * as a trade-in (the buy-back form's fields and signature in a dialog), the cart shows it as a minus and
 * pays the net, and the printed receipt shows the trade-in and the net. At 1366×768 and 390×844, with
 * screenshots in SHOTS_DIR when it is set.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

async function seedPhone(page: Page, name: string, barcode: string): Promise<void> {
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    type: 'Standard',
    name,
    barcode,
    sku: `TI-${barcode}`,
    price: 500,
    cost: 300,
    qty: 10,
    tax: 0,
    warehouseSaleFrom: 1,
    unitOfMeasure: 'pcs',
    discounted: 0,
    state: 1,
    variants: [],
  })
  expect([200, 201]).toContain(created.status)
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a sale with a trade-in pays the net and its receipt shows the trade-in (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const stamp = Date.now() + viewport.width
    const phone = `Phone ${stamp}`
    const barcode = `8${String(stamp).slice(-11)}`
    const imei = imeiOf(stamp)
    await signInByApi(page)
    await seedPhone(page, phone, barcode)

    await page.goto('/pos/portal')
    const box = page.getByRole('combobox', { name: 'Scan or search a product' })
    await expect(box).toBeFocused()
    await page.keyboard.type(barcode, { delay: 5 })
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(phone)

    // The trade-in dialog: refused without its required fields, named by their labels.
    await page.getByRole('button', { name: 'Trade-in', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Trade-in' })
    await dialog.getByRole('button', { name: 'Add trade-in' }).click()
    await expect(dialog.getByText("The Seller's name field is required.")).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Trade-in model' }).fill('Galaxy S21')
    await dialog.getByRole('textbox', { name: 'Trade-in IMEI' }).fill(imei)
    await dialog.getByRole('textbox', { name: 'Trade-in value' }).fill('200')
    await dialog.getByRole('textbox', { name: 'Resale price' }).fill('320')
    await dialog.getByRole('textbox', { name: "Seller's name" }).fill(`Ama ${stamp}`)
    await dialog.getByRole('textbox', { name: "Seller's phone" }).fill('0244111222')
    await dialog.getByRole('textbox', { name: 'ID number' }).fill('G1234567')
    await sign(page)
    await expectNoSidewaysScroll(page)
    await shot(page, `trade-in-dialog-${viewport.width}`)
    await dialog.getByRole('button', { name: 'Add trade-in' }).click()
    await expect(dialog).toHaveCount(0)

    // The cart: the trade-in as a minus; what is left to pay is the net.
    await expect(page.getByTestId('cart-trade-in')).toContainText('Galaxy S21')
    await expect(page.getByTestId('cart-trade-in-amount')).toHaveText('- $200.00')
    await expect(page.getByTestId('cart-payable')).toHaveText('$300.00')
    await expectNoSidewaysScroll(page)
    await shot(page, `trade-in-cart-${viewport.width}`)

    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByTestId('payment-payable')).toHaveText('$300.00')
    await page.getByRole('button', { name: 'Process' }).click()
    await expect(page.getByText('Sale has been completed.')).toBeVisible()

    // The receipt: the trade-in with its IMEI as a minus, and the net paid.
    await page.getByRole('link', { name: 'Print Preview' }).click()
    await page.waitForURL('**/print/print-sale/*')
    await expect(page.getByText('Trade-in: Galaxy S21')).toBeVisible()
    await expect(page.getByText(`IMEI ${imei}`)).toBeVisible()
    await expect(page.getByText('- $200.00')).toBeVisible()
    await expect(page.getByText('Net to pay')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await shot(page, `trade-in-receipt-${viewport.width}`)

    // The traded-in phone is the shop's now, found by its IMEI.
    const found = await apiCall<{ items: { status: string }[] }>(page, 'GET', `/api/devices?search=${imei}`)
    expect(found.body.items[0]?.status).toBe('in_stock')
  })
}
