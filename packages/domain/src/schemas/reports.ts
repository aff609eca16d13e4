import { z } from 'zod'
import './zod-messages.ts'
import type { ChartUnit } from '../pricing/report-chart-buckets.ts'
import { parseCalendarDate } from '../pricing/calendar.ts'
import type { ReportDuration } from '../pricing/report-period.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { MAX_RECORD_ID, requiredEmail, requiredText, says } from './fields.ts'
import { tr } from '../i18n/translate.ts'

/**
 * Reports and the dashboard (spec 002 §2.2, §7 Reports, §9; spec 001 §2 Dashboard, §3, §7 /dashboard-chart,
 * /send-mail). Requests are validated here; answers are typed here. Money is a decimal on the wire.
 */

export const REPORT_DURATIONS = ['today', 'monthly', 'yearly', 'period'] as const satisfies readonly ReportDuration[]

/**
 * Spec 002 §9: the payment way. Live = 1 (paid at once), Due = 0 (on credit). Beyond the spec (issue 28,
 * item 5): All ('all') covers both in one report, so the owner no longer adds Live and Due by hand.
 */
export const REPORT_WAYS = { Live: 1, Due: 0, All: 'all' } as const
export type ReportWay = 0 | 1
/** A report's way: one of the spec's two, or both of them together. */
export type ReportWayChoice = ReportWay | 'all'

/** Spec 002 §9: the sale report opens on today and Live; the purchase report on yearly and Due. */
export const REPORT_DEFAULTS = {
  sale: { way: 1, duration: 'today' },
  refund: { way: 1, duration: 'today' },
  purchase: { way: 0, duration: 'yearly' },
} as const satisfies Record<string, { way: ReportWay; duration: ReportDuration }>

/** Spec 002 §2.2, §9: a print is triggered after 350, 400 or 500 ms depending on the report. */
export const REPORT_PRINT_DELAYS_MS = {
  SalesReport: 350,
  RefundsReport: 350,
  PurchaseOrdersReport: 400,
  PaymentReport: 400,
  TaxReport: 400,
  TopProductsReport: 400,
  OverallStockCountsReport: 400,
  PendingPaymentsReport: 500,
} as const

/** Spec 002 §9: the trending list has 10 products. */
export const TRENDING_LIMIT = 10
/** Trending means recent: the top products of the last 30 days of the shop's calendar. */
export const TRENDING_DAYS = 30

/**
 * A generated report lists at most this many orders, newest first; its totals always cover every order
 * of the duration, and the CSV export has every row.
 */
export const REPORT_LIST_LIMIT = 1000

/**
 * The longest period a report covers. A report walks every order of its period; 1000-01-01 to 9999-12-31
 * cost seconds of CPU and slowed every till, while ten years is more than any shop's books.
 */
export const MAX_REPORT_PERIOD_YEARS = 10

/** Whether endDate (YYYY-MM-DD) lies more than MAX_REPORT_PERIOD_YEARS calendar years after fromDate. */
export function reportPeriodTooLong(fromDate: string, endDate: string): boolean {
  const year = Number(fromDate.slice(0, 4)) + MAX_REPORT_PERIOD_YEARS
  return endDate > `${String(year).padStart(4, '0')}${fromDate.slice(4)}`
}

/** The report form's labels (sale, refund and purchase reports). */
export const REPORT_LABELS = {
  get way() {
    return tr('fields:reports.report.way')
  },
  get duration() {
    return tr('fields:reports.report.duration')
  },
  get fromDate() {
    return tr('fields:reports.report.fromDate')
  },
  get endDate() {
    return tr('fields:reports.report.endDate')
  },
}

/**
 * Money owed, each way on its own (issue 28): what customers still owe the shop on sales (receivables)
 * and what the shop still owes its suppliers on purchases (payables), never added into one "pending".
 */
export const OWED_LABELS = {
  get receivable() {
    return tr('fields:reports.owed.receivable')
  },
  get payable() {
    return tr('fields:reports.owed.payable')
  },
}

