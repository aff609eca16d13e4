import { vi, type Mock } from 'vitest'

export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>

/** Replaces fetch with one answering every call with `body` as JSON, and sets the CSRF cookie the client echoes. */
export function stubJsonFetch(body: string): FetchMock {
  document.cookie = 'XSRF-TOKEN=token; path=/'
  const fetchMock: FetchMock = vi.fn(() =>
    Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A header of the first request the stub received, or null. */
export function sentHeader(fetchMock: FetchMock, name: string): string | null {
  const [, init] = fetchMock.mock.calls[0] ?? []
  return new Headers(init?.headers).get(name)
}
