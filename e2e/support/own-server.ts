import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A Counterpart process (the built server and web app, a fresh SQLite file): each worker's lane
 * (support/test.ts), and the own server of the journeys that kill it with SIGKILL and start it again on the
 * same data, which the lane's server must survive.
 */

const SERVER_MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.mjs')

export interface OwnServer {
  url: string
  port: number
  dataDir: string
  /** Starts the process (again, on the same data) and waits until it answers. */
  start: () => Promise<void>
  /** SIGKILL: no shutdown, no flush; what the database committed is all that is left. */
  kill: () => Promise<void>
  stop: () => Promise<void>
  output: () => string
}

export function ownServer(port: number, env: Record<string, string> = {}): OwnServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-own-'))
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  let output = ''

  const exited = (app: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (app.exitCode !== null || app.signalCode !== null) resolve()
      else app.once('exit', () => resolve())
    })

  async function start(): Promise<void> {
    const app = spawn(process.execPath, [SERVER_MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        BACKUP_DAILY: 'false',
        COUNTERPART_STRICT_RESPONSES: '1',
        COUNTERPART_STRICT_AUDIT: '1',
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = app
    app.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    app.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (app.exitCode !== null) throw new Error(`the server exited (${app.exitCode}):\n${output}`)
      try {
        if ((await fetch(`${url}/api/health`)).ok) return
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`the server did not answer on ${url} within 60 s:\n${output}`)
  }

  async function kill(): Promise<void> {
    if (!child) return
    const current = child
    child = null
    current.kill('SIGKILL')
    await exited(current)
  }

  async function stop(): Promise<void> {
    if (child) {
      const current = child
      child = null
      current.kill('SIGTERM')
      await exited(current)
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  return { url, port, dataDir, start, kill, stop, output: () => output }
}
