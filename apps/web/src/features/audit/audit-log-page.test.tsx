import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../lib/app-configuration.ts'
import { AuditLogPage } from './audit-log-page.tsx'

const EVENT = {
  id: 7,
  at: '2025-03-04T10:20:00.000Z',
  user_id: 1,
  userName: 'Administrator',
  ip: '127.0.0.1',
  request_id: '0f8c2a9e-4b1d-4c55-9a0e-1d2c3b4a5f60',
  route: 'PATCH /api/product/:id',
  entity: 'product',
  entity_id: '12',
  action: 'updated',
  changes: { price: { before: 10, after: 12.5 } },
}

const SETTINGS_EVENT = {
  ...EVENT,
  id: 8,
  route: 'POST /api/setting-general-update',
  entity: 'settings',
  entity_id: 'general',
  changes: { phone: { before: '', after: '+1 555 0100' } },
}

const ANSWERS: Record<string, unknown> = {
  '/api/audit-events': { items: [SETTINGS_EVENT, EVENT], total: 2 },
  '/api/audit-verify': {
    ok: true,
    checked: 7,
    problems: [],
    last: { id: 7, hash: 'f'.repeat(64) },
    unsealed: { count: 0, firstId: null, lastId: null },
  },
  '/api/audit-people': { people: [{ id: 1, name: 'Administrator' }] },
}

const SLOW = { timeout: 10_000 }

afterEach(() => vi.unstubAllGlobals())

function renderPage(address: string) {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost')
      requests.push(url.pathname + url.search)
      return Promise.resolve(
        new Response(JSON.stringify(ANSWERS[url.pathname] ?? {}), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = {
    configs: { currency: '$', dateFormat: 'Y-m-d', timezone: 'UTC' },
    autheried: { id: 1, name: 'Administrator' },
    actions: { auditLog: true, productDetail: true, generalSetting: true },
  } as unknown as AppSession
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  const router = createMemoryRouter([{ path: '/audit-log', Component: AuditLogPage }], {
    initialEntries: [address],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { requests, router }
}

// The whole page (filters, banner, table) takes seconds to draw in jsdom on a busy machine.
describe('the Audit Log page', { timeout: 20_000 }, () => {
  it('shows the verdict and the events, with the filters of its address', async () => {
    const { requests } = renderPage('/audit-log?entity=product&entity_id=12')
    expect(await screen.findByText(/Chain intact/, {}, SLOW)).toBeTruthy()
    expect(await screen.findByText('Price:', {}, SLOW)).toBeTruthy()
    expect(requests.find((url) => url.startsWith('/api/audit-events'))).toContain('entity=product&entity_id=12')
  })

  it('links each record to its page: a product to its detail, a settings section to its screen', async () => {
    renderPage('/audit-log')
    expect((await screen.findByRole('link', { name: 'Product 12' }, SLOW)).getAttribute('href')).toBe(
      '/product-detail/12',
    )
    expect(screen.getByRole('link', { name: 'General Settings' }).getAttribute('href')).toBe('/settings/general')
  })
})
