import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Page } from '@counterpart/domain/schemas/paging'
import {
  PRINT_JOB_KIND_TEXT,
  PRINT_JOB_KINDS,
  PRINT_JOB_STATES,
  PRINT_MODES,
  PRINTER_LABELS,
  PRINTER_MODES,
  PRINTING_MESSAGES,
  type PrintJob,
  type PrintJobQuery,
  type Printer,
  type PrinterSave,
  type TillPrinter,
} from '@counterpart/domain/schemas/printing'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { SettingsService } from '../settings/service.ts'
import { queueJob, queueReceipt } from './print-queue.ts'
import { createPrintWorker, type sendToPrinter } from './print-worker.ts'
import { testPageDocument } from './documents/test-page.ts'
import { encodeDocument } from './escpos-encode.ts'
import { shopLogo } from './slip-logo.ts'
import * as repo from './repository.ts'

type Db = Kysely<Database>

const kindOf = (value: string) => PRINT_JOB_KINDS.find((kind) => kind === value) ?? 'receipt'
const stateOf = (value: string) => PRINT_JOB_STATES.find((state) => state === value) ?? 'queued'
const printModeOf = (value: string) => PRINT_MODES.find((mode) => mode === value) ?? 'ask'

/** What staff read of a job: "Receipt for sale S-1", "Test page". */
function jobTitle(row: repo.PrintJobListRow): string {
  const kind = kindOf(row.kind)
  if ((kind === 'receipt' || kind === 'refund') && row.document_key)
    return `${PRINT_JOB_KIND_TEXT[kind]} for ${kind === 'refund' ? 'refund' : 'sale'} ${row.document_key}`
  return PRINT_JOB_KIND_TEXT[kind]
}

export function toPrintJob(row: repo.PrintJobListRow): PrintJob {
  return {
    id: row.id,
    till: row.till_id !== null && row.till_name !== null ? { id: row.till_id, name: row.till_name } : null,
    printer: { id: row.printer_id, name: row.printer_name },
    kind: kindOf(row.kind),
    document_id: row.document_id,
    title: jobTitle(row),
    state: stateOf(row.state),
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at,
    error: row.last_error,
    created_at: row.created_at,
    sent_at: row.sent_at,
  }
}

