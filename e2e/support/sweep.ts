import { expect, type Page } from '@playwright/test'
import type { SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import { waitForAppIdle } from './idle.ts'
import { saleRequest } from './sales.ts'
import { apiCall } from './session.ts'

/**
 * What the language sweeps (languages-pseudo, languages-arabic) share: records named in scripts no one
 * mistakes for English, and a move from page to page inside the loaded app (as csp.spec.ts does), so the
 * app's code is read once per sweep rather than once per page.
 */

export interface ForeignRecords {
  product: number
  barcode: string
  customer: number
  supplier: number
  repair: number
  repairKey: string
  sale: number
}

async function created<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>(page, 'POST', url, body)
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  return answer.body
}

/** A supplier, a product, a customer, a repair and a sale, named in Greek, Arabic and accented French. */
export async function seedForeignRecords(page: Page): Promise<ForeignRecords> {
  const stamp = Date.now()
  const supplier = await created<{ id: number }>(page, '/api/supplier', {
    firstName: 'Ελένη',
    lastName: 'Παπαδοπούλου',
    company: `Ηλεκτρονικά Αθηνών ${stamp}`,
    email: `eleni.${stamp}@example.com`,
    phone: '+30 21 0123 4567',
    address: 'Οδός Ερμού 12, Αθήνα',
  })
  const product = await created<{ id: number }>(page, '/api/product', {
    name: `Φορτιστής ταχείας φόρτισης ${stamp}`,
    type: 'Standard',
    barcode_symbology: 'code128',
    barcode: `S${stamp}`,
    sku: `FT-${stamp}`,
    price: 24.5,
    cost: 10,
    qty: 50,
    suppliers: [supplier.id],
    unitOfMeasure: 'pcs',
  })
  const customer = await created<{ id: number }>(page, '/api/customer', {
    firstName: 'فاطمة',
    lastName: `الزهراء ${stamp}`,
    email: `fatima.${stamp}@example.com`,
    phone: '+212 6 12 34 56 78',
    address: 'شارع محمد الخامس ٢٣، الدار البيضاء',
  })
  const repair = await created<{ id: number }>(page, '/api/repair', {
    name: `فاطمة الزهراء ${stamp}`,
    email: `fatima.repair.${stamp}@example.com`,
    phone: '+212 6 12 34 56 78',
    address: 'شارع محمد الخامس ٢٣',
    issue: 'Écran fêlé, à remplacer ; la prise de charge ne répond plus',
    deviceName: `Téléphone Ñandú ${stamp}`,
    imei: '356938035643809',
    sNumber: 'R58N12ABCDE',
    charges: 120,
    taxRate: 0,
    prePaid: 20,
  })
  const repairKey = (await apiCall<{ key: string }>(page, 'GET', `/api/repair/${repair.id}`)).body.key
  const sold = { id: product.id, name: `Φορτιστής ταχείας φόρτισης ${stamp}`, price: 24.5 }
  const sale = await created<SaleCreatedResponse>(
    page,
    '/api/sale',
    saleRequest([{ product: sold, qty: 2 }], { customer_id: customer.id }),
  )
  return {
    product: product.id,
    barcode: `S${stamp}`,
    customer: customer.id,
    supplier: supplier.id,
    repair: repair.id,
    repairKey,
    sale: sale.id,
  }
}

/**
 * Opens a page: the first one of a sweep is loaded, the others are reached inside the app (the router
 * follows the address as it does for the browser's Back button). Waits for the app to say it is idle.
 */
export async function openPage(page: Page, url: string, load: boolean): Promise<void> {
  if (load) await page.goto(url)
  else
    await page.evaluate((to) => {
      document.documentElement.dataset.idle = 'false'
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, url)
  await expect(page.locator('#root > *').first(), url).toBeVisible()
  await waitForAppIdle(page, url)
}

/** Print views print themselves once loaded; the sweeps only look at them. */
export async function silencePrinting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {}
  })
}
