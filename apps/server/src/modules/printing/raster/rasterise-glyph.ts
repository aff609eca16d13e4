import type { Glyph } from 'fontkit'
import { blankBitmap, setBlack, type Bitmap } from './bitmap.ts'

/**
 * Glyph outlines to dots, in plain TypeScript: no canvas package (native builds on the shop's server), see
 * docs/decisions.md. Each outline is scaled to printer dots, its curves flattened into line segments, and
 * filled with the non-zero rule at SAMPLES x SAMPLES points per dot; a dot prints black when enough of its
 * points are inside. Counting points is the anti-aliasing: a stroke thinner than a dot still blackens the
 * dots it mostly covers instead of vanishing or doubling, as a one-point test would make it.
 */

const SAMPLES = 4
const PER_DOT = SAMPLES * SAMPLES
/**
 * Share of a dot's points inside the outline for it to print: a little under half, because a thermal dot
 * prints lighter than ink and the thin strokes of small text would otherwise break up.
 */
const INK_SHARE = 0.4
/** How far a flattened curve may stray from the true one, in dots. */
const TOLERANCE = 0.1

interface Edge {
  x0: number
  y0: number
  x1: number
  y1: number
  /** +1 going down the picture, -1 going up: the sum at a point is its winding number. */
  dir: 1 | -1
}

/** How the outline's font units map to the picture: dots per unit across and down, and the origin. */
export interface GlyphPlacement {
  /** Where the glyph's origin (pen position on the baseline) falls, in dots. */
  x: number
  baseline: number
  scaleX: number
  scaleY: number
}

/** Darkness gathered per dot (0 to PER_DOT points inside), before it is made black or white. */
export interface Coverage {
  width: number
  height: number
  points: Uint8Array
}

export function blankCoverage(width: number, height: number): Coverage {
  return { width, height, points: new Uint8Array(width * height) }
}

function segmentsOf(glyph: Glyph, at: GlyphPlacement): Edge[] {
  const edges: Edge[] = []
  const toX = (x: number) => at.x + x * at.scaleX
  // Font units go up from the baseline; the picture's rows go down.
  const toY = (y: number) => at.baseline - y * at.scaleY
  let startX = 0
  let startY = 0
  let penX = 0
  let penY = 0
  const lineTo = (x: number, y: number) => {
    if (y !== penY) edges.push({ x0: penX, y0: penY, x1: x, y1: y, dir: y > penY ? 1 : -1 })
    penX = x
    penY = y
  }
  const curveTo = (controls: [number, number][]) => {
    // Segments enough that the chords stay within TOLERANCE of the curve (the error falls with their square).
    const points: [number, number][] = [[penX, penY], ...controls]
    let bend = 0
    for (let i = 0; i + 2 < points.length; i++) {
      const [a, b, c] = [points[i]!, points[i + 1]!, points[i + 2]!]
      bend = Math.max(bend, Math.hypot(a[0] - 2 * b[0] + c[0], a[1] - 2 * b[1] + c[1]))
    }
    const steps = Math.min(64, Math.max(1, Math.ceil(Math.sqrt(bend / (4 * TOLERANCE)))))
    for (let step = 1; step <= steps; step++) {
      const [x, y] = pointOnCurve(points, step / steps)
      lineTo(x, y)
    }
  }
  for (const { command, args } of glyph.path.commands) {
    switch (command) {
      case 'moveTo':
        lineTo(startX, startY)
        penX = startX = toX(args[0]!)
        penY = startY = toY(args[1]!)
        break
      case 'lineTo':
        lineTo(toX(args[0]!), toY(args[1]!))
        break
      case 'quadraticCurveTo':
        curveTo([
          [toX(args[0]!), toY(args[1]!)],
          [toX(args[2]!), toY(args[3]!)],
        ])
        break
      case 'bezierCurveTo':
        curveTo([
          [toX(args[0]!), toY(args[1]!)],
          [toX(args[2]!), toY(args[3]!)],
          [toX(args[4]!), toY(args[5]!)],
        ])
        break
      case 'closePath':
        lineTo(startX, startY)
        break
    }
  }
  // An outline left open is closed, as every renderer closes it.
  lineTo(startX, startY)
  return edges
}

/** De Casteljau: the point at t of a quadratic or cubic curve given by its control points. */
function pointOnCurve(points: [number, number][], t: number): [number, number] {
  let level = points
  while (level.length > 1) {
    const next: [number, number][] = []
    for (let i = 0; i + 1 < level.length; i++) {
      const [a, b] = [level[i]!, level[i + 1]!]
      next.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
    }
    level = next
  }
  return level[0]!
}

/** Adds the glyph's ink to the coverage: each sample row crosses the edges, and spans of non-zero winding fill. */
export function drawGlyph(coverage: Coverage, glyph: Glyph, at: GlyphPlacement): void {
  const edges = segmentsOf(glyph, at)
  if (edges.length === 0) return
  let top = Infinity
  let bottom = -Infinity
  for (const edge of edges) {
    top = Math.min(top, edge.y0, edge.y1)
    bottom = Math.max(bottom, edge.y0, edge.y1)
  }
  const firstRow = Math.max(0, Math.floor(top))
  const lastRow = Math.min(coverage.height - 1, Math.ceil(bottom))
  const crossings: { x: number; dir: number }[] = []
  for (let row = firstRow; row <= lastRow; row++) {
    for (let sub = 0; sub < SAMPLES; sub++) {
      const y = row + (sub + 0.5) / SAMPLES
      crossings.length = 0
      for (const edge of edges) {
        const [low, high] = edge.y0 < edge.y1 ? [edge.y0, edge.y1] : [edge.y1, edge.y0]
        if (y < low || y >= high) continue
        crossings.push({ x: edge.x0 + ((y - edge.y0) * (edge.x1 - edge.x0)) / (edge.y1 - edge.y0), dir: edge.dir })
      }
      if (crossings.length < 2) continue
      crossings.sort((a, b) => a.x - b.x)
      let winding = 0
      for (let i = 0; i + 1 < crossings.length; i++) {
        winding += crossings[i]!.dir
        if (winding !== 0) fillSpan(coverage, row, crossings[i]!.x, crossings[i + 1]!.x)
      }
    }
  }
}

/** Counts the sample columns whose centre lies in [from, to) on one sample row of `row`. */
function fillSpan(coverage: Coverage, row: number, from: number, to: number): void {
  const first = Math.max(0, Math.ceil(from * SAMPLES - 0.5))
  const last = Math.min(coverage.width * SAMPLES, Math.ceil(to * SAMPLES - 0.5))
  const offset = row * coverage.width
  for (let column = first; column < last; column++) {
    const index = offset + Math.floor(column / SAMPLES)
    coverage.points[index] = Math.min(255, coverage.points[index]! + 1)
  }
}

/** The dots that print: those with at least INK_SHARE of their points inside some outline. */
export function inkOf(coverage: Coverage, width = coverage.width): Bitmap {
  const bitmap = blankBitmap(width, coverage.height)
  const needed = Math.ceil(PER_DOT * INK_SHARE)
  for (let y = 0; y < coverage.height; y++)
    for (let x = 0; x < Math.min(width, coverage.width); x++)
      if (coverage.points[y * coverage.width + x]! >= needed) setBlack(bitmap, x, y)
  return bitmap
}
