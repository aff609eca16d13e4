import { MESSAGES } from '@counterpart/domain/messages'
import { loginSchema, passwordEmailSchema, passwordResetSchema } from '@counterpart/domain/schemas/auth'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { appConfigurationSchema } from '@counterpart/domain/schemas/settings'
import { pullAppConfigurationResponseSchema, type PullAppConfigurationResponse } from '@counterpart/domain/schemas/user'
import type { AppConfiguration } from '@counterpart/domain/settings'
import { issueCsrfCookie } from '../../platform/csrf.ts'
import { route, doneWith } from '../../platform/routes.ts'
import type { SettingsService } from '../settings/service.ts'
import type { AuthService } from './service.ts'

export function authRoutes(auth: AuthService, settings: SettingsService, secureCookies: boolean) {
  return [
    route({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      gate: 'public',
      summary: 'Sets the XSRF-TOKEN cookie that every state-changing request echoes in X-XSRF-TOKEN',
      response: 'empty',
      handler: async ({ request, reply }) => {
        issueCsrfCookie(request, reply, secureCookies)
        return reply.code(204).send()
      },
    }),
    route({
      method: 'POST',
      url: '/pull-app-configuration',
      readOnly: true,
      gate: 'public',
      summary: 'The application configuration, and the signed-in user with their permissions',
      response: pullAppConfigurationResponseSchema(appConfigurationSchema),
      handler: async ({ auth: signedIn }): Promise<PullAppConfigurationResponse<AppConfiguration>> => ({
        configs: await auth.appConfiguration(),
        autheried: signedIn?.user ?? null,
        actions: signedIn?.actions ?? null,
      }),
    }),
    route({
      method: 'POST',
      url: '/login',
      gate: 'public',
      summary: 'Signs in with email and password',
      body: loginSchema,
      response: messageResponseSchema,
      handler: ({ body, request, reply }) => doneWith(auth.login(body, request, reply), MESSAGES.loggedIn),
    }),
    route({
      method: 'POST',
      url: '/logout',
      gate: 'signedIn',
      summary: 'Ends the current session',
      response: messageResponseSchema,
      handler: ({ request, reply }) => doneWith(auth.logout(request, reply), MESSAGES.loggedOut),
    }),
    route({
      method: 'POST',
      url: '/password/email',
      gate: 'public',
      summary: 'Mails a single-use password reset link',
      body: passwordEmailSchema,
      response: messageResponseSchema,
      handler: ({ body, request }) => doneWith(auth.requestPasswordReset(body, request), MESSAGES.resetLinkSent),
    }),
    route({
      method: 'POST',
      url: '/password/reset',
      gate: 'public',
      summary: 'Sets a new password with a reset token',
      body: passwordResetSchema,
      response: messageResponseSchema,
      handler: ({ body }) => doneWith(auth.resetPassword(body), MESSAGES.passwordReset),
    }),
  ]
}
