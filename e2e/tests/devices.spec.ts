import { withCheckDigit } from '@counterpart/domain/devices'
import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { shopLook } from '../support/looks.ts'
import { apiCall, signInByApi } from '../support/session.ts'

test("a customer's phone in for repair is a device unit, found by its last 6 digits, its history on its page", async ({
  page,
}, testInfo) => {
  const stamp = Date.now()
  const imei = withCheckDigit(`35${String(stamp).slice(-12)}`)
  await signInByApi(page)
  const repair = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    name: `Ama ${stamp}`,
    email: '',
    phone: '0244000111',
    address: '',
    issue: 'Cracked screen',
    deviceName: 'Pixel 6 with a rather long model name for the list',
    imei,
    sNumber: '',
    charges: 40,
    taxRate: 0,
    prePaid: 0,
  })
  expect(repair.status).toBe(200)
  const looks = await shopLook(page)

  try {
    for (const look of [
      { name: 'light', dark: false, rtl: false },
      { name: 'dark-rtl', dark: true, rtl: true },
    ]) {
      await looks.set(look)
      await page.goto('/devices')
      const search = page.getByRole('searchbox', { name: 'Search' })
      await search.fill(imei.slice(-6))
      const row = page.getByRole('row').filter({ hasText: imei })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText('In repair')
      await expectFitsEachWindow(page, `Devices (${look.name})`)
      await page.screenshot({ path: testInfo.outputPath(`devices-${look.name}-390.png`), fullPage: true })
      await page.setViewportSize({ width: 1366, height: 768 })
      await row.getByRole('link', { name: `Passport of ${imei}` }).click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(imei)
      const history = page.getByRole('list', { name: 'History of the device' })
      await expect(history).toContainText('Repair in')
      await expect(history).toContainText(`Repair #${repair.body.id}`)
      await expectFitsEachWindow(page, `Device (${look.name})`)
      await page.screenshot({ path: testInfo.outputPath(`device-${look.name}-390.png`), fullPage: true })
      await page.setViewportSize({ width: 1024, height: 768 })
      await page.screenshot({ path: testInfo.outputPath(`device-${look.name}-1024.png`), fullPage: true })
    }
  } finally {
    await looks.restore()
  }
})
