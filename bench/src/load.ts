import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import autocannon from 'autocannon'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  pid: number
  url: string
  child: ChildProcess
  /** Resident memory (VmRSS) of the server process now, in MB. */
  rssMb: () => number
  stop: () => Promise<void>
}

// The flags of `npm start` (apps/server/package.json): the bench measures the server as it runs in production.
const SERVER_NODE_FLAGS = ['--max-old-space-size=192']

/** The app as `npm start` runs it (the bundled server, apps/server/dist/main.mjs), on its own port and data. */
export async function startServer(options: {
  port: number
  dataDir: string
  databaseUrl: string
  cpuProfileDir?: string
  /** The web build to serve as well (for the browser scenario); API only without it. */
  webDist?: string
}): Promise<ServerProcess> {
  await ensurePortFree(options.port)
  const flags = [
    ...SERVER_NODE_FLAGS,
    ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
    ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
  ]
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/scripts/build.mjs')], { stdio: 'ignore' })
  const child = spawn(process.execPath, [...flags, path.join(REPO_ROOT, 'apps/server/dist/main.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      WEB_DIST_DIR: options.webDist ?? '',
      LOG_LEVEL: 'warn',
      BACKUP_DAILY: 'false',
      INSTALLER: '',
      NODE_ENV: 'production',
      // As in the production start script: glibc keeps fewer per-thread heaps (docs/performance.md).
      MALLOC_ARENA_MAX: '2',
      // BENCH_SERVER_NODE_OPTIONS: flags for the server only (e.g. --max-semi-space-size=4), to compare.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`)
    const up = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const pid = child.pid ?? 0
  return {
    pid,
    url,
    child,
    rssMb: () => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
        return kb / 1024
      } catch {
        return 0
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** Another server on the port would answer the health check in this one's place. */
function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what runs there or pass --port`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

export interface RequestPlan {
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers?: Record<string, string>
}

export interface Scenario {
  name: string
  /** A fresh request each time (a random product, a new Idempotency-Key ...); null: nothing left to send. */
  next: () => RequestPlan | null
  /** Statuses that count as success (default: 2xx). */
  ok?: (status: number) => boolean
  onResponse?: (status: number, body: string) => void
  connections?: number
  /** A fixed number of requests instead of a duration. */
  amount?: number
  /** A steady rate in requests per second across all connections; unset: as fast as the server answers. */
  rate?: number
  /** Whether the table marks a target for this row. */
  target?: { p95Ms?: number; rps?: number; maxMs?: number }
}

export interface ScenarioResult {
  name: string
  connections: number
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  peakRssMb: number
  target?: Scenario['target']
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number
}

/**
 * A steady arrival rate, as many tills would make: one request every 1000/rate ms (open loop, spread over
 * at most `connections` keep-alive connections), whatever the previous answers took. autocannon's own rate
 * limit sends each second's quota in a burst, which measures queueing behind the burst, not the latency
 * at that rate.
 */
async function runPaced(
  scenario: Scenario,
  server: ServerProcess,
  rate: number,
  options: { durationSeconds: number; connections: number },
  record: (status: number, body: string, latencyMs: number) => void,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(server.url)
  const total = Math.round(rate * options.durationSeconds)
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const plan = scenario.next()
    if (!plan) break
    const sent = performance.now()
    inFlight.push(
      new Promise<void>((resolve) => {
        const request = http.request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            method: plan.method,
            path: plan.path,
            headers: { ...plan.headers, ...(plan.body ? { 'content-length': Buffer.byteLength(plan.body) } : {}) },
          },
          (response) => {
            let body = ''
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => (body += chunk))
            response.on('end', () => {
              record(response.statusCode ?? 0, body, performance.now() - sent)
              resolve()
            })
          },
        )
        request.on('error', (error) => {
          record(0, String(error), performance.now() - sent)
          resolve()
        })
        request.end(plan.body)
      }),
    )
  }
  await Promise.all(inFlight)
  agent.destroy()
  return (performance.now() - started) / 1000
}

/**
 * Waits until the server has finished what the last scenario left in flight (autocannon stops sending at
 * the end of its duration, but the server still works through the requests it had accepted): three quick
 * health answers in a row, or 15 s. Each scenario then measures only its own requests.
 */
export async function settle(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  let quick = 0
  while (quick < 3 && Date.now() < deadline) {
    const sent = performance.now()
    await fetch(`${server.url}/api/health`).then(
      (answer) => answer.arrayBuffer(),
      () => undefined,
    )
    quick = performance.now() - sent < 20 ? quick + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Runs one scenario with autocannon and measures every response's latency and the server's peak memory. */
export async function runScenario(
  scenario: Scenario,
  server: ServerProcess,
  options: { durationSeconds: number; connections: number },
): Promise<ScenarioResult> {
  await settle(server)
  const connections = scenario.connections ?? options.connections
  const latencies: number[] = []
  let failures = 0
  let peakRssMb = server.rssMb()
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 50)
  const ok = scenario.ok ?? ((status: number) => status >= 200 && status < 300)
  const countFailure = (status: number, body: string) => {
    if (!ok(status)) {
      failures += 1
      if (failures <= 3) console.error(`  ${scenario.name}: ${status} ${body.slice(0, 200)}`)
    }
    scenario.onResponse?.(status, body)
  }
  if (scenario.rate) {
    const seconds = await runPaced(
      scenario,
      server,
      scenario.rate,
      { durationSeconds: options.durationSeconds, connections },
      (status, body, latency) => {
        latencies.push(latency)
        countFailure(status, body)
      },
    )
    clearInterval(sampler)
    return summary(scenario, connections, latencies, seconds, failures, Math.max(peakRssMb, server.rssMb()))
  }
  const first = scenario.next()
  if (!first) throw new Error(`${scenario.name}: nothing to send`)
  let finished: (result: autocannon.Result) => void = () => {}
  let failed: (error: unknown) => void = () => {}
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve
    failed = reject
  })
  const instance = autocannon(
    {
      url: server.url,
      connections,
      ...(scenario.amount ? { amount: scenario.amount } : { duration: options.durationSeconds }),
      timeout: 30,
      requests: [
        {
          ...first,
          setupRequest: (request) => {
            const plan = scenario.next()
            if (!plan) return request
            return { ...request, method: plan.method, path: plan.path, body: plan.body, headers: plan.headers }
          },
          onResponse: countFailure,
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  )
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await done
  clearInterval(sampler)
  return summary(
    scenario,
    connections,
    latencies,
    result.duration,
    failures + result.errors + result.timeouts,
    Math.max(peakRssMb, server.rssMb()),
  )
}

function summary(
  scenario: Scenario,
  connections: number,
  latencies: number[],
  seconds: number,
  errors: number,
  peakRssMb: number,
): ScenarioResult {
  latencies.sort((a, b) => a - b)
  return {
    name: scenario.name,
    connections,
    requests: latencies.length,
    rps: latencies.length / Math.max(0.001, seconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    peakRssMb,
    ...(scenario.target ? { target: scenario.target } : {}),
  }
}

/** A row for something measured outside autocannon (the browser scenario): its timings in ms. */
export function timedResult(
  name: string,
  timings: number[],
  seconds: number,
  peakRssMb: number,
  target?: Scenario['target'],
): ScenarioResult {
  return summary({ name, next: () => null, ...(target ? { target } : {}) }, 1, [...timings], seconds, 0, peakRssMb)
}

/** Whether a row meets its target (null when it has none). */
export function meetsTarget(row: ScenarioResult): boolean | null {
  if (!row.target) return null
  const { p95Ms, rps, maxMs } = row.target
  if (p95Ms !== undefined && row.p95 >= p95Ms) return false
  if (rps !== undefined && row.rps < rps) return false
  if (maxMs !== undefined && row.max >= maxMs) return false
  return row.errors === 0
}

export function formatTable(rows: ScenarioResult[]): string {
  const header = [
    'scenario',
    'conn',
    'requests',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'errors',
    'peak RSS MB',
    'target',
  ]
  const cells = rows.map((row) => {
    const verdict = meetsTarget(row)
    const target = row.target
      ? [
          row.target.p95Ms !== undefined ? `p95<${row.target.p95Ms}` : '',
          row.target.rps !== undefined ? `>=${row.target.rps}/s` : '',
          row.target.maxMs !== undefined ? `max<${row.target.maxMs}` : '',
        ]
          .filter(Boolean)
          .join(' ') + (verdict ? ' ok' : ' MISSED')
      : ''
    return [
      row.name,
      String(row.connections),
      String(row.requests),
      row.rps.toFixed(0),
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.p99.toFixed(1),
      row.max.toFixed(1),
      String(row.errors),
      row.peakRssMb.toFixed(0),
      target,
    ]
  })
  const widths = header.map((title, index) => Math.max(title.length, ...cells.map((row) => row[index]?.length ?? 0)))
  const line = (row: string[]) =>
    `| ${row.map((cell, index) => (index === 0 || index === 10 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((width, index) => (index === 0 || index === 10 ? ':' : '') + '-'.repeat(width + 1) + (index === 0 || index === 10 ? '' : ':')).join('|')}|`,
    ...cells.map(line),
  ].join('\n')
}
