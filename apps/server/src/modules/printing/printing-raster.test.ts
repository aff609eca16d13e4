import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import type { PrintJob, Printer } from '@counterpart/domain/schemas/printing'
import { paperOf, rasterCommands, writePaper, type Paper } from '../../../test/escpos-pictures.ts'
import { FakePrinter } from '../../../test/fake-printer.ts'
import { fileForm } from '../../../test/form-data.ts'
import { adminAppForFile } from '../../../test/helpers.ts'
import { posProduct, setPos } from '../../../test/pos-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'
import { addTill, openTill, sellAt } from '../../../test/till-fixtures.ts'
import { STRIP_BYTES } from './raster/escpos-raster.ts'

/**
 * Receipts printed as pictures (issue 33): an Arabic sale at a code page printer (Arabic as pictures, the rest
 * as text) and at a raster printer (all pictures), an English one at a raster printer, and the shop's logo.
 * Each receipt's pictures are read back from the bytes the fake printer got and written as a PNG under
 * test-results/printing/ for a reviewer to look at.
 */

const { test, admin } = await adminAppForFile()
await test.services.printing.worker.stop()
const worker = test.services.printing.worker
const printer = new FakePrinter()

const GS_V_0 = Buffer.from([0x1d, 0x76, 0x30])

async function addPrinter(body: Record<string, unknown>) {
  const response = await admin.post('/api/printers', { host: '127.0.0.1', port: printer.port, ...body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ printer: Printer }>().printer
}

/** A till that prints every sale's receipt by itself on `printerId`. */
async function tillPrintingOn(printerId: number) {
  const tillId = await addTill(admin)
  await openTill(admin, tillId)
  const set = await admin.patch(`/api/tills/${tillId}/printer`, { printer_id: printerId, print_mode: 'always' })
  expect(set.statusCode, set.body).toBe(200)
  return tillId
}

async function setShopName(siteName: string) {
  await test.services.settings.update((current) => ({
    ...current,
    general: { ...current.general, site_name: siteName },
  }))
}

/** Sells at the till, lets the worker send the receipt, and answers the bytes the printer got. */
async function printedSale(tillId: number, picks: { product: PosProduct; qty?: number }[]) {
  const before = printer.received.length
  const sale = await sellAt(admin, tillId, picks, { enterAmount: 100 })
  expect(await worker.deliverDue()).toBe(1)
  await printer.settled(before)
  return { sale, bytes: printer.received.subarray(before) }
}

function expectStripsWithinLimit(bytes: Buffer) {
  const strips = rasterCommands(bytes)
  expect(strips.length).toBeGreaterThan(0)
  for (const strip of strips) expect(strip.data.length).toBeLessThanOrEqual(STRIP_BYTES)
  return strips
}

function inkRows(paper: Paper, from: number, to: number, left = 0, right = paper.width) {
  let rows = 0
  for (let y = from; y < to; y++) {
    let ink = false
    for (let x = left; x < right && !ink; x++) ink = paper.black(x, y)
    if (ink) rows++
  }
  return rows
}

let charger: PosProduct
let earbuds: PosProduct
let cable: PosProduct
let codePagePrinter: Printer
let rasterPrinter: Printer

beforeAll(async () => {
  await setPos(test, { overSelling: false })
  await printer.start()
  charger = await posProduct(admin, await addProduct(test, { name: 'شاحن سريع للهاتف', price: 2468 }))
  earbuds = await posProduct(admin, await addProduct(test, { name: 'سماعات بلوتوث لاسلكية', price: 4999 }))
  cable = await posProduct(
    admin,
    await addProduct(test, {
      name: 'USB-C to Lightning cable, braided nylon, 2 m, with a spare travel adapter',
      price: 899,
    }),
  )
  codePagePrinter = await addPrinter({ name: 'Counter (code page)', mode: 'codepage', code_page: 'cp437' })
  rasterPrinter = await addPrinter({ name: 'Counter (raster)', mode: 'raster' })
})

afterAll(async () => {
  await printer.stop()
})

describe('an Arabic receipt', () => {
  beforeAll(async () => {
    await setShopName('متجر الأمل للهواتف')
  })

  it('prints its Arabic as pictures at a code page printer, and the rest as text', async () => {
    const tillId = await tillPrintingOn(codePagePrinter.id)
    const { sale, bytes } = await printedSale(tillId, [{ product: charger, qty: 2 }, { product: earbuds }])
    expectStripsWithinLimit(bytes)
    const text = bytes.toString('latin1')
    // What cp437 holds is text: the sale's number, the totals, the barcode's number.
    expect(text).toContain(`Sale ${sale.key}`)
    expect(text).toMatch(/Total\s+\$99\.35/u)
    // No Arabic sent as text the printer would show as question marks.
    expect(text).not.toContain('??')
    const file = await writePaper(paperOf(bytes), 'arabic-receipt-code-page')
    console.info(`the Arabic receipt's pictures at a code page printer: ${file}`)
  })

  it('prints as pictures only, right to left, at a raster printer', async () => {
    const tillId = await tillPrintingOn(rasterPrinter.id)
    const { sale, bytes } = await printedSale(tillId, [{ product: charger, qty: 2 }, { product: earbuds }])
    const strips = expectStripsWithinLimit(bytes)
    expect(strips.every((strip) => strip.across === 72)).toBe(true)
    const text = bytes.toString('latin1')
    expect(text).not.toContain('Total')
    expect(text).not.toContain(`Sale ${sale.key}`)
    // The barcode stays the printer's own: its number is in the bytes once, as the CODE128 command's data.
    expect(text).toContain(sale.key)
    const paper = paperOf(bytes)
    expect(paper.width).toBe(576)
    expect(paper.height).toBeGreaterThan(400)
    const file = await writePaper(paper, 'arabic-receipt-raster')
    console.info(`the Arabic receipt at a raster printer: ${file}`)
  })
})

describe('an English receipt at a raster printer', () => {
  it('prints as pictures, left to right, its long line wrapped', async () => {
    await setShopName('Counterpart Phones')
    const tillId = await tillPrintingOn(rasterPrinter.id)
    const { bytes } = await printedSale(tillId, [{ product: cable, qty: 3 }])
    expectStripsWithinLimit(bytes)
    expect(bytes.toString('latin1')).not.toContain('Counterpart Phones')
    const file = await writePaper(paperOf(bytes), 'english-receipt-raster')
    console.info(`the English receipt at a raster printer: ${file}`)
  })
})

describe('the shop logo', () => {
  /** A logo of grey and black shapes, wider than half the paper, so it is both fitted and dithered. */
  const logoPng = () =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300">
           <rect width="800" height="300" fill="#ffffff"/>
           <rect x="20" y="20" width="760" height="260" rx="40" fill="#999999"/>
           <circle cx="150" cy="150" r="100" fill="#000000"/>
           <rect x="300" y="100" width="420" height="100" fill="#000000"/>
         </svg>`,
      ),
    )
      .png()
      .toBuffer()

  it('prints at the top of a receipt, within half the paper and 120 dots, at both kinds of printer', async () => {
    await setShopName('متجر الأمل للهواتف')
    const upload = await admin.request({
      method: 'POST',
      url: '/api/setting-logo-bill',
      ...fileForm('logoBill', 'logo.png', await logoPng()),
    })
    expect(upload.statusCode, upload.body).toBe(200)
    for (const [setup, name] of [
      [codePagePrinter, 'logo-receipt-code-page'],
      [rasterPrinter, 'logo-receipt-raster'],
    ] as const) {
      const tillId = await tillPrintingOn(setup.id)
      const { bytes } = await printedSale(tillId, [{ product: charger }])
      const paper = paperOf(bytes)
      // The first 120 rows are the logo (288 x 108 dots): ink in the middle half of the paper only.
      expect(inkRows(paper, 0, 120, 144, 432)).toBeGreaterThan(80)
      expect(inkRows(paper, 0, 120, 0, 140)).toBe(0)
      expect(inkRows(paper, 0, 120, 436, 576)).toBe(0)
      console.info(`a receipt with the logo: ${await writePaper(paper, name)}`)
    }
  })

  it('prints the receipt without a logo whose file is missing or unreadable', async () => {
    await setShopName('Counterpart Phones')
    const logos = path.join(test.services.uploads.publicRoot, 'logos')
    fs.writeFileSync(path.join(logos, 'broken.png'), 'not a picture')
    const tillId = await tillPrintingOn(rasterPrinter.id)
    for (const url of ['/uploads/logos/missing.png', '/uploads/logos/broken.png']) {
      await test.services.settings.update((current) => ({ ...current, logoBill: url }))
      const { sale, bytes } = await printedSale(tillId, [{ product: cable }])
      // The heading comes first: ink at its left where a logo's top left corner would be blank.
      expect(inkRows(paperOf(bytes), 0, 60, 0, 140)).toBeGreaterThan(20)
      const jobs = await admin.get(`/api/print-jobs?printer_id=${rasterPrinter.id}`)
      expect(jobs.json<{ items: PrintJob[] }>().items[0]).toMatchObject({
        state: 'sent',
        title: `Receipt for sale ${sale.key}`,
      })
    }
  })
})

describe('a raster test page', () => {
  it('prints the shop and printer names as pictures and its barcode as the printer’s own', async () => {
    const before = printer.received.length
    const queued = await admin.post(`/api/printers/${rasterPrinter.id}/test-page`)
    expect(queued.statusCode, queued.body).toBe(201)
    expect(await worker.deliverDue()).toBe(1)
    await printer.settled(before)
    const bytes = printer.received.subarray(before)
    expect(bytes.includes(GS_V_0)).toBe(true)
    expect(bytes.toString('latin1')).not.toContain('Test page: Counter (raster)')
    expect(bytes.toString('latin1')).toContain('TEST-PAGE')
    console.info(`the raster test page: ${await writePaper(paperOf(bytes), 'test-page-raster')}`)
  })
})
