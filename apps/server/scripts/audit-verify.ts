/**
 * `npm run audit:verify`: recomputes the audit log's chain (platform/audit.ts) and says whether any event
 * was altered, removed or added behind the API. Reads the configuration the server reads (the environment,
 * then DATA_DIR/counterpart.env), so it checks the database the server uses, on SQLite or PostgreSQL.
 *
 * `--head <seq>:<hash>` (the head printed on a Z report or written in a backup's manifest) anchors the log
 * outside the database: the check then also fails when the log does not reach that event with that hash
 * (a log wiped, cut back, or rewritten, by hand or by a restore).
 *
 * Exit status: 0 the chain is intact (and reaches the head given); 1 it is not (each problem is printed, naming the event); 2 it could
 * not be checked (no database, one without the audit tables, or none reachable). It never runs migrations;
 * the one thing it writes is the seal the server would write moments later (issue 35): the events committed
 * since the last seal are chained first, so the check covers them.
 */
// First: every language's texts, before any module captures a label or a schema message (translate.ts).
import '@counterpart/domain/i18n/all-resources'
import fs from 'node:fs'
import { isPostgresUrl, loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/connection.ts'
import { environmentWithEnvFile } from '../src/modules/installer/env-file.ts'
import { sealAudit, verifyAuditChain, type AuditHead } from '../src/platform/audit.ts'

const AUDIT_TABLES = ['audit_events', 'audit_chain_head']

const expected = headArgument(process.argv.slice(2))
const config = loadConfig(environmentWithEnvFile(process.env))
const sqliteFile = isPostgresUrl(config.databaseUrl) ? null : config.databaseUrl.replace(/^sqlite:(\/\/)?/, '')
const where = sqliteFile ?? postgresName(config.databaseUrl)
process.exitCode = await (expected === 'invalid' ? Promise.resolve(2) : verify()).catch((error: unknown) => {
  console.error(`Could not read the audit log of ${where}: ${error instanceof Error ? error.message : String(error)}`)
  return 2
})

/** `--head 1234:<64 hex>` or `--head=1234:<64 hex>`; 'invalid' (after saying why) when it does not read. */
function headArgument(args: string[]): AuditHead | undefined | 'invalid' {
  const index = args.findIndex((arg) => arg === '--head' || arg.startsWith('--head='))
  if (index < 0) return undefined
  const text = args[index]?.startsWith('--head=') ? args[index].slice('--head='.length) : args[index + 1]
  const match = /^(\d+):([0-9a-f]{64})$/.exec((text ?? '').trim())
  if (!match) {
    console.error('--head takes the event number and hash as printed on a Z report: --head 1234:<64 hex digits>')
    return 'invalid'
  }
  return { seq: Number(match[1]), hash: match[2] as string }
}

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
    const tables = await database.db.introspection.getTables()
    const names = new Set(tables.map((table) => table.name))
    const missing = AUDIT_TABLES.filter((table) => !names.has(table))
    const events = tables.find((table) => table.name === 'audit_events')
    // A log from before the sealer (migration 0022) has no chain numbers to walk.
    if (events && !events.columns.some((column) => column.name === 'seq')) missing.push('audit_events.seq')
    if (missing.length > 0) {
      console.error(
        `${where} has no audit log (${missing.join(', ')} missing): start the server once to bring it up to date, then verify.`,
      )
      return 2
    }
    // What the server would do moments later: chain the events committed since its last seal, so the
    // check covers every committed event (the only change it makes, and to the chain's bookkeeping alone).
    await sealAudit(database.db)
    const result = await verifyAuditChain(database.db, expected === 'invalid' ? undefined : expected)
    // Written after the seal above: the chain cannot vouch for them yet.
    if (result.unsealed.count > 0) {
      const { count, firstId, lastId } = result.unsealed
      console.log(
        `Not yet sealed: ${count} ${count === 1 ? 'event' : 'events'} written during the check (insertion ids ${firstId} to ${lastId}).`,
      )
    }
    if (result.ok) {
      console.log(`Audit log verified: ${result.checked} events, chain intact.`)
      if (expected && expected !== 'invalid') console.log(`It reaches event ${expected.seq}, the head you hold.`)
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
