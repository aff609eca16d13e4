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
  name: 'Printer name',
  host: 'Printer address',
  port: 'Printer port',
  paper_width: 'Paper width',
  mode: 'Printing mode',
  code_page: 'Code page',
  drawer_pin: 'Drawer pin',
  printer_id: 'Receipt printer',
  print_mode: 'Print receipts',
  till_id: 'Till',
  state: 'Job state',
  kind: 'Document type',
  document_id: 'Document',
} as const

export const PRINT_JOB_KIND_TEXT: Record<PrintJobKind, string> = {
  receipt: 'Receipt',
  refund: 'Refund receipt',
  payment: 'Payment receipt',
  repair_ticket: 'Repair ticket',
  device_label: 'Device label',
  x_report: 'X report',
  z_report: 'Z report',
  gift_card: 'Gift card slip',
  buyback: 'Buy-back slip',
  drawer: 'Drawer opening',
  test: 'Test page',
}

export const PRINT_JOB_STATE_TEXT: Record<PrintJobState, string> = {
  queued: 'Waiting to print',
  sent: 'Printed',
  failed: 'Did not print',
  cancelled: 'Cancelled',
}

/** The Printers screen's words for a till's print mode and a printer's mode. */
export const PRINT_MODE_TEXT: Record<PrintMode, string> = {
  always: 'Always',
  ask: 'Ask after each sale',
  never: 'Never',
}

export const PRINTER_MODE_TEXT: Record<PrinterMode, string> = {
  codepage: 'Text (code page)',
  raster: 'Image (raster)',
}

/** What each field of a printer means, under the field on the Printers screen. */
export const PRINTER_HELP = {
  host: 'The IP address the printer prints on its self-test page (hold the feed button while switching it on), or its host name. The server must reach it.',
  port: 'Almost always 9100 (raw printing).',
  paper_width: 'The width of the paper roll: a line cut short on the test page means the width is wrong.',
  mode: 'Text prints fastest, in the printer’s own characters. Image prints any language (Arabic, Chinese…) as a picture.',
  code_page:
    'The printer’s table of characters for text: cp437 is the factory one; cp858 or windows1252 print the euro sign where the printer has them.',
  drawer_pin:
    'The pin of the printer’s drawer port the cash drawer answers on: pin 2 for most drawers, pin 5 for a few.',
  printer_id: 'The printer this till’s receipts go to. None: receipts print from the browser.',
  print_mode: 'Always: the receipt prints when a sale completes and the drawer opens on cash. Ask: the terminal asks.',
} as const

export const PRINTING_MESSAGES = {
  printerSaved: 'The printer has been saved.',
  printerRemoved: 'The printer has been removed.',
  testQueued: 'The test page is on its way to the printer.',
  tillPrinterSaved: "The till's printer has been saved.",
  retried: 'The job will be printed again.',
  cancelled: 'The job has been cancelled.',
  printerInUse: (tills: string) => `This printer is the receipt printer of ${tills}: choose another one there first.`,
  printerHasJobs: 'This printer has printed jobs: it cannot be removed.',
  notRetriable: 'Only a job that did not print can be printed again.',
  notCancellable: 'Only a job waiting to print or that did not print can be cancelled.',
  hostFormat: `The ${PRINTER_LABELS.host} must be a host name or an IPv4 address.`,
  reprintQueued: 'The document is on its way to the printer.',
  noTillPrinter: 'This till has no receipt printer: print from the browser.',
  documentGone: 'This document does not exist or has been removed: there is nothing to print.',
} as const

/**
 * What a printed slip says besides its figures (issue 33): the titles and row labels of the refund and
 * payment receipts, the repair ticket and device label, the X and Z reports, the gift card and buy-back slips.
 */
