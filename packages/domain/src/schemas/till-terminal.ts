import { tr } from '../i18n/translate.ts'

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

/** The terminal's refusals, in the language of the moment. */
export const TILL_TERMINAL_MESSAGES = {
  /** The refusal of a request that must name its till (an offline sale) and names none (422 on `till`). */
  get tillRequired() {
    return tr('messages:tills.terminal.tillRequired')
  },
  /** The refusal of a sale without an open session where the POS settings require one (409). */
  get sessionRequired() {
    return tr('messages:tills.terminal.sessionRequired')
  },
}

/**
 * The same refusals in English (the English resource's texts), for the callers written before the texts
 * moved to the resources: the server's error handler puts an English message into the reader's language
 * (from-english.ts), so a 422 or 409 that still throws one answers in the request's language. A screen must
 * read TILL_TERMINAL_MESSAGES instead (a constant cannot follow the language; the terminal's bundle may load
 * before its language, so these are not read from the resources at load either).
 * @deprecated
 */
export const TILL_REQUIRED = 'Choose this device’s till on the Till page first.'
/** @deprecated see TILL_REQUIRED */
export const TILL_SESSION_REQUIRED = 'Open a session on this till before selling.'
