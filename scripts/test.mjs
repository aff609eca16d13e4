// `npm test`: typecheck, lint, unit (domain + web), API on SQLite, API on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys. Stops at the first failing step.
import { spawnSync } from 'node:child_process'

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

const timings = []
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (result.status !== 0) {
    console.error(`\n${name} failed.`)
    process.exit(result.status ?? 1)
  }
}
console.log(`\nAll test steps passed.\n${timings.join('\n')}`)
