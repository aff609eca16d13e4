import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, flagOf, optionalText, recordId, requiredText } from './fields.ts'
import { tr } from '../i18n/translate.ts'
import { textList, textMap } from '../text-map.ts'
import { REPAIR_PARAM_LABELS } from './repair-params.ts'

/**
 * Evidence at intake and pickup (issue 30, item 6): photos of the device, a checklist per device category
 * filled at intake and after the repair, and the customer's signature at drop-off and at pickup.
 */

export const PHOTO_STAGES = ['intake', 'work', 'pickup'] as const
export type PhotoStage = (typeof PHOTO_STAGES)[number]
export const PHOTO_STAGE_LABELS: Readonly<Record<PhotoStage, string>> = textMap(PHOTO_STAGES, (stage) =>
  tr(`fields:repairs.photoStage.${stage}`),
)

/** intake: filled when the device comes in; after: filled once repaired, required before "ready". */
export const CHECKLIST_STAGES = ['intake', 'after'] as const
export type ChecklistStage = (typeof CHECKLIST_STAGES)[number]
export const CHECKLIST_STAGE_LABELS: Readonly<Record<ChecklistStage, string>> = textMap(CHECKLIST_STAGES, (stage) =>
  tr(`fields:repairs.checklistStage.${stage}`),
)

export const CHECK_RESULTS = ['pass', 'fail', 'not_tested'] as const
export type CheckResult = (typeof CHECK_RESULTS)[number]
export const CHECK_RESULT_LABELS: Readonly<Record<CheckResult, string>> = textMap(CHECK_RESULTS, (result) =>
  tr(`fields:repairs.checkResult.${result}`),
)

export const SIGNATURE_STAGES = ['dropoff', 'pickup'] as const
export type SignatureStage = (typeof SIGNATURE_STAGES)[number]
export const SIGNATURE_STAGE_LABELS: Readonly<Record<SignatureStage, string>> = textMap(SIGNATURE_STAGES, (stage) =>
  tr(`fields:repairs.signatureStage.${stage}`),
)

/** The items a new shop's "Phone" category checks; the shop edits them in Settings › Repair checklists. */
export const DEFAULT_CHECKLIST_ITEMS: readonly string[] = textList(
  [
    'screen',
    'frontCamera',
    'rearCamera',
    'buttons',
    'chargingPort',
    'speaker',
    'microphone',
    'waterDamage',
    'biometrics',
  ],
  (item) => tr(`fields:repairs.checklistItem.${item}`),
)

export const REPAIR_EVIDENCE_LABELS = {
  get photo() {
    return tr('fields:repairs.evidence.photo')
  },
  get stage() {
    return tr('fields:repairs.evidence.stage')
  },
  get customerVisible() {
    return tr('fields:repairs.evidence.customerVisible')
  },
  get caption() {
    return tr('fields:repairs.evidence.caption')
  },
  get categoryId() {
    return tr('fields:repairs.evidence.categoryId')
  },
  get name() {
    return tr('fields:repairs.evidence.name')
  },
  get items() {
    return tr('fields:repairs.evidence.items')
  },
  get label() {
    return tr('fields:repairs.evidence.label')
  },
  get result() {
    return tr('fields:repairs.evidence.result')
  },
  get note() {
    return tr('fields:repairs.evidence.note')
  },
  get signature() {
    return tr('fields:repairs.evidence.signature')
  },
  get signedBy() {
    return tr('fields:repairs.evidence.signedBy')
  },
}

export const REPAIR_EVIDENCE_MESSAGES = {
  get photoAdded() {
    return tr('messages:repairs.evidence.photoAdded')
  },
  get photoUpdated() {
    return tr('messages:repairs.evidence.photoUpdated')
  },
  get photoRemoved() {
    return tr('messages:repairs.evidence.photoRemoved')
  },
  get checklistSaved() {
    return tr('messages:repairs.evidence.checklistSaved')
  },
  get signatureSaved() {
    return tr('messages:repairs.evidence.signatureSaved')
  },
  get signatureInvalid() {
    return tr('messages:repairs.evidence.signatureInvalid')
  },
  get categoryCreated() {
    return tr('messages:repairs.evidence.categoryCreated')
  },
  get categoryUpdated() {
    return tr('messages:repairs.evidence.categoryUpdated')
  },
  get categoryRemoved() {
    return tr('messages:repairs.evidence.categoryRemoved')
  },
  /** The gate of the "ready" group (a 409 from the flow). */
  get afterChecklistRequired() {
    return tr('messages:repairs.evidence.afterChecklistRequired')
  },
}

const LABELS = REPAIR_EVIDENCE_LABELS

/** The text fields of the photo form (multipart); the file itself is the `photo` part. */
export const repairPhotoFieldsSchema = z.object({
  stage: choice(LABELS.stage, PHOTO_STAGES).default('intake'),
  customerVisible: flagOf(LABELS.customerVisible).default(false),
  caption: optionalText(LABELS.caption, 200),
})

