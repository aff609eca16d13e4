import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { fastifyTrustProxy, loadConfig, trustProxy } from './config.ts'

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count or a list of proxy addresses and ranges', () => {
    expect(trustProxy(undefined)).toBe(false)
    expect(trustProxy('')).toBe(false)
    expect(trustProxy('false')).toBe(false)
    expect(trustProxy('true')).toBe(true)
    expect(trustProxy('1')).toBe(1)
    expect(trustProxy(' 2 ')).toBe(2)
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ])
    expect(loadConfig({ TRUST_PROXY: '10.1.2.3' }).trustProxy).toEqual(['10.1.2.3'])
  })

  it('refuses at start what it cannot read, rather than trusting the wrong hops', () => {
    for (const bad of ['yes', '0', '11', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '1.2.3']) {
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/)
    }
  })

  /** The client address Fastify settles on with this setting, for a request from `peer` carrying `forwarded`. */
  async function clientAddress(setting: string, peer: string, forwarded: string): Promise<string> {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxy(setting)) })
    app.get('/ip', async (request) => request.ip)
    try {
      const answer = await app.inject({
        url: '/ip',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwarded },
      })
      return answer.body
    } finally {
      await app.close()
    }
  }

  it('with a hop count or the proxy address, a client cannot choose its own address', async () => {
    // The proxy appends the address it saw to whatever the client sent (nginx's $proxy_add_x_forwarded_for).
    const viaProxy = '203.0.113.66, 198.51.100.7'
    expect(await clientAddress('true', '127.0.0.1', viaProxy)).toBe('203.0.113.66')
    expect(await clientAddress('1', '127.0.0.1', viaProxy)).toBe('198.51.100.7')
    expect(await clientAddress('127.0.0.1', '127.0.0.1', viaProxy)).toBe('198.51.100.7')
    // Straight to the app, past the proxy: a listed proxy address ignores the header altogether.
    expect(await clientAddress('127.0.0.1', '198.51.100.9', '203.0.113.66')).toBe('198.51.100.9')
    expect(await clientAddress('false', '198.51.100.9', '203.0.113.66')).toBe('198.51.100.9')
    // Two proxies in a row (a CDN, then nginx): two hops, or both addresses.
    const viaTwo = '203.0.113.66, 198.51.100.7, 10.0.0.5'
    expect(await clientAddress('2', '127.0.0.1', viaTwo)).toBe('198.51.100.7')
    expect(await clientAddress('127.0.0.1,10.0.0.0/8', '127.0.0.1', viaTwo)).toBe('198.51.100.7')
  })
})
