import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, recordId, requiredText, wholeNumber } from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { PRINT_MODES, REPRINT_KINDS, type PrintMode } from './printing-terminal.ts'

export {
  PRINT_MODES,
  PRINTING_TERMINAL_TEXT,
  REPRINT_KINDS,
  type PrintMode,
  type ReprintKind,
} from './printing-terminal.ts'
import { tr } from '../i18n/translate.ts'
import { textMap } from '../text-map.ts'

/**
 * Printing at the counter (issue 33): network receipt printers spoken to in ESC/POS over TCP (port 9100),
 * each till's receipt printer, and the queue of print jobs a worker sends with retries.
 */

export const PAPER_WIDTHS = [58, 80] as const
export const PRINTER_MODES = ['codepage', 'raster'] as const
export const DRAWER_PINS = [2, 5] as const
/** Every document a staff member may print again, then a drawer opening alone and a test page. */
export const PRINT_JOB_KINDS = [...REPRINT_KINDS, 'drawer', 'test'] as const
export const PRINT_JOB_STATES = ['queued', 'sent', 'failed', 'cancelled'] as const
/** The code pages a printer's text may be sent in (the encoder's names): the rest prints as raster. */
export const PRINTER_CODE_PAGES = [
  'cp437',
  'cp850',
  'cp852',
  'cp858',
  'cp860',
  'cp863',
  'cp865',
  'cp866',
  'windows1252',
  'iso8859-15',
] as const

export type PrinterMode = (typeof PRINTER_MODES)[number]
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number]
export type PrintJobState = (typeof PRINT_JOB_STATES)[number]

export const PRINTER_LABELS = {
  get name() {
    return tr('fields:printing.printer.name')
  },
  get host() {
    return tr('fields:printing.printer.host')
  },
  get port() {
    return tr('fields:printing.printer.port')
  },
  get paper_width() {
    return tr('fields:printing.printer.paper_width')
  },
  get mode() {
    return tr('fields:printing.printer.mode')
  },
  get code_page() {
    return tr('fields:printing.printer.code_page')
  },
  get drawer_pin() {
    return tr('fields:printing.printer.drawer_pin')
  },
  get printer_id() {
    return tr('fields:printing.printer.printer_id')
  },
  get print_mode() {
    return tr('fields:printing.printer.print_mode')
  },
  get till_id() {
    return tr('fields:printing.printer.till_id')
  },
  get state() {
    return tr('fields:printing.printer.state')
  },
  get kind() {
    return tr('fields:printing.printer.kind')
  },
  get document_id() {
    return tr('fields:printing.printer.document_id')
  },
}

export const PRINT_JOB_KIND_TEXT: Readonly<Record<PrintJobKind, string>> = textMap(PRINT_JOB_KINDS, (kind) =>
  tr(`fields:printing.jobKind.${kind}`),
)

export const PRINT_JOB_STATE_TEXT: Readonly<Record<PrintJobState, string>> = textMap(PRINT_JOB_STATES, (state) =>
  tr(`fields:printing.jobState.${state}`),
)

/** The Printers screen's words for a till's print mode and a printer's mode. */
export const PRINT_MODE_TEXT: Readonly<Record<PrintMode, string>> = textMap(PRINT_MODES, (mode) =>
  tr(`fields:printing.printMode.${mode}`),
)

export const PRINTER_MODE_TEXT: Readonly<Record<PrinterMode, string>> = textMap(PRINTER_MODES, (mode) =>
  tr(`fields:printing.printerMode.${mode}`),
)

/** What each field of a printer means, under the field on the Printers screen. */
export const PRINTER_HELP = {
  get host() {
    return tr('fields:printing.help.host')
  },
  get port() {
    return tr('fields:printing.help.port')
  },
  get paper_width() {
    return tr('fields:printing.help.paper_width')
  },
  get mode() {
    return tr('fields:printing.help.mode')
  },
  get code_page() {
    return tr('fields:printing.help.code_page')
  },
  get drawer_pin() {
    return tr('fields:printing.help.drawer_pin')
  },
  get printer_id() {
    return tr('fields:printing.help.printer_id')
  },
  get print_mode() {
    return tr('fields:printing.help.print_mode')
  },
}

