#!/usr/bin/env node
/**
 * A small HTTPS reverse proxy in front of Counterpart, for a shop that has no proxy of its own (issue 18:
 * a service worker, and with it offline selling, needs a secure page; http://192.168.1.10:3000 is not one).
 * Node's own https and http modules, no dependency. docs/offline.md explains the certificate and the
 * Caddy and nginx equivalents.
 *
 *   node deploy/https-proxy.mjs --cert shop.pem --key shop-key.pem [--listen 443] [--host 0.0.0.0]
 *                               [--target http://127.0.0.1:3000] [--redirect-from 80]
 *
 * Start Counterpart with TRUST_PROXY=127.0.0.1 so it believes the X-Forwarded-* headers set here
 * (its cookies are then marked Secure and the audit log keeps the till's address, not the proxy's).
 */
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    cert: { type: 'string' },
    key: { type: 'string' },
    listen: { type: 'string', default: process.env.HTTPS_PORT ?? '443' },
    host: { type: 'string', default: '0.0.0.0' },
    target: { type: 'string', default: process.env.COUNTERPART_URL ?? 'http://127.0.0.1:3000' },
    'redirect-from': { type: 'string' },
  },
})
if (!values.cert || !values.key) {
  console.error('usage: node deploy/https-proxy.mjs --cert <certificate.pem> --key <key.pem> [--listen 443]')
  process.exit(2)
}
const target = new URL(values.target)
const listenPort = Number(values.listen)

// Hop-by-hop headers belong to one connection, not to the request (RFC 9110 §7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']

function forward(request, response) {
  const headers = { ...request.headers }
  for (const name of HOP_BY_HOP) delete headers[name]
  const client = request.socket.remoteAddress ?? ''
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client
  headers['x-forwarded-proto'] = 'https'
  headers['x-forwarded-host'] = request.headers.host ?? ''
  const upstream = http.request(
    { hostname: target.hostname, port: target.port || 80, method: request.method, path: request.url, headers },
    (answer) => {
      const back = { ...answer.headers }
      for (const name of HOP_BY_HOP) delete back[name]
      // Tills keep to HTTPS once they have seen it.
      back['strict-transport-security'] = 'max-age=31536000'
      response.writeHead(answer.statusCode ?? 502, back)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => {
    // Counterpart is down or restarting: say so rather than hang the till (its outbox keeps the sales).
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('Counterpart is not answering.')
  })
  request.pipe(upstream)
}

const server = https.createServer({ cert: fs.readFileSync(values.cert), key: fs.readFileSync(values.key) }, forward)
server.listen(listenPort, values.host, () => {
  console.log(`HTTPS on ${values.host}:${listenPort} -> ${target.origin}`)
})

if (values['redirect-from']) {
  http
    .createServer((request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '')
      const port = listenPort === 443 ? '' : `:${listenPort}`
      response.writeHead(308, { location: `https://${host}${port}${request.url ?? '/'}` })
      response.end()
    })
    .listen(Number(values['redirect-from']), values.host)
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
