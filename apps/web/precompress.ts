import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text formats; pictures and fonts (png, woff2 ...) are compressed already and would not shrink. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|webmanifest|txt|map)$/

/** Below this a compressed copy saves less than one packet, and costs a file and a file system look-up. */
export const MIN_PRECOMPRESS_BYTES = 1024

/** `.br` and `.gz` beside `file` when each is smaller than the file; the names written. */
export async function precompressFile(file: string): Promise<string[]> {
  const source = await fs.readFile(file)
  if (source.length < MIN_PRECOMPRESS_BYTES) return []
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  const written: string[] = []
  for (const [extension, body] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    // A copy that does not shrink the file would only cost the browser a decode.
    if (body.length >= source.length) continue
    await fs.writeFile(file + extension, body)
    written.push(file + extension)
  }
  return written
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('.vite'))
}

/**
 * Issue 35: the server sends `x.js.br` or `x.js.gz` for `x.js` when the browser accepts it (@fastify/static's
 * preCompressed), so a cold till downloads about a fifth of the bytes and the server spends no CPU on it.
 * Compressing at build time affords brotli's best (slowest) level, which on-the-fly compression cannot.
 * It runs last, after the service worker is written (vite-plugin-pwa writes it when the bundle closes), so
 * sw.js is compressed too; the worker's precache list names only the plain files, which is what it asks for.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'counterpart-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await textFiles(outDir)
        await Promise.all(files.map((file) => precompressFile(file)))
      },
    },
  }
}
