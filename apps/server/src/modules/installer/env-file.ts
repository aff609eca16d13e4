import fs from 'node:fs'
import path from 'node:path'

/**
 * The environment file the web installer writes (step 4 and 5): DATA_DIR/counterpart.env, readable by
 * the app's user only since it holds the database password. At start its values fill in what the real
 * environment leaves unset; the real environment always wins.
 */
export const ENV_FILE_NAME = 'counterpart.env'

export function envFilePath(dataDir: string): string {
  return path.join(dataDir, ENV_FILE_NAME)
}

export function readEnvFile(file: string): Record<string, string> {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return {}
  }
  const values: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match?.[1]) continue
    let value = match[2] ?? ''
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1).replace(/\\(["\\])/g, '$1')
    values[match[1]] = value
  }
  return values
}

/** Sets keys in the file, keeping the others; written to a temporary file and renamed, mode 0600. */
export function updateEnvFile(file: string, changes: Record<string, string>): void {
  const values = { ...readEnvFile(file), ...changes }
  const body = [
    '# Written by the Counterpart web installer. The real environment overrides these values.',
    ...Object.entries(values).map(([key, value]) => `${key}="${value.replace(/(["\\])/g, '\\$1')}"`),
    '',
  ].join('\n')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, body, { mode: 0o600 })
  fs.renameSync(temporary, file)
}

/** The process environment with the installer's file underneath it. */
export function environmentWithEnvFile(
  env: NodeJS.ProcessEnv,
  cwd = process.cwd(),
): Record<string, string | undefined> {
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data')
  const fromFile = readEnvFile(envFilePath(dataDir))
  const merged: Record<string, string | undefined> = { ...fromFile }
  for (const [key, value] of Object.entries(env)) if (value !== undefined) merged[key] = value
  return merged
}
