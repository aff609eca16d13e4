import { z } from 'zod'
import './zod-messages.ts'
import {
  ESTIMATE_CHANNELS,
  ESTIMATE_DECISIONS,
  ESTIMATE_LINE_KINDS,
  ESTIMATE_STATES,
  STAFF_ESTIMATE_CHANNELS,
} from '../repair-estimates.ts'
import { REPAIR_GROUPS } from '../repair-workflow.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, choice, optionalText, requiredText, wholeNumber } from './fields.ts'
import { REPAIR_LABELS, repairDetailSchema, trackRepairResponseSchema } from './repairs.ts'
import { repairEvidenceDetailFields, trackedPhotoSchema } from './repair-evidence.ts'
import { repairMessageDetailFields } from './repair-messages.ts'
import { repairPartSchema } from './repair-parts.ts'
import { repairDepositDetailFields, trackedDepositSchema } from './repair-deposits.ts'
import { tr } from '../i18n/translate.ts'
import { customerLanguageField } from './paper-language.ts'

/** Repair estimates and warranty (issue 30, items 5 and 7): requests, answers and texts. */

export const ESTIMATE_LABELS = {
  get lines() {
    return tr('fields:repairs.estimate.lines')
  },
  get kind() {
    return tr('fields:repairs.estimate.kind')
  },
  get description() {
    return tr('fields:repairs.estimate.description')
  },
  get qty() {
    return tr('fields:repairs.estimate.qty')
  },
  get unitPrice() {
    return tr('fields:repairs.estimate.unitPrice')
  },
  get warrantyDays() {
    return tr('fields:repairs.estimate.warrantyDays')
  },
  get note() {
    return tr('fields:repairs.estimate.note')
  },
  get decision() {
    return tr('fields:repairs.estimate.decision')
  },
  get channel() {
    return tr('fields:repairs.estimate.channel')
  },
  get name() {
    return tr('fields:repairs.estimate.name')
  },
  get signature() {
    return tr('fields:repairs.estimate.signature')
  },
  get reason() {
    return tr('fields:repairs.estimate.reason')
  },
  get version() {
    return tr('fields:repairs.estimate.version')
  },
  get warrantyOf() {
    return REPAIR_LABELS.warrantyOf
  },
}

export const MAX_ESTIMATE_LINES = 100
export const MAX_ESTIMATE_QTY = 999
export const MAX_WARRANTY_DAYS = 3650
/** A drawn signature is a small PNG; anything much larger is not one. */
export const MAX_ESTIMATE_SIGNATURE_DATA_URL = 300_000

export const ESTIMATE_MESSAGES = {
  get created() {
    return tr('messages:repairs.estimate.created')
  },
  get notATrackingKey() {
    return tr('messages:repairs.estimate.notATrackingKey')
  },
  get updated() {
    return tr('messages:repairs.estimate.updated')
  },
  newVersion: (version: number) => tr('messages:repairs.estimate.newVersion', { version }),
  sent: (email: string) => tr('messages:repairs.estimate.sent', { email }),
  get sentNoEmail() {
    return tr('messages:repairs.estimate.sentNoEmail')
  },
  get approved() {
    return tr('messages:repairs.estimate.approved')
  },
  get declined() {
    return tr('messages:repairs.estimate.declined')
  },
  get notDraft() {
    return tr('messages:repairs.estimate.notDraft')
  },
  get notEditable() {
    return tr('messages:repairs.estimate.notEditable')
  },
  get notAwaiting() {
    return tr('messages:repairs.estimate.notAwaiting')
  },
  get superseded() {
    return tr('messages:repairs.estimate.superseded')
  },
  get noneAwaiting() {
    return tr('messages:repairs.estimate.noneAwaiting')
  },
  get signatureInvalid() {
    return tr('messages:repairs.estimate.signatureInvalid')
  },
  get signatureTooLarge() {
    return tr('messages:repairs.estimate.signatureTooLarge', {
      kilobytes: Math.floor(MAX_ESTIMATE_SIGNATURE_DATA_URL / 1000),
    })
  },
  get unknownRepair() {
    return tr('messages:repairs.estimate.unknownRepair')
  },
  get answeredNotRemovable() {
    return tr('messages:repairs.estimate.answeredNotRemovable')
  },
  tooManyDecisions: (seconds: number) => tr('messages:repairs.estimate.tooManyDecisions', { seconds }),
}