export const PRINT_SLIP_TEXT = {
  refund: (key: string) => `Refund ${key}`,
  refundOf: (key: string) => `Refund of sale ${key}`,
  refundTotal: 'Refunded',
  paidBack: (method: string) => `Paid back: ${method}`,
  paymentTitle: 'Payment receipt',
  paymentFor: (key: string) => `For ${key}`,
  paymentAmount: 'Paid',
  leftToPay: 'Left to pay',
  repairTitle: 'Repair ticket',
  repair: (key: string) => `Repair ${key}`,
  customer: 'Customer',
  phone: 'Phone',
  device: 'Device',
  imei: 'IMEI',
  serial: 'Serial',
  fault: 'Fault',
  estimate: 'Estimate',
  balance: 'Balance',
  scanToTrack: 'Scan to track your repair',
  xReport: 'X report',
  zReport: (number: number | null) => (number === null ? 'Z report' : `Z report ${number}`),
  till: 'Till',
  openedAt: 'Opened',
  closedAt: 'Closed',
  openedBy: 'Opened by',
  closedBy: 'Closed by',
  giftCardTitle: 'Gift cards',
  giftCardSale: (key: string) => `Sale ${key}`,
  giftCardValue: 'Value',
  expires: (date: string) => `Valid until ${date}`,
  buybackTitle: 'Bought from you',
  buyback: (barcode: string) => `Buy-back ${barcode}`,
  paidOut: (method: string) => `Paid: ${method}`,
  signature: 'Signature',
  total: 'Total',
  thanks: 'Thank you',
} as const

/** The rows of an X or Z report on the receipt roll, worded as its CSV and print view word them. */
export const TILL_REPORT_SLIP_TEXT = {
  openingFloat: 'Opening float',
  cashSales: 'Cash sales',
  cashRefunds: 'Cash refunds',
  cashPayments: 'Cash payments',
  cashBuybacks: 'Cash buy-backs',
  cashGiftCards: 'Cash for gift cards',
  cashDeposits: 'Cash deposits',
  cashIn: 'Cash in',
  cashOut: 'Cash out',
  noSales: 'No sales',
  expectedCash: 'Expected cash',
  countedCash: 'Counted cash',
  difference: 'Difference',
  offlineCash: 'Offline cash outside the session',
  creditIssued: 'Store credit issued',
  creditRedeemed: 'Store credit taken as payment',
  giftCardsIssued: 'Gift cards sold',
  giftCardsRedeemed: 'Gift cards taken as payment',
  creditOutstanding: 'Store credit held by customers',
  giftCardsOutstanding: 'Gift card balances held',
  sales: (count: number) => `Sales (${count})`,
  refunds: (count: number) => `Refunds (${count})`,
  taxable: (rate: number) => `Taxable ${rate}%`,
  tax: (rate: number) => `Tax ${rate}%`,
  offlineSales: (count: number) => `Offline sales outside the session (${count})`,
  auditHead: (seq: number, hash: string) => `Audit ${seq}:${hash}`,
} as const

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

const numberChoice = <const T extends readonly number[]>(label: string, values: T) =>
  z.coerce
    .number({ error: FIELD_MESSAGES.selected(label) })
    .refine((value): value is T[number] => values.includes(value), FIELD_MESSAGES.selected(label))

/** POST /printers and PATCH /printers/{id} (the whole printer). */
export const printerSaveSchema = z.object({
  name: requiredText(PRINTER_LABELS.name, 100),
  host: requiredText(PRINTER_LABELS.host, 253).refine(isPrinterHost, PRINTING_MESSAGES.hostFormat),
  port: wholeNumber(PRINTER_LABELS.port, { min: 1, max: 65535 }).default(9100),
  paper_width: numberChoice(PRINTER_LABELS.paper_width, PAPER_WIDTHS).default(80),
  mode: choice(PRINTER_LABELS.mode, PRINTER_MODES).default('codepage'),
  code_page: choice(PRINTER_LABELS.code_page, PRINTER_CODE_PAGES).default('cp437'),
  drawer_pin: numberChoice(PRINTER_LABELS.drawer_pin, DRAWER_PINS).default(2),
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
