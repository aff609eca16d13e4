import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { ownServer } from '../support/own-server.ts'
import { e2ePorts } from '../support/ports.ts'
import { ADMIN } from '../support/session.ts'

/**
 * Offline selling needs a secure page (issue 18, docs/offline.md "Serving Counterpart over HTTPS"). The
 * shop's name for the server, till.shop.test, points at this machine. Over plain HTTP the terminal sells
 * online and says why it cannot sell offline; through the HTTPS proxy that comes with Counterpart
 * (deploy/https-proxy.mjs, here with the test certificate of support/tls, which this browser is told to
 * accept) the same terminal installs its offline app and opens again without the network.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const ports = e2ePorts()
const HOST = 'till.shop.test'
const HTTPS_PORT = ports.app + 43
const server = ownServer(ports.app + 42, { TRUST_PROXY: '127.0.0.1' })
const ROOT = path.resolve(import.meta.dirname, '../..')
let proxy: ChildProcess | null = null

test.use({
  serviceWorkers: 'allow',
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
      // The shop's own name for its server, and its certificate (a test one) accepted as a till would
      // accept the shop's.
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
  },
})

test.beforeAll(async () => {
  await server.start()
  proxy = spawn(
    process.execPath,
    [
      path.join(ROOT, 'deploy/https-proxy.mjs'),
      '--cert',
      path.join(ROOT, 'e2e/support/tls/test-cert.pem'),
      '--key',
      path.join(ROOT, 'e2e/support/tls/test-key.pem'),
      '--listen',
      String(HTTPS_PORT),
      '--host',
      '127.0.0.1',
      '--target',
      server.url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  await new Promise<void>((resolve, reject) => {
    proxy?.stdout?.once('data', () => resolve())
    proxy?.once('exit', (code) => reject(new Error(`the HTTPS proxy exited (${code})`)))
  })
})

test.afterAll(async () => {
  proxy?.kill('SIGTERM')
  await server.stop()
})

async function signInOnPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`)
  await page.getByLabel('Login').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/dashboard/)
}

test('over plain HTTP on the shop network the terminal sells online and says why it cannot sell offline', async ({
  page,
}) => {
  const origin = `http://${HOST}:${server.port}`
  await signInOnPage(page, origin)
  await page.goto(`${origin}/pos/portal`)
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeVisible()
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false)
  await expect(page.getByTestId('offline-unavailable')).toHaveText(OFFLINE_TEXTS.unavailable.insecure)
})

test('through the HTTPS proxy the terminal keeps its offline app and opens again without the network', async ({
  page,
  context,
}) => {
  const origin = `https://${HOST}:${HTTPS_PORT}`
  await signInOnPage(page, origin)
  // The proxy says the request came over HTTPS, and Counterpart (TRUST_PROXY) marks its cookies Secure.
  const cookies = await context.cookies(origin)
  expect(cookies.length).toBeGreaterThan(0)
  for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true)

  // The till this device stands at, added through the proxy as the Till page does.
  const id = await page.evaluate(async (name) => {
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '')
    const answer = await fetch('/api/tills', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: JSON.stringify({ name }),
    })
    if (answer.status !== 201) throw new Error(`adding the till: ${answer.status} ${await answer.text()}`)
    return ((await answer.json()) as { id: number }).id
  }, `Counter ${Date.now()}`)
  await page.addInitScript((tillId) => localStorage.setItem('counterpart.till', String(tillId)), id)
  await page.goto(`${origin}/pos/portal`)
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect(page.getByTestId('offline-badge')).toContainText('Prices as of')
  await expect(page.getByTestId('offline-unavailable')).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeVisible()
  await expect(page.getByTestId('offline-badge')).toContainText(OFFLINE_TEXTS.offline)
  await context.setOffline(false)
})
