import type { FastifyRequest } from 'fastify'
import {
  installerDatabaseSchema,
  installerStatusSchema,
  installerStepResponseSchema,
  installerStepSchema,
} from '@counterpart/domain/schemas/installer'
import { route } from '../../platform/routes.ts'
import { parseWith } from '../../platform/validation.ts'
import type { BuiltApp } from '../../app.ts'
import type { InstallerService } from './service.ts'

/**
 * The installer's calls (spec 000 §7): POST /install.php with a step field. They exist only in the app
 * that serves the installer; the installed app has no such routes, so they answer 404 there.
 */
export function installerRoutes(installer: InstallerService, onInstalled: (app: BuiltApp) => void) {
  const steps = (url: string) =>
    route({
      method: 'POST',
      url,
      gate: 'public',
      summary:
        'One installer step: step1 requirements, step2 license, step3 database connection, step4 environment file, step5 key, step6 database, step7 permissions',
      body: installerStepSchema,
      response: installerStepResponseSchema,
      handler: async ({ body, request, reply }) => {
        const host = request.hostname
        if (body.step === 'step2') return installer.license(body.license, host)
        installer.checkLicense(body.license, host)
        switch (body.step) {
          case 'step1':
            return installer.requirements()
          case 'step3':
            return installer.connect(parseWith(installerDatabaseSchema, request.body))
          case 'step4':
            return installer.writeEnvironment(parseWith(installerDatabaseSchema, request.body))
          case 'step5':
            return installer.generateKey()
          case 'step6':
            return installer.initialise()
          case 'step7': {
            const { message, app } = await installer.setPermissions()
            // The installed app takes over once this answer has left: the browser then opens /login on it.
            reply.raw.once('finish', () => onInstalled(app))
            return { message }
          }
        }
      },
    })

  return [
    route({
      method: 'GET',
      url: '/install.php',
      gate: 'public',
      summary: 'Whether the web installer is being served, its version and the server address',
      response: installerStatusSchema,
      handler: async ({ request }) => installer.status(serverAddress(request)),
    }),
    steps('/install.php'),
    steps('/install'),
  ]
}

/** The address the browser reached this server on: the default database host of the form. */
function serverAddress(request: FastifyRequest): string {
  const local = request.socket.localAddress ?? '127.0.0.1'
  return local.replace(/^::ffff:/, '') || '127.0.0.1'
}
