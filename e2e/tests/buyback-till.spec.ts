import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'
import { sign } from '../support/seller.ts'

/**
 * A buy-back paid in cash at a till (issue 28, item 1): the form says how the customer is paid (Cash by
 * default), the payout leaves the drawer of this device's till, and the till's session and its X report
 * name it as a cash buy-back. Screenshots at 1366×768 and 390×844 go to SHOTS_DIR when it is set.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** No sideways scrolling of the page. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a phone bought for cash at the till leaves its drawer and is named on the X report (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const stamp = Date.now()
    const model = `Pixel ${stamp}`
    await signInByApi(page)
    const till = await apiCall<{ id: number }>(page, 'POST', '/api/tills', {
      name: `Counter ${String(stamp).slice(-6)}`,
    })
    expect(till.status).toBe(201)
    const opened = await apiCall<{ session: { id: number } }>(page, 'POST', `/api/tills/${till.body.id}/open`, {
      openingFloat: 300,
    })
    expect(opened.status).toBe(201)
    const session = opened.body.session.id
    // This device stands at that till.
    await page.goto('/custom-product')
    await page.evaluate((id) => localStorage.setItem('counterpart.till', String(id)), till.body.id)
    await page.reload()

    const field = (name: string) =>
      page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }))
    await field('Customer name').fill(`Efua ${stamp}`)
    await field('Phone').fill('0207654321')
    await field('Device model').fill(model)
    await field('Cost').fill('180')
    await field('Price').fill('260')
    await expect(page.getByRole('combobox', { name: 'Paid by' })).toHaveText('Cash')
    await sign(page)
    await expectNoSidewaysScroll(page)
    await shot(page, `buyback-form-${viewport.width}`)
    await page.getByRole('button', { name: 'Save', exact: true }).last().click()
    await expect(page.getByText('Item has been purchased from the customer.')).toBeVisible()
    await page.waitForURL('**/custom-product-details/*')
    await expect(page.getByRole('heading', { name: model })).toBeVisible()
    await expect(page.getByText('Paid by', { exact: true })).toBeVisible()

    // The session lists the cash that left the drawer.
    await page.goto(`/till-session/${session}`)
    await expect(page.getByRole('cell', { name: 'Cash buy-back' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await shot(page, `till-session-${viewport.width}`)

    // The X report: 300.00 − 180.00 expected, the buy-back named.
    await page.goto(`/print/till-report/${session}`)
    await expect(page.getByTestId('report-cash-buybacks')).toContainText('180.00')
    await expect(page.getByTestId('report-expected')).toContainText('120.00')
    await expectNoSidewaysScroll(page)
    await shot(page, `x-report-${viewport.width}`)
  })
}
