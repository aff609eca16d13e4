import { randomUUID } from 'node:crypto'
import net from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { PRINT_JOB_KINDS } from '@counterpart/domain/schemas/printing'
import type { Database } from '../../db/schema.ts'
import type { SettingsService } from '../settings/service.ts'
import { findPrinterRow, type PrintJobRow, type PrinterRow } from './repository.ts'
import { DOCUMENT_LOADERS, type DocumentReaders, type JobPayload } from './documents/loaders.ts'
import { encodeDocument } from './escpos-encode.ts'
import { slipLogo } from './slip-logo.ts'

/**
 * The print worker (issue 33): sends the due jobs of the queue to their printers over TCP (ESC/POS on port
 * 9100), like the repair messages' outbox worker. Each job is claimed with a guarded update before it is
 * sent, so two app processes (or two rounds) never send it twice. A job that fails shows as failed at once,
 * with the reason, and is tried again by itself after 5 s, 30 s and 2 min; after that it waits for staff to
 * retry it. A job whose claim ran out (the process stopped while sending) is never sent again by itself: the
 * receipt may have printed, so it is failed with that reason and staff decide.
 */

/** Delays before the 2nd, 3rd and 4th attempt of a round; the 4th failure is final. */
export const PRINT_BACKOFF_MS = [5_000, 30_000, 120_000] as const
/** How long a claim holds a job: far longer than a send can take (connect + write timeouts). */
const LEASE_MS = 60_000
export const CONNECT_TIMEOUT_MS = 5_000
export const WRITE_TIMEOUT_MS = 10_000
const TICK_MS = 2_000
const NUDGE_MS = 100
const ROUND_SIZE = 20
export const INTERRUPTED = 'The server stopped while sending this job: it may have printed. Retry it if it did not.'

type Db = Kysely<Database>

/** Sends bytes to a printer and resolves once they are handed to the network; rejects with a reason staff read. */
export function sendToPrinter(
  host: string,
  port: number,
  bytes: Uint8Array,
  timeouts = { connect: CONNECT_TIMEOUT_MS, write: WRITE_TIMEOUT_MS },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const where = `${host}:${port}`
    let settled = false
    const socket = net.connect({ host, port })
    const finish = (error: Error | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve()
    }
    let timer = setTimeout(
      () => finish(new Error(`Printer offline: no answer from ${where} within ${timeouts.connect / 1000} s.`)),
      timeouts.connect,
    )
    socket.once('connect', () => {
      clearTimeout(timer)
      timer = setTimeout(
        () => finish(new Error(`The printer at ${where} did not take the job within ${timeouts.write / 1000} s.`)),
        timeouts.write,
      )
      // 'finish': every byte is written to the socket and the end sent; the printer has it.
      socket.end(bytes, () => finish(null))
    })
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'ECONNREFUSED'
          ? `Printer offline: ${where} refused the connection.`
          : error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
            ? `Printer offline: the address ${host} is not known.`
            : error.code === 'EHOSTUNREACH' || error.code === 'ENETUNREACH'
              ? `Printer offline: ${where} cannot be reached.`
              : `The printer at ${where} could not be reached: ${error.message}`
      finish(new Error(reason))
    })
  })
}

interface WorkerDeps {
  db: Db
  settings: SettingsService
  log: FastifyBaseLogger
  /** Where the shop's logo file is (the upload store's public root). */
  publicRoot: string
  /** The network, replaced by nothing in production; kept a parameter for the tests' timeouts. */
  send?: typeof sendToPrinter
  /** The services documents are read through, once they all exist (app.ts). */
  readers: () => DocumentReaders
}