// ---- Requests ----------------------------------------------------------------------------------------

export const estimateLineInputSchema = z.object({
  kind: choice(ESTIMATE_LABELS.kind, ESTIMATE_LINE_KINDS),
  description: requiredText(ESTIMATE_LABELS.description, 500),
  qty: wholeNumber(ESTIMATE_LABELS.qty, { min: 1, max: MAX_ESTIMATE_QTY }),
  unitPrice: amount(ESTIMATE_LABELS.unitPrice),
  warrantyDays: wholeNumber(ESTIMATE_LABELS.warrantyDays, { min: 0, max: MAX_WARRANTY_DAYS }).default(0),
})
export type EstimateLineInput = z.input<typeof estimateLineInputSchema>

export const estimateInputSchema = z.object({
  lines: z
    .array(estimateLineInputSchema, { error: () => FIELD_MESSAGES.required(ESTIMATE_LABELS.lines) })
    .min(1, { error: () => FIELD_MESSAGES.required(ESTIMATE_LABELS.lines) })
    .max(MAX_ESTIMATE_LINES, { error: () => FIELD_MESSAGES.atMost(ESTIMATE_LABELS.lines, MAX_ESTIMATE_LINES) }),
  note: optionalText(ESTIMATE_LABELS.note, 1000),
})
export type EstimateInput = z.input<typeof estimateInputSchema>
export type EstimatePayload = z.output<typeof estimateInputSchema>

export const estimateParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  estimateId: z.coerce.number().int().positive().max(2_147_483_647),
})

/** Staff recording the customer's answer given at the counter or by phone (the repairApprove switch). */
export const staffEstimateDecisionSchema = z.object({
  decision: choice(ESTIMATE_LABELS.decision, ESTIMATE_DECISIONS),
  channel: choice(ESTIMATE_LABELS.channel, STAFF_ESTIMATE_CHANNELS),
  name: requiredText(ESTIMATE_LABELS.name, 191),
  reason: optionalText(ESTIMATE_LABELS.reason, 1000),
})
export type StaffEstimateDecisionInput = z.input<typeof staffEstimateDecisionSchema>

/** A drawn signature: a PNG data URL, checked here by shape and size and by the server by its content. */
export const signatureDataUrl = z
  .string({ error: () => ESTIMATE_MESSAGES.signatureInvalid })
  .min(1, { error: () => FIELD_MESSAGES.required(ESTIMATE_LABELS.signature) })
  .max(MAX_ESTIMATE_SIGNATURE_DATA_URL, { error: () => ESTIMATE_MESSAGES.signatureTooLarge, abort: true })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: () => ESTIMATE_MESSAGES.signatureInvalid })

/** The customer's answer on the tracking page, naming the version they saw. */
export const publicEstimateDecisionSchema = z.object({
  decision: choice(ESTIMATE_LABELS.decision, ESTIMATE_DECISIONS),
  version: wholeNumber(ESTIMATE_LABELS.version, { min: 1, max: 100_000 }),
  name: requiredText(ESTIMATE_LABELS.name, 191),
  signature: signatureDataUrl,
  reason: optionalText(ESTIMATE_LABELS.reason, 1000),
})
export type PublicEstimateDecisionInput = z.input<typeof publicEstimateDecisionSchema>

// A tracking key is letters and digits: anything else (a NUL byte PostgreSQL cannot compare) is not one.
export const trackingKeyParams = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/, { error: () => ESTIMATE_MESSAGES.notATrackingKey }),
})

// ---- Answers -----------------------------------------------------------------------------------------

