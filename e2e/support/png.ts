import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const check = Buffer.alloc(4)
  check.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, check])
}

/**
 * A real PNG of one colour with a darker band across its middle, made here so an upload has a picture
 * of a chosen size to show (the server decodes and re-encodes every image it keeps).
 */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // truecolour
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const band = y > height / 3 && y < (2 * height) / 3
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = band ? rgb[0] >> 1 : rgb[0]
      row[2 + x * 3] = band ? rgb[1] >> 1 : rgb[1]
      row[3 + x * 3] = band ? rgb[2] >> 1 : rgb[2]
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
