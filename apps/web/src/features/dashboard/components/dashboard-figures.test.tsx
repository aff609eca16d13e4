import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { DashboardChartResponse } from '@counterpart/domain/schemas/reports'
import { describe, expect, it } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { dashboardChartQuery } from '../api/dashboard-chart.ts'
import { DashboardFigures } from './dashboard-figures.tsx'

const MONTHS = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`)

function renderFigures(chart: DashboardChartResponse) {
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
  return render(
    <QueryClientProvider client={queryClient}>
      <DashboardFigures />
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
    expect(screen.getByText('0.00 €', { selector: '[data-figure="Sales"]' })).toBeTruthy()
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
})
