import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

/**
 * The documentation's screenshots (docs/pos.md): the same built app and fresh database as the journeys,
 * but only the scripts under ./scripts, which write PNGs into docs/images instead of asserting.
 *   cd e2e && npx playwright test --config screenshots.config.ts
 */
export default defineConfig({
  ...base,
  testDir: './scripts',
  testMatch: /.*-screenshots\.ts/,
  timeout: 300_000,
  // One after the other: the scripts switch the shop's look and write into one folder.
  workers: 1,
})
