import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { MESSAGES } from '@counterpart/domain/messages'
import { PAGE_ROUTE } from '../../platform/route-security.ts'

/**
 * In the installed app the installer's pages answer 404, so nobody can run it again. With the web app
 * built, the 404 carries the single-page app, which shows its own not-found page.
 */
export function refuseInstallerPages(app: FastifyInstance, webDistDir: string | null): void {
  const index = webDistDir ? path.join(webDistDir, 'index.html') : null
  for (const url of ['/install.php', '/install']) {
    app.get(url, { config: PAGE_ROUTE }, async (_request, reply) => {
      if (index && fs.existsSync(index)) return reply.code(404).type('text/html').send(fs.createReadStream(index))
      return reply.code(404).send({ message: MESSAGES.notFound })
    })
  }
}
