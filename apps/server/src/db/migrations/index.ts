import type { Migration } from 'kysely'
import * as m0001 from './0001-foundation.ts'

/** Every migration, in order. The key is the migration's name in the kysely_migration table. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
}
