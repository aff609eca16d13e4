/**
 * What a counter printer prints (issue 33), apart from how: every slip (sale, refund, payment, repair ticket,
 * device label, X and Z, gift card, buy-back, test page) is built as blocks, and one encoder turns blocks into
 * ESC/POS, as text in the printer's code page or as an image where the code page cannot hold the text (or the
 * printer is set to raster). Alignment says start and end, not left and right, so a right-to-left slip mirrors.
 */

export type PrintAlign = 'start' | 'center' | 'end'

export type PrintBlock =
  /** The slip's title, the shop's name: centred, bold, twice the size. */
  | { type: 'heading'; text: string }
  /** `wide`: twice the width (half as many characters to the line). */
  | { type: 'text'; text: string; align?: PrintAlign; bold?: boolean; wide?: boolean }
  /** A label at the line's start and its value (an amount, a number) at its end. */
  | { type: 'row'; label: string; value: string; bold?: boolean }
  | { type: 'rule' }
  | { type: 'feed'; lines: number }
  /** CODE128 with its text below: a sale's number, a gift card's code. */
  | { type: 'barcode'; value: string }
  /** A link the customer scans: a repair's tracking page. */
  | { type: 'qr'; value: string }
  /** The shop's logo, when it has one (Settings › Logo). */
  | { type: 'logo' }

export interface PrintDocument {
  blocks: PrintBlock[]
  /**
   * Which side the slip starts on when it prints as pictures: right to left puts a row's label on the right.
   * Unsaid, it follows the slip's first strong letter (an Arabic shop name makes the receipt right to left).
   */
  direction?: 'ltr' | 'rtl'
  /** Cut the paper after the blocks (a drawer opening alone prints nothing and cuts nothing). */
  cut: boolean
  /** Pulse the cash drawer after the cut: the slip is in the customer's hand as the drawer opens. */
  openDrawer: boolean
}

/** The printer as the encoder needs it (a row of `printers` is one). */
export interface PrinterSetup {
  name: string
  paper_width: number
  mode: string
  code_page: string
  drawer_pin: number
}

/** A document that only opens the drawer: a no-sale, cash put in or taken out. */
export const DRAWER_ONLY: PrintDocument = { blocks: [], cut: false, openDrawer: true }
