import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { expectFitsEachWindow, expectFitsWindow, WINDOWS } from '../support/layout.ts'
import { shopLook } from '../support/looks.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/** Draws a short stroke on the signature pad, as a finger would. */
async function sign(page: Page) {
  await page.getByRole('button', { name: 'Activate' }).click()
  const pad = page.getByRole('img', { name: 'Signature pad' })
  const box = await pad.boundingBox()
  if (!box) throw new Error('no signature pad')
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  for (const step of [0.2, 0.35, 0.5, 0.65, 0.8]) {
    await page.mouse.move(box.x + box.width * step, box.y + box.height * (step % 0.3 === 0 ? 0.3 : 0.7))
  }
  await page.mouse.up()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Signature saved')).toBeVisible()
}

test('the customer approves an estimate on the tracking page from a phone, and staff see the signed answer', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now()
  const device = `Galaxy ${stamp}`
  await signInByApi(page)
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    name: `Kofi ${stamp}`,
    phone: '0244 555 0199',
    issue: 'Cracked screen',
    deviceName: device,
    charges: 0,
  })
  expect(created.status).toBe(200)
  const id = created.body.id
  const estimate = await apiCall<{ id: number }>(page, 'POST', `/api/repair/${id}/estimates`, {
    lines: [
      { kind: 'part', description: 'Screen assembly (original, with frame and adhesive)', qty: 1, unitPrice: 129.9 },
      { kind: 'labour', description: 'Fit the screen', qty: 1, unitPrice: 45, warrantyDays: 90 },
    ],
    note: 'The back glass is scratched too; not included.',
  })
  expect(estimate.status).toBe(201)
  expect((await apiCall(page, 'POST', `/api/repair/${id}/estimates/${estimate.body.id}/send`)).status).toBe(200)
  const key = (await apiCall<{ key: string }>(page, 'GET', `/api/repair/${id}`)).body.key

  // The customer opens the link on a phone.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const phone = await phoneContext.newPage()
  await phone.goto(`/track/${key}`)
  await expect(phone.getByTestId('tracking-status')).toHaveText('Pending')
  await expect(phone.getByTestId('tracking-step')).toHaveText('Waiting for your reply')
  await expect(phone.getByRole('heading', { name: 'Your estimate' })).toBeVisible()
  await expect(phone.getByText('$174.90')).toBeVisible()
  await expectFitsWindow(phone, 'the tracking page with an estimate at 390 px')
  await phone.screenshot({ path: testInfo.outputPath('tracking-estimate-390.png'), fullPage: true })

  await phone.getByRole('textbox', { name: 'Your name' }).fill(`Kofi ${stamp}`)
  await sign(phone)
  await phone.getByRole('button', { name: 'Approve estimate' }).click()
  await expect(phone.getByText('Estimate approved.')).toBeVisible()
  await expect(phone.getByTestId('tracking-step')).toHaveText('In repair')
  await expect(phone.getByRole('heading', { name: 'Your estimate' })).toHaveCount(0)
  await phoneContext.close()

  // Staff see the answer, with the signature, on the repair page.
  await page.goto(`/repair-form/${id}`)
  const version = page.getByRole('group', { name: 'Estimate version 1' })
  await expect(version.getByText('Approved', { exact: true })).toBeVisible()
  await expect(version.getByText(/^Approved on the tracking page for Kofi/)).toBeVisible()
  const signature = version.getByRole('img', { name: `Signature of Kofi ${stamp}` })
  await expect(signature).toBeVisible()
  await expect.poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expectFitsEachWindow(page, 'the repair page with its estimates')

  const look = await shopLook(page)
  try {
    for (const scheme of [
      { dark: false, rtl: false },
      { dark: true, rtl: true },
    ]) {
      await look.set(scheme)
      await page.reload()
      await expect(version).toBeVisible()
      for (const size of WINDOWS) {
        await page.setViewportSize(size)
        await expectFitsWindow(page, `the repair page at ${size.width} px`)
        await version.scrollIntoViewIfNeeded()
        await page.screenshot({
          path: testInfo.outputPath(`repair-estimates-${size.width}${scheme.dark ? '-dark-rtl' : ''}.png`),
        })
      }
    }
  } finally {
    await look.restore()
  }
})

