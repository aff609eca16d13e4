import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { optionalDate, recordId, says } from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { pageSchema } from './responses.ts'
import { AUDIT_ENTITIES, AUDIT_LABELS } from './audit-labels.ts'

/** The audit log (issue 19): who changed what, chained so that an edit made behind the API shows. */

export { AUDIT_ENTITIES, AUDIT_LABELS, type AuditEntity } from './audit-labels.ts'

export const auditListQuerySchema = pagingQuerySchema.extend({
  user_id: recordId(AUDIT_LABELS.user_id).optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: () => FIELD_MESSAGES.selected(AUDIT_LABELS.entity) }).optional(),
  entity_id: z
    .string({ error: () => FIELD_MESSAGES.text(AUDIT_LABELS.entity_id) })
    .trim()
    .max(
      64,
      says(() => FIELD_MESSAGES.maxChars(AUDIT_LABELS.entity_id, 64)),
    )
    .optional(),
  from: optionalDate(AUDIT_LABELS.from),
  to: optionalDate(AUDIT_LABELS.to),
})
export type AuditListQuery = z.output<typeof auditListQuerySchema>

/** One changed field: what it held before and after (a created record has only after, a removed one before). */
export const auditChangeSchema = z.object({ before: z.unknown().optional(), after: z.unknown().optional() })

export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  userName: z.string(),
  ip: z.string(),
  request_id: z.string(),
  route: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), auditChangeSchema),
})
export type AuditEvent = z.output<typeof auditEventSchema>

/**
 * Fields of an event's changes that hold the id of another record, and the kind of record each names: the
 * list answers their names beside the page (`names`), so a change reads "Customer: Jane Doe", not
 * "Customer id: 6" (issue 28, item 15). A field inside a list (a sale's items) counts too.
 */
export const AUDIT_REFERENCES = {
  customer_id: 'customer',
  supplier_id: 'supplier',
  user_id: 'user',
  created_by: 'user',
  product_id: 'product',
  warehouse_id: 'warehouse',
  warehouseSaleFrom: 'warehouse',
  category_id: 'category',
  till_id: 'till',
  custom_product_id: 'custom-product',
  sale_id: 'order',
  order_id: 'order',
} as const
export type AuditReferenceKind = (typeof AUDIT_REFERENCES)[keyof typeof AUDIT_REFERENCES]

/** The kind of record a field of a change names, or null for any other field. */
export function auditReferenceOf(field: string): AuditReferenceKind | null {
  return Object.hasOwn(AUDIT_REFERENCES, field) ? AUDIT_REFERENCES[field as keyof typeof AUDIT_REFERENCES] : null
}

/** Per kind of record, the name of each id the page's changes mention: a transaction by its number. */
export const auditNamesSchema = z.record(z.string(), z.record(z.string(), z.string()))
export type AuditNames = z.output<typeof auditNamesSchema>

export const auditPageSchema = pageSchema(auditEventSchema).extend({ names: auditNamesSchema })
export type AuditPage = z.output<typeof auditPageSchema>

export const auditVerifySchema = z.object({
  ok: z.boolean(),
  checked: z.number(),
  problems: z.array(z.object({ id: z.number(), problem: z.string() })),
  /** The last event the log wrote, to note outside the database: it anchors the chain (docs/operations.md). */
  last: z.object({ id: z.number(), hash: z.string() }).nullable(),
  /**
   * Events written but not yet chained by the sealer (issue 35): how many, and the first and last of their
   * insertion ids (null when none). The chain cannot vouch for them until they are sealed, moments later.
   */
  unsealed: z.object({ count: z.number(), firstId: z.number().nullable(), lastId: z.number().nullable() }),
})
export type AuditVerifyResult = z.output<typeof auditVerifySchema>

/** Every account's id and name: the screen's person filter (readers of the log may not hold userManage). */
export const auditPeopleSchema = z.object({ people: z.array(z.object({ id: z.number(), name: z.string() })) })
export type AuditPeople = z.output<typeof auditPeopleSchema>
