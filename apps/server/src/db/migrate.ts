import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import { inspect } from 'node:util'
import { migrations } from './migrations/index.ts'

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations
  }
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema, as migrations are frozen in time
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : inspect(error)
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
