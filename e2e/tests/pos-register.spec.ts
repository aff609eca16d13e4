import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { billsNamed, expectEnterAddsTheLine } from '../support/bill-form.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The sales terminal as a register at a real counter (issue 15): the layout at the widths tills have, the
 * open cart kept across pages and reloads, a hand-keyed code ending in Enter, the calculator keypad in both
 * directions, the oversell warning, Enter on a single suggestion and the credit sheet.
 */

// The machine running the journeys may be busy: a little more patience than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

/** A 12-digit barcode unique to this run and product (the shop's barcodeContainsDigits is 12). */
function barcodeOf(stamp: number, n: number): string {
  return `8${String(stamp).slice(-8)}${String(n).padStart(3, '0')}`
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

const scanBox = (page: Page) => page.getByRole('combobox', { name: 'Scan or search a product' })
const cartLines = (page: Page) => page.getByRole('table', { name: 'Cart' }).getByTestId('cart-line')

async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  // Tiles still settling on a phone can move the stacked ticket after the scroll: scroll and measure again.
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded()
    const box = await locator.boundingBox()
    const viewport = page.viewportSize()
    expect(box, `${what} is laid out`).not.toBeNull()
    if (!box || !viewport) return
    expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(viewport.width + 0.5)
    expect(box.y, `${what} is below the window's top`).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, `${what} is above the window's bottom`).toBeLessThanOrEqual(viewport.height + 0.5)
  }).toPass({ timeout: 10_000 })
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(clientWidth)
}

/** The sold view's figure (change due, or the amount due on credit) is the largest text on the screen. */
async function expectLargestText(page: Page, testId: string): Promise<void> {
  const sizes = await page.evaluate((id) => {
    const figure = document.querySelector(`[data-testid="${id}"]`)
    if (!figure) return null
    const withText = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        !figure.contains(element) &&
        !element.contains(figure) &&
        element.checkVisibility() &&
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    )
    return {
      figure: parseFloat(getComputedStyle(figure).fontSize),
      largestOther: Math.max(...withText.map((element) => parseFloat(getComputedStyle(element).fontSize))),
    }
  }, testId)
  expect(sizes, `${testId} is on the screen`).not.toBeNull()
  expect(sizes?.figure ?? 0, 'the figure is the largest text on the screen').toBeGreaterThan(sizes?.largestOther ?? 0)
}

interface GeneralSettings {
  general: Record<string, unknown>
}