export const PRINTING_MESSAGES = {
  get printerSaved() {
    return tr('messages:printing.printerSaved')
  },
  get printerRemoved() {
    return tr('messages:printing.printerRemoved')
  },
  get testQueued() {
    return tr('messages:printing.testQueued')
  },
  get tillPrinterSaved() {
    return tr('messages:printing.tillPrinterSaved')
  },
  get retried() {
    return tr('messages:printing.retried')
  },
  get cancelled() {
    return tr('messages:printing.cancelled')
  },
  printerInUse: (tills: string) => tr('messages:printing.printerInUse', { tills }),
  get printerHasJobs() {
    return tr('messages:printing.printerHasJobs')
  },
  get notRetriable() {
    return tr('messages:printing.notRetriable')
  },
  get notCancellable() {
    return tr('messages:printing.notCancellable')
  },
  get hostFormat() {
    return tr('messages:printing.hostFormat')
  },
  get reprintQueued() {
    return tr('messages:printing.reprintQueued')
  },
  get noTillPrinter() {
    return tr('messages:printing.noTillPrinter')
  },
  get documentGone() {
    return tr('messages:printing.documentGone')
  },
}

/**
 * What a printed slip says besides its figures (issue 33): the titles and row labels of the refund and
 * payment receipts, the repair ticket and device label, the X and Z reports, the gift card and buy-back slips.
 */
export const PRINT_SLIP_TEXT = {
  refund: (key: string) => tr('documents:printSlip.refund', { key }),
  refundOf: (key: string) => tr('documents:printSlip.refundOf', { key }),
  get refundTotal() {
    return tr('documents:printSlip.refundTotal')
  },
  paidBack: (method: string) => tr('documents:printSlip.paidBack', { method }),
  get paymentTitle() {
    return tr('documents:printSlip.paymentTitle')
  },
  paymentFor: (key: string) => tr('documents:printSlip.paymentFor', { key }),
  get paymentAmount() {
    return tr('documents:printSlip.paymentAmount')
  },
  get leftToPay() {
    return tr('documents:printSlip.leftToPay')
  },
  get repairTitle() {
    return tr('documents:printSlip.repairTitle')
  },
  repair: (key: string) => tr('documents:printSlip.repair', { key }),
  get customer() {
    return tr('documents:printSlip.customer')
  },
  get phone() {
    return tr('documents:printSlip.phone')
  },
  get device() {
    return tr('documents:printSlip.device')
  },
  get imei() {
    return tr('documents:printSlip.imei')
  },
  get serial() {
    return tr('documents:printSlip.serial')
  },
  get fault() {
    return tr('documents:printSlip.fault')
  },
  get estimate() {
    return tr('documents:printSlip.estimate')
  },
  get balance() {
    return tr('documents:printSlip.balance')
  },
  get scanToTrack() {
    return tr('documents:printSlip.scanToTrack')
  },
  get xReport() {
    return tr('documents:printSlip.xReport')
  },
  zReport: (number: number | null) =>
    number === null ? tr('documents:printSlip.zReport') : tr('documents:printSlip.zReportNumber', { number }),
  get till() {
    return tr('documents:printSlip.till')
  },
  get openedAt() {
    return tr('documents:printSlip.openedAt')
  },
  get closedAt() {
    return tr('documents:printSlip.closedAt')
  },
  get openedBy() {
    return tr('documents:printSlip.openedBy')
  },
  get closedBy() {
    return tr('documents:printSlip.closedBy')
  },
  get giftCardTitle() {
    return tr('documents:printSlip.giftCardTitle')
  },
  giftCardSale: (key: string) => tr('documents:printSlip.giftCardSale', { key }),
  get giftCardValue() {
    return tr('documents:printSlip.giftCardValue')
  },
  expires: (date: string) => tr('documents:printSlip.expires', { date }),
  get buybackTitle() {
    return tr('documents:printSlip.buybackTitle')
  },
  buyback: (barcode: string) => tr('documents:printSlip.buyback', { barcode }),
  paidOut: (method: string) => tr('documents:printSlip.paidOut', { method }),
  get signature() {
    return tr('documents:printSlip.signature')
  },
  get total() {
    return tr('documents:printSlip.total')
  },
  get thanks() {
    return tr('documents:printSlip.thanks')
  },
}

