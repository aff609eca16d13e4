import { z } from 'zod'
import './zod-messages.ts'
import { REPAIR_EVENT_CHANNELS, REPAIR_EVENT_TYPES, REPAIR_GROUPS, REPAIR_PRIORITIES } from '../repair-workflow.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, flagOf, optionalText, recordId, requiredText } from './fields.ts'
import { timestampFields } from './responses.ts'
import { tr } from '../i18n/translate.ts'

/** The repair workflow (issue 30): the shop's statuses, a ticket's history, technician, promise and priority. */

export const REPAIR_STATUS_FORM_LABELS = {
  get group() {
    return tr('fields:repairs.statusForm.group')
  },
  get name() {
    return tr('fields:repairs.statusForm.name')
  },
  get publicLabel() {
    return tr('fields:repairs.statusForm.publicLabel')
  },
  get colour() {
    return tr('fields:repairs.statusForm.colour')
  },
  get isDefault() {
    return tr('fields:repairs.statusForm.isDefault')
  },
  get requiresComment() {
    return tr('fields:repairs.statusForm.requiresComment')
  },
  get limitMinutes() {
    return tr('fields:repairs.statusForm.limitMinutes')
  },
  get ids() {
    return tr('fields:repairs.statusForm.ids')
  },
}

export const REPAIR_FLOW_LABELS = {
  get statusId() {
    return tr('fields:repairs.flow.statusId')
  },
  get comment() {
    return tr('fields:repairs.flow.comment')
  },
  get technicianId() {
    return tr('fields:repairs.flow.technicianId')
  },
  get promisedAt() {
    return tr('fields:repairs.flow.promisedAt')
  },
  get priority() {
    return tr('fields:repairs.flow.priority')
  },
  get customerId() {
    return tr('fields:repairs.flow.customerId')
  },
}

export const REPAIR_FLOW_MESSAGES = {
  get statusCreated() {
    return tr('messages:repairs.flow.statusCreated')
  },
  get statusUpdated() {
    return tr('messages:repairs.flow.statusUpdated')
  },
  get statusRemoved() {
    return tr('messages:repairs.flow.statusRemoved')
  },
  get statusesReordered() {
    return tr('messages:repairs.flow.statusesReordered')
  },
  statusInUse: (count: number) => tr('messages:repairs.flow.statusInUse', { count: Number(count) }),
  get defaultNotRemovable() {
    return tr('messages:repairs.flow.defaultNotRemovable')
  },
  get defaultStays() {
    return tr('messages:repairs.flow.defaultStays')
  },
  get reorderMismatch() {
    return tr('messages:repairs.flow.reorderMismatch')
  },
  get unknownStatus() {
    return tr('messages:repairs.flow.unknownStatus')
  },
  commentRequired: (status: string) => tr('messages:repairs.flow.commentRequired', { status }),
  statusChanged: (status: string) => tr('messages:repairs.flow.statusChanged', { status }),
  get technicianSet() {
    return tr('messages:repairs.flow.technicianSet')
  },
  get technicianCleared() {
    return tr('messages:repairs.flow.technicianCleared')
  },
  get unknownTechnician() {
    return tr('messages:repairs.flow.unknownTechnician')
  },
  get mayNotAssign() {
    return tr('messages:repairs.flow.mayNotAssign')
  },
  get unknownCustomer() {
    return tr('messages:repairs.flow.unknownCustomer')
  },
}

/** Minutes in 366 days: a limit beyond that is a typo. */
export const MAX_LIMIT_MINUTES = 527_040

const colour = z
  .string({ error: () => FIELD_MESSAGES.text(REPAIR_STATUS_FORM_LABELS.colour) })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: () => tr('messages:repairs.flow.colourFormat') })
  .transform((value) => value.toLowerCase())

const limitMinutes = z
  .union([z.number(), z.null()], { error: () => FIELD_MESSAGES.number(REPAIR_STATUS_FORM_LABELS.limitMinutes) })
  .refine((value) => value === null || Number.isInteger(value), {
    error: () => FIELD_MESSAGES.integer(REPAIR_STATUS_FORM_LABELS.limitMinutes),
  })
  .refine((value) => value === null || (value >= 1 && value <= MAX_LIMIT_MINUTES), {
    error: () => FIELD_MESSAGES.between(REPAIR_STATUS_FORM_LABELS.limitMinutes, 1, MAX_LIMIT_MINUTES),
  })

const statusFields = {
  name: requiredText(REPAIR_STATUS_FORM_LABELS.name, 60),
  publicLabel: optionalText(REPAIR_STATUS_FORM_LABELS.publicLabel, 100),
  colour: colour.default('#757575'),
  isDefault: flagOf(REPAIR_STATUS_FORM_LABELS.isDefault).default(false),
  requiresComment: flagOf(REPAIR_STATUS_FORM_LABELS.requiresComment).default(false),
  limitMinutes: limitMinutes.default(null),
}

