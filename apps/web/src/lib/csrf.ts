const COOKIE_NAME = 'XSRF-TOKEN'
export const CSRF_COOKIE_PATH = '/api/sanctum/csrf-cookie'

/** The server sets the cookie URL-encoded (Laravel Sanctum convention); the header carries it decoded. */
export function readXsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== COOKIE_NAME) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

let pending: Promise<void> | null = null

/** Asks the server for a fresh XSRF-TOKEN cookie; concurrent callers share one request. */
export function fetchCsrfCookie(): Promise<void> {
  pending ??= fetch(CSRF_COOKIE_PATH, {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  })
    .then(() => undefined)
    .finally(() => {
      pending = null
    })
  return pending
}
