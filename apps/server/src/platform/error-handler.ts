import fs from 'node:fs'
import path from 'node:path'
import type { FastifyError, FastifyInstance } from 'fastify'
import { translateEnglish, translateFieldErrors } from '@counterpart/domain/i18n/from-english'
import { MESSAGES } from '@counterpart/domain/messages'
import { AppError, TooManyRequestsError } from './errors.ts'
import { isApiTarget } from './request-path.ts'
import { isPrecompressedCopy } from './web-files.ts'

/**
 * The one place where failures become HTTP answers. Clients get `{message}` (and `errors` on 422);
 * a 5xx never carries its detail, which goes to the log with the request id.
 */
export function installErrorHandling(app: FastifyInstance, webDistDir: string | null): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds))
      // A 422's messages may come from a schema, written in English when it loaded (from-english.ts).
      return reply
        .code(error.statusCode)
        .send(
          error.errors
            ? { message: translateEnglish(error.message), errors: translateFieldErrors(error.errors) }
            : { message: translateEnglish(error.message) },
        )
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
    const code = 'code' in error ? error.code : undefined
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
      return reply.code(400).send({ message: MESSAGES.malformedJson })
    }
    if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ message: MESSAGES.payloadTooLarge })
    }
    if (status === 408) return reply.code(408).send({ message: MESSAGES.requestTimeout })
    if (status === 429) return reply.code(429).send({ message: error.message })
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad content type, empty JSON body ...) are safe to name.
      return reply.code(status).send({ message: error.message })
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed')
    return reply.code(500).send({ message: MESSAGES.serverError })
  })

  const spaIndex = webDistDir ? path.join(webDistDir, 'index.html') : null
  app.setNotFoundHandler((request, reply) => {
    // Any page path belongs to the single-page app, which shows its own 404 page for unknown ones. An API
    // path is one under any spelling (`/%61pi/x`, `/API/x`, `//api/x`, `/./api/x`, `http://host/api/x`):
    // a call that matches nothing gets the JSON 404, never a 200 with the page.
    // A missing script (a stale chunk, /sw.js before a build) is a 404: a page in its place would be run as
    // JavaScript, and a service worker registered from it would fail with a confusing MIME error. So is anything
    // under /assets/ (only the build's files live there, no page) and a compressed copy asked for by name.
    const isPage =
      request.method === 'GET' &&
      !isApiTarget(request.url) &&
      !/\.m?js($|\?)|^\/assets\//.test(request.url) &&
      !isPrecompressedCopy(request.url)
    if (isPage && spaIndex && fs.existsSync(spaIndex)) {
      // The page names this build's hashed files, which are cached for a year: it must be asked for every time.
      return reply.code(200).type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(spaIndex))
    }
    return reply.code(404).send({ message: MESSAGES.notFound })
  })
}
