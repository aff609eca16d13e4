import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { expectFitsWindow } from '../support/layout.ts'
import { LIGHT, LOOKS, shopLook } from '../support/looks.ts'
import { productBody } from '../support/sales.ts'
import { scan } from '../support/scanner.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The customer display (issue 33, item 5). A sale rung up with the display in a second window of the
 * terminal's browser (BroadcastChannel), then with a display on another device paired by a code (server-sent
 * events): each shows every line, the total, then what was paid and the change. Pictures of the paired display
 * at the sizes of small customer-facing panels and monitors, in every look, go to SHOTS_DIR when it is set.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

const SHOTS = process.env.SHOTS_DIR
const DISPLAY_SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 800, height: 480 },
] as const

interface Item {
  name: string
  barcode: string
  price: number
}

/** Products of this run, each with its own barcode. */
async function seedItems(page: Page, names: string[], stamp: number): Promise<Item[]> {
  const items: Item[] = []
  for (const [index, name] of names.entries()) {
    const item = {
      name: `${name} ${stamp}`,
      barcode: `6${String(stamp).slice(-8)}${String(index).padStart(3, '0')}`,
      price: 10 + index * 2.5,
    }
    const created = await apiCall(page, 'POST', '/api/product', productBody({ ...item, qty: 50 }))
    expect([200, 201], JSON.stringify(created.body)).toContain(created.status)
    items.push(item)
  }
  return items
}

/** The cart's lines on a display, and its total. */
const displayLines = (display: Page) => display.getByTestId('display-lines').getByRole('listitem')

/** Scans the items (one each, the first twice) and checks the display shows every line and the terminal's total. */
async function ringUp(terminal: Page, display: Page, items: Item[]): Promise<void> {
  // One scan after the other, as a cashier does: each line is in the cart before the next is scanned.
  const cart = terminal.getByRole('table', { name: 'Cart' })
  for (const item of items) {
    await scan(terminal, item.barcode)
    await expect(cart).toContainText(item.name)
  }
  await scan(terminal, items[0]?.barcode ?? '')
  await expect(displayLines(display)).toHaveCount(items.length)
  for (const item of items.slice(-3)) await expect(display.getByTestId('display-lines')).toContainText(item.name)
  const first = displayLines(display).filter({ hasText: items[0]?.name ?? '' })
  await expect(first).toContainText('× 2')
  const payable = (await terminal.getByTestId('cart-payable').textContent()) ?? ''
  await expect(display.getByTestId('display-total')).toHaveText(payable)
}