test('staff draft an estimate with its lines, record an approval given by phone, and open a come-back under warranty', async ({
  page,
}, testInfo) => {
  const stamp = Date.now()
  const device = `Moto ${stamp}`
  await signInByApi(page)
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    name: `Ama ${stamp}`,
    phone: '0244 555 0142',
    issue: 'Charging port loose',
    deviceName: device,
    charges: 0,
  })
  expect(created.status).toBe(200)
  const id = created.body.id

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/repair-form/${id}`)
  const panel = page.getByRole('region', { name: 'Estimates and warranty' })
  await panel.getByRole('button', { name: 'New estimate' }).click()
  const editor = page.getByRole('dialog', { name: 'New estimate' })
  const line = (n: number) => editor.getByRole('group', { name: `Line ${n}` })
  await line(1).getByRole('textbox', { name: 'Description' }).fill('Charging port flex')
  await line(1).getByRole('textbox', { name: 'Unit price' }).fill('24.50')
  await line(2).getByRole('textbox', { name: 'Description' }).fill('Replace the port')
  await line(2).getByRole('textbox', { name: 'Unit price' }).fill('30')
  await line(2).getByRole('textbox', { name: 'Warranty (days)' }).fill('60')
  await expect(editor.getByText('$54.50')).toBeVisible()
  await expectFitsWindow(page, 'the estimate editor at 390 px')
  await page.screenshot({ path: testInfo.outputPath('estimate-editor-390.png') })
  await editor.getByRole('button', { name: 'Save estimate' }).click()
  await expect(page.getByText('Estimate has been saved.')).toBeVisible()

  const version = panel.getByRole('group', { name: 'Estimate version 1' })
  await expect(version.getByText('Draft', { exact: true })).toBeVisible()
  await version.getByRole('button', { name: 'Send to customer' }).click()
  await expect(
    page.getByText('The customer has no email: give them the tracking link.', { exact: false }),
  ).toBeVisible()
  await expect(version.getByText('Awaiting the customer', { exact: true })).toBeVisible()

  await version.getByRole('button', { name: 'Record answer' }).click()
  const answer = page.getByRole('dialog', { name: /Record the customer/ })
  await answer.getByRole('combobox', { name: 'Given' }).click()
  await page.getByRole('option', { name: 'By phone' }).click()
  await answer.getByRole('button', { name: 'Record answer' }).click()
  await expect(page.getByText('Estimate approved.')).toBeVisible()
  await expect(
    version.getByText(`Approved by phone, by Administrator for Ama ${stamp}`, { exact: false }),
  ).toBeVisible()

  // Collected: the warranty runs from now, and a come-back is under it.
  const statuses = (
    await apiCall<{ items: { id: number; group: string; isDefault: boolean }[] }>(page, 'GET', '/api/repair-statuses')
  ).body.items
  const collected = statuses.find((status) => status.group === 'collected' && status.isDefault)
  expect((await apiCall(page, 'POST', `/api/repair/${id}/status`, { statusId: collected?.id })).status).toBe(200)
  await page.reload()
  await expect(panel.getByText(/^Warranty 60 days from pickup: until/)).toBeVisible()
  await panel.getByRole('link', { name: 'Open a come-back' }).click()
  await expect(
    page.getByText(/under warranty until .*, so the warranted work is not charged \(Charges 0\)\./),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Device name' })).toHaveValue(device)
  await page.getByRole('textbox', { name: 'Issue' }).fill('Port loose again')
  await expectFitsWindow(page, 'the come-back form at 390 px')
  await page.screenshot({ path: testInfo.outputPath('come-back-390.png'), fullPage: true })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Repair has been saved.')).toBeVisible()
  await page.goto(`/repair-form/${id}`)
  await expect(panel.getByText(/1 warranty claim$/)).toBeVisible()
})