/** The rows of an X or Z report on the receipt roll, worded as its CSV and print view word them. */
export const TILL_REPORT_SLIP_TEXT = {
  get openingFloat() {
    return tr('documents:tillReportSlip.openingFloat')
  },
  get cashSales() {
    return tr('documents:tillReportSlip.cashSales')
  },
  get cashRefunds() {
    return tr('documents:tillReportSlip.cashRefunds')
  },
  get cashPayments() {
    return tr('documents:tillReportSlip.cashPayments')
  },
  get cashBuybacks() {
    return tr('documents:tillReportSlip.cashBuybacks')
  },
  get cashGiftCards() {
    return tr('documents:tillReportSlip.cashGiftCards')
  },
  get cashDeposits() {
    return tr('documents:tillReportSlip.cashDeposits')
  },
  get cashIn() {
    return tr('documents:tillReportSlip.cashIn')
  },
  get cashOut() {
    return tr('documents:tillReportSlip.cashOut')
  },
  get noSales() {
    return tr('documents:tillReportSlip.noSales')
  },
  get expectedCash() {
    return tr('documents:tillReportSlip.expectedCash')
  },
  get countedCash() {
    return tr('documents:tillReportSlip.countedCash')
  },
  get difference() {
    return tr('documents:tillReportSlip.difference')
  },
  get offlineCash() {
    return tr('documents:tillReportSlip.offlineCash')
  },
  get creditIssued() {
    return tr('documents:tillReportSlip.creditIssued')
  },
  get creditRedeemed() {
    return tr('documents:tillReportSlip.creditRedeemed')
  },
  get giftCardsIssued() {
    return tr('documents:tillReportSlip.giftCardsIssued')
  },
  get giftCardsRedeemed() {
    return tr('documents:tillReportSlip.giftCardsRedeemed')
  },
  get creditOutstanding() {
    return tr('documents:tillReportSlip.creditOutstanding')
  },
  get giftCardsOutstanding() {
    return tr('documents:tillReportSlip.giftCardsOutstanding')
  },
  sales: (count: number) => tr('documents:tillReportSlip.sales', { number: count }),
  refunds: (count: number) => tr('documents:tillReportSlip.refunds', { number: count }),
  taxable: (rate: number) => tr('documents:tillReportSlip.taxable', { rate }),
  tax: (rate: number) => tr('documents:tillReportSlip.tax', { rate }),
  offlineSales: (count: number) => tr('documents:tillReportSlip.offlineSales', { number: count }),
  auditHead: (seq: number, hash: string) => tr('documents:tillReportSlip.auditHead', { seq, hash }),
}

/** A host name (RFC 1123 labels) or a dotted IPv4 address: never a URL, a port or a space. */
export function isPrinterHost(value: string): boolean {
  if (/^\d+(\.\d+){3}$/.test(value)) return value.split('.').every((part) => Number(part) <= 255 && part.length <= 3)
  // All digits and dots but not four numbers: a mistyped address, not a host name.
  if (/^[\d.]+$/.test(value)) return false
  return (
    value.length <= 253 &&
    value.split('.').every((label) => /^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/.test(label))
  )
}

const numberChoice = <const T extends readonly number[]>(label: () => string, values: T) =>
  z.coerce
    .number({ error: () => FIELD_MESSAGES.selected(label()) })
    .refine((value): value is T[number] => values.includes(value), { error: () => FIELD_MESSAGES.selected(label()) })

