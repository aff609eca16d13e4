import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '../support/test.ts'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { overflowingElements } from '../support/layout.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The products list and the import dialog (issue 28, item 14) at the shop's widths, light, dark and
 * right to left, for looking at:
 *   cd e2e && npx playwright test --config screenshots.config.ts scripts/product-import-screenshots.ts
 * OUT is the folder (default /tmp/counterpart-products); overflow.txt lists any page wider than its window.
 */
const OUT = process.env.OUT ?? '/tmp/counterpart-products'
const WINDOWS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]
const LOOKS = ['light-ltr', 'dark-ltr', 'light-rtl', 'dark-rtl'] as const

test('screenshots of the products list and the import preview', async ({ page }) => {
  test.setTimeout(300_000)
  fs.mkdirSync(OUT, { recursive: true })
  await signInByApi(page)
  const stamp = Date.now()
  const category = await apiCall<{ id: number }>(page, 'POST', '/api/category', { name: `Cases ${stamp}` })
  for (const [index, name] of ['Flip case', 'Leather wallet case with a rather long name', 'Clear bumper'].entries()) {
    await apiCall(page, 'POST', '/api/product', {
      name: `${name} ${stamp}`,
      price: 9.5 + index * 10,
      qty: index * 3,
      category_id: category.body.id,
    })
  }
  await apiCall(page, 'POST', '/api/product', { name: `Screen fitting ${stamp}`, type: 'Service', price: 45 })
  const original = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body.general
  const report: string[] = []
  const file = [
    'name,sku,category,price,qty,description',
    `Case A ${stamp},SHOT-${stamp}-1,Cases ${stamp},12.5,3,"Soft, thin"`,
    `,SHOT-${stamp}-2,Tablets,abc,-1,`,
    `Case C ${stamp},SHOT-${stamp}-1,,4,1,`,
  ].join('\n')
  try {
    for (const look of LOOKS) {
      const changed = await apiCall(page, 'POST', '/api/setting-general-update', {
        ...original,
        phone: original.phone || '+1 555 0100',
        address_1: original.address_1 || '1 Main Street',
        theme: look.startsWith('dark'),
        rtl: look.endsWith('rtl'),
      })
      expect(changed.status).toBe(200)
      for (const size of WINDOWS) {
        await page.setViewportSize(size)
        await page.goto('/products')
        await page.getByRole('combobox', { name: 'Category' }).click()
        await page.getByRole('option', { name: `Cases ${stamp}` }).click()
        await expect(page.getByText(`Flip case ${stamp}`)).toBeVisible()
        const name = `${look}-${size.width}`
        await page.screenshot({ path: path.join(OUT, `list-${name}.png`) })
        const list = await overflowingElements(page)
        if (list.length) report.push(`list ${name}:\n  ${list.join('\n  ')}`)
        await page.getByRole('button', { name: 'Import', exact: true }).click()
        await page.getByLabel('CSV file', { exact: true }).setInputFiles({
          name: 'products.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(file),
        })
        await expect(page.getByText('2 with errors')).toBeVisible()
        await page.screenshot({ path: path.join(OUT, `import-${name}.png`) })
        const dialog = await overflowingElements(page)
        if (dialog.length) report.push(`import ${name}:\n  ${dialog.join('\n  ')}`)
      }
    }
  } finally {
    await apiCall(page, 'POST', '/api/setting-general-update', {
      ...original,
      phone: original.phone || '+1 555 0100',
      address_1: original.address_1 || '1 Main Street',
    })
    fs.writeFileSync(path.join(OUT, 'overflow.txt'), report.join('\n') || 'none\n')
  }
})
