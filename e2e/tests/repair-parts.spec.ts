import { expect, test } from '../support/test.ts'
import { LIGHT, shootEveryLook, shopLook } from '../support/looks.ts'
import { apiCall, signInByApi } from '../support/session.ts'

test('a technician reserves the last screen protector for a repair, is told no second one is left, the terminal search says it is reserved, and releases it', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-8)
  const name = `Screen protector ${stamp}`
  await signInByApi(page)
  const looks = await shopLook(page)
  await looks.set(LIGHT)

  const product = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name,
    sku: `SP-${stamp}`,
    price: 15,
    cost: 5,
    qty: 1,
    type: 'Standard',
  })
  expect(product.status, JSON.stringify(product.body)).toBe(200)
  const repair = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    name: 'Kofi Mensah',
    phone: '0244 555 0199',
    issue: 'Cracked screen',
    deviceName: `Galaxy ${stamp}`,
    charges: 45,
  })
  expect(repair.status).toBe(200)

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`/repair-form/${repair.body.id}`)
  const parts = page.getByRole('region', { name: 'Parts' })
  await expect(parts).toContainText('No parts yet.')
  // By its name: the pickers search letters, digits and spaces (a hyphenated SKU is not a search), and the
  // shared shop of the journeys holds more products than the picker's first page.
  await parts.getByRole('combobox', { name: 'Product' }).fill(name)
  await page.getByRole('option', { name: new RegExp(name) }).click()
  await expect(parts.getByRole('combobox', { name: 'Warehouse' })).toContainText('1 available')
  await parts.getByRole('button', { name: 'Reserve' }).click()
  await expect(page.getByText(`${name} has been reserved for this repair.`)).toBeVisible()
  const list = parts.getByRole('list', { name: 'Repair parts' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem').first()).toContainText('Reserved')
  await expect(page.getByRole('list', { name: 'Repair history' })).toContainText(`Reserved 1 × ${name}`)

  // A second one is not there: the form says so and offers to order it.
  await parts.getByRole('combobox', { name: 'Product' }).fill(name)
  await page.getByRole('option', { name: new RegExp(name) }).click()
  await expect(parts.getByRole('combobox', { name: 'Warehouse' })).toContainText('0 available (1 reserved)')
  await expect(parts.getByText('Only 0 available')).toBeVisible()
  await parts.getByRole('button', { name: 'Reserve' }).click()
  await expect(page.getByText(new RegExp(`Only 0 of ${name} available`))).toBeVisible()
  await shootEveryLook(page, 'repair-parts', looks, () =>
    expect(page.getByRole('region', { name: 'Parts' })).toBeVisible(),
  )

  // The terminal's search says why it cannot be sold.
  const found = await apiCall<{ items: { id: number; qty: number; reserved?: number }[] }>(
    page,
    'POST',
    '/api/product-search',
    { key: `SP-${stamp}` },
  )
  expect(found.body.items.find((item) => item.id === product.body.id)).toMatchObject({ qty: 0, reserved: 1 })

  // Released: it may be sold again.
  await page.setViewportSize({ width: 1366, height: 768 })
  await parts.getByRole('button', { name: `Release ${name}` }).click()
  await expect(page.getByText('The part has been released.')).toBeVisible()
  await expect(list.getByRole('listitem').first()).toContainText('Released')
  await expect(parts.getByRole('button', { name: `Release ${name}` })).toHaveCount(0)
})
