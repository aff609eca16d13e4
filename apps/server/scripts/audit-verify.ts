/**
 * `npm run audit:verify`: recomputes the audit log's chain (platform/audit.ts) and says whether any event
 * was altered, removed or added behind the API. Reads the configuration the server reads (the environment,
 * then DATA_DIR/counterpart.env), so it checks the database the server uses, on SQLite or PostgreSQL.
 *
 * Exit status: 0 the chain is intact; 1 it is not (each problem is printed, naming the event); 2 it could
 * not be checked (no database, one without the audit tables, or none reachable). It never runs migrations:
 * checking a database never changes it.
 */
import fs from 'node:fs'
import { isPostgresUrl, loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/connection.ts'
import { environmentWithEnvFile } from '../src/modules/installer/env-file.ts'
import { verifyAuditChain } from '../src/platform/audit.ts'

const AUDIT_TABLES = ['audit_events', 'audit_chain_head']

const config = loadConfig(environmentWithEnvFile(process.env))
const sqliteFile = isPostgresUrl(config.databaseUrl) ? null : config.databaseUrl.replace(/^sqlite:(\/\/)?/, '')
const where = sqliteFile ?? postgresName(config.databaseUrl)
process.exitCode = await verify().catch((error: unknown) => {
  console.error(`Could not read the audit log of ${where}: ${error instanceof Error ? error.message : String(error)}`)
  return 2
})

/** The database named without its password. */
function postgresName(url: string): string {
  const parsed = new URL(url)
  return `PostgreSQL database ${parsed.pathname.slice(1)} on ${parsed.host}`
}

async function verify(): Promise<number> {
  // Opening a SQLite file that is not there would create an empty one.
  if (sqliteFile !== null && !fs.existsSync(sqliteFile)) {
    console.error(`No database at ${sqliteFile}: set DATABASE_URL or DATA_DIR as the server has them.`)
    return 2
  }
  const database = openDatabase(config.databaseUrl)
  try {
    const tables = new Set((await database.db.introspection.getTables()).map((table) => table.name))
    const missing = AUDIT_TABLES.filter((table) => !tables.has(table))
    if (missing.length > 0) {
      console.error(
        `${where} has no audit log (${missing.join(', ')} missing): start the server once to bring it up to date, then verify.`,
      )
      return 2
    }
    const result = await verifyAuditChain(database.db)
    if (result.ok) {
      console.log(`Audit log verified: ${result.checked} events, chain intact.`)
      // The anchor to keep outside the database: a rewrite of the whole chain changes it.
      if (result.last) console.log(`Last event: ${result.last.id}, hash ${result.last.hash}`)
      return 0
    }
    for (const problem of result.problems) console.error(problem.problem)
    console.error(
      `Audit log NOT intact: ${result.problems.length} ${result.problems.length === 1 ? 'problem' : 'problems'} in ${result.checked} events.`,
    )
    return 1
  } finally {
    await database.db.destroy()
  }
}
