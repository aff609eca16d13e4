import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * Copies the SQLite write-ahead log back into the database file from a worker thread.
 *
 * In WAL mode SQLite checkpoints inside the commit that crosses wal_autocheckpoint: that commit copies a
 * thousand pages into the file and fsyncs it, on the thread that serves every request of the process.
 * With a million sales the pages a sale dirties are spread over the whole file, and those checkpoints
 * were an eighth of the server's time in the sale benchmark (docs/performance.md). Here a second
 * connection in a worker thread runs a PASSIVE checkpoint every `intervalMs`: it never blocks a writer
 * or a reader, and it gives way (SQLITE_BUSY, retried next time) when another process checkpoints.
 *
 * The request connection keeps a larger wal_autocheckpoint as a safety net: frames written while a
 * checkpoint runs are left for the next one, so under constant writes the log is never fully copied at
 * the moment a new transaction starts, and SQLite only rewinds it when it is. Crossing that limit makes
 * one commit finish the (by then small) remaining copy itself, and the next transaction starts the log
 * from the beginning.
 */
export interface WalCheckpointer {
  stop(): Promise<void>
}

// Plain CommonJS, evaluated by the worker: the server may run bundled, so there is no worker file to load.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
db.pragma('synchronous = NORMAL')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Busy (another process is checkpointing) or the file is being restored: the next tick tries again.
  }
}, workerData.intervalMs)
parentPort.on('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

export function startWalCheckpointer(file: string, intervalMs = 200): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs } })
  // The checkpointer never keeps the process alive, and its failure is not the server's: SQLite's own
  // autocheckpoint on the request connection still bounds the log.
  worker.unref()
  worker.on('error', () => undefined)
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    async stop() {
      worker.postMessage('stop')
      await exited
    },
  }
}
