import path from 'node:path'

// How the web app's built files are sent (issue 35): their precompressed copies and their caching.

/** The service worker and any Workbox file the build writes beside it (dist/sw.js, dist/workbox-*.js). */
export function isServiceWorkerFile(file: string): boolean {
  return /(^|[\\/])(sw|workbox-[\w-]+)\.js$/.test(file.replace(PRECOMPRESSED_COPY, ''))
}

const PRECOMPRESSED_COPY = /\.(br|gz)$/

/** A `.br` or `.gz` copy the build wrote beside a file, named by itself (a query string left aside). */
export function isPrecompressedCopy(pathName: string): boolean {
  return PRECOMPRESSED_COPY.test(pathName.split('?')[0] ?? '')
}

/**
 * How long a browser may keep a file of the web app (`file` is the one sent, maybe its .br or .gz copy).
 * Everything under assets/ is named by a hash of its content, so a new build changes the name and a cached copy
 * can never be stale: a year, without even a revalidation on reload (issue 35). The till's service worker
 * (issue 18) must be checked on every visit, or a new build would wait for the HTTP cache before it reaches the
 * till. Anything else (index.html through the page fallback has its own) is revalidated each time.
 */
export function webFileCacheControl(webDistDir: string, file: string): string {
  const relative = path.relative(webDistDir, file).split(path.sep)
  if (relative.length > 1 && relative[0] === 'assets') return 'public, max-age=31536000, immutable'
  if (isServiceWorkerFile(file)) return 'no-cache'
  return 'public, max-age=0'
}
