import fs from 'node:fs'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config.ts'
import { openDatabase, type DatabaseHandle } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { createAuthService } from './modules/auth/service.ts'
import { systemRoutes } from './modules/system/routes.ts'
import { createSettingsService } from './modules/settings/service.ts'
import { usersRoutes } from './modules/users/routes.ts'
import { createUsersService } from './modules/users/service.ts'
import { checkCsrf } from './platform/csrf.ts'
import { installErrorHandling } from './platform/error-handler.ts'
import { enforceGate } from './platform/guard.ts'
import { registerRoutes, API_PREFIX } from './platform/routes.ts'
import { createSessionStore } from './platform/sessions.ts'
import { createUploadStore } from './platform/uploads.ts'

export interface BuiltApp {
  app: FastifyInstance
  database: DatabaseHandle
  /** True when this start created the admin account (first start). */
  createdAdmin: boolean
  /** The services, for tests that build data through the same rules as the API. */
  services: Services
}

export type Services = Awaited<ReturnType<typeof createServices>>

/**
 * Every module's service, created in dependency order. A service may use another module's service
 * (the sale uses inventory and payments), never its routes or tables.
 */
async function createServices(config: AppConfig, database: DatabaseHandle) {
  const { db, dialect } = database
  const sessions = createSessionStore(db, {
    lifetimeMinutes: config.sessionLifetimeMinutes,
    secureCookies: config.secureCookies,
  })
  const uploads = createUploadStore(config.dataDir)
  const settings = createSettingsService(db, { demo: config.demo, timezone: config.timezone })
  const users = createUsersService(db, dialect)
  const auth = createAuthService({ db, sessions, settings, config })
  return { sessions, uploads, settings, users, auth }
}

export const MAX_JSON_BODY = 1024 * 1024
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The composition root: platform plugins, then every module. main.ts only reads config and listens. */
export async function buildApp(config: AppConfig, options: { logger?: boolean } = {}): Promise<BuiltApp> {
  const database = openDatabase(config.databaseUrl)
  await migrateToLatest(database.db)
  const { db } = database

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: MAX_JSON_BODY,
    requestTimeout: 30_000,
    genReqId: () => crypto.randomUUID(),
  })
  app.decorate('apiRoutes', [])
  app.decorateRequest('auth', null)

  await app.register(cookie)
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 50 } })
  installErrorHandling(app, config.webDistDir)

  const services = await createServices(config, database)
  const { sessions, settings, users, auth } = services

  // Every /api route must say who may call it; a route without a gate stops the app at start.
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.url?.startsWith(API_PREFIX) && routeOptions.config?.gate === undefined) {
      throw new Error(`Route ${String(routeOptions.method)} ${routeOptions.url} declares no permission gate`)
    }
  })
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(API_PREFIX)) checkCsrf(request)
  })
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(API_PREFIX) || request.routeOptions.config.gate === undefined) return
    request.auth = await sessions.load(request)
    enforceGate(request)
  })

  await settings.ensureStored()
  const createdAdmin = await users.ensureAdmin(config.admin)

  registerRoutes(app, authRoutes(auth, settings, config.secureCookies))
  registerRoutes(app, usersRoutes(users))
  registerRoutes(app, systemRoutes(() => app.apiRoutes))

  fs.mkdirSync(services.uploads.publicRoot, { recursive: true })
  await app.register(fastifyStatic, { root: services.uploads.publicRoot, prefix: '/uploads/', decorateReply: false, index: false })
  if (config.webDistDir && fs.existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, { root: config.webDistDir, prefix: '/', wildcard: true, index: false })
  }

  app.addHook('onClose', async () => {
    await db.destroy()
  })
  await sessions.purgeExpired()
  return { app, database, createdAdmin, services }
}
