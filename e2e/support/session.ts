import type { APIRequestContext, Page } from '@playwright/test'

export const ADMIN = { email: 'admin@example.com', password: 'admin123', name: 'Administrator' }

/**
 * Signs in through the API (fast, no UI) with the page's own cookie jar, the way the web app does:
 * fetch the CSRF cookie, then echo it in X-XSRF-TOKEN.
 */
export async function signInByApi(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  const request = page.request
  const token = await csrfToken(request, page)
  const response = await request.post('/api/login', {
    data: { email, password },
    headers: { 'x-xsrf-token': token },
  })
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`)
}

/** Calls the API as the page's signed-in user; for seeding data a journey needs. */
export async function apiCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await csrfToken(page.request, page)
  const response = await page.request.fetch(url, {
    method,
    headers: { 'x-xsrf-token': token },
    ...(data === undefined ? {} : { data }),
  })
  const text = await response.text()
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T }
}

/** The CSRF token a call other than GET must echo in X-XSRF-TOKEN (fetched once per browser context). */
export function xsrfToken(page: Page): Promise<string> {
  return csrfToken(page.request, page)
}

async function csrfToken(request: APIRequestContext, page: Page): Promise<string> {
  const existing = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
  if (existing) return decodeURIComponent(existing.value)
  await request.get('/api/sanctum/csrf-cookie')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')
  if (!cookie) throw new Error('the server set no XSRF-TOKEN cookie')
  return decodeURIComponent(cookie.value)
}
