import { test } from '@playwright/test'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { pageUrl } from '../support/pages.ts'
import { seedShop } from '../support/seed.ts'
import { apiCall, signInByApi } from '../support/session.ts'

const PATHS = [
  '/payment-details/{payment}',
  '/warehouse-detail/{warehouse}',
  '/settings/general',
  '/settings/mail',
  '/settings/pos-configs',
  '/settings/bill',
  '/buy',
  '/buy?tab=product',
  '/products',
]

test('look', async ({ page }) => {
  await signInByApi(page)
  const shop = await seedShop(page)
  const shot = async (tag: string, width: number, height: number) => {
    await page.setViewportSize({ width, height })
    for (const p of PATHS) {
      await page.goto(pageUrl(p, shop))
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {})
      const name = p.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')
      await page.screenshot({ path: `/tmp/look/${tag}-${width}-${name}.png`, fullPage: true })
    }
  }
  await shot('ltr', 1366, 768)
  await shot('ltr', 390, 844)
  const original = (await apiCall<SettingsScreenData>(page, 'GET', '/api/settings')).body
  const general = { ...original.general, phone: original.general.phone || '+1 555 0100', address_1: original.general.address_1 || '1 Main' }
  await apiCall(page, 'POST', '/api/setting-general-update', { ...general, theme: true, rtl: true })
  await shot('rtl', 1024, 768)
})
