import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INSTALL_PROGRESS } from '@counterpart/domain/schemas/installer'
import type { BuiltApp } from '../../app.ts'
import { loadConfig, type AppConfig } from '../../config.ts'
import { ADMIN, createTestApp, TEST_DIALECT, TestClient } from '../../../test/helpers.ts'
import { environmentWithEnvFile, readEnvFile } from './env-file.ts'
import { buildInstallerApp, type InstallerApp } from '../../installer-app.ts'
import { probeInstalled } from './installation.ts'
import { createLicenseKey, isValidLicense } from './license.ts'

const SECRET = 'test-license-secret'
// app.inject sends Host: localhost:80; the license is for the host without its port.
const LICENSE = createLicenseKey('localhost', SECRET)

let dataDir: string
let config: AppConfig
let installer: InstallerApp
let handedOver: BuiltApp | null
let client: TestClient
const cleanups: (() => Promise<void>)[] = []

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-installer-'))
  config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'silent',
      BACKUP_DAILY: 'false',
      INSTALLER: 'web',
    }),
    licenseSecret: SECRET,
  }
  handedOver = null
  installer = await buildInstallerApp(config, { logger: false, onInstalled: (app) => (handedOver = app) })
  client = new TestClient(installer.app)
})
afterEach(async () => {
  await installer.app.close()
  await handedOver?.app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

function step(step: string, extra: Record<string, unknown> = {}, license = LICENSE) {
  return client.post('/api/install.php', { step, license, ...extra })
}

/** A database to install into: a file in the data folder, or a fresh PostgreSQL database. */
async function targetDatabase(): Promise<Record<string, string>> {
  if (TEST_DIALECT === 'sqlite') return { database_driver: 'sqlite', database_name: 'shop' }
  const adminUrl = new URL(process.env.TEST_DATABASE_URL as string)
  const name = `counterpart_install_${randomBytes(5).toString('hex')}`
  await withPg(adminUrl.toString(), (c) => c.query(`create database ${name}`))
  cleanups.push(() => withPg(adminUrl.toString(), (c) => c.query(`drop database if exists ${name} with (force)`)))
  return {
    database_driver: 'postgres',
    database_host: adminUrl.hostname,
    database_port: adminUrl.port || '5432',
    database_name: name,
    database_user: decodeURIComponent(adminUrl.username),
    database_password: decodeURIComponent(adminUrl.password),
  }
}

async function withPg(url: string, work: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    await work(c)
  } finally {
    await c.end()
  }
}

describe('license', () => {
  it('is valid only for the host it was made for, with the secret it was made with', () => {
    const key = createLicenseKey('shop.example.com', SECRET)
    expect(isValidLicense(`  ${key}\n`, 'Shop.Example.com', SECRET)).toBe(true)
    expect(isValidLicense(key, 'other.example.com', SECRET)).toBe(false)
    expect(isValidLicense(key, 'shop.example.com', 'another-secret')).toBe(false)
    expect(isValidLicense(key.slice(0, -2) + (key.endsWith('A') ? 'BB' : 'AA'), 'shop.example.com', SECRET)).toBe(false)
    expect(isValidLicense('', 'shop.example.com', SECRET)).toBe(false)
  })

  it('answers step 2 with the validated text and the default login, or "Invalid license !"', async () => {
    const wrong = await step('step2', {}, createLicenseKey('elsewhere.example.com', SECRET))
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ message: 'Invalid license !', errors: { license: ['Invalid license !'] } })

    const valid = await step('step2', {}, `  ${LICENSE}  `)
    expect(valid.statusCode).toBe(200)
    expect(valid.json()).toEqual({
      message: 'Awesome, it has been validated successfully !',
      admin: { email: ADMIN.email, password: ADMIN.password },
    })
  })

  it('guards every step: without a valid license nothing runs', async () => {
    for (const name of ['step1', 'step3', 'step4', 'step5', 'step6', 'step7']) {
      const response = await step(name, {}, 'not-a-key')
      expect(response.statusCode, name).toBe(422)
      expect(response.json().message).toBe('Invalid license !')
    }
    expect(fs.existsSync(path.join(dataDir, 'counterpart.env'))).toBe(false)
  })

  it('will not start without a LICENSE_SECRET', async () => {
    await expect(
      buildInstallerApp({ ...config, licenseSecret: '' }, { logger: false, onInstalled: () => {} }),
    ).rejects.toThrow(/LICENSE_SECRET/)
  })
})

