import { sql, type Kysely } from 'kysely'
import type { AuditEntity } from '@counterpart/domain/schemas/audit'
import type { DialectName } from '../db/connection.ts'
import type { Database } from '../db/schema.ts'
import { recordAudit, type AuditChange } from './audit.ts'
import { NotFoundError } from './errors.ts'
import { nowIso } from './time.ts'
import type { ImageExtension, UploadStore } from './uploads.ts'

/** The audit action of a picture put in place of another (or of none): one name for every record. */
export const PICTURE_CHANGED = 'image changed'

/** A picture checked and re-encoded (requireImage, a decoded signature), not stored yet. */
export interface NewPicture {
  buffer: Buffer
  ext: ImageExtension
  /** The folder under the upload store's public or private root: 'products', 'logos' ... */
  area: string
  /**
   * Private pictures (ID photos, signatures) are stored by key outside /uploads and only a gated route
   * streams them; public ones are stored by URL and served to anyone.
   */
  private?: boolean
}

type Pictures = Record<string, NewPicture | null | undefined>

/** What each picture was stored as (a URL, or a private file's key); a name sent without a file has none. */
export type StoredPictures<P extends Pictures> = {
  [K in keyof P]: P[K] extends NewPicture ? string : string | undefined
}

type ColumnChange<Column extends string> = { [K in Column]: string } & { updated_at: string }

/** A table's public picture column, for `replace`: where its files go and how a row is read and written. */
export interface PictureColumn<Id extends number | string, Column extends string> {
  entity: AuditEntity
  /** The column, as the row, the change and the audit event name it: image, avatar, logo ... */
  column: Column
  /** The folder of its files under /uploads. */
  area: string
  find: (trx: Kysely<Database>, id: Id) => Promise<{ [K in Column]: string | null } | undefined>
  /** Writes the new picture (and updated_at); false when no row has the id. */
  update: (trx: Kysely<Database>, id: Id, change: ColumnChange<Column>) => Promise<unknown>
}

/** What the caller's change answers from inside the transaction. */
export interface PictureSaved<P extends Pictures, T> {
  /** The event of the change, written as the transaction's last statement. */
  audit: AuditChange
  /** What the record held under each name before: removed after commit where a new picture took its place. */
  replaced?: { [K in keyof P]?: string | null }
  result: T
}

/**
 * The one way a record takes new pictures (issue 27): the files are stored first, the caller's change
 * and its audit event are written in one transaction, then the files the change replaced are removed,
 * only once it has committed. When the change fails the new files are removed and the old ones stay,
 * so neither a failed save nor a successful one leaves a file that no record names.
 */
export function createPictureReplacement({
  db,
  dialect,
  uploads,
}: {
  db: Kysely<Database>
  dialect: DialectName
  uploads: UploadStore
}) {
  function store(picture: NewPicture): Promise<string> {
    return picture.private
      ? uploads.savePrivate(picture.area, picture.buffer, picture.ext)
      : uploads.savePublic(picture.area, picture.buffer, picture.ext)
  }

  function remove(picture: NewPicture, stored: string | null | undefined): Promise<void> {
    return picture.private ? uploads.removePrivate(stored) : uploads.removePublic(stored)
  }

  /**
   * Stores `pictures` (a name without a file stores nothing), runs `change` in a transaction with what
   * they were stored as, records its audit event, and answers its result.
   */
  async function save<P extends Pictures, T>(
    pictures: P,
    change: (trx: Kysely<Database>, stored: StoredPictures<P>) => Promise<PictureSaved<P, T>>,
  ): Promise<T> {
    const sent = Object.entries(pictures).filter((entry): entry is [string, NewPicture] => Boolean(entry[1]))
    const stored: Record<string, string> = {}
    let saved: PictureSaved<P, T>
    try {
      for (const [name, picture] of sent) stored[name] = await store(picture)
      saved = await db.transaction().execute(async (trx) => {
        const outcome = await change(trx, stored as StoredPictures<P>)
        await recordAudit(trx, outcome.audit)
        return outcome
      })
    } catch (error) {
      // The change's own error is what the caller hears, even if a file cannot be removed.
      await Promise.allSettled(sent.map(([name, picture]) => remove(picture, stored[name])))
      throw error
    }
    const replaced: Partial<Record<string, string | null>> = saved.replaced ?? {}
    await Promise.all(sent.map(([name, picture]) => remove(picture, replaced[name])))
    return saved.result
  }

  /**
   * The common case: a new picture in `column.column` of the record `id`. Read and written in the
   * transaction (404 when the record is gone by then); the event names the column before and after.
   * Answers the new URL.
   */
  function replace<Id extends number | string, Column extends string>(
    column: PictureColumn<Id, Column>,
    id: Id,
    image: { buffer: Buffer; ext: ImageExtension },
  ): Promise<string> {
    return save({ picture: { ...image, area: column.area } }, async (trx, stored) => {
      // Two pictures sent for one record at once must each see the other's: the second reads what the first
      // put in place (and removes that file), or the first one's file would stay behind, named by no record.
      // SQLite's write transactions already run one at a time (BEGIN IMMEDIATE); PostgreSQL reads committed
      // rows, so the record's picture changes queue on a lock held until commit.
      if (dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`picture:${column.entity}:${column.column}:${id}`}))`.execute(
          trx,
        )
      }
      const before = await column.find(trx, id)
      const change = { [column.column]: stored.picture, updated_at: nowIso() } as ColumnChange<Column>
      if (!before || (await column.update(trx, id, change)) === false) throw new NotFoundError()
      const previous = before[column.column]
      return {
        audit: {
          entity: column.entity,
          entityId: id,
          action: PICTURE_CHANGED,
          before: { [column.column]: previous },
          after: { [column.column]: stored.picture },
        },
        replaced: { picture: previous },
        result: stored.picture,
      }
    })
  }

  return { save, replace }
}

export type PictureReplacement = ReturnType<typeof createPictureReplacement>
