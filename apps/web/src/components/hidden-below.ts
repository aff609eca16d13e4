import type { Breakpoint } from '@mui/material/styles'

/**
 * A secondary table cell, hidden in windows narrower than `breakpoint` (DESIGN.md: a narrow window hides
 * secondary columns first), so the main ones fit without scrolling sideways.
 */
export function hiddenBelow(breakpoint: Breakpoint) {
  return { display: { xs: 'none', [breakpoint]: 'table-cell' } }
}

/** A cell a phone leaves out, shown from the `sm` breakpoint up. */
export const WIDE_ONLY = hiddenBelow('sm')
