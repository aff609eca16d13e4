import { afterEach, describe, expect, it } from 'vitest'
import { setLanguageSource } from './i18n/translate.ts'
import {
  repairStatusName,
  repairStatusPublicLabel,
  specStatusOfGroup,
  timeInStatus,
  REPAIR_GROUPS,
} from './repair-workflow.ts'

describe('time in status', () => {
  const history = [
    { type: 'created' as const, at: '2026-03-09T09:00:00.000Z' },
    { type: 'technician' as const, at: '2026-03-09T09:30:00.000Z' },
    { type: 'status' as const, at: '2026-03-09T10:15:00.000Z' },
    { type: 'note' as const, at: '2026-03-09T11:00:00.000Z' },
  ]

  it('counts from the last change of status, not from a later note or technician', () => {
    expect(timeInStatus(history, '2026-03-09T12:45:30.000Z', null)).toEqual({ minutes: 150, overdue: false })
  })

  it('counts from the creation while the status never changed', () => {
    expect(timeInStatus(history.slice(0, 2), new Date('2026-03-09T10:00:00.000Z'), 90)).toEqual({
      minutes: 60,
      overdue: false,
    })
  })

  it('is overdue only once the limit has passed', () => {
    expect(timeInStatus(history, '2026-03-09T11:15:00.000Z', 60).overdue).toBe(false)
    expect(timeInStatus(history, '2026-03-09T11:16:00.000Z', 60)).toEqual({ minutes: 61, overdue: true })
  })

  it('knows nothing of a ticket without history', () => {
    expect(timeInStatus([], '2026-03-09T11:16:00.000Z', 1)).toEqual({ minutes: 0, overdue: false })
  })
})

describe("the spec's status of a group", () => {
  it('is complete for ready and collected only', () => {
    expect(REPAIR_GROUPS.filter((group) => specStatusOfGroup(group) === 1)).toEqual(['ready', 'collected'])
  })
})

describe("a status's name in the reader's language", () => {
  afterEach(() => setLanguageSource(() => undefined))

  it('reads a seeded default name in English as seeded', () => {
    expect(repairStatusName('new', 'New')).toBe('New')
    expect(repairStatusPublicLabel('new', 'Received')).toBe('Received')
  })

  it('reads a seeded default in French, and keeps a name the shop typed as typed', () => {
    setLanguageSource(() => 'fr')
    expect(repairStatusName('new', 'New')).toBe('Nouveau')
    expect(repairStatusPublicLabel('new', 'Received')).toBe('Reçu')
    // A status with no word for customers shows them its name.
    expect(repairStatusPublicLabel('cancelled', 'Cancelled')).toBe('Annulé')
    expect(repairStatusName('new', 'Awaiting bench')).toBe('Awaiting bench')
    // Another group's default name is the shop's choice of words there: kept.
    expect(repairStatusName('diagnosing', 'New')).toBe('New')
  })
})
