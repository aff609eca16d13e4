import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
// The A4 invoice is pdfkit's (the server's), read as the server's tests read it.
import { pdfText } from '../../apps/server/test/pdf-text.ts'
import { apiCall, signInByApi } from '../support/session.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { LOOKS, shootEveryLook, shopLook, WIDTHS } from '../support/looks.ts'
import { imeiOf, sign } from '../support/seller.ts'

/**
 * Money at the counter (issue 31): a customer trades in their old phone against a new one and pays the rest
 * in parts: store credit, a gift card scanned at the sheet, then cash with change. The payment sheet takes each part; the receipt on the
 * 80 mm roll and the A4 invoice name each one. Pictures in SHOTS_DIR when set.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

const SHOTS = process.env.SHOTS_DIR

/** Pictures at each width (SHOTS_DIR only), back at 1366 px after. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true })
  }
  await page.setViewportSize(WIDTHS[0])
}

// Light left to right, and dark right to left: the sheet and the receipt read right in both.
for (const look of [LOOKS[0], LOOKS[3]]) {
  test(`a trade-in against a new phone, the rest paid in store credit, a gift card and cash, each on the receipt (${look.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    const stamp = Date.now()
    const phone = `Pixel ${stamp}`
    const barcode = `7${String(stamp).slice(-11)}`
    await signInByApi(page)
    const looks = await shopLook(page)
    await looks.set(look)
    const product = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
      type: 'Standard',
      name: phone,
      barcode,
      sku: `CM-${barcode}`,
      price: 700,
      cost: 450,
      qty: 5,
      tax: 0,
      warehouseSaleFrom: 1,
      unitOfMeasure: 'pcs',
      discounted: 0,
      state: 1,
      variants: [],
    })
    expect([200, 201]).toContain(product.status)
    const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
      firstName: 'Efua',
      lastName: `Mensah ${stamp}`,
      phone: `557${String(stamp).slice(-7)}`,
    })
    expect(customer.status).toBe(201)
    const credited = await apiCall(page, 'POST', `/api/customers/${customer.body.id}/credit`, {
      type: 'issued',
      amount: 120,
      note: 'Returned charger',
    })
    expect(credited.status).toBe(200)
    // A gift card the customer was given, sold at another time for $100.00.
    const giftCode = `E2E${String(stamp).slice(-9)}`
    const sold = await apiCall(page, 'POST', '/api/gift-cards', {
      cards: [{ amount: 100, code: giftCode }],
      gateway: 'card',
    })
    expect(sold.status).toBe(201)

    await page.goto('/pos/portal')
    const box = page.getByRole('combobox', { name: 'Scan or search a product' })
    await expect(box).toBeFocused()
    await page.keyboard.type(barcode, { delay: 5 })
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(phone)

    // The old phone is traded in for $250.00: $450.00 is left to pay.
    await page.getByRole('button', { name: 'Trade-in', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Trade-in' })
    await dialog.getByRole('textbox', { name: 'Trade-in model' }).fill('iPhone 11')
    await dialog.getByRole('textbox', { name: 'Trade-in IMEI' }).fill(imeiOf(stamp))
    await dialog.getByRole('textbox', { name: 'Trade-in value' }).fill('250')
    await dialog.getByRole('textbox', { name: 'Resale price' }).fill('380')
    await dialog.getByRole('textbox', { name: "Seller's name" }).fill(`Efua Mensah ${stamp}`)
    await dialog.getByRole('textbox', { name: "Seller's phone" }).fill('0244111333')
    await dialog.getByRole('textbox', { name: 'ID number' }).fill('G7654321')
    await sign(page)
    await dialog.getByRole('button', { name: 'Add trade-in' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByTestId('cart-payable')).toHaveText('$450.00')

    // The payment sheet: the customer, then $120.00 of store credit as a part; cash takes the $330.00 left.
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    const sheet = page.getByRole('dialog')
    await sheet.getByRole('combobox', { name: 'Customer' }).fill(`Mensah ${stamp}`)
    await page.getByRole('option', { name: new RegExp(`Mensah ${stamp}`) }).click()
    await sheet.getByRole('button', { name: 'Pay part another way' }).click()
    const parts = sheet.getByTestId('part-payments')
    await expect(parts.getByTestId('credit-available')).toContainText('$120.00')
    await expect(parts.getByRole('textbox', { name: 'Amount paid' })).toHaveValue('120.00')
    await parts.getByRole('button', { name: 'Add this part' }).click()
    await expect(parts.getByTestId('part-payment')).toContainText('Store credit')
    await expect(sheet.getByTestId('payment-left')).toHaveText('$330.00')
    // Then the gift card, scanned: its code ends with Enter, which adds the part (it does not process the sale).
    await expect(parts.getByRole('combobox', { name: 'Payment method' })).toHaveText('Gift card')
    await parts.getByRole('textbox', { name: 'Amount paid' }).fill('100')
    await parts.getByRole('textbox', { name: 'Gift card code' }).fill(giftCode)
    await page.keyboard.press('Enter')
    await expect(parts.getByTestId('part-payment')).toHaveCount(2)
    await expect(sheet.getByTestId('payment-left')).toHaveText('$230.00')
    await sheet.getByRole('textbox', { name: 'Amount entered' }).fill('250')
    await expect(sheet.getByTestId('payment-change')).toContainText('$20.00')
    await shots(page, `counter-money-sheet-${look.name}`)
    await expectFitsEachWindow(page, 'The payment sheet paid in parts')
    await page.setViewportSize({ width: 1366, height: 768 })
    await sheet.getByRole('button', { name: 'Process' }).click()
    await expect(page.getByText('Sale has been completed.')).toBeVisible()

    // The 80 mm receipt: the trade-in, then each part, the cash handed over and the change.
    await page.getByRole('link', { name: 'Print Preview' }).click()
    await page.waitForURL('**/print/print-sale/*')
    const saleId = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(page.getByText('Trade-in: iPhone 11')).toBeVisible()
    // Each part in the order paid, then the cash handed over and the change.
    await expect(page.locator('body')).toContainText(
      /Store credit\s*\$120\.00\s*Gift card\s*\$100\.00\s*Cash\s*\$250\.00\s*Change\s*\$20\.00/,
    )
    await shots(page, `counter-money-receipt-${look.name}`)
    await expectFitsEachWindow(page, 'The receipt of a sale paid in parts')

    // The A4 invoice names each part too.
    const invoice = await page.request.get(`/api/export-sale-invoice/${saleId}`)
    expect(invoice.status()).toBe(200)
    const text = pdfText(await invoice.body())
    expect(text).toMatch(/Trade-in/)
    expect(text).toMatch(/Store credit\s*\$120\.00/)
    expect(text).toMatch(/Gift card\s*\$100\.00/)
    expect(text).toMatch(/Cash tendered\s*\$250\.00/)
    expect(text).toMatch(/Change\s*\$20\.00/)

    // The customer's credit is used up, the use names the sale.
    const history = await apiCall<{ balance: number; items: { type: string; order: { id: number } | null }[] }>(
      page,
      'GET',
      `/api/customers/${customer.body.id}/credit`,
    )
    expect(history.body.balance).toBe(0)
    expect(history.body.items.at(-1)).toMatchObject({ type: 'redeemed', order: { id: saleId } })
    // The gift card is spent too.
    const card = await apiCall<{ balance: number }>(page, 'GET', `/api/gift-cards/${giftCode}`)
    expect(card.body.balance).toBe(0)
    // Reports › Store credit and gift cards: what the shop owes, in every look (once, from the light run).
    if (look === LOOKS[0]) {
      await page.goto('/reports?tab=StoredValue')
      const generate = async () => {
        await page.getByRole('button', { name: 'Generate' }).click()
        await expect(page.getByRole('definition').filter({ hasText: '$' }).first()).toBeVisible()
      }
      await generate()
      // This month's: the card spent on the sale above is among what was used as payment.
      await expect(page.locator('dl[aria-label="Gift cards"]')).toContainText('Used as payment')
      await shootEveryLook(page, 'stored-value-report', looks, generate)
    }
    await looks.restore()
  })
}
