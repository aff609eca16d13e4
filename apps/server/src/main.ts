import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

const config = loadConfig()
const { app, createdAdmin } = await buildApp(config)

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down: finishing requests in flight')
  await app.close()
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: config.port, host: config.host })

const url = `http://localhost:${config.port}`
const lines = [`Counterpart is serving ${url}`]
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
