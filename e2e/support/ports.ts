import os from 'node:os'
import path from 'node:path'

/**
 * E2E_PORT picks the app's port (default 3200); the mail catcher sits 1000 and 1001 above it.
 * Several people can run their journeys at once by choosing different E2E_PORTs.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 3200)
  return { app, mailSmtp: app + 1000, mailHttp: app + 1001 }
}

/** The shared server's data folder (emptied when the run starts), by port. */
export function e2eDataDir(): string {
  return path.join(os.tmpdir(), `counterpart-e2e-${e2ePorts().app}`)
}

/**
 * The shared server's database: E2E_DATABASE_URL when set, else the SQLite file the server makes in its
 * data folder (its default, apps/server/src/config.ts). A journey that seeds in bulk writes there directly.
 */
export function e2eDatabaseUrl(): string {
  return process.env.E2E_DATABASE_URL || `sqlite:${path.join(e2eDataDir(), 'counterpart.sqlite')}`
}
