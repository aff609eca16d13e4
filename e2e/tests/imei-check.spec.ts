import { luhnCheckDigit, withCheckDigit } from '@counterpart/domain/devices'
import { expect, test } from '../support/test.ts'
import { signInByApi } from '../support/session.ts'

test('the buy-back form warns of a wrong IMEI check digit and takes the right IMEI in one click', async ({
  page,
}, testInfo) => {
  const body = `35${String(Date.now()).slice(-12)}`
  const wrong = body + String((luhnCheckDigit(body) + 1) % 10)
  await signInByApi(page)
  await page.goto('/custom-product')
  const imei = page.getByRole('textbox', { name: 'IMEI', exact: true })
  await imei.fill(wrong)
  const warning = page.getByRole('alert').filter({ hasText: 'did you mean' })
  await expect(warning).toContainText(`The IMEI's last digit should be ${luhnCheckDigit(body)}`)
  await expect(page.getByRole('textbox', { name: 'Reason to keep this IMEI' })).toBeVisible()
  // The warning, its suggestion and the reason field fit a laptop's and a phone's width.
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await warning.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`imei-warning-${size.width}.png`) })
  }
  await warning.getByRole('button', { name: /Use/ }).click()
  await expect(imei).toHaveValue(withCheckDigit(body))
  await expect(warning).toHaveCount(0)
})
