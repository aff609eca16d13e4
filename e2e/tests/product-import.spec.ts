import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The products list and products from a CSV file (issue 28, item 14): filter the list by a category,
 * export what it shows, import a file with an error, correct it, import it.
 */

async function addCategory(page: Page, name: string): Promise<number> {
  const response = await apiCall<{ id: number }>(page, 'POST', '/api/category', { name })
  expect(response.status).toBe(200)
  return response.body.id
}

async function addProduct(page: Page, body: Record<string, unknown>): Promise<void> {
  expect((await apiCall(page, 'POST', '/api/product', body)).status).toBe(200)
}

async function chooseFile(page: Page, name: string, content: string) {
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  })
}

test('filter the products by category, export them, import a file with an error, correct it and import it', async ({
  page,
}) => {
  const stamp = Date.now()
  const cases = `Cases ${stamp}`
  const chargers = `Chargers ${stamp}`
  await signInByApi(page)
  const casesId = await addCategory(page, cases)
  await addCategory(page, chargers)
  await addProduct(page, { name: `Flip case ${stamp}`, price: 14.5, qty: 6, category_id: casesId })
  await addProduct(page, { name: `Wall charger ${stamp}`, price: 22, qty: 3 })

  await page.goto('/products')
  const table = page.getByRole('table', { name: 'Products' })
  await page.getByRole('searchbox', { name: 'Search' }).fill(String(stamp))
  await expect(table.getByText(`Wall charger ${stamp}`)).toBeVisible()

  // The category filter: only the case is left, with its price and stock.
  await page.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: cases, exact: true }).click()
  await expect(table.getByText(`Wall charger ${stamp}`)).toHaveCount(0)
  const caseRow = table.getByRole('row').filter({ hasText: `Flip case ${stamp}` })
  await expect(caseRow).toContainText('14.50')
  await expect(caseRow.getByRole('cell', { name: '6', exact: true })).toBeVisible()

  // The export holds what the list shows: the category and the search.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const exported = fs.readFileSync(await (await downloading).path(), 'utf8')
  const lines = exported
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe(
    'ID,Product Name,SKU,Barcode,Category,Type,Price,Stock,Unit of measure,Discounted,State,Added At',
  )
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`Flip case ${stamp},`)
  expect(lines[1]).toContain(`,${cases},Standard,14.50,6,`)

  // A file with a category that does not exist: the preview says so on its row, and nothing can be imported.
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import products' })
  await expect(dialog.getByRole('link', { name: 'Download template' })).toBeVisible()
  const header = 'name;sku;category;price;qty'
  await chooseFile(
    page,
    'products.csv',
    `\uFEFF${header}\r\n"Leather case, brown ${stamp}";IMP-${stamp}-1;${cases};19.90;4\r\nCar charger ${stamp};IMP-${stamp}-2;Gadgets ${stamp};12;2\r\n`,
  )
  await expect(dialog.getByText('1 with errors')).toBeVisible()
  await expect(dialog.getByText(`There is no category named "Gadgets ${stamp}"`)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Import products' })).toBeDisabled()
  await expectFitsEachWindow(page, 'the import preview')
  await page.setViewportSize({ width: 1366, height: 850 })

  // Corrected: every row is valid, and the import writes both.
  await chooseFile(
    page,
    'products-fixed.csv',
    `\uFEFF${header}\r\n"Leather case, brown ${stamp}";IMP-${stamp}-1;${cases};19.90;4\r\nCar charger ${stamp};IMP-${stamp}-2;${chargers};12;2\r\n`,
  )
  await expect(dialog.getByText('Every row is valid', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Import 2 products' }).click()
  await expect(page.getByText('2 products imported successfully !')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // The list (still filtered by Cases) shows the imported case with its stock.
  const imported = table.getByRole('row').filter({ hasText: `Leather case, brown ${stamp}` })
  await expect(imported).toContainText('19.90')
  await expect(imported.getByRole('cell', { name: '4', exact: true })).toBeVisible()
  await expect(table.getByText(`Car charger ${stamp}`)).toHaveCount(0)
  await expectFitsEachWindow(page, 'the products list')
})
