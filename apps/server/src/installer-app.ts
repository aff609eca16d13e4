// First: every language's texts, before any module captures a label or a schema message (translate.ts).
import '@counterpart/domain/i18n/all-resources'
import fs from 'node:fs'
import path from 'node:path'
import cookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { INSTALLER_MESSAGES } from '@counterpart/domain/schemas/installer'
import { appConfigurationSchema } from '@counterpart/domain/schemas/settings'
import { pullAppConfigurationResponseSchema } from '@counterpart/domain/schemas/user'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { tr } from '@counterpart/domain/i18n/translate'
import { buildApp, MAX_JSON_BODY, type BuiltApp } from './app.ts'
import { fastifyTrustProxy, type AppConfig } from './config.ts'
import { issueCsrfCookie } from './platform/csrf.ts'
import { answerIn, browserLanguage, openLanguageScope } from './platform/request-language.ts'
import { installErrorHandling } from './platform/error-handler.ts'
import { installRouteSecurity, PAGE_ROUTE } from './platform/route-security.ts'
import { isApiTarget } from './platform/request-path.ts'
import { registerRoutes, route } from './platform/routes.ts'
import { registerSecurityHeaders } from './platform/security-headers.ts'
import { installerRoutes } from './modules/installer/routes.ts'
import { createInstallerService, type InstallerService } from './modules/installer/service.ts'

export interface InstallerApp {
  app: FastifyInstance
  installer: InstallerService
}

const INSTALLER_PAGES = new Set(['/install.php', '/install'])

/**
 * The app served while Counterpart is not installed and INSTALLER=web is set: the installer page and its
 * calls, nothing else. Any other page goes to /install.php. When step 7 succeeds, onInstalled receives the
 * installed app, built on the chosen database, to serve in this one's place.
 */
export async function buildInstallerApp(
  config: AppConfig,
  options: { logger?: boolean; onInstalled: (app: BuiltApp) => void },
): Promise<InstallerApp> {
  if (!config.licenseSecret) {
    throw new Error(
      'INSTALLER=web needs LICENSE_SECRET: the license keys are checked with it (see docs/operations.md).',
    )
  }
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: MAX_JSON_BODY,
    requestTimeout: 30_000,
  })
  app.decorate('apiRoutes', [])
  app.decorateRequest('auth', null)
  await app.register(cookie)
  await registerSecurityHeaders(app, { https: config.secureCookies })
  // A visitor nobody knows yet is answered in their browser's language, else English.
  openLanguageScope(app)
  app.addHook('onRequest', async (request) => {
    answerIn(browserLanguage(request))
  })
  installErrorHandling(app, null)
  // Nobody is signed in before installation; the installer's calls are public but still need the CSRF pair.
  installRouteSecurity(app, { load: async () => null })

  const installer = createInstallerService({
    config,
    buildInstalledApp: (installedConfig) => buildApp(installedConfig, { logger: options.logger, markInstalled: false }),
  })

  registerRoutes(
    app,
    [
      route({
        method: 'GET',
        url: '/sanctum/csrf-cookie',
        gate: 'public',
        summary: 'Sets the XSRF-TOKEN cookie',
        response: 'empty',
        handler: async ({ request, reply }) => {
          issueCsrfCookie(request, reply, config.secureCookies)
          return reply.code(204).send()
        },
      }),
      route({
        method: 'POST',
        url: '/pull-app-configuration',
        gate: 'public',
        summary: 'The default configuration and nobody signed in, so the web app can start and show the installer',
        response: pullAppConfigurationResponseSchema(appConfigurationSchema),
        handler: async () => ({
          configs: toAppConfiguration(DEFAULT_SETTINGS, {
            demo: config.demo,
            updated_at: null,
            timezone: config.timezone,
          }),
          autheried: null,
          actions: null,
        }),
      }),
      ...installerRoutes(installer, options.onInstalled),
    ],
    // The installer runs before the database, and so the audit log, exist: the installed app audits.
    { audited: false },
  )

  const index = config.webDistDir ? path.join(config.webDistDir, 'index.html') : null
  const webRoot = config.webDistDir && fs.existsSync(config.webDistDir) ? path.resolve(config.webDistDir) : null
  // Files are looked up on each request (not listed once at start), so a rebuilt web app is served as is.
  if (webRoot) await app.register(fastifyStatic, { root: webRoot, serve: false })
  app.get('/*', { config: PAGE_ROUTE }, async (request, reply) => {
    const pathname = decodedPathname(request.url)
    if (installer.installed) return reply.code(404).send({ message: tr('spec:notFound') })
    if (isApiTarget(request.url)) return reply.code(503).send({ message: INSTALLER_MESSAGES.notInstalled })
    if (pathname === null) return reply.redirect('/install.php')
    const file = webRoot ? path.resolve(webRoot, `.${pathname}`) : null
    if (
      webRoot &&
      file &&
      file.startsWith(webRoot + path.sep) &&
      fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      return reply.sendFile(path.relative(webRoot, file))
    }
    if (INSTALLER_PAGES.has(pathname) && index && fs.existsSync(index)) {
      return reply.type('text/html').send(fs.createReadStream(index))
    }
    if (INSTALLER_PAGES.has(pathname)) return reply.type('text/plain').send(INSTALLER_MESSAGES.notInstalled)
    return reply.redirect('/install.php')
  })

  app.addHook('onClose', async () => {
    await installer.close()
  })
  return { app, installer }
}

/** The path of a request target, percent-decoded once as a file name; null when it does not decode. */
function decodedPathname(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/')
  } catch {
    return null
  }
}
