import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/**
 * Counts a sign-in attempt before its password is checked, in one statement (an upsert with RETURNING):
 * attempts sent at the same moment, from one process or several, each get their own number, so no more
 * than the allowed few ever reach the password check. A lock that has run out starts a fresh count.
 */
export async function countLoginAttempt(
  db: Kysely<Database>,
  key: string,
  now: string,
): Promise<{ attempts: number; locked_until: string | null }> {
  return db
    .insertInto('login_attempts')
    .values({ key, attempts: 1, locked_until: null, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        attempts: sql<number>`case when login_attempts.locked_until is not null and login_attempts.locked_until <= ${now} then 1 else login_attempts.attempts + 1 end`,
        locked_until: sql<
          string | null
        >`case when login_attempts.locked_until is not null and login_attempts.locked_until <= ${now} then null else login_attempts.locked_until end`,
        updated_at: now,
      }),
    )
    .returning(['attempts', 'locked_until'])
    .executeTakeFirstOrThrow()
}

/** Locks the key until `until`, unless a lock that has not run out is already set (it is not extended). */
export async function lockLogin(db: Kysely<Database>, key: string, until: string, now: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ locked_until: until })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute()
}

export async function clearLoginAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute()
}

export async function insertPasswordReset(
  db: Kysely<Database>,
  values: { email: string; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ ...values, used_at: null })
    .execute()
}

export function findPasswordReset(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Marks the token used only if nobody used it first; answers whether this call won. */
export async function consumePasswordReset(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
