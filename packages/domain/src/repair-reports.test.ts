import { describe, expect, it } from 'vitest'
import { openMinutesMeasure, plainMinutes } from './opening-hours.ts'
import { repairWorkflowReport, type ReportStatusEvent } from './repair-reports.ts'

/**
 * A fortnight of a Paris shop open Monday to Friday 09:00-18:00 and Saturday 10:00-13:00 (UTC+1 in March
 * 2026), with every figure worked out by hand in the comments.
 */
const hours = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' })),
  { weekday: 6, opens: '10:00', closes: '13:00' },
]
const statuses = [
  { id: 1, name: 'New', group: 'new' as const, limitMinutes: null },
  { id: 2, name: 'Diagnosing', group: 'diagnosing' as const, limitMinutes: 120 },
  { id: 3, name: 'On the bench', group: 'in_repair' as const, limitMinutes: 480 },
  { id: 4, name: 'Ready', group: 'ready' as const, limitMinutes: null },
  { id: 5, name: 'Collected', group: 'collected' as const, limitMinutes: null },
  { id: 6, name: 'Part ordered', group: 'waiting_parts' as const, limitMinutes: null },
]
const tickets = [
  { id: 1, key: 'AAAA', deviceName: 'iPhone 12', technician: 'Ana' },
  { id: 2, key: 'BBBB', deviceName: 'iphone 12 ', technician: 'Ana' },
  { id: 3, key: 'CCCC', deviceName: 'Galaxy S21', technician: null },
  { id: 4, key: 'DDDD', deviceName: 'Pixel 7', technician: 'Bo' },
]
const paris = (repairId: number, local: string, statusId: number): ReportStatusEvent => ({
  repairId,
  // Paris local time in March 2026 before the 29th: UTC+1.
  at: new Date(Date.parse(`${local}:00Z`) - 3_600_000).toISOString(),
  statusId,
})
const events = [
  // Ticket 1: Monday 9 March 09:00 → Diagnosing 10:00 → bench 11:30 → Ready Tuesday 10:00 → Collected 17:00.
  paris(1, '2026-03-09T09:00', 1),
  paris(1, '2026-03-09T10:00', 2),
  paris(1, '2026-03-09T11:30', 3),
  paris(1, '2026-03-10T10:00', 4),
  paris(1, '2026-03-10T17:00', 5),
  // Ticket 2: Friday 6 March 17:00 → Ready Monday 9 March 10:00 (1 h Friday + 3 h Saturday + 1 h Monday).
  paris(2, '2026-03-06T17:00', 1),
  paris(2, '2026-03-09T10:00', 4),
  // Ticket 3: Monday 14:00 → Diagnosing 15:00, still there.
  paris(3, '2026-03-09T14:00', 1),
  paris(3, '2026-03-09T15:00', 2),
  // Ticket 4: ready on Thursday 26 February 10:00, before the range; collected Monday 9 March 12:00.
  paris(4, '2026-02-25T10:00', 1),
  paris(4, '2026-02-26T10:00', 4),
  paris(4, '2026-03-09T12:00', 5),
]
const range = {
  fromMs: Date.parse('2026-03-01T23:00:00Z'), // Monday 2 March 00:00 in Paris
  toMs: Date.parse('2026-03-15T23:00:00Z'), // Monday 16 March 00:00
  nowMs: Date.parse('2026-03-10T11:00:00Z'), // Tuesday 10 March 12:00
}

describe('repair reports from the tickets’ histories', () => {
  const report = repairWorkflowReport({
    tickets,
    events: events.toReversed(),
    statuses,
    ...range,
    measure: openMinutesMeasure(hours, 'Europe/Paris'),
  })

  it('measures created → ready and ready → collected within opening hours', () => {
    // Ticket 1: 540 on Monday + 60 on Tuesday; ticket 2: 60 + 180 + 60.
    expect(report.createdToReady).toEqual({ count: 2, averageMinutes: 450, medianMinutes: 450 })
    // Ticket 1: Tuesday 10:00-17:00 = 420; ticket 4: 480 + 540 + 180 + 5 × 540 + 180 + 180 = 4260.
    expect(report.readyToCollected).toEqual({ count: 2, averageMinutes: 2340, medianMinutes: 2340 })
  })

  it('splits the turnaround per technician and per device model', () => {
    expect(report.perTechnician).toEqual([{ technician: 'Ana', count: 2, averageMinutes: 450, medianMinutes: 450 }])
    expect(report.perModel).toEqual([{ model: 'iPhone 12', count: 2, averageMinutes: 450, medianMinutes: 450 }])
  })

  it('counts each stay that ended within the range, and who is in each status now', () => {
    expect(report.perStatus).toEqual([
      // Stays in New: 60 (ticket 1), 300 (ticket 2), 60 (ticket 3).
      { statusId: 1, name: 'New', group: 'new', count: 3, averageMinutes: 140, medianMinutes: 60, now: 0 },
      { statusId: 2, name: 'Diagnosing', group: 'diagnosing', count: 1, averageMinutes: 90, medianMinutes: 90, now: 1 },
      // Monday 11:30-18:00 and Tuesday 09:00-10:00.
      {
        statusId: 3,
        name: 'On the bench',
        group: 'in_repair',
        count: 1,
        averageMinutes: 450,
        medianMinutes: 450,
        now: 0,
      },
      { statusId: 4, name: 'Ready', group: 'ready', count: 2, averageMinutes: 2340, medianMinutes: 2340, now: 1 },
      { statusId: 5, name: 'Collected', group: 'collected', count: 0, averageMinutes: 0, medianMinutes: 0, now: 2 },
    ])
  })

  it('lists the tickets overdue now, counting only opening hours', () => {
    // Ticket 3 in Diagnosing: Monday 15:00-18:00 and Tuesday 09:00-12:00 = 360 minutes against 120.
    expect(report.overdueNow).toEqual([
      {
        repairId: 3,
        key: 'CCCC',
        deviceName: 'Galaxy S21',
        technician: null,
        statusId: 2,
        status: 'Diagnosing',
        minutes: 360,
        limitMinutes: 120,
      },
    ])
  })

  it('counts round the clock when the shop sets no hours', () => {
    const plain = repairWorkflowReport({ tickets, events, statuses, ...range, measure: plainMinutes })
    // Ticket 1: 25 h; ticket 2: 65 h.
    expect(plain.createdToReady).toEqual({ count: 2, averageMinutes: 2700, medianMinutes: 2700 })
    expect(plain.overdueNow[0]?.minutes).toBe(21 * 60)
  })
})