/** The Pending bills report's form. */
export const PENDING_BILL_LABELS = {
  get type() {
    return tr('fields:reports.pendingBill.type')
  },
  get customer_id() {
    return tr('fields:reports.pendingBill.customer_id')
  },
  get supplier_id() {
    return tr('fields:reports.pendingBill.supplier_id')
  },
}

/** The dashboard's quick mail. */
export const SEND_MAIL_LABELS = {
  get email() {
    return tr('fields:reports.sendMail.email')
  },
  get subject() {
    return tr('fields:reports.sendMail.subject')
  },
  get message() {
    return tr('fields:reports.sendMail.message')
  },
}

const R = REPORT_LABELS
const P = PENDING_BILL_LABELS

export const REPORT_MESSAGES = {
  get wayInvalid() {
    return tr('messages:reports.report.wayInvalid', { way: R.way })
  },
  get durationInvalid() {
    return tr('messages:reports.report.durationInvalid', { duration: R.duration })
  },
  get fromDateRequired() {
    return FIELD_MESSAGES.requiredWhen(R.fromDate, `the ${R.duration} is period`)
  },
  get endDateRequired() {
    return FIELD_MESSAGES.requiredWhen(R.endDate, `the ${R.duration} is period`)
  },
  dateInvalid: (label: string) => FIELD_MESSAGES.date(label),
  get endBeforeFrom() {
    return tr('messages:reports.report.endBeforeFrom', { endDate: R.endDate, fromDate: R.fromDate })
  },
  get periodTooLong() {
    return tr('messages:reports.report.periodTooLong', {
      endDate: R.endDate,
      maxReportPeriodYears: MAX_REPORT_PERIOD_YEARS,
      fromDate: R.fromDate,
    })
  },
  get typeInvalid() {
    return tr('messages:reports.report.typeInvalid', { type: P.type })
  },
  get customerRequired() {
    return FIELD_MESSAGES.requiredWhen(P.customer_id, `the ${P.type} is Customers`)
  },
  get supplierRequired() {
    return FIELD_MESSAGES.requiredWhen(P.supplier_id, `the ${P.type} is Suppliers`)
  },
  get unknownCustomer() {
    return FIELD_MESSAGES.selected(P.customer_id)
  },
  get unknownSupplier() {
    return FIELD_MESSAGES.selected(P.supplier_id)
  },
  get mailSent() {
    return tr('messages:reports.report.mailSent')
  },
  mailFailed: (reason: string) => tr('messages:reports.report.mailFailed', { reason }),
  get noReportsPermission() {
    return tr('messages:reports.report.noReportsPermission')
  },
}

const way = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'Live', 'Due', 'true', 'false', 'all', 'All'])], {
    error: () => REPORT_MESSAGES.wayInvalid,
  })
  .transform((value): ReportWayChoice => {
    if (value === 'all' || value === 'All') return 'all'
    return value === 1 || value === true || value === '1' || value === 'Live' || value === 'true' ? 1 : 0
  })

const optionalDate = (label: string) =>
  z
    .string({ error: () => REPORT_MESSAGES.dateInvalid(label) })
    .trim()
    .nullish()
    .transform((value) => (value ? value.slice(0, 10) : null))
    .refine(
      (value) => value === null || parseCalendarDate(value) !== null,
      says(() => REPORT_MESSAGES.dateInvalid(label)),
    )

/** A period's days must both be given, in order, and not too far apart. */
function checkPeriod(
  value: { duration?: ReportDuration | undefined; fromDate: string | null; endDate: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.duration !== 'period') return
  if (!value.fromDate) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: REPORT_MESSAGES.fromDateRequired })
  if (!value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.endDateRequired })
  if (value.fromDate && value.endDate && value.endDate < value.fromDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.endBeforeFrom })
  else if (value.fromDate && value.endDate && reportPeriodTooLong(value.fromDate, value.endDate))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.periodTooLong })
}

