import { REGISTER_HEADER } from '@counterpart/domain/schemas/registers'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { makePayment } from './queries/make-payment.ts'
import { chooseTill, chosenTillId, tillHeaders } from './till.ts'

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>

function sentHeader(fetchMock: FetchMock, name: string): string | null {
  const [, init] = fetchMock.mock.calls[0] ?? []
  return new Headers(init?.headers).get(name)
}

describe('the till this device stands at', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token; path=/'
    fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('{"message":"ok","id":1,"key":"1"}', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    chooseTill(null)
    vi.unstubAllGlobals()
  })

  it('is remembered in this browser, and none is none', () => {
    expect(chosenTillId()).toBeNull()
    expect(tillHeaders()).toEqual({})
    chooseTill(4)
    expect(chosenTillId()).toBe(4)
    expect(tillHeaders()).toEqual({ [REGISTER_HEADER]: '4' })
    localStorage.setItem('counterpart.till', 'not a till')
    expect(chosenTillId()).toBeNull()
  })

  it('is named with a payment', async () => {
    chooseTill(3)
    await makePayment({ orderId: 9, input: {} as never })
    expect(sentHeader(fetchMock, REGISTER_HEADER)).toBe('3')
  })

  it('is not named when the device has no till: payments are taken as before', async () => {
    await makePayment({ orderId: 9, input: {} as never })
    expect(sentHeader(fetchMock, REGISTER_HEADER)).toBeNull()
  })
})
