import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import type { DisplayState } from '@counterpart/domain/schemas/customer-display-texts'
import { i18n } from '@counterpart/domain/i18n/translate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../lib/app-configuration.ts'
import { DisplayScreen } from './components/display-screen.tsx'
import { useShopLanguage } from './use-shop-language.ts'

const CART: DisplayState = {
  phase: 'cart',
  lines: [{ name: 'USB-C cable', quantity: 2, amount: 19.98 }],
  total: 19.98,
  paid: null,
  change: null,
}

function Display({ state }: { state: DisplayState }) {
  useShopLanguage()
  return <DisplayScreen state={state} status="live" />
}

/** The display under a shop whose General settings name `language` (or none). */
function renderDisplay(language: string | undefined, state: DisplayState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // Only the fields the display reads: the rest of the configuration plays no part here.
  const session = {
    configs: { currency: '$', dateFormat: 'Y-m-d', timezone: 'UTC', logo: '', site_name: 'Fixit', language },
    autheried: null,
    actions: null,
  } as unknown as AppSession
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  return render(
    <QueryClientProvider client={queryClient}>
      <Display state={state} />
    </QueryClientProvider>,
  )
}

describe('the customer display', () => {
  // jsdom measures no layout: the cart's overflow fade has nothing to observe.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('speaks the shop’s language, whatever the page opened in', async () => {
    renderDisplay('fr', CART)
    expect(await screen.findByText('Vos articles', { exact: false })).toBeTruthy()
    expect(screen.getByText('2 articles')).toBeTruthy()
    expect(screen.getByText('Total')).toBeTruthy()
  })

  it('reads right to left words in Arabic, with the count in its Arabic plural', async () => {
    renderDisplay('ar', { ...CART, lines: [{ name: 'USB-C cable', quantity: 3, amount: 29.97 }] })
    expect(await screen.findByText('مشترياتك', { exact: false })).toBeTruthy()
    expect(screen.getByText('3 عناصر')).toBeTruthy()
    expect(screen.getByText('الإجمالي')).toBeTruthy()
  })

  it('gives the page back its reader’s language when the display is left', async () => {
    await i18n.changeLanguage('es')
    const { unmount } = renderDisplay('fr', CART)
    expect(await screen.findByText('Vos articles', { exact: false })).toBeTruthy()
    unmount()
    await vi.waitFor(() => expect(i18n.language).toBe('es'))
  })

  it('stays in English where the shop names no language', () => {
    renderDisplay(undefined, { phase: 'idle', lines: [], total: 0, paid: null, change: null })
    expect(screen.getByText('Welcome · Fixit')).toBeTruthy()
    expect(screen.getByText('Your items will appear here as they are rung up.')).toBeTruthy()
  })
})
