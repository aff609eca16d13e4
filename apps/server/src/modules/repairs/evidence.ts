import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely, Selectable } from 'kysely'
import {
  CHECK_RESULTS,
  CHECKLIST_STAGE_LABELS,
  CHECKLIST_STAGES,
  PHOTO_STAGE_LABELS,
  PHOTO_STAGES,
  REPAIR_EVIDENCE_LABELS,
  REPAIR_EVIDENCE_MESSAGES,
  repairPhotoFieldsSchema,
  SIGNATURE_STAGE_LABELS,
  SIGNATURE_STAGES,
  type ChecklistCategory,
  type ChecklistCategorySave,
  type RepairChecklist,
  type RepairChecklistSave,
  type RepairPhoto,
  type RepairPhotoUpdate,
  type RepairSignature,
  type RepairSignatureSave,
} from '@counterpart/domain/schemas/repair-evidence'
import { isClosedGroup } from '@counterpart/domain/repair-workflow'
import type { RepairMessage } from '@counterpart/domain/schemas/repair-messages'
import { REPAIR_MESSAGES } from '@counterpart/domain/schemas/repairs'
import type { Database } from '../../db/schema.ts'
import type { RepairFlow } from './flow.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { limitHits } from '../../platform/rate-limit.ts'
import { nowIso } from '../../platform/time.ts'
import { answerIn } from '../../platform/request-language.ts'
import { customerLanguageOf } from '../contacts/language-service.ts'
import {
  detectImage,
  reencodeImage,
  requireImage,
  type MultipartForm,
  type UploadStore,
} from '../../platform/uploads.ts'
import { parseWith } from '../../platform/validation.ts'
import type { RepairMoveHook } from './flow.ts'
import { insertRepairEvent } from './repository.ts'
import { TRACKING_LIMIT } from './service.ts'
import { groupOf } from './statuses.ts'
import { normaliseTrackingKey } from './tracking-key.ts'

/**
 * Evidence at intake and pickup (issue 30, item 6): photos, checklists per device category, the customer's
 * signatures. Photos and signatures are private files (DATA_DIR/uploads/private/repairs), streamed only to
 * staff with repairEvidenceView; a photo the shop marks for the customer is also shown on the tracking
 * page, through the tracking key and nothing else.
 */

const AREA = 'repairs'
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' }

type PhotoRow = Selectable<Database['repair_photos']>
type ChecklistRow = Selectable<Database['repair_checklists']>
type SignatureRow = Selectable<Database['repair_signatures']>

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((item) => item === value) ?? fallback

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function itemsOf(text: string): string[] {
  const parsed = parseJson(text)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}

function checksOf(text: string): RepairChecklist['items'] {
  const parsed = parseJson(text)
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { label, result, note } = item as Record<string, unknown>
    return typeof label === 'string'
      ? [
          {
            label,
            result: pick(CHECK_RESULTS, String(result), 'not_tested'),
            note: typeof note === 'string' ? note : '',
          },
        ]
      : []
  })
}

/** What GET /repair/{id} adds for items 8 and 6. */
export interface RepairDetailExtras {
  messages: RepairMessage[]
  photos: RepairPhoto[]
  checklists: RepairChecklist[]
  signatures: RepairSignature[]
}

/** The photos of a ticket the shop lets its customer see, addressed through the ticket's tracking key. */
function customerPhotosOf(db: Kysely<Database>) {
  return async (repairId: number, key: string) => {
    const rows = await db
      .selectFrom('repair_photos')
      .select(['id', 'caption'])
      .where('repair_id', '=', repairId)
      .where('customer_visible', '=', 1)
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      caption: row.caption,
      url: `/api/track-repair/${encodeURIComponent(key)}/photos/${row.id}`,
    }))
  }
}