/** Pays cash with a round amount; the display shows it and the same change the terminal does. */
async function payCash(terminal: Page, display: Page, handed: string): Promise<void> {
  await terminal.getByRole('button', { name: 'Pay' }).first().click()
  await terminal.getByRole('dialog').getByRole('textbox', { name: 'Amount entered' }).fill(handed)
  await terminal.getByRole('dialog').getByRole('button', { name: 'Process' }).click()
  await expect(terminal.getByText('Sale has been completed.')).toBeVisible()
  const change = (await terminal.getByTestId('sold-amount').textContent()) ?? ''
  await expect(display.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await expect(display.getByTestId('display-paid')).toHaveText(`$${handed}.00`)
  await expect(display.getByTestId('display-change')).toHaveText(change)
}

/** The display fills its window exactly: no page scroll either way. */
async function expectNoScroll(display: Page, what: string): Promise<void> {
  await expectFitsWindow(display, what)
  const overflow = await display.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  expect(overflow, `${what} scrolls down`).toBeLessThanOrEqual(0)
}

/** The display in each look at each size (pictures only with SHOTS_DIR): it must fit each without scrolling. */
async function shootDisplay(terminal: Page, display: Page, name: string, looks: Awaited<ReturnType<typeof shopLook>>) {
  for (const look of LOOKS) {
    await looks.set(look)
    await display.reload()
    await expect(display.locator('main')).toBeVisible()
    await expect(display.locator('html')).toHaveAttribute('dir', look.rtl ? 'rtl' : 'ltr')
    for (const size of DISPLAY_SIZES) {
      await display.setViewportSize(size)
      await display.waitForTimeout(150)
      if (SHOTS)
        await display.screenshot({ path: path.join(SHOTS, `customer-display-${name}-${look.name}-${size.width}.png`) })
      await expectNoScroll(display, `the display (${name}, ${look.name}) at ${size.width}×${size.height}`)
    }
  }
  await looks.set(LIGHT)
  await display.reload()
  await terminal.bringToFront()
}

test('the customer display shows each line, the total, then what was paid and the change', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now()
  await signInByApi(page)
  const [cable, charger, ...rest] = await seedItems(
    page,
    [
      'USB-C cable',
      'Wall charger',
      'Screen protector',
      'Phone case',
      'Car mount',
      'Earbuds',
      'Power bank',
      'Stylus',
      'SIM tool',
      'Lens cloth',
      'Battery pack',
      'Desk stand',
    ],
    stamp,
  )
  if (!cable || !charger) throw new Error('the products were not seeded')
  const till = await apiCall<{ id: number }>(page, 'POST', '/api/tills', { name: `Display ${String(stamp).slice(-6)}` })
  expect(till.status).toBe(201)
  expect((await apiCall(page, 'POST', `/api/tills/${till.body.id}/open`, { openingFloat: 100 })).status).toBe(201)
  await page.addInitScript((id) => localStorage.setItem('counterpart.till', id), String(till.body.id))
  await page.goto('/pos/portal')

  // On this computer: the display opens in a window of the same browser and follows the till's channel.
  await page.getByRole('button', { name: 'Customer display' }).click()
  const dialog = page.getByRole('dialog', { name: 'Customer display' })
  const [window] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Open the display window' }).click(),
  ])
  await expect(window.getByRole('heading', { name: 'Welcome', exact: false })).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await page.bringToFront()
  await ringUp(page, window, [cable, charger])
  await payCash(page, window, '100')
  await page.getByRole('button', { name: 'New Sale' }).click()
  await expect(window.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  await window.close()

  // On another device: the display asks for a code, the terminal shows one, and the display follows the
  // till through the server.
  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  })
  const display = await tablet.newPage()
  await display.goto('/display')
  await expect(display.getByRole('heading', { name: 'Pair this display' })).toBeVisible()
  for (const size of DISPLAY_SIZES) {
    await display.setViewportSize(size)
    if (SHOTS) await display.screenshot({ path: path.join(SHOTS, `customer-display-pair-light-ltr-${size.width}.png`) })
    await expectNoScroll(display, `the pairing form at ${size.width}×${size.height}`)
  }
  await display.getByRole('textbox', { name: 'Pairing code' }).fill('000000')
  await display.getByRole('button', { name: 'Pair' }).click()
  await expect(display.getByText(/No till shows this code/)).toBeVisible()

  await page.getByRole('button', { name: 'Customer display' }).click()
  await expect(dialog.getByText('No display is paired with this till.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Show a pairing code' }).click()
  const code = ((await dialog.getByTestId('pairing-code').textContent()) ?? '').trim()
  expect(code).toMatch(/^\d{6}$/)
  // The terminal with its dialog, where the cashier reads the code: it fits the register's windows.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size)
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `customer-display-terminal-dialog-${size.width}.png`) })
    await expectFitsWindow(page, `the terminal's Customer display dialog at ${size.width} px`)
  }
  await display.getByRole('textbox', { name: 'Pairing code' }).fill(code)
  await display.getByRole('button', { name: 'Pair' }).click()
  await expect(display.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  await expect(dialog.getByRole('listitem')).toContainText('Connected')
  // The code is spent: the dialog offers a new one.
  await expect(dialog.getByTestId('pairing-code')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Show a pairing code' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  await ringUp(page, display, [cable, charger])
  await payCash(page, display, '100')
  await page.getByRole('button', { name: 'New Sale' }).click()
  await expect(display.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  // A reload (a tablet's restart) keeps the pairing: the display comes back without a code.
  await display.reload()
  await expect(display.getByRole('heading', { name: /Welcome/ })).toBeVisible()

  // The pictures: a long cart (its last lines and the total in view), the payment, the welcome.
  const looks = await shopLook(page)
  await ringUp(page, display, [cable, charger, ...rest])
  await shootDisplay(page, display, 'cart', looks)
  await expect(displayLines(display)).toHaveCount(rest.length + 2)
  await payCash(page, display, '500')
  await shootDisplay(page, display, 'paid', looks)
  await page.getByRole('button', { name: 'New Sale' }).click()
  await expect(display.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  await shootDisplay(page, display, 'welcome', looks)

  // Unpaired at the terminal: the display asks for a code again.
  await page.getByRole('button', { name: 'Customer display' }).click()
  await dialog.getByRole('button', { name: /^Unpair/ }).click()
  await expect(dialog.getByText('No display is paired with this till.')).toBeVisible()
  await expect(display.getByRole('heading', { name: 'Pair this display' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await tablet.close()
})
