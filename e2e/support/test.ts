import { test as base } from '@playwright/test'
import { ownServer, type OwnServer } from './own-server.ts'
import { e2ePorts, lanePort } from './ports.ts'

export { expect } from '@playwright/test'

/**
 * The journeys' `test`: Playwright's, with a Counterpart server of the worker's own (its lane). The journeys run
 * on two workers, each on its own server and fresh database, so that one journey's shop-wide settings (the
 * look, the language, the currency) never show in a journey of the other worker. Journeys import `test` from
 * here, never from '@playwright/test' (ESLint says so).
 */
export const test = base.extend<{ lane: OwnServer }, { laneServer: OwnServer }>({
  laneServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = lanePort(workerInfo.parallelIndex)
      const { mailSmtp } = e2ePorts()
      const server = ownServer(port, {
        // Both lanes' servers post to the one mail catcher; each journey's mails go to addresses of its own.
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailSmtp),
        SMTP_FROM: 'shop@example.com',
        // Mailed links and QR codes need the shop's address: no request header ever provides it.
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        // The shop's own daily backup, as a real server runs it.
        BACKUP_DAILY: 'true',
      })
      await server.start()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  lane: async ({ laneServer }, use) => use(laneServer),
  baseURL: async ({ laneServer }, use) => use(laneServer.url),
})
