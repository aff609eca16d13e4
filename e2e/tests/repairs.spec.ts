import type { Locator } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import jsQR from 'jsqr'
import { signInByApi } from '../support/session.ts'

/** Reads the QR code drawn by an <img> the way a phone camera would: from its pixels. */
async function readQrCode(image: Locator): Promise<string | null> {
  const pixels = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas')
    canvas.width = element.naturalWidth
    canvas.height = element.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    context.drawImage(element, 0, 0)
    const data = context.getImageData(0, 0, canvas.width, canvas.height)
    return { width: data.width, height: data.height, rgba: Array.from(data.data) }
  })
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null
}

test('a repair is logged, printed with a QR code, and followed by the customer until it is complete', async ({
  page,
  browser,
}) => {
  const stamp = Date.now()
  const device = `Pixel ${stamp}`
  const customer = `Adwoa ${stamp}`

  // Staff log the job with the repair form.
  await signInByApi(page)
  await page.goto('/repair-form')
  const field = (name: string) =>
    page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }))
  await field('Name').fill(customer)
  await field('Phone').fill('0244 555 0101')
  await field('Email').fill(`adwoa.${stamp}@example.com`)
  await field('Device name').fill(device)
  await field('IMEI').fill('356938035643809')
  await field('Issue').fill('Battery drains in an hour')
  await field('Charges').fill('80')
  await field('Tax rate (%)').fill('10')
  await field('Paid in advance').fill('100')
  // More paid in advance than the job costs is refused under the field, before anything is sent.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The Paid in advance may not be greater than the Total.')).toBeVisible()
  await field('Paid in advance').fill('20')
  await expect(page.getByText('$68.00')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Repair has been saved.')).toBeVisible()
  await page.waitForURL('**/repair-lists')

  const row = page.getByRole('row').filter({ hasText: device })
  await expect(row).toContainText(customer)
  await expect(row).toContainText('Pending')
  await expect(row).toContainText('$68.00')

  // The receipt carries a QR code that opens the public tracking page of this job.
  await row.getByRole('link', { name: /^Print repair/ }).click()
  await page.waitForURL('**/print/repair-print/*')
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await expect(page.getByText('Repair Receipt')).toBeVisible()
  const qr = page.getByRole('img', { name: /^QR code: track repair/ })
  await expect(qr).toBeVisible()
  const trackingUrl = await readQrCode(qr)
  expect(trackingUrl).toMatch(/\/track\/[A-Z2-9]{12}$/)
  const key = (trackingUrl ?? '').split('/').pop() ?? ''
  await expect(page.getByText(key, { exact: true })).toBeVisible()

  // A visitor, signed out, scans it.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(trackingUrl ?? '')
  const status = visitor.getByTestId('tracking-status')
  await expect(status).toHaveText('Pending')
  await expect(visitor.getByText(device)).toBeVisible()
  // Only the device and status: nothing about the customer.
  await expect(visitor.getByText(customer)).toHaveCount(0)
  await expect(visitor.getByText('0244 555 0101')).toHaveCount(0)

  // Staff mark it complete from the list.
  await page.goto('/repair-lists')
  await page.getByRole('row').filter({ hasText: device }).getByRole('switch').check()
  await expect(page.getByText('Repair marked as complete.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: device })).toContainText('Completed')

  await visitor.reload()
  await expect(status).toHaveText(/^Complete @ \S+/)

  // Typing the ID by hand: the search waits for an ID, and an unknown one gets the server's message.
  await visitor.goto('/track')
  const search = visitor.getByRole('button', { name: 'Search' })
  await expect(search).toBeDisabled()
  await visitor.getByRole('textbox', { name: 'Repair ID' }).fill('NOSUCHKEY234')
  await search.click()
  await expect(visitor.getByText('No repair matches this tracking ID.')).toBeVisible()
  await visitor.getByRole('textbox', { name: 'Repair ID' }).fill(key.toLowerCase())
  await search.click()
  await expect(status).toHaveText(/^Complete @ /)
  await visitorContext.close()
})