const duration = z.enum(REPORT_DURATIONS, { error: () => REPORT_MESSAGES.durationInvalid })

/** POST /sale-report, /refund-report, /purchase-report: way, duration, and fromDate + endDate for a period. */
export const reportRequestSchema = z
  .object({
    way,
    duration,
    fromDate: optionalDate(R.fromDate),
    endDate: optionalDate(R.endDate),
  })
  .superRefine(checkPeriod)
export type ReportRequestInput = z.input<typeof reportRequestSchema>
export type ReportRequest = z.output<typeof reportRequestSchema>

/** The CSV exports take the same fields as a query string. */
export const reportQuerySchema = reportRequestSchema

/**
 * A report of a duration without a payment way (issue 28): the Repairs report (POST /repair-report, its
 * chart and, as a query, its CSV) and the Tax report (GET /tax-report, where no duration means all time).
 */
export const periodRequestSchema = z
  .object({ duration, fromDate: optionalDate(R.fromDate), endDate: optionalDate(R.endDate) })
  .superRefine(checkPeriod)
export type PeriodRequestInput = z.input<typeof periodRequestSchema>
export type PeriodRequest = z.output<typeof periodRequestSchema>

/** GET /tax-report: the spec's call takes nothing (all time); a duration narrows it to a period. */
export const taxReportQuerySchema = z
  .object({ duration: duration.optional(), fromDate: optionalDate(R.fromDate), endDate: optionalDate(R.endDate) })
  .superRefine(checkPeriod)
export type TaxReportQuery = z.output<typeof taxReportQuerySchema>

export const PENDING_BILL_TYPES = ['Customers', 'Suppliers'] as const
export type PendingBillType = (typeof PENDING_BILL_TYPES)[number]

const personId = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: () => FIELD_MESSAGES.selected(label) })
      .int(says(() => FIELD_MESSAGES.selected(label)))
      .positive(says(() => FIELD_MESSAGES.selected(label)))
      .max(
        MAX_RECORD_ID,
        says(() => FIELD_MESSAGES.selected(label)),
      )
      .optional(),
  )

/** POST /pending-bill: type Customers with customer_id, or Suppliers with supplier_id. */
export const pendingBillRequestSchema = z
  .object({
    type: z.enum(PENDING_BILL_TYPES, { error: () => REPORT_MESSAGES.typeInvalid }),
    customer_id: personId(P.customer_id),
    supplier_id: personId(P.supplier_id),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'Customers' && value.customer_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: REPORT_MESSAGES.customerRequired })
    if (value.type === 'Suppliers' && value.supplier_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['supplier_id'], message: REPORT_MESSAGES.supplierRequired })
  })
export type PendingBillRequestInput = z.input<typeof pendingBillRequestSchema>
export type PendingBillRequest = z.output<typeof pendingBillRequestSchema>

/** POST /send-mail: the dashboard's quick mail. */
export const sendMailSchema = z.object({
  email: requiredEmail(SEND_MAIL_LABELS.email),
  subject: requiredText(SEND_MAIL_LABELS.subject, 191),
  message: requiredText(SEND_MAIL_LABELS.message, 10_000),
})
export type SendMailInput = z.input<typeof sendMailSchema>

// ---- Answers -----------------------------------------------------------------------------------------

const trendingProductNameSchema = z.object({ name: z.string(), sku: z.string() })
const pendingBillPersonSchema = z.object({ id: z.number(), name: z.string(), phone: z.string(), email: z.string() })
const chartUnitSchema = z.enum(['hour', 'day', 'week', 'month']) satisfies z.ZodType<ChartUnit>

/** Who generated a report and when, and a Code 128 image of its reference to file the print by. */
export const reportRefSchema = z.object({
  /** ISO-8601 UTC instant the report was made. */
  time: z.string(),
  /** The signed-in user's name. */
  by: z.string(),
  /** The report reference as an image (SVG data URL). */
  barcode: z.string(),
  /** The reference the barcode encodes, e.g. SR-20260110-143005. */
  key: z.string(),
  /** The instants the report covers: from <= created_at < to (null: everything up to now). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The shop's time zone the days were counted in. */
  timezone: z.string(),
})
export type ReportRef = z.infer<typeof reportRefSchema>

