import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { OFFLINE_MESSAGES, type StockConflict, type StockConflictPage } from '@counterpart/domain/schemas/offline'
import { fullPermissions } from '@counterpart/domain/permissions'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { StockConflicts } from './stock-conflicts.tsx'

const CONFLICT: StockConflict = {
  id: 7,
  order_id: 41,
  orderKey: '123456789012',
  till_id: 2,
  till: 'Front counter',
  product_id: 5,
  product: 'Phone Case',
  warehouse_id: 1,
  warehouse: 'Main store',
  qtyShort: 2,
  stockNow: -2,
  soldAt: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:05:00.000Z',
  cleared_at: null,
  resolution: null,
}

/** The server: a page of one open conflict, and the clearing's answer; every request is kept. */
function stubServer() {
  document.cookie = 'XSRF-TOKEN=token; path=/'
  const calls: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString()
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      })
      const answer: StockConflictPage | { message: string } = url.includes('/clear')
        ? { message: OFFLINE_MESSAGES.conflictCleared }
        : { items: [CONFLICT], total: 1 }
      return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }))
    }),
  )
  return calls
}

function renderConflicts() {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session: AppSession = { configs, autheried: null, actions: fullPermissions() }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  const router = createMemoryRouter([{ path: '/stocks', element: <StockConflicts /> }], { initialEntries: ['/stocks'] })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('stock conflicts from offline sales', () => {
  it('lists the open ones and clears one the way the owner chose', async () => {
    const calls = stubServer()
    renderConflicts()
    expect(await screen.findByText('Phone Case')).toBeTruthy()
    expect(calls[0]?.url).toContain('/api/stock-conflicts?status=open')
    fireEvent.click(screen.getByRole('button', { name: 'Clear the conflict of Phone Case on sale 123456789012' }))
    const dialog = await screen.findByRole('dialog', { name: 'Clear stock conflict' })
    // Still short: writing off is what the server takes; received stock would be refused, and it says so.
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Written off' }).checked).toBe(true)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Stock received' }))
    expect(within(dialog).getByText(OFFLINE_MESSAGES.conflictStillShort)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Written off' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/stock-conflicts/7/clear',
      body: { resolution: 'written_off' },
    })
  })
})
