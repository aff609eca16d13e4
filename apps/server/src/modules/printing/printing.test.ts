import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import type { PrintJob, PrintJobList, Printer } from '@counterpart/domain/schemas/printing'
import { TILL_HEADER, type TillRecord } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { posProduct, setPos } from '../../../test/pos-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'
import { FakePrinter } from '../../../test/fake-printer.ts'
import { addTill, openTill, sellAt } from '../../../test/till-fixtures.ts'
import { drawerPulse } from './escpos-encode.ts'
import { INTERRUPTED, PRINT_BACKOFF_MS } from './print-worker.ts'

const { test, admin } = await adminAppForFile()
// The tests run the worker's rounds themselves, at the times they choose.
await test.services.printing.worker.stop()
const worker = test.services.printing.worker

const ESC_P = Buffer.from([0x1b, 0x70])
const printer = new FakePrinter()
let product: PosProduct

async function addPrinter(body: Record<string, unknown>) {
  const response = await admin.post('/api/printers', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ printer: Printer }>().printer
}

async function jobsOf(query: string, client: TestClient = admin, headers: Record<string, string> = {}) {
  const response = await client.request({ method: 'GET', url: `/api/print-jobs?${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<PrintJobList>()
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

beforeAll(async () => {
  await setPos(test, { overSelling: false })
  product = await posProduct(admin, await addProduct(test, { price: 1234, cost: 500 }))
  await printer.start()
})

afterAll(async () => {
  await printer.stop()
})

describe('printers', () => {
  it('refuses a printer without a name, with an address that is no host, a port out of range, a width it does not know', async () => {
    const response = await admin.post('/api/printers', {
      name: '',
      host: 'http://printer:9100',
      port: 70000,
      paper_width: 72,
      drawer_pin: 3,
    })
    expectFieldErrors(response, {
      name: ['The Printer name field is required.'],
      host: ['The Printer address must be a host name or an IPv4 address.'],
      port: ['The Printer port may not be greater than 65535.'],
      paper_width: ['The selected Paper width is invalid.'],
      drawer_pin: ['The selected Drawer pin is invalid.'],
    })
    const badAddress = await admin.post('/api/printers', { name: 'Front', host: '192.168.1.300' })
    expectFieldErrors(badAddress, { host: ['The Printer address must be a host name or an IPv4 address.'] })
  })

  it('adds, changes and lists a printer, and keeps it from a cashier', async () => {
    const added = await addPrinter({ name: 'Back office', host: 'receipts.local', paper_width: 58 })
    expect(added).toMatchObject({
      host: 'receipts.local',
      port: 9100,
      paper_width: 58,
      mode: 'codepage',
      drawer_pin: 2,
    })
    const changed = await admin.patch(`/api/printers/${added.id}`, {
      name: 'Back office',
      host: '10.0.0.7',
      port: 9101,
      paper_width: 80,
      drawer_pin: 5,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const list = await admin.get('/api/printers')
    expect(list.json<{ items: Printer[] }>().items.find((item) => item.id === added.id)).toMatchObject({
      host: '10.0.0.7',
      port: 9101,
      drawer_pin: 5,
    })
    await createStaff(test, { email: 'cashier-printers@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier-printers@example.com', 'password123')
    expect((await cashier.get('/api/printers')).statusCode).toBe(403)
    expect((await cashier.post('/api/printers', { name: 'Mine', host: '10.0.0.8' })).statusCode).toBe(403)
    const removed = await admin.delete(`/api/printers/${added.id}`)
    expect(removed.statusCode, removed.body).toBe(200)
  })

  it('prints a test page with the shop name, the printer name and a barcode', async () => {
    const front = await addPrinter({ name: 'Test bench', host: '127.0.0.1', port: printer.port })
    const before = printer.received.length
    const queued = await admin.post(`/api/printers/${front.id}/test-page`)
    expect(queued.statusCode, queued.body).toBe(201)
    expect(queued.json<{ job: PrintJob }>().job).toMatchObject({ kind: 'test', state: 'queued', title: 'Test page' })
    expect(await worker.deliverDue()).toBe(1)
    await printer.settled(before)
    const page = printer.received.subarray(before).toString('latin1')
    expect(page).toContain('Counterpart')
    expect(page).toContain('Test page: Test bench')
    expect(page).toContain('TEST-PAGE')
  })
})

describe('a cash sale at a till with a printer', () => {
  let tillId = 0
  let printerId = 0

  beforeAll(async () => {
    printerId = (await addPrinter({ name: 'Front counter', host: '127.0.0.1', port: printer.port })).id
    tillId = await addTill(admin, 'Printing till')
    await openTill(admin, tillId)
    const set = await admin.patch(`/api/tills/${tillId}/printer`, { printer_id: printerId, print_mode: 'always' })
    expect(set.statusCode, set.body).toBe(200)
  })

  it("tells the terminal its till's printer and when it prints, in the tills it reads", async () => {
    await createStaff(test, { email: 'cashier-tills@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier-tills@example.com', 'password123')
    const tills = (await cashier.get('/api/tills')).json<{ tills: TillRecord[] }>().tills
    expect(tills.find((till) => till.id === tillId)).toMatchObject({
      printer: { id: printerId, name: 'Front counter' },
      print_mode: 'always',
    })
  })

  it('prints the receipt with its total and number, opens the drawer, and prints it once', async () => {
    const before = printer.received.length
    const sale = await sellAt(admin, tillId, [{ product, qty: 2 }], { enterAmount: 30 })
    expect(await worker.deliverDue()).toBe(1)
    await printer.settled(before)
    // A second round finds nothing: the job is sent.
    expect(await worker.deliverDue(at(new Date(), 10 * 60_000))).toBe(0)
    const receipt = printer.received.subarray(before)
    const text = receipt.toString('latin1')
    expect(text).toContain('24.68')
    expect(text).toContain(sale.key)
    // Tendered 30.00, change 5.32.
    expect(text).toContain('5.32')
    expect(receipt.includes(ESC_P)).toBe(true)
    expect(printer.count(`Sale ${sale.key}`)).toBe(1)
    const jobs = await jobsOf(`till_id=${tillId}`)
    expect(jobs.items[0]).toMatchObject({ state: 'sent', title: `Receipt for sale ${sale.key}`, attempts: 1 })
  })

  it('does not open the drawer for a card sale, and prints nothing at a till that prints never', async () => {
    const before = printer.received.length
    await sellAt(admin, tillId, [{ product }], { gateway: 'card' })
    expect(await worker.deliverDue()).toBe(1)
    await printer.settled(before)
    expect(printer.received.subarray(before).includes(ESC_P)).toBe(false)

    const quiet = await addTill(admin, 'Quiet till')
    await openTill(admin, quiet)
    await admin.patch(`/api/tills/${quiet}/printer`, { printer_id: printerId, print_mode: 'never' })
    await sellAt(admin, quiet, [{ product }])
    // The drawer is for cash, whatever the till prints: it opens alone, and nothing is printed.
    const quietJobs = await jobsOf(`till_id=${quiet}`)
    expect(quietJobs.items.map((job) => job.kind)).toEqual(['drawer'])
    const beforeDrawer = printer.received.length
    expect(await worker.deliverDue()).toBe(1)
    await printer.settled(beforeDrawer)
    expect(printer.received.subarray(beforeDrawer)).toEqual(Buffer.from(drawerPulse(2)))
  })

  it('fails a job with the reason while the printer is off, lists it failed for its till, and prints it once when retried', async () => {
    await printer.stop()
    const sale = await sellAt(admin, tillId, [{ product }])
    const start = new Date()
    expect(await worker.deliverDue(start)).toBe(1)
    let failed = (await jobsOf(`till_id=${tillId}&state=failed`)).items
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ title: `Receipt for sale ${sale.key}`, attempts: 1 })
    expect(failed[0]?.error).toMatch(/Printer offline/)
    // Tried again by itself after each back-off, then left for staff.
    let clock = start
    for (const delay of PRINT_BACKOFF_MS) {
      clock = at(clock, delay)
      expect(await worker.deliverDue(clock)).toBe(1)
    }
    expect(await worker.deliverDue(at(clock, 60 * 60_000))).toBe(0)
    failed = (await jobsOf(`till_id=${tillId}&state=failed`)).items
    expect(failed[0]).toMatchObject({ attempts: 4, next_attempt_at: null })
    expect(failed[0]?.error).toMatch(/Printer offline/)

    await printer.start()
    const job = failed[0] as PrintJob
    const retried = await admin.post(`/api/print-jobs/${job.id}/retry`)
    expect(retried.statusCode, retried.body).toBe(200)
    const before = printer.received.length
    expect(await worker.deliverDue()).toBe(1)
    await printer.settled(before)
    expect(await worker.deliverDue(at(new Date(), 60 * 60_000))).toBe(0)
    expect(printer.count(`Sale ${sale.key}`)).toBe(1)
    const again = await admin.post(`/api/print-jobs/${job.id}/retry`)
    expect(again.statusCode).toBe(409)
    expect((await jobsOf(`till_id=${tillId}&state=failed`)).total).toBe(0)
  })

  it('lets a cashier see and retry the jobs of their own till only', async () => {
    await createStaff(test, { email: 'cashier-jobs@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier-jobs@example.com', 'password123')
    const own = await jobsOf('', cashier, { [TILL_HEADER]: String(tillId) })
    expect(own.total).toBeGreaterThan(0)
    expect(own.items.every((job) => job.till?.id === tillId)).toBe(true)
    const elsewhere = await cashier.request({ method: 'GET', url: `/api/print-jobs?printer_id=${printerId}` })
    expect(elsewhere.statusCode).toBe(403)
    // The test page belongs to no till: not the cashier's to cancel.
    const testPage = (await jobsOf('')).items.find((job) => job.kind === 'test') as PrintJob
    const refused = await cashier.request({
      method: 'POST',
      url: `/api/print-jobs/${testPage.id}/cancel`,
      headers: { [TILL_HEADER]: String(tillId) },
    })
    expect(refused.statusCode).toBe(403)
  })

  it('claims a job once: rounds at once send it once', async () => {
    const sale = await sellAt(admin, tillId, [{ product }])
    const before = printer.received.length
    const tried = await Promise.all([worker.deliverDue(), worker.deliverDue(), worker.deliverDue()])
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(1)
    await printer.settled(before)
    expect(printer.count(`Sale ${sale.key}`)).toBe(1)
  })

  it('never sends again by itself a job whose sender stopped mid-way: it may have printed', async () => {
    const sale = await sellAt(admin, tillId, [{ product }])
    const start = new Date()
    // As a process leaves a job it claimed and was sending when it stopped.
    await test.database.db
      .updateTable('print_jobs')
      .set({ claim: 'gone', claimed_until: at(start, 60_000).toISOString() })
      .where('document_id', '=', sale.id)
      .where('kind', '=', 'receipt')
      .execute()
    expect(await worker.deliverDue(start)).toBe(0)
    expect(await worker.deliverDue(at(start, 2 * 60_000))).toBe(0)
    const failed = (await jobsOf(`till_id=${tillId}&state=failed`)).items
    expect(failed[0]).toMatchObject({
      title: `Receipt for sale ${sale.key}`,
      error: INTERRUPTED,
      next_attempt_at: null,
    })
    expect(printer.count(`Sale ${sale.key}`)).toBe(0)
  })
})