export const repairPhotoUpdateSchema = z.object({
  customerVisible: flagOf(LABELS.customerVisible),
  caption: optionalText(LABELS.caption, 200).optional(),
})
export type RepairPhotoUpdateInput = z.input<typeof repairPhotoUpdateSchema>
export type RepairPhotoUpdate = z.output<typeof repairPhotoUpdateSchema>

export const checklistItemInputSchema = z.object({
  label: requiredText(LABELS.label, 60),
  result: choice(LABELS.result, CHECK_RESULTS),
  note: optionalText(LABELS.note, 300),
})

export const repairChecklistInputSchema = z.object({
  stage: choice(LABELS.stage, CHECKLIST_STAGES),
  categoryId: recordId(LABELS.categoryId).nullable().default(null),
  items: z
    .array(checklistItemInputSchema, { error: () => FIELD_MESSAGES.required(LABELS.items) })
    .min(1, { error: () => FIELD_MESSAGES.required(LABELS.items) })
    .max(50, { error: () => FIELD_MESSAGES.atMost(LABELS.items, 50) }),
})
export type RepairChecklistInput = z.input<typeof repairChecklistInputSchema>
export type RepairChecklistSave = z.output<typeof repairChecklistInputSchema>

/** A signature drawn on the pad: a PNG (or JPEG) data URL, at most ~1 MB of text. */
export const repairSignatureInputSchema = z.object({
  stage: choice(LABELS.stage, SIGNATURE_STAGES),
  signedBy: optionalText(LABELS.signedBy, 100),
  signature: z
    .string({ error: () => FIELD_MESSAGES.required(LABELS.signature) })
    .min(1, { error: () => FIELD_MESSAGES.required(LABELS.signature) })
    .max(1_400_000, { error: () => REPAIR_EVIDENCE_MESSAGES.signatureInvalid })
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, {
      error: () => REPAIR_EVIDENCE_MESSAGES.signatureInvalid,
    }),
})
export type RepairSignatureInput = z.input<typeof repairSignatureInputSchema>
export type RepairSignatureSave = z.output<typeof repairSignatureInputSchema>

export const checklistCategoryInputSchema = z.object({
  name: requiredText(LABELS.name, 60),
  items: z
    .array(requiredText(LABELS.label, 60), { error: () => FIELD_MESSAGES.required(LABELS.items) })
    .min(1, { error: () => FIELD_MESSAGES.required(LABELS.items) })
    .max(50, { error: () => FIELD_MESSAGES.atMost(LABELS.items, 50) }),
})
export type ChecklistCategoryInput = z.input<typeof checklistCategoryInputSchema>
export type ChecklistCategorySave = z.output<typeof checklistCategoryInputSchema>

export const checklistCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(z.string()),
  updated_at: z.string(),
})
export type ChecklistCategory = z.infer<typeof checklistCategorySchema>
export const checklistCategoryListSchema = z.object({ items: z.array(checklistCategorySchema) })

export const repairPhotoSchema = z.object({
  id: z.number().int(),
  stage: z.enum(PHOTO_STAGES),
  customerVisible: z.boolean(),
  caption: z.string(),
  /** The gated address of the file (repairEvidenceView), never its bytes. */
  url: z.string(),
  by: z.string().nullable(),
  created_at: z.string(),
})
export type RepairPhoto = z.infer<typeof repairPhotoSchema>

export const repairChecklistSchema = z.object({
  id: z.number().int(),
  stage: z.enum(CHECKLIST_STAGES),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  items: z.array(z.object({ label: z.string(), result: z.enum(CHECK_RESULTS), note: z.string() })),
  by: z.string().nullable(),
  updated_at: z.string(),
})
export type RepairChecklist = z.infer<typeof repairChecklistSchema>

export const repairSignatureSchema = z.object({
  id: z.number().int(),
  stage: z.enum(SIGNATURE_STAGES),
  signedBy: z.string(),
  url: z.string(),
  created_at: z.string(),
})
export type RepairSignature = z.infer<typeof repairSignatureSchema>

export const repairPhotoListSchema = z.object({ items: z.array(repairPhotoSchema) })
export const repairChecklistListSchema = z.object({ items: z.array(repairChecklistSchema) })
export const repairSignatureListSchema = z.object({ items: z.array(repairSignatureSchema) })

export const repairFileParamsSchema = z.object({
  id: recordId(REPAIR_PARAM_LABELS.repair),
  fileId: recordId(REPAIR_PARAM_LABELS.file),
})

/** What the repair page adds for evidence: addresses of the files, never their bytes. */
export const repairEvidenceDetailFields = {
  photos: z.array(repairPhotoSchema),
  checklists: z.array(repairChecklistSchema),
  signatures: z.array(repairSignatureSchema),
}

/** A photo the shop lets the customer see, on the tracking page: its address through the tracking key. */
export const trackedPhotoSchema = z.object({ id: z.number().int(), caption: z.string(), url: z.string() })
