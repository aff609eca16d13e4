/**
 * The customer display (issue 33, item 5): a second screen facing the customer that shows the cart as it is
 * rung up, the total, what was paid and the change, and the shop's logo between sales.
 *
 * Texts, limits and the shape of what a till shows, apart from the zod schemas in customer-display.ts: the
 * terminal's publisher reads these without pulling zod into the till's own chunk (docs/performance.md).
 */

/** What the display shows: the welcome between sales, the cart being rung up, or what was paid and the change. */
export const DISPLAY_PHASES = ['idle', 'cart', 'paid'] as const
export type DisplayPhase = (typeof DISPLAY_PHASES)[number]

/** One line of the cart as the customer sees it. Amounts are decimals with two places, as on the wire. */
export interface DisplayLine {
  name: string
  quantity: number
  amount: number
}

/** A till's display state: what the terminal publishes and every display of that till shows. */
export interface DisplayState {
  phase: DisplayPhase
  lines: DisplayLine[]
  total: number
  /** What the customer handed over or paid (the paid phase); null while ringing up. */
  paid: number | null
  change: number | null
}

export const IDLE_DISPLAY_STATE: DisplayState = { phase: 'idle', lines: [], total: 0, paid: null, change: null }

/** A pairing code: six digits, shown by the terminal, valid for a few minutes and for one display. */
export const PAIRING_CODE_DIGITS = 6
export const PAIRING_CODE_MINUTES = 5
/** Pairing attempts one address may make in a window, and all addresses together (a guess is one in a million). */
export const PAIRING_LIMIT = { hits: 10, windowMs: 10 * 60_000 } as const
export const PAIRING_LIMIT_ALL = { hits: 200, windowMs: 10 * 60_000 } as const
/** The most lines a state carries: a display shows the last few anyway. */
export const MAX_DISPLAY_LINES = 300
/** How long the terminal waits after a change of the cart before it publishes (a scanner burst is one state). */
export const DISPLAY_PUBLISH_DEBOUNCE_MS = 250
/** A comment line on the stream this often, so a proxy never takes the open stream for a dead one. */
export const DISPLAY_HEARTBEAT_MS = 20_000

/** The API's paths of the customer display, under /api. */
export const DISPLAY_API = {
  codes: '/customer-display/codes',
  pair: '/customer-display/pair',
  pairing: '/customer-display/pairing',
  stream: '/customer-display/stream',
  state: '/customer-display/state',
  displays: '/customer-display/displays',
} as const

/** The display's cookie: its secret, sent only to the display's own API paths. */
export const DISPLAY_COOKIE = 'counterpart_display'
export const DISPLAY_COOKIE_PATH = '/api/customer-display'

/** The BroadcastChannel a terminal and a display in a window of the same browser talk on, named after the till. */
export function displayChannelName(tillId: number | null): string {
  return `counterpart-customer-display:${tillId ?? 'no-till'}`
}

/** What a display window posts on the channel when it opens: the terminal answers with its current state. */
export const DISPLAY_HELLO = 'hello'

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

/** What the customer reads on the display, and staff on the terminal's dialog and the display's pairing form. */
export const CUSTOMER_DISPLAY_TEXTS = {
  action: 'Customer display',
  actionHint: 'Show the cart to the customer on a second screen',
  dialogTitle: 'Customer display',
  sameComputer: 'On this computer',
  sameComputerHint: 'Opens the display in a new window: drag it to the screen that faces the customer.',
  openWindow: 'Open the display window',
  popupBlocked: 'The browser blocked the display window: allow pop-ups for this site and try again.',
  anotherDevice: 'On another device',
  anotherDeviceHint: (address: string) =>
    `On the tablet or computer that faces the customer, open ${address} and type the code shown here.`,
  showCode: 'Show a pairing code',
  codeValid: (minutes: number) => `Valid for ${minutes} minutes, for one display.`,
  pairedDisplays: 'Paired displays',
  noDisplays: 'No display is paired with this till.',
  displayName: (id: number) => `Display ${id}`,
  connected: 'Connected',
  notConnected: 'Not connected',
  pairedOn: (when: string) => `Paired ${when}`,
  unpair: 'Unpair',
  needsTill: 'Choose this device’s till on the Till page first: a display shows one till.',
  // The display itself
  welcome: 'Welcome',
  welcomeLine: 'Your items will appear here as they are rung up.',
  itemsHeading: 'Your items',
  moreAbove: (count: number) => (count === 1 ? '1 more item above' : `${count} more items above`),
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
