import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { OwnerHomeResponse } from '@counterpart/domain/schemas/dashboard'
import type { DashboardChartResponse, IncomeFigures } from '@counterpart/domain/schemas/reports'
import { MemoryRouter } from 'react-router'
import { i18n } from '@counterpart/domain/i18n/translate'
import { describe, expect, it } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { dashboardChartQuery } from '../api/dashboard-chart.ts'
import { ownerHomeQuery } from '../api/owner-home.ts'
import { DashboardFigures } from './dashboard-figures.tsx'

const NOTHING: IncomeFigures = {
  orders: 0,
  grossSales: 0,
  discount: 0,
  returns: 0,
  netSales: 0,
  netProfit: 0,
  netTax: 0,
  repairs: 0,
  repairAmount: 0,
  repairTax: 0,
  bills: 0,
  billAmount: 0,
  billTax: 0,
  income: 0,
  incomeTax: 0,
}

const HOME: OwnerHomeResponse = {
  date: '2026-03-10',
  timezone: 'UTC',
  netSales: 91.14,
  income: 251.13,
  receivedByMethod: [
    { gateway: 'cash', amount: 116.7 },
    { gateway: 'card', amount: 20 },
    { gateway: 'cheque', amount: 5 },
  ],
  repairsToday: 1,
  openRepairs: 3,
  openRepairsDue: 82,
  receivableAmount: 39,
  payableAmount: 231,
  lowStock: 4,
  threshHold: 20,
  openTillSessions: 1,
}