function toPrinter(row: repo.PrinterRow, tills: { id: number; name: string }[]): Printer {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    paper_width: row.paper_width,
    mode: PRINTER_MODES.find((mode) => mode === row.mode) ?? 'codepage',
    code_page: row.code_page,
    drawer_pin: row.drawer_pin,
    tills,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** What the audit log keeps of a printer. */
const printerAudit = (row: PrinterSave | repo.PrinterRow) => ({
  name: row.name,
  host: row.host,
  port: row.port,
  paper_width: row.paper_width,
  mode: row.mode,
  code_page: row.code_page,
  drawer_pin: row.drawer_pin,
})

interface PrintingDeps {
  db: Db
  settings: SettingsService
  log: FastifyBaseLogger
  /** Where the shop's logo file is (the upload store's public root). */
  publicRoot: string
  send?: typeof sendToPrinter
}

/**
 * Printing at the counter (issue 33): the printers, each till's receipt printer, the queue of jobs and its
 * worker. The POS calls `saleReceipt` in the sale's transaction.
 */
export function createPrintingService({ db, settings, log, publicRoot, send }: PrintingDeps) {
  const worker = createPrintWorker({ db, settings, log, publicRoot, send })

  async function printer(id: number): Promise<Printer> {
    const row = await repo.findPrinterRow(db, id)
    if (!row) throw new NotFoundError()
    const tills = await repo.tillsOfPrinters(db, [id])
    return toPrinter(row, tills)
  }

  async function job(id: number): Promise<PrintJob> {
    const row = await repo.findJobRow(db, id)
    if (!row) throw new NotFoundError()
    return toPrintJob(row)
  }

  return {
    worker,
    printer,
    job,

    async printers(): Promise<Printer[]> {
      const rows = await repo.listPrinterRows(db)
      const tills = await repo.tillsOfPrinters(
        db,
        rows.map((row) => row.id),
      )
      return rows.map((row) =>
        toPrinter(
          row,
          tills.filter((till) => till.printer_id === row.id).map(({ id, name }) => ({ id, name })),
        ),
      )
    },

    async addPrinter(input: PrinterSave): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const at = nowIso()
        const id = await repo.insertPrinter(trx, { ...input, created_at: at, updated_at: at })
        await recordAudit(trx, { entity: 'printer', entityId: id, action: 'created', after: printerAudit(input) })
        return id
      })
    },

    async updatePrinter(id: number, input: PrinterSave): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findPrinterRow(trx, id)
        if (!before) throw new NotFoundError()
        await repo.updatePrinter(trx, id, { ...input, updated_at: nowIso() })
        await recordAudit(trx, {
          entity: 'printer',
          entityId: id,
          action: 'updated',
          before: printerAudit(before),
          after: printerAudit(input),
        })
      })
    },

    /** Refused while a till prints on it, or once it has jobs (their history names it). */
    async removePrinter(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findPrinterRow(trx, id)
        if (!before) throw new NotFoundError()
        const tills = await repo.tillsOfPrinters(trx, [id])
        if (tills.length) throw new ConflictError(PRINTING_MESSAGES.printerInUse(tills.map((t) => t.name).join(', ')))
        if (await repo.hasJobs(trx, id)) throw new ConflictError(PRINTING_MESSAGES.printerHasJobs)
        await repo.deletePrinter(trx, id)
        await recordAudit(trx, { entity: 'printer', entityId: id, action: 'deleted', before: printerAudit(before) })
      })
    },

    /** Queues a test page, encoded now (it prints what the printer's settings are at this moment). */
    async testPage(id: number): Promise<number> {
      // The logo is read before the transaction: decoding a picture is no reason to hold the database.
      const known = await repo.findPrinterRow(db, id)
      if (!known) throw new NotFoundError()
      const logo = await shopLogo({ settings, publicRoot }, known)
      const jobId = await db.transaction().execute(async (trx) => {
        const row = await repo.findPrinterRow(trx, id)
        if (!row) throw new NotFoundError()
        const { general } = await settings.getIn(trx)
        const bytes = encodeDocument(row, testPageDocument(row, general.site_name, nowIso()), { logo })
        const queued = await queueJob(trx, {
          tillId: null,
          printerId: id,
          kind: 'test',
          documentId: null,
          payload: { bytes: Buffer.from(bytes).toString('base64') },
        })
        await recordAudit(trx, {
          entity: 'printer',
          entityId: id,
          action: 'test page queued',
          after: { jobId: queued },
        })
        return queued
      })
      worker.nudge()
      return jobId
    },

    async setTillPrinter(tillId: number, input: TillPrinter) {
      return db.transaction().execute(async (trx) => {
        const before = await repo.findTillRow(trx, tillId)
        if (!before) throw new NotFoundError()
        if (input.printer_id !== null && !(await repo.findPrinterRow(trx, input.printer_id)))
          throw ValidationError.field('printer_id', FIELD_MESSAGES.selected(PRINTER_LABELS.printer_id))
        await repo.setTillPrinter(trx, tillId, input)
        await recordAudit(trx, {
          entity: 'till',
          entityId: tillId,
          action: 'printer set',
          before: { printer_id: before.printer_id, print_mode: before.print_mode },
          after: { printer_id: input.printer_id, print_mode: input.print_mode },
        })
        return { id: tillId, printer_id: input.printer_id, print_mode: printModeOf(input.print_mode) }
      })
    },

    /**
     * The POS's hook, in the sale's transaction: the receipt is queued when the till has a printer and
     * prints receipts always; the drawer opens when cash was paid. Nothing otherwise (ask: the terminal
     * asks, a later session's screen; never: the browser's print view).
     */
    async saleReceipt(trx: Db, sale: { orderId: number; tillId: number | null; cashPaid: boolean }) {
      if (sale.tillId === null) return null
      const till = await repo.findTillRow(trx, sale.tillId)
      if (!till?.printer_id || printModeOf(till.print_mode) !== 'always') return null
      return queueReceipt(trx, { orderId: sale.orderId, tillId: sale.tillId, openDrawer: sale.cashPaid })
    },

    async jobs(query: PrintJobQuery): Promise<Page<PrintJob>> {
      const page = await repo.listJobRows(db, query)
      return { items: page.items.map(toPrintJob), total: page.total }
    },

    /** A job that did not print goes again: a new round of attempts, due at once. */
    async retry(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.findJobRow(trx, id)
        if (!row) throw new NotFoundError()
        const at = nowIso()
        const done = await trx
          .updateTable('print_jobs')
          .set({ state: 'queued', round_start: row.attempts, next_attempt_at: at, last_error: '', updated_at: at })
          .where('id', '=', id)
          .where('state', '=', 'failed')
          .where('claim', 'is', null)
          .executeTakeFirst()
        if (Number(done.numUpdatedRows) !== 1) throw new ConflictError(PRINTING_MESSAGES.notRetriable)
        await recordAudit(trx, {
          entity: 'print-job',
          entityId: id,
          action: 'retried',
          before: { state: row.state, error: row.last_error },
          after: { state: 'queued' },
        })
      })
      worker.nudge()
    },

    /** A job waiting or failed is dropped: it will not print (one being sent this moment cannot be). */
    async cancel(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.findJobRow(trx, id)
        if (!row) throw new NotFoundError()
        const at = nowIso()
        const done = await trx
          .updateTable('print_jobs')
          .set({ state: 'cancelled', next_attempt_at: null, updated_at: at })
          .where('id', '=', id)
          .where('state', 'in', ['queued', 'failed'])
          .where('claim', 'is', null)
          .executeTakeFirst()
        if (Number(done.numUpdatedRows) !== 1) throw new ConflictError(PRINTING_MESSAGES.notCancellable)
        await recordAudit(trx, {
          entity: 'print-job',
          entityId: id,
          action: 'cancelled',
          before: { state: row.state },
          after: { state: 'cancelled' },
        })
      })
    },

    /** The till a job prints for, for the routes' check that a cashier touches only their till's jobs. */
    async tillOfJob(id: number): Promise<number | null> {
      const row = await repo.findJobRow(db, id)
      if (!row) throw new NotFoundError()
      return row.till_id
    },
  }
}

export type PrintingService = ReturnType<typeof createPrintingService>
