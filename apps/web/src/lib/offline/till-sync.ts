import { apiRequest } from '../api.ts'
import { tillConnection } from './connection.ts'
import { flushOutbox, readOutbox, sending, type FlushEnd } from './outbox.ts'
import { refreshSnapshot } from './snapshot.ts'

/**
 * The till's background work (issue 18): flush the outbox and keep the snapshot fresh, at start, when the
 * browser says it is online, when the till's tab is shown again and on a timer that backs off while the
 * server cannot be reached. No Background Sync: only Chromium has it.
 *
 * Issue 26: the moment the till is in touch again (the browser's 'online', or any request answered after
 * none was), the outbox is flushed at once and the back-off starts over. While cut off with the network
 * up (the server or its Wi-Fi gone), a cheap GET /health every few seconds finds out when it is back: a
 * sale kept offline reaches the server within seconds of its return, not after a back-off of minutes.
 */

const BASE_MS = 30_000
const MAX_MS = 10 * 60_000
/** The snapshot is pulled again when older than this. */
const REFRESH_MS = 15 * 60_000
/** How often a till cut off asks whether the server is back (one `select 1` on the server). */
export const PROBE_MS = 5_000

interface SyncTarget {
  userId: number
  /** Offline selling is available to this user on this device: keep a snapshot. */
  keepSnapshot: boolean
}

let target: SyncTarget | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let delay = BASE_MS
let running: Promise<void> | null = null
/** Asked for while a run was under way: run again right after it, whatever it ended with. */
let again = false
let probeTimer: ReturnType<typeof setTimeout> | undefined
let wasOffline = false
let unsubscribe: (() => void) | undefined
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
  // The target of this run: a sign-in as someone else (or a stop) during it does not change whose it is.
  const current = target
  if (!current) return
  let end: FlushEnd = 'done'
  if (!signedOut) end = await flushOutbox(current.userId, sending).catch((): FlushEnd => 'unreachable')
  signedOut = end === 'signedOut'
  await recountOutbox().catch(() => undefined)
  const { asOf, offline } = tillConnection.get()
  if (end === 'done' && current.keepSnapshot && !offline && (!asOf || Date.now() - Date.parse(asOf) > REFRESH_MS)) {
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

/** Runs the work now (or right after the run under way), then again after the current delay. */
export function syncNow(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = work().finally(() => {
    running = null
    clearTimeout(timer)
    if (!target) return
    const next = again ? 0 : delay
    again = false
    timer = setTimeout(() => void syncNow(), next)
  })
  return running
}

/** Asks the server whether it is there; an answer makes the till in touch again (connection.ts). */
function probe(): Promise<unknown> {
  return apiRequest('/health', { skipGlobalHandler: true, overlay: false }).catch(() => undefined)
}

/**
 * While the till is cut off and the browser has a network, probes every PROBE_MS; with no network at all
 * it waits for the browser's 'online' instead.
 */
function keepProbing(): void {
  clearTimeout(probeTimer)
  probeTimer = undefined
  if (!target || !tillConnection.get().offline || navigator.onLine === false) return
  probeTimer = setTimeout(() => void probe().then(keepProbing), PROBE_MS)
}

/** Back in touch: what waited goes now, and the next failure starts the back-off from the beginning. */
function backInTouch() {
  delay = BASE_MS
  void syncNow()
}

function onConnection() {
  const { offline } = tillConnection.get()
  if (offline === wasOffline) return
  wasOffline = offline
  if (offline) keepProbing()
  else backInTouch()
}

function onVisible() {
  if (document.visibilityState === 'visible') void syncNow()
}

function onOnline() {
  backInTouch()
  // The outbox may be empty: the flush then asks nothing, and only a probe learns the server is there.
  void probe().then(keepProbing)
}

function onOffline() {
  clearTimeout(probeTimer)
}

/** Starts (or retargets, after another sign-in) the till's background work. */
export function startTillSync(next: SyncTarget): void {
  if (!target) {
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    document.addEventListener('visibilitychange', onVisible)
    wasOffline = tillConnection.get().offline
    unsubscribe = tillConnection.subscribe(onConnection)
  }
  // A start is a terminal opened with a session: a flush a 401 stopped may try again.
  signedOut = false
  target = next
  void syncNow()
  // Opened while cut off: nothing changes the connection's state to start the probes.
  if (tillConnection.get().offline) keepProbing()
}

/** Stops the background work and its listeners (a test's clean slate; the terminal itself never stops it). */
export function stopTillSync(): void {
  window.removeEventListener('online', onOnline)
  window.removeEventListener('offline', onOffline)
  document.removeEventListener('visibilitychange', onVisible)
  unsubscribe?.()
  clearTimeout(timer)
  clearTimeout(probeTimer)
  target = null
  delay = BASE_MS
  again = false
}