export function createRepairEvidence({
  db,
  uploads,
  flow,
}: {
  db: Kysely<Database>
  uploads: UploadStore
  /** How tickets move: a signature at pickup on a ready ticket is its collection (an event of the system). */
  flow?: () => RepairFlow
}) {
  const customerPhotos = customerPhotosOf(db)
  async function requireRepair(trx: Kysely<Database>, repairId: number) {
    const row = await trx.selectFrom('repairs').select(['id', 'key']).where('id', '=', repairId).executeTakeFirst()
    if (!row) throw new NotFoundError()
    return row
  }

  async function evidenceEvent(trx: Kysely<Database>, repairId: number, userId: number | null, comment: string) {
    await insertRepairEvent(trx, {
      repair_id: repairId,
      at: nowIso(),
      user_id: userId,
      type: 'evidence',
      from_id: null,
      to_id: null,
      comment,
      channel: 'staff',
    })
  }

  const userNames = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
    if (wanted.length === 0) return new Map<number, string>()
    const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute()
    return new Map(rows.map((row) => [row.id, row.name]))
  }

  const toPhoto = (row: PhotoRow, names: Map<number, string>): RepairPhoto => ({
    id: row.id,
    stage: pick(PHOTO_STAGES, row.stage, 'intake'),
    customerVisible: row.customer_visible === 1,
    caption: row.caption,
    url: `/api/repair/${row.repair_id}/photos/${row.id}`,
    by: row.user_id === null ? null : (names.get(row.user_id) ?? null),
    created_at: row.created_at,
  })

  const toChecklist = (row: ChecklistRow, names: Map<number, string>): RepairChecklist => ({
    id: row.id,
    stage: pick(CHECKLIST_STAGES, row.stage, 'intake'),
    categoryId: row.category_id,
    categoryName: row.category_name,
    items: checksOf(row.items),
    by: row.user_id === null ? null : (names.get(row.user_id) ?? null),
    updated_at: row.updated_at,
  })

  const toSignature = (row: SignatureRow): RepairSignature => ({
    id: row.id,
    stage: pick(SIGNATURE_STAGES, row.stage, 'dropoff'),
    signedBy: row.signed_by,
    url: `/api/repair/${row.repair_id}/signatures/${row.id}`,
    created_at: row.created_at,
  })

  async function fileOf(key: string | undefined): Promise<{ path: string; mimetype: string }> {
    const file = key ? uploads.privatePath(key) : null
    if (!file) throw new NotFoundError()
    try {
      await fs.access(file)
    } catch {
      throw new NotFoundError()
    }
    return { path: file, mimetype: MIME[path.extname(file).slice(1)] ?? 'application/octet-stream' }
  }

  /** Writes a private file, then the rows in one transaction; the file goes again if the rows do not. */
  async function withFile<T>(buffer: Buffer, ext: string, write: (key: string) => Promise<T>): Promise<T> {
    const key = await uploads.savePrivate(AREA, buffer, ext)
    try {
      return await write(key)
    } catch (error) {
      await uploads.removePrivate(key)
      throw error
    }
  }

  return {
    async photos(repairId: number): Promise<RepairPhoto[]> {
      const rows = await db
        .selectFrom('repair_photos')
        .selectAll()
        .where('repair_id', '=', repairId)
        .orderBy('id')
        .execute()
      const names = await userNames(rows.map((row) => row.user_id))
      return rows.map((row) => toPhoto(row, names))
    },

    /** A photo from the camera or a file: content-checked, size-limited, re-encoded, kept private. */
    async addPhoto(repairId: number, form: MultipartForm, userId: number | null): Promise<number> {
      await requireRepair(db, repairId)
      const fields = parseWith(repairPhotoFieldsSchema, form.fields)
      const image = await requireImage(form.files.photo, 'photo', REPAIR_EVIDENCE_LABELS.photo)
      return withFile(image.buffer, image.ext, (key) =>
        db.transaction().execute(async (trx) => {
          const at = nowIso()
          const row = await trx
            .insertInto('repair_photos')
            .values({
              repair_id: repairId,
              stage: fields.stage,
              customer_visible: fields.customerVisible ? 1 : 0,
              caption: fields.caption,
              file_key: key,
              user_id: userId,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await evidenceEvent(
            trx,
            repairId,
            userId,
            `Photo added (${PHOTO_STAGE_LABELS[fields.stage].toLowerCase()}${fields.customerVisible ? ', the customer sees it' : ''})`,
          )
          await recordAudit(trx, {
            entity: 'repair',
            entityId: repairId,
            action: 'photo added',
            after: {
              photoId: row.id,
              stage: fields.stage,
              customerVisible: fields.customerVisible,
              caption: fields.caption,
            },
          })
          return row.id
        }),
      )
    },

    async updatePhoto(repairId: number, photoId: number, input: RepairPhotoUpdate) {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('repair_photos')
          .selectAll()
          .where('id', '=', photoId)
          .where('repair_id', '=', repairId)
          .executeTakeFirst()
        if (!before) throw new NotFoundError()
        const caption = input.caption ?? before.caption
        await trx
          .updateTable('repair_photos')
          .set({ customer_visible: input.customerVisible ? 1 : 0, caption, updated_at: nowIso() })
          .where('id', '=', photoId)
          .execute()
        if ((before.customer_visible === 1) !== input.customerVisible)
          await evidenceEvent(
            trx,
            repairId,
            null,
            input.customerVisible ? 'Photo shown to the customer' : 'Photo hidden from the customer',
          )
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'photo updated',
          before: { photoId, customerVisible: before.customer_visible === 1, caption: before.caption },
          after: { photoId, customerVisible: input.customerVisible, caption },
        })
      })
    },

    async removePhoto(repairId: number, photoId: number, userId: number | null) {
      const key = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('repair_photos')
          .selectAll()
          .where('id', '=', photoId)
          .where('repair_id', '=', repairId)
          .executeTakeFirst()
        if (!before) throw new NotFoundError()
        await trx.deleteFrom('repair_photos').where('id', '=', photoId).execute()
        await evidenceEvent(trx, repairId, userId, 'Photo removed')
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'photo removed',
          before: { photoId, stage: before.stage, customerVisible: before.customer_visible === 1 },
        })
        return before.file_key
      })
      await uploads.removePrivate(key)
    },

    async photoFile(repairId: number, photoId: number) {
      const row = await db
        .selectFrom('repair_photos')
        .select('file_key')
        .where('id', '=', photoId)
        .where('repair_id', '=', repairId)
        .executeTakeFirst()
      return fileOf(row?.file_key)
    },

    /** The photos the shop lets the customer see, for the tracking page: counted as a tracking lookup (same counter). */
    async trackedPhotos(rawKey: string, clientIp: string) {
      await limitHits(db, `track-repair|${clientIp}`, TRACKING_LIMIT, REPAIR_MESSAGES.tooManyTracks)
      const key = normaliseTrackingKey(rawKey)
      const repair = await db
        .selectFrom('repairs')
        .select(['id', 'customer_id'])
        .where('key', '=', key)
        .executeTakeFirst()
      if (!repair) throw new NotFoundError()
      // Issue 32 §3: the page reads in the ticket's customer's language when they chose one.
      answerIn(await customerLanguageOf(db, repair.customer_id))
      return customerPhotos(repair.id, key)
    },

    /** The customer-visible photos of a ticket already found by its key (the tracking answer carries them). */
    customerPhotos,

    /** A customer-visible photo through its ticket's tracking key; any other photo is not found. */
    async trackedPhotoFile(rawKey: string, photoId: number) {
      const row = await db
        .selectFrom('repair_photos')
        .innerJoin('repairs', 'repairs.id', 'repair_photos.repair_id')
        .select('repair_photos.file_key')
        .where('repairs.key', '=', normaliseTrackingKey(rawKey))
        .where('repair_photos.id', '=', photoId)
        .where('repair_photos.customer_visible', '=', 1)
        .executeTakeFirst()
      return fileOf(row?.file_key)
    },

    async checklists(repairId: number): Promise<RepairChecklist[]> {
      const rows = await db
        .selectFrom('repair_checklists')
        .selectAll()
        .where('repair_id', '=', repairId)
        .orderBy('id')
        .execute()
      const names = await userNames(rows.map((row) => row.user_id))
      return rows.map((row) => toChecklist(row, names))
    },

    /** Fills (or fills again) the checklist of a stage: one per ticket and stage. */
    async saveChecklist(repairId: number, input: RepairChecklistSave, userId: number | null) {
      await db.transaction().execute(async (trx) => {
        await requireRepair(trx, repairId)
        let categoryName = ''
        if (input.categoryId !== null) {
          const category = await trx
            .selectFrom('checklist_categories')
            .select('name')
            .where('id', '=', input.categoryId)
            .executeTakeFirst()
          if (!category)
            throw ValidationError.field('categoryId', FIELD_MESSAGES.selected(REPAIR_EVIDENCE_LABELS.categoryId))
          categoryName = category.name
        }
        const items = JSON.stringify(input.items)
        const at = nowIso()
        const before = await trx
          .selectFrom('repair_checklists')
          .selectAll()
          .where('repair_id', '=', repairId)
          .where('stage', '=', input.stage)
          .executeTakeFirst()
        const values = {
          category_id: input.categoryId,
          category_name: categoryName,
          items,
          user_id: userId,
          updated_at: at,
        }
        if (before) await trx.updateTable('repair_checklists').set(values).where('id', '=', before.id).execute()
        else
          await trx
            .insertInto('repair_checklists')
            .values({ repair_id: repairId, stage: input.stage, ...values, created_at: at })
            .execute()
        const failed = input.items.filter((item) => item.result === 'fail').map((item) => item.label)
        await evidenceEvent(
          trx,
          repairId,
          userId,
          `Checklist ${CHECKLIST_STAGE_LABELS[input.stage].toLowerCase()} ${before ? 'filled again' : 'filled'}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
        )
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'checklist saved',
          before: before ? { stage: before.stage, items: checksOf(before.items) } : null,
          after: { stage: input.stage, category: categoryName, items: input.items },
        })
      })
    },

    async signatures(repairId: number): Promise<RepairSignature[]> {
      const rows = await db
        .selectFrom('repair_signatures')
        .selectAll()
        .where('repair_id', '=', repairId)
        .orderBy('id')
        .execute()
      return rows.map(toSignature)
    },

    /** The customer's signature drawn on the pad: a PNG (or JPEG) that decodes, kept private. */
    async addSignature(repairId: number, input: RepairSignatureSave, userId: number | null) {
      await requireRepair(db, repairId)
      const bytes = Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64')
      const ext = detectImage(bytes)
      const buffer = ext ? await reencodeImage(bytes, ext) : null
      if (!ext || !buffer) throw ValidationError.field('signature', REPAIR_EVIDENCE_MESSAGES.signatureInvalid)
      return withFile(buffer, ext, (key) =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('repair_signatures')
            .values({
              repair_id: repairId,
              stage: input.stage,
              signed_by: input.signedBy,
              file_key: key,
              user_id: userId,
              created_at: nowIso(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await evidenceEvent(
            trx,
            repairId,
            userId,
            `Signed ${SIGNATURE_STAGE_LABELS[input.stage].toLowerCase()}${input.signedBy ? ` by ${input.signedBy}` : ''}`,
          )
          // The customer signing for the device at pickup collects a ready ticket (the warranty starts there).
          const ready =
            input.stage === 'pickup' &&
            (
              await trx
                .selectFrom('repairs')
                .innerJoin('repair_statuses as s', 's.id', 'repairs.status_id')
                .select('s.status_group')
                .where('repairs.id', '=', repairId)
                .executeTakeFirst()
            )?.status_group === 'ready'
          const moved =
            ready && flow
              ? await flow().moveToGroup(trx, repairId, 'collected', userId, 'Signed at pickup', 'staff')
              : null
          await recordAudit(trx, {
            entity: 'repair',
            entityId: repairId,
            action: 'signature added',
            ...(moved ? { before: moved.before } : {}),
            after: { signatureId: row.id, stage: input.stage, signedBy: input.signedBy, ...(moved ? moved.after : {}) },
          })
          return row.id
        }),
      )
    },

    async signatureFile(repairId: number, signatureId: number) {
      const row = await db
        .selectFrom('repair_signatures')
        .select('file_key')
        .where('id', '=', signatureId)
        .where('repair_id', '=', repairId)
        .executeTakeFirst()
      return fileOf(row?.file_key)
    },

    async categories(): Promise<ChecklistCategory[]> {
      const rows = await db.selectFrom('checklist_categories').selectAll().orderBy('name').orderBy('id').execute()
      return rows.map((row) => ({ id: row.id, name: row.name, items: itemsOf(row.items), updated_at: row.updated_at }))
    },

    async saveCategory(id: number | null, input: ChecklistCategorySave): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const at = nowIso()
        const values = { name: input.name, items: JSON.stringify(input.items), updated_at: at }
        const before =
          id === null
            ? undefined
            : await trx.selectFrom('checklist_categories').selectAll().where('id', '=', id).executeTakeFirst()
        if (id !== null && !before) throw new NotFoundError()
        let saved: number
        if (before) {
          await trx.updateTable('checklist_categories').set(values).where('id', '=', before.id).execute()
          saved = before.id
        } else {
          const row = await trx
            .insertInto('checklist_categories')
            .values({ ...values, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
          saved = row.id
        }
        await recordAudit(trx, {
          entity: 'settings',
          entityId: `checklist-category-${saved}`,
          action: before ? 'updated' : 'created',
          before: before ? { name: before.name, items: itemsOf(before.items) } : null,
          after: { name: input.name, items: input.items },
        })
        return saved
      })
    },

    /** A category's name stays on the checklists filled with it: removing it changes no ticket. */
    async removeCategory(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('checklist_categories').selectAll().where('id', '=', id).executeTakeFirst()
        if (!before) throw new NotFoundError()
        await trx.deleteFrom('checklist_categories').where('id', '=', id).execute()
        await recordAudit(trx, {
          entity: 'settings',
          entityId: `checklist-category-${id}`,
          action: 'removed',
          before: { name: before.name, items: itemsOf(before.items) },
        })
      })
    },
  }
}

export type RepairEvidenceService = ReturnType<typeof createRepairEvidence>

/**
 * The flow's gate: a ticket checked at intake cannot leave the bench repaired (enter "ready", or
 * "collected" straight from an open group) before its checklist after the repair is filled. A ticket with
 * no intake checklist (every ticket made by the spec's calls) moves as before.
 */
export function afterChecklistGate(): RepairMoveHook {
  return async (trx, ticket, target, from) => {
    const group = groupOf(target)
    if ((group !== 'ready' && group !== 'collected') || (from && isClosedGroup(groupOf(from)))) return
    const stages = await trx
      .selectFrom('repair_checklists')
      .select('stage')
      .where('repair_id', '=', ticket.id)
      .execute()
    const has = (stage: string) => stages.some((row) => row.stage === stage)
    if (has('intake') && !has('after')) throw new ConflictError(REPAIR_EVIDENCE_MESSAGES.afterChecklistRequired)
  }
}
