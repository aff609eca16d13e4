import { z } from 'zod'
import './zod-messages.ts'
import { clockMinutes } from '../opening-hours.ts'
import { REPAIR_GROUPS, REPAIR_PRIORITIES } from '../repair-workflow.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { wholeNumber } from './fields.ts'
import { reportRefSchema } from './reports.ts'
import { tr } from '../i18n/translate.ts'

/** The repairs board, the shop's opening hours and the repair reports from the tickets' histories (issue 30). */

export const OPENING_HOURS_LABELS = {
  get hours() {
    return tr('fields:openingHours.form.hours')
  },
  get weekday() {
    return tr('fields:openingHours.form.weekday')
  },
  get opens() {
    return tr('fields:openingHours.form.opens')
  },
  get closes() {
    return tr('fields:openingHours.form.closes')
  },
}

export const OPENING_HOURS_MESSAGES = {
  get saved() {
    return tr('messages:openingHours.saved')
  },
  clock: (label: string) => tr('messages:openingHours.clock', { label }),
  get closesAfterOpens() {
    return tr('messages:openingHours.closesAfterOpens')
  },
  overlap: (day: string) => tr('messages:openingHours.overlap', { day }),
  get tooManySpans() {
    return tr('messages:openingHours.tooManySpans', { max: MAX_OPENING_SPANS })
  },
}

/** At most a few openings a day: a longer list is a mistake. */
export const MAX_OPENING_SPANS = 21

const clock = (label: () => string) =>
  z
    .string({ error: () => FIELD_MESSAGES.text(label()) })
    .trim()
    .refine((value) => clockMinutes(value) !== null, { error: () => OPENING_HOURS_MESSAGES.clock(label()) })

export const openingSpanSchema = z
  .object({
    weekday: wholeNumber(OPENING_HOURS_LABELS.weekday, { min: 0, max: 6 }),
    opens: clock(() => OPENING_HOURS_LABELS.opens),
    closes: clock(() => OPENING_HOURS_LABELS.closes),
  })
  .refine((span) => (clockMinutes(span.closes) ?? 0) > (clockMinutes(span.opens) ?? 0), {
    error: () => OPENING_HOURS_MESSAGES.closesAfterOpens,
    path: ['closes'],
  })

export const openingHoursSchema = z.object({
  hours: z
    .array(openingSpanSchema, { error: () => FIELD_MESSAGES.text(OPENING_HOURS_LABELS.hours) })
    .max(MAX_OPENING_SPANS, { error: () => OPENING_HOURS_MESSAGES.tooManySpans }),
})
export type OpeningHoursInput = z.input<typeof openingHoursSchema>
export type OpeningHours = z.output<typeof openingHoursSchema>

export const openingHoursResponseSchema = z.object({
  hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  /** The zone the hours are read in: the shop's. */
  timezone: z.string(),
})
export type OpeningHoursResponse = z.infer<typeof openingHoursResponseSchema>

/** GET /repair-board: the tickets of each group, overdue first. */
export const repairBoardQuerySchema = z.object({
  technician: z
    .string()
    .regex(/^(me|\d{1,9})$/, { error: () => tr('messages:repairs.board.technicianFilter') })
    .optional(),
})
export type RepairBoardQuery = z.infer<typeof repairBoardQuerySchema>

export const repairBoardCardSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  deviceName: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  statusColour: z.string(),
  technician: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  priority: z.enum(REPAIR_PRIORITIES),
  promisedAt: z.string().nullable(),
  timeInStatusMinutes: z.number().int(),
  overdue: z.boolean(),
})
export type RepairBoardCard = z.infer<typeof repairBoardCardSchema>

export const repairBoardSchema = z.object({
  columns: z.array(
    z.object({
      group: z.enum(REPAIR_GROUPS),
      /** Every ticket of the group (closed groups: of the last days the board shows). */
      total: z.number().int(),
      cards: z.array(repairBoardCardSchema),
    }),
  ),
  /** Collected and cancelled tickets show for this many days. */
  closedDays: z.number().int(),
})
export type RepairBoard = z.infer<typeof repairBoardSchema>

const spread = { count: z.number().int(), averageMinutes: z.number().int(), medianMinutes: z.number().int() }

export const repairWorkflowReportSchema = z.object({
  ref: reportRefSchema,
  /** Whether minutes count only the opening hours (false: round the clock). */
  openingHours: z.boolean(),
  createdToReady: z.object(spread),
  readyToCollected: z.object(spread),
  perTechnician: z.array(z.object({ technician: z.string().nullable(), ...spread })),
  perModel: z.array(z.object({ model: z.string(), ...spread })),
  perStatus: z.array(
    z.object({
      statusId: z.number().int(),
      name: z.string(),
      group: z.enum(REPAIR_GROUPS),
      now: z.number().int(),
      ...spread,
    }),
  ),
  overdueNow: z.array(
    z.object({
      repairId: z.number().int(),
      key: z.string(),
      deviceName: z.string(),
      technician: z.string().nullable(),
      statusId: z.number().int(),
      status: z.string(),
      minutes: z.number().int(),
      limitMinutes: z.number().int(),
    }),
  ),
})
export type RepairWorkflowReportResponse = z.infer<typeof repairWorkflowReportSchema>
