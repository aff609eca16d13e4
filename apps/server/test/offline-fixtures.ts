import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { IDEMPOTENCY_HEADER } from '@counterpart/domain/schemas/pos'
import { TILL_HEADER } from '@counterpart/domain/schemas/tills'
import { OFFLINE_SALE_PATH, type OfflineSaleResponse } from '@counterpart/domain/schemas/offline'
import type { TestClient } from './helpers.ts'
import { saleBody, type CartPick, type SaleOptions } from './pos-fixtures.ts'

/** Offline sales as a till replays them from its outbox (issue 18): client id, time of sale, till header. */

export interface OfflineSend {
  clientId?: string
  soldAt?: string
  /** The Idempotency-Key header: the client id unless given (null sends none). */
  key?: string | null
  /** The till header: none when null. */
  till: number | string | null
}

export function offlineBody(sale: ReturnType<typeof saleBody>, clientId: string, soldAt: string) {
  return { clientId, soldAt, sale }
}

/** POST /api/offline-sales with the headers a till sends; `payload` is the whole body. */
export function postOffline(
  client: TestClient,
  payload: unknown,
  headers: { key: string | null; till: number | string | null },
) {
  return client.request({
    method: 'POST',
    url: `/api${OFFLINE_SALE_PATH}`,
    payload: payload as object,
    headers: {
      ...(headers.key === null ? {} : { [IDEMPOTENCY_HEADER]: headers.key }),
      ...(headers.till === null ? {} : { [TILL_HEADER]: String(headers.till) }),
    },
  })
}

/** Replays a cart as an offline sale; answers the response with the client id used. */
export async function sendOffline(client: TestClient, picks: CartPick[], send: OfflineSend, options: SaleOptions = {}) {
  const clientId = send.clientId ?? randomUUID()
  const soldAt = send.soldAt ?? new Date(Date.now() - 60_000).toISOString()
  const response = await postOffline(client, offlineBody(saleBody(picks, options), clientId, soldAt), {
    key: send.key === undefined ? clientId : send.key,
    till: send.till,
  })
  return { response, clientId, soldAt }
}

/** An offline sale that must be stored as new (201). */
export async function sellOffline(
  client: TestClient,
  picks: CartPick[],
  send: OfflineSend,
  options: SaleOptions = {},
): Promise<OfflineSaleResponse & { clientId: string; soldAt: string }> {
  const { response, clientId, soldAt } = await sendOffline(client, picks, send, options)
  expect(response.statusCode, response.body).toBe(201)
  return { ...response.json<OfflineSaleResponse>(), clientId, soldAt }
}

/** POST /api/sale as the terminal sends it online, with a client id as its Idempotency-Key. */
export function saleWithClientId(client: TestClient, body: unknown, clientId: string, till: number | null = null) {
  return client.request({
    method: 'POST',
    url: '/api/sale',
    payload: body as object,
    headers: {
      [IDEMPOTENCY_HEADER]: clientId,
      ...(till === null ? {} : { [TILL_HEADER]: String(till) }),
    },
  })
}
