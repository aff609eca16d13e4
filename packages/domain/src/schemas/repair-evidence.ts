import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, flagOf, optionalText, recordId, requiredText } from './fields.ts'

/**
 * Evidence at intake and pickup (issue 30, item 6): photos of the device, a checklist per device category
 * filled at intake and after the repair, and the customer's signature at drop-off and at pickup.
 */

export const PHOTO_STAGES = ['intake', 'work', 'pickup'] as const
export type PhotoStage = (typeof PHOTO_STAGES)[number]
export const PHOTO_STAGE_LABELS: Record<PhotoStage, string> = {
  intake: 'At intake',
  work: 'During the repair',
  pickup: 'At pickup',
}

/** intake: filled when the device comes in; after: filled once repaired, required before "ready". */
export const CHECKLIST_STAGES = ['intake', 'after'] as const
export type ChecklistStage = (typeof CHECKLIST_STAGES)[number]
export const CHECKLIST_STAGE_LABELS: Record<ChecklistStage, string> = {
  intake: 'At intake',
  after: 'After the repair',
}

export const CHECK_RESULTS = ['pass', 'fail', 'not_tested'] as const
export type CheckResult = (typeof CHECK_RESULTS)[number]
export const CHECK_RESULT_LABELS: Record<CheckResult, string> = {
  pass: 'Pass',
  fail: 'Fail',
  not_tested: 'Not tested',
}

export const SIGNATURE_STAGES = ['dropoff', 'pickup'] as const
export type SignatureStage = (typeof SIGNATURE_STAGES)[number]
export const SIGNATURE_STAGE_LABELS: Record<SignatureStage, string> = {
  dropoff: 'At drop-off',
  pickup: 'At pickup',
}

/** The items a new shop's "Phone" category checks; the shop edits them in Settings › Repair checklists. */
export const DEFAULT_CHECKLIST_ITEMS = [
  'Screen',
  'Front camera',
  'Rear camera',
  'Buttons',
  'Charging port',
  'Speaker',
  'Microphone',
  'Water damage',
  'Face/Touch ID',
] as const

export const REPAIR_EVIDENCE_LABELS = {
  photo: 'Photo',
  stage: 'Stage',
  customerVisible: 'Customer sees it',
  caption: 'Caption',
  categoryId: 'Device category',
  name: 'Name',
  items: 'Checklist',
  label: 'Item',
  result: 'Result',
  note: 'Note',
  signature: 'Signature',
  signedBy: 'Signed by',
} as const

export const REPAIR_EVIDENCE_MESSAGES = {
  photoAdded: 'Photo has been added.',
  photoUpdated: 'Photo has been updated.',
  photoRemoved: 'Photo has been removed.',
  checklistSaved: 'Checklist has been saved.',
  signatureSaved: 'Signature has been saved.',
  signatureInvalid: `The ${REPAIR_EVIDENCE_LABELS.signature} must be a PNG or JPEG image.`,
  categoryCreated: 'Device category has been added.',
  categoryUpdated: 'Device category has been updated.',
  categoryRemoved: 'Device category has been removed.',
  /** The gate of the "ready" group (a 409 from the flow). */
  afterChecklistRequired:
    'Fill in the checklist after the repair before the repair is marked ready: the device was checked at intake.',
} as const

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
    .array(checklistItemInputSchema, { error: FIELD_MESSAGES.required(LABELS.items) })
    .min(1, FIELD_MESSAGES.required(LABELS.items))
    .max(50, FIELD_MESSAGES.atMost(LABELS.items, 50)),
})
export type RepairChecklistInput = z.input<typeof repairChecklistInputSchema>
export type RepairChecklistSave = z.output<typeof repairChecklistInputSchema>

/** A signature drawn on the pad: a PNG (or JPEG) data URL, at most ~1 MB of text. */
export const repairSignatureInputSchema = z.object({
  stage: choice(LABELS.stage, SIGNATURE_STAGES),
  signedBy: optionalText(LABELS.signedBy, 100),
  signature: z
    .string({ error: FIELD_MESSAGES.required(LABELS.signature) })
    .min(1, FIELD_MESSAGES.required(LABELS.signature))
    .max(1_400_000, REPAIR_EVIDENCE_MESSAGES.signatureInvalid)
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, REPAIR_EVIDENCE_MESSAGES.signatureInvalid),
})
export type RepairSignatureInput = z.input<typeof repairSignatureInputSchema>
export type RepairSignatureSave = z.output<typeof repairSignatureInputSchema>

export const checklistCategoryInputSchema = z.object({
  name: requiredText(LABELS.name, 60),
  items: z
    .array(requiredText(LABELS.label, 60), { error: FIELD_MESSAGES.required(LABELS.items) })
    .min(1, FIELD_MESSAGES.required(LABELS.items))
    .max(50, FIELD_MESSAGES.atMost(LABELS.items, 50)),
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

export const repairFileParamsSchema = z.object({ id: recordId('Repair'), fileId: recordId('File') })

/** What the repair page adds for evidence: addresses of the files, never their bytes. */
export const repairEvidenceDetailFields = {
  photos: z.array(repairPhotoSchema),
  checklists: z.array(repairChecklistSchema),
  signatures: z.array(repairSignatureSchema),
}

/** A photo the shop lets the customer see, on the tracking page: its address through the tracking key. */
export const trackedPhotoSchema = z.object({ id: z.number().int(), caption: z.string(), url: z.string() })
