/**
 * The repair workflow (issue 30): the fixed groups a shop's own statuses belong to, the priorities of a
 * ticket, and how long a ticket has been in its status. The code only ever names groups, never a shop's
 * status: an event of the system moves a ticket to the default status of a group.
 */
import { tr, trIn } from './i18n/translate.ts'
import { plainMinutes, type MinuteMeasure } from './opening-hours.ts'
import { textMap } from './text-map.ts'

export const REPAIR_GROUPS = [
  'new',
  'diagnosing',
  'waiting_customer',
  'waiting_parts',
  'in_repair',
  'ready',
  'collected',
  'cancelled',
] as const
export type RepairGroup = (typeof REPAIR_GROUPS)[number]

/** The words of each group, as the settings screen and the repair list's filter show them. */
export const REPAIR_GROUP_LABELS: Readonly<Record<RepairGroup, string>> = textMap(REPAIR_GROUPS, (group) =>
  tr(`fields:repairs.group.${group}`),
)

export function isRepairGroup(value: string): value is RepairGroup {
  return (REPAIR_GROUPS as readonly string[]).includes(value)
}

/**
 * A status's name as staff read it. The statuses are the shop's own data, seeded with English defaults
 * (migration 0040, one per group): a name still equal to its group's seeded English default was never
 * renamed and reads in the reader's language; a name the shop typed stays as typed (the rule of the
 * journal's default account names, journal.ts storedJournalAccount).
 */
export function repairStatusName(group: string, name: string): string {
  if (!isRepairGroup(group)) return name
  return name === trIn('en', `fields:repairs.defaultStatus.${group}.name`)
    ? tr(`fields:repairs.defaultStatus.${group}.name`)
    : name
}

/**
 * A status's word for customers (the tracking page, a message), by the same rule as its name; a status with
 * no word for customers shows them its name, so a seeded name reads in their language too.
 */
export function repairStatusPublicLabel(group: string, label: string): string {
  if (!isRepairGroup(group)) return label
  return label === trIn('en', `fields:repairs.defaultStatus.${group}.publicLabel`)
    ? tr(`fields:repairs.defaultStatus.${group}.publicLabel`)
    : repairStatusName(group, label)
}

/** Spec 001's status on the wire: complete (1) is ready for pickup or collected, every other group pending (0). */
export function specStatusOfGroup(group: RepairGroup): 0 | 1 {
  return group === 'ready' || group === 'collected' ? 1 : 0
}

/** A ticket whose device has left the bench: the device unit goes out of repair on entering one of these. */
export function isClosedGroup(group: RepairGroup): boolean {
  return group === 'ready' || group === 'collected' || group === 'cancelled'
}

/** Open tickets are worked on; the technician's queue puts them first. */
export function isOpenGroup(group: RepairGroup): boolean {
  return !isClosedGroup(group)
}

export const REPAIR_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type RepairPriority = (typeof REPAIR_PRIORITIES)[number]
export const REPAIR_PRIORITY_LABELS: Readonly<Record<RepairPriority, string>> = textMap(REPAIR_PRIORITIES, (priority) =>
  tr(`fields:repairs.priority.${priority}`),
)
/** Higher first in a queue. */
export const REPAIR_PRIORITY_RANK: Record<RepairPriority, number> = { low: 0, normal: 1, high: 2, urgent: 3 }

// part: a part reserved, ordered, used or released (item 4); estimate: a version drafted, sent or answered (item 5);
// message: a message to the customer sent or failed (item 8); evidence: a photo, checklist or signature (item 6).
export const REPAIR_EVENT_TYPES = [
  'created',
  'status',
  'technician',
  'note',
  'part',
  'estimate',
  'message',
  'evidence',
] as const
export type RepairEventType = (typeof REPAIR_EVENT_TYPES)[number]
export const REPAIR_EVENT_CHANNELS = ['staff', 'public', 'system'] as const
export type RepairEventChannel = (typeof REPAIR_EVENT_CHANNELS)[number]

export interface TimedRepairEvent {
  type: RepairEventType
  /** ISO-8601 time. */
  at: string
}

/**
 * How long a ticket has been in its current status, from its history (oldest first): the time since the last
 * event that set its status (its creation or a change of status), measured plainly or within the shop's
 * opening hours (`openMinutesMeasure`). Overdue once that passes the status's limit.
 */
export function timeInStatus(
  events: readonly TimedRepairEvent[],
  now: Date | string,
  limitMinutes: number | null,
  measure: MinuteMeasure = plainMinutes,
): { minutes: number; overdue: boolean } {
  let since: string | null = null
  for (const event of events) if (event.type === 'created' || event.type === 'status') since = event.at
  if (since === null) return { minutes: 0, overdue: false }
  const nowMs = typeof now === 'string' ? Date.parse(now) : now.getTime()
  const minutes = measure(Date.parse(since), nowMs)
  return { minutes, overdue: limitMinutes !== null && minutes > limitMinutes }
}
