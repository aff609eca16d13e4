import { tr } from '../i18n/translate.ts'

/**
 * The customer display (issue 33, item 5): a second screen facing the customer that shows the cart as it is
 * rung up, the total, what was paid and the change, and the shop's logo between sales.
 *
 * The terminal's texts, the limits and the shape of what a till shows. The display's own texts and the
 * labels and messages of its requests live in customer-display-screen.ts, and the zod schemas in
 * customer-display.ts: the terminal loads none of them (its budget, docs/performance.md).
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

/** The display window's address names its till so (`/display?till=7`); without it, the display pairs by code. */
export const DISPLAY_TILL_PARAM = 'till'

/** What a display window posts on the channel when it opens: the terminal answers with its current state. */
export const DISPLAY_HELLO = 'hello'

/** What staff read on the terminal: its Customer display action and dialog. */
export const CUSTOMER_DISPLAY_TEXTS = {
  get action() {
    return tr('messages:display.till.action')
  },
  get actionShort() {
    return tr('messages:display.till.actionShort')
  },
  get close() {
    return tr('messages:display.till.close')
  },
  get actionHint() {
    return tr('messages:display.till.actionHint')
  },
  get dialogTitle() {
    return tr('messages:display.till.dialogTitle')
  },
  get sameComputer() {
    return tr('messages:display.till.sameComputer')
  },
  get sameComputerHint() {
    return tr('messages:display.till.sameComputerHint')
  },
  get openWindow() {
    return tr('messages:display.till.openWindow')
  },
  get popupBlocked() {
    return tr('messages:display.till.popupBlocked')
  },
  get anotherDevice() {
    return tr('messages:display.till.anotherDevice')
  },
  /** Around the display's address, which the dialog shows left to right in a right-to-left shop. */
  get anotherDeviceHint(): readonly [string, string] {
    return [tr('messages:display.till.anotherDeviceHintBefore'), tr('messages:display.till.anotherDeviceHintAfter')]
  },
  get showCode() {
    return tr('messages:display.till.showCode')
  },
  codeValid: (minutes: number) => tr('messages:display.till.codeValid', { minutes }),
  get pairedDisplays() {
    return tr('messages:display.till.pairedDisplays')
  },
  get noDisplays() {
    return tr('messages:display.till.noDisplays')
  },
  displayName: (id: number) => tr('messages:display.till.displayName', { id }),
  get connected() {
    return tr('messages:display.till.connected')
  },
  get notConnected() {
    return tr('messages:display.till.notConnected')
  },
  get pairedOn() {
    return tr('messages:display.till.pairedOn')
  },
  get unpair() {
    return tr('messages:display.till.unpair')
  },
  get needsTill() {
    return tr('messages:display.till.needsTill')
  },
}