/** A sale or refund in a report. barcode is the order's transaction number (key) as text. */
export const reportOrderRowSchema = z.object({
  id: z.number(),
  barcode: z.string(),
  created_at: z.string(),
  totalItems: z.number(),
  cost: z.number(),
  /** What the goods sold for, without tax and shipping: cost + profit. */
  price: z.number(),
  discountedAmount: z.number(),
  taxAmount: z.number(),
  profit: z.number(),
  totalAmount: z.number(),
})
export type ReportOrderRow = z.infer<typeof reportOrderRowSchema>

/** Money by the payment method (gateway: cash, card, cheque, other) it was paid with. */
export const methodAmountSchema = z.object({ gateway: z.string(), amount: z.number() })
export type MethodAmount = z.infer<typeof methodAmountSchema>

export const saleReportResponseSchema = z.object({
  ref: reportRefSchema,
  orders: z.number(),
  sold: z.number(),
  /** The spec's figure: what the sales came to (their totals, tax and shipping in), before refunds. */
  sales: z.number(),
  cost: z.number(),
  profit: z.number(),
  tax: z.number(),
  discount: z.number(),
  /**
   * Net, not gross (issue 28, item 4; docs/reports.md): gross sales are the goods before the discount
   * (without tax and shipping); returns what the period's refunds of these sales' way gave back for goods
   * (without tax); net sales = gross sales - discount - returns. Profit and tax net of the same refunds.
   */
  grossSales: z.number(),
  returns: z.number(),
  /** How many refunds the returns come from. */
  returnedOrders: z.number(),
  netSales: z.number(),
  netProfit: z.number(),
  netTax: z.number(),
  /** The period's sales by what the customers paid with (their paid payments per gateway, largest first). */
  byMethod: z.array(methodAmountSchema),
  /** What is not paid on them: their totals minus the payments above (on credit). */
  onCredit: z.number(),
  /** The newest REPORT_LIST_LIMIT orders; `orders` counts them all. */
  list: z.array(reportOrderRowSchema),
})
export type SaleReportResponse = z.infer<typeof saleReportResponseSchema>

export const refundReportResponseSchema = z.object({
  ref: reportRefSchema,
  orders: z.number(),
  returned: z.number(),
  refunds: z.number(),
  cost: z.number(),
  revertedProfit: z.number(),
  taxFall: z.number(),
  revertedDiscount: z.number(),
  list: z.array(reportOrderRowSchema),
})
export type RefundReportResponse = z.infer<typeof refundReportResponseSchema>

export const purchaseReportRowSchema = z.object({
  id: z.number(),
  barcode: z.string(),
  reference: z.string(),
  supplier: z.string(),
  created_at: z.string(),
  totalItems: z.number(),
  subTotal: z.number(),
  taxRate: z.number(),
  taxAmount: z.number(),
  discountRate: z.number(),
  discountedAmount: z.number(),
  shippingAmount: z.number(),
  totalAmount: z.number(),
  dueDate: z.string().nullable(),
  /** What the shop has paid on it (its paid payments). */
  paid: z.number(),
  /** What it still owes: totalAmount - paid. Never above 0 in the Due report, which lists only these. */
  balance: z.number(),
})
export type PurchaseReportRow = z.infer<typeof purchaseReportRowSchema>

export const purchaseReportResponseSchema = z.object({
  ref: reportRefSchema,
  orders: z.number(),
  purchased: z.number(),
  /** What the purchases cost: the sum of their payable totals. */
  costAmount: z.number(),
  tax: z.number(),
  discount: z.number(),
  /** What was paid on them, and what is left to pay (costAmount - paid). */
  paid: z.number(),
  balance: z.number(),
  /**
   * The newest REPORT_LIST_LIMIT purchases; `orders` counts them all. The Due way covers only the
   * purchases with a balance: one paid in full has left it (issue 28).
   */
  list: z.array(purchaseReportRowSchema),
})
export type PurchaseReportResponse = z.infer<typeof purchaseReportResponseSchema>

