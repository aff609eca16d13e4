import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import type { SaleInput } from '@counterpart/domain/schemas/pos'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery } from '../../lib/app-configuration.ts'
import { tillConnection } from '../../lib/offline/connection.ts'
import { saveSale, type OutboxEntry } from '../../lib/offline/outbox.ts'
import { closeTillDb } from '../../lib/offline/till-db.ts'
import { ProvisionalReceiptPage } from './provisional-receipt-page.tsx'

const CASH_SALE: SaleInput = {
  enterAmount: 20,
  discountRate: 0,
  taxRate: 0,
  shippingAmount: 0,
  method: true,
  gateway: 'cash',
  customer_id: null,
  subTotal: 9.5,
  taxAmount: 0,
  discountedAmount: 0,
  totalAmount: 9.5,
  totalItems: 1,
  items: [{ id: 3, name: 'USB-C cable', qty: 1, price: 9.5, subTotal: 9.5 }],
}

function kept(sale: SaleInput): OutboxEntry {
  return { clientId: 'c0ffee00-1', userId: 1, tillId: 4, soldAt: '2026-11-26T10:15:00Z', sale, state: 'waiting' }
}

function openReceipt(clientId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  queryClient.setQueryData(appConfigurationQuery.queryKey, { configs, autheried: null, actions: null })
  const router = createMemoryRouter(
    [{ path: '/print/provisional-receipt/:clientId', Component: ProvisionalReceiptPage }],
    {
      initialEntries: [`/print/provisional-receipt/${clientId}`],
    },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/** A receipt row's text: its label and its value. */
function row(label: string): string {
  return screen.getByText(label).parentElement?.textContent ?? ''
}

beforeEach(() => {
  closeTillDb()
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('print', vi.fn())
  // jsdom lays nothing out: the receipt roll's length is measured in a real browser only.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  // Offline: the vendor credit is not asked of the server.
  tillConnection.set((state) => ({ ...state, offline: true }))
})
afterEach(() => {
  closeTillDb()
  vi.unstubAllGlobals()
})

describe('the provisional receipt of a sale kept on the till', () => {
  it('says it is provisional and prints the lines, the total, the cash and the change, without zero rows', async () => {
    await saveSale(kept(CASH_SALE))
    openReceipt('c0ffee00-1')
    expect((await screen.findByTestId('provisional-notice')).textContent).toBe(OFFLINE_TEXTS.provisionalReceipt)
    expect(screen.getByText('USB-C cable')).toBeTruthy()
    expect(screen.getByText('1 × $9.50')).toBeTruthy()
    expect(row('Total')).toBe('Total$9.50')
    expect(row('Cash')).toBe('Cash$20.00')
    expect(row('Change')).toBe('Change$10.50')
    expect(screen.queryByText(/^Discount/)).toBeNull()
    expect(screen.queryByText(/^Tax/)).toBeNull()
  })

  it('prints what is left to pay and by when on credit', async () => {
    await saveSale(kept({ ...CASH_SALE, method: false, enterAmount: 2, customer_id: 7, dueDate: '2026-12-26' }))
    openReceipt('c0ffee00-1')
    await screen.findByTestId('provisional-notice')
    expect(row('Paid now')).toBe('Paid now$2.00')
    expect(screen.getByText(/^Due by/).parentElement?.textContent).toMatch(/^Due by .+\$7\.50$/)
    expect(screen.queryByText('Change')).toBeNull()
  })

  it('sends the cashier to the sale’s page once the sale has reached the server', async () => {
    openReceipt('sent-long-ago')
    expect(await screen.findByText(OFFLINE_TEXTS.provisionalSent)).toBeTruthy()
    expect(screen.queryByTestId('provisional-notice')).toBeNull()
  })
})
