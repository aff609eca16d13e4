import sharp from 'sharp'
/** Builds a multipart/form-data request body for `app.inject`, as a browser's FormData would send it. */

export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const TINY_PNG_DATA_URL = `data:image/png;base64,${TINY_PNG.toString('base64')}`

/** A real 2x2 grey JPEG (the server decodes every uploaded image, so a few magic bytes are not enough). */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
)

/**
 * The pixels of an image, decoded: the server stores uploads re-encoded, so a stored file is compared
 * with the uploaded one by what it shows, not byte for byte.
 */
export async function decodedPixels(buffer: Buffer): Promise<{ width: number; height: number; pixels: string }> {
  const { data, info } = await sharp(buffer).raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, pixels: data.toString('base64') }
}

export interface FilePart {
  filename: string
  content: Buffer
  type?: string
}

export function formData(fields: Record<string, string | number>, files: Record<string, FilePart> = {}) {
  const boundary = `----counterpart-${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
    )
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A form with one file and nothing else, as an upload button sends it. */
export function fileForm(field: string, filename: string, content: Buffer, type = 'image/png') {
  return formData({}, { [field]: { filename, content, type } })
}
