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
  type PrintJobKind,
  type PrintJobQuery,
  type Printer,
  type PrinterSave,
  type Reprint,
  type TillPrinter,
} from '@counterpart/domain/schemas/printing'
import type { PermissionMap } from '@counterpart/domain/permissions'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { SettingsService } from '../settings/service.ts'
import { queueJob } from './print-queue.ts'
import { DOCUMENT_LOADERS, type DocumentReaders, type JobPayload } from './documents/loaders.ts'
import { createPrintWorker, type sendToPrinter } from './print-worker.ts'
import { testPageDocument } from './documents/test-page.ts'
import { encodeDocument } from './escpos-encode.ts'
import { shopLogo } from './slip-logo.ts'
import { DRAWER_ONLY } from './print-document.ts'
import * as repo from './repository.ts'

type Db = Kysely<Database>

const kindOf = (value: string) => PRINT_JOB_KINDS.find((kind) => kind === value) ?? 'receipt'
const stateOf = (value: string) => PRINT_JOB_STATES.find((state) => state === value) ?? 'queued'
const printModeOf = (value: string) => PRINT_MODES.find((mode) => mode === value) ?? 'ask'

/** What staff read of a job: "Receipt for sale S-1", "Repair ticket for K7QX…", "Test page". */
function jobTitle(row: repo.PrintJobListRow): string {
  const kind = kindOf(row.kind)
  const { label } = JSON.parse(row.payload || '{}') as JobPayload
  return typeof label === 'string' && label ? `${PRINT_JOB_KIND_TEXT[kind]} for ${label}` : PRINT_JOB_KIND_TEXT[kind]
}

/** A slip a document prints by itself: its kind, its record's id and what its job's title names. */
export interface AutoSlip {
  kind: PrintJobKind
  documentId: number
  /** "sale S-1", "refund S-2", the repair's number: the job's title is "<kind> for <label>". */
  label: string
}

/**
 * What a document's service asks of printing in its own transaction (issue 33): its slips, printed by
 * themselves at a till whose printer prints `always`, and the drawer when cash moved at a till with a printer.
 */
export interface PrintHook {
  /**
   * The document's slips at its till: queued when the till's printer prints always, the first carrying the
   * drawer's pulse when cash moved; otherwise, when cash moved, the drawer alone. Nothing without a printer.
   */
  autoPrint(trx: Db, print: { tillId: number | null; cash: boolean; slips: AutoSlip[] }): Promise<number[]>
  /** A no-sale, cash put in or taken out: the drawer opens when the till has a printer. */
  openDrawer(trx: Db, tillId: number | null): Promise<number | null>
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
  /** The services the documents are read through; printing is made before them (they queue through it). */
  readers: () => DocumentReaders
}

/**
 * Printing at the counter (issue 33): the printers, each till's receipt printer, the queue of jobs and its
 * worker. The POS calls `saleReceipt` in the sale's transaction.
 */
export function createPrintingService({ db, settings, log, publicRoot, send, readers }: PrintingDeps) {
  const worker = createPrintWorker({ db, settings, log, publicRoot, send, readers })

  /** A till's receipt printer and when it prints, in the document's transaction; null without a printer. */
  async function printerOfTill(trx: Db, tillId: number | null) {
    if (tillId === null) return null
    const till = await repo.findTillRow(trx, tillId)
    if (!till?.printer_id) return null
    return { printerId: till.printer_id, mode: printModeOf(till.print_mode) }
  }

  /** A drawer opening alone: its pulse encoded now for the printer's drawer pin (it has no record to read). */
  async function drawerJob(trx: Db, tillId: number, printerId: number) {
    const printer = await repo.findPrinterRow(trx, printerId)
    if (!printer) return null
    const bytes = Buffer.from(encodeDocument(printer, DRAWER_ONLY)).toString('base64')
    return queueJob(trx, { tillId, printerId, kind: 'drawer', documentId: null, payload: { bytes } })
  }

  const hook: PrintHook = {
    async autoPrint(trx, { tillId, cash, slips }) {
      const till = await printerOfTill(trx, tillId)
      if (!till || tillId === null) return []
      if (till.mode !== 'always') {
        const drawer = cash ? await drawerJob(trx, tillId, till.printerId) : null
        return drawer === null ? [] : [drawer]
      }
      const jobs: number[] = []
      for (const [index, slip] of slips.entries()) {
        const payload: JobPayload = { openDrawer: cash && index === 0, label: slip.label }
        jobs.push(
          await queueJob(trx, {
            tillId,
            printerId: till.printerId,
            kind: slip.kind,
            documentId: slip.documentId,
            payload,
          }),
        )
      }
      return jobs
    },

    async openDrawer(trx, tillId) {
      const till = await printerOfTill(trx, tillId)
      return till && tillId !== null ? drawerJob(trx, tillId, till.printerId) : null
    },
  }

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
    ...hook,

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
     * The POS's hook, in the sale's transaction: `autoPrint` with the sale's receipt (queued at a till that
     * prints always; the drawer opens when cash was paid at any till with a printer).
     */
    async saleReceipt(trx: Db, sale: { orderId: number; key: string; tillId: number | null; cashPaid: boolean }) {
      const [job] = await hook.autoPrint(trx, {
        tillId: sale.tillId,
        cash: sale.cashPaid,
        slips: [{ kind: 'receipt', documentId: sale.orderId, label: `sale ${sale.key}` }],
      })
      return job ?? null
    },

    /**
     * POST /print-jobs: a document printed again (or when the terminal asks), on the request's till's printer
     * or the one named (Manage printers). The document is read now, through its own module: 404 when it does
     * not exist (or is another kind's), 403 for someone who may not read it. A reprint never opens the drawer.
     */
    async reprint(
      request: Reprint,
      who: { actions: PermissionMap | null | undefined; tillId: number | null },
    ): Promise<number> {
      let printerId: number
      if (request.printer_id !== undefined) {
        if (who.actions?.printerManage !== true) throw new ForbiddenError()
        if (!(await repo.findPrinterRow(db, request.printer_id)))
          throw ValidationError.field('printer_id', FIELD_MESSAGES.selected(PRINTER_LABELS.printer_id))
        printerId = request.printer_id
      } else {
        const till = who.tillId === null ? null : await repo.findTillRow(db, who.tillId)
        if (!till?.printer_id) throw new ConflictError(PRINTING_MESSAGES.noTillPrinter)
        printerId = till.printer_id
      }
      const loader = DOCUMENT_LOADERS[request.kind]
      if (!loader) throw ValidationError.field('kind', FIELD_MESSAGES.selected(PRINTER_LABELS.kind))
      const loaded = await loader({ db, settings, readers: readers() }, request.document_id, {})
      if (!loaded.readable(who.actions)) throw new ForbiddenError()
      const jobId = await db.transaction().execute(async (trx) => {
        const queued = await queueJob(trx, {
          tillId: who.tillId,
          printerId,
          kind: request.kind,
          documentId: request.document_id,
          payload: { openDrawer: false, label: loaded.label } satisfies JobPayload,
        })
        await recordAudit(trx, {
          entity: 'print-job',
          entityId: queued,
          action: 'reprint queued',
          after: { kind: request.kind, document_id: request.document_id, printer_id: printerId },
        })
        return queued
      })
      worker.nudge()
      return jobId
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
