import { tr } from './i18n/translate.ts'
import type { Cents } from './money.ts'
import { textMap } from './text-map.ts'

/**
 * Repair estimates and warranty (issue 30, items 5 and 7): what an estimate's lines add up to, how long the
 * repair is warranted and until when. Pure arithmetic, shared by the repair page, the tracking page and the
 * server, which recomputes every total and never trusts one a screen sent.
 */

export const ESTIMATE_LINE_KINDS = ['part', 'labour'] as const
export type EstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number]
export const ESTIMATE_LINE_KIND_LABELS: Readonly<Record<EstimateLineKind, string>> = textMap(
  ESTIMATE_LINE_KINDS,
  (kind) => tr(`fields:repairs.estimateLineKind.${kind}`),
)

/** A version is a draft until sent; editing a sent one supersedes it with the next version. */
export const ESTIMATE_STATES = ['draft', 'sent', 'approved', 'declined', 'superseded'] as const
export type EstimateState = (typeof ESTIMATE_STATES)[number]
export const ESTIMATE_STATE_LABELS: Readonly<Record<EstimateState, string>> = textMap(ESTIMATE_STATES, (state) =>
  tr(`fields:repairs.estimateState.${state}`),
)

export const ESTIMATE_DECISIONS = ['approve', 'decline'] as const
export type EstimateDecision = (typeof ESTIMATE_DECISIONS)[number]

/** Where the customer's answer came from: the tracking page, or staff recording it. */
export const ESTIMATE_CHANNELS = ['public', 'counter', 'phone'] as const
export type EstimateChannel = (typeof ESTIMATE_CHANNELS)[number]
export const STAFF_ESTIMATE_CHANNELS = ['counter', 'phone'] as const
export type StaffEstimateChannel = (typeof STAFF_ESTIMATE_CHANNELS)[number]
export const ESTIMATE_CHANNEL_LABELS: Readonly<Record<EstimateChannel, string>> = textMap(
  ESTIMATE_CHANNELS,
  (channel) => tr(`fields:repairs.estimateChannel.${channel}`),
)

/** Hours after sending without an answer at which the customer is reminded, once each. */
export const ESTIMATE_REMINDER_HOURS = [24, 72] as const
export type EstimateReminderHours = (typeof ESTIMATE_REMINDER_HOURS)[number]

export interface EstimateLineInCents {
  kind: EstimateLineKind
  description: string
  qty: number
  unitPrice: Cents
  /** Labour only: days the work is warranted after pickup (0 for a part). */
  warrantyDays: number
}

export function estimateLineTotal(line: Pick<EstimateLineInCents, 'qty' | 'unitPrice'>): Cents {
  return line.qty * line.unitPrice
}

export function estimateTotal(lines: readonly Pick<EstimateLineInCents, 'qty' | 'unitPrice'>[]): Cents {
  return lines.reduce((sum, line) => sum + estimateLineTotal(line), 0)
}

/** The warranty of a repair: the longest of its labour lines' (parts carry none of their own here). */
export function warrantyDaysOf(lines: readonly Pick<EstimateLineInCents, 'kind' | 'warrantyDays'>[]): number {
  return lines.reduce((longest, line) => (line.kind === 'labour' ? Math.max(longest, line.warrantyDays) : longest), 0)
}

const DAY_MS = 86_400_000

/** The end of the warranty: `days` after pickup (ISO), or null before pickup or without warranty. */
export function warrantyUntil(collectedAt: string | null, days: number): string | null {
  if (!collectedAt || days <= 0) return null
  const start = Date.parse(collectedAt)
  if (Number.isNaN(start)) return null
  return new Date(start + days * DAY_MS).toISOString()
}

export function isUnderWarranty(until: string | null, now: Date | string = new Date()): boolean {
  if (!until) return false
  const at = typeof now === 'string' ? Date.parse(now) : now.getTime()
  return at <= Date.parse(until)
}

/**
 * The text whose SHA-256 an approval records: what the customer saw of the version (its number, its lines
 * and its total), in a fixed order, so the same version always hashes the same on any server.
 */
export function estimateVersionText(version: {
  repairKey: string
  version: number
  lines: readonly EstimateLineInCents[]
  total: Cents
}): string {
  return JSON.stringify({
    repair: version.repairKey,
    version: version.version,
    lines: version.lines.map((line) => [line.kind, line.description, line.qty, line.unitPrice, line.warrantyDays]),
    total: version.total,
  })
}
