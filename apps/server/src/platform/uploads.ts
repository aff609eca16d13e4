import { tr } from '@counterpart/domain/i18n/translate'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { IMAGE_TYPES } from '@counterpart/domain/constants'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import sharp from 'sharp'
import { ValidationError } from './errors.ts'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export interface UploadedFile {
  field: string
  filename: string
  mimetype: string
  buffer: Buffer
  /** True when the file was cut off at the size limit. */
  truncated: boolean
}

export interface MultipartForm {
  fields: Record<string, string>
  files: Record<string, UploadedFile>
}

/**
 * Reads a whole multipart form: text fields as strings, files into memory (each capped by the plugin).
 * `fileLabels` names each file field as its screen does, for the message of a file over the limit.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileLabels: Readonly<Record<string, string>> = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ValidationError({ body: [tr('messages:server.multipartOnly')] })
  const form: MultipartForm = { fields: {}, files: {} }
  // The field being read when a limit stops the stream, so the 422 names it (image, logo ...).
  let currentField = 'file'
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES } })) {
      if (part.type === 'file') {
        currentField = part.fieldname
        const buffer = await part.toBuffer()
        form.files[part.fieldname] = {
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          buffer,
          truncated: part.file.truncated,
        }
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value)
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(currentField, fileLabels[currentField] ?? 'file')
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ValidationError({ body: [tr('messages:server.tooManyParts')] })
    }
    throw error
  }
  return form
}

function tooLarge(field: string, label: string): ValidationError {
  return ValidationError.field(field, FIELD_MESSAGES.imageTooLarge(label, MAX_IMAGE_BYTES / 1024 / 1024))
}

export type ImageExtension = 'jpg' | 'png'

/** What the bytes are, whatever the name says: a renamed text file is not an image. */
export function detectImage(buffer: Buffer): ImageExtension | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (buffer.length >= 8 && png.every((byte, index) => buffer[index] === byte)) return 'png'
  return null
}

/** Pixels an uploaded image may have once decoded (a 50 MP camera photo fits; a decompression bomb does not). */
export const MAX_IMAGE_PIXELS = 50_000_000

// Decoded images are not kept in libvips' cache: each upload is decoded once.
sharp.cache(false)

/**
 * Decodes an image completely and encodes it again in the same format, so what is stored is only the
 * picture: bytes appended after the image (an HTML page, a script), comments and metadata (EXIF, GPS)
 * are gone, and a file that only starts like an image is refused. The EXIF orientation is applied
 * first, so a portrait photo stays upright once its metadata is dropped. Answers null when the bytes do
 * not decode as the given format.
 */
export async function reencodeImage(buffer: Buffer, ext: ImageExtension): Promise<Buffer | null> {
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate()
    const metadata = await image.metadata()
    if (metadata.format !== (ext === 'jpg' ? 'jpeg' : 'png')) return null
    return ext === 'jpg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer()
  } catch {
    return null
  }
}

/**
 * Checks an uploaded image (jpg, png or jpeg by name AND by content, within the size limit, and it
 * decodes) and answers it re-encoded (reencodeImage) with its real type; every failure is a 422 under
 * the field's name whose message names the field's label.
 */
export async function requireImage(
  file: UploadedFile | undefined,
  field: string,
  label: string,
): Promise<{ buffer: Buffer; ext: ImageExtension }> {
  if (!file || file.buffer.length === 0) throw ValidationError.field(field, FIELD_MESSAGES.required(label))
  if (file.truncated || file.buffer.length > MAX_IMAGE_BYTES) {
    throw ValidationError.field(field, FIELD_MESSAGES.imageTooLarge(label, MAX_IMAGE_BYTES / 1024 / 1024))
  }
  const named = path.extname(file.filename).slice(1).toLowerCase()
  const ext = detectImage(file.buffer)
  const typeError = () => ValidationError.field(field, FIELD_MESSAGES.imageType(label, IMAGE_TYPES))
  // The names accepted are the ones the message lists.
  if (!(IMAGE_TYPES as readonly string[]).includes(named) || !ext) throw typeError()
  const buffer = await reencodeImage(file.buffer, ext)
  if (!buffer) throw typeError()
  return { buffer, ext }
}

/**
 * Public files (product images, logos, gallery) are served at /uploads/...; private ones (ID photos,
 * signatures) live outside that folder and only an authorised route may stream them.
 */
export function createUploadStore(dataDir: string) {
  const publicRoot = path.join(dataDir, 'uploads', 'public')
  const privateRoot = path.join(dataDir, 'uploads', 'private')

  function privatePath(key: string): string | null {
    const resolved = path.resolve(privateRoot, key)
    return resolved.startsWith(privateRoot + path.sep) ? resolved : null
  }

  return {
    publicRoot,
    privateRoot,

    /** Stores a public file and answers its URL, e.g. /uploads/products/<uuid>.png */
    async savePublic(area: string, buffer: Buffer, ext: string): Promise<string> {
      const name = `${randomUUID()}.${ext}`
      await fs.mkdir(path.join(publicRoot, area), { recursive: true })
      await fs.writeFile(path.join(publicRoot, area, name), buffer)
      return `/uploads/${area}/${name}`
    },

    /** Stores a private file and answers its key (area/name), never a URL. */
    async savePrivate(area: string, buffer: Buffer, ext: string): Promise<string> {
      const name = `${randomUUID()}.${ext}`
      await fs.mkdir(path.join(privateRoot, area), { recursive: true })
      await fs.writeFile(path.join(privateRoot, area, name), buffer)
      return `${area}/${name}`
    },

    /** The path of a private file by key, or null when the key tries to leave the private folder. */
    privatePath,

    /** Removes a private file by key; a key that tries to leave the private folder is left alone. */
    async removePrivate(key: string | null | undefined): Promise<void> {
      const resolved = key ? privatePath(key) : null
      if (resolved) await fs.rm(resolved, { force: true })
    },

    /** Removes a file this store wrote; anything else is left alone. */
    async removePublic(url: string | null | undefined): Promise<void> {
      if (!url?.startsWith('/uploads/')) return
      const resolved = path.resolve(publicRoot, url.slice('/uploads/'.length))
      if (!resolved.startsWith(publicRoot + path.sep)) return
      await fs.rm(resolved, { force: true })
    },
  }
}

export type UploadStore = ReturnType<typeof createUploadStore>
