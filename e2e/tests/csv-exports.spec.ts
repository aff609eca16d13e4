import fs from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { signInByApi } from '../support/session.ts'

/**
 * The Export CSV buttons of the reports page still download their files (docs/decisions.md, "CSV
 * exports"): the server's export of a generated report and a file built in the browser, each starting
 * with the UTF-8 byte order mark, titles in words, and a totals row under a list.
 */
async function saved(download: Download): Promise<string> {
  const file = await download.path()
  return fs.readFileSync(file, 'utf8')
}

async function exportCsv(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download')
  await page
    .getByRole('link', { name: 'Export CSV' })
    .or(page.getByRole('button', { name: 'Export CSV' }))
    .click()
  return downloading
}

test('the sales report and top products download CSV files with a BOM, titles in words and totals', async ({
  page,
}) => {
  await signInByApi(page)
  await page.goto('/reports')
  const form = page.getByRole('form', { name: 'Sales Report form' })
  await form.getByRole('combobox', { name: 'Duration' }).click()
  await page.getByRole('option', { name: 'This year' }).click()
  await form.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('heading', { name: 'Sales Report' })).toBeVisible()

  const sales = await exportCsv(page)
  expect(sales.suggestedFilename()).toMatch(/^sale-report-live-yearly\.csv$/)
  const salesText = await saved(sales)
  expect(salesText.startsWith('\uFEFFID,Transaction number,Date,Total items,')).toBe(true)
  const salesLines = salesText.trimEnd().split('\r\n')
  expect(salesLines.at(-1)).toMatch(/^Total,,,\d+,/)
  for (const line of salesLines.slice(1, -1))
    expect(line).toMatch(/^\d+,"=""\d{12}""",\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/)

  await page.getByRole('tab', { name: 'Top Products' }).click()
  const top = await exportCsv(page)
  expect(top.suggestedFilename()).toMatch(/^top-products-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/)
  const topText = await saved(top)
  expect(topText.startsWith('\uFEFFRank,Product ID,Product,SKU,Sold\r\n')).toBe(true)
  expect(topText.trimEnd().split('\r\n').at(-1)).toMatch(/^Total,,,,\d+$/)

  await page.getByRole('tab', { name: 'Stock Counts' }).click()
  const stock = await exportCsv(page)
  expect((await saved(stock)).startsWith('\uFEFFFigure,Value\r\nStock at cost,')).toBe(true)
})
