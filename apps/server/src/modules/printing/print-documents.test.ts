import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { PRINTING_MESSAGES, type PrintJob, type PrintJobList, type Printer } from '@counterpart/domain/schemas/printing'
import { TILL_HEADER } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { FakePrinter } from '../../../test/fake-printer.ts'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { confirmSale, posProduct, refundBody, setPos } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'
import { addTill, atTill, openTill, sellAt } from '../../../test/till-fixtures.ts'
import { drawerPulse } from './escpos-encode.ts'

/**
 * Issue 33, items 2 and 3: every document prints by itself at a till whose printer prints always, in the
 * document's own transaction; the drawer opens wherever cash moved at a till with a printer; any document
 * prints again through POST /api/print-jobs, never opening the drawer.
 */
const APP_URL = 'https://shop.example'
const { test, admin } = await adminAppForFile({ appUrl: APP_URL })
// The tests run the worker's rounds themselves.
await test.services.printing.worker.stop()
const worker = test.services.printing.worker

const ESC_P = Buffer.from([0x1b, 0x70])
const PULSE = Buffer.from(drawerPulse(2))
const printer = new FakePrinter()
let product: PosProduct
let printerId = 0
/** A till that prints always, with an open session. */
let till = 0
let session = 0

/** Sends every job due and answers what the printer received meanwhile. */
async function printed(): Promise<Buffer> {
  const before = printer.received.length
  let tried = 0
  for (let round = await worker.deliverDue(); round > 0; round = await worker.deliverDue()) tried += round
  if (tried === 0) return Buffer.alloc(0)
  await printer.settled(before)
  return printer.received.subarray(before)
}

/** How many times a byte sequence occurs. */
function occurrences(bytes: Buffer, part: Buffer): number {
  let count = 0
  for (let at = bytes.indexOf(part); at !== -1; at = bytes.indexOf(part, at + 1)) count += 1
  return count
}

