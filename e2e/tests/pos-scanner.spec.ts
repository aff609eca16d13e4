import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { productBody, sell } from '../support/sales.ts'
import { scan } from '../support/scanner.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The scanner hazard (issue 26): a barcode scanner is a keyboard that types fast and ends with Enter, and
 * its scan used to go wherever the focus happened to be (+ pressed again, the line dialog reopened with the
 * barcode as its quantity, the barcode as the tax rate or appended to the customer). Here a scanner is
 * driven after each of those touches at the three widths a till has: every scan adds its product once, no
 * other field changes, and the paid sale holds exactly the scanned lines.
 */

// The machine running the journeys may be busy: a little more patience than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

interface Product {
  id: number
  name: string
  code: string
  price: number
}

interface Shop {
  products: Product[]
  customer: string
}

let shop: Shop | null = null

/** Twenty products and a customer, seeded through the API once for the whole file. */
async function seeded(page: Page): Promise<Shop> {
  if (shop) return shop
  const stamp = Date.now()
  const products: Product[] = []
  for (let n = 0; n < 20; n += 1) {
    const name = `Wedge ${String.fromCharCode(65 + n)} ${stamp}`
    // 12 digits unique to this run, as the shop's barcodes are (barcodeContainsDigits is 12).
    const code = `6${String(stamp).slice(-8)}${String(n).padStart(3, '0')}`
    const created = await apiCall<{ id: number }>(
      page,
      'POST',
      '/api/product',
      productBody({ name, barcode: code, price: 2 + n, qty: 500 }),
    )
    expect([200, 201], JSON.stringify(created.body)).toContain(created.status)
    products.push({ id: created.body.id, name, code, price: 2 + n })
  }
  const customer = `Wedgewood${stamp}`
  const created = await apiCall(page, 'POST', '/api/customer', {
    firstName: customer,
    lastName: 'Scan',
    phone: '555-0126',
  })
  expect(created.status).toBe(201)
  shop = { products, customer }
  return shop
}

const scanBox = (page: Page) => page.getByRole('combobox', { name: 'Scan or search a product' })
const cartLines = (page: Page) => page.getByRole('table', { name: 'Cart' }).getByTestId('cart-line')
const quantity = (page: Page, product: Product) => page.getByLabel(`Quantity of ${product.name}`, { exact: true })

/**
 * The ticket holds exactly these lines (name and quantity): a scan added its product once, and the touch
 * before it did only what it was meant to.
 */
async function expectTicket(page: Page, expected: [Product, number][]): Promise<void> {
  await expect(cartLines(page)).toHaveCount(expected.length)
  for (const [product, qty] of expected) await expect(quantity(page, product)).toHaveText(String(qty))
}

/** The scan's line was added and the status line says so, not a refusal. */
async function expectAdded(page: Page, product: Product): Promise<void> {
  await expect(page.getByTestId('scan-status')).toContainText(`Added ${product.name}`)
}

/** The part of `inner` inside `outer`'s box, as a share of its height (1: wholly visible). */
async function visibleShare(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()]
  if (!a || !b) return 0
  const top = Math.max(a.y, b.y)
  const bottom = Math.min(a.y + a.height, b.y + b.height)
  return Math.max(0, bottom - top) / a.height
}

