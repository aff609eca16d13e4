import { expect } from 'vitest'
import { TILL_HEADER, type TillReport } from '@counterpart/domain/schemas/tills'
import type { TestClient } from './helpers.ts'
import { saleBody, type CartPick, type SaleOptions } from './pos-fixtures.ts'

/** Tills, sessions and terminal requests for the tills tests: made through the API, as a till does. */

let made = 0

export async function addTill(client: TestClient, name?: string): Promise<number> {
  made += 1
  const response = await client.post('/api/tills', { name: name ?? `Till ${made}-${Date.now() % 100000}` })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number }>().id
}

export async function openTill(client: TestClient, tillId: number, openingFloat = 100): Promise<number> {
  const response = await client.post(`/api/tills/${tillId}/open`, { openingFloat })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ session: { id: number } }>().session.id
}

/** A POST as the terminal of a till sends it: with TILL_HEADER naming the till (when given). */
export function atTill(client: TestClient, tillId: number | string | null, url: string, payload: unknown) {
  return client.request({
    method: 'POST',
    url,
    payload: payload as object,
    headers: tillId === null ? {} : { [TILL_HEADER]: String(tillId) },
  })
}

export async function sellAt(
  client: TestClient,
  tillId: number | null,
  picks: CartPick[],
  options: SaleOptions = {},
): Promise<{ id: number; key: string }> {
  const response = await atTill(client, tillId, '/api/sale', saleBody(picks, options))
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export async function cash(client: TestClient, sessionId: number, direction: 'in' | 'out', amount: number) {
  return client.post(`/api/till-sessions/${sessionId}/cash`, { direction, amount, reason: `Cash ${direction}` })
}

export async function xReport(client: TestClient, sessionId: number): Promise<TillReport> {
  const response = await client.get(`/api/till-sessions/${sessionId}/x-report`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
