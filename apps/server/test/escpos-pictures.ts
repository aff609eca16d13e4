import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

/**
 * What a printer would print of the pictures in ESC/POS bytes: every `GS v 0` raster command read back and
 * stacked, as paper comes out, into a PNG a reviewer can look at. Text, barcodes and cuts are skipped.
 */

export interface RasterCommand {
  /** Bytes across (dots / 8) and rows, as the command says. */
  across: number
  rows: number
  /** The command's dots. */
  data: Buffer
  /** Where the command starts and ends in the bytes. */
  start: number
  end: number
}

export function rasterCommands(bytes: Buffer): RasterCommand[] {
  const commands: RasterCommand[] = []
  let at = bytes.indexOf(Buffer.from([0x1d, 0x76, 0x30]))
  while (at !== -1 && at + 8 <= bytes.length) {
    const across = bytes[at + 4]! + bytes[at + 5]! * 256
    const rows = bytes[at + 6]! + bytes[at + 7]! * 256
    const data = bytes.subarray(at + 8, at + 8 + across * rows)
    commands.push({ across, rows, data, start: at, end: at + 8 + data.length })
    at = bytes.indexOf(Buffer.from([0x1d, 0x76, 0x30]), at + 8 + data.length)
  }
  return commands
}

export interface Paper {
  width: number
  height: number
  /** One byte a dot: true where the printer prints black. */
  black: (x: number, y: number) => boolean
}

const GS_K = Buffer.from([0x1d, 0x6b])
/** GS ( k, function 181 (print the stored QR code). */
const QR_PRINT = Buffer.from([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51])

/** A stand-in for what the printer draws itself: stripes for a barcode, a chequer for a QR code. */
function standIn(paperWidth: number, rows: number, width: number, dot: (x: number, y: number) => boolean) {
  const left = Math.floor((paperWidth - width) / 2)
  return Array.from({ length: rows }, (_, y) => (x: number) => x >= left && x < left + width && dot(x - left, y))
}

/**
 * The pictures one under the other, as the strips come out of the printer; a barcode or QR code the printer
 * draws itself shows as a stand-in of about its size, so the picture keeps the slip's layout.
 */
export function paperOf(bytes: Buffer): Paper {
  const commands = rasterCommands(bytes)
  const width = Math.max(0, ...commands.map((command) => command.across * 8))
  const rows: ((x: number) => boolean)[] = []
  const standInsFor = (between: Buffer) => {
    if (between.includes(GS_K)) rows.push(...standIn(width, 60, 240, (x) => x % 6 < 3))
    if (between.includes(QR_PRINT)) rows.push(...standIn(width, 150, 150, (x, y) => ((x >> 4) + (y >> 4)) % 2 === 0))
  }
  let at = 0
  for (const command of commands) {
    standInsFor(bytes.subarray(at, command.start))
    for (let y = 0; y < command.rows; y++) {
      const row = command.data.subarray(y * command.across, (y + 1) * command.across)
      rows.push((x) => x < command.across * 8 && (row[x >> 3]! & (0x80 >> (x & 7))) !== 0)
    }
    at = command.end
  }
  standInsFor(bytes.subarray(at))
  return {
    width,
    height: rows.length,
    black: (x, y) => x >= 0 && x < width && (rows[y]?.(x) ?? false),
  }
}

/** The paper as PNG bytes: black dots on white. */
export function paperPng(paper: Paper): Promise<Buffer> {
  const grey = Buffer.alloc(paper.width * paper.height, 255)
  for (let y = 0; y < paper.height; y++)
    for (let x = 0; x < paper.width; x++) if (paper.black(x, y)) grey[y * paper.width + x] = 0
  return sharp(grey, { raw: { width: paper.width, height: paper.height, channels: 1 } })
    .png()
    .toBuffer()
}

/** Writes the paper as a PNG under test-results/printing/ and answers its path. */
export async function writePaper(paper: Paper, name: string): Promise<string> {
  const folder = path.resolve(import.meta.dirname, '../../../test-results/printing')
  fs.mkdirSync(folder, { recursive: true })
  const file = path.join(folder, `${name}.png`)
  fs.writeFileSync(file, await paperPng(paper))
  return file
}