export const paymentsOverallResponseSchema = z.object({
  /** Money paid out (refunds, purchases): paid debit payments. */
  debitAmount: z.number(),
  /** Money received (sales): paid credit payments. */
  creditAmount: z.number(),
  /** Payments still pending (on credit), either way: the spec's figure, never shown as one amount. */
  pendingAmount: z.number(),
  /** What customers still owe on their sales (pending payments of sales): receivables. */
  receivableAmount: z.number(),
  /** What the shop still owes its suppliers on purchases (pending payments of purchases): payables. */
  payableAmount: z.number(),
  paidPayments: z.number(),
  unPaidPayments: z.number(),
  debitPayments: z.number(),
  creditPayments: z.number(),
  /** creditAmount by payment method (gateway), largest first. */
  receivedByMethod: z.array(methodAmountSchema),
  /** Paid in advance on repairs (prePaid, the only payment a repair records; its method is not recorded). */
  repairReceived: z.number(),
  /** Bills' totals: a bill is a receipt of money taken (no payment or method is recorded on it). */
  billReceived: z.number(),
  /** Everything received: creditAmount + repairReceived + billReceived. */
  receivedAmount: z.number(),
})
export type PaymentsOverallResponse = z.infer<typeof paymentsOverallResponseSchema>

export const taxReportResponseSchema = z.object({
  /** Tax on sales paid at once (Live). */
  taxCollection: z.number(),
  /** Tax on sales made on credit (Due). */
  taxCollectionDue: z.number(),
  taxOnPurchase: z.number(),
  taxFallOnRefund: z.number(),
  /** Tax charged on the repairs booked in the period, and on the bills made in it (issue 28, item 2). */
  repairTax: z.number(),
  billTax: z.number(),
  /** taxCollection + taxCollectionDue + repairTax + billTax - taxFallOnRefund. */
  netTaxCollected: z.number(),
  /** The instants covered (null: all time), in the shop's time zone. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  timezone: z.string(),
})
export type TaxReportResponse = z.infer<typeof taxReportResponseSchema>

export const trendingProductSchema = z.object({
  product_id: z.number(),
  product: trendingProductNameSchema,
  /** Units sold minus units returned. */
  sold: z.number(),
})
export type TrendingProduct = z.infer<typeof trendingProductSchema>

export const trendingProductsResponseSchema = z.object({
  trending: z.array(trendingProductSchema),
  /** The days counted, in the shop's calendar (YYYY-MM-DD). */
  fromDate: z.string(),
  endDate: z.string(),
})
export type TrendingProductsResponse = z.infer<typeof trendingProductsResponseSchema>

export const pendingBillRowSchema = z.object({
  id: z.number(),
  key: z.string(),
  reference: z.string(),
  created_at: z.string(),
  dueDate: z.string().nullable(),
  totalAmount: z.number(),
  /** What the order's refunds gave back or took off the debt. */
  refunded: z.number(),
  paid: z.number(),
  /** totalAmount - refunded - paid. */
  due: z.number(),
})
export type PendingBillRow = z.infer<typeof pendingBillRowSchema>

export const pendingBillResponseSchema = z.object({
  ref: reportRefSchema,
  type: z.enum(PENDING_BILL_TYPES),
  person: pendingBillPersonSchema,
  /** The person's orders with something left to pay, oldest first. */
  list: z.array(pendingBillRowSchema),
  /** Money received from the person (paid credit payments on their orders). */
  creditAmount: z.number(),
  /** Money paid to the person (paid debit payments on their orders). */
  debitAmount: z.number(),
  /** How many of their orders are not fully paid, and what is left to pay on them. */
  unPaid: z.number(),
  unPaidAmount: z.number(),
})
export type PendingBillResponse = z.infer<typeof pendingBillResponseSchema>

