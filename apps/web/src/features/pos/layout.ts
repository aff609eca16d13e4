import { MOBILE_BREAKPOINT_PX } from '@counterpart/domain/constants'

/** From 769 px the register shows products and ticket side by side; below it the ticket stacks under the tiles. */
export const REGISTER_WIDE = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`