describe('web installer', () => {
  it('tells the page it is being served, with version 0.7 and the server address', async () => {
    const response = await client.get('/api/install.php')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ installer: true, version: '0.7' })
    expect(response.json().ip).toMatch(/\d+\.\d+\.\d+\.\d+|:/)
  })

  it('sends every other page to /install.php and refuses the rest of the API until installed', async () => {
    const page = await installer.app.inject({ method: 'GET', url: '/dashboard' })
    expect(page.statusCode).toBe(302)
    expect(page.headers.location).toBe('/install.php')
    const api = await installer.app.inject({ method: 'GET', url: '/api/settings' })
    expect(api.statusCode).toBe(503)
    expect(api.json().message).toBe('Counterpart is not installed yet: open /install.php to install it.')
    // The web app starts by pulling its configuration: it gets the defaults and nobody signed in.
    const configuration = (await client.post('/api/pull-app-configuration')).json()
    expect(configuration).toMatchObject({ autheried: null, actions: null, configs: { version: '0.7' } })
  })

  it('lists the server requirements as missing and loaded (step 1)', async () => {
    const response = await step('step1')
    expect(response.statusCode).toBe(200)
    const { missing, loaded } = response.json()
    expect(missing).toEqual([])
    expect(loaded.join('\n')).toMatch(/Node\.js 20\.19 or newer/)
    expect(loaded.join('\n')).toMatch(/Writable data folder/)
    expect(loaded.join('\n')).toMatch(/free disk space/)
    expect(loaded.join('\n')).toMatch(/SQLite database driver/)
  })

  it('names each missing database field with the messages of spec 000 §5', async () => {
    const response = await step('step3', { database_driver: 'postgres', database_port: '' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      database_host: ['Host-name is required'],
      database_port: ['Database port is required'],
      database_name: ['Database name is required'],
      database_user: ['Database user is required'],
    })
    const port = await step('step3', {
      database_driver: 'postgres',
      database_host: 'db',
      database_port: 'abc',
      database_name: 'shop',
      database_user: 'shop',
    })
    expect(port.json().errors).toEqual({ database_port: ['Database port must be a number between 1 and 65535'] })
    const sqliteName = await step('step3', { database_driver: 'sqlite', database_name: '../escape' })
    expect(sqliteName.json().errors.database_name).toEqual([
      'The database name may use letters, digits, - and _ only (at most 64)',
    ])
  })

  it('stops at a database it cannot connect to, with the reason, and writes nothing', async () => {
    const refused = await step('step3', {
      database_driver: 'postgres',
      database_host: '127.0.0.1',
      database_port: 1,
      database_name: 'shop',
      database_user: 'shop',
      database_password: 'wrong',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toMatch(/^Could not connect to the database: .*ECONNREFUSED/)
    expect(refused.json().errors.database_host).toEqual([refused.json().message])

    if (TEST_DIALECT === 'postgres') {
      const target = await targetDatabase()
      const missing = await step('step3', { ...target, database_name: 'no_such_database_here' })
      expect(missing.statusCode).toBe(422)
      expect(missing.json().errors.database_name[0]).toMatch(/does not exist/)
    }
    expect(fs.existsSync(path.join(dataDir, 'counterpart.env'))).toBe(false)
  })

  it('installs on a fresh data folder step by step, then hands over to the installed app and never runs again', async () => {
    const database = await targetDatabase()
    for (const { step: name } of INSTALL_PROGRESS) {
      const response = await step(name, database)
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200)
      if (name !== 'step1') expect(response.json().message).toEqual(expect.any(String))
    }

    // The environment file names the chosen database and a key, readable by the owner only.
    const envFile = path.join(dataDir, 'counterpart.env')
    const values = readEnvFile(envFile)
    expect(values.DATABASE_URL).toMatch(TEST_DIALECT === 'sqlite' ? /^sqlite:.*shop\.sqlite$/ : /^postgres:\/\//)
    expect(values.APP_KEY).toMatch(/^[\w-]{40,}$/)
    expect(fs.statSync(envFile).mode & 0o777).toBe(0o600)
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(true)
    expect(await probeInstalled(values.DATABASE_URL as string)).toBe(true)

    // The installed app took over: the default admin signs in.
    expect(handedOver).not.toBeNull()
    const staff = new TestClient((handedOver as BuiltApp).app)
    expect((await staff.login(ADMIN.email, ADMIN.password)).statusCode).toBe(200)

    // Nobody can run the installer again: not on the installer that just finished, not on the installed app.
    expect((await step('step1')).statusCode).toBe(404)
    expect((await client.get('/api/install.php')).statusCode).toBe(404)
    const installed = (handedOver as BuiltApp).app
    expect((await installed.inject({ method: 'GET', url: '/install.php' })).statusCode).toBe(404)
    expect((await installed.inject({ method: 'GET', url: '/install' })).statusCode).toBe(404)
    expect((await staff.post('/api/install.php', { step: 'step1', license: LICENSE })).statusCode).toBe(404)

    // A restart reads the environment file and finds the database installed.
    const restartEnv = environmentWithEnvFile({ DATA_DIR: dataDir, INSTALLER: 'web' })
    expect(restartEnv.DATABASE_URL).toBe(values.DATABASE_URL)
  })

  it("answers a visitor's step in their browser's language (accept-language: fr)", async () => {
    const french = await client.request({
      method: 'POST',
      url: '/api/install.php',
      payload: { step: 'step4', license: LICENSE, database_driver: 'sqlite', database_name: 'shop' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    })
    expect(french.statusCode).toBe(200)
    const envFile = path.join(dataDir, 'counterpart.env')
    expect(french.json().message).toBe(`Fichier d’environnement écrit (${envFile}).`)
    // Without the header the same step answers in English.
    expect((await step('step4', { database_driver: 'sqlite', database_name: 'shop' })).json().message).toBe(
      `Environment file written (${envFile}).`,
    )
  })

  it('refuses to install over a database that already holds an installation', async () => {
    const database = await targetDatabase()
    for (const { step: name } of INSTALL_PROGRESS) await step(name, database)
    await handedOver?.app.close()
    handedOver = null

    const again = await buildInstallerApp(config, { logger: false, onInstalled: () => {} })
    try {
      const second = new TestClient(again.app)
      const response = await second.post('/api/install.php', { step: 'step3', license: LICENSE, ...database })
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toMatch(/^This database already holds an installed Counterpart/)
    } finally {
      await again.app.close()
    }
  })
})

describe('the installed app', () => {
  it('answers 404 on the installer paths, so the installer cannot be re-run', async () => {
    const app = await createTestApp()
    try {
      for (const url of ['/install.php', '/install']) {
        expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(404)
      }
      const client = new TestClient(app.app)
      expect((await client.post('/api/install.php', { step: 'step1', license: LICENSE })).statusCode).toBe(404)
      expect((await client.get('/api/install.php')).statusCode).toBe(404)
      const installation = await app.database.db.selectFrom('installation').selectAll().executeTakeFirst()
      expect(installation?.version).toBe('0.7')
    } finally {
      await app.close()
    }
  })
})