export const stockOverallResponseSchema = z.object({
  /** What the stock on hand cost (quantity x cost). */
  costAmount: z.number(),
  /** What the stock on hand sells for (quantity x price). */
  worthAmount: z.number(),
  /** What the units sold from stock brought in at the stock price ((sold - returned) x price). */
  salesAmount: z.number(),
  /** Units sold from stock, net of returns. */
  sold: z.number(),
  /** Units on hand. */
  quantity: z.number(),
  /** Stock lines sold out (nothing left). */
  soldStock: z.number(),
  /** Stock lines with units left. */
  unSoldStock: z.number(),
})
export type StockOverallResponse = z.infer<typeof stockOverallResponseSchema>

/**
 * One bar of a report's chart: the orders of the report (same kind, way and removed orders left out)
 * made in the bucket's instants, and their sums. Money as decimals.
 */
export const reportChartBucketSchema = z.object({
  /** The bucket's first day in the shop's calendar, 'YYYY-MM-DD'; for an hour 'YYYY-MM-DD HH:MM'. */
  start: z.string(),
  /** Its instants: from <= created_at < to (ISO-8601 UTC). */
  from: z.string(),
  to: z.string(),
  orders: z.number(),
  totalItems: z.number(),
  /** Sales or refunds: what the orders came to; purchases: their payable total. */
  totalAmount: z.number(),
  cost: z.number(),
  profit: z.number(),
  taxAmount: z.number(),
  discountedAmount: z.number(),
})
export type ReportChartBucket = z.infer<typeof reportChartBucketSchema>

/**
 * POST /sale-report/chart, /refund-report/chart, /purchase-report/chart (same body as the report): the
 * report's days cut into hours (one day), days (up to 31), weeks from Monday (up to 183) or months.
 * The buckets add up to the report's totals.
 */
export const reportChartResponseSchema = z.object({
  unit: chartUnitSchema,
  /** The shop's time zone the buckets were cut in. */
  timezone: z.string(),
  buckets: z.array(reportChartBucketSchema),
})
export type ReportChartResponse = z.infer<typeof reportChartResponseSchema>

/** The stock on hand of one warehouse, for the chart of stock value by warehouse. */
export const warehouseStockValueSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Units on hand (an oversold line counts as none). */
  quantity: z.number(),
  /** What those units cost (quantity x cost). */
  costAmount: z.number(),
  /** What they sell for (quantity x price). */
  worthAmount: z.number(),
})
export type WarehouseStockValue = z.infer<typeof warehouseStockValueSchema>

/**
 * GET /stock-overall/warehouses: every warehouse's stock on hand, the most valuable first. Their sums are
 * the costAmount, worthAmount and quantity of /stock-overall.
 */
export const stockByWarehouseResponseSchema = z.object({
  warehouses: z.array(warehouseStockValueSchema),
})
export type StockByWarehouseResponse = z.infer<typeof stockByWarehouseResponseSchema>

/**
 * The money a shop made in a span of time (issue 28, items 2 and 4; docs/reports.md): sales net of their
 * discounts and of the refunds made in the span, and the repairs and bills of the span. Decimals.
 */
export const incomeFiguresSchema = z.object({
  /** Sales made in the span. */
  orders: z.number(),
  /** Goods before the discount, without tax and shipping. */
  grossSales: z.number(),
  discount: z.number(),
  /** What the span's refunds gave back for goods, without tax. */
  returns: z.number(),
  /** grossSales - discount - returns. */
  netSales: z.number(),
  /** Sales' profit and tax minus the refunds'. */
  netProfit: z.number(),
  netTax: z.number(),
  /** Repairs booked in the span: their charges (without tax) and tax. */
  repairs: z.number(),
  repairAmount: z.number(),
  repairTax: z.number(),
  /** Bills made in the span: their subtotal (items and charges, without tax) and tax. */
  bills: z.number(),
  billAmount: z.number(),
  billTax: z.number(),
  /** netSales + repairAmount + billAmount: what the shop earned, without tax. */
  income: z.number(),
  /** netTax + repairTax + billTax: the tax it collected. */
  incomeTax: z.number(),
})
export type IncomeFigures = z.infer<typeof incomeFiguresSchema>

