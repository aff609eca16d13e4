import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { describe, expect, it } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import type { OfflineTill } from '../use-offline-till.ts'
import { OfflineBadge, OfflineNotices } from './offline-status.tsx'

const MINUTE = 60_000

function till(over: Partial<OfflineTill>): OfflineTill {
  return { offline: false, lastContact: null, asOf: null, waiting: 0, refused: [], unavailable: null, ...over }
}

/** The notices under a shop whose POS settings warn after `warnMinutes` (absent: an older server). */
function renderNotices(state: OfflineTill, warnMinutes?: number) {
  const queryClient = new QueryClient()
  // Only what the notices read: the warning's minutes and the date format.
  const configs = { dateFormat: 'd-m-Y', timezone: 'UTC', currency: '$', offlineWarnMinutes: warnMinutes }
  queryClient.setQueryData(appConfigurationQuery.queryKey, {
    configs,
    autheried: null,
    actions: null,
  } as unknown as AppSession)
  return render(
    <QueryClientProvider client={queryClient}>
      <OfflineBadge till={state} />
      <OfflineNotices till={state} />
    </QueryClientProvider>,
  )
}

describe('the terminal offline', () => {
  it('says what works offline, and warns once the till has been cut off longer than the POS setting', () => {
    const view = renderNotices(till({ offline: true, lastContact: Date.now() - 20 * MINUTE, waiting: 2 }), 30)
    expect(screen.getByText(OFFLINE_TEXTS.limits)).toBeTruthy()
    expect(screen.queryByText(OFFLINE_TEXTS.tooLong(30))).toBeNull()
    expect(screen.getByRole('status').textContent).toContain(OFFLINE_TEXTS.waiting(2))
    view.unmount()

    renderNotices(till({ offline: true, lastContact: Date.now() - 31 * MINUTE }), 30)
    expect(screen.getByText(OFFLINE_TEXTS.tooLong(30))).toBeTruthy()
  })

  it('warns after 30 minutes when the server sends no setting', () => {
    renderNotices(till({ offline: true, lastContact: Date.now() - 31 * MINUTE }))
    expect(screen.getByText(OFFLINE_TEXTS.tooLong(30))).toBeTruthy()
  })

  it('says why this till cannot sell offline, and lists the sales the server refused', () => {
    renderNotices(
      till({
        unavailable: 'insecure',
        refused: [
          {
            clientId: '0b3c',
            userId: 1,
            tillId: 1,
            soldAt: '2026-11-24T10:00:00.000Z',
            sale: { items: [] } as never,
            state: 'refused',
            message: 'The selected customer is invalid.',
          },
        ],
      }),
    )
    expect(screen.getByTestId('offline-unavailable').textContent).toBe(OFFLINE_TEXTS.unavailable.insecure)
    expect(screen.queryByText(OFFLINE_TEXTS.limits)).toBeNull()
    const refused = screen.getByTestId('offline-refused')
    expect(refused.textContent).toContain(OFFLINE_TEXTS.needsAttention(1))
    expect(refused.textContent).toContain('The selected customer is invalid.')
  })
})
