import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { TillRecord } from '@counterpart/domain/schemas/tills'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { TILLS_PATH, type TillList } from '../../../lib/queries/tills.ts'
import { chooseTill } from '../../../lib/till.ts'
import { TillStatus, useTillState } from './till-status.tsx'

const OPEN_SESSION = {
  id: 5,
  till_id: 1,
  tillName: 'Till 1',
  status: 'open',
  openedBy: 'Ann',
  opened_at: '2026-01-02 09:00:00',
  openingFloat: 100,
  closedBy: null,
  closed_at: null,
  expectedCash: null,
  countedCash: null,
  difference: null,
  zNumber: null,
} as const

const till = (id: number, name: string, open: boolean): TillRecord => ({
  id,
  name,
  created_at: '2026-01-01 08:00:00',
  openSession: open ? { ...OPEN_SESSION, till_id: id, tillName: name } : null,
  printer: null,
  print_mode: 'ask',
})

function Probe() {
  const state = useTillState()
  return state ? (
    <>
      <TillStatus till={state} />
      <output>{state.blocked ? 'blocked' : 'may sell'}</output>
    </>
  ) : (
    <output>unknown</output>
  )
}

function renderWith(list: TillList | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, enabled: false } } })
  if (list) client.setQueryData([TILLS_PATH], list)
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('the terminal’s till status', () => {
  afterEach(() => chooseTill(null))

  it('shows the device’s open till, which may sell', () => {
    chooseTill(2)
    renderWith({ tills: [till(1, 'Till 1', true), till(2, 'Back room', true)], sessionRequired: true })
    expect(screen.getByRole('link', { name: /^Back room ?· open$/ }).getAttribute('href')).toBe('/pos/till')
    expect(screen.getByRole('status').textContent).toBe('may sell')
  })

  it('asks for a session where the shop requires one and this device’s till is closed', () => {
    chooseTill(1)
    renderWith({ tills: [till(1, 'Till 1', false), till(2, 'Back room', true)], sessionRequired: true })
    expect(screen.getByRole('link', { name: 'No till session' }).getAttribute('href')).toBe('/pos/till')
    expect(screen.getByRole('status').textContent).toBe('blocked')
  })

  it('lets the terminal sell as before when the setting is off, or until the tills are known', () => {
    renderWith({ tills: [till(1, 'Till 1', true)], sessionRequired: false })
    expect(screen.getByRole('link', { name: 'No till session' }).getAttribute('href')).toBe('/pos/till')
    expect(screen.getByRole('status').textContent).toBe('may sell')
  })

  it('draws nothing until the tills are known', () => {
    renderWith(undefined)
    expect(screen.getByRole('status').textContent).toBe('unknown')
  })
})
