import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow } from '../support/layout.ts'
import { shopLook } from '../support/looks.ts'
import { purchaseRequest } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

async function created<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>(page, 'POST', url, body)
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  return answer.body
}

/** A 15-digit IMEI with its right Luhn check digit, from 14 digits. */
function imeiOf(body: string): string {
  let sum = 0
  for (let index = 0; index < 14; index += 1) {
    const digit = Number(body[index])
    const doubled = index % 2 === 1 ? digit * 2 : digit
    sum += doubled > 9 ? doubled - 9 : doubled
  }
  return body + String((10 - (sum % 10)) % 10)
}

/** Dark and right to left, then back, around `run`: each look's screens are checked and kept. */
async function inEachLook(page: Page, run: (look: string) => Promise<void>): Promise<void> {
  const looks = await shopLook(page)
  try {
    for (const look of [
      { name: 'light', dark: false, rtl: false },
      { name: 'dark-rtl', dark: true, rtl: true },
    ]) {
      await looks.set(look)
      await run(look.name)
    }
  } finally {
    await looks.restore()
  }
}

test('a delivery of serial-tracked phones asks for one IMEI per unit, scanned one after another', async ({
  page,
}, testInfo) => {
  const stamp = Date.now()
  const name = `Pixel ${stamp}`
  await signInByApi(page)
  const supplier = await created<{ id: number }>(page, '/api/supplier', {
    firstName: 'Sam',
    company: `Phones ${stamp}`,
    email: `phones.${stamp}@example.com`,
  })
  const product = await created<{ id: number }>(page, '/api/product', {
    name,
    sku: `PX${stamp}`,
    price: 450,
    cost: 300,
    suppliers: [supplier.id],
    serialTracked: true,
  })
  const purchase = await created<{ id: number }>(
    page,
    '/api/purchase',
    purchaseRequest(`PO-${stamp}`, supplier.id, { product_id: product.id, cost: 300, qty: 2 }),
  )
  const [first, second] = [imeiOf(`35${String(stamp).slice(-12)}`), imeiOf(`36${String(stamp).slice(-12)}`)]

  const delivery = page.getByRole('table', { name: 'Lines to receive' })
  const unit = (n: number) => page.getByRole('textbox', { name: `IMEI or serial ${n}: ${name}` })
  await inEachLook(page, async (look) => {
    await page.goto(`/stock-update/${purchase.id}?tab=delivery`)
    await delivery.getByRole('textbox', { name: `Rack Number: ${name}` }).fill('P-1')
    // A scanner types the code and Enter: the focus moves on to the next unit, the form is not sent.
    await unit(1).click()
    await page.keyboard.type(first)
    await page.keyboard.press('Enter')
    await expect(unit(2)).toBeFocused()
    await page.keyboard.type(first)
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Receive delivery' }).click()
    await expect(page.getByText(`IMEI or serial 2: ${first} is already entered for unit 1 of ${name}.`)).toBeVisible()
    await expectFitsEachWindow(page, `Delivery with IMEIs (${look})`)
    await page.screenshot({ path: testInfo.outputPath(`serials-${look}-390.png`), fullPage: true })
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.screenshot({ path: testInfo.outputPath(`serials-${look}-1024.png`), fullPage: true })
    await page.setViewportSize({ width: 1366, height: 768 })
  })

  await unit(2).fill(second)
  await page.getByRole('button', { name: 'Receive delivery' }).click()
  await expect(page.getByText('The delivery has been received.')).toBeVisible()
  const units = await apiCall<{ items: { status: string; product_id: number; cost: number }[] }>(
    page,
    'GET',
    `/api/devices?search=${second}`,
  )
  expect(units.body.items).toEqual([expect.objectContaining({ status: 'in_stock', product_id: product.id, cost: 300 })])
})

test('a buy-back records a clear stolen-device check, and the police register lists it', async ({ page }, testInfo) => {
  const stamp = Date.now()
  const model = `Galaxy ${stamp}`
  const seller = `Efua ${stamp}`
  const imei = imeiOf(`35${String(stamp).slice(-12)}`)
  await signInByApi(page)
  const field = (label: string) =>
    page
      .getByRole('textbox', { name: label, exact: true })
      .or(page.getByRole('spinbutton', { name: label, exact: true }))
  await inEachLook(page, async (look) => {
    await page.goto('/custom-product')
    await page.getByRole('combobox', { name: 'Check result' }).click()
    await page.getByRole('option', { name: 'Flagged (lost or stolen)' }).click()
    await expect(page.getByText('The stolen-device check flagged this device as lost or stolen')).toBeVisible()
    await expectFitsEachWindow(page, `Buy-back form with the check (${look})`)
    await page.screenshot({ path: testInfo.outputPath(`check-form-${look}-390.png`), fullPage: true })
    await page.setViewportSize({ width: 1366, height: 768 })
  })
  await page.goto('/custom-product')
  await field('Customer name').fill(seller)
  await field('Phone').fill('0201234567')
  await field('Device model').fill(model)
  await field('IMEI').fill(imei)
  await page.getByRole('combobox', { name: 'ID type' }).click()
  await page.getByRole('option', { name: 'Passport' }).click()
  await field('ID number').fill(`G${stamp}`)
  await field('Check service').fill('CheckMEND')
  await field('Check reference').fill(`CM-${stamp}`)
  await page.getByRole('combobox', { name: 'Check result' }).click()
  await page.getByRole('option', { name: 'Clear' }).click()
  await field('Cost').fill('150')
  await field('Price').fill('210')

  const pad = page.getByRole('group', { name: 'Signature' })
  await pad.getByRole('button', { name: 'Activate' }).click()
  const box = await pad.getByRole('img', { name: 'Signature pad' }).boundingBox()
  if (!box) throw new Error('the signature pad is not on screen')
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7)
  await page.mouse.down()
  for (let step = 1; step <= 8; step += 1)
    await page.mouse.move(box.x + 30 + step * 25, box.y + box.height * (step % 2 ? 0.3 : 0.7))
  await page.mouse.up()
  await pad.getByRole('button', { name: 'Save' }).click()
  await expect(pad.getByText('Signature saved')).toBeVisible()

  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  await expect(page.getByText('Item has been purchased from the customer.')).toBeVisible()
  await page.waitForURL('**/custom-product-details/*')
  await expect(page.getByText(`Clear · CheckMEND · CM-${stamp}`)).toBeVisible()

  const dialog = page.getByRole('dialog', { name: 'Police register' })
  await inEachLook(page, async (look) => {
    await page.goto('/custom-products')
    await page.getByRole('button', { name: 'Police register' }).click()
    await expect(dialog).toBeVisible()
    await expectFitsEachWindow(page, `Police register dialog (${look})`)
    await page.screenshot({ path: testInfo.outputPath(`register-${look}-390.png`), fullPage: true })
    await page.setViewportSize({ width: 1366, height: 768 })
  })
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download CSV' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/^police-register-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync(await file.path(), 'utf8')
  expect(text.split('\r\n')[0]).toBe("\uFEFFDate,Seller's name,ID type,ID number,Device,IMEI,Price paid")
  expect(text).toContain(`,${seller},Passport,"=""G${stamp}""",${model},"=""${imei}""",150.00`)
  await expect(dialog).toBeHidden()
})
