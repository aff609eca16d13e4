import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { i18n } from '@counterpart/domain/i18n/translate'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { PaymentSheet } from './payment-sheet.tsx'

function withConfiguration(children: ReactNode) {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session: AppSession = { configs, autheried: null, actions: null }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

async function sheetIn(language: string) {
  await i18n.changeLanguage(language)
  return render(
    withConfiguration(
      <PaymentSheet
        payable={32500}
        customer={null}
        onCustomer={vi.fn()}
        processing={false}
        onProcess={vi.fn()}
        onClose={vi.fn()}
      />,
    ),
  )
}

// The sheet renders a whole dialog with MUI inputs: slow on a busy machine, hence the generous timeout.
describe('the payment sheet in the shop’s language', { timeout: 30_000 }, () => {
  afterEach(async () => {
    cleanup()
    await i18n.changeLanguage('en')
  })

  it('speaks Arabic, the change kept left to right in its own isolate', async () => {
    await sheetIn('ar')
    expect(screen.getByRole('button', { name: 'تنفيذ' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'على الحساب' })).toBeTruthy()
    // The amount itself is the formatters' (the shop's currency, the language's digits): here only where it sits.
    const change = screen.getByTestId('payment-change')
    const amount = change.querySelector('bdi')?.textContent ?? ''
    expect(amount).toMatch(/0/)
    expect(change.textContent).toBe(`الباقي: ${amount}`)
  })

  it('speaks French and Spanish', async () => {
    await sheetIn('fr')
    expect(screen.getByRole('button', { name: 'Valider' })).toBeTruthy()
    expect(screen.getByTestId('payment-change').textContent).toMatch(/^Monnaie : \S/)
    cleanup()
    await sheetIn('es')
    expect(screen.getByRole('button', { name: 'Procesar' })).toBeTruthy()
    expect(screen.getByTestId('payment-change').textContent).toMatch(/^Cambio: \S/)
  })
})
