import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { TINY_JPEG, TINY_PNG } from '../../test/form-data.ts'
import { uploadedFiles } from '../../test/failing-saves.ts'
import { countRows, testAppForFile } from '../../test/helpers.ts'
import type { Database } from '../db/schema.ts'
import { ConflictError, NotFoundError } from './errors.ts'
import { createPictureReplacement, PICTURE_CHANGED, type PictureColumn } from './picture-replacement.ts'
import type { ImageExtension } from './uploads.ts'

const test = await testAppForFile()
const db = test.database.db
const uploads = test.services.uploads
const pictures = createPictureReplacement({ db, dialect: test.database.dialect, uploads })
const png = { buffer: TINY_PNG, ext: 'png' as const }
const jpeg = { buffer: TINY_JPEG, ext: 'jpg' as const }

/** A gallery row whose picture is a real stored file: a record that names one public picture. */
async function galleryItem(): Promise<{ id: number; url: string }> {
  const url = await uploads.savePublic('gallery', TINY_PNG, 'png')
  const row = await db
    .insertInto('gallery_items')
    .values({ title: 'Before', image: url, created_at: '2026-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, url }
}

async function imageOf(id: number): Promise<string | undefined> {
  const row = await db.selectFrom('gallery_items').select('image').where('id', '=', id).executeTakeFirst()
  return row?.image
}

const publicFile = (url: string) => path.join(uploads.publicRoot, url.slice('/uploads/'.length))

/** The gallery's picture column, as a module would describe it (the table has no updated_at). */
function galleryImages(during?: (trx: Kysely<Database>) => Promise<void>): PictureColumn<number, 'image'> {
  return {
    entity: 'gallery-item',
    column: 'image',
    area: 'gallery',
    find: (trx, id) => trx.selectFrom('gallery_items').select('image').where('id', '=', id).executeTakeFirst(),
    update: async (trx, id, change) => {
      await trx.updateTable('gallery_items').set({ image: change.image }).where('id', '=', id).execute()
      await during?.(trx)
    },
  }
}

async function lastEvent() {
  return db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
}

describe('replacing one picture', () => {
  it('stores the new file, records the change, and removes the old file only after the change has committed', async () => {
    const item = await galleryItem()
    let oldFileDuringSave: boolean | undefined
    const column = galleryImages(async () => {
      oldFileDuringSave = fs.existsSync(publicFile(item.url))
    })

    const url = await pictures.replace(column, item.id, png)

    expect(oldFileDuringSave).toBe(true)
    expect(url).toMatch(/^\/uploads\/gallery\/[\w-]+\.png$/)
    expect(await imageOf(item.id)).toBe(url)
    expect(fs.existsSync(publicFile(url))).toBe(true)
    expect(fs.existsSync(publicFile(item.url))).toBe(false)
    const event = await lastEvent()
    expect(event).toMatchObject({ entity: 'gallery-item', entity_id: String(item.id), action: PICTURE_CHANGED })
    expect(JSON.parse(event.changes)).toEqual({ image: { before: item.url, after: url } })
  })

  it('leaves exactly one file for a record when eight pictures are sent for it at once: the one it names', async () => {
    const { id, url } = await galleryItem()
    const urls = await Promise.all(
      Array.from({ length: 8 }, (_, index) => pictures.replace(galleryImages(), id, index % 2 ? png : jpeg)),
    )
    const named = await imageOf(id)
    expect(urls).toContain(named)
    const left = [url, ...urls].filter((each) => fs.existsSync(publicFile(each)))
    expect(left).toEqual([named])
  })

  it('keeps the old file and stores no new one when the change fails, and tells the caller why', async () => {
    const item = await galleryItem()
    const files = uploadedFiles(test, 'gallery')
    const events = await countRows(test, 'audit_events')
    const column = galleryImages(async () => {
      // The new file is on disk while the change runs: the failure must take it away again.
      expect(uploadedFiles(test, 'gallery')).toHaveLength(files.length + 1)
      throw new ConflictError('Sold in the meantime.')
    })

    await expect(pictures.replace(column, item.id, png)).rejects.toThrow('Sold in the meantime.')

    expect(await imageOf(item.id)).toBe(item.url)
    expect(uploadedFiles(test, 'gallery')).toEqual(files)
    expect(fs.existsSync(publicFile(item.url))).toBe(true)
    expect(await countRows(test, 'audit_events')).toBe(events)
  })

  it('answers 404 and keeps no file when the record is gone by the time the change runs', async () => {
    const files = uploadedFiles(test, 'gallery')
    await expect(pictures.replace(galleryImages(), 999_999, png)).rejects.toBeInstanceOf(NotFoundError)
    expect(uploadedFiles(test, 'gallery')).toEqual(files)
  })
})

describe('saving several pictures at once', () => {
  /** Two private pictures (front and back) of one imaginary record, in a folder of their own. */
  const area = 'picture-replacement-test'
  const privately = (image: { buffer: Buffer; ext: ImageExtension }) => ({ ...image, area, private: true })
  const change = (replaced: { front: string; back: string }, fail = false) =>
    pictures.save({ front: privately(jpeg), back: null }, async (_trx, stored) => {
      if (fail) throw new Error('The disk is full.')
      return {
        audit: { entity: 'custom-product', entityId: 1, action: 'updated', after: { front: stored.front } },
        replaced,
        result: stored,
      }
    })

  it('removes only the files a new picture took the place of, from the private folder', async () => {
    const front = await uploads.savePrivate(area, TINY_PNG, 'png')
    const back = await uploads.savePrivate(area, TINY_PNG, 'png')

    const stored = await change({ front, back })

    expect(stored.back).toBeUndefined()
    expect(stored.front).toMatch(new RegExp(`^${area}/[\\w-]+\\.jpg$`))
    expect(uploadedFiles(test, area, 'private')).toEqual([path.basename(back), path.basename(stored.front)].sort())
  })

  it('removes every new file when the change fails and leaves the old ones', async () => {
    const front = await uploads.savePrivate(area, TINY_PNG, 'png')
    const back = await uploads.savePrivate(area, TINY_PNG, 'png')
    const before = uploadedFiles(test, area, 'private')

    await expect(change({ front, back }, true)).rejects.toThrow('The disk is full.')

    expect(uploadedFiles(test, area, 'private')).toEqual(before)
  })
})
