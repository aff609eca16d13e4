import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'

// A real 1x1 PNG: the server checks the bytes, not the name.
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function pickOption(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}

async function newCategory(page: Page, name: string, parent?: string) {
  await page.goto('/products?tab=categories')
  await page.getByRole('link', { name: 'New Category' }).click()
  await page.waitForURL('**/add-new-category')
  await page.getByRole('textbox', { name: 'Category Name' }).fill(name)
  if (parent) {
    await page.getByRole('checkbox', { name: 'Relationship mode' }).check()
    await pickOption(page, 'Parent Category (Child of)', parent)
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Category created successfully !')).toBeVisible()
  await page.waitForURL('**/products?tab=categories')
}

test('the catalogue: a category tree, three kinds of product, the list, the detail and labels', async ({ page }) => {
  const stamp = Date.now()
  const parent = `Audio ${stamp}`
  const leaf = `Headphones ${stamp}`
  const standard = `Earbuds ${stamp}`
  const combo = `Case ${stamp}`
  const service = `Repair ${stamp}`
  // Digits that appear in no name (the names carry the stamp forwards).
  const barcode = `4${String(stamp).split('').reverse().join('')}`.slice(0, 12)
  const takenBarcode = `${barcode.slice(0, 11)}${(Number(barcode[11]) + 1) % 10}`

  await signInByApi(page)

  // A two-level category tree.
  await newCategory(page, parent)
  await newCategory(page, leaf, parent)
  const tree = page.getByRole('list', { name: 'Categories' })
  await expect(tree.getByText(leaf)).toBeVisible()
  // Only a category without children offers delete.
  await expect(page.getByRole('button', { name: `Remove category ${leaf}` })).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove category ${parent}` })).toHaveCount(0)

  // A Standard product, with a duplicate barcode refused under its field first.
  const taken = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name: `Taken ${stamp}`,
    barcode: takenBarcode,
  })
  expect(taken.status).toBe(200)
  await page.goto('/add-new-product')
  await page.getByRole('textbox', { name: 'Product Name' }).fill(standard)
  await page.getByRole('textbox', { name: 'Barcode' }).fill(takenBarcode)
  await pickOption(page, 'Category', leaf)
  await page.getByRole('spinbutton', { name: 'Product QTY' }).fill('4')
  await page.getByRole('spinbutton', { name: 'Product Cost' }).fill('12.50')
  await page.getByRole('spinbutton', { name: 'Product Price' }).fill('19.99')
  await page.getByRole('textbox', { name: 'Description' }).fill('Wireless earbuds')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The Barcode has already been taken.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Barcode' }).fill(barcode)
  await expect(page.getByText(`12 / 12 digits`)).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Product created successfully !')).toBeVisible()
  await page.waitForURL('**/products')

  // A Combo with two variants: add waits for both fields, edit moves a row back into them.
  await page.goto('/add-new-product')
  await page.getByRole('textbox', { name: 'Product Name' }).fill(combo)
  await pickOption(page, 'Type', 'Combo')
  await page.getByRole('spinbutton', { name: 'Product Price' }).fill('10')
  const addVariant = page.getByRole('button', { name: 'Add variant' })
  await page.getByRole('textbox', { name: 'Variant', exact: true }).fill('Red')
  await expect(addVariant).toBeDisabled()
  await page.getByRole('spinbutton', { name: 'Price Addtion' }).fill('2.5')
  await addVariant.click()
  await page.getByRole('textbox', { name: 'Variant', exact: true }).fill('Blu')
  await page.getByRole('spinbutton', { name: 'Price Addtion' }).fill('1')
  await addVariant.click()
  await page.getByRole('button', { name: 'Edit variant Blu' }).click()
  await expect(page.getByRole('textbox', { name: 'Variant', exact: true })).toHaveValue('Blu')
  await page.getByRole('textbox', { name: 'Variant', exact: true }).fill('Blue')
  await addVariant.click()
  const variants = page.getByRole('table', { name: 'Variants' })
  await expect(variants.getByText('$10.00 + $2.50 = $12.50')).toBeVisible()
  await expect(variants.getByText('Blue')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Product created successfully !')).toBeVisible()

  // A Service: only its charge.
  await page.goto('/add-new-product')
  await page.getByRole('textbox', { name: 'Product Name' }).fill(service)
  await pickOption(page, 'Type', 'Service')
  await expect(page.getByRole('tab', { name: 'Sell on basic (No purchase stock)' })).toHaveCount(0)
  await page.getByRole('spinbutton', { name: 'Service Charges' }).fill('49')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Product created successfully !')).toBeVisible()
  await page.waitForURL('**/products')

  // The list: search by barcode, upload an image, toggle discount and state.
  await page.getByRole('searchbox', { name: 'Search' }).fill(barcode)
  const products = page.getByRole('table', { name: 'Products' })
  await expect(products.getByRole('row')).toHaveCount(2)
  await expect(products.getByText(standard)).toBeVisible()

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: `Upload an image for ${standard}` }).click()
  await (await chooser).setFiles({ name: 'earbuds.png', mimeType: 'image/png', buffer: PHOTO_PNG })
  await expect(page.getByText('Image uploaded successfully !')).toBeVisible()
  await expect(products.getByRole('img', { name: standard })).toHaveAttribute('src', /\/uploads\/products\/.+\.png$/)

  await pickOption(page, `Discounted for ${standard}`, 'Yes')
  await expect(page.getByText('Product discount updated successfully !')).toBeVisible()
  await pickOption(page, `State of ${standard}`, 'Inactive')
  await expect(page.getByText('Product state updated successfully !')).toBeVisible()
  await page.reload()
  await page.getByRole('searchbox', { name: 'Search' }).fill(barcode)
  await expect(page.getByRole('combobox', { name: `Discounted for ${standard}` })).toHaveText('Yes')
  await expect(page.getByRole('combobox', { name: `State of ${standard}` })).toHaveText('Inactive')

  // The detail.
  await page.getByRole('link', { name: `Details of ${standard}` }).click()
  await page.waitForURL('**/product-detail/*')
  await expect(page.getByRole('heading', { name: standard })).toBeVisible()
  await expect(page.getByText('Selling on Basic (No purchased stock)')).toBeVisible()
  await expect(page.getByText(leaf)).toBeVisible()
  await expect(page.getByText('Wireless earbuds')).toBeVisible()
  const productId = Number(page.url().split('/').pop())

  // Three labels in C39, each with its barcode image.
  await page.goto(`/print/product-label/${productId}`)
  await expect(page.getByTestId('product-label')).toHaveCount(5)
  for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'One label less' }).click()
  await pickOption(page, 'Symbology', 'C39')
  const labels = page.getByTestId('product-label')
  await expect(labels).toHaveCount(3)
  await expect(labels.first().getByRole('img', { name: `Barcode ${barcode} (C39)` })).toBeVisible()
  const width = await labels
    .first()
    .getByRole('img')
    .evaluate((img) => (img as HTMLImageElement).naturalWidth)
  expect(width).toBeGreaterThan(50)
  await expect(labels.first().getByText('$19.99')).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Number of labels' }).fill('0')
  await expect(page.getByRole('button', { name: 'One label less' })).toBeDisabled()

  // Removing categories: the leaf goes, its product stays uncategorised; the parent is refused while it has children.
  const parentRow = await apiCall<{ id: number; name: string; children: unknown[] }[]>(
    page,
    'GET',
    '/api/categories-list',
  )
  const parentNode = parentRow.body.find((node) => node.name === parent)
  expect(parentNode?.children).toHaveLength(1)
  const refused = await apiCall<{ message: string }>(page, 'DELETE', `/api/category/${parentNode?.id}`)
  expect(refused.status).toBe(409)
  await page.goto('/products?tab=categories')
  await page.getByRole('button', { name: `Remove category ${leaf}` }).click()
  await expect(page.getByText('Are you sure to remove this category ?')).toBeVisible()
  await page.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Category removed successfully !')).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove category ${parent}` })).toBeVisible()
})
