import { expect, test } from '../support/test.ts'
import { FakePrinter } from '../support/fake-printer.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * The built server prints a raster test page (issue 33): the slip's text is drawn with the Noto fonts, which
 * the bundle (dist/main.mjs) finds in node_modules as the sources do. The printer is the tests' fake printer,
 * a TCP server on loopback in this process that keeps what it is sent.
 */

const GS_V_0 = Buffer.from([0x1d, 0x76, 0x30])

test('the built server prints a raster test page, its text drawn as GS v 0 pictures', async ({ page }) => {
  const printer = new FakePrinter()
  await printer.start()
  try {
    await signInByApi(page)
    const added = await apiCall<{ printer: { id: number } }>(page, 'POST', '/api/printers', {
      name: 'Raster bench',
      host: '127.0.0.1',
      port: printer.port,
      mode: 'raster',
    })
    expect(added.status).toBe(201)
    const queued = await apiCall(page, 'POST', `/api/printers/${added.body.printer.id}/test-page`)
    expect(queued.status).toBe(201)
    // The worker sends within a round (2 s); the job is sent once the printer has every byte.
    await expect
      .poll(async () => {
        const jobs = await apiCall<{ items: { state: string; error: string }[] }>(
          page,
          'GET',
          `/api/print-jobs?printer_id=${added.body.printer.id}`,
        )
        return jobs.body.items[0]?.state
      })
      .toBe('sent')
    await expect.poll(() => printer.received.includes(Buffer.from('TEST-PAGE'))).toBe(true)
    expect(printer.received.includes(GS_V_0)).toBe(true)
    // The names are pictures, not text.
    expect(printer.received.includes(Buffer.from('Test page: Raster bench'))).toBe(false)
  } finally {
    await printer.stop()
  }
})
