import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { buildInstallerApp, type InstallerApp } from '../src/installer-app.ts'
import { formData, TINY_PNG } from './form-data.ts'
import { createTestApp, signedInAdmin, type TestApp, type TestClient } from './helpers.ts'

/** The directives of a Content-Security-Policy header, by name. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '')
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  )
}

function expectProtected(response: LightMyRequestResponse) {
  const policy = csp(response)
  // Scripts only from the app's own files: an injected inline <script> or onclick= does not run.
  expect(policy.get('script-src')).toEqual(["'self'"])
  expect(policy.get('script-src-attr')).toEqual(["'none'"])
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'self'"])
  // No other site may frame a page (clickjacking): both the CSP and the older header say so.
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(response.headers['x-frame-options']).toBe('DENY')
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBe('same-origin')
  expect(response.headers['x-powered-by']).toBeUndefined()
}

let webDist: string
let test: TestApp
let admin: TestClient

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-web-'))
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(path.join(webDist, 'assets', 'index.js'), 'console.log(1)')
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)')
  test = await createTestApp({ webDistDir: webDist })
  admin = await signedInAdmin(test.app)
}, 60_000)
afterAll(async () => {
  await test.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

describe('security headers of the installed app', () => {
  it('protects the web app pages, its scripts and a page that does not exist', async () => {
    for (const url of ['/welcome', '/sales/pos', '/assets/index.js', '/no-such-page', '/install.php']) {
      const response = await test.app.inject({ method: 'GET', url })
      expect([200, 404], url).toContain(response.statusCode)
      expectProtected(response)
    }
  })

  it('allows the inline styles MUI writes, and images from the app, data: and blob: only', async () => {
    const policy = csp(await test.app.inject({ method: 'GET', url: '/welcome' }))
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    // Plain HTTP (SECURE_COOKIES unset): no HSTS and no upgrade, so a shop on its LAN still loads.
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('serves the till’s service worker fresh on every visit, and lets it run (issue 18)', async () => {
    const worker = await test.app.inject({ method: 'GET', url: '/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toContain('javascript')
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(csp(worker).get('worker-src')).toEqual(["'self'"])
    expectProtected(worker)
    // The app's other files keep the usual caching.
    const script = await test.app.inject({ method: 'GET', url: '/assets/index.js' })
    expect(script.headers['cache-control']).not.toBe('no-cache')
  })

  it('answers a missing script with a 404, never with the app’s page', async () => {
    for (const url of ['/workbox-1234.js', '/assets/gone-abc.js', '/sw.mjs?v=1']) {
      const response = await test.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).not.toContain('text/html')
    }
    expect((await test.app.inject({ method: 'GET', url: '/pos/portal' })).headers['content-type']).toContain(
      'text/html',
    )
  })

  it('protects API answers, refusals and CSV exports', async () => {
    expectProtected(await admin.get('/api/auth-user'))
    expectProtected(await test.app.inject({ method: 'GET', url: '/api/auth-user' }))
    const csv = await admin.get('/api/sale-report/csv?way=1&duration=today')
    expect(csv.statusCode).toBe(200)
    expectProtected(csv)
  })

  it('serves uploaded files with nosniff, so a browser never reads one as a page', async () => {
    const created = await admin.post('/api/category', { name: 'Headers' })
    expect(created.statusCode, created.body).toBeLessThan(300)
    const id = created.json<{ id: number }>().id
    const upload = await admin.request({
      method: 'POST',
      url: `/api/category-image/${id}`,
      ...formData({}, { image: { filename: 'c.png', content: TINY_PNG } }),
    })
    expect(upload.statusCode, upload.body).toBe(200)
    const file = await test.app.inject({ method: 'GET', url: upload.json<{ image: string }>().image })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expectProtected(file)
  })

  it('adds HSTS and upgrade-insecure-requests behind HTTPS', async () => {
    const secure = await createTestApp({ secureCookies: true })
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' })
      expectProtected(response)
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000')
      expect(csp(response).has('upgrade-insecure-requests')).toBe(true)
    } finally {
      await secure.close()
    }
  })
})

describe('security headers of the web installer', () => {
  let installer: InstallerApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-installer-headers-'))
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: webDist, LOG_LEVEL: 'silent', INSTALLER: 'web' }),
      licenseSecret: 'headers-test-secret',
    }
    installer = await buildInstallerApp(config, { logger: false, onInstalled: () => {} })
  })
  afterAll(async () => {
    await installer.app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('protects the installer page, its scripts and its calls', async () => {
    for (const url of ['/install.php', '/assets/index.js', '/api/sanctum/csrf-cookie', '/somewhere']) {
      const response = await installer.app.inject({ method: 'GET', url })
      expectProtected(response)
    }
  })
})