async function openRegister(page: Page): Promise<void> {
  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()
  // A cart left by an earlier journey of this user would add its lines to the ones counted here.
  if ((await cartLines(page).count()) > 0) {
    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click()
    await expect(cartLines(page)).toHaveCount(0)
  }
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} every scan lands in the cart whatever holds the focus, and the paid sale holds exactly the scanned lines`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInByApi(page)
    const { products, customer } = await seeded(page)
    const [a, b, c, d, e, f, g, h, i, j] = products as [Product, ...Product[]] & Product[]
    if (!a || !b || !c || !d || !e || !f || !g || !h || !i || !j) throw new Error('ten products were seeded')
    await openRegister(page)

    await scan(page, a.code)
    await expectTicket(page, [[a, 1]])

    // After + the scanner's Enter used to press + again.
    await page.getByRole('button', { name: `One more ${a.name}` }).click()
    await expect(quantity(page, a)).toHaveText('2')
    await scan(page, b.code)
    await expectAdded(page, b)
    await expectTicket(page, [
      [a, 2],
      [b, 1],
    ])

    // After −.
    await page.getByRole('button', { name: `One less ${a.name}` }).click()
    await expect(quantity(page, a)).toHaveText('1')
    await scan(page, c.code)
    await expectAdded(page, c)
    await expectTicket(page, [
      [a, 1],
      [b, 1],
      [c, 1],
    ])

    // After the bin.
    await page.getByRole('button', { name: `Remove ${c.name}` }).click()
    await expect(cartLines(page)).toHaveCount(2)
    await scan(page, d.code)
    await expectAdded(page, d)
    await expectTicket(page, [
      [a, 1],
      [b, 1],
      [d, 1],
    ])

    // After saving the line dialog: the scan used to reopen it and type into Quantity.
    await page.getByRole('button', { name: `Edit ${a.name}` }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Quantity' }).fill('4')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await scan(page, e.code)
    await expectAdded(page, e)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectTicket(page, [
      [a, 4],
      [b, 1],
      [d, 1],
      [e, 1],
    ])

    // Just after choosing a customer, with the focus still in the customer box.
    const customerBox = page.getByRole('combobox', { name: 'Customer' })
    await customerBox.click()
    await page.keyboard.type(customer, { delay: 40 })
    await page.getByRole('option', { name: new RegExp(customer) }).click()
    const chosen = await customerBox.inputValue()
    expect(chosen).toContain(customer)
    await scan(page, f.code)
    await expectAdded(page, f)
    await expect(customerBox).toHaveValue(chosen)
    await expect(cartLines(page)).toHaveCount(5)

    // In each adjustment field, right after a person typed into it.
    await page.getByRole('button', { name: /Adjust sale/ }).click()
    const tax = page.getByRole('textbox', { name: 'Tax', exact: true })
    const discount = page.getByRole('textbox', { name: 'Discount', exact: true })
    await tax.click()
    await tax.fill('')
    await page.keyboard.type('8.25', { delay: 80 })
    await scan(page, g.code)
    await expectAdded(page, g)
    await expect(tax).toHaveValue('8.25')
    await discount.click()
    await discount.fill('')
    await page.keyboard.type('10', { delay: 80 })
    await scan(page, h.code)
    await expectAdded(page, h)
    await expect(discount).toHaveValue('10')
    await expect(tax).toHaveValue('8.25')
    // Enter commits the rates: the row folds and shows them.
    await discount.click()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('adjust-sale-summary')).toHaveText('Tax 8.25 % · Discount 10 %')
    await expect(cartLines(page)).toHaveCount(7)

    // After a category chip.
    await page.getByRole('button', { name: 'All', exact: true }).click()
    await scan(page, i.code)
    await expectAdded(page, i)

    // With a dialog open, a person typing in it: the dialog keeps its text and stays open.
    await page.getByRole('button', { name: 'Note', exact: true }).click()
    const noteTitle = page.getByRole('dialog').getByRole('textbox', { name: 'Note title' })
    await expect(noteTitle).toBeFocused()
    await page.keyboard.type('Gift', { delay: 80 })
    await scan(page, j.code)
    await expectAdded(page, j)
    await expect(noteTitle).toHaveValue('Gift')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const expected: [Product, number][] = [
      [a, 4],
      [b, 1],
      [d, 1],
      [e, 1],
      [f, 1],
      [g, 1],
      [h, 1],
      [i, 1],
      [j, 1],
    ]
    await expectTicket(page, expected)
    await expect(customerBox).toHaveValue(chosen)
    await expect(page.getByTestId('adjust-sale-summary')).toHaveText('Tax 8.25 % · Discount 10 %')

    // Pay cash, exact: the sale on the server holds exactly the scanned lines.
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Process' }).click()
    await expect(page.getByText('Sale has been completed.')).toBeVisible()
    const key = (await page.getByTestId('sold-key').textContent())?.trim() ?? ''
    const found = await apiCall<{ items: { id: number; key: string }[] }>(
      page,
      'GET',
      `/api/order?filter=salling&search=${key}`,
    )
    const saleId = found.body.items.find((row) => row.key === key)?.id
    expect(saleId, 'the sale is on the server').toBeDefined()
    const sale = await apiCall<{
      order: {
        taxRate: number
        discountRate: number
        customer_id: number | null
        items: { product_id: number | null; qty: number }[]
      }
    }>(page, 'GET', `/api/order/${saleId}`)
    const lines = sale.body.order.items
      .map((item) => [item.product_id, item.qty])
      .sort((x, y) => Number(x[0]) - Number(y[0]))
    expect(lines).toEqual(
      expected.map(([product, qty]) => [product.id, qty]).sort((x, y) => Number(x[0]) - Number(y[0])),
    )
    expect(sale.body.order.taxRate).toBe(8.25)
    expect(sale.body.order.discountRate).toBe(10)
    expect(sale.body.order.customer_id).not.toBeNull()
  })
}

for (const viewport of [
  { width: 1366, height: 768, lines: 6 },
  { width: 1024, height: 768, lines: 4 },
]) {
  test(`at ${viewport.width}×${viewport.height} after 20 scans the newest line is in view and at least ${viewport.lines} lines show`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInByApi(page)
    const { products } = await seeded(page)
    await openRegister(page)
    const ticket = page.getByTestId('ticket-lines')
    for (const [index, product] of products.entries()) {
      await scan(page, product.code)
      await expect(cartLines(page)).toHaveCount(index + 1)
    }
    const newest = cartLines(page).last()
    await expect(newest.getByTestId('cart-line-name')).toHaveText((products[19] as Product).name)
    // Wholly inside the ticket's visible part, without anyone scrolling.
    await expect.poll(() => visibleShare(newest, ticket)).toBe(1)
    let whole = 0
    for (let index = 0; index < 20; index += 1)
      if ((await visibleShare(cartLines(page).nth(index), ticket)) === 1) whole += 1
    expect(whole, `lines wholly visible at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(viewport.lines)

    // Scrolled back to the top, a rescan of the first product moves its line to the end with one more: it
    // is the newest line again, and brought into view.
    await ticket.evaluate((element) => element.scrollTo({ top: 0 }))
    const first = products[0] as Product
    await scan(page, first.code)
    await expect(newest.getByTestId('cart-line-name')).toHaveText(first.name)
    await expect(quantity(page, first)).toHaveText('2')
    await expect.poll(() => visibleShare(newest, ticket)).toBe(1)
  })
}

