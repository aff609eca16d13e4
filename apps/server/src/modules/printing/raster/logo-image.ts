import path from 'node:path'
import sharp from 'sharp'
import { blankBitmap, setBlack, type Bitmap } from './bitmap.ts'

/**
 * The shop's logo as the printer prints it: read with sharp (PNG or JPEG, as Settings › Logo stores them),
 * made grey on white, fitted into half the paper's width and MAX_HEIGHT dots, and dithered to black dots
 * (Atkinson: it keeps a logo's flat areas clean and its edges crisp, where Floyd–Steinberg speckles them).
 * Built once per logo file and paper width: a new upload is a new file.
 */

const MAX_HEIGHT = 120
const CACHED = 8
const cache = new Map<string, Bitmap>()

/** Atkinson's error spread: 1/8 of the error to each of six neighbours (3/4 in all: dark and light stay crisp). */
const SPREAD: [number, number][] = [
  [1, 0],
  [2, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
  [0, 2],
]

function dither(grey: Float32Array, width: number, height: number, paperWidth: number): Bitmap {
  const bitmap = blankBitmap(paperWidth, height)
  const left = Math.floor((paperWidth - width) / 2)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const index = y * width + x
      const old = grey[index]!
      const black = old < 128
      if (black) setBlack(bitmap, left + x, y)
      const error = (old - (black ? 0 : 255)) / 8
      for (const [dx, dy] of SPREAD) {
        const nx = x + dx
        const ny = y + dy
        if (nx >= 0 && nx < width && ny < height) grey[ny * width + nx] = grey[ny * width + nx]! + error
      }
    }
  return bitmap
}

async function readLogo(file: string, paperWidth: number): Promise<Bitmap> {
  const { data, info } = await sharp(file)
    .flatten({ background: '#ffffff' })
    .resize(Math.floor(paperWidth / 2), MAX_HEIGHT, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const grey = new Float32Array(info.width * info.height)
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels]!
  return dither(grey, info.width, info.height, paperWidth)
}

/**
 * The logo at `url` (a /uploads/ address under `publicRoot`) for paper `paperWidth` dots wide, or null when
 * there is none or it cannot be read: a slip prints without its logo rather than not at all.
 */
export async function logoImage(publicRoot: string, url: string, paperWidth: number): Promise<Bitmap | null> {
  if (!url.startsWith('/uploads/')) return null
  const file = path.resolve(publicRoot, url.slice('/uploads/'.length))
  if (!file.startsWith(publicRoot + path.sep)) return null
  const key = `${file}@${paperWidth}`
  const known = cache.get(key)
  if (known) return known
  try {
    const logo = await readLogo(file, paperWidth)
    if (cache.size >= CACHED) cache.delete(cache.keys().next().value!)
    cache.set(key, logo)
    return logo
  } catch {
    return null
  }
}
