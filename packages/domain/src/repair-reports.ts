import { isOpenGroup, type RepairGroup } from './repair-workflow.ts'
import type { MinuteMeasure } from './opening-hours.ts'

/**
 * The repair reports of issue 30, computed from the tickets' histories alone (repair_events), never from a
 * ticket's current fields, so a ticket moved back and forth counts as it happened. Minutes are measured by
 * the caller's measure: within the shop's opening hours when it has set them.
 */

export interface ReportStatus {
  id: number
  name: string
  group: RepairGroup
  limitMinutes: number | null
}

export interface ReportTicket {
  id: number
  key: string
  deviceName: string
  technician: string | null
}

/** A `created` or `status` event of a ticket: the status it entered, at an ISO time. */
export interface ReportStatusEvent {
  repairId: number
  at: string
  statusId: number
}

export interface Spread {
  count: number
  averageMinutes: number
  medianMinutes: number
}

export interface RepairWorkflowReport {
  /** Tickets that first reached "ready for pickup" within the range, from their creation. */
  createdToReady: Spread
  /** Tickets collected within the range, from when they last became ready. */
  readyToCollected: Spread
  /** The created → ready turnaround of those tickets, per technician (null: no technician). */
  perTechnician: (Spread & { technician: string | null })[]
  /** The same per device model (as the form names it, case and spaces ignored). */
  perModel: (Spread & { model: string })[]
  /** Each stay in a status that ended within the range, and how many tickets are in it now. */
  perStatus: (Spread & { statusId: number; name: string; group: RepairGroup; now: number })[]
  /** Open tickets past their status's limit now, longest over first. */
  overdueNow: {
    repairId: number
    key: string
    deviceName: string
    technician: string | null
    statusId: number
    status: string
    minutes: number
    limitMinutes: number
  }[]
}

export function spreadOf(minutes: readonly number[]): Spread {
  if (minutes.length === 0) return { count: 0, averageMinutes: 0, medianMinutes: 0 }
  const sorted = [...minutes].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
  return {
    count: sorted.length,
    averageMinutes: Math.round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
    medianMinutes: median,
  }
}

function grouped<K>(entries: readonly { key: K; minutes: number }[]): Map<K, number[]> {
  const groups = new Map<K, number[]>()
  for (const { key, minutes } of entries) groups.set(key, [...(groups.get(key) ?? []), minutes])
  return groups
}

const modelKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export function repairWorkflowReport(input: {
  tickets: readonly ReportTicket[]
  /** Every created/status event of the tickets, in any order. */
  events: readonly ReportStatusEvent[]
  statuses: readonly ReportStatus[]
  fromMs: number
  toMs: number
  nowMs: number
  measure: MinuteMeasure
  /** How many tickets are in each status now, when the caller counted every ticket (else the tickets given). */
  currentCounts?: ReadonlyMap<number, number>
}): RepairWorkflowReport {
  const { fromMs, toMs, nowMs, measure } = input
  const statusById = new Map(input.statuses.map((status) => [status.id, status]))
  const histories = new Map<number, ReportStatusEvent[]>()
  for (const event of input.events) histories.set(event.repairId, [...(histories.get(event.repairId) ?? []), event])
  const inRange = (ms: number) => ms >= fromMs && ms < toMs
  const groupOf = (event: ReportStatusEvent) => statusById.get(event.statusId)?.group

  const toReady: { ticket: ReportTicket; minutes: number }[] = []
  const toCollected: number[] = []
  const stays: { key: number; minutes: number }[] = []
  const nowIn = new Map<number, number>()
  const overdueNow: RepairWorkflowReport['overdueNow'] = []

  for (const ticket of input.tickets) {
    const history = (histories.get(ticket.id) ?? []).toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at))
    const created = history[0]
    if (!created) continue
    const firstReady = history.find((event) => groupOf(event) === 'ready')
    if (firstReady && inRange(Date.parse(firstReady.at)))
      toReady.push({ ticket, minutes: measure(Date.parse(created.at), Date.parse(firstReady.at)) })
    const collectedAt = history.findIndex((event) => groupOf(event) === 'collected')
    const collected = history[collectedAt]
    if (collected && inRange(Date.parse(collected.at))) {
      const lastReady = history.slice(0, collectedAt).findLast((event) => groupOf(event) === 'ready')
      if (lastReady) toCollected.push(measure(Date.parse(lastReady.at), Date.parse(collected.at)))
    }
    for (const [index, stay] of history.entries()) {
      const next = history[index + 1]
      if (next && inRange(Date.parse(next.at)))
        stays.push({ key: stay.statusId, minutes: measure(Date.parse(stay.at), Date.parse(next.at)) })
    }
    const current = history.at(-1)!
    const status = statusById.get(current.statusId)
    nowIn.set(current.statusId, (nowIn.get(current.statusId) ?? 0) + 1)
    if (status && isOpenGroup(status.group) && status.limitMinutes !== null) {
      const minutes = measure(Date.parse(current.at), nowMs)
      if (minutes > status.limitMinutes)
        overdueNow.push({
          repairId: ticket.id,
          key: ticket.key,
          deviceName: ticket.deviceName,
          technician: ticket.technician,
          statusId: status.id,
          status: status.name,
          minutes,
          limitMinutes: status.limitMinutes,
        })
    }
  }

  const byStay = grouped(stays)
  const inStatus = input.currentCounts ?? nowIn
  const models = new Map<string, string>()
  for (const { ticket } of toReady)
    if (!models.has(modelKey(ticket.deviceName))) models.set(modelKey(ticket.deviceName), ticket.deviceName.trim())
  return {
    createdToReady: spreadOf(toReady.map((entry) => entry.minutes)),
    readyToCollected: spreadOf(toCollected),
    perTechnician: [...grouped(toReady.map(({ ticket, minutes }) => ({ key: ticket.technician, minutes })))]
      .map(([technician, minutes]) => ({ technician, ...spreadOf(minutes) }))
      .sort((a, b) => b.count - a.count || (a.technician ?? '').localeCompare(b.technician ?? '')),
    perModel: [...grouped(toReady.map(({ ticket, minutes }) => ({ key: modelKey(ticket.deviceName), minutes })))]
      .map(([key, minutes]) => ({ model: models.get(key) ?? key, ...spreadOf(minutes) }))
      .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model)),
    perStatus: input.statuses
      .filter((status) => byStay.has(status.id) || (inStatus.get(status.id) ?? 0) > 0)
      .map((status) => ({
        statusId: status.id,
        name: status.name,
        group: status.group,
        ...spreadOf(byStay.get(status.id) ?? []),
        now: inStatus.get(status.id) ?? 0,
      })),
    overdueNow: overdueNow.sort((a, b) => b.minutes - b.limitMinutes - (a.minutes - a.limitMinutes)),
  }
}
