import { tillConnection } from './connection.ts'
import { flushOutbox, readOutbox, sending, type FlushEnd } from './outbox.ts'
import { refreshSnapshot } from './snapshot.ts'

/**
 * The till's background work (issue 18): flush the outbox and keep the snapshot fresh, at start, when the
 * browser says it is online, when the till's tab is shown again and on a timer that backs off while the
 * server cannot be reached. No Background Sync: only Chromium has it.
 */

const BASE_MS = 30_000
const MAX_MS = 10 * 60_000
/** The snapshot is pulled again when older than this. */
const REFRESH_MS = 15 * 60_000

interface SyncTarget {
  userId: number
  /** Offline selling is available to this user on this device: keep a snapshot. */
  keepSnapshot: boolean
}

let target: SyncTarget | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let delay = BASE_MS
let running: Promise<void> | null = null
/** Stopped by a 401 until the user signs in again (a new start). */
let signedOut = false

/** Counts the signed-in user's waiting and refused sales for the badge. */
export async function recountOutbox(): Promise<void> {
  const userId = target?.userId
  const mine = (await readOutbox()).filter((entry) => entry.userId === userId)
  tillConnection.set((state) => ({
    ...state,
    waiting: mine.filter((entry) => entry.state !== 'refused').length,
    refused: mine.filter((entry) => entry.state === 'refused'),
  }))
}

async function work(): Promise<void> {
  if (!target) return
  let end: FlushEnd = 'done'
  if (!signedOut) end = await flushOutbox(target.userId, sending).catch((): FlushEnd => 'unreachable')
  signedOut = end === 'signedOut'
  await recountOutbox().catch(() => undefined)
  const { asOf, offline } = tillConnection.get()
  if (end === 'done' && target.keepSnapshot && !offline && (!asOf || Date.now() - Date.parse(asOf) > REFRESH_MS)) {
    try {
      // Keep the snapshot and the outbox when the disk fills up (ignored where the browser decides by itself).
      void navigator.storage?.persist?.().catch(() => false)
      const fresh = await refreshSnapshot()
      tillConnection.set((state) => ({ ...state, asOf: fresh }))
    } catch {
      end = 'unreachable'
    }
  }
  delay = end === 'unreachable' ? Math.min(delay * 2, MAX_MS) : BASE_MS
}

/** Runs the work now (or after the run under way), then again after the current delay. */
export function syncNow(): Promise<void> {
  running ??= work().finally(() => {
    running = null
    clearTimeout(timer)
    timer = setTimeout(() => void syncNow(), delay)
  })
  return running
}

function onVisible() {
  if (document.visibilityState === 'visible') void syncNow()
}

function onOnline() {
  delay = BASE_MS
  void syncNow()
}

/** Starts (or retargets, after another sign-in) the till's background work. */
export function startTillSync(next: SyncTarget): void {
  if (!target) {
    window.addEventListener('online', onOnline)
    document.addEventListener('visibilitychange', onVisible)
  }
  // A start is a terminal opened with a session: a flush a 401 stopped may try again.
  signedOut = false
  target = next
  void syncNow()
}
