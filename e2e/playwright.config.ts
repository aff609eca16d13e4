// The journeys compare with the domain's texts (MESSAGES.forbidden ...): every language at hand in each worker first.
import '@counterpart/domain/i18n/all-resources'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2eDataDir, e2ePorts } from './support/ports.ts'

const ports = e2ePorts()
const dataDir = e2eDataDir()
const mailDir = path.join(os.tmpdir(), `counterpart-e2e-mail-${ports.app}`)

/**
 * The built app on a fresh database, driven by Debian's Chromium. Never downloads a browser.
 * Specs share one server and run one after the other (two cores); each seeds the data it needs.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${ports.app}`,
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
    {
      command: `rm -rf "${dataDir}" && node ../apps/server/dist/main.mjs`,
      url: `http://127.0.0.1:${ports.app}/api/health`,
      env: {
        PORT: String(ports.app),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        // Several people building at once each point their journeys at their own web build.
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
        // Mailed links and QR codes need the shop's address: no request header ever provides it.
        APP_URL: `http://127.0.0.1:${ports.app}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.mailSmtp),
        SMTP_FROM: 'shop@example.com',
        LOG_LEVEL: 'warn',
        // An answer with a key its response schema leaves out fails the journey instead of losing the field.
        COUNTERPART_STRICT_RESPONSES: '1',
        COUNTERPART_STRICT_AUDIT: '1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
