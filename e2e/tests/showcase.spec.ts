import { expect, test } from '../support/test.ts'
import { signInByApi } from '../support/session.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('the root address opens the welcome page with the public links', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/welcome$/)
  for (const name of ['Shop', 'Repair gallery', 'Track a repair']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Staff sign-in' }).first()).toBeVisible()
})

test('a gallery picture uploaded by staff shows on /gallery for visitors', async ({ page, browser }) => {
  const title = `Water damage fixed ${Date.now()}`
  await signInByApi(page)
  await page.goto('/repairing-gallery')
  const create = page.getByRole('button', { name: 'Create', exact: true })
  // Both a title and a file are needed.
  await expect(create).toBeDisabled()
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await expect(create).toBeDisabled()
  await page.getByLabel('Gallery image').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: PNG })
  await create.click()
  await expect(page.getByText('Gallery item has been uploaded.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible()

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(new URL('/gallery', page.url()).toString())
  const carousel = visitor.getByRole('region', { name: 'Repair gallery' })
  await expect(carousel.getByText(title)).toBeVisible()
  await expect(carousel.getByRole('img', { name: title })).toBeVisible()
  await visitorContext.close()
})

test('a shop item listed by staff shows on /shop with its details, and online shopping is coming soon', async ({
  page,
  browser,
}) => {
  const name = `Refurbished tablet ${Date.now()}`
  await signInByApi(page)
  await page.goto('/shop-list')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('spinbutton', { name: 'Price' }).fill('249.90')
  await page.getByRole('textbox', { name: 'Description' }).fill('Six months warranty')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Shop item has been saved.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$249.90')

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(new URL('/shop', page.url()).toString())
  await expect(visitor.getByText('Online shopping is coming soon').first()).toBeVisible()
  await visitor.getByRole('button', { name: `Details of ${name}` }).click()
  const dialog = visitor.getByRole('dialog', { name })
  await expect(dialog).toContainText('$249.90')
  await expect(dialog).toContainText('Six months warranty')
  await visitorContext.close()
})
