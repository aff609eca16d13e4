import type { TestClient } from '../helpers.ts'
import type { AuditSamples } from './types.ts'

/** The printing module's mutating routes (issue 33), one successful call each (see types.ts). */

let made = 0

/** A printer no one listens at: the samples queue jobs, and none of them is sent (the walk starts no worker round). */
async function newPrinter(admin: TestClient): Promise<number> {
  made += 1
  const response = await admin.post('/api/printers', { name: `Audit printer ${made}`, host: '127.0.0.1', port: 9 })
  if (response.statusCode !== 201) throw new Error(`adding a printer failed: ${response.body}`)
  return response.json<{ printer: { id: number } }>().printer.id
}

/** A test page's job, queued. */
async function job(admin: TestClient): Promise<number> {
  const response = await admin.post(`/api/printers/${await newPrinter(admin)}/test-page`)
  if (response.statusCode !== 201) throw new Error(`queueing a test page failed: ${response.body}`)
  return response.json<{ job: { id: number } }>().job.id
}

export const printingSamples: AuditSamples = {
  'POST /printers': {
    entity: 'printer',
    call: ({ admin }) => admin.post('/api/printers', { name: 'Audit sample printer', host: 'printer.local' }),
  },
  'PATCH /printers/:id': {
    entity: 'printer',
    call: async ({ admin }) =>
      admin.patch(`/api/printers/${await newPrinter(admin)}`, { name: 'Renamed printer', host: '10.0.0.9' }),
  },
  'DELETE /printers/:id': {
    entity: 'printer',
    call: async ({ admin }) => admin.delete(`/api/printers/${await newPrinter(admin)}`),
  },
  'POST /printers/:id/test-page': {
    entity: 'printer',
    call: async ({ admin }) => admin.post(`/api/printers/${await newPrinter(admin)}/test-page`),
  },
  'PATCH /tills/:id/printer': {
    entity: 'till',
    call: async ({ admin }) => {
      const till = await admin.post('/api/tills', { name: `Printing till ${Date.now()}` })
      const id = till.json<{ id: number }>().id
      return admin.patch(`/api/tills/${id}/printer`, { printer_id: await newPrinter(admin), print_mode: 'always' })
    },
  },
  'POST /print-jobs/:id/retry': {
    entity: 'print-job',
    call: async ({ admin, test }) => {
      const id = await job(admin)
      // As the worker leaves a job that did not print.
      await test.database.db
        .updateTable('print_jobs')
        .set({ state: 'failed', attempts: 4, next_attempt_at: null, last_error: 'Printer offline' })
        .where('id', '=', id)
        .execute()
      return admin.post(`/api/print-jobs/${id}/retry`)
    },
  },
  'POST /print-jobs': {
    entity: 'print-job',
    call: async ({ admin }) => {
      const sold = await admin.post('/api/gift-cards', { cards: [{ amount: 10 }], gateway: 'card' })
      const saleId = sold.json<{ sale: { id: number } }>().sale.id
      return admin.post('/api/print-jobs', {
        kind: 'gift_card',
        document_id: saleId,
        printer_id: await newPrinter(admin),
      })
    },
  },
  'POST /print-jobs/:id/cancel': {
    entity: 'print-job',
    call: async ({ admin }) => admin.post(`/api/print-jobs/${await job(admin)}/cancel`),
  },
}
