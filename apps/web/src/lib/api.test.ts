import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { api, setGlobalErrorHandler } from './api.ts'
import { ApiError } from './api-error.ts'
import { isOverlayVisible } from './overlay.ts'

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function setXsrfCookie(value: string) {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name)
}

describe('api client', () => {
  let fetchMock: FetchMock
  const handler = vi.fn<(error: ApiError) => void>()

  beforeEach(() => {
    setXsrfCookie('first+token/=')
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    handler.mockReset()
    setGlobalErrorHandler(handler)
  })

  afterEach(() => {
    setGlobalErrorHandler(() => undefined)
  })

  it('sends the decoded XSRF cookie, the ajax header and JSON on a POST', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'done' }))
    await expect(api.post('/login', { email: 'a@b.c' })).resolves.toEqual({ message: 'done' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/login')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('same-origin')
    expect(headerOf(init, 'X-XSRF-TOKEN')).toBe('first+token/=')
    expect(headerOf(init, 'X-Requested-With')).toBe('XMLHttpRequest')
    expect(headerOf(init, 'Content-Type')).toBe('application/json')
    expect(init?.body).toBe('{"email":"a@b.c"}')
  })

  it('sends no XSRF header on a GET and skips empty query values', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: [], total: 0 }))
    await api.get('/products', { query: { page: 1, search: '', sortBy: undefined, sortDesc: false } })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/products?page=1&search=&sortDesc=false')
    expect(headerOf(init, 'X-XSRF-TOKEN')).toBeNull()
  })

  it('fetches a fresh CSRF cookie after a 419 and retries once', async () => {
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }))
      .mockImplementationOnce(() => {
        setXsrfCookie('second')
        return Promise.resolve(new Response(null, { status: 204 }))
      })
      .mockResolvedValueOnce(json(200, { message: 'ok' }))
    await expect(api.post('/logout')).resolves.toEqual({ message: 'ok' })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/logout', '/api/sanctum/csrf-cookie', '/api/logout'])
    expect(headerOf(fetchMock.mock.calls[2]?.[1], 'X-XSRF-TOKEN')).toBe('second')
    expect(handler).not.toHaveBeenCalled()
  })

  it('reports a second 419 instead of retrying forever', async () => {
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }))
    await expect(api.post('/logout')).rejects.toMatchObject({ status: 419 })
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('turns a 422 into an ApiError with its field errors and hands it to the global handler', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'The given data was invalid.',
        errors: { email: ['These credentials do not match our records.'] },
      }),
    )
    const error: unknown = await api.post('/login', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['These credentials do not match our records.'] },
    })
    expect(handler).toHaveBeenCalledWith(error)
  })

  it('leaves the statuses a caller handles itself out of the global handler', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Record not found !' }))
    await expect(api.get('/product/9', { skipGlobalHandler: [404] })).rejects.toMatchObject({ status: 404 })
    expect(handler).not.toHaveBeenCalled()
  })

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api.get('/user')).rejects.toMatchObject({ status: 0 })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('shows the overlay while a request runs, unless the caller opts out', async () => {
    let finish: (response: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const pending = api.get('/user')
    await vi.waitFor(() => expect(isOverlayVisible()).toBe(true))
    finish(json(200, {}))
    await pending
    expect(isOverlayVisible()).toBe(false)

    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const quiet = api.get('/user', { overlay: false })
    expect(isOverlayVisible()).toBe(false)
    finish(json(200, {}))
    await quiet
  })
})
