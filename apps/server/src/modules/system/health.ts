import { tr } from '@counterpart/domain/i18n/translate'
import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../platform/errors.ts'

export const HEALTH_MESSAGES = {
  get databaseUnreachable() {
    return tr('messages:server.databaseUnreachable')
  },
}

/**
 * The health answer a load balancer acts on: ok only when a trivial query comes back, so a process whose
 * database went away (a restarted PostgreSQL, a lost SQLite file handle) is taken out with a 503.
 */
export async function checkHealth(db: Kysely<Database>, log: FastifyBaseLogger): Promise<{ status: 'ok' }> {
  try {
    await sql`select 1`.execute(db)
  } catch (error) {
    log.error({ err: error }, 'health check: database query failed')
    throw new AppError(503, HEALTH_MESSAGES.databaseUnreachable)
  }
  return { status: 'ok' }
}
