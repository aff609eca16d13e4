import { withCheckDigit } from '@counterpart/domain/devices'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi, xsrfToken } from '../support/session.ts'

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** Buys a phone from a customer through the API; answers its IMEI. */
async function buyPhone(page: Page, body: string, model: string): Promise<string> {
  const imei = withCheckDigit(body)
  const response = await page.request.post('/api/custom-product', {
    headers: { 'x-xsrf-token': await xsrfToken(page) },
    multipart: {
      fullName: 'Ama Owusu',
      phone: '0244000111',
      model,
      imei,
      cost: '100.00',
      price: '150.00',
      sign: SIGNATURE,
    },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return imei
}

async function setHoldDays(page: Page, days: number): Promise<void> {
  const { pos } = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body
  expect((await apiCall(page, 'POST', '/api/setting-pos-update', { ...pos, buybackHoldDays: days })).status).toBe(200)
}

test('a phone typed by its last 6 digits at the terminal goes in as that phone; one on hold is refused saying until when', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-10)
  await signInByApi(page)
  await setHoldDays(page, 0)
  const free = await buyPhone(page, `3581${stamp}`, `Pixel free ${stamp}`)
  await setHoldDays(page, 7)
  const held = await buyPhone(page, `3582${stamp}`, `Pixel held ${stamp}`)
  await setHoldDays(page, 0)

  await page.goto('/pos/portal')
  const box = page.getByRole('combobox', { name: 'Scan or search a product' })
  await box.fill(free.slice(-6))
  await box.press('Enter')
  const line = page.getByTestId('cart-line').filter({ hasText: `Pixel free ${stamp}` })
  await expect(line).toBeVisible()
  await expect(line).toContainText(free)

  await box.fill(held)
  await box.press('Enter')
  await expect(page.getByTestId('scan-status')).toContainText(
    /This device is on hold until .+ \(buy-back hold period\)\./,
  )
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
})
