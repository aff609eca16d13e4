import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'

/**
 * Golden images: a document rendered to PNG is compared with the one committed under test/golden/, within
 * a tolerance (a share of pixels whose grey differs by more than a threshold), so a change of a font's
 * version or of anti-aliasing passes and a moved, missing or mirrored line fails. `UPDATE_GOLDEN=1` writes
 * the goldens anew, on purpose: look at each one before committing it. A failing comparison leaves the
 * picture made and a difference map under test-results/golden/ for a reviewer.
 */

const GOLDEN = path.resolve(import.meta.dirname, 'golden')
const RESULTS = path.resolve(import.meta.dirname, '../../../test-results/golden')

export interface Tolerance {
  /** The share of pixels allowed to differ (0.005: 0.5 %). */
  share: number
  /** How far a pixel's grey (0 to 255) may move before it counts as differing. */
  threshold: number
}

const DEFAULT_TOLERANCE: Tolerance = { share: 0.005, threshold: 64 }

async function greyPixels(png: Buffer) {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({
    resolveWithObject: true,
  })
  return { data, width: info.width, height: info.height }
}

/** The share of pixels that differ by more than the threshold, and a map of them (black where they do). */
export async function pixelDifference(actual: Buffer, expected: Buffer, threshold: number) {
  const [a, b] = await Promise.all([greyPixels(actual), greyPixels(expected)])
  if (a.width !== b.width || a.height !== b.height) {
    return { share: 1, map: null, size: `${a.width}x${a.height} against ${b.width}x${b.height}` }
  }
  const map = Buffer.alloc(a.width * a.height, 255)
  let differing = 0
  for (let i = 0; i < a.data.length; i++) {
    if (Math.abs(a.data[i]! - b.data[i]!) > threshold) {
      differing++
      map[i] = 0
    }
  }
  const png = await sharp(map, { raw: { width: a.width, height: a.height, channels: 1 } })
    .png()
    .toBuffer()
  return { share: differing / a.data.length, map: png, size: `${a.width}x${a.height}` }
}

/** Compares a PNG with its golden (`name`.png), or writes the golden when UPDATE_GOLDEN=1. */
export async function expectGolden(png: Buffer, name: string, tolerance: Tolerance = DEFAULT_TOLERANCE) {
  const golden = path.join(GOLDEN, `${name}.png`)
  if (process.env.UPDATE_GOLDEN === '1') {
    fs.mkdirSync(GOLDEN, { recursive: true })
    fs.writeFileSync(golden, png)
    return
  }
  expect(fs.existsSync(golden), `${golden} is missing: run with UPDATE_GOLDEN=1 and look at it`).toBe(true)
  const { share, map, size } = await pixelDifference(png, fs.readFileSync(golden), tolerance.threshold)
  if (share >= tolerance.share) {
    fs.mkdirSync(RESULTS, { recursive: true })
    fs.writeFileSync(path.join(RESULTS, `${name}.actual.png`), png)
    if (map) fs.writeFileSync(path.join(RESULTS, `${name}.difference.png`), map)
  }
  expect(share, `${name}: ${(share * 100).toFixed(2)} % of ${size} pixels differ (see ${RESULTS})`).toBeLessThan(
    tolerance.share,
  )
}

/** The PDF's first page as pdftoppm draws it (poppler-utils), as PNG bytes. */
export function pdfPagePng(pdf: Buffer, dpi = 60): Buffer {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-pdf-'))
  try {
    const file = path.join(folder, 'document.pdf')
    fs.writeFileSync(file, pdf)
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(folder, 'page'),
    ])
    return fs.readFileSync(path.join(folder, 'page.png'))
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

/** The PDF's text as pdftotext reads it (poppler-utils), in reading order. */
export function pdftotext(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8')
}
