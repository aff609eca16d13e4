import { withCheckDigit } from '@counterpart/domain/devices'
import { expect, test } from '../support/test.ts'
import { signInByApi } from '../support/session.ts'

const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('a phone is bought from a customer who signs on screen, and the purchase keeps its signature and photo', async ({
  page,
}) => {
  const stamp = Date.now()
  const model = `Galaxy S${stamp}`

  await signInByApi(page)
  await page.goto('/custom-products')
  await page.getByRole('main').getByRole('link', { name: 'Buy From Customer' }).click()
  await page.waitForURL('**/custom-product')
  const field = (name: string) =>
    page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }))
  await field('Customer name').fill(`Kwame ${stamp}`)
  await field('Phone').fill('0201234567')
  await field('Address').fill('7 Market Street')
  await field('Device model').fill(model)
  // An IMEI of its own each run: one IMEI is one device, which the shop cannot buy twice while it holds it.
  await field('IMEI').fill(withCheckDigit(`35${String(stamp).slice(-12)}`))
  await field('Cost').fill('150')
  await field('Price').fill('210.50')

  // Saving without a signature is refused under the pad.
  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  await expect(page.getByText('The Signature field is required.')).toBeVisible()

  // The customer signs: Activate, draw, Save.
  const pad = page.getByRole('group', { name: 'Signature' })
  await pad.getByRole('button', { name: 'Activate' }).click()
  const canvas = pad.getByRole('img', { name: 'Signature pad' })
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the signature pad is not on screen')
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7)
  await page.mouse.down()
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 30 + step * 25, box.y + box.height * (step % 2 ? 0.3 : 0.7))
  }
  await page.mouse.up()
  await pad.getByRole('button', { name: 'Save' }).click()
  await expect(pad.getByText('Signature saved')).toBeVisible()

  // A photo of the customer from a file (the camera needs a device).
  await page.getByRole('button', { name: 'Upload Photo' }).click()
  await page
    .getByLabel('Upload Photo file')
    .setInputFiles({ name: 'kwame.png', mimeType: 'image/png', buffer: PHOTO_PNG })
  await expect(page.getByText('kwame.png')).toBeVisible()

  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  await expect(page.getByText('Item has been purchased from the customer.')).toBeVisible()
  await page.waitForURL('**/custom-product-details/*')

  // The details page: customer, device, Not Sold, the signature and the photo.
  await expect(page.getByRole('heading', { name: model })).toBeVisible()
  await expect(page.getByText(`Kwame ${stamp}`)).toBeVisible()
  await expect(page.getByText('Not Sold')).toBeVisible()
  await expect(page.getByText('$150.00')).toBeVisible()
  const signature = page.getByRole('img', { name: 'Customer signature' })
  await expect(signature).toBeVisible()
  await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
  await page.getByRole('button', { name: 'Customer photo' }).click()
  const photo = page.getByRole('img', { name: 'Customer photo' })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

  // The personal files are not reachable by a visitor.
  const source = await signature.getAttribute('src')
  expect(source).toMatch(/^\/api\/custom-product-file\/\d+\/sign$/)
  const visitor = await page.context().browser()?.newContext()
  const anonymous = await visitor?.request.get(new URL(source ?? '', page.url()).toString())
  expect(anonymous?.status()).toBe(401)
  await visitor?.close()

  // The list offers the invoice as a real PDF.
  await page.goto('/custom-products')
  const row = page.getByRole('row').filter({ hasText: model })
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: `Download the PDF of ${model}` }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^custom-purchase-\d{12}\.pdf$/)
  const path = await file.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
})
