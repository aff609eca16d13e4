import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import {
  PRINTING_MESSAGES,
  printerActionSchema,
  printerListSchema,
  printerSaveSchema,
  printJobActionSchema,
  printJobListSchema,
  printJobQuerySchema,
  reprintResponseSchema,
  reprintSchema,
  testPageResponseSchema,
  tillPrinterResponseSchema,
  tillPrinterSchema,
} from '@counterpart/domain/schemas/printing'
import { ForbiddenError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { idParams, route } from '../../platform/routes.ts'
import type { PrintingService } from './service.ts'

/**
 * Printing at the counter (issue 33). Printers and a till's printer: `printerManage`. The jobs and reprints: `saleCreate`,
 * the cashier's own switch, for the jobs of the till the request comes from (its till header); someone with
 * `printerManage` sees and handles every till's and printer's jobs.
 */
export function printingRoutes(printing: PrintingService) {
  /** A cashier touches only the jobs of the till they stand at. */
  const mayHandle = (auth: Auth | null, till: number | null, jobTill: number | null) =>
    auth?.actions.printerManage === true || (till !== null && jobTill === till)

  return [
    route({
      method: 'GET',
      url: '/printers',
      gate: 'printerManage',
      summary: 'The receipt printers, by name, with the tills that print on each',
      response: printerListSchema,
      handler: async () => ({ items: await printing.printers() }),
    }),
    route({
      method: 'POST',
      url: '/printers',
      gate: 'printerManage',
      summary:
        'Adds a network receipt printer (ESC/POS over TCP): name, host name or IPv4 address, port (9100), paper width 58 or 80 mm, code page or raster mode, drawer pin 2 or 5',
      body: printerSaveSchema,
      status: 201,
      response: printerActionSchema,
      handler: async ({ body }) => ({
        message: PRINTING_MESSAGES.printerSaved,
        printer: await printing.printer(await printing.addPrinter(body)),
      }),
    }),
    route({
      method: 'PATCH',
      url: '/printers/:id',
      gate: 'printerManage',
      summary: "Changes a printer's settings (all of them are sent)",
      params: idParams,
      body: printerSaveSchema,
      response: printerActionSchema,
      handler: async ({ params, body }) => {
        await printing.updatePrinter(params.id, body)
        return { message: PRINTING_MESSAGES.printerSaved, printer: await printing.printer(params.id) }
      },
    }),
    route({
      method: 'DELETE',
      url: '/printers/:id',
      gate: 'printerManage',
      summary: 'Removes a printer; refused (409) while a till prints on it or once it has print jobs',
      params: idParams,
      response: messageResponseSchema,
      handler: async ({ params }) => {
        await printing.removePrinter(params.id)
        return { message: PRINTING_MESSAGES.printerRemoved }
      },
    }),
    route({
      method: 'POST',
      url: '/printers/:id/test-page',
      gate: 'printerManage',
      summary: 'Queues a test page (shop name, printer name, a line of each width, a barcode) like any other job',
      params: idParams,
      status: 201,
      response: testPageResponseSchema,
      handler: async ({ params }) => ({
        message: PRINTING_MESSAGES.testQueued,
        job: await printing.job(await printing.testPage(params.id)),
      }),
    }),
    route({
      method: 'PATCH',
      url: '/tills/:id/printer',
      gate: 'printerManage',
      summary:
        "A till's receipt printer (null: none, the browser prints) and whether a sale's receipt prints by itself: always, ask or never",
      params: idParams,
      body: tillPrinterSchema,
      response: tillPrinterResponseSchema,
      handler: async ({ params, body }) => ({
        message: PRINTING_MESSAGES.tillPrinterSaved,
        till: await printing.setTillPrinter(params.id, body),
      }),
    }),
    route({
      method: 'GET',
      url: '/print-jobs',
      gate: 'saleCreate',
      summary:
        "The print jobs, newest first, of a till, a printer or in a state; without printerManage, only the jobs of the request's own till",
      query: printJobQuerySchema,
      response: printJobListSchema,
      till: 'optional',
      handler: async ({ query, auth, till }) => {
        if (auth?.actions.printerManage === true) return printing.jobs(query)
        if (till === null || (query.till_id !== undefined && query.till_id !== till)) throw new ForbiddenError()
        return printing.jobs({ ...query, till_id: till })
      },
    }),
    route({
      method: 'POST',
      url: '/print-jobs',
      gate: 'saleCreate',
      summary:
        "Prints a document again (or when the terminal asks): kind receipt or refund (the order's id), payment (the payment's), repair_ticket or device_label (the repair's), x_report or z_report (the till session's), gift_card (the gift card sale's) or buyback (the buy-back's), on the printer of the request's till (409 when it has none) or on printer_id (Manage printers). Needs the switch that reads the document (404 when there is none); never opens the drawer",
      body: reprintSchema,
      status: 201,
      response: reprintResponseSchema,
      till: 'optional',
      handler: async ({ body, auth, till }) => ({
        message: PRINTING_MESSAGES.reprintQueued,
        job: await printing.job(await printing.reprint(body, { actions: auth?.actions, tillId: till })),
      }),
    }),
    route({
      method: 'POST',
      url: '/print-jobs/:id/retry',
      gate: 'saleCreate',
      summary: 'Prints a job that did not print again (a new round of attempts); 409 for a job in another state',
      params: idParams,
      response: printJobActionSchema,
      till: 'optional',
      handler: async ({ params, auth, till }) => {
        if (!mayHandle(auth, till, await printing.tillOfJob(params.id))) throw new ForbiddenError()
        await printing.retry(params.id)
        return { message: PRINTING_MESSAGES.retried, job: await printing.job(params.id) }
      },
    }),
    route({
      method: 'POST',
      url: '/print-jobs/:id/cancel',
      gate: 'saleCreate',
      summary: 'Drops a job waiting to print or that did not print; 409 once it has printed',
      params: idParams,
      response: printJobActionSchema,
      till: 'optional',
      handler: async ({ params, auth, till }) => {
        if (!mayHandle(auth, till, await printing.tillOfJob(params.id))) throw new ForbiddenError()
        await printing.cancel(params.id)
        return { message: PRINTING_MESSAGES.cancelled, job: await printing.job(params.id) }
      },
    }),
  ]
}
