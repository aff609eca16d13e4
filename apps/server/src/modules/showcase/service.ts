import type { Kysely, Selectable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import {
  GALLERY_LABELS,
  galleryInputSchema,
  SHOP_ITEM_LABELS,
  PUBLIC_SHOWCASE_LIMIT,
  type GalleryItem,
  type PublicGalleryItem,
} from '@counterpart/domain/schemas/showcase'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { NotFoundError, ValidationError } from '../../platform/errors.ts'
import { createPictureReplacement } from '../../platform/picture-replacement.ts'
import { nowIso } from '../../platform/time.ts'
import { requireImage, type MultipartForm, type UploadStore } from '../../platform/uploads.ts'
import { fieldErrors } from '../../platform/validation.ts'
import {
  deleteGalleryItem,
  deleteShopItem,
  findGalleryItem,
  findShopItem,
  insertGalleryItem,
  insertShopItem,
  listGallery,
  listShopItems,
  publicGallery,
  publicShopItems,
  updateShopItem,
} from './repository.ts'
import { shopItemAudit, type ShopItemInCents } from './wire.ts'

interface ShowcaseDeps {
  db: Kysely<Database>
  dialect: DialectName
  uploads: UploadStore
}

export type ShopRow = Selectable<Database['shop_items']>

/** The gallery form's title and file, every problem reported at once (spec 001 §5: both are required). */
async function readGalleryForm(form: MultipartForm) {
  const errors: Record<string, string[]> = {}
  const title = galleryInputSchema.safeParse(form.fields)
  if (!title.success) Object.assign(errors, fieldErrors(title.error))
  let image: Awaited<ReturnType<typeof requireImage>> | null = null
  try {
    image = await requireImage(form.files.image, 'image', GALLERY_LABELS.image)
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.errors) throw error
    Object.assign(errors, error.errors)
  }
  if (!title.success || !image) throw new ValidationError(errors)
  return { title: title.data.title, image }
}

export function createShowcaseService({ db, dialect, uploads }: ShowcaseDeps) {
  const pictures = createPictureReplacement({ db, dialect, uploads })
  return {
    listGallery(paging: PagingQuery) {
      return listGallery(db, dialect, paging)
    },

    async addGalleryItem(form: MultipartForm): Promise<GalleryItem> {
      const { title, image } = await readGalleryForm(form)
      return pictures.save({ image: { ...image, area: 'gallery' } }, async (trx, stored) => {
        const item = await insertGalleryItem(trx, { title, image: stored.image, created_at: nowIso() })
        return {
          audit: {
            entity: 'gallery-item',
            entityId: item.id,
            action: 'created',
            after: { title: item.title, image: item.image },
          },
          result: item,
        }
      })
    },

    /** Gallery pictures are showcase only, referenced by nothing: the row and its file go. */
    async removeGalleryItem(id: number): Promise<void> {
      const row = await db.transaction().execute(async (trx) => {
        const found = await findGalleryItem(trx, id)
        if (!found || !(await deleteGalleryItem(trx, id))) throw new NotFoundError()
        await recordAudit(trx, {
          entity: 'gallery-item',
          entityId: id,
          action: 'removed',
          before: { title: found.title, image: found.image },
        })
        return found
      })
      await uploads.removePublic(row.image)
    },

    async publicGallery(): Promise<PublicGalleryItem[]> {
      return publicGallery(db, PUBLIC_SHOWCASE_LIMIT)
    },

    listShopItems(paging: PagingQuery) {
      return listShopItems(db, dialect, paging)
    },

    async getShopItem(id: number): Promise<ShopRow> {
      const row = await findShopItem(db, id)
      if (!row) throw new NotFoundError()
      return row
    },

    async addShopItem(payload: ShopItemInCents): Promise<number> {
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        const id = await insertShopItem(trx, {
          name: payload.name,
          price: payload.price,
          description: payload.description,
          image: null,
          created_at: now,
          updated_at: now,
        })
        const created = await findShopItem(trx, id)
        if (!created) throw new Error(`shop item ${id} vanished in its own insert`)
        await recordAudit(trx, {
          entity: 'shop-item',
          entityId: id,
          action: 'created',
          after: shopItemAudit(created),
        })
        return id
      })
    },

    async updateShopItem(id: number, payload: ShopItemInCents): Promise<void> {
      const change = {
        name: payload.name,
        price: payload.price,
        description: payload.description,
        updated_at: nowIso(),
      }
      await db.transaction().execute(async (trx) => {
        const before = await findShopItem(trx, id)
        if (!before || !(await updateShopItem(trx, id, change))) throw new NotFoundError()
        const after = await findShopItem(trx, id)
        await recordAudit(trx, {
          entity: 'shop-item',
          entityId: id,
          action: 'updated',
          before: shopItemAudit(before),
          after: after ? shopItemAudit(after) : null,
        })
      })
    },

    /** The listing is a showcase, not a sale record: removing an item removes it and its picture. */
    async removeShopItem(id: number): Promise<void> {
      const row = await db.transaction().execute(async (trx) => {
        const found = await findShopItem(trx, id)
        if (!found || !(await deleteShopItem(trx, id))) throw new NotFoundError()
        await recordAudit(trx, { entity: 'shop-item', entityId: id, action: 'removed', before: shopItemAudit(found) })
        return found
      })
      await uploads.removePublic(row.image)
    },

    async setShopItemImage(id: number, form: MultipartForm): Promise<void> {
      if (!(await findShopItem(db, id))) throw new NotFoundError()
      const image = await requireImage(form.files.image, 'image', SHOP_ITEM_LABELS.image)
      await pictures.replace(
        { entity: 'shop-item', column: 'image', area: 'shop', find: findShopItem, update: updateShopItem },
        id,
        image,
      )
    },

    publicShopItems() {
      return publicShopItems(db, PUBLIC_SHOWCASE_LIMIT)
    },
  }
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>
