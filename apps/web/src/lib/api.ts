import { ApiError, NETWORK_ERROR_MESSAGE, type FieldErrors } from './api-error.ts'
import { fetchCsrfCookie, readXsrfToken } from './csrf.ts'
import { beginOverlayRequest, endOverlayRequest } from './overlay.ts'
import { tr } from '@counterpart/domain/i18n/translate'

export const API_PREFIX = '/api'

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Readonly<Record<string, QueryValue>>

export interface ApiRequestOptions {
  method?: HttpMethod
  /** A plain value is sent as JSON; FormData is sent as multipart (uploads). */
  body?: unknown
  query?: QueryParams
  signal?: AbortSignal
  /**
   * Failures the caller handles itself, so the global handler stays out of them: `true` for every
   * status, or a list (e.g. `[404]` for a lookup whose absence the page explains on its own).
   */
  skipGlobalHandler?: boolean | readonly number[]
  /** Lists show their own progress in place; they pass false so typing in a search box is not blocked. */
  overlay?: boolean
  /** Extra request headers (the sale's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>
}

/**
 * Sees every call on its way (the offline till, issue 18): it may note the answer, or give one of its own when
 * `send` gets none from the server. lib/offline registers it; the client stays unaware of IndexedDB.
 */
export type ApiInterceptor = (
  path: string,
  options: ApiRequestOptions,
  send: () => Promise<unknown>,
) => Promise<unknown>
let interceptor: ApiInterceptor | null = null

export function setApiInterceptor(next: ApiInterceptor | null): void {
  interceptor = next
}

type GlobalErrorHandler = (error: ApiError) => void
let globalErrorHandler: GlobalErrorHandler = () => undefined

/** The app registers the spec's error table (spec 000 §8) here at start-up. */
export function setGlobalErrorHandler(handler: GlobalErrorHandler): void {
  globalErrorHandler = handler
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`
  if (!query) return url
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `${url}?${text}` : url
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const useOverlay = options.overlay ?? true
  if (useOverlay) beginOverlayRequest()
  try {
    const request = () => send<T>(apiUrl(path, options.query), method, options, false)
    return (await (interceptor ? interceptor(path, { ...options, method }, request) : request())) as T
  } catch (caught) {
    if (isAbort(caught, options.signal)) throw caught
    const error = caught instanceof ApiError ? caught : new ApiError(0, NETWORK_ERROR_MESSAGE)
    if (!skipsGlobalHandler(options.skipGlobalHandler, error.status)) globalErrorHandler(error)
    throw error
  } finally {
    if (useOverlay) endOverlayRequest()
  }
}

async function send<T>(url: string, method: HttpMethod, options: ApiRequestOptions, retried: boolean): Promise<T> {
  const unsafe = method !== 'GET' && method !== 'HEAD'
  if (unsafe && readXsrfToken() === null) await fetchCsrfCookie()

  const headers = new Headers({ ...options.headers, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' })
  const token = unsafe ? readXsrfToken() : null
  if (token !== null) headers.set('X-XSRF-TOKEN', token)

  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }

  const response = await fetch(url, { method, headers, body, credentials: 'same-origin', signal: options.signal })

  // 419: the session (and with it the CSRF token) expired while the page stayed open. One fresh cookie
  // and one retry recover silently; a second 419 is a real problem and is reported.
  if (response.status === 419 && unsafe && !retried) {
    await fetchCsrfCookie()
    return send<T>(url, method, options, true)
  }

  const payload = await readPayload(response)
  if (!response.ok) throw toApiError(response, payload)
  return payload as T
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('json')) {
    try {
      return (await response.json()) as unknown
    } catch {
      return undefined
    }
  }
  return await response.text()
}

function toApiError(response: Response, payload: unknown): ApiError {
  const record = isRecord(payload) ? payload : {}
  const message = typeof record.message === 'string' && record.message ? record.message : response.statusText
  return new ApiError(
    response.status,
    message || tr('common:errors.requestFailed', { status: response.status }),
    readFieldErrors(record.errors),
  )
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined
  const errors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string')
    else if (typeof messages === 'string') errors[field] = [messages]
  }
  return errors
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError')
}

function skipsGlobalHandler(skip: ApiRequestOptions['skipGlobalHandler'], status: number): boolean {
  if (skip === undefined || skip === false) return false
  if (skip === true) return true
  return skip.includes(status)
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

/** The body of most writes: a text for the snackbar. */
export interface MessageResponse {
  message: string
}
