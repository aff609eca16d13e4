import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { BackupEngine } from './engine.ts'
import { InvalidBackupError } from './engine.ts'

/**
 * PostgreSQL backups are pg_dump's custom format: one consistent snapshot taken by a separate process
 * while the app keeps serving. A restore turns the dump into SQL with pg_restore and runs it through psql
 * in one transaction that first drops our tables: any failure leaves the live data exactly as it was.
 */
export function createPostgresEngine(databaseUrl: string, db: Kysely<Database>, binDir: string): BackupEngine {
  const { url, env } = splitCredentials(databaseUrl)
  const tool = (name: string) => findTool(name, binDir)

  return {
    extension: 'dump',

    async create(target: string): Promise<void> {
      await run(
        tool('pg_dump'),
        ['--format=custom', '--no-owner', '--no-acl', `--file=${target}`, `--dbname=${url}`],
        env,
      )
    },

    async validate(file: string): Promise<string[]> {
      const list = await run(tool('pg_restore'), ['--list', file], env).catch((error: Error) => {
        throw new InvalidBackupError(firstLine(error.message))
      })
      if (!/ TABLE public kysely_migration /.test(list)) throw new InvalidBackupError('it holds no Counterpart schema')
      // Reading every data block to the end is what finds a file cut short by a full disk or a broken copy.
      await run(tool('pg_restore'), ['--file=/dev/null', file], env).catch((error: Error) => {
        throw new InvalidBackupError(firstLine(error.message))
      })
      const data = await run(tool('pg_restore'), ['--data-only', '--table=kysely_migration', '--file=-', file], env)
      return parseCopyRows(data)
        .map((columns) => columns[0] ?? '')
        .filter((name) => name !== '')
    },

    async restore(file: string): Promise<void> {
      const tables = await sql<{
        tablename: string
      }>`select tablename from pg_tables where schemaname = 'public'`.execute(db)
      const drop = tables.rows.length
        ? `DROP TABLE IF EXISTS ${tables.rows.map((row) => `public.${quoteIdent(row.tablename)}`).join(', ')} CASCADE;\n`
        : ''
      await pipeRestore(tool('pg_restore'), tool('psql'), file, url, env, drop)
    },
  }
}

/** The password goes to the tools through PGPASSWORD, never on a command line that `ps` shows. */
function splitCredentials(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(databaseUrl)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

export function findTool(name: string, binDir: string): string {
  const candidates = [
    ...(binDir ? [path.join(binDir, name)] : []),
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, name)),
    ...listPostgresBinDirs().map((dir) => path.join(dir, name)),
  ]
  const found = candidates.find((candidate) => isExecutable(candidate))
  if (!found) throw new Error(`${name} was not found: install the PostgreSQL client tools or set PG_BIN_DIR`)
  return found
}

function listPostgresBinDirs(): string[] {
  const root = '/usr/lib/postgresql'
  try {
    return fs
      .readdirSync(root)
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(root, version, 'bin'))
  } catch {
    return []
  }
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** Runs a tool, answers its standard output; a non-zero exit rejects with its standard error. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'))
      else
        reject(new Error(Buffer.concat(err).toString('utf8').trim() || `${path.basename(command)} exited with ${code}`))
    })
  })
}

/**
 * pg_restore's SQL, after our DROP statements, into one psql transaction that stops at the first error.
 * COMMIT is written only once pg_restore has read the whole file without error: a dump that breaks off
 * halfway ends the session without it, and PostgreSQL rolls everything back.
 */
function pipeRestore(
  pgRestore: string,
  psql: string,
  file: string,
  url: string,
  env: NodeJS.ProcessEnv,
  prelude: string,
): Promise<void> {
  const restore = spawn(pgRestore, ['--no-owner', '--no-acl', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const client = spawn(psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '--file=-'], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  const errors: string[] = []
  restore.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')))
  client.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')))
  client.stdin.on('error', () => undefined)
  client.stdin.write(`BEGIN;\n${prelude}`)
  restore.stdout.pipe(client.stdin, { end: false })
  const exited = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', resolve)
    })
  const restoreDone = exited(restore).then((code) => {
    client.stdin.end(code === 0 ? 'COMMIT;\n' : undefined)
    return code
  })
  const clientDone = exited(client).then((code) => {
    // psql stopped at an error: nothing reads pg_restore's output any more, so it must not wait for a reader.
    if (code !== 0 && restore.exitCode === null) restore.kill()
    return code
  })
  return Promise.all([restoreDone, clientDone]).then(([restoreCode, clientCode]) => {
    if (restoreCode !== 0 || clientCode !== 0) {
      throw new Error(errors.join('').trim() || `restore failed (pg_restore ${restoreCode}, psql ${clientCode})`)
    }
  })
}

/** The rows of the COPY blocks in pg_restore's SQL output, split into columns. */
function parseCopyRows(text: string): string[][] {
  const rows: string[][] = []
  let inCopy = false
  for (const line of text.split('\n')) {
    if (!inCopy && line.startsWith('COPY ')) inCopy = true
    else if (inCopy && line === '\\.') inCopy = false
    else if (inCopy) rows.push(line.split('\t'))
  }
  return rows
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? text).replace(/^pg_restore: error: /, '')
}
