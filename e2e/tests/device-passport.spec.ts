import { withCheckDigit } from '@counterpart/domain/devices'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { LIGHT, shootEveryLook, shopLook } from '../support/looks.ts'
import { scan } from '../support/scanner.ts'
import { apiCall, signInByApi, xsrfToken } from '../support/session.ts'

// The machine running the journeys may be busy: a little more patience than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

async function setPos(page: Page, change: Partial<SettingsScreenData['pos']>): Promise<void> {
  const { pos } = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body
  expect((await apiCall(page, 'POST', '/api/setting-pos-update', { ...pos, ...change })).status).toBe(200)
}

/** The top bar's device search: the last 6 digits of the IMEI open its passport. */
async function findByLastSix(page: Page, imei: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 })
  const search = page.getByRole('textbox', { name: 'Find a device by IMEI, its last 6 digits or serial' })
  await search.fill(imei.slice(-6))
  await search.press('Enter')
  await expect(page).toHaveURL(/\/devices\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(imei)
}

test('a phone bought from a customer is held at the terminal, released, scanned and sold, and its passport opens from the top bar by its last 6 digits', async ({
  page,
}, testInfo) => {
  const stamp = String(Date.now()).slice(-10)
  const imei = withCheckDigit(`3577${stamp}`)
  const model = `Pixel 8 Pro Obsidian ${stamp}`
  await signInByApi(page)
  // The flow runs left to right in light; the pictures take every look and come back to this one.
  const looks = await shopLook(page)
  await looks.set(LIGHT)

  // The shop holds phones bought from customers for 7 days; this one comes in now.
  await setPos(page, { buybackHoldDays: 7, deviceWarrantyDays: 365 })
  try {
    const bought = await page.request.post('/api/custom-product', {
      headers: { 'x-xsrf-token': await xsrfToken(page) },
      multipart: {
        fullName: 'Ama Owusu',
        phone: '0244000111',
        address: '4 Ring Road, Accra',
        model,
        imei,
        cost: '310.00',
        price: '449.00',
        sign: SIGNATURE,
      },
    })
    expect(bought.status(), await bought.text()).toBeLessThan(300)
  } finally {
    await setPos(page, { buybackHoldDays: 0 })
  }

  // The cashier scans it: refused, saying until when; the cart stays empty.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/pos/portal')
  const box = page.getByRole('combobox', { name: 'Scan or search a product' })
  await box.focus()
  await scan(page, imei)
  await expect(page.getByTestId('scan-status')).toContainText(
    /This device is on hold until .+ \(buy-back hold period\)\./,
  )
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('terminal-hold-refused-1366.png') })

  // The owner opens its passport from the top bar by the last 6 digits printed on the box, and releases
  // the hold early: the police register cleared it.
  await page.goto('/dashboard')
  await findByLastSix(page, imei)
  await expect(page.getByRole('alert').filter({ hasText: 'On hold until' })).toBeVisible()
  await shootEveryLook(page, 'passport-on-hold', looks)
  await page.getByRole('button', { name: 'Release early' }).click()
  const dialog = page.getByRole('dialog', { name: 'Release the hold early' })
  await dialog.getByRole('button', { name: 'Release' }).click()
  await expect(dialog.getByText('The Reason field is required.')).toBeVisible()
  await dialog.getByLabel('Reason').fill('The police register cleared it')
  await dialog.getByRole('button', { name: 'Release' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('unit-status')).toHaveText('In stock')

  // Scanned again, it goes in as that very phone at its own price, and is sold for cash.
  await page.goto('/pos/portal')
  await box.focus()
  await scan(page, imei)
  const line = page.getByTestId('cart-line').filter({ hasText: model })
  await expect(line).toHaveCount(1)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  const key = (await page.getByTestId('sold-key').textContent())?.trim() ?? ''
  expect(key).not.toBe('')

  // The passport tells the story: sold by us, with its warranty, and every event linked to its document.
  await page.goto('/dashboard')
  await findByLastSix(page, imei)
  await expect(page.getByTestId('unit-status')).toHaveText('Sold')
  const sold = page.getByRole('alert').filter({ hasText: 'Sold by us on' })
  await expect(sold).toContainText(key)
  await expect(sold).toContainText('warranty until')
  const history = page.getByRole('list', { name: 'History of the device' })
  for (const event of ['Bought from customer', 'Held', 'Released', 'Sold'])
    await expect(history.getByText(event, { exact: true })).toBeVisible()
  await expect(history).toContainText('The police register cleared it')
  await expect(history.getByRole('link', { name: `Sale ${key}` })).toBeVisible()
  await shootEveryLook(page, 'passport-sold', looks)

  // A second scan of the sold phone is refused, saying where it went.
  await page.goto('/pos/portal')
  await box.focus()
  await scan(page, imei)
  await expect(page.getByTestId('scan-status')).toContainText(`in sale ${key}`)
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await setPos(page, { deviceWarrantyDays: 0 })
  await looks.restore()
})
