import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * A day at one till (issue 19): the shop requires an open session, so Pay first shows the way to the Till
 * page (the cart waits); a till is added and opened with a float of 100.00, a cash sale is taken at the
 * terminal, 20.00 goes out to the bank, the drawer is counted short, and the Z report No. 1 prints with the
 * figures, on 80 mm and A4, from the Till page and from the Reports area.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
// A whole day at the till on a machine that may be busy: more time than one screen needs.
test.describe.configure({ timeout: 240_000 })

interface PosSettings {
  pos: Record<string, unknown>
}

async function setSessionRequired(page: Page, pos: Record<string, unknown>, on: boolean): Promise<void> {
  const saved = await apiCall(page, 'POST', '/api/setting-pos-update', { ...pos, requireTillSession: on })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

test('a cashier opens the till with a float, sells, cashes out, closes short and prints Z number 1', async ({
  page,
}) => {
  const stamp = Date.now()
  const till = `Till ${String(stamp).slice(-6)}`
  const product = `Charger ${stamp}`
  const barcode = `6${String(stamp).slice(-8)}001`

  await signInByApi(page)
  const created = await apiCall(page, 'POST', '/api/product', {
    name: product,
    barcode,
    sku: '',
    type: 'Standard',
    price: 12.5,
    cost: 6,
    qty: 10,
    suppliers: [],
    warehouseSaleFrom: 1,
    unitOfMeasure: 'pcs',
    discounted: 0,
    state: 1,
    variants: [],
  })
  expect([200, 201]).toContain(created.status)
  const { pos } = (await apiCall<PosSettings>(page, 'GET', '/api/settings')).body
  await setSessionRequired(page, pos, true)

  try {
    // No till on this device yet: the terminal says so, and Pay shows the way to the Till page.
    await page.goto('/pos/portal')
    // Issue 26: the till's state is one status chip beside the connection's.
    await expect(page.getByRole('button', { name: 'Till status: No till session' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeFocused()
    await page.keyboard.type(barcode, { delay: 5 })
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(product)
    await page.getByRole('button', { name: 'Pay' }).click()
    const needed = page.getByRole('dialog', { name: 'Till session needed' })
    await expect(needed).toContainText('Open a session on this till before selling.')
    await needed.getByRole('link', { name: 'Open the till' }).click()
    await page.waitForURL('**/pos/till')

    // The admin adds the till right here (the shop's first, or one more), and this device stands at it.
    const first = page.getByRole('region', { name: 'Add the shop’s first till' })
    const addOneMore = page.getByRole('button', { name: 'Add a till' })
    await expect(first.or(addOneMore)).toBeVisible()
    if (await first.isVisible()) {
      await first.getByRole('textbox', { name: 'Till name' }).fill(till)
      await first.getByRole('button', { name: 'Add till' }).click()
    } else {
      await addOneMore.click()
      const dialog = page.getByRole('dialog', { name: 'Add a till' })
      await dialog.getByRole('textbox', { name: 'Till name' }).fill(till)
      await dialog.getByRole('button', { name: 'Add till' }).click()
    }
    await expect(page.getByText('Till has been added.')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'This device’s till' })).toContainText(till)

    // Open with a float of 100.00, counted note by note like the close.
    const opening = page.getByRole('form', { name: 'Open a session' })
    await opening.getByRole('textbox', { name: 'Count of $50.00' }).fill('2')
    await expect(opening.getByTestId('float-counted')).toHaveText('$100.00')
    await opening.getByRole('button', { name: 'Open session' }).click()
    await expect(page.getByText('Till session opened.')).toBeVisible()
    await expect(page.getByTestId('till-float')).toHaveText('$100.00')
    await expect(page.getByTestId('till-expected')).toHaveText('$100.00')

    // Back at the terminal the cart has waited; the till is open, so Pay takes the cash sale.
    await page.getByRole('link', { name: 'Back to the terminal' }).click()
    await expect(page.getByRole('button', { name: `Till status: ${till} · open` })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(product)
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByTestId('payment-payable')).toHaveText('$12.50')
    await page.getByRole('button', { name: 'Process' }).click()
    await expect(page.getByText('Sale has been completed.')).toBeVisible()

    // The sale is in the drawer: 112.50 expected; 20.00 goes out to the bank with its reason.
    await page.getByRole('button', { name: `Till status: ${till} · open` }).click()
    await page.getByRole('dialog', { name: 'Till status' }).getByRole('link', { name: 'Till page' }).click()
    await page.waitForURL('**/pos/till')
    await expect(page.getByTestId('till-expected')).toHaveText('$112.50')
    await page.getByRole('button', { name: 'Cash out' }).click()
    const cashOut = page.getByRole('dialog', { name: 'Cash out' })
    await cashOut.getByRole('spinbutton', { name: 'Amount' }).fill('20.00')
    await cashOut.getByRole('textbox', { name: 'Reason' }).fill('Banked at noon')
    await cashOut.getByRole('button', { name: 'Record cash out' }).click()
    await expect(page.getByText('Cash movement recorded.')).toBeVisible()
    await expect(page.getByTestId('till-expected')).toHaveText('$92.50')

    // The count: one 50 and two 20s is 90.00, 2.50 short of the 92.50 the drawer should hold.
    const count = page.getByRole('form', { name: 'Count the drawer' })
    await count.getByRole('textbox', { name: 'Count of $50.00' }).fill('1')
    await count.getByRole('textbox', { name: 'Count of $20.00' }).fill('2')
    await expect(page.getByTestId('till-counted')).toHaveText('$90.00')
    await expect(page.getByTestId('till-difference')).toHaveText('-$2.50 short')
    await count.getByRole('button', { name: 'Close session' }).click()
    const confirm = page.getByRole('dialog', { name: 'Close the session?' })
    await expect(confirm).toContainText('$90.00')
    await confirm.getByRole('button', { name: 'Close session' }).click()
    await expect(page.getByText('Till session closed.')).toBeVisible()
    await expect(page.getByTestId('closed-z-number')).toHaveText('1')
    await expect(page.getByTestId('closed-difference')).toHaveText('-$2.50 short')

    // The Z prints with its number and figures, on an 80 mm roll and on A4.
    await page.getByRole('link', { name: 'Print Z report' }).click()
    await page.waitForURL('**/print/till-report/*')
    const report = page.getByTestId('till-report')
    await expect(report.getByRole('heading', { name: 'Z report No. 1' })).toBeVisible()
    await expect(page.getByTestId('report-number')).toHaveText('1')
    await expect(report).toContainText(till)
    await expect(report).toContainText('Sales (1)$12.50')
    await expect(report).toContainText('Cash out-$20.00')
    await expect(page.getByTestId('report-expected')).toHaveText('$92.50')
    await expect(page.getByTestId('report-counted')).toHaveText('$90.00')
    await expect(page.getByTestId('report-difference')).toHaveText('-$2.50')
    await expect(report).toContainText('$50.00 × 1$50.00')
    await expect(report).toContainText('$20.00 × 2$40.00')
    const article = page.locator('article')
    expect((await article.boundingBox())?.width ?? 0).toBeLessThan(320)
    await page.getByRole('button', { name: 'A4' }).click()
    await expect(async () => expect((await article.boundingBox())?.width ?? 0).toBeGreaterThan(700)).toPass()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })

    // The Reports area lists the session with its difference; its Z reprints the same document.
    await page.goto('/reports?tab=TillSessions')
    const sessions = page.getByRole('table', { name: 'Till sessions' })
    const row = sessions.getByRole('row').filter({ hasText: till })
    await expect(row).toContainText('-$2.50 short')
    await row.getByRole('link', { name: `Z report 1 of ${till}` }).click()
    await page.waitForURL('**/print/z-report/*')
    await expect(page.getByTestId('report-number')).toHaveText('1')
    await expect(page.getByTestId('report-difference')).toHaveText('-$2.50')
  } finally {
    await setSessionRequired(page, pos, false)
  }
})
