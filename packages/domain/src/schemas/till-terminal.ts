/**
 * What the sales terminal needs of the tills (issue 19), apart from the schemas in tills.ts (which
 * re-exports them): the terminal's own download stays free of the till contract's zod schemas.
 */

/** The header a terminal sends with sales, refunds and payments it takes: the till it stands at. */
export const TILL_HEADER = 'x-counterpart-till'

/**
 * The header's name before the till's rename (issue 27). A terminal tab left open across the server's
 * upgrade still sends it (its outbox too), so the server reads it when TILL_HEADER is absent.
 */
export const LEGACY_TILL_HEADER = 'x-counterpart-register'

/** The refusal of a request that must name its till (an offline sale) and names none (422 on `till`). */
export const TILL_REQUIRED = 'Choose this device’s till on the Till page first.'

/** The refusal of a sale without an open session where the POS settings require one (409). */
export const TILL_SESSION_REQUIRED = 'Open a session on this till before selling.'