export const repairStatusCreateSchema = z.object({
  group: choice(REPAIR_STATUS_FORM_LABELS.group, REPAIR_GROUPS),
  ...statusFields,
})
export type RepairStatusCreateInput = z.input<typeof repairStatusCreateSchema>
export type RepairStatusCreate = z.output<typeof repairStatusCreateSchema>

/** A status keeps its group: moving it would change the spec's status of every ticket in it. */
export const repairStatusUpdateSchema = z.object(statusFields)
export type RepairStatusUpdateInput = z.input<typeof repairStatusUpdateSchema>
export type RepairStatusUpdate = z.output<typeof repairStatusUpdateSchema>

export const repairStatusReorderSchema = z.object({
  group: choice(REPAIR_STATUS_FORM_LABELS.group, REPAIR_GROUPS),
  ids: z
    .array(recordId(REPAIR_STATUS_FORM_LABELS.ids), {
      error: () => FIELD_MESSAGES.selected(REPAIR_STATUS_FORM_LABELS.ids),
    })
    .max(100),
})
export type RepairStatusReorderInput = z.input<typeof repairStatusReorderSchema>

export const repairStatusSchema = z.object({
  id: z.number().int(),
  group: z.enum(REPAIR_GROUPS),
  name: z.string(),
  publicLabel: z.string(),
  colour: z.string(),
  position: z.number().int(),
  isDefault: z.boolean(),
  requiresComment: z.boolean(),
  limitMinutes: z.number().int().nullable(),
  /** How many repairs are in it now: one in use cannot be removed. */
  repairs: z.number().int(),
  ...timestampFields,
})
export type RepairStatusItem = z.infer<typeof repairStatusSchema>
export const repairStatusListSchema = z.object({ items: z.array(repairStatusSchema) })

export const repairStatusChangeSchema = z.object({
  statusId: recordId(REPAIR_FLOW_LABELS.statusId),
  comment: optionalText(REPAIR_FLOW_LABELS.comment, 1000),
})
export type RepairStatusChangeInput = z.input<typeof repairStatusChangeSchema>

export const repairTechnicianSchema = z.object({
  technicianId: recordId(REPAIR_FLOW_LABELS.technicianId).nullable(),
  comment: optionalText(REPAIR_FLOW_LABELS.comment, 1000),
})
export type RepairTechnicianInput = z.input<typeof repairTechnicianSchema>

/** The optional workflow fields of the repair form; the spec's calls without them change none of them. */
export const repairFlowFields = {
  technicianId: recordId(REPAIR_FLOW_LABELS.technicianId).nullable().optional(),
  promisedAt: z
    .string({ error: () => FIELD_MESSAGES.text(REPAIR_FLOW_LABELS.promisedAt) })
    .trim()
    .nullish()
    .refine((value) => !value || !Number.isNaN(Date.parse(value)), {
      error: () => FIELD_MESSAGES.date(REPAIR_FLOW_LABELS.promisedAt),
    })
    .transform((value) => (value === undefined ? undefined : value ? new Date(value).toISOString() : null)),
  priority: choice(REPAIR_FLOW_LABELS.priority, REPAIR_PRIORITIES).optional(),
  /** The customer the ticket belongs to; left out, a new ticket is linked to the one customer with its phone. */
  customerId: recordId(REPAIR_FLOW_LABELS.customerId).nullable().optional(),
}

export const repairEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  type: z.enum(REPAIR_EVENT_TYPES),
  channel: z.enum(REPAIR_EVENT_CHANNELS),
  /** Who made the change; null for the system. */
  user: z.string().nullable(),
  fromId: z.number().int().nullable(),
  toId: z.number().int().nullable(),
  /** The status or technician names of from and to, as they are called now. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  comment: z.string(),
})
export type RepairEventItem = z.infer<typeof repairEventSchema>

export const repairTechnicianRefSchema = z.object({ id: z.number().int(), name: z.string() })

/** What GET /repair/{id} adds to the spec's answer. */
export const repairFlowDetailFields = {
  statusId: z.number().int(),
  group: z.enum(REPAIR_GROUPS),
  statusName: z.string(),
  statusColour: z.string(),
  technician: repairTechnicianRefSchema.nullable(),
  /** The customer the ticket belongs to (issue 30, item 9). */
  customer: repairTechnicianRefSchema.nullable(),
  promisedAt: z.string().nullable(),
  priority: z.enum(REPAIR_PRIORITIES),
  events: z.array(repairEventSchema),
  timeInStatusMinutes: z.number().int(),
  overdue: z.boolean(),
}

/** What each row of the repair list adds to the spec's columns. */
export const repairFlowListFields = {
  statusId: z.number().int(),
  group: z.enum(REPAIR_GROUPS),
  statusName: z.string(),
  statusColour: z.string(),
  technicianId: z.number().int().nullable(),
  promisedAt: z.string().nullable(),
  priority: z.enum(REPAIR_PRIORITIES),
}

/** The staff who may be given a ticket (GET /repair-technicians). */
export const repairTechnicianListSchema = z.object({ items: z.array(repairTechnicianRefSchema) })
