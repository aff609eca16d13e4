import { TILL_HEADER } from '@counterpart/domain/schemas/tills'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sentHeader, stubJsonFetch, type FetchMock } from '../test/fetch-stub.ts'
import { makePayment } from './queries/make-payment.ts'
import { getTills } from './queries/tills.ts'
import { chooseTill, chosenTillId, tillHeaders } from './till.ts'

describe('the till this device stands at', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = stubJsonFetch('{"message":"ok","id":1,"key":"1"}')
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
    expect(tillHeaders()).toEqual({ [TILL_HEADER]: '4' })
    localStorage.setItem('counterpart.till', 'not a till')
    expect(chosenTillId()).toBeNull()
  })

  it('is named with a payment', async () => {
    chooseTill(3)
    await makePayment({ orderId: 9, input: {} as never })
    expect(sentHeader(fetchMock, TILL_HEADER)).toBe('3')
  })

  it('is not named when the device has no till: payments are taken as before', async () => {
    await makePayment({ orderId: 9, input: {} as never })
    expect(sentHeader(fetchMock, TILL_HEADER)).toBeNull()
  })

  it('is named by the terminal’s reading of its till, so an idle till online counts as in touch (issue 34)', async () => {
    chooseTill(5)
    await getTills()
    expect(sentHeader(fetchMock, TILL_HEADER)).toBe('5')
  })
})
