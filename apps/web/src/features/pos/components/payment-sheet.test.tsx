import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { PaymentSheet } from './payment-sheet.tsx'

function withConfiguration(children: ReactNode) {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session: AppSession = { configs, autheried: null, actions: null }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

const RITA = { id: 7, firstName: 'Rita', lastName: 'Moreno', phone: '555-0101', email: '' }

function sheet(props: { hasCustomer: boolean; onProcess?: () => void }) {
  return render(
    withConfiguration(
      <PaymentSheet
        payable={32500}
        customer={props.hasCustomer ? RITA : null}
        onCustomer={vi.fn()}
        processing={false}
        onProcess={props.onProcess ?? vi.fn()}
        onClose={vi.fn()}
      />,
    ),
  )
}

const process = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Process' })

// The sheet renders a whole dialog with MUI inputs: slow on a busy machine, hence the generous timeout.
describe('the payment sheet', { timeout: 30_000 }, () => {
  it('suggests the payable amount, paid at once in cash', () => {
    const onProcess = vi.fn()
    sheet({ hasCustomer: false, onProcess })
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount entered' }).value).toBe('325.00')
    expect(screen.getByTestId('payment-change').textContent).toBe('Change: $0.00')
    fireEvent.click(process())
    expect(onProcess).toHaveBeenCalledWith(expect.objectContaining({ enterAmount: 325, method: true, gateway: 'cash' }))
  })

  it("blocks a sale on credit without a customer: 'Please select customer for due payment !'", () => {
    sheet({ hasCustomer: false })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Live' }))
    expect(screen.getByText('Please select customer for due payment !')).toBeTruthy()
    expect(process().disabled).toBe(true)
  })

  it('takes a sale on credit for a customer with a due date defaulting to today', () => {
    const onProcess = vi.fn()
    sheet({ hasCustomer: true, onProcess })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Live' }))
    expect(screen.queryByText('Please select customer for due payment !')).toBeNull()
    fireEvent.click(process())
    const today = new Date()
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    expect(onProcess).toHaveBeenCalledWith(expect.objectContaining({ method: false, enterAmount: 0, dueDate: date }))
  })

  it('types the amount on the keypad and shows the change; a short cash amount cannot be processed', () => {
    sheet({ hasCustomer: false })
    for (const key of ['4', '0', '0']) fireEvent.click(screen.getByRole('button', { name: key }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount entered' }).value).toBe('400')
    expect(screen.getByTestId('payment-change').textContent).toBe('Change: $75.00')
    fireEvent.click(screen.getByRole('button', { name: 'Clear amount' }))
    for (const key of ['1', '0', '0']) fireEvent.click(screen.getByRole('button', { name: key }))
    expect(process().disabled).toBe(true)
  })

  it('shows the amount due on credit, not a negative change', () => {
    sheet({ hasCustomer: true })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Live' }))
    expect(screen.queryByTestId('payment-change')).toBeNull()
    expect(screen.getByTestId('payment-due').textContent).toBe('Due: $325.00')
    for (const key of ['1', '0', '0']) fireEvent.click(screen.getByRole('button', { name: key }))
    expect(screen.getByTestId('payment-due').textContent).toBe('Due: $225.00')
  })

  it('asks before taking a tendered amount more than 1,000 times the payable, and refuses one above the bound', () => {
    const onProcess = vi.fn()
    sheet({ hasCustomer: false, onProcess })
    const amount = screen.getByRole('textbox', { name: 'Amount entered' })
    fireEvent.change(amount, { target: { value: '4006381333931' } })
    expect(screen.getByText('The amount entered may not be greater than $99,999,999.99.')).toBeTruthy()
    expect(process().disabled).toBe(true)
    fireEvent.change(amount, { target: { value: '400638' } })
    fireEvent.click(process())
    expect(onProcess).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Take it' }))
    expect(onProcess).toHaveBeenCalledWith(expect.objectContaining({ enterAmount: 400638 }))
  })

  it('lays the keypad out like a calculator', () => {
    sheet({ hasCustomer: false })
    const keys = Array.from(screen.getByRole('group', { name: 'Keypad' }).querySelectorAll('button'))
      .map((button) => button.textContent)
      .slice(0, 12)
    expect(keys).toEqual(['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '00', '.'])
  })
})