test('a refused scan shows in red in the scan area, never "Added", and adds nothing', async ({ page }) => {
  await signInByApi(page)
  const { products } = await seeded(page)
  await openRegister(page)
  await scan(page, (products[0] as Product).code)
  await expect(cartLines(page)).toHaveCount(1)
  // After + the focus is on the button: the unknown code is still looked up, and refused.
  await page.getByRole('button', { name: `One more ${(products[0] as Product).name}` }).click()
  const unknown = `5${String(Date.now()).slice(-11)}`
  await scan(page, unknown)
  const status = page.getByTestId('scan-status')
  await expect(status).toHaveText(`Not found: ${unknown}`)
  await expect(status).toHaveAttribute('data-refused', 'true')
  await expect(cartLines(page)).toHaveCount(1)
  await expect(quantity(page, products[0] as Product)).toHaveText('2')
})

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} a refund of a long sale keeps its total and the Refund button in view`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInByApi(page)
    const { products } = await seeded(page)
    const sale = await sell(
      page,
      products.map((product) => ({ product, qty: 1 })),
    )
    await page.goto(`/pos/portal/${sale.key}`)
    const first = products[0] as Product
    await page.getByRole('textbox', { name: `Return quantity of ${first.name}` }).fill('1')
    await expect(page.getByTestId('refund-total')).toHaveText(`$${first.price.toFixed(2)}`)
    const refund = page.getByRole('button', { name: 'Refund', exact: true })
    await expect(refund).toBeEnabled()
    // Pinned: at the window's foot while the 20 items run on above it, without anyone scrolling.
    for (const [what, locator] of [
      ['the refund total', page.getByTestId('refund-total')],
      ['the Refund button', refund],
    ] as const) {
      const box = await locator.boundingBox()
      expect(box, `${what} is laid out`).not.toBeNull()
      expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= viewport.height, `${what} is in view`).toBe(
        true,
      )
    }
  })
}
