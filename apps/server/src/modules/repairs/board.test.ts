import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { setShopTimezone } from '../../../test/report-fixtures.ts'

/**
 * Issue 30: the shop's opening hours, the Repairs board, the reports from the tickets' histories, and a
 * ticket that belongs to its customer (item 9).
 */
const { test, admin } = await adminAppForFile()

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' }))
const hours = [...weekdays, { weekday: 6, opens: '10:00', closes: '13:00' }]

let phones = 0
async function createRepair(overrides: Record<string, unknown> = {}): Promise<number> {
  phones += 1
  const response = await admin.post('/api/repair', {
    name: 'Board Person',
    phone: `+33 6 00 00 ${String(phones).padStart(2, '0')}`,
    issue: 'Screen',
    deviceName: 'iPhone 12',
    charges: 80,
    taxRate: 0,
    prePaid: 0,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

async function defaultOf(group: string): Promise<{ id: number }> {
  const items: { id: number; group: string; isDefault: boolean }[] = (await admin.get('/api/repair-statuses')).json()
    .items
  return items.find((status) => status.group === group && status.isDefault)!
}

async function moveTo(id: number, group: string) {
  const response = await admin.post(`/api/repair/${id}/status`, { statusId: (await defaultOf(group)).id })
  expect(response.statusCode, response.body).toBe(200)
}

/** Puts a ticket's created/status events at the given Paris wall times (UTC+1 in early March 2026), in order. */
async function placeHistory(id: number, parisTimes: string[]) {
  const events = await test.database.db
    .selectFrom('repair_events')
    .select('id')
    .where('repair_id', '=', id)
    .where('type', 'in', ['created', 'status'])
    .orderBy('id')
    .execute()
  expect(events).toHaveLength(parisTimes.length)
  for (const [index, event] of events.entries()) {
    const at = new Date(Date.parse(`${parisTimes[index]}:00Z`) - 3_600_000).toISOString()
    await test.database.db.updateTable('repair_events').set({ at }).where('id', '=', event.id).execute()
  }
}

describe('opening hours (issue 30)', () => {
  it('saves a week, answers it in the shop zone, refuses nonsense naming the field, and audits', async () => {
    await setShopTimezone(test, 'Europe/Paris')
    expect((await admin.get('/api/opening-hours')).json()).toEqual({ hours: [], timezone: 'Europe/Paris' })
    const saved = await admin.post('/api/opening-hours', { hours })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Opening hours have been saved.')
    expect((await admin.get('/api/opening-hours')).json().hours).toEqual(hours)

    const backwards = await admin.post('/api/opening-hours', {
      hours: [{ weekday: 1, opens: '18:00', closes: '09:00' }],
    })
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors['hours.0.closes'][0]).toBe('The Closes time must be after the Opens time.')
    const notClock = await admin.post('/api/opening-hours', { hours: [{ weekday: 1, opens: '9am', closes: '18:00' }] })
    expect(notClock.json().errors['hours.0.opens'][0]).toBe('The Opens must be a time like 09:00.')
    const overlap = await admin.post('/api/opening-hours', {
      hours: [
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, opens: '12:00', closes: '18:00' },
      ],
    })
    expect(overlap.statusCode).toBe(422)
    expect(Object.values(overlap.json().errors).flat()).toContain('The opening hours of Tuesday overlap.')
    // Nothing of the refused saves was stored.
    expect((await admin.get('/api/opening-hours')).json().hours).toEqual(hours)

    const [event] = await auditEventsOf(test, saved)
    expect(event?.changes.openingHours).toEqual({ before: [], after: hours })

    await createStaff(test, { email: 'hours.tech@example.com', flags: ['repairManage'] })
    const tech = new TestClient(test.app)
    await tech.login('hours.tech@example.com', 'password123')
    expect((await tech.get('/api/opening-hours')).statusCode).toBe(200)
    expect((await tech.post('/api/opening-hours', { hours: [] })).statusCode).toBe(403)
  })
})

describe('the repair reports from the histories (issue 30, item 2)', () => {
  it('counts turnaround and overdue tickets within the opening hours of the shop zone', async () => {
    await setShopTimezone(test, 'Europe/Paris')
    await admin.post('/api/opening-hours', { hours })
    const diagnosing = await defaultOf('diagnosing')
    const limited = await admin.patch(`/api/repair-statuses/${diagnosing.id}`, {
      name: 'Diagnosing',
      isDefault: true,
      limitMinutes: 120,
    })
    expect(limited.statusCode, limited.body).toBe(200)
    const anaId = await createStaff(test, { email: 'ana.report@example.com', name: 'Ana', flags: ['repairManage'] })

    const first = await createRepair({ technicianId: anaId, deviceName: 'iPhone 12' })
    for (const group of ['diagnosing', 'in_repair', 'ready', 'collected']) await moveTo(first, group)
    // Monday 9 March 09:00 → Diagnosing 10:00 → bench 11:30 → Ready Tuesday 10:00 → Collected 17:00.
    await placeHistory(first, [
      '2026-03-09T09:00',
      '2026-03-09T10:00',
      '2026-03-09T11:30',
      '2026-03-10T10:00',
      '2026-03-10T17:00',
    ])
    const stuck = await createRepair({ deviceName: 'Galaxy S21' })
    await moveTo(stuck, 'diagnosing')
    await placeHistory(stuck, ['2026-03-09T14:00', '2026-03-09T15:00'])

    test.services.reports.clock.now = () => Date.parse('2026-03-10T11:00:00Z') // Tuesday 12:00 in Paris
    const response = await admin.post('/api/repair-report/workflow', {
      duration: 'period',
      fromDate: '2026-03-02',
      endDate: '2026-03-15',
    })
    expect(response.statusCode, response.body).toBe(200)
    const report = response.json()
    expect(report.openingHours).toBe(true)
    expect(report.ref).toMatchObject({ key: 'RW-20260310-120000', timezone: 'Europe/Paris' })
    // 540 minutes on Monday and 60 on Tuesday; Tuesday 10:00-17:00.
    expect(report.createdToReady).toEqual({ count: 1, averageMinutes: 600, medianMinutes: 600 })
    expect(report.readyToCollected).toEqual({ count: 1, averageMinutes: 420, medianMinutes: 420 })
    expect(report.perTechnician).toEqual([{ technician: 'Ana', count: 1, averageMinutes: 600, medianMinutes: 600 }])
    expect(report.perModel).toEqual([{ model: 'iPhone 12', count: 1, averageMinutes: 600, medianMinutes: 600 }])
    expect(report.perStatus.find((row: { statusId: number }) => row.statusId === diagnosing.id)).toMatchObject({
      count: 1,
      averageMinutes: 90,
      now: 1,
    })
    // Monday 15:00-18:00 and Tuesday 09:00-12:00 against a limit of 120.
    expect(report.overdueNow).toEqual([
      expect.objectContaining({ repairId: stuck, deviceName: 'Galaxy S21', minutes: 360, limitMinutes: 120 }),
    ])

    await createStaff(test, { email: 'no.reports@example.com', flags: ['repairManage'] })
    const tech = new TestClient(test.app)
    await tech.login('no.reports@example.com', 'password123')
    expect((await tech.post('/api/repair-report/workflow', { duration: 'today' })).statusCode).toBe(403)
  })
})

describe('the Repairs board (issue 30, item 2)', () => {
  it('shows a column per group, overdue first, and filters by technician', async () => {
    await admin.post('/api/opening-hours', { hours: [] })
    const techId = await createStaff(test, { email: 'board.tech@example.com', name: 'Bea', flags: ['repairManage'] })
    const tech = new TestClient(test.app)
    await tech.login('board.tech@example.com', 'password123')
    const urgent = await createRepair({ priority: 'urgent', technicianId: techId })
    const late = await createRepair({ priority: 'low' })
    await moveTo(urgent, 'diagnosing')
    await moveTo(late, 'diagnosing')
    // Late came in four hours ago and entered the status three hours ago: past the 120-minute limit set above.
    // placeHistory reads Paris winter wall times (UTC+1), so "n hours ago" is written an hour later than UTC.
    const parisAgo = (count: number) => new Date(Date.now() - (count - 1) * 3_600_000).toISOString().slice(0, 16)
    await placeHistory(late, [parisAgo(4), parisAgo(3)])

    const board = (await admin.get('/api/repair-board')).json()
    expect(board.columns.map((column: { group: string }) => column.group)).toEqual([
      'new',
      'diagnosing',
      'waiting_customer',
      'waiting_parts',
      'in_repair',
      'ready',
      'collected',
      'cancelled',
    ])
    const column = board.columns.find((entry: { group: string }) => entry.group === 'diagnosing')
    const ours = column.cards.filter((card: { id: number }) => [urgent, late].includes(card.id))
    // Overdue before urgent.
    expect(ours.map((card: { id: number; overdue: boolean }) => [card.id, card.overdue])).toEqual([
      [late, true],
      [urgent, false],
    ])
    expect(ours[0].timeInStatusMinutes).toBeGreaterThanOrEqual(180)

    const mine = (await tech.get('/api/repair-board?technician=me')).json()
    const cards = mine.columns.flatMap((entry: { cards: { id: number }[] }) => entry.cards)
    expect(cards.map((card: { id: number }) => card.id)).toEqual([urgent])
    expect(cards[0]).toMatchObject({ technician: { id: techId, name: 'Bea' }, priority: 'urgent' })
    expect((await admin.get('/api/repair-board?technician=someone')).statusCode).toBe(422)
  })
})

describe('a ticket belongs to its customer (issue 30, item 9)', () => {
  it('links the customer named, or the one customer with the phone, and refuses an unknown one', async () => {
    const customer = await admin.post('/api/customer', {
      firstName: 'Ines',
      lastName: 'Moreau',
      phone: '+33 6 12 34 56 78',
    })
    expect(customer.statusCode, customer.body).toBe(201)
    const customerId = customer.json().id
    const byPhone = await createRepair({ phone: '+33 6 12 34 56 78' })
    expect((await admin.get(`/api/repair/${byPhone}`)).json().customer).toEqual({ id: customerId, name: 'Ines Moreau' })
    const named = await createRepair({ customerId })
    expect((await admin.get(`/api/repair/${named}`)).json().customer).toEqual({ id: customerId, name: 'Ines Moreau' })

    const unknown = await admin.post('/api/repair', {
      name: 'X',
      phone: '1',
      issue: 'Y',
      deviceName: 'Z',
      charges: 1,
      taxRate: 0,
      prePaid: 0,
      customerId: 999_999,
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.customerId[0]).toBe('The selected Customer is invalid.')

    // Two customers with one phone: the ticket is not guessed onto either.
    await admin.post('/api/customer', { firstName: 'Twin', lastName: 'One', phone: '+33 6 99 99 99 99' })
    await admin.post('/api/customer', { firstName: 'Twin', lastName: 'Two', phone: '+33 6 99 99 99 99' })
    const shared = await createRepair({ phone: '+33 6 99 99 99 99' })
    expect((await admin.get(`/api/repair/${shared}`)).json().customer).toBeNull()
  })
})
