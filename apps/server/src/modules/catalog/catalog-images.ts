import type { Kysely } from 'kysely'
import { IMAGE_LABELS } from '@counterpart/domain/schemas/catalog'
import type { Database } from '../../db/schema.ts'
import { NotFoundError } from '../../platform/errors.ts'
import type { PictureColumn, PictureReplacement } from '../../platform/picture-replacement.ts'
import { requireImage, type UploadedFile } from '../../platform/uploads.ts'

/** The pictures of products and categories: both keep theirs in an `image` column, sent as the `image` field. */
export function createImageReplacer({ db, pictures }: { db: Kysely<Database>; pictures: PictureReplacement }) {
  /** Replaces the image of a product or a category (404 unknown, then 422 not an image); answers its URL. */
  return async function replaceImage(
    owner: PictureColumn<number, 'image'>,
    id: number,
    file: UploadedFile | undefined,
  ): Promise<string> {
    if (!(await owner.find(db, id))) throw new NotFoundError()
    return pictures.replace(owner, id, await requireImage(file, 'image', IMAGE_LABELS.image))
  }
}

export type ReplaceImage = ReturnType<typeof createImageReplacer>