export function createPrintWorker({ db, settings, log, publicRoot, send = sendToPrinter, readers }: WorkerDeps) {
  /** The bytes of a job: stored with it, or its document built from its record now. */
  async function bytesOf(job: PrintJobRow, printer: PrinterRow): Promise<Uint8Array> {
    const payload = JSON.parse(job.payload || '{}') as JobPayload
    if (typeof payload.bytes === 'string') return Buffer.from(payload.bytes, 'base64')
    const kind = PRINT_JOB_KINDS.find((known) => known === job.kind)
    const loader = kind && DOCUMENT_LOADERS[kind]
    if (!loader || job.document_id === null) throw new Error('This job has nothing to print.')
    const { document } = await loader({ db, settings, readers: readers() }, job.document_id, payload)
    return encodeDocument(printer, document, { logo: await slipLogo({ settings, publicRoot }, printer, document) })
  }

  /** Takes a due job for this worker: only one claim can win, whatever the number of processes. */
  async function claim(id: number, now: Date): Promise<{ job: PrintJobRow; token: string } | null> {
    const token = randomUUID()
    const at = now.toISOString()
    const result = await db
      .updateTable('print_jobs')
      .set({ claim: token, claimed_until: new Date(now.getTime() + LEASE_MS).toISOString(), updated_at: at })
      .where('id', '=', id)
      .where('state', 'in', ['queued', 'failed'])
      .where('next_attempt_at', '<=', at)
      .where('claim', 'is', null)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return null
    const job = await db.selectFrom('print_jobs').selectAll().where('id', '=', id).executeTakeFirst()
    return job && job.claim === token ? { job, token } : null
  }

  /** Writes what one attempt did, if this worker still holds the claim. */
  async function settle(job: PrintJobRow, token: string, now: Date, error: string | null) {
    const at = now.toISOString()
    const attempts = job.attempts + 1
    const inRound = attempts - job.round_start
    const delay = PRINT_BACKOFF_MS[inRound - 1]
    await db
      .updateTable('print_jobs')
      .set(
        error === null
          ? { state: 'sent', attempts, sent_at: at, last_error: '', next_attempt_at: null }
          : {
              state: 'failed',
              attempts,
              last_error: error.slice(0, 1000),
              next_attempt_at: delay === undefined ? null : new Date(now.getTime() + delay).toISOString(),
            },
      )
      .set({ claim: null, claimed_until: null, updated_at: at })
      .where('id', '=', job.id)
      .where('claim', '=', token)
      .execute()
  }

  /**
   * Claims that ran out: the job may have printed, so it is failed for staff to decide, never resent. Read
   * first through the due index (a claimed job keeps its due time), so an idle round writes nothing.
   */
  async function releaseInterrupted(now: Date) {
    const at = now.toISOString()
    const stale = await db
      .selectFrom('print_jobs')
      .select('id')
      .where('next_attempt_at', 'is not', null)
      .where('next_attempt_at', '<=', at)
      .where('claimed_until', '<', at)
      .execute()
    if (stale.length === 0) return
    await db
      .updateTable('print_jobs')
      .set({ state: 'failed', last_error: INTERRUPTED, next_attempt_at: null, claim: null, claimed_until: null })
      .set({ updated_at: at })
      .where(
        'id',
        'in',
        stale.map((row) => row.id),
      )
      .where('claimed_until', '<', at)
      .execute()
  }

  /** One round at `now`: every due job it can claim, sent once. Answers how many it tried. */
  async function deliverDue(now: Date = new Date()): Promise<number> {
    await releaseInterrupted(now)
    const due = await db
      .selectFrom('print_jobs')
      .select('id')
      .where('next_attempt_at', 'is not', null)
      .where('next_attempt_at', '<=', now.toISOString())
      .where('state', 'in', ['queued', 'failed'])
      .where('claim', 'is', null)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(ROUND_SIZE)
      .execute()
    let tried = 0
    for (const { id } of due) {
      const claimed = await claim(id, now)
      if (!claimed) continue
      tried += 1
      let error: string | null = null
      try {
        const printer = await findPrinterRow(db, claimed.job.printer_id)
        if (!printer) throw new Error('The printer of this job has been removed.')
        await send(printer.host, printer.port, await bytesOf(claimed.job, printer))
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure)
      }
      await settle(claimed.job, claimed.token, now, error)
    }
    return tried
  }

  let timer: NodeJS.Timeout | null = null
  let nudged: NodeJS.Timeout | null = null
  let running: Promise<unknown> | null = null

  function round() {
    if (running) return
    running = deliverDue()
      .catch((error: unknown) => log.warn({ err: error }, 'print jobs were not sent; the next round tries again'))
      .finally(() => {
        running = null
      })
  }

  return {
    deliverDue,
    /** Starts the worker (the app does): a receipt prints within seconds of its sale. */
    start(everyMs = TICK_MS) {
      if (timer) return
      timer = setInterval(round, everyMs)
      timer.unref()
    },
    /** A request that may have queued a job asks for a round now rather than at the next tick. */
    nudge() {
      if (!timer || nudged) return
      nudged = setTimeout(() => {
        nudged = null
        round()
      }, NUDGE_MS)
      nudged.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      if (nudged) clearTimeout(nudged)
      timer = null
      nudged = null
      await running
    },
  }
}

export type PrintWorker = ReturnType<typeof createPrintWorker>
