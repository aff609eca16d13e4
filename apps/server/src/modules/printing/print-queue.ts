import type { Kysely } from 'kysely'
import type { PrintJobKind } from '@counterpart/domain/schemas/printing'
import type { Database } from '../../db/schema.ts'
import { nowIso } from '../../platform/time.ts'
import type { JobPayload } from './documents/loaders.ts'
import { insertJob } from './repository.ts'

/**
 * The print queue (issue 33): a job is a row written in its document's transaction, so a sale rolled back
 * prints nothing and a sale committed has its receipt queued, whatever happens to the process afterwards.
 * The worker (print-worker.ts) sends it after the commit.
 */

export interface QueuedJob {
  tillId: number | null
  printerId: number
  kind: PrintJobKind
  documentId: number | null
  /** `{bytes}` (base64) printed as stored, or the options the document is encoded with when it is sent. */
  payload: JobPayload
}

export async function queueJob(trx: Kysely<Database>, job: QueuedJob): Promise<number> {
  const at = nowIso()
  return insertJob(trx, {
    till_id: job.tillId,
    printer_id: job.printerId,
    kind: job.kind,
    document_id: job.documentId,
    state: 'queued',
    attempts: 0,
    round_start: 0,
    next_attempt_at: at,
    claim: null,
    claimed_until: null,
    last_error: '',
    payload: JSON.stringify(job.payload),
    created_at: at,
    updated_at: at,
    sent_at: null,
  })
}
