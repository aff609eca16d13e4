import { describe, expect, it } from 'vitest'
import { specStatusOfGroup, timeInStatus, REPAIR_GROUPS } from './repair-workflow.ts'

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
