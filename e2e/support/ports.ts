/**
 * E2E_PORT picks the journeys' base port (default 3200): the mail catcher sits 1000 and 1001 above it, and the
 * journeys that run a server of their own (offline, HTTPS, installer) take ports a little above it. Several
 * people can run their journeys at once by choosing different E2E_PORTs.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 3200)
  return { app, mailSmtp: app + 1000, mailHttp: app + 1001 }
}

/** The port of the server of a worker's lane (support/test.ts), clear of the ports above. */
export function lanePort(parallelIndex: number): number {
  return e2ePorts().app + 100 + parallelIndex
}

/**
 * A lane's database: E2E_DATABASE_URL when set, else the SQLite file its server makes in its data folder (the
 * server's default, apps/server/src/config.ts). A journey that seeds in bulk writes there directly.
 */
export function laneDatabaseUrl(dataDir: string): string {
  return process.env.E2E_DATABASE_URL || `sqlite:${dataDir}/counterpart.sqlite`
}
