import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../lib/app-configuration.ts'
import { printFooterQuery } from '../lib/use-print-footer.ts'
import { ReceiptFooter, ReceiptItems } from './receipt-parts.tsx'

/** A receipt footer under a shop whose ownnerInfo holds `ownnerInfo`, with the server's print-footer answer. */
async function renderFooter(ownnerInfo: string, vendorCredit: boolean) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost')
    const body = url.pathname === '/api/print-footer' ? { vendorCredit, text: 'Printed with Counterpart' } : {}
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // Only the fields the footer reads: the rest of the configuration plays no part here.
  const session = {
    configs: { ownnerInfo, billTermsFontSize: 8 },
    autheried: null,
    actions: null,
  } as unknown as AppSession
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  render(
    <QueryClientProvider client={queryClient}>
      <ReceiptFooter terms="<p>No refund after 7 days</p>" />
    </QueryClientProvider>,
  )
  // The server's answer has arrived and been rendered.
  await waitFor(() => expect(queryClient.getQueryState(printFooterQuery.queryKey)?.status).toBe('success'))
}

describe('ReceiptFooter', () => {
  it('keeps the vendor credit when ownnerInfo holds text that is not this shop’s licence', async () => {
    await renderFooter('any text at all', true)
    expect(await screen.findByText('Printed with Counterpart')).toBeTruthy()
    expect(screen.getByText('No refund after 7 days')).toBeTruthy()
  })

  it('leaves the vendor credit out when the server says the owner licence unlocks it', async () => {
    await renderFooter('', false)
    expect(screen.queryByText('Printed with Counterpart')).toBeNull()
    expect(screen.getByText('No refund after 7 days')).toBeTruthy()
  })
})

describe('ReceiptItems', () => {
  it('prints each line with its unit column and a detail line only where there is one', () => {
    render(
      <ReceiptItems
        label="Purchased items"
        priceLabel="Cost"
        fontSize={11}
        items={[
          { key: 1, name: 'Phone case', detail: 'SKU-1', qty: 2, price: '$3.00', total: '$6.00' },
          { key: 2, name: 'Charger', qty: 1, price: '$9.00', total: '$9.00' },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Purchased items' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Qty', 'Cost', 'Total'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(first?.textContent).toBe('Phone caseSKU-12$3.00$6.00')
    expect(second?.textContent).toBe('Charger1$9.00$9.00')
  })
})
