import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../lib/app-configuration.ts'
import { settingsQuery } from './api/get-settings.ts'
import { GeneralSettingsPage } from './general-settings-page.tsx'

function renderGeneralSettings(configuredAppUrl: string | null) {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session: AppSession = { configs, autheried: null, actions: null }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  const { mail_password: _password, ...mail } = DEFAULT_SETTINGS.mail
  const data: SettingsScreenData = {
    ...DEFAULT_SETTINGS,
    general: { ...DEFAULT_SETTINGS.general, app_url: 'https://stored.example' },
    mail: { ...mail, mail_password_set: false },
    updated_at: null,
    demo: false,
    configuredAppUrl,
  }
  queryClient.setQueryData(settingsQuery.queryKey, data)
  const router = createMemoryRouter([{ path: '/settings/general', element: <GeneralSettingsPage /> }], {
    initialEntries: ['/settings/general'],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const address = () => screen.getByLabelText<HTMLInputElement>('Shop web address')

describe('the shop web address on the General settings screen', () => {
  it('is edited here while the server sets no APP_URL', async () => {
    renderGeneralSettings(null)
    await screen.findByLabelText('Shop web address')
    expect(address().value).toBe('https://stored.example')
    expect(address().readOnly).toBe(false)
    expect(screen.getByText('Links in mails (password reset, repair tracking) lead here')).toBeTruthy()
  })

  it('says that APP_URL decides the links, and cannot be edited, when the server sets it', async () => {
    renderGeneralSettings('https://configured.example')
    await screen.findByLabelText('Shop web address')
    expect(address().readOnly).toBe(true)
    const helper = document.getElementById(address().getAttribute('aria-describedby') ?? '')
    expect(helper?.textContent).toBe(
      'Set on the server: links in mails lead to https://configured.example (APP_URL). This address is used only when APP_URL is not set.',
    )
    expect(helper?.querySelector('bdi')?.textContent).toBe('https://configured.example')
  })
})
