/**
 * What the sales terminal needs of the tills (issue 19), apart from the schemas in registers.ts (which
 * re-exports them): the terminal's own download stays free of the till contract's zod schemas.
 */

/** The header a terminal sends with sales, refunds and payments it takes: the till it stands at. */
export const REGISTER_HEADER = 'x-counterpart-register'

/** The refusal of a sale without an open session where the POS settings require one (409). */
export const TILL_SESSION_REQUIRED = 'Open a till session on this register before selling.'
