import { MOBILE_BREAKPOINT_PX } from '@counterpart/domain/constants'

/** From 769 px the terminal shows products and ticket side by side; below it the ticket stacks under the tiles. */
export const TERMINAL_WIDE = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`

/** Between 900 and 1199 px the terminal's actions show their icons only (see pos-page.tsx). */
export const TERMINAL_ACTIONS_ICONS_ONLY = '@media (min-width: 900px) and (max-width: 1199.95px)'
