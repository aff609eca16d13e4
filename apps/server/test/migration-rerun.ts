import type { Kysely } from 'kysely'
import { migrations } from '../src/db/migrations/index.ts'

/**
 * Runs one migration down and up again on a database at the latest version, as a migration's test does: the
 * later migrations go down first, newest first, so nothing of theirs still refers to what this one drops (on
 * PostgreSQL a foreign key would refuse the drop), and come back up after it. `whileDown` runs once it is
 * down, `whenUp` once it is up again, before the later ones return.
 */
export async function rerunMigration(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
  db: Kysely<any>,
  name: string,
  steps: { whileDown?: () => Promise<void>; whenUp?: () => Promise<void> } = {},
): Promise<void> {
  const target = migrations[name]
  if (!target) throw new Error(`no migration ${name}`)
  const later = Object.keys(migrations)
    .filter((other) => other > name)
    .sort()
  for (const other of later.toReversed()) await migrations[other]!.down?.(db)
  await target.down?.(db)
  await steps.whileDown?.()
  await target.up(db)
  await steps.whenUp?.()
  for (const other of later) await migrations[other]!.up(db)
}
