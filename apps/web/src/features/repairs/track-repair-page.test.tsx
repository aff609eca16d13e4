import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { i18n } from '@counterpart/domain/i18n/translate'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { appConfigurationQuery } from '../../lib/app-configuration.ts'
import { pinLanguage } from '../../lib/i18n/start.ts'
import { stubJsonFetch } from '../../test/fetch-stub.ts'
import { TrackRepairPage } from './track-repair-page.tsx'

function answer(language: string) {
  return JSON.stringify({
    tracked: {
      key: 'R7K2Q9',
      deviceName: 'iPhone 12',
      issue: 'Écran fissuré',
      imie: '',
      status: 0,
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-21T09:00:00.000Z',
    },
    step: { label: 'En cours', group: 'in_progress' },
    estimate: null,
    warrantyUntil: null,
    photos: [],
    deposit: null,
    language,
  })
}

function openTracking() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  queryClient.setQueryData(appConfigurationQuery.queryKey, { configs, autheried: null, actions: null })
  const router = createMemoryRouter([{ path: '/track/:key?', Component: TrackRepairPage }], {
    initialEntries: ['/track/R7K2Q9'],
  })
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(async () => {
  await pinLanguage(null)
  await i18n.changeLanguage('en')
})

describe('the public tracking page (issue 32 §3)', () => {
  it('reads in the language the tracking answer names, and gives the page back its own when left', async () => {
    stubJsonFetch(answer('fr'))
    const page = openTracking()
    expect(await screen.findByRole('heading', { level: 1, name: 'Suivez votre réparation' })).toBeTruthy()
    const root = screen.getByRole('heading', { level: 1 }).parentElement
    expect(root?.lang).toBe('fr')
    expect(root?.dir).toBe('ltr')
    page.unmount()
    await expect.poll(() => i18n.language).toBe('en')
  })

  it('turns right to left for an Arabic answer', async () => {
    stubJsonFetch(answer('ar'))
    openTracking()
    await expect.poll(() => screen.getByRole('heading', { level: 1 }).parentElement?.dir).toBe('rtl')
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.lang).toBe('ar')
  })
})
