import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { daysFromToday, PaymentSheet, quickCash } from './payment-sheet.tsx'

function withConfiguration(children: ReactNode) {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session: AppSession = { configs, autheried: null, actions: null }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

const RITA = { id: 7, firstName: 'Rita', lastName: 'Moreno', phone: '555-0101', email: '' }

function sheet(props: { hasCustomer: boolean; onProcess?: () => void; offline?: boolean }) {
  return render(
    withConfiguration(
      <PaymentSheet
        payable={32500}
        customer={props.hasCustomer ? RITA : null}
        onCustomer={vi.fn()}
        processing={false}
        offline={props.offline ?? false}
        onProcess={props.onProcess ?? vi.fn()}
        onClose={vi.fn()}
      />,
    ),
  )
}

const process = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Process' })
const onAccount = () => fireEvent.click(screen.getByRole('button', { name: 'On account' }))

describe('quick cash', () => {
  it('offers the exact amount, then the next round 5, 10, 20, 50 and 100 above it, each once', () => {
    expect(quickCash(878)).toEqual([878, 1000, 2000, 5000, 10000])
    expect(quickCash(32500)).toEqual([32500, 33000, 34000, 35000, 40000])
    expect(quickCash(10000)).toEqual([10000, 10500, 11000, 12000, 15000, 20000])
    expect(quickCash(4)).toEqual([4, 500, 1000, 2000, 5000, 10000])
  })
})

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
    onAccount()
    expect(screen.getByText('Please select customer for due payment !')).toBeTruthy()
    expect(process().disabled).toBe(true)
  })

  it('takes a sale on account for a customer, due 30 days from today by default (the POS setting)', () => {
    const onProcess = vi.fn()
    sheet({ hasCustomer: true, onProcess })
    onAccount()
    expect(screen.queryByText('Please select customer for due payment !')).toBeNull()
    const in30 = new Date()
    in30.setDate(in30.getDate() + 30)
    const date = `${in30.getFullYear()}-${String(in30.getMonth() + 1).padStart(2, '0')}-${String(in30.getDate()).padStart(2, '0')}`
    expect(daysFromToday(30)).toBe(date)
    expect(screen.getByLabelText<HTMLInputElement>('Due date').value).toBe(date)
    fireEvent.click(process())
    expect(onProcess).toHaveBeenCalledWith(expect.objectContaining({ method: false, enterAmount: 0, dueDate: date }))
  })

  it('takes the payment method as one choice: Card is paid now by card, cash stays the default', () => {
    const onProcess = vi.fn()
    sheet({ hasCustomer: false, onProcess })
    const cash = screen.getByRole('button', { name: 'Cash' })
    expect(cash.getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('checkbox', { name: 'Live' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Card' }))
    expect(cash.getAttribute('aria-pressed')).toBe('false')
    // Notes are for cash: a card pays the payable.
    expect(screen.queryByRole('group', { name: 'Quick cash' })).toBeNull()
    fireEvent.click(process())
    expect(onProcess).toHaveBeenCalledWith(expect.objectContaining({ enterAmount: 325, method: true, gateway: 'card' }))
  })

  it('offers only cash or on account while the till is offline', () => {
    sheet({ hasCustomer: true, offline: true })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Card' }).disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'On account' }).disabled).toBe(false)
  })

  it('processes with Enter right after a quick-cash tap, with that note as the amount', () => {
    const onProcess = vi.fn()
    sheet({ hasCustomer: false, onProcess })
    const notes = Array.from(screen.getByRole('group', { name: 'Quick cash' }).querySelectorAll('button'))
    expect(notes.map((button) => button.textContent)).toEqual(['$325.00', '$330.00', '$340.00', '$350.00', '$400.00'])
    const fifty = screen.getByRole('button', { name: '$350.00' })
    fireEvent.click(fifty)
    fifty.focus()
    expect(screen.getByTestId('payment-change').textContent).toBe('Change: $25.00')
    fireEvent.keyDown(fifty, { key: 'Enter' })
    expect(onProcess).toHaveBeenCalledTimes(1)
    expect(onProcess).toHaveBeenCalledWith(expect.objectContaining({ enterAmount: 350, method: true, gateway: 'cash' }))
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
    onAccount()
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
