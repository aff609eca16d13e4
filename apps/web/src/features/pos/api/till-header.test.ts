import { TILL_HEADER } from '@counterpart/domain/schemas/tills'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sentHeader, stubJsonFetch, type FetchMock } from '../../../test/fetch-stub.ts'
import { createSale } from './create-sale.ts'
import { createSaleReturn } from './create-sale-return.ts'
import { chooseTill } from '../../../lib/till.ts'

describe('the terminal names its till', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = stubJsonFetch('{"message":"ok","id":1,"key":"1"}')
  })

  afterEach(() => {
    chooseTill(null)
    vi.unstubAllGlobals()
  })

  it('is named with a sale, beside the checkout’s idempotency key', async () => {
    chooseTill(7)
    await createSale({ sale: {} as never, idempotencyKey: 'pos-1' })
    expect(sentHeader(fetchMock, TILL_HEADER)).toBe('7')
    expect(sentHeader(fetchMock, 'Idempotency-Key')).toBe('pos-1')
  })

  it('is named with a refund', async () => {
    chooseTill(3)
    await createSaleReturn({} as never)
    expect(sentHeader(fetchMock, TILL_HEADER)).toBe('3')
  })

  it('is not named when the device has no till: the terminal sells as before', async () => {
    await createSale({ sale: {} as never, idempotencyKey: 'pos-2' })
    expect(sentHeader(fetchMock, TILL_HEADER)).toBeNull()
  })
})