export const repairReportRowSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  deviceName: z.string(),
  /** 0 pending, 1 complete. */
  status: z.number(),
  created_at: z.string(),
  charges: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  prePaid: z.number(),
  due: z.number(),
})
export type RepairReportRow = z.infer<typeof repairReportRowSchema>

/** POST /repair-report (issue 28, item 2): the repairs booked in a duration, and the open tickets now. */
export const repairReportResponseSchema = z.object({
  ref: reportRefSchema,
  /** Repairs booked in the period. */
  repairs: z.number(),
  /**
   * What they were charged, without tax. The repair form records one charge for the job: labour and
   * parts are not told apart (docs/reports.md).
   */
  charges: z.number(),
  tax: z.number(),
  /** charges + tax: the repairs' income with its tax. */
  totalAmount: z.number(),
  /** Paid in advance on them, and what is left to pay (totalAmount - prePaid). */
  prePaid: z.number(),
  due: z.number(),
  /** totalAmount / repairs, rounded to the cent (0 without repairs). */
  averageTicket: z.number(),
  /** Now, whatever the period: pending repairs and what is left to pay on them. */
  openTickets: z.number(),
  openDue: z.number(),
  /** The newest REPORT_LIST_LIMIT repairs of the period. */
  list: z.array(repairReportRowSchema),
})
export type RepairReportResponse = z.infer<typeof repairReportResponseSchema>

export const repairChartBucketSchema = z.object({
  start: z.string(),
  from: z.string(),
  to: z.string(),
  repairs: z.number(),
  charges: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
})
export type RepairChartBucket = z.infer<typeof repairChartBucketSchema>

/** POST /repair-report/chart: the Repairs report's days cut like the other charts. */
export const repairChartResponseSchema = z.object({
  unit: chartUnitSchema,
  timezone: z.string(),
  buckets: z.array(repairChartBucketSchema),
})
export type RepairChartResponse = z.infer<typeof repairChartResponseSchema>

export interface DashboardChartResponse {
  /** The last 12 months (the chart's window): sales totals, units, profit, cost and tax of sales. */
  sales: number
  sold: number
  profit: number
  cost: number
  tax: number
  /** Sale totals and their cost per month, oldest first, ending with the current month. */
  areaChartPrice: number[]
  areaChartCost: number[]
  /** 'YYYY-MM' of each point. */
  months: string[]
  /** Now, whatever the window: what customers owe the shop, and what it owes its suppliers (issue 28). */
  receivableAmount: number
  payableAmount: number
  /** Net figures with repairs and bills (issue 28): the 12 months, today and this week (from Monday). */
  year: IncomeFigures
  today: IncomeFigures
  week: IncomeFigures
}

export interface MessageResponse {
  message: string
}

export { paymentMethodLabel } from './tenders.ts'

/** Labels of the net figures, the same on the dashboard and in the reports (issue 28, item 4). */
export const INCOME_LABELS = {
  get netSales() {
    return tr('fields:reports.income.netSales')
  },
  get grossSales() {
    return tr('fields:reports.income.grossSales')
  },
  get discount() {
    return tr('fields:reports.income.discount')
  },
  get returns() {
    return tr('fields:reports.income.returns')
  },
  get netProfit() {
    return tr('fields:reports.income.netProfit')
  },
  get netTax() {
    return tr('fields:reports.income.netTax')
  },
  get repairAmount() {
    return tr('fields:reports.income.repairAmount')
  },
  get billAmount() {
    return tr('fields:reports.income.billAmount')
  },
  get income() {
    return tr('fields:reports.income.income')
  },
  get incomeTax() {
    return tr('fields:reports.income.incomeTax')
  },
}
