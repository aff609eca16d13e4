// `npm test`: typecheck, lint, unit (domain + web), API on SQLite, API on PostgreSQL when
// TEST_DATABASE_URL is set, and the browser journeys. Stops at the first failing stage; in a stage, a lane
// stops at its first failing step and the others run to their end.
//
// Steps in one stage run side by side where that pays on a two-core machine: tsc and ESLint each use
// one core. The last stage is the build then the browser journeys (one worker per two cores, each on its own
// server: e2e/support/test.ts), beside the API tests on SQLite then on PostgreSQL. The first step of a stage
// prints as it runs, the others when they end. Each step's time goes to test-results/step-times.txt as it
// ends, so a failed or killed run still says which steps ran, how long each took and which one failed
// (`.ci/run` prints the file).
import { spawn } from 'node:child_process'
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

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step */
/** @type {(name: string, command: string, args: string[], env?: Record<string, string>) => Step} */
const step = (name, command, args, env) => ({ name, command, args, env })

// `.ci/run` installs without the packages' scripts: better-sqlite3's is a build of SQLite from source (about
// 60 s of one core), which nothing before the API tests needs, so it runs here beside the lint and typecheck
// instead of holding up the install. After a plain `npm install` it is built already and this lane is left out.
const nativeBuild = fs.existsSync(path.resolve('node_modules/better-sqlite3/build/Release/better_sqlite3.node'))
  ? []
  : [step('native build (better-sqlite3, esbuild)', 'npm', ['rebuild', 'better-sqlite3', 'esbuild'])]

/** @type {(Step | Step[])[][]} */
const stages = [
  // `npm run lint` is ESLint, Prettier and the translations check. ESLint's type-aware rules take about 160 s of
  // one core; on the other, the typecheck (about 80 s), Prettier, the translations check and the unit tests
  // (about 40 s) follow one another, so the two lanes end together. SQLite's build shares both.
  [
    step('lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']),
    [
      step('typecheck', 'npm', ['run', 'typecheck']),
      step('lint (Prettier)', 'npx', ['prettier', '--check', '.']),
      step('lint (translations)', 'node', ['scripts/check-translations.mjs']),
      step('unit tests (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web*']),
    ],
    ...nativeBuild,
  ],
]
// The last stage is two lanes: the build then the journeys, beside the API tests on SQLite then on PostgreSQL.
// The API tests need nothing more than the stages above, so the journeys no longer wait for the SQLite pass; by
// the time they measure the terminal's speed (pos-speed.spec.ts, with a wide margin) only the PostgreSQL pass
// runs beside them, as before. That pass runs only the files whose checks can depend on the dialect
// (apps/server/test/sqlite-only.ts lists the rest), one file at a time: it waits on PostgreSQL and on pg_dump
// much of the time, and leaves the journeys most of a core.
const journeys = [
  step('build (web app, server bundle)', 'npm', ['run', 'build']),
  // `npm run test:e2e` would build again what the step before made.
  step('browser tests (Playwright, Chromium)', 'npm', ['run', 'test', '-w', '@counterpart/e2e']),
]
const api = [step('API tests on SQLite', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'sqlite' })]
if (process.env.TEST_DATABASE_URL) {
  api.push(
    step('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server', '--maxWorkers=1'], {
      TEST_DB: 'postgres',
    }),
  )
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on SQLite only (CI runs PostgreSQL too).')
}
stages.push([journeys, api])

/** Runs one step; the stage's first streams its output, the others keep theirs until they end. */
function run({ name, command, args, env }, live) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      if (!live) process.stdout.write(`\n=== ${name} (ran alongside) ===\n${Buffer.concat(output).toString()}`)
      const ok = code === 0
      record(`${name}: ${seconds(started)}${ok ? '' : ' FAILED'}`)
      resolve(ok)
    })
  })
}

/** A lane is one step, or steps one after the other (stopping at the first that fails). */
const stepsOf = (lane) => [lane].flat()
const laneName = (lane) =>
  stepsOf(lane)
    .map((each) => each.name)
    .join(' then ')
async function runLane(lane, live) {
  for (const each of stepsOf(lane)) if (!(await run(each, live))) return false
  return true
}

const started = Date.now()
record(`npm test started ${new Date(started).toISOString()}`)
for (const stage of stages) {
  console.log(`\n=== ${stage.map(laneName).join(' | ')} ===`)
  const stageStarted = Date.now()
  const results = await Promise.all(stage.map((lane, index) => runLane(lane, index === 0)))
  if (stage.length > 1) record(`  (side by side: ${seconds(stageStarted)})`)
  const failed = stage.filter((_, index) => !results[index]).map(laneName)
  if (failed.length > 0) {
    record(`npm test: ${seconds(started)}, failed at ${failed.join(', ')}`)
    console.error(`\n${failed.join(', ')} failed.`)
    process.exit(1)
  }
}
record(`npm test: ${seconds(started)}, all steps passed`)
console.log(`\nAll test steps passed.\n${lines.join('\n')}`)