async function jobsOfTill(tillId: number): Promise<PrintJob[]> {
  const response = await admin.get(`/api/print-jobs?till_id=${tillId}&itemsPerPage=100`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<PrintJobList>().items
}

async function tillPrinting(name: string, mode: 'always' | 'ask' | 'never') {
  const id = await addTill(admin, name)
  const sessionId = await openTill(admin, id)
  const set = await admin.patch(`/api/tills/${id}/printer`, { printer_id: printerId, print_mode: mode })
  expect(set.statusCode, set.body).toBe(200)
  return { id, sessionId }
}

function reprint(body: Record<string, unknown>, client: TestClient = admin, tillId: number | null = till) {
  return client.request({
    method: 'POST',
    url: '/api/print-jobs',
    payload: body,
    headers: tillId === null ? {} : { [TILL_HEADER]: String(tillId) },
  })
}

beforeAll(async () => {
  await setPos(test, { overSelling: false })
  product = await posProduct(admin, await addProduct(test, { price: 1234, cost: 500 }))
  await printer.start()
  const added = await admin.post('/api/printers', { name: 'Counter', host: '127.0.0.1', port: printer.port })
  expect(added.statusCode, added.body).toBe(201)
  printerId = added.json<{ printer: Printer }>().printer.id
  ;({ id: till, sessionId: session } = await tillPrinting('Front till', 'always'))
})

afterAll(async () => {
  await printer.stop()
})

describe('a refund', () => {
  it('prints its receipt with its number, its sale and the total paid back, and opens the drawer for cash', async () => {
    const sale = await sellAt(admin, till, [{ product, qty: 2 }])
    await printed()
    const info = await confirmSale(admin, sale.key)
    const line = info.items[0]?.id as number
    const response = await atTill(admin, till, '/api/sale-return', refundBody(info, [{ id: line, qty: 1 }]))
    expect(response.statusCode, response.body).toBe(201)
    const refund = response.json<{ id: number; key: string }>()
    const bytes = await printed()
    const text = bytes.toString('latin1')
    expect(text).toContain(`Refund ${refund.key}`)
    expect(text).toContain(`Refund of sale ${sale.key}`)
    expect(text).toContain('12.34')
    expect(text).toContain('Paid back: Cash')
    // The pulse comes once, after the slip.
    expect(occurrences(bytes, PULSE)).toBe(1)
    expect(bytes.subarray(bytes.length - PULSE.length)).toEqual(PULSE)
    expect((await jobsOfTill(till))[0]).toMatchObject({
      kind: 'refund',
      state: 'sent',
      title: `Refund receipt for refund ${refund.key}`,
    })
  })

  it('paid back by card prints without opening the drawer', async () => {
    const sale = await sellAt(admin, till, [{ product }], { gateway: 'card' })
    await printed()
    const info = await confirmSale(admin, sale.key)
    const body = { ...refundBody(info, [{ id: info.items[0]?.id as number, qty: 1 }]), gateway: 'card' }
    const response = await atTill(admin, till, '/api/sale-return', body)
    expect(response.statusCode, response.body).toBe(201)
    const bytes = await printed()
    expect(bytes.toString('latin1')).toContain(`Refund ${response.json<{ key: string }>().key}`)
    expect(bytes.includes(ESC_P)).toBe(false)
  })

  it('that did not print says why, and prints once when the printer is back and the job is retried', async () => {
    const sale = await sellAt(admin, till, [{ product }])
    await printed()
    const info = await confirmSale(admin, sale.key)
    await printer.stop()
    const response = await atTill(
      admin,
      till,
      '/api/sale-return',
      refundBody(info, [{ id: info.items[0]?.id as number, qty: 1 }]),
    )
    expect(response.statusCode, response.body).toBe(201)
    const key = response.json<{ key: string }>().key
    expect(await worker.deliverDue()).toBe(1)
    const failed = (await jobsOfTill(till))[0] as PrintJob
    expect(failed).toMatchObject({ kind: 'refund', state: 'failed', title: `Refund receipt for refund ${key}` })
    expect(failed.error).toMatch(/Printer offline/)
    await printer.start()
    expect((await admin.post(`/api/print-jobs/${failed.id}/retry`)).statusCode).toBe(200)
    await printed()
    expect(printer.count(`Refund ${key}`)).toBe(1)
  })

  it('refused leaves nothing queued: the job is written in its transaction', async () => {
    const sale = await sellAt(admin, till, [{ product }])
    await printed()
    const before = (await jobsOfTill(till)).length
    const info = await confirmSale(admin, sale.key)
    const line = info.items[0]?.id as number
    // More than was sold: refused, and nothing of it is kept.
    const body = refundBody(info, [{ id: line, qty: 1 }])
    const refused = await atTill(admin, till, '/api/sale-return', {
      ...body,
      items: body.items.map((item) => ({ ...item, qty: 5 })),
    })
    expect(refused.statusCode).toBe(422)
    expect(await jobsOfTill(till)).toHaveLength(before)
    expect(await printed()).toHaveLength(0)
  })
})

describe('a payment on a sale', () => {
  let saleId = 0
  let saleKey = ''

  beforeAll(async () => {
    const sale = await sellAt(admin, till, [{ product, qty: 2 }], {
      customer_id: await addCustomer(admin),
      method: false,
      enterAmount: 4.68,
      dueDate: '2031-01-31',
    })
    saleId = sale.id
    saleKey = sale.key
    await printed()
  })

  it('in cash prints what it paid, what is left, and opens the drawer', async () => {
    const paid = await atTill(admin, till, `/api/make-payment/${saleId}`, { amount: 5, gateway: 'cash', status: true })
    expect(paid.statusCode, paid.body).toBe(201)
    const bytes = await printed()
    const text = bytes.toString('latin1')
    expect(text).toContain('Payment receipt')
    expect(text).toContain(`For ${saleKey}`)
    expect(text).toContain('5.00')
    // 24.68 less 4.68 and 5.00.
    expect(text).toContain('15.00')
    expect(occurrences(bytes, PULSE)).toBe(1)
    expect((await jobsOfTill(till))[0]).toMatchObject({
      kind: 'payment',
      document_id: paid.json<{ id: number }>().id,
      title: `Payment receipt for ${saleKey}`,
    })
  })

  it('by card prints without opening the drawer', async () => {
    const paid = await atTill(admin, till, `/api/make-payment/${saleId}`, { amount: 3, gateway: 'card', status: true })
    expect(paid.statusCode, paid.body).toBe(201)
    const bytes = await printed()
    expect(bytes.toString('latin1')).toContain('12.00')
    expect(bytes.includes(ESC_P)).toBe(false)
  })
})

describe('a repair at intake', () => {
  const ticket = {
    name: 'Ama Owusu',
    email: '',
    phone: '0200001111',
    address: '',
    issue: 'Battery swells',
    deviceName: 'Galaxy S21',
    imei: '',
    sNumber: 'SN-4711',
    charges: 100,
    taxRate: 0,
  }

  it('prints its ticket with the tracking QR and its device label, and opens the drawer for a cash deposit', async () => {
    const response = await atTill(admin, till, '/api/repair', { ...ticket, prePaid: 20, prePaidGateway: 'cash' })
    expect(response.statusCode, response.body).toBe(200)
    const id = response.json<{ id: number }>().id
    const jobs = (await jobsOfTill(till)).slice(0, 2).reverse()
    expect(jobs.map((job) => job.kind)).toEqual(['repair_ticket', 'device_label'])
    const key = (await admin.get(`/api/repair/${id}`)).json<{ key: string }>().key
    expect(jobs[0]?.title).toBe(`Repair ticket for ${key}`)
    expect(jobs[1]?.title).toBe(`Device label for ${key}`)
    const bytes = await printed()
    const text = bytes.toString('latin1')
    expect(text).toContain('Repair ticket')
    expect(text).toContain('Ama Owusu')
    expect(text).toContain('SN-4711')
    expect(text).toContain('Battery swells')
    expect(text).toContain('100.00')
    expect(text).toContain('80.00')
    // The QR code holds the public tracking link.
    expect(text).toContain(`${APP_URL}/track/${key}`)
    expect(printer.count(key)).toBeGreaterThanOrEqual(2)
    expect(occurrences(bytes, PULSE)).toBe(1)
  })

  it('without a deposit prints both slips and leaves the drawer shut', async () => {
    const response = await atTill(admin, till, '/api/repair', { ...ticket, prePaid: 0 })
    expect(response.statusCode, response.body).toBe(200)
    const bytes = await printed()
    expect(bytes.toString('latin1')).toContain('Galaxy S21')
    expect(bytes.includes(ESC_P)).toBe(false)
    // A deposit taken later in cash opens the drawer, printing nothing.
    const edited = await admin.request({
      method: 'PATCH',
      url: `/api/repair/${response.json<{ id: number }>().id}`,
      payload: { ...ticket, prePaid: 10, prePaidGateway: 'cash' },
      headers: { [TILL_HEADER]: String(till) },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await printed()).toEqual(PULSE)
  })
})

describe('the drawer', () => {
  it('opens alone for cash in, cash out and a no-sale, at a till that prints never too', async () => {
    const quiet = await tillPrinting('Drawer till', 'never')
    for (const [url, body] of [
      [`/api/till-sessions/${quiet.sessionId}/cash`, { direction: 'in', amount: 10, reason: 'Float top-up' }],
      [`/api/till-sessions/${quiet.sessionId}/cash`, { direction: 'out', amount: 5, reason: 'Milk' }],
      [`/api/till-sessions/${quiet.sessionId}/no-sale`, { reason: 'Change for a note' }],
    ] as const) {
      const response = await admin.post(url, body)
      expect(response.statusCode, response.body).toBe(200)
      // Only the pulse: nothing printed, nothing cut.
      expect(await printed()).toEqual(PULSE)
    }
    expect((await jobsOfTill(quiet.id)).map((job) => job.kind)).toEqual(['drawer', 'drawer', 'drawer'])
  })

  it('stays shut at a till without a printer', async () => {
    const bare = await addTill(admin, 'Bare till')
    const bareSession = await openTill(admin, bare)
    const response = await admin.post(`/api/till-sessions/${bareSession}/no-sale`, { reason: '' })
    expect(response.statusCode, response.body).toBe(200)
    expect(await jobsOfTill(bare)).toHaveLength(0)
  })

  it('at a till that asks, opens for a cash sale without printing its receipt', async () => {
    const asking = await tillPrinting('Asking till', 'ask')
    await sellAt(admin, asking.id, [{ product }])
    expect(await printed()).toEqual(PULSE)
    await sellAt(admin, asking.id, [{ product }], { gateway: 'card' })
    expect(await jobsOfTill(asking.id)).toHaveLength(1)
  })
})

describe('gift cards and buy-backs', () => {
  it('prints each gift card sold with its code and value, and opens the drawer for cash', async () => {
    const response = await atTill(admin, till, '/api/gift-cards', {
      cards: [{ amount: 25 }, { amount: 40 }],
      gateway: 'cash',
      tendered: 65,
    })
    expect(response.statusCode, response.body).toBe(201)
    const sale = response.json<{ sale: { key: string; cards: { code: string }[] } }>().sale
    const bytes = await printed()
    const text = bytes.toString('latin1')
    for (const card of sale.cards) expect(text).toContain(card.code)
    expect(text).toContain('25.00')
    expect(text).toContain('40.00')
    expect(text).toContain('65.00')
    expect(occurrences(bytes, PULSE)).toBe(1)
    expect((await jobsOfTill(till))[0]).toMatchObject({ kind: 'gift_card', title: `Gift card slip for ${sale.key}` })
  })

  it('opens the drawer when a sale of gift cards is refunded in cash, printing nothing', async () => {
    const sold = await atTill(admin, till, '/api/gift-cards', { cards: [{ amount: 15 }], gateway: 'card' })
    expect(sold.statusCode, sold.body).toBe(201)
    const bytes = await printed()
    expect(bytes.includes(ESC_P)).toBe(false)
    const saleId = sold.json<{ sale: { id: number } }>().sale.id
    const refunded = await atTill(admin, till, `/api/gift-card-sales/${saleId}/refund`, { gateway: 'cash' })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(await printed()).toEqual(PULSE)
  })

  it('prints a buy-back with what was bought and how it was paid, and opens the drawer for cash', async () => {
    const form = formData({
      fullName: 'Kofi Mensah',
      phone: '0244000222',
      address: '',
      model: 'iPhone 12',
      imei: '',
      cost: '180.00',
      price: '260.00',
      sign: TINY_PNG_DATA_URL,
    })
    const response = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...form,
      headers: { ...form.headers, [TILL_HEADER]: String(till) },
    })
    expect(response.statusCode, response.body).toBe(200)
    const bytes = await printed()
    const text = bytes.toString('latin1')
    expect(text).toContain('Kofi Mensah')
    expect(text).toContain('iPhone 12')
    expect(text).toContain('180.00')
    expect(text).toContain('Paid: Cash')
    expect(occurrences(bytes, PULSE)).toBe(1)
    expect((await jobsOfTill(till))[0]?.kind).toBe('buyback')
  })
})

