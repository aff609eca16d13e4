import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** The PostgreSQL client tools (pg_dump, pg_restore, psql) the backups run, found and called safely. */

/** The password goes to the tools through PGPASSWORD, never on a command line that `ps` shows. */
export function splitCredentials(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
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
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
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
