import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { sealAudit } from './audit.ts'

/**
 * Runs `sealAudit` in the server process (issue 35, docs/decisions.md): moments after a change (a response
 * to a mutating request arms a short timer), and on a slow sweep for the events no request wrote (the daily
 * backup) or that committed after their request's timer fired. Another server process on the same database
 * runs its own sealer; the head row's lock makes them take turns.
 */

/** From a change's response to its seal: long enough to seal a burst of sales in one transaction. */
export const SEAL_DELAY_MS = 50
/** The sweep: the longest an event committed in this process stays unsealed while the server runs. */
export const SEAL_SWEEP_MS = 1000

export interface AuditSealer {
  /** A change was written: seal it soon. */
  arm(): void
  /** Seals now and resolves when every event committed before the call is sealed. */
  sealNow(): Promise<void>
  /** Stops the timers after a last seal (the app's onClose). */
  stop(): Promise<void>
}

export function createAuditSealer(db: Kysely<Database>, log: FastifyBaseLogger): AuditSealer {
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  // Seals run one after another in this process; each starts after its caller asked, so it sees their events.
  let queue: Promise<void> = Promise.resolve()

  function sealNow(): Promise<void> {
    const run = queue.then(async () => {
      await sealAudit(db)
    })
    queue = run.catch(() => undefined)
    return run
  }

  function sealInBackground(): void {
    // A failed seal loses nothing: the events stay unsealed and the next seal chains them.
    sealNow().catch((error: unknown) => log.error({ err: error }, 'sealing the audit log failed'))
  }

  const sweep = setInterval(sealInBackground, SEAL_SWEEP_MS)
  sweep.unref()

  return {
    arm() {
      if (timer || stopped) return
      timer = setTimeout(() => {
        timer = null
        sealInBackground()
      }, SEAL_DELAY_MS)
      timer.unref()
    },
    sealNow,
    async stop() {
      stopped = true
      clearInterval(sweep)
      if (timer) clearTimeout(timer)
      timer = null
      // Closing goes on without it (the database must still be closed): the next start's sweep seals them.
      await sealNow().catch((error: unknown) => log.error({ err: error }, 'sealing the audit log on close failed'))
    },
  }
}