describe('reprinting (POST /api/print-jobs)', () => {
  let saleId = 0
  let saleKey = ''
  let repairId = 0
  let cashier: TestClient

  beforeAll(async () => {
    const sale = await sellAt(admin, till, [{ product }])
    saleId = sale.id
    saleKey = sale.key
    const repair = await admin.post('/api/repair', {
      name: 'Yaw',
      email: '',
      phone: '0200002222',
      address: '',
      issue: 'Cracked screen',
      deviceName: 'Pixel 7',
      imei: '',
      sNumber: '',
      charges: 50,
      taxRate: 0,
      prePaid: 0,
    })
    expect(repair.statusCode, repair.body).toBe(200)
    repairId = repair.json<{ id: number }>().id
    await printed()
    await createStaff(test, { email: 'cashier-reprint@example.com', flags: ['saleCreate', 'saleDetails'] })
    cashier = new TestClient(test.app)
    await cashier.login('cashier-reprint@example.com', 'password123')
  })

  it("prints a sale's receipt again on the till's printer, without opening the drawer", async () => {
    const response = await reprint({ kind: 'receipt', document_id: saleId }, cashier)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ job: PrintJob }>().job).toMatchObject({
      kind: 'receipt',
      state: 'queued',
      till: { id: till },
      title: `Receipt for sale ${saleKey}`,
    })
    const bytes = await printed()
    expect(bytes.toString('latin1')).toContain(`Sale ${saleKey}`)
    expect(bytes.includes(ESC_P)).toBe(false)
  })

  it('prints the X report from the till, and the Z by itself at the close', async () => {
    const x = await reprint({ kind: 'x_report', document_id: session }, cashier)
    expect(x.statusCode, x.body).toBe(201)
    const xText = (await printed()).toString('latin1')
    expect(xText).toContain('X report')
    expect(xText).toContain('Front till')
    expect(xText).toContain('Cash sales')

    const closing = await tillPrinting('Closing till', 'always')
    await sellAt(admin, closing.id, [{ product }])
    await printed()
    const closed = await admin.post(`/api/till-sessions/${closing.sessionId}/close`, { countedCash: 112.34 })
    expect(closed.statusCode, closed.body).toBe(200)
    const zBytes = await printed()
    const zText = zBytes.toString('latin1')
    expect(zText).toContain('Z report 1')
    expect(zText).toContain('112.34')
    expect(zBytes.includes(ESC_P)).toBe(false)
    expect((await jobsOfTill(closing.id))[0]).toMatchObject({
      kind: 'z_report',
      title: 'Z report for Closing till no. 1',
    })
    // A Z prints again as stored: the cashier lacks the Reports switch that reads it.
    expect((await reprint({ kind: 'z_report', document_id: closing.sessionId }, cashier)).statusCode).toBe(403)
    const again = await reprint({ kind: 'z_report', document_id: closing.sessionId })
    expect(again.statusCode, again.body).toBe(201)
    expect((await printed()).toString('latin1')).toContain('Z report 1')
  })

  it('needs the switch that reads the document: a cashier who cannot open repairs cannot print a ticket', async () => {
    const refused = await reprint({ kind: 'repair_ticket', document_id: repairId }, cashier)
    expect(refused.statusCode).toBe(403)
    const label = await reprint({ kind: 'device_label', document_id: repairId })
    expect(label.statusCode, label.body).toBe(201)
    expect((await printed()).toString('latin1')).toContain('Pixel 7')
  })

  it("answers 404 for a document that does not exist or is another kind's", async () => {
    const missing = await reprint({ kind: 'receipt', document_id: 999999 })
    expect(missing.statusCode).toBe(404)
    expect(missing.json<{ message: string }>().message).toBe(PRINTING_MESSAGES.documentGone)
    // A sale's id sent as a refund's, a repair's as a payment's.
    expect((await reprint({ kind: 'refund', document_id: saleId })).statusCode).toBe(404)
    expect((await reprint({ kind: 'payment', document_id: 999999 })).statusCode).toBe(404)
    expect((await reprint({ kind: 'z_report', document_id: session })).statusCode).toBe(404)
  })

  it('fails a receipt whose sale was removed before it was sent, saying so', async () => {
    const sale = await sellAt(admin, till, [{ product }], { gateway: 'card' })
    const removed = await admin.delete(`/api/order/${sale.id}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await worker.deliverDue()).toBe(1)
    const job = (await jobsOfTill(till)).find((item) => item.kind === 'receipt' && item.document_id === sale.id)
    expect(job).toMatchObject({ state: 'failed', error: PRINTING_MESSAGES.documentGone })
    await admin.post(`/api/print-jobs/${job?.id ?? 0}/cancel`)
  })

  it('refuses a kind it does not print and an id that is none, naming the field', async () => {
    expectFieldErrors(await reprint({ kind: 'drawer', document_id: -3 }), {
      kind: ['The selected Document type is invalid.'],
      document_id: ['The selected Document is invalid.'],
    })
    expectFieldErrors(await reprint({ kind: 'receipt', document_id: 'first' }), {
      document_id: ['The Document field is required.'],
    })
    expectFieldErrors(await reprint({ kind: 'receipt; DROP TABLE', document_id: saleId }), {
      kind: ['The selected Document type is invalid.'],
    })
  })

  it('refuses a till without a printer, and another printer without Manage printers', async () => {
    const bare = await addTill(admin, 'No printer till')
    const noPrinter = await reprint({ kind: 'receipt', document_id: saleId }, cashier, bare)
    expect(noPrinter.statusCode).toBe(409)
    expect(noPrinter.json<{ message: string }>().message).toBe(
      'This till has no receipt printer: print from the browser.',
    )
    expect((await reprint({ kind: 'receipt', document_id: saleId }, cashier, null)).statusCode).toBe(409)
    const elsewhere = await reprint({ kind: 'receipt', document_id: saleId, printer_id: printerId }, cashier)
    expect(elsewhere.statusCode).toBe(403)
    const manager = await reprint({ kind: 'receipt', document_id: saleId, printer_id: printerId }, admin, null)
    expect(manager.statusCode, manager.body).toBe(201)
    expect(manager.json<{ job: PrintJob }>().job.till).toBeNull()
    await printed()
  })

  it("keeps a cashier's reprint on their till: another till's cashier does not see it", async () => {
    const other = await tillPrinting('Other till', 'always')
    const response = await reprint({ kind: 'receipt', document_id: saleId }, cashier, other.id)
    expect(response.statusCode, response.body).toBe(201)
    const job = response.json<{ job: PrintJob }>().job
    expect(job.till?.id).toBe(other.id)
    const seen = await cashier.request({
      method: 'GET',
      url: '/api/print-jobs',
      headers: { [TILL_HEADER]: String(till) },
    })
    expect(seen.json<PrintJobList>().items.some((item) => item.id === job.id)).toBe(false)
    const cancel = await cashier.request({
      method: 'POST',
      url: `/api/print-jobs/${job.id}/cancel`,
      headers: { [TILL_HEADER]: String(till) },
    })
    expect(cancel.statusCode).toBe(403)
    await printed()
  })
})
