import { PAIRING_CODE_DIGITS } from './customer-display-texts.ts'

/**
 * The customer display's own texts (what the customer reads, and the pairing form staff type the code in),
 * and the labels and messages of its requests. Apart from customer-display-texts.ts, which the terminal
 * loads: none of this is the terminal's to download.
 */

export const CUSTOMER_DISPLAY_LABELS = {
  code: 'Pairing code',
  phase: 'Display state',
  lines: 'Cart lines',
  name: 'Item name',
  quantity: 'Quantity',
  amount: 'Line amount',
  total: 'Total',
  paid: 'Amount paid',
  change: 'Change',
} as const

/** What the customer reads on the display, and the display's pairing form. */
export const DISPLAY_SCREEN_TEXTS = {
  welcome: 'Welcome',
  welcomeLine: 'Your items will appear here as they are rung up.',
  itemsHeading: 'Your items',
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  total: 'Total',
  paid: 'Paid',
  change: 'Change',
  thanks: 'Thank you!',
  pairTitle: 'Pair this display',
  pairHint: 'At the till, open Customer display and choose Show a pairing code; type the code here.',
  pair: 'Pair',
  reconnecting: 'Reconnecting…',
} as const

export const CUSTOMER_DISPLAY_MESSAGES = {
  codeIssued: 'Type this code on the display.',
  paired: 'This display is paired.',
  unpaired: 'The display has been unpaired.',
  codeFormat: `The ${CUSTOMER_DISPLAY_LABELS.code} must be ${PAIRING_CODE_DIGITS} digits.`,
  noSuchCode: 'No till shows this code any more: codes last a few minutes and pair one display. Ask for a new one.',
  notPaired: 'This display is not paired with a till.',
  tooManyPairings: (seconds: number) => `Too many pairing attempts. Try again in ${seconds} seconds.`,
  noSuchDisplay: 'This display is not paired with this till.',
} as const
