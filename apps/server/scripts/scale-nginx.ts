/**
 * Two app processes behind Debian's nginx, with the example configuration of docs/scaling.md: checks over
 * real HTTP through the proxy that requests reach both processes, that a session works whichever process
 * answers, that login throttling sees each client's own address (TRUST_PROXY) and counts across both
 * processes, and that 40 concurrent sales of the last 10 units give exactly 10 sales.
 *
 *   npx tsx apps/server/scripts/scale-nginx.ts                    # SQLite file in a temporary DATA_DIR
 *   TEST_DB=postgres TEST_DATABASE_URL=postgres://... npx tsx apps/server/scripts/scale-nginx.ts
 *   NGINX_PORT=3119 (default)
 *
 * Needs nginx on PATH (`apt-get install nginx-light`). Not part of `npm test`: CI must not depend on nginx;
 * the same behaviour without the proxy is covered by test/scale/multi-process.test.ts.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { HttpClient, scaleDatabase, signIn, sleep, startApp } from '../test/scale/harness.ts'
import { cashSale, setOverSelling, stockedProduct, stockOf } from '../test/scale/shop.ts'

const NGINX_PORT = Number(process.env.NGINX_PORT ?? 3119)

function nginxConfig(prefix: string, upstreams: number[]): string {
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  log_format upstream '$remote_addr "$request" $status upstream=$upstream_addr';
  access_log ${prefix}/access.log upstream;

  # --- the example of docs/scaling.md, with loopback addresses ---
  upstream counterpart {
    least_conn;
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    client_max_body_size 16m;
    location / {
      proxy_pass http://counterpart;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout;
    }
  }
}
`
}

async function main(): Promise<void> {
  const database = await scaleDatabase()
  // The proxy's own address, as docs/scaling.md advises: a client cannot choose its address through it.
  const env = { TRUST_PROXY: '127.0.0.1' }
  const apps = await Promise.all([startApp({ db: database, env }), startApp({ db: database, env })])
  const prefix = path.join(database.dataDir, 'nginx')
  fs.mkdirSync(prefix, { recursive: true, mode: 0o777 })
  fs.chmodSync(prefix, 0o777)
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    nginxConfig(
      prefix,
      apps.map((app) => app.port),
    ),
  )
  const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  const proxy = `http://127.0.0.1:${NGINX_PORT}`
  try {
    for (let attempt = 0; ; attempt += 1) {
      const ok = await fetch(`${proxy}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
      if (ok) break
      if (attempt > 50) throw new Error('nginx did not answer')
      await sleep(100)
    }
    const results: [string, string][] = []

    const browser = await signIn(proxy)
    for (let index = 0; index < 20; index += 1) {
      const answer = await browser.post('/api/pull-app-configuration')
      assert.equal(answer.json().autheried?.email, 'admin@example.com')
    }
    const log = fs.readFileSync(path.join(prefix, 'access.log'), 'utf8')
    const served = apps.map((app) => log.split('\n').filter((line) => line.includes(`:${app.port}`)).length)
    assert.ok(
      served.every((count) => count > 0),
      `both processes served requests: ${served.join(', ')}`,
    )
    results.push([
      'one session, 20 requests through nginx',
      `served by process 1: ${served[0]}, process 2: ${served[1]}`,
    ])

    const email = 'nobody@example.com'
    const forwarded = (address: string) => ({ 'x-forwarded-for': address })
    const codes: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const client = new HttpClient(proxy)
      codes.push(
        (await client.request('POST', '/api/login', { email, password: 'wrong' }, forwarded('203.0.113.7'))).statusCode,
      )
    }
    assert.deepEqual(codes, [422, 422, 422, 422, 422, 429])
    const other = await new HttpClient(proxy).request(
      'POST',
      '/api/login',
      { email, password: 'wrong' },
      forwarded('198.51.100.9'),
    )
    assert.equal(other.statusCode, 422)
    results.push([
      '6 wrong passwords from one client address',
      `${codes.join(' ')}; another address: ${other.statusCode}`,
    ])

    const tills = await Promise.all(Array.from({ length: 4 }, () => signIn(proxy)))
    await setOverSelling(browser, true)
    const product = await stockedProduct(browser, 10)
    const body = cashSale([product])
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => tills[index % 4]!.post('/api/sale', body)),
    )
    const sold = answers.filter((answer) => answer.statusCode === 201).length
    const refused = answers.filter((answer) => answer.statusCode === 409).length
    const check = database.open()
    const stock = await stockOf(check.db, product.id)
    await check.db.destroy()
    assert.equal(sold, 10)
    assert.equal(refused, 30)
    assert.deepEqual(stock, { quantity: 0, sold: 10 })
    results.push([
      '40 concurrent sales of the last 10 units',
      `${sold} sold, ${refused} refused (409), stock ${stock.quantity}`,
    ])

    console.log(
      `\nnginx in front of 2 processes on ${database.databaseUrl.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL'}: all checks passed`,
    )
    for (const [check, outcome] of results) console.log(`- ${check}: ${outcome}`)
  } finally {
    nginx.kill('SIGQUIT')
    await Promise.all(apps.map((app) => app.stop()))
    await database.drop()
  }
}

await main()
