// `npm test`: typecheck, lint, unit (domain + web), API on SQLite, API on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys. Stops at the first failing step.
// Each step's time goes to test-results/step-times.txt as it ends, so a failed or killed run still
// says which steps ran, how long each took and which one failed (`.ci/run` prints the file).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const timesFile = path.resolve('test-results', 'step-times.txt')
fs.mkdirSync(path.dirname(timesFile), { recursive: true })
const lines = []
const record = (line) => {
  lines.push(line)
  fs.writeFileSync(timesFile, `${lines.join('\n')}\n`)
}
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']],
  ['API tests on SQLite', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'sqlite' }],
]
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'postgres' }])
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on SQLite only (CI runs PostgreSQL too).')
}
steps.push(['browser tests (Playwright, Chromium)', 'npm', ['run', 'test:e2e']])

const started = Date.now()
record(`npm test started ${new Date(started).toISOString()}`)
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`)
  const stepStarted = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    record(`${name}: ${seconds(stepStarted)} FAILED`)
    record(`npm test: ${seconds(started)}, failed at ${name}`)
    console.error(`\n${name} failed.`)
    process.exit(result.status ?? 1)
  }
  record(`${name}: ${seconds(stepStarted)}`)
}
record(`npm test: ${seconds(started)}, all steps passed`)
console.log(`\nAll test steps passed.\n${lines.join('\n')}`)
