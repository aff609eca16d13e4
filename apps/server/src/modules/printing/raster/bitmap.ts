/**
 * A 1-bit picture as a printer takes it: rows of bytes, the leftmost dot in each byte's high bit, 1 for a
 * black dot. The width is a multiple of 8 (576 dots on 80 mm paper, 384 on 58 mm), so a row is whole bytes
 * and a strip of rows goes to `GS v 0` as it is.
 */
export interface Bitmap {
  width: number
  height: number
  /** `height` rows of `width / 8` bytes. */
  data: Uint8Array
}

export const rowBytes = (bitmap: Pick<Bitmap, 'width'>) => bitmap.width >> 3

export function blankBitmap(width: number, height: number): Bitmap {
  if (width % 8 !== 0) throw new Error(`a bitmap's width is a multiple of 8 dots, not ${width}`)
  return { width, height, data: new Uint8Array((width >> 3) * height) }
}

export function isBlack(bitmap: Bitmap, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= bitmap.width || y >= bitmap.height) return false
  return (bitmap.data[y * rowBytes(bitmap) + (x >> 3)]! & (0x80 >> (x & 7))) !== 0
}

/** Blackens a dot; a dot off the picture is dropped (a glyph's tail past the edge is cut, not an error). */
export function setBlack(bitmap: Bitmap, x: number, y: number): void {
  if (x < 0 || y < 0 || x >= bitmap.width || y >= bitmap.height) return
  const index = y * rowBytes(bitmap) + (x >> 3)
  bitmap.data[index] = bitmap.data[index]! | (0x80 >> (x & 7))
}

export function fillRect(bitmap: Bitmap, x: number, y: number, width: number, height: number): void {
  for (let row = y; row < y + height; row++) for (let col = x; col < x + width; col++) setBlack(bitmap, col, row)
}

/** Draws `source` onto `target` with its top left corner at (x, y): black dots add, white ones leave. */
export function drawBitmap(target: Bitmap, source: Bitmap, x: number, y: number): void {
  for (let row = 0; row < source.height; row++)
    for (let col = 0; col < source.width; col++) if (isBlack(source, col, row)) setBlack(target, x + col, y + row)
}

/** Pictures of the same width one under the other: a run of blocks printed as one image. */
export function stackBitmaps(width: number, parts: Bitmap[]): Bitmap {
  const stacked = blankBitmap(
    width,
    parts.reduce((sum, part) => sum + part.height, 0),
  )
  let offset = 0
  for (const part of parts) {
    if (part.width !== width) throw new Error('stacked pictures share one width')
    stacked.data.set(part.data, offset)
    offset += part.data.length
  }
  return stacked
}
