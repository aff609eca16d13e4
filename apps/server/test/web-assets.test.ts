import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'

/**
 * Issue 35: the web build's files leave compressed (the build writes .br and .gz beside them,
 * apps/web/precompress.ts) and the hashed ones are cached for a year. A fake build in a temp folder, laid out
 * as vite writes it.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Large and repetitive, like a bundle: its copies are much smaller than it.
const SCRIPT = `export const lines = [${Array.from({ length: 400 }, (_, i) => `"line ${i}"`).join(',')}]\n`
const STYLE = `.a{color:red}\n`.repeat(200)
const WORKER = `self.addEventListener("fetch", () => undefined)\n`.repeat(50)

let webDist: string
let test: TestApp

function writeWithCopies(file: string, text: string) {
  fs.writeFileSync(file, text)
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text))
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-web-'))
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeWithCopies(path.join(webDist, 'assets', 'index-Ab12Cd.js'), SCRIPT)
  // The build writes only a brotli copy when gzip would not shrink the file; here, gzip only.
  fs.writeFileSync(path.join(webDist, 'assets', 'index-Ef34Gh.css'), STYLE)
  fs.writeFileSync(path.join(webDist, 'assets', 'index-Ef34Gh.css.gz'), zlib.gzipSync(STYLE))
  // Too small to be worth a copy.
  fs.writeFileSync(path.join(webDist, 'assets', 'tiny-Ij56Kl.js'), 'export default 1\n')
  writeWithCopies(path.join(webDist, 'sw.js'), WORKER)
  test = await createTestApp({ webDistDir: webDist })
}, 60_000)
afterAll(async () => {
  await test.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

function get(url: string, headers: Record<string, string> = {}) {
  return test.app.inject({ method: 'GET', url, headers })
}

describe('the web app’s files', () => {
  it('sends a script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toContain('javascript')
    expect(String(response.headers.vary)).toContain('accept-encoding')
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3)
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends gzip to a client that accepts only gzip, or refuses brotli', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', '*']) {
      const response = await get('/assets/index-Ab12Cd.js', { 'accept-encoding': accept })
      expect(response.headers['content-encoding'], accept).toBe('gzip')
      expect(zlib.gunzipSync(response.rawPayload).toString(), accept).toBe(SCRIPT)
    }
  })

  it('sends the plain file to a client that accepts no compression, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/index-Ab12Cd.js', headers)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe(SCRIPT)
      // A shared cache must not hand this plain answer to a browser that accepts brotli, or the other way round.
      expect(String(response.headers.vary)).toContain('accept-encoding')
      expect(response.headers['cache-control']).toBe(IMMUTABLE)
    }
  })

  it('falls back to the next encoding, then the plain file, when the build wrote no copy', async () => {
    const style = await get('/assets/index-Ef34Gh.css', { 'accept-encoding': 'br, gzip' })
    expect(style.headers['content-encoding']).toBe('gzip')
    expect(style.headers['content-type']).toContain('text/css')
    expect(zlib.gunzipSync(style.rawPayload).toString()).toBe(STYLE)

    const tiny = await get('/assets/tiny-Ij56Kl.js', { 'accept-encoding': 'br, gzip' })
    expect(tiny.statusCode).toBe(200)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('export default 1\n')
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('never sends a compressed copy asked for by its own name, nor the page in place of a missing file', async () => {
    for (const url of [
      '/assets/index-Ab12Cd.js.br',
      '/assets/index-Ab12Cd.js.gz',
      '/sw.js.br',
      '/assets/gone-Zz99.css',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).not.toContain('text/html')
      expect(response.headers['content-encoding'], url).toBeUndefined()
    }
  })

  it('answers a range of the representation it sends: the compressed bytes when compressed', async () => {
    const plain = await get('/assets/index-Ab12Cd.js', { range: 'bytes=0-9' })
    expect(plain.statusCode).toBe(206)
    expect(plain.body).toBe(SCRIPT.slice(0, 10))
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${SCRIPT.length}`)

    const brotli = zlib.brotliCompressSync(SCRIPT)
    const compressed = await get('/assets/index-Ab12Cd.js', { range: 'bytes=0-9', 'accept-encoding': 'br' })
    expect(compressed.statusCode).toBe(206)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-range']).toBe(`bytes 0-9/${brotli.length}`)
    expect(compressed.rawPayload).toEqual(brotli.subarray(0, 10))
  })

  it('gives each representation its own validator, so a revalidation never mixes them', async () => {
    const br = await get('/assets/index-Ab12Cd.js', { 'accept-encoding': 'br' })
    const plain = await get('/assets/index-Ab12Cd.js')
    expect(br.headers.etag).toBeTruthy()
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const revalidated = await get('/assets/index-Ab12Cd.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('sends the till’s service worker compressed but checked on every visit (issue 18)', async () => {
    const worker = await get('/sw.js', { 'accept-encoding': 'br' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-encoding']).toBe('br')
    expect(worker.headers['content-type']).toContain('javascript')
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(zlib.brotliDecompressSync(worker.rawPayload).toString()).toBe(WORKER)
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache')
  })

  it('has the page itself asked for again on every visit, since it names the build’s files', async () => {
    for (const url of ['/pos/portal', '/welcome']) {
      const page = await get(url, { 'accept-encoding': 'br' })
      expect(page.statusCode, url).toBe(200)
      expect(page.headers['content-type'], url).toContain('text/html')
      expect(page.headers['cache-control'], url).toBe('no-cache')
    }
  })
})
