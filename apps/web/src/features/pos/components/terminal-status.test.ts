import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { describe, expect, it } from 'vitest'
import type { OfflineTill } from '../use-offline-till.ts'
import { terminalStatusSummary } from './terminal-status.tsx'

const online: OfflineTill = {
  offline: false,
  lastContact: null,
  asOf: null,
  waiting: 0,
  refused: [],
  unavailable: null,
}

describe('the till status chip', () => {
  it('says the open till in green while all is well', () => {
    expect(terminalStatusSummary({ openOn: 'Till 1', blocked: false }, online)).toEqual({
      label: 'Till 1 · open',
      tone: 'success',
    })
  })

  it('puts the most pressing state first: refused sales, then offline, then sales waiting, then no session', () => {
    const refused = [{ clientId: 'a', soldAt: '2026-01-01T00:00:00Z', message: 'Out of stock' }]
    const till = { openOn: null, blocked: true }
    expect(terminalStatusSummary(till, { ...online, offline: true, waiting: 2, refused } as OfflineTill)).toEqual({
      label: OFFLINE_TEXTS.needsAttention(1),
      tone: 'error',
    })
    expect(terminalStatusSummary(till, { ...online, offline: true, waiting: 2 })).toEqual({
      label: 'Offline · 2 waiting',
      tone: 'warning',
    })
    expect(terminalStatusSummary(till, { ...online, waiting: 1 }).label).toBe(OFFLINE_TEXTS.waiting(1))
    expect(terminalStatusSummary(till, online)).toEqual({ label: 'No till session', tone: 'warning' })
  })
})
