import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { TooManyRequestsError } from './errors.ts'

/**
 * Counts one event in a fixed window and answers the count and when the window began. One statement
 * (an upsert with RETURNING), so concurrent requests from several app processes all count: none of them
 * can read an old count. The counters live in the rate_limits table, keyed by bucket and subject.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  now: string,
  windowStartedBefore: string,
): Promise<{ hits: number; window_start: string }> {
  return db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${windowStartedBefore} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${windowStartedBefore} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow()
}

/** Takes back one hit counted by countHit (never below zero): an event that turned out not to count. */
export async function uncountHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute()
}

/**
 * Counts one hit of `key` and refuses (429) once its window holds more than `limit.hits`, telling how many
 * seconds are left: the public tracking calls share this one check.
 */
export async function limitHits(
  db: Kysely<Database>,
  key: string,
  limit: { hits: number; windowMs: number },
  message: (seconds: number) => string,
  now = Date.now(),
): Promise<void> {
  const counted = await countHit(db, key, new Date(now).toISOString(), new Date(now - limit.windowMs).toISOString())
  if (counted.hits <= limit.hits) return
  const seconds = Math.max(1, Math.ceil((Date.parse(counted.window_start) + limit.windowMs - now) / 1000))
  throw new TooManyRequestsError(message(seconds), seconds)
}
