import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { Language } from '@counterpart/domain/i18n/languages'
import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery } from '../../lib/app-configuration.ts'
import { orderQuery } from '../../lib/queries/order.ts'
import { printFooterQuery } from '../../lib/use-print-footer.ts'
import { PrintSalePage } from './print-sale-page.tsx'

function sale(customerLanguage: Language | null): OrderDetailResponse {
  return {
    order: {
      id: 7,
      key: 'S-000007',
      kind: 'salling',
      salling: true,
      refunding: false,
      purchasing: false,
      parent_id: null,
      by: 'Sam',
      barcode: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      subTotal: 19,
      taxRate: 0,
      taxAmount: 0,
      discountRate: 0,
      discountedAmount: 0,
      shippingAmount: 0,
      totalAmount: 19,
      totalItems: 2,
      cancelledDue: 0,
      enterAmount: 0,
      method: true,
      dueDate: null,
      noteTitle: '',
      saleNote: '',
      printNote: '',
      shippingRecipient: '',
      shippingInfo: '',
      shippingStatus: false,
      stockUpdated: true,
      created_at: '2026-11-26T10:15:00.000Z',
      updated_at: '2026-11-26T10:15:00.000Z',
      items: [{ id: 1, name: 'USB-C cable', qty: 2, price: 9.5, subTotal: 19, discount: 0, imei: '', sNumber: '' }],
    },
    supplier: null,
    customer: {
      id: 3,
      firstName: 'Claire',
      lastName: 'Martin',
      company: '',
      email: '',
      phone: '',
      address: '',
      companyAddress: '',
      shippingAdress: '',
    },
    payment: null,
    payments: [{ id: 1, gateway: 'cash', amount: 19, status: true, method: true, type: 'credit', dueDate: null }],
    due: 0,
    customerLanguage,
  } as unknown as OrderDetailResponse
}

function openReceipt(detail: OrderDetailResponse, shopLanguage: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const configs = toAppConfiguration(
    { ...DEFAULT_SETTINGS, general: { ...DEFAULT_SETTINGS.general, language: shopLanguage } },
    { demo: false, updated_at: null, timezone: 'UTC' },
  )
  queryClient.setQueryData(appConfigurationQuery.queryKey, { configs, autheried: null, actions: null })
  queryClient.setQueryData(orderQuery(7).queryKey, detail)
  queryClient.setQueryData(printFooterQuery.queryKey, { vendorCredit: false, text: '' })
  const router = createMemoryRouter([{ path: '/print/print-sale/:id', Component: PrintSalePage }], {
    initialEntries: ['/print/print-sale/7?preview=1'],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/** The paper: the element that names the receipt's language. */
async function paper(): Promise<HTMLElement> {
  const title = await screen.findByRole('heading', { level: 1 })
  const root = title.closest<HTMLElement>('[data-paper-language]')
  if (!root) throw new Error('the receipt has no paper root')
  return root
}

beforeEach(() => {
  vi.stubGlobal('print', vi.fn())
  // jsdom lays nothing out: the receipt roll's length is measured in a real browser only.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})

describe('a sale receipt printed from the browser (issue 32)', () => {
  it('reads in the French customer’s language while the screen around it stays English', async () => {
    openReceipt(sale('fr'))
    const receipt = await paper()
    expect(receipt.lang).toBe('fr')
    expect(receipt.dir).toBe('ltr')
    expect(within(receipt).getByRole('heading', { level: 1 }).textContent).toBe('Reçu de vente')
    expect(within(receipt).getByTestId('receipt-status').textContent).toBe('Payé')
    expect(within(receipt).getByText('Espèces')).toBeTruthy()
    // Money in the paper's locale: a French decimal comma.
    expect(within(receipt).getAllByText('$19,00').length).toBeGreaterThan(0)
    // The screen's own controls, outside the paper, in the page's language.
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(screen.queryByText('Sale Receipt')).toBeNull()
  })

  it('turns an Arabic customer’s receipt right to left', async () => {
    openReceipt(sale('ar'))
    const receipt = await paper()
    expect(receipt.lang).toBe('ar')
    expect(receipt.dir).toBe('rtl')
    expect(within(receipt).getByRole('heading', { level: 1 }).textContent).toBe('إيصال بيع')
  })

  it('reads in the shop’s language when the customer chose none', async () => {
    openReceipt(sale(null), 'es')
    const receipt = await paper()
    expect(receipt.lang).toBe('es')
    expect(within(receipt).getByRole('heading', { level: 1 }).textContent).toBe('Recibo de venta')
    expect(within(receipt).getAllByText('$19,00').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy()
  })
})
