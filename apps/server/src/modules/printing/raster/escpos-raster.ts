import { rowBytes, type Bitmap } from './bitmap.ts'

/**
 * A picture as ESC/POS: `GS v 0` raster commands, each a strip of whole rows. A printer holds a whole
 * command in its receive buffer before printing it, and the small ones (many 58 mm printers, older TM-T20s)
 * have 4 KB: a picture sent as one command (a receipt is 100 KB or more) overflows them and prints garbage
 * or nothing. Strips of at most STRIP_BYTES of dots fit any of them, and follow each other on paper without a
 * gap, since `GS v 0` feeds exactly its own height.
 */
export const STRIP_BYTES = 4096

/** GS v 0 m xL xH yL yH: m = 0 (normal size), x in bytes across, y in rows. */
const RASTER_COMMAND = [0x1d, 0x76, 0x30, 0x00] as const

export function rasterStrips(bitmap: Bitmap): Uint8Array {
  const across = rowBytes(bitmap)
  if (across === 0 || bitmap.height === 0) return new Uint8Array()
  const rowsPerStrip = Math.max(1, Math.floor(STRIP_BYTES / across))
  const strips: Uint8Array[] = []
  for (let top = 0; top < bitmap.height; top += rowsPerStrip) {
    const rows = Math.min(rowsPerStrip, bitmap.height - top)
    const header = [...RASTER_COMMAND, across & 0xff, across >> 8, rows & 0xff, rows >> 8]
    strips.push(Uint8Array.from(header), bitmap.data.subarray(top * across, (top + rows) * across))
  }
  const bytes = new Uint8Array(strips.reduce((sum, strip) => sum + strip.length, 0))
  let offset = 0
  for (const strip of strips) {
    bytes.set(strip, offset)
    offset += strip.length
  }
  return bytes
}
