import type { Kysely } from 'kysely'
import { IMAGE_LABELS } from '@counterpart/domain/schemas/catalog'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { NotFoundError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import { requireImage, type UploadedFile, type UploadStore } from '../../platform/uploads.ts'

/** The pictures of products and categories: one way to replace one, used by both. */
export function createImageReplacer({ db, uploads }: { db: Kysely<Database>; uploads: UploadStore }) {
  async function storeImage(file: UploadedFile | undefined, area: 'products' | 'categories') {
    const image = await requireImage(file, 'image', IMAGE_LABELS.image)
    return uploads.savePublic(area, image.buffer, image.ext)
  }

  /**
   * Replaces the image of a product or a category: 404 unknown; the new file is stored first, the row
   * changed and audited in one transaction (the new file removed when it fails), then the previous file
   * removed. Answers the new image's URL.
   */
  return async function replaceImage(
    owner: {
      area: 'products' | 'categories'
      entity: 'product' | 'category'
      find: (trx: Kysely<Database>, id: number) => Promise<{ image: string | null } | undefined>
      update: (trx: Kysely<Database>, id: number, change: { image: string; updated_at: string }) => Promise<void>
    },
    id: number,
    file: UploadedFile | undefined,
  ): Promise<string> {
    if (!(await owner.find(db, id))) throw new NotFoundError()
    const url = await storeImage(file, owner.area)
    let previous: string | null
    try {
      previous = await db.transaction().execute(async (trx) => {
        const before = await owner.find(trx, id)
        if (!before) throw new NotFoundError()
        await owner.update(trx, id, { image: url, updated_at: nowIso() })
        await recordAudit(trx, {
          entity: owner.entity,
          entityId: id,
          action: 'image changed',
          before: { image: before.image },
          after: { image: url },
        })
        return before.image
      })
    } catch (error) {
      await uploads.removePublic(url)
      throw error
    }
    await uploads.removePublic(previous)
    return url
  }
}

export type ReplaceImage = ReturnType<typeof createImageReplacer>
