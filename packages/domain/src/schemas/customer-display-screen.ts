import { PAIRING_CODE_DIGITS } from './customer-display-texts.ts'
import { tr } from '../i18n/translate.ts'

/**
 * The customer display's own texts (what the customer reads, and the pairing form staff type the code in),
 * and the labels and messages of its requests. Apart from customer-display-texts.ts, which the terminal
 * loads: none of this is the terminal's to download.
 */

export const CUSTOMER_DISPLAY_LABELS = {
  get code() {
    return tr('fields:display.code')
  },
  get phase() {
    return tr('fields:display.phase')
  },
  get lines() {
    return tr('fields:display.lines')
  },
  get name() {
    return tr('fields:display.name')
  },
  get quantity() {
    return tr('fields:display.quantity')
  },
  get amount() {
    return tr('fields:display.amount')
  },
  get total() {
    return tr('fields:display.total')
  },
  get paid() {
    return tr('fields:display.paid')
  },
  get change() {
    return tr('fields:display.change')
  },
}

/** What the customer reads on the display, and the display's pairing form. */
export const DISPLAY_SCREEN_TEXTS = {
  get welcome() {
    return tr('messages:display.screen.welcome')
  },
  get welcomeLine() {
    return tr('messages:display.screen.welcomeLine')
  },
  get itemsHeading() {
    return tr('messages:display.screen.itemsHeading')
  },
  itemCount: (count: number) => tr('messages:display.screen.itemCount', { count: Number(count) }),
  get total() {
    return tr('messages:display.screen.total')
  },
  get paid() {
    return tr('messages:display.screen.paid')
  },
  get change() {
    return tr('messages:display.screen.change')
  },
  get thanks() {
    return tr('messages:display.screen.thanks')
  },
  get pairTitle() {
    return tr('messages:display.screen.pairTitle')
  },
  get pairHint() {
    return tr('messages:display.screen.pairHint')
  },
  get pair() {
    return tr('messages:display.screen.pair')
  },
  get reconnecting() {
    return tr('messages:display.screen.reconnecting')
  },
}

export const CUSTOMER_DISPLAY_MESSAGES = {
  get codeIssued() {
    return tr('messages:display.pairing.codeIssued')
  },
  get paired() {
    return tr('messages:display.pairing.paired')
  },
  get unpaired() {
    return tr('messages:display.pairing.unpaired')
  },
  get codeFormat() {
    return tr('messages:display.pairing.codeFormat', { digits: PAIRING_CODE_DIGITS })
  },
  get noSuchCode() {
    return tr('messages:display.pairing.noSuchCode')
  },
  get notPaired() {
    return tr('messages:display.pairing.notPaired')
  },
  tooManyPairings: (seconds: number) => tr('messages:display.pairing.tooManyPairings', { seconds }),
  get noSuchDisplay() {
    return tr('messages:display.pairing.noSuchDisplay')
  },
}
