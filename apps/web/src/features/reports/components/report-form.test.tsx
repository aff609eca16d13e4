import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { reportCsvUrl } from '../api/report-csv.ts'
import { ReportForm } from './report-form.tsx'

// The form's name, which the report's title gives it (here any name: the tests find the form's fields).
const PURCHASE = 'Purchase'
const SALES = 'Sales'
const REPAIRS = 'Repairs'

describe('the report form', () => {
  it('opens on its defaults and sends the choice as the API takes it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    render(
      <ReportForm
        label={PURCHASE}
        defaults={{ way: 0, duration: 'yearly' }}
        last={null}
        busy={false}
        onSubmit={onSubmit}
      />,
    )
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Due' }).checked).toBe(true)
    expect(screen.queryByLabelText('From date')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ way: 0, duration: 'yearly', fromDate: null, endDate: null }),
    )
  })

  it('asks for both days of a period, and shows the server’s field errors under the fields', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(422, 'Invalid', { endDate: ['The End date must be a date after or equal to From date.'] }),
      ),
    )
    const last = { way: 1 as const, duration: 'period' as const, fromDate: null, endDate: null }
    render(
      <ReportForm
        label={SALES}
        defaults={{ way: 1, duration: 'today' }}
        last={last}
        busy={false}
        onSubmit={onSubmit}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }))
    expect(await screen.findByText('The From date field is required when the Duration is period.')).toBeTruthy()
    expect(screen.getByText('The End date field is required when the Duration is period.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-03-01' } })
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-31' } })
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }))
    expect(await screen.findByText('The End date must be a date after or equal to From date.')).toBeTruthy()
    expect(onSubmit).toHaveBeenCalledWith({ way: 1, duration: 'period', fromDate: '2026-03-01', endDate: '2026-03-31' })
  })
})

describe('the CSV export address', () => {
  it('carries the report’s fields, and the days only for a period', () => {
    expect(reportCsvUrl('sale', { way: 1, duration: 'today', fromDate: '2026-01-01', endDate: null })).toBe(
      '/api/sale-report/csv?way=1&duration=today',
    )
    expect(
      reportCsvUrl('purchase', { way: 0, duration: 'period', fromDate: '2026-01-01', endDate: '2026-01-31' }),
    ).toBe('/api/purchase-report/csv?way=0&duration=period&fromDate=2026-01-01&endDate=2026-01-31')
  })

  it('offers All beside Live and Due where asked, and sends it as the API takes it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    render(
      <ReportForm
        label={SALES}
        ways="withAll"
        defaults={{ way: 1, duration: 'today' }}
        last={null}
        busy={false}
        onSubmit={onSubmit}
      />,
    )
    fireEvent.click(screen.getByRole('radio', { name: 'All' }))
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ way: 'all', duration: 'today', fromDate: null, endDate: null }),
    )
    expect(reportCsvUrl('sale', { way: 'all', duration: 'today' })).toContain('way=all')
  })

  it('asks for no payment way on a report without one', () => {
    render(
      <ReportForm
        label={REPAIRS}
        ways="none"
        defaults={{ way: 1, duration: 'monthly' }}
        last={null}
        busy={false}
        onSubmit={() => Promise.resolve()}
      />,
    )
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Duration' }).textContent).toBe('This month')
  })
})
