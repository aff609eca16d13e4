import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export function findLoginAttempt(db: Kysely<Database>, key: string) {
  return db.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst()
}

/** Counts a failure atomically, so two processes failing at once both count. */
export async function recordLoginFailure(db: Kysely<Database>, key: string, now: string) {
  await db
    .insertInto('login_attempts')
    .values({ key, attempts: 1, locked_until: null, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet((eb) => ({ attempts: eb('login_attempts.attempts', '+', 1), updated_at: now })),
    )
    .execute()
  return findLoginAttempt(db, key)
}

export async function lockLogin(db: Kysely<Database>, key: string, until: string): Promise<void> {
  await db.updateTable('login_attempts').set({ locked_until: until }).where('key', '=', key).execute()
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
