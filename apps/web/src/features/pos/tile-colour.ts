/**
 * A category's colour on the tiles of its products without a picture (issue 26), so a shelf of cables reads
 * apart from a shelf of cases at a glance. Derived from the category id alone: the same category has the same
 * colour on every till and after every reload, with no setting to keep. Twelve hues 30° apart; the id walks
 * them by a step prime to twelve so neighbouring ids (made one after the other) land far apart on the wheel.
 * The text colour is the same hue, dark on a pale ground or pale on a dark one: above 4.5:1 either way.
 */
export interface TileColour {
  background: string
  text: string
}

const HUES = 12
const STEP = 5

export function tileHue(categoryId: number): number {
  return ((((categoryId * STEP) % HUES) + HUES) % HUES) * (360 / HUES)
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${hue} ${saturation}% ${lightness}%)`
}

/** The colour of a category's tiles; null (no category) is a neutral grey. */
export function tileColour(categoryId: number | null, dark: boolean): TileColour {
  if (categoryId === null) {
    return dark
      ? { background: hsl(210, 10, 24), text: hsl(210, 12, 85) }
      : { background: hsl(210, 14, 92), text: hsl(210, 12, 28) }
  }
  const hue = tileHue(categoryId)
  return dark
    ? { background: hsl(hue, 32, 24), text: hsl(hue, 80, 84) }
    : { background: hsl(hue, 70, 91), text: hsl(hue, 65, 24) }
}

/** Up to two letters for a tile without a picture: the first letters of the name's first two words. */
export function tileInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toUpperCase()
}
