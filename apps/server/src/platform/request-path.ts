import { API_PREFIX } from './routes.ts'

/** Enough rounds to undo any encoding a client could stack (`%2561` is `%61` is `a`). */
const MAX_DECODE_ROUNDS = 5

/**
 * The path a request names, as a router or a browser could end up reading it: the query dropped, an
 * absolute-form target (`GET http://host/x`) reduced to its path, percent-escapes decoded until nothing
 * changes, backslashes read as slashes, `;parameters` dropped, empty and `.` segments removed and `..`
 * resolved. Only for deciding what kind of path it is (API or page); never for finding a file.
 */
export function normalisedPath(target: string): string {
  let path = target.split(/[?#]/, 1)[0] ?? ''
  path = path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '')
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    // Byte by byte, so a malformed or non-UTF-8 escape cannot make decoding throw.
    const decoded = path.replace(/%([\da-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (decoded === path) break
    path = decoded
  }
  const segments: string[] = []
  for (const raw of path.replace(/\\/g, '/').split('/')) {
    const segment = raw.split(';', 1)[0]?.trim() ?? ''
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/** Whether a request target is, under any spelling, a path under /api (case-insensitively). */
export function isApiTarget(target: string): boolean {
  const path = normalisedPath(target).toLowerCase()
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
}
