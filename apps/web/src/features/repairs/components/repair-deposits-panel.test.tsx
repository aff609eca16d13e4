import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { i18n } from '@counterpart/domain/i18n/translate'
import type { RepairDetailAnswer } from '@counterpart/domain/schemas/repair-estimates'
import { afterEach, describe, expect, it } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { RepairDepositsPanel } from './repair-deposits-panel.tsx'

/** Only what the panel reads: the ticket's group, its deposits and what it holds. */
const REPAIR = {
  id: 7,
  group: 'cancelled',
  depositHeld: 30,
  deposits: [
    {
      id: 1,
      type: 'credit',
      gateway: 'cash',
      amount: 50,
      session_id: null,
      user: 'Ann',
      created_at: '2026-03-02T10:00:00Z',
    },
    {
      id: 2,
      type: 'debit',
      gateway: 'cash',
      amount: 20,
      session_id: null,
      user: 'Ann',
      created_at: '2026-03-03T10:00:00Z',
    },
  ],
} as unknown as RepairDetailAnswer

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const session = {
    configs: {
      currency: { symbol: '$', symbolOnLeft: true, spaceBetweenAmountAndSymbol: false },
      dateFormat: 'd-m-Y',
      timezone: 'UTC',
    },
    autheried: null,
    actions: null,
  } as unknown as AppSession
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  return render(
    <QueryClientProvider client={queryClient}>
      <RepairDepositsPanel repair={REPAIR} />
    </QueryClientProvider>,
  )
}

describe('the deposits of a cancelled repair, in the language of the reader (issue 32)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en')
  })

  it('reads in English as before, the amounts isolated', () => {
    renderPanel()
    expect(screen.getByRole('heading', { name: 'Deposits' })).toBeTruthy()
    const held = screen.getByTestId('repair-deposit-held')
    expect(held.textContent).toBe('Held: $30.00')
    expect(within(held).getByText('$30.00').tagName).toBe('BDI')
    expect(screen.getByRole('button', { name: 'Refund deposit ($30.00)' })).toBeTruthy()
  })

  it('reads in French, the amount still isolated inside the sentence', async () => {
    await i18n.changeLanguage('fr')
    renderPanel()
    expect(screen.getByRole('heading', { name: 'Acomptes' })).toBeTruthy()
    const held = screen.getByTestId('repair-deposit-held')
    expect(held.textContent).toBe('Détenu : $30,00')
    expect(within(held).getByText('$30,00').tagName).toBe('BDI')
    expect(screen.getByRole('button', { name: "Rembourser l'acompte ($30,00)" })).toBeTruthy()
    expect(screen.getByRole('list', { name: "Paiements d'acompte" })).toBeTruthy()
  })
})
