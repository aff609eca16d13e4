import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '../support/test.ts'
import { createLicenseKey } from '../../apps/server/src/modules/installer/license.ts'
import { e2ePorts } from '../support/ports.ts'

/**
 * The web installer runs in its own server (INSTALLER=web) on a fresh data folder, next to the shared
 * one, on the E2E port + 500.
 */
const port = e2ePorts().app + 500
const base = `http://127.0.0.1:${port}`
const secret = `e2e-license-secret-${port}`
const dataDir = path.join(os.tmpdir(), `counterpart-e2e-installer-${port}`)
let server: ChildProcess

test.beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  // Node itself with tsx's loader: one process, so stopping it at the end leaves nothing behind.
  server = spawn(process.execPath, ['--import', 'tsx', '../apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      INSTALLER: 'web',
      LICENSE_SECRET: secret,
      BACKUP_DAILY: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`${base}/install.php`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) break
    if (Date.now() > deadline) throw new Error('the installer server did not start')
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('the web installer installs a fresh data folder and leads to the login page', async ({ page }) => {
  test.setTimeout(120_000)
  // Every page leads to the installer while nothing is installed.
  await page.goto(`${base}/dashboard`)
  await expect(page).toHaveURL(`${base}/install.php`)
  await expect(page.getByText('Version 0.7')).toBeVisible()

  // Stage 1: License Verification.
  await expect(page.getByRole('heading', { name: 'License Verification' })).toBeVisible()
  const validate = page.getByRole('button', { name: 'Validate' })
  await expect(validate).toBeDisabled()
  const field = page.getByRole('textbox', { name: 'License key' })
  await expect(field).toHaveAttribute('type', 'password')
  await field.fill(createLicenseKey('elsewhere.example.com', secret))
  await validate.click()
  await expect(page.getByText('Invalid license !')).toBeVisible()
  await field.fill(`  ${createLicenseKey('127.0.0.1', secret)}  `)
  await validate.click()
  await expect(page.getByText('Awesome, it has been validated successfully !')).toBeVisible()

  // Stage 2, two seconds later: requirements, the default login and the database form.
  await expect(page.getByRole('heading', { name: 'Server requirements' })).toBeVisible({ timeout: 5000 })
  await expect(page.getByText(/Node\.js 20\.19 or newer/)).toBeVisible()
  await expect(page.getByText('admin@example.com')).toBeVisible()
  await expect(page.getByText('Change this password after installing (Users Management).')).toBeVisible()

  // A database that cannot be reached stops the installation with the server's message.
  await page.getByLabel('Database', { exact: true }).click()
  await page.getByRole('option', { name: 'PostgreSQL' }).click()
  await expect(page.getByLabel('Database port')).toHaveValue('5432')
  await page.getByLabel('Database host').fill('')
  await expect(page.getByText('Host-name is required')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Install' })).toBeDisabled()
  await page.getByLabel('Database host').fill('127.0.0.1')
  await page.getByLabel('Database port').fill('1')
  await page.getByLabel('Database name').fill('shop')
  await page.getByLabel('Database user').fill('shop')
  await page.getByLabel('Database password').fill('wrong-password')
  await page.getByRole('button', { name: 'Install' }).click()
  await expect(page.getByTestId('install-status')).toContainText('Could not connect to the database')
  await expect(page.getByTestId('install-percent')).toHaveText('23%')

  // SQLite in the data folder installs, walking the steps to 100 %, and opens the login page.
  await page.getByLabel('Database', { exact: true }).click()
  await page.getByRole('option', { name: /^SQLite/ }).click()
  await page.getByLabel('Database name').fill('counterpart')
  await page.getByRole('button', { name: 'Install' }).click()
  await expect(page.getByTestId('install-percent')).toHaveText('100%', { timeout: 30_000 })
  await page.waitForURL(`${base}/login`, { timeout: 15_000 })

  await page.getByLabel('Login').fill('admin@example.com')
  await page.getByLabel('Password').fill('admin123')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(`${base}/dashboard`)

  // Nobody can run it again.
  const again = await fetch(`${base}/install.php`)
  expect(again.status).toBe(404)
  await page.goto(`${base}/install.php`)
  await expect(page).toHaveURL(`${base}/page-not-found`)
})