export const estimateLineSchema = z.object({
  kind: z.enum(ESTIMATE_LINE_KINDS),
  description: z.string(),
  qty: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  warrantyDays: z.number().int(),
})
export type EstimateLine = z.infer<typeof estimateLineSchema>

export const estimateDecisionSchema = z.object({
  decision: z.enum(ESTIMATE_DECISIONS),
  channel: z.enum(ESTIMATE_CHANNELS),
  at: z.string(),
  /** The customer's name as typed, or as the staff member wrote it down. */
  name: z.string(),
  /** The staff member who recorded it; null on the tracking page. */
  recordedBy: z.string().nullable(),
  reason: z.string(),
  clientIp: z.string(),
  userAgent: z.string(),
  versionHash: z.string(),
  hasSignature: z.boolean(),
})
export type EstimateDecisionItem = z.infer<typeof estimateDecisionSchema>

export const repairEstimateSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  state: z.enum(ESTIMATE_STATES),
  note: z.string(),
  lines: z.array(estimateLineSchema),
  total: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  remindedAt: z.array(z.string()),
  decision: estimateDecisionSchema.nullable(),
})
export type RepairEstimateItem = z.infer<typeof repairEstimateSchema>

export const repairWarrantyOfSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  deviceName: z.string(),
  warrantyUntil: z.string().nullable(),
  /** Opened while the original was under warranty: its warranted work is not charged. */
  claim: z.boolean(),
})

/** What GET /repair/{id} adds for estimates and warranty. */
export const repairEstimateDetailFields = {
  estimates: z.array(repairEstimateSchema),
  collectedAt: z.string().nullable(),
  warrantyDays: z.number().int(),
  warrantyUntil: z.string().nullable(),
  warrantyOf: repairWarrantyOfSchema.nullable(),
  warrantyClaims: z.number().int(),
}

/** What the tracking page shows of an estimate awaiting the customer: no ids, nothing of the staff. */
export const publicEstimateSchema = z.object({
  version: z.number().int(),
  lines: z.array(estimateLineSchema),
  total: z.number(),
  note: z.string(),
  sentAt: z.string().nullable(),
})
export type PublicEstimate = z.infer<typeof publicEstimateSchema>

/** What the spec's POST /track-repair answer adds beside `tracked` (issue 30). */
export const trackingExtraFields = {
  /** The status's public label (its name when empty) and its group. */
  step: z.object({ label: z.string(), group: z.enum(REPAIR_GROUPS) }),
  estimate: publicEstimateSchema.nullable(),
  warrantyUntil: z.string().nullable(),
  /** Item 6: the photos the shop lets the customer see (one lookup, counted once against the tracking limit). */
  photos: z.array(trackedPhotoSchema),
  /** Issue 31, item 5: the deposit paid, how, and the balance left to pay. */
  deposit: trackedDepositSchema,
}

export const estimateAnswerSchema = z.object({ message: z.string() })

/**
 * GET /repair/{id} with every estimate version, the warranty and the come-back links (issue 30, items 5 and
 * 7). Kept apart from the spec's repair schemas so the POS terminal, which carries the repair form, does not
 * load the estimates' schemas.
 */
export const repairDetailAnswerSchema = repairDetailSchema.extend({
  ...repairEstimateDetailFields,
  /** Item 4: the ticket's parts, oldest first. */
  parts: z.array(repairPartSchema),
  // Items 8 and 6: the ticket's messages to the customer, and its evidence (addresses, not data).
  ...repairMessageDetailFields,
  ...repairEvidenceDetailFields,
  // Issue 31, item 5: the deposit payments, and what they hold now.
  ...repairDepositDetailFields,
  // Issue 32: the language the ticket's printed receipt reads in.
  ...customerLanguageField,
})
export type RepairDetailAnswer = z.infer<typeof repairDetailAnswerSchema>

/** The spec's POST /track-repair answer (`tracked`) with the public step, the estimate awaiting and the warranty beside it. */
export const trackRepairAnswerSchema = trackRepairResponseSchema.extend(trackingExtraFields)
export type TrackRepairAnswer = z.infer<typeof trackRepairAnswerSchema>
