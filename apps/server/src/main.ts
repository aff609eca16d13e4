// First: every language's texts, before any module captures a label or a schema message (translate.ts).
import '@counterpart/domain/i18n/all-resources'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { environmentWithEnvFile } from './modules/installer/env-file.ts'
import { buildInstallerApp } from './installer-app.ts'
import { probeInstalled } from './modules/installer/installation.ts'

// The web installer's environment file (DATA_DIR/counterpart.env) fills in what the environment leaves unset.
const config = loadConfig(environmentWithEnvFile(process.env))

if (config.webInstaller && !(await probeInstalled(config.databaseUrl))) {
  await serveInstaller()
} else {
  await serveApp()
}

async function serveApp(): Promise<void> {
  const { app, createdAdmin } = await buildApp(config)
  closeOnSignals(() => app)
  await app.listen({ port: config.port, host: config.host })

  const lines = [`Counterpart is serving ${url()}`]
  if (createdAdmin) {
    lines.push(
      '',
      'First start: the admin account was created.',
      `  Login:    ${config.admin.email}`,
      `  Password: ${config.admin.password}`,
      'Sign in and change this password (Users Management) before the shop goes live.',
    )
  }
  console.log(['', ...lines, ''].join('\n'))
}

/**
 * INSTALLER=web on a database that is not installed: one HTTP server hands each request to the installer
 * app until its last step succeeds, then to the installed app, with no restart and no moment unserved.
 */
async function serveInstaller(): Promise<void> {
  let current: FastifyInstance
  const { app: installerApp } = await buildInstallerApp(config, {
    onInstalled: (installed) => {
      current = installed.app
      installed.app.log.info('installation complete: serving the installed app')
      void installerApp.close()
    },
  })
  current = installerApp
  await installerApp.ready()
  const server = http.createServer((request, response) => current.routing(request, response))
  server.requestTimeout = 30_000
  closeOnSignals(() => current, server)
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
  console.log(`\nCounterpart is not installed yet. Open ${url()}/install.php to install it.\n`)
}

function closeOnSignals(app: () => FastifyInstance, server?: http.Server): void {
  const shutdown = async (signal: string) => {
    app().log.info({ signal }, 'shutting down: finishing requests in flight')
    server?.close()
    await app().close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}

function url(): string {
  return `http://localhost:${config.port}`
}
