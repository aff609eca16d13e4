// The journeys compare with the domain's texts (MESSAGES.forbidden ...): every language at hand in each worker first.
import '@counterpart/domain/i18n/all-resources'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2ePorts } from './support/ports.ts'

const ports = e2ePorts()
const mailDir = path.join(os.tmpdir(), `counterpart-e2e-mail-${ports.app}`)

/**
 * The built app driven by Debian's Chromium. Never downloads a browser. Each worker has a server and a fresh
 * database of its own (its lane, support/test.ts), so that a journey that switches the shop's look or language
 * never shows it to another worker's journey; each journey seeds the data it needs. A worker keeps about two
 * cores busy (Chromium drawing, the server answering), so there is one worker per two cores: one on CI's two,
 * where two workers made the whole run no shorter and the terminal's measured opening 2-3 times slower
 * (docs/decisions.md). E2E_WORKERS sets another number; journeys on PostgreSQL (E2E_DATABASE_URL, one
 * database) run on one.
 */
const workers = process.env.E2E_DATABASE_URL
  ? 1
  : Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2)))
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    screenshot: 'only-on-failure',
    // A failed journey keeps its trace: every action with its log, the network and the console. The screencast
    // and a DOM snapshot around every action are recorded for all journeys to keep the few that fail, and cost
    // the browser about a sixth of the step; `--trace retain-on-failure` (or `on`) brings them back for a rerun.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // The till's service worker (issue 18) would precache the whole app (2 MB) in every journey's fresh
    // context; the offline journeys, which are about it, allow it.
    serviceWorkers: 'block',
    // The app honours the device's wish for less motion (lib/look.ts): dialogs, menus and snackbars appear
    // at once, so the journeys do not wait out each transition before the next click.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx support/mail-catcher.ts`,
      url: `http://127.0.0.1:${ports.mailHttp}/health`,
      env: { MAIL_SMTP_PORT: String(ports.mailSmtp), MAIL_HTTP_PORT: String(ports.mailHttp), MAIL_DIR: mailDir },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
