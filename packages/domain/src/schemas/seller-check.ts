import { FIELD_MESSAGES } from './field-messages.ts'
import { tr } from '../i18n/translate.ts'

/**
 * What Buy From Customer and a trade-in at the counter (issue 29) both ask of a seller: their identity
 * document, the stolen-device check and the signature. Apart from the buy-back's schemas so the sales
 * terminal, whose sale may carry a trade-in, loads these few constants and not the whole buy-back form.
 */

/** A drawn signature as a PNG data URL is a few tens of KB; anything near this limit is not a signature. */
export const MAX_SIGNATURE_DATA_URL = 700_000

/** The seller's identity documents the form offers (issue 29: the police register lists them). */
export const ID_TYPES = ['Passport', 'National ID card', 'Driving licence', 'Residence permit', 'Other'] as const

/**
 * The result of a check against a stolen-device register (issue 29, item 6): clear, flagged (reported
 * lost or stolen: never paid out), or not checked. Empty on the wire and in the row: none recorded.
 */
export const CHECK_RESULTS = ['clear', 'flagged', 'not_checked'] as const
export type CheckResult = (typeof CHECK_RESULTS)[number]
export const CHECK_RESULT_TEXT: Readonly<Record<CheckResult, string>> = {
  clear: 'Clear',
  flagged: 'Flagged (lost or stolen)',
  not_checked: 'Not checked',
}

export const SELLER_CHECK_LABELS = {
  get checkService() {
    return tr('fields:sellerCheck.sellerCheck.checkService')
  },
  get checkReference() {
    return tr('fields:sellerCheck.sellerCheck.checkReference')
  },
}

export const SELLER_CHECK_MESSAGES = {
  /** The POS setting requires a recorded clear check before paying out (issue 29). */
  get checkRequired() {
    return tr('messages:sellerCheck.sellerCheck.checkRequired')
  },
  get checkServiceRequired() {
    return FIELD_MESSAGES.requiredWhen(SELLER_CHECK_LABELS.checkService, 'a check result is recorded')
  },
  get checkReferenceRequired() {
    return FIELD_MESSAGES.requiredWhen(SELLER_CHECK_LABELS.checkReference, 'a check result is recorded')
  },
  get flagged() {
    return tr('messages:sellerCheck.sellerCheck.flagged')
  },
}
