import { tr } from '../i18n/translate.ts'

/**
 * What the sales terminal needs of printing (issue 33), apart from the schemas in printing.ts (which
 * re-exports them): the terminal's own download stays free of the printers' zod schemas, as till-terminal.ts
 * keeps it free of the tills'.
 */

/** When a till's receipt prints by itself: always, ask (the terminal asks after each sale) or never. */
export const PRINT_MODES = ['always', 'ask', 'never'] as const
export type PrintMode = (typeof PRINT_MODES)[number]

/**
 * The documents POST /print-jobs prints (again) on the request's till's printer, and what `document_id`
 * names for each: the order (receipt, refund), the payment, the repair (its ticket and its device label),
 * the till session (X and Z reports), the gift card sale and the buy-back.
 */
export const REPRINT_KINDS = [
  'receipt',
  'refund',
  'payment',
  'repair_ticket',
  'device_label',
  'x_report',
  'z_report',
  'gift_card',
  'buyback',
] as const
export type ReprintKind = (typeof REPRINT_KINDS)[number]

/** The words of the terminal's printing: the "did not print" notice, the question after a sale, reprints. */
export const PRINTING_TERMINAL_TEXT = {
  didNotPrint: (title: string, reason: string) => tr('messages:printingTerminal.didNotPrint', { title, reason }),
  /** More failed jobs behind the one shown. */
  moreFailed: (count: number) => tr('messages:printingTerminal.moreFailed', { count: Number(count) }),
  get retry() {
    return tr('messages:printingTerminal.retry')
  },
  get printInBrowser() {
    return tr('messages:printingTerminal.printInBrowser')
  },
  get dismiss() {
    return tr('messages:printingTerminal.dismiss')
  },
  get askTitle() {
    return tr('messages:printingTerminal.askTitle')
  },
  get askPrint() {
    return tr('messages:printingTerminal.askPrint')
  },
  get askSkip() {
    return tr('messages:printingTerminal.askSkip')
  },
  get askHint() {
    return tr('messages:printingTerminal.askHint')
  },
  get reprint() {
    return tr('messages:printingTerminal.reprint')
  },
}