const MONTHS = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`)

function renderFigures(
  spec: Omit<DashboardChartResponse, 'year' | 'today' | 'week'>,
  net: Partial<DashboardChartResponse> = {},
) {
  const chart: DashboardChartResponse = { year: NOTHING, today: NOTHING, week: NOTHING, ...spec, ...net }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  // Only what the figures read: the shop's currency and calendar.
  const session = {
    configs: {
      currency: { symbol: '€', symbolOnLeft: false, spaceBetweenAmountAndSymbol: true },
      dateFormat: 'd-m-Y',
      timezone: 'UTC',
    },
    autheried: null,
    actions: null,
  } as unknown as AppSession
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  queryClient.setQueryData(dashboardChartQuery.queryKey, chart)
  queryClient.setQueryData(ownerHomeQuery(20).queryKey, HOME)
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardFigures />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('DashboardFigures', () => {
  it('says what the chart would show, and how, when the last 12 months have no sales', () => {
    renderFigures({
      months: MONTHS,
      areaChartPrice: Array(12).fill(0),
      areaChartCost: Array(12).fill(0),
      sales: 0,
      sold: 0,
      profit: 0,
      cost: 0,
      tax: 0,
      receivableAmount: 0,
      payableAmount: 0,
    })
    expect(screen.getByText('No sales in the last 12 months')).toBeTruthy()
    expect(screen.getByText(/appear here once sales are made at the POS/)).toBeTruthy()
    // No empty axis is drawn (it used to read 0.000000).
    expect(screen.queryByRole('figure', { name: 'Sales and cost over the last 12 months' })).toBeNull()
    expect(document.body.textContent).not.toContain('0.000000')
    // The side figures still read in the shop's currency.
    expect(
      within(screen.getByLabelText('Figures of the last 12 months')).getByText('0.00 €', {
        selector: '[data-figure="Net sales"]',
      }),
    ).toBeTruthy()
  })

  it('shows what customers owe and what the shop owes its suppliers apart, never one pending sum', () => {
    renderFigures({
      months: MONTHS,
      areaChartPrice: Array(12).fill(0),
      areaChartCost: Array(12).fill(0),
      sales: 0,
      sold: 0,
      profit: 0,
      cost: 0,
      tax: 0,
      receivableAmount: 2166.59,
      payableAmount: 15161,
    })
    const owed = screen.getByLabelText('Money owed now')
    expect(owed.textContent).toContain('Customers owe')
    const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent
    expect([figure('Customers owe'), figure('Owed to suppliers')]).toEqual(['2,166.59 €', '15,161.00 €'])
    expect(document.body.textContent).not.toContain('17,327.59')
    expect(document.body.textContent).not.toContain('Pending')
  })

  it('reads net sales with the gross, discounts and returns that make them, today, this week and over 12 months', () => {
    const today = { ...NOTHING, grossSales: 122, discount: 3.3, returns: 27.56, netSales: 91.14, income: 251.13 }
    renderFigures(
      {
        months: MONTHS,
        areaChartPrice: Array(12).fill(0),
        areaChartCost: Array(12).fill(0),
        sales: 0,
        sold: 0,
        profit: 0,
        cost: 0,
        tax: 0,
        receivableAmount: 0,
        payableAmount: 0,
      },
      { today, week: { ...today, netSales: 111.14 } },
    )
    const figure = (list: string, label: string) =>
      within(screen.getByLabelText(list)).getByText(/./, { selector: `[data-figure="${label}"]` }).textContent
    expect(figure('Figures of today', 'Net sales')).toBe('91.14 €')
    expect(figure('Figures of today', 'Gross sales')).toBe('122.00 €')
    expect(figure('Figures of today', 'Discounts')).toBe('-3.30 €')
    expect(figure('Figures of today', 'Returns')).toBe('-27.56 €')
    expect(figure('Figures of today', 'Income')).toBe('251.13 €')
    expect(figure('Figures of this week', 'Net sales')).toBe('111.14 €')
  })

  it("opens on the owner's home: each card names today's figure and links to its list", () => {
    renderFigures({
      months: MONTHS,
      areaChartPrice: Array(12).fill(0),
      areaChartCost: Array(12).fill(0),
      sales: 0,
      sold: 0,
      profit: 0,
      cost: 0,
      tax: 0,
      receivableAmount: 0,
      payableAmount: 0,
    })
    const home = screen.getByRole('region', { name: 'Today' })
    const card = (name: RegExp) => within(home).getByRole('link', { name })
    expect(card(/Net sales today/).getAttribute('href')).toBe('/transactions')
    expect(card(/Net sales today/).textContent).toContain('91.14 €')
    expect(card(/Taken today/).textContent).toMatch(/Cash 116\.70 €.*Card 20\.00 €.*Cheque 5\.00 €/)
    expect(card(/Taken today/).getAttribute('href')).toBe('/payments')
    expect(card(/Open repairs/).getAttribute('href')).toBe('/repair-lists')
    expect(card(/Customers owe/).getAttribute('href')).toBe('/balances')
    expect(card(/Customers owe/).textContent).toContain('Owed to suppliers 231.00 €')
    expect(card(/Low stock/).getAttribute('href')).toBe('/stocks')
    expect(card(/Till sessions open/).getAttribute('href')).toBe('/reports?tab=TillSessions')
  })

  it("reads the owner's home in the user's language, amounts kept apart from the words", async () => {
    await i18n.changeLanguage('fr')
    try {
      renderFigures({
        months: MONTHS,
        areaChartPrice: Array(12).fill(0),
        areaChartCost: Array(12).fill(0),
        sales: 0,
        sold: 0,
        profit: 0,
        cost: 0,
        tax: 0,
        receivableAmount: 0,
        payableAmount: 0,
      })
      const home = screen.getByRole('region', { name: 'Aujourd’hui' })
      const taken = within(home).getByRole('link', { name: /Encaissé aujourd’hui/ })
      // The amounts as the shop's money is written in French (its decimal mark may follow the language).
      expect(taken.textContent).toMatch(/Espèces 116[.,]70\s?€.*Carte 20[.,]00\s?€/)
      expect([...taken.querySelectorAll('bdi bdi')].some((bdi) => /^116[.,]70\s?€$/.test(bdi.textContent ?? ''))).toBe(
        true,
      )
      expect(within(home).getByRole('link', { name: /Stock bas/ }).textContent).toContain('Moins de 20 unités')
      expect(screen.getByText('Aucune vente sur les 12 derniers mois')).toBeTruthy()
    } finally {
      await i18n.changeLanguage('en')
    }
  })
})
