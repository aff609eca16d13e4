/** Printers up to this width (mm) are receipt rolls: 58 and 80 mm, and the 57/76 mm variants. */
export const ROLL_MAX_WIDTH_MM = 80

/** CSS pixels per millimetre: print lays pages out at 96 px to the inch. */
const PX_PER_MM = 96 / 25.4

/**
 * A little paper beyond the content: the print engine rounds lengths to device pixels, and a page even a
 * fraction too short puts the receipt's last line on a second, almost blank page.
 */
const ROLL_SLACK_MM = 2

export function isRollWidth(widthMm: number): boolean {
  return widthMm <= ROLL_MAX_WIDTH_MM
}

/** The page length for content `heightPx` CSS pixels tall: whole millimetres, never shorter than the content. */
export function rollPageHeightMm(heightPx: number): number {
  return Math.ceil(heightPx / PX_PER_MM) + ROLL_SLACK_MM
}