/** POST /printers and PATCH /printers/{id} (the whole printer). */
export const printerSaveSchema = z.object({
  name: requiredText(PRINTER_LABELS.name, 100),
  host: requiredText(PRINTER_LABELS.host, 253).refine(isPrinterHost, { error: () => PRINTING_MESSAGES.hostFormat }),
  port: wholeNumber(PRINTER_LABELS.port, { min: 1, max: 65535 }).default(9100),
  paper_width: numberChoice(() => PRINTER_LABELS.paper_width, PAPER_WIDTHS).default(80),
  mode: choice(PRINTER_LABELS.mode, PRINTER_MODES).default('codepage'),
  code_page: choice(PRINTER_LABELS.code_page, PRINTER_CODE_PAGES).default('cp437'),
  drawer_pin: numberChoice(() => PRINTER_LABELS.drawer_pin, DRAWER_PINS).default(2),
})
export type PrinterSaveInput = z.input<typeof printerSaveSchema>
export type PrinterSave = z.output<typeof printerSaveSchema>

export const printerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  paper_width: z.number().int(),
  mode: z.enum(PRINTER_MODES),
  code_page: z.string(),
  drawer_pin: z.number().int(),
  /** The tills that print their receipts here. */
  tills: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Printer = z.infer<typeof printerSchema>

export const printerListSchema = z.object({ items: z.array(printerSchema) })
export type PrinterList = z.infer<typeof printerListSchema>

/** PATCH /tills/{id}/printer: the till's receipt printer (null: none) and when a receipt prints by itself. */
export const tillPrinterSchema = z.object({
  printer_id: recordId(PRINTER_LABELS.printer_id).nullable(),
  print_mode: choice(PRINTER_LABELS.print_mode, PRINT_MODES).default('ask'),
})
export type TillPrinterInput = z.input<typeof tillPrinterSchema>
export type TillPrinter = z.output<typeof tillPrinterSchema>

export const tillPrinterResponseSchema = z.object({
  message: z.string(),
  till: z.object({
    id: z.number().int(),
    printer_id: z.number().int().nullable(),
    print_mode: z.enum(PRINT_MODES),
  }),
})

export const printJobQuerySchema = pagingQuerySchema.extend({
  till_id: recordId(PRINTER_LABELS.till_id).optional(),
  printer_id: recordId(PRINTER_LABELS.printer_id).optional(),
  state: choice(PRINTER_LABELS.state, PRINT_JOB_STATES).optional(),
})
export type PrintJobQuery = z.output<typeof printJobQuerySchema>

export const printJobSchema = z.object({
  id: z.number().int(),
  till: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  printer: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(PRINT_JOB_KINDS),
  /** The document printed (the order of a receipt); null for a test page or a drawer opening. */
  document_id: z.number().int().nullable(),
  /** What staff read: "Receipt for sale S-0001". */
  title: z.string(),
  state: z.enum(PRINT_JOB_STATES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  error: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})
export type PrintJob = z.infer<typeof printJobSchema>

export const printJobListSchema = z.object({ items: z.array(printJobSchema), total: z.number().int() })
export type PrintJobList = z.infer<typeof printJobListSchema>

export const printJobActionSchema = z.object({ message: z.string(), job: printJobSchema })
export const printerActionSchema = z.object({ message: z.string(), printer: printerSchema })
export const testPageResponseSchema = z.object({ message: z.string(), job: printJobSchema })

/**
 * POST /print-jobs: prints a document again, or when the terminal asks (a till that prints `ask`). The
 * document's id is its record's: the order of a receipt or refund, the payment, the repair of its ticket and
 * label, the till session of an X or Z, the gift card sale, the buy-back. Without printer_id, the printer of
 * the request's till.
 */
export const reprintSchema = z.object({
  kind: choice(PRINTER_LABELS.kind, REPRINT_KINDS),
  document_id: recordId(PRINTER_LABELS.document_id),
  printer_id: recordId(PRINTER_LABELS.printer_id).optional(),
})
export type ReprintInput = z.input<typeof reprintSchema>
export type Reprint = z.output<typeof reprintSchema>
export const reprintResponseSchema = z.object({ message: z.string(), job: printJobSchema })