/** Runs `body` with the shop switched to right-to-left, restoring the settings afterwards. */
async function inRightToLeft(page: Page, body: () => Promise<void>): Promise<void> {
  const original = (await apiCall<GeneralSettings>(page, 'GET', '/api/settings')).body
  const general = {
    ...original.general,
    phone: original.general.phone || '+1 555 0100',
    address_1: original.general.address_1 || '1 Main Street',
  }
  try {
    expect((await apiCall(page, 'POST', '/api/setting-general-update', { ...general, rtl: true })).status).toBe(200)
    await body()
  } finally {
    await apiCall(page, 'POST', '/api/setting-general-update', general)
  }
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the ticket shows every line whole and keeps the cart across pages and reloads`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const stamp = Date.now()
    const names = [
      `Samsung Galaxy A15 128 GB tempered glass screen protector ${stamp}`,
      `USB-C braided fast charging cable two metres ${stamp}`,
      `Bluetooth earbuds ${stamp}`,
    ]
    const codes = names.map((_, index) => barcodeOf(stamp, index + 1))
    await signInByApi(page)
    for (const [index, name] of names.entries()) await seedProduct(page, name, codes[index] as string, 1234.5, 50)

    await page.goto('/pos/portal')
    await expect(scanBox(page)).toBeFocused()
    for (const [index, code] of codes.entries()) {
      await scan(page, code)
      await expect(cartLines(page)).toHaveCount(index + 1)
      await expect(page.getByTestId('scan-status')).toContainText(`Added ${names[index]}`)
      await expect(scanBox(page)).toBeFocused()
    }
    await expect(cartLines(page)).toHaveCount(3)
    // A quantity edit must not widen the ticket either.
    await page.getByRole('button', { name: `One more ${names[0]}` }).click()

    for (const [index, name] of names.entries()) {
      const line = cartLines(page).nth(index)
      await expect(line.getByTestId('cart-line-name')).toHaveText(name)
      await expectInViewport(page, line.getByTestId('cart-line-name'), `the name of line ${index + 1}`)
      await expectInViewport(page, line.getByTestId('cart-line-total'), `the total of line ${index + 1}`)
      await expectInViewport(page, line.getByRole('button', { name: `Remove ${name}` }), `remove on line ${index + 1}`)
    }
    await expectNoHorizontalScroll(page)
    if (viewport.width < 769) {
      // The sticky bar carries the count, the total and Pay under the tiles.
      const bar = page.getByTestId('terminal-pay-bar')
      await expect(bar).toContainText('4 items')
      await expect(bar.getByRole('button', { name: 'Pay' })).toBeVisible()
    } else {
      // The navigation is an icon rail on the terminal.
      const nav = page.getByRole('navigation', { name: 'Sections' })
      expect((await nav.boundingBox())?.width ?? 999).toBeLessThanOrEqual(72)
    }

    // To Products through the navigation and back: the cart is as it was.
    if (viewport.width < 769) await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('link', { name: 'Products', exact: true }).first().click()
    await page.waitForURL('**/products**')
    await expectNoHorizontalScroll(page)
    await page.getByRole('link', { name: 'Sale screen' }).click()
    await expect(cartLines(page)).toHaveCount(3)
    await expect(page.getByLabel(`Quantity of ${names[0]}`)).toHaveText('2')

    // After a reload too.
    await page.reload()
    await expect(cartLines(page)).toHaveCount(3)
    await expect(page.getByTestId('cart-payable')).toHaveText('$4,938.00')
    await expectNoHorizontalScroll(page)

    // Clear empties it for good.
    await page.getByRole('button', { name: 'Clear' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click()
    await expect(cartLines(page)).toHaveCount(0)
    await page.reload()
    await expect(scanBox(page)).toBeFocused()
    await expect(page.getByText('The cart is empty.')).toBeVisible()
  })
}

test('a hand-keyed code followed by Enter adds one line and does not open the payment sheet', async ({ page }) => {
  const stamp = Date.now()
  const name = `Hand keyed ${stamp}`
  const code = barcodeOf(stamp, 7)
  await signInByApi(page)
  await seedProduct(page, name, code, 10, 20)
  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()

  // A person types slower than the scan timer (scanningSensitivity), then presses Enter 300 ms later.
  await page.keyboard.type(code, { delay: 60 })
  await page.waitForTimeout(300)
  await page.keyboard.press('Enter')
  await expect(cartLines(page)).toHaveCount(1)
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('1')
  await page.waitForTimeout(400)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('1')

  // The next code goes into the scan box, not into a tendered amount.
  await page.keyboard.type(code, { delay: 60 })
  await page.keyboard.press('Enter')
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('2')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Enter on the empty box, well after the scan, still means "pay".
  await page.waitForTimeout(3100)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('payment-payable')).toHaveText('$20.00')
})

test('the keypad reads 7 8 9 / 4 5 6 / 1 2 3 / 0 00 . in both directions', async ({ page }) => {
  const stamp = Date.now()
  const code = barcodeOf(stamp, 8)
  await signInByApi(page)
  await seedProduct(page, `Keypad ${stamp}`, code, 5, 20)
  // The newest product is the first tile: its low-stock badge must sit in its own tile's top end corner.
  const lowName = `Low ${stamp}`
  await seedProduct(page, lowName, barcodeOf(stamp, 10), 5, 3)
  const expected = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '00', '.']

  async function check(direction: 'ltr' | 'rtl') {
    await page.goto('/pos/portal')
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    await expect(scanBox(page)).toBeFocused()
    const tile = page.getByRole('button', { name: `Add ${lowName}` })
    await expect(tile.getByTestId('stock-badge')).toHaveText('3 left')
    const tileBox = await tile.boundingBox()
    const badgeBox = await tile.getByTestId('stock-badge').boundingBox()
    if (!tileBox || !badgeBox) throw new Error('the tile and its badge are laid out')
    expect(badgeBox.x, `the badge starts inside its tile (${direction})`).toBeGreaterThanOrEqual(tileBox.x)
    expect(badgeBox.x + badgeBox.width, `the badge ends inside its tile (${direction})`).toBeLessThanOrEqual(
      tileBox.x + tileBox.width,
    )
    expect(badgeBox.y, `the badge is in the top of its tile (${direction})`).toBeLessThan(tileBox.y + 12)
    const leftGap = badgeBox.x - tileBox.x
    const rightGap = tileBox.x + tileBox.width - (badgeBox.x + badgeBox.width)
    if (direction === 'ltr') expect(rightGap, 'the badge is in the right corner').toBeLessThan(leftGap)
    else expect(leftGap, 'the badge is in the left corner (the end side)').toBeLessThan(rightGap)
    await scan(page, code)
    await expect(cartLines(page)).toHaveCount(1)
    await page.getByRole('button', { name: 'Pay' }).click()
    const keys = page.getByRole('group', { name: 'Keypad' }).getByRole('button')
    const texts = (await keys.allTextContents()).slice(0, 12)
    expect(texts, `DOM order (${direction})`).toEqual(expected)
    const boxes = []
    for (let index = 0; index < 12; index += 1) {
      const box = await keys.nth(index).boundingBox()
      boxes.push({ text: texts[index], x: box?.x ?? 0, y: Math.round(box?.y ?? 0) })
    }
    // Visual order: row by row from the top, each row from the left, like a calculator.
    const visual = [...boxes].sort((a, b) => a.y - b.y || a.x - b.x).map((box) => box.text)
    expect(visual, `visual order (${direction})`).toEqual(expected)
    expect(new Set(boxes.map((box) => box.y)).size, 'four rows of three').toBe(4)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Clear' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click()
  }

  await check('ltr')
  await inRightToLeft(page, () => check('rtl'))
})

test('the line warns as soon as the cart holds more than the sale warehouse has', async ({ page }) => {
  const stamp = Date.now()
  const name = `Last two ${stamp}`
  const code = barcodeOf(stamp, 9)
  await signInByApi(page)
  await seedProduct(page, name, code, 15, 2)
  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()
  await scan(page, code)
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('1')
  await scan(page, code)
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('2')
  await expect(page.getByTestId('oversell-warning')).toHaveCount(0)
  await scan(page, code)
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('3')
  await expect(cartLines(page).first().getByTestId('oversell-warning')).toHaveText(
    'Only 2 in stock at the sale warehouse',
  )
  await page.getByRole('button', { name: `One less ${name}` }).click()
  await expect(page.getByTestId('oversell-warning')).toHaveCount(0)
})

test('Enter on a typed name adds the single match, and opens the list to choose from when several match', async ({
  page,
}) => {
  const stamp = Date.now()
  await signInByApi(page)
  await seedProduct(page, `Zebra case ${stamp}`, barcodeOf(stamp, 11), 9, 10)
  await seedProduct(page, `Quokka stand ${stamp} blue`, barcodeOf(stamp, 12), 7, 10)
  await seedProduct(page, `Quokka stand ${stamp} red`, barcodeOf(stamp, 13), 7, 10)
  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()

  // One match: typing and Enter at once adds it, without waiting for the suggestions.
  await page.keyboard.type(`Zebra case ${stamp}`)
  await page.keyboard.press('Enter')
  await expect(cartLines(page)).toHaveCount(1)
  await expect(cartLines(page).first()).toContainText(`Zebra case ${stamp}`)
  await expect(scanBox(page)).toHaveValue('')

  // Several: Enter does not put whichever sorted first in the cart; the list stays open to choose from.
  await page.keyboard.type(`Quokka stand ${stamp}`)
  await expect(page.getByRole('option')).toHaveCount(2)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('scan-status')).toHaveText(`2 products match Quokka stand ${stamp}: choose one`)
  await expect(page.getByRole('option')).toHaveCount(2)
  await expect(cartLines(page)).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(cartLines(page)).toHaveCount(2)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('on credit the sheet and the sold view show the amount due, with the customer picked in the sheet; a new customer comes back chosen', async ({
  page,
}) => {
  const stamp = Date.now()
  const name = `Credit item ${stamp}`
  const code = barcodeOf(stamp, 14)
  await signInByApi(page)
  await seedProduct(page, name, code, 614, 10)
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
    firstName: `Dina${stamp}`,
    lastName: 'Credit',
    phone: '555-0199',
  })
  expect(customer.status).toBe(201)

  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()
  await scan(page, code)
  await expect(cartLines(page)).toHaveCount(1)
  await page.getByRole('button', { name: 'Pay' }).click()
  const sheet = page.getByRole('dialog')
  await sheet.getByRole('button', { name: 'On account' }).click()
  await expect(sheet.getByTestId('payment-due')).toHaveText('Due: $614.00')
  await expect(sheet.getByTestId('payment-change')).toHaveCount(0)
  await expect(sheet.getByText('Please select customer for due payment !')).toBeVisible()
  await sheet.getByRole('combobox', { name: 'Customer' }).fill(`Dina${stamp}`)
  await page.getByRole('option', { name: new RegExp(`Dina${stamp}`) }).click()
  await expect(sheet.getByText('Please select customer for due payment !')).toBeHidden()
  await sheet.getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  // On credit nothing is handed back: the sold view shows what is owed, and by when.
  await expect(page.getByText('Amount due', { exact: true })).toBeVisible()
  await expect(page.getByText('Change due')).toHaveCount(0)
  await expect(page.getByTestId('sold-amount')).toHaveText('$614.00')
  await expect(page.getByTestId('sold-due-date')).toContainText('On credit, due by')
  await expectLargestText(page, 'sold-amount')
  await page.getByRole('button', { name: 'New Sale' }).click()

  // Add → New Customer: back on the terminal with the new customer chosen.
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByRole('tab', { name: 'New Customer' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill(`Nora${stamp}`)
  await page.getByRole('textbox', { name: 'Phone' }).fill('555-0142')
  await page.getByRole('button', { name: 'Save customer' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(new RegExp(`Nora${stamp}`))
})

test('Add → New Bill: Enter in the line being typed adds it, and only Save saves the bill', async ({ page }) => {
  const name = `Counter bill ${Date.now()}`
  await signInByApi(page)
  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByRole('tab', { name: 'New Bill' }).click()
  const dialog = page.getByRole('dialog')
  await expectEnterAddsTheLine(page, dialog, name)
  await expect(dialog, 'Enter did not save and close the dialog').toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await billsNamed(page, name)).toHaveLength(1)
})

test('the open cart keeps customer, tax, discount, note and shipping across a reload; a sale and sign-out clear it', async ({
  page,
}) => {
  const stamp = Date.now()
  const name = `Kept ${stamp}`
  const code = barcodeOf(stamp, 15)
  await signInByApi(page)
  await seedProduct(page, name, code, 100, 20)
  const customer = await apiCall<{ id: number }>(page, 'POST', '/api/customer', {
    firstName: `Kim${stamp}`,
    lastName: 'Draft',
    phone: '555-0177',
  })
  expect(customer.status).toBe(201)
  const customerBox = page.getByRole('combobox', { name: 'Customer' })
  const tax = page.getByRole('textbox', { name: 'Tax', exact: true })
  const discount = page.getByRole('textbox', { name: 'Discount', exact: true })
  // Tax and discount fold into the ticket's "Adjust sale" row, closed until the cashier opens it.
  const adjustSale = page.getByRole('button', { name: /Adjust sale/ })
  const notes = {
    'Note title': `Gift ${stamp}`,
    'Sale note': 'Wrap it',
    'Print note': 'Thank you',
    'Shipping recipient': 'Kim Draft',
    'Shipping info': '2 Harbour Road',
    'Shipping amount': '7.50',
  }

  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()
  await scan(page, code)
  await expect(cartLines(page)).toHaveCount(1)
  await adjustSale.click()
  const defaults = { tax: await tax.inputValue(), discount: await discount.inputValue() }
  await customerBox.fill(`Kim${stamp}`)
  await page.getByRole('option', { name: new RegExp(`Kim${stamp}`) }).click()
  await tax.fill('5')
  await discount.fill('10')
  await page.getByRole('button', { name: 'Note', exact: true }).click()
  for (const [label, value] of Object.entries(notes)) await page.getByRole('dialog').getByLabel(label).fill(value)
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // (100 + 7.50 shipping) + 5 % tax, then 10 % off: 101.59.
  await expect(page.getByTestId('cart-payable')).toHaveText('$101.59')

  await page.reload()
  await expect(cartLines(page)).toHaveCount(1)
  await expect(customerBox).toHaveValue(new RegExp(`Kim${stamp}`))
  await expect(page.getByTestId('adjust-sale-summary')).toHaveText('Tax 5 % · Discount 10 %')
  await adjustSale.click()
  await expect(tax).toHaveValue('5')
  await expect(discount).toHaveValue('10')
  await expect(page.getByTestId('cart-payable')).toHaveText('$101.59')
  await page.getByRole('button', { name: 'Note', exact: true }).click()
  for (const [label, value] of Object.entries(notes)) {
    await expect(page.getByRole('dialog').getByLabel(label)).toHaveValue(value)
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  // A completed sale clears the draft: a reload after it starts empty.
  await page.getByRole('button', { name: 'Pay' }).first().click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Amount entered' }).fill('120')
  await page.getByRole('dialog').getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  await expect(page.getByText('Change due', { exact: true })).toBeVisible()
  await expect(page.getByTestId('sold-amount')).toHaveText('$18.41')
  await expectLargestText(page, 'sold-amount')
  await page.getByRole('button', { name: 'New Sale' }).click()
  await page.reload()
  await expect(scanBox(page)).toBeFocused()
  await expect(page.getByText('The cart is empty.')).toBeVisible()
  await expect(customerBox).toHaveValue('')
  await adjustSale.click()
  await expect(tax).toHaveValue(defaults.tax)
  await expect(discount).toHaveValue(defaults.discount)
  await page.getByRole('button', { name: 'Note', exact: true }).click()
  for (const label of Object.keys(notes)) {
    await expect(page.getByRole('dialog').getByLabel(label)).toHaveValue(label === 'Shipping amount' ? '0' : '')
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  // Signing out clears it too: the next person at the till starts empty.
  await expect(scanBox(page), 'the scan box is ready again once the note dialog closes').toBeFocused()
  await scan(page, code)
  await expect(cartLines(page)).toHaveCount(1)
  await page.reload()
  await expect(cartLines(page)).toHaveCount(1)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL('**/login**')
  await signInByApi(page)
  await page.goto('/pos/portal')
  await expect(scanBox(page)).toBeFocused()
  await expect(page.getByText('The cart is empty.')).toBeVisible()
})
