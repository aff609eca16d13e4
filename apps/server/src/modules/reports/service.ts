import { tr } from '@counterpart/domain/i18n/translate'
import { toSVG } from 'bwip-js/node'
import type { Kysely } from 'kysely'
import { addDays, formatCalendarDate } from '@counterpart/domain/pricing/calendar'
import {
  calendarDateAt,
  isTimeZone,
  localDateTimeFormatter,
  localDateTimeText,
} from '@counterpart/domain/pricing/time-zone'
import {
  daysRange,
  reportRange,
  splitRange,
  weekToDateRange,
  type InstantRange,
} from '@counterpart/domain/pricing/report-period'
import { toCsv, CSV_BOM, type CsvCell } from '@counterpart/domain/pricing/csv'
import { chartBuckets, groupBuckets, reportDays } from '@counterpart/domain/pricing/report-chart-buckets'
import {
  REPORT_LIST_LIMIT,
  REPORT_MESSAGES,
  TRENDING_DAYS,
  TRENDING_LIMIT,
  type PendingBillRequest,
  type PeriodRequest,
  type ReportRequest,
  type ReportWayChoice,
  type TaxReportQuery,
} from '@counterpart/domain/schemas/reports'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { openMinutesMeasure } from '@counterpart/domain/opening-hours'
import { repairWorkflowReport } from '@counterpart/domain/repair-reports'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { SettingsService } from '../settings/service.ts'
import * as billRepo from './pending-bill-repository.ts'
import * as repo from './repository.ts'
import * as stockRepo from './stock-repository.ts'
import * as buybackRepo from './buyback-payout-repository.ts'
import * as incomeRepo from './income-repository.ts'
import * as workflowRepo from './repair-workflow-repository.ts'
import * as storedValueRepo from './stored-value-repository.ts'

/** Where "now" comes from. Tests set it to place "today" where they need it. */
export interface Clock {
  now: () => number
}

export function systemClock(): Clock {
  return { now: () => Date.now() }
}

/** Who made a report, when, for which instants, and its reference (text and Code 128 image). */
export interface RefInfo {
  time: string
  by: string
  key: string
  barcode: string
  /** The instants covered; null for a report of everything up to now (pending bills). */
  range: InstantRange | null
  timezone: string
}

const REF_PREFIX = {
  salling: 'SR',
  refunding: 'RR',
  purchasing: 'PR',
  pending: 'PB',
  repairs: 'RP',
  repairWorkflow: 'RW',
  storedValue: 'SV',
} as const

/** Rows the CSV export reads at a time; between two pages other requests get their turn. */
export const CSV_PAGE = 1000
/**
 * Long durations are summed 31 days at a time, payments 100,000 orders at a time, trending products a
 * day at a time, letting other requests in between: on SQLite a query holds the event loop while it
 * runs (ARCHITECTURE: a large report never blocks others for more than ~50 ms).
 */
export const REPORT_PIECE_MS = 31 * 86_400_000
export const PAYMENT_PIECE = 100_000
const DAY_MS = 86_400_000

const isoAt = (instant: number) => new Date(instant).toISOString()

/** Lets other requests run before the next piece of a long report. */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

function addTotals(into: repo.OrderTotals, piece: repo.OrderTotals): void {
  into.orders += piece.orders
  into.totalItems += piece.totalItems
  into.totalAmount += piece.totalAmount
  into.cost += piece.cost
  into.profit += piece.profit
  into.taxAmount += piece.taxAmount
  into.discountedAmount += piece.discountedAmount
  into.paid += piece.paid
}

export function referenceBarcode(key: string): string {
  const svg = toSVG({ bcid: 'code128', text: key, scale: 2, height: 10, includetext: true, textxalign: 'center' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * Reports (spec 002 §2.2, §7): sale, refund and purchase reports over a duration of the shop's calendar,
 * and the overall payments, tax, trending products, pending bills and stock counts. Every figure is an
 * aggregate computed by the database; results are in cents (the routes turn them into decimals).
 */
export function createReportsService({
  db,
  settings,
  defaultTimezone,
  clock = systemClock(),
  listLimit = REPORT_LIST_LIMIT,
  csvPageSize = CSV_PAGE,
  paymentPiece = PAYMENT_PIECE,
  dialect: _dialect = 'sqlite',
}: {
  db: Kysely<Database>
  /**
   * The database in use. No report depends on it any more: trending products, once summed a day at a
   * time on SQLite, reads the per-day counts of 0014-maintained-counts on both.
   */
  dialect?: DialectName
  settings: SettingsService
  /** The server's time zone, used while the general settings name none (config.timezone). */
  defaultTimezone: string
  clock?: Clock
  /** Rows a generated report lists (its totals always cover every order). */
  listLimit?: number
  /** Rows the CSV export reads at a time. */
  csvPageSize?: number
  /** Orders whose payments are summed at a time. */
  paymentPiece?: number
}) {
  /** The shop's time zone: the general settings' one, else the server's. */
  async function timezone(): Promise<string> {
    const chosen = (await settings.get()).general.timezone || defaultTimezone
    return isTimeZone(chosen) ? chosen : 'UTC'
  }

  function reference(auth: Auth, prefix: string, range: InstantRange | null, timeZone: string, now: number): RefInfo {
    const key = `${prefix}-${localDateTimeText(now, timeZone).replace(/[-:]/g, '').replace(' ', '-')}`
    return {
      time: new Date(now).toISOString(),
      by: auth.user.name,
      key,
      barcode: referenceBarcode(key),
      range,
      timezone: timeZone,
    }
  }

  /** The totals of one kind of order over a range, summed a piece at a time. Cents. */
  async function totalsOver(flag: repo.OrderFlag, way: ReportWayChoice, range: InstantRange | null, owing = false) {
    const totals = repo.emptyTotals()
    if (!range) return totals
    const pieces = splitRange(range, REPORT_PIECE_MS)
    for (const [index, piece] of pieces.entries()) {
      if (index > 0) await yieldToOthers()
      addTotals(totals, await repo.orderTotals(db, flag, way, piece, owing))
    }
    return totals
  }

  async function ordersReport(auth: Auth, flag: repo.OrderFlag, request: ReportRequest) {
    const now = clock.now()
    const timeZone = await timezone()
    const range = reportRange(request, now, timeZone)
    const scope = repo.reportScope(flag, request.way)
    const totals = await totalsOver(flag, request.way, range, scope.owing)
    const rows = await repo.orderRows(db, scope, range, listLimit)
    return { ref: reference(auth, REF_PREFIX[flag], range, timeZone, now), totals, rows }
  }

  /** The refunds of a way's sales made in a range, summed a piece (REPORT_PIECE_MS) at a time. Cents. */
  async function returnsOver(way: ReportWayChoice, range: InstantRange): Promise<incomeRepo.ReturnTotals> {
    const totals = { orders: 0, cost: 0, profit: 0, taxAmount: 0, totalAmount: 0 }
    for (const [index, piece] of splitRange(range, REPORT_PIECE_MS).entries()) {
      if (index > 0) await yieldToOthers()
      const part = await incomeRepo.returnsOfWay(db, way, piece)
      totals.orders += part.orders
      totals.cost += part.cost
      totals.profit += part.profit
      totals.taxAmount += part.taxAmount
      totals.totalAmount += part.totalAmount
    }
    return totals
  }

  /** What the sales of a range were paid with, per gateway, summed a piece at a time. Cents. */
  async function salePaymentsOver(way: ReportWayChoice, range: InstantRange): Promise<incomeRepo.MethodSum[]> {
    const sums = new Map<string, number>()
    for (const [index, piece] of splitRange(range, REPORT_PIECE_MS).entries()) {
      if (index > 0) await yieldToOthers()
      for (const entry of await incomeRepo.salePaymentsByGateway(db, way, piece))
        sums.set(entry.gateway, (sums.get(entry.gateway) ?? 0) + entry.amount)
    }
    return [...sums].map(([gateway, amount]) => ({ gateway, amount }))
  }

  /**
   * The sale report (issue 28, items 4 and 5): the spec's gross figures, then the same sales net of the
   * refunds made in the period of sales of the same way, and what their customers paid them with.
   */
  async function saleReport(auth: Auth, request: ReportRequest) {
    const report = await ordersReport(auth, 'salling', request)
    const range = rangeOfRef(report.ref)
    const returns = await returnsOver(request.way, range)
    const byMethod = sortedMethods(await salePaymentsOver(request.way, range))
    const paid = byMethod.reduce((total, entry) => total + entry.amount, 0)
    return { ...report, net: netOf(report.totals, returns), byMethod, onCredit: report.totals.totalAmount - paid }
  }

  /** Today and this week (from Monday) of the shop's calendar, as instants. */
  async function todayAndWeek() {
    const timeZone = await timezone()
    const now = clock.now()
    const today = calendarDateAt(now, timeZone)
    return {
      timeZone,
      date: formatCalendarDate(today),
      today: daysRange(today, today, timeZone),
      week: weekToDateRange(now, timeZone),
    }
  }

  /** Sales net of refunds, repairs and bills of a range: the dashboard's and the owner's income. Cents. */
  async function incomeOver(range: InstantRange) {
    const sales = await totalsOver('salling', 'all', range)
    const returns = await returnsOver('all', range)
    const repairs = await incomeRepo.repairTotals(db, range)
    const bills = await incomeRepo.billTotals(db, range)
    const net = netOf(sales, returns)
    return {
      orders: sales.orders,
      ...net,
      repairs: repairs.repairs,
      repairAmount: repairs.charges,
      repairTax: repairs.taxAmount,
      bills: bills.bills,
      billAmount: bills.subTotal,
      billTax: bills.taxAmount,
      income: net.netSales + repairs.charges + bills.subTotal,
      incomeTax: net.netTax + repairs.taxAmount + bills.taxAmount,
    }
  }

  /** The Repairs report: the repairs booked in a duration, and the open tickets now. Cents. */
  async function repairReport(auth: Auth, request: PeriodRequest) {
    const now = clock.now()
    const timeZone = await timezone()
    const range = reportRange(request, now, timeZone)
    const totals = await incomeRepo.repairTotals(db, range)
    const open = await incomeRepo.openRepairs(db)
    const rows = await incomeRepo.repairRows(db, range, listLimit)
    return {
      ref: reference(auth, REF_PREFIX.repairs, range, timeZone, now),
      totals,
      averageTicket: totals.repairs === 0 ? 0 : Math.round(totals.totalAmount / totals.repairs),
      open,
      rows,
    }
  }

  /**
   * Turnaround, time per status and overdue tickets from the tickets' histories (issue 30), counted within the
   * shop's opening hours when it has set them: the tickets whose status moved in the range, and the open ones
   * that may be overdue now.
   */
  async function repairWorkflow(auth: Auth, request: PeriodRequest) {
    const now = clock.now()
    const timeZone = await timezone()
    const range = reportRange(request, now, timeZone)
    const statuses = await workflowRepo.reportStatuses(db)
    const moved = await workflowRepo.ticketsMovedIn(db, range)
    const candidates = await workflowRepo.openTicketsWithLimits(db, statuses)
    const hours = await workflowRepo.openingHours(db)
    const currentCounts = await workflowRepo.ticketsPerStatus(db)
    const { tickets, events } = await workflowRepo.ticketHistories(db, [...new Set([...moved, ...candidates])])
    const report = repairWorkflowReport({
      tickets,
      events,
      statuses,
      fromMs: Date.parse(range.from),
      toMs: Date.parse(range.to),
      nowMs: now,
      measure: openMinutesMeasure(hours, timeZone),
      currentCounts,
    })
    return {
      ref: reference(auth, REF_PREFIX.repairWorkflow, range, timeZone, now),
      openingHours: hours.length > 0,
      ...report,
    }
  }

  /** Store credit and gift cards in the period and what is owed now (issue 31, item 6). Cents. */
  async function storedValue(auth: Auth, request: PeriodRequest) {
    const now = clock.now()
    const timeZone = await timezone()
    const range = reportRange(request, now, timeZone)
    return {
      ref: reference(auth, REF_PREFIX.storedValue, range, timeZone, now),
      ...(await storedValueRepo.storedValueFigures(db, range)),
    }
  }

  async function repairChart(request: PeriodRequest) {
    const timeZone = await timezone()
    const { first, last } = reportDays(request, clock.now(), timeZone)
    const { unit, buckets } = chartBuckets(first, last, timeZone)
    const totals: incomeRepo.RepairTotals[] = []
    for (const [index, group] of groupBuckets(buckets, REPORT_PIECE_MS).entries()) {
      if (index > 0) await yieldToOthers()
      totals.push(...(await incomeRepo.repairTotalsByBucket(db, group.buckets)))
    }
    return {
      unit,
      timezone: timeZone,
      buckets: buckets.map((bucket, index) => ({ ...bucket, ...(totals[index] ?? incomeRepo.emptyRepairTotals()) })),
    }
  }

  /** Every repair of the Repairs report as CSV, a page at a time, with a totals row. */
  async function* repairCsv(request: PeriodRequest): AsyncGenerator<string> {
    const timeZone = await timezone()
    const range = reportRange(request, clock.now(), timeZone)
    const localTime = localDateTimeFormatter(timeZone)
    const sums = { charges: 0, taxAmount: 0, totalAmount: 0, prePaid: 0, due: 0 }
    yield (
      CSV_BOM +
      toCsv([['ID', 'Reference', 'Date', 'Customer', 'Device', 'Status', 'Charges', 'Tax', 'Total', 'Prepaid', 'Due']])
    )
    let after: incomeRepo.RepairCursor | null = null
    for (;;) {
      const rows = await incomeRepo.repairRows(db, range, csvPageSize, after)
      if (rows.length > 0) {
        yield toCsv(
          rows.map((row): CsvCell[] => {
            for (const field of ['charges', 'taxAmount', 'totalAmount', 'prePaid', 'due'] as const)
              sums[field] += Number(row[field])
            return [
              row.id,
              { text: row.key },
              localTime(Date.parse(row.created_at)),
              row.name,
              row.deviceName,
              row.status === 1 ? 'Complete' : 'Pending',
              cents(row.charges),
              cents(row.taxAmount),
              cents(row.totalAmount),
              cents(row.prePaid),
              cents(row.due),
            ]
          }),
        )
      }
      const last = rows[rows.length - 1]
      if (!last || rows.length < csvPageSize) break
      after = { created_at: last.created_at, id: last.id }
      await yieldToOthers()
    }
    yield toCsv([
      [
        CSV_TOTALS_LABEL,
        '',
        '',
        '',
        '',
        '',
        { cents: sums.charges },
        { cents: sums.taxAmount },
        { cents: sums.totalAmount },
        { cents: sums.prePaid },
        { cents: sums.due },
      ],
    ])
  }

  /**
   * A report's chart: its days cut into hours, days, weeks or months of the shop's calendar, and the sums
   * of each, grouped by the database a month (REPORT_PIECE_MS) at most per query. Cents.
   */
  async function chart(flag: repo.OrderFlag, request: ReportRequest) {
    const timeZone = await timezone()
    const { first, last } = reportDays(request, clock.now(), timeZone)
    const { unit, buckets } = chartBuckets(first, last, timeZone)
    const totals: repo.OrderTotals[] = []
    for (const [index, group] of groupBuckets(buckets, REPORT_PIECE_MS).entries()) {
      if (index > 0) await yieldToOthers()
      totals.push(...(await repo.orderTotalsByBucket(db, repo.reportScope(flag, request.way), group.buckets)))
    }
    return {
      unit,
      timezone: timeZone,
      buckets: buckets.map((bucket, index) => ({ ...bucket, ...(totals[index] ?? repo.emptyTotals()) })),
    }
  }

  /**
   * Every row of a report as CSV text, a page at a time: the byte order mark and the header first, then
   * the orders newest first, then a totals row summed from the rows written. Yields to the event loop
   * between pages, so a year of orders never holds other requests up.
   */
  async function* csv(flag: repo.OrderFlag, request: ReportRequest): AsyncGenerator<string> {
    const timeZone = await timezone()
    const range = reportRange(request, clock.now(), timeZone)
    const localTime = localDateTimeFormatter(timeZone)
    const columns = csvColumns(flag)
    const totals = columns.map(() => 0)
    yield CSV_BOM + toCsv([columns.map((column) => column.title)])
    let after: repo.RowCursor | null = null
    for (;;) {
      const rows = await repo.orderRows(db, repo.reportScope(flag, request.way), range, csvPageSize, after)
      if (rows.length > 0) {
        yield toCsv(
          rows.map((row) =>
            columns.map((column, index) => {
              const cell = column.cell(row, localTime)
              if (column.total) totals[index] = (totals[index] ?? 0) + totalOf(cell)
              return cell
            }),
          ),
        )
      }
      const last = rows[rows.length - 1]
      if (!last || rows.length < csvPageSize) break
      after = { created_at: last.created_at, id: last.id }
      await yieldToOthers()
    }
    yield toCsv([
      columns.map((column, index): CsvCell => {
        if (index === 0) return CSV_TOTALS_LABEL
        if (column.total === 'cents') return { cents: totals[index] ?? 0 }
        return column.total === 'count' ? (totals[index] ?? 0) : ''
      }),
    ])
  }

  /**
   * What customers owe the shop (receivable) and what it owes its suppliers (payable), now: summed apart,
   * never as one "pending" figure (issue 28), a piece of order ids at a time. Cents.
   */
  async function owed() {
    const totals = { receivable: 0, payable: 0 }
    const last = await repo.lastOrderId(db)
    for (let after = 0; after < last; after += paymentPiece) {
      if (after > 0) await yieldToOthers()
      const piece = await repo.owedTotals(db, after, Math.min(last, after + paymentPiece))
      totals.receivable += piece.receivable
      totals.payable += piece.payable
    }
    return totals
  }

  return {
    clock,
    timezone,

    saleReport,
    incomeOver,
    repairReport,
    repairChart,
    repairWorkflow,
    storedValue,
    repairCsv,
    refundReport: (auth: Auth, request: ReportRequest) => ordersReport(auth, 'refunding', request),
    purchaseReport: (auth: Auth, request: ReportRequest) => ordersReport(auth, 'purchasing', request),
    chart,
    csv,

    async paymentsOverall() {
      const sums = repo.PAYMENT_KINDS.map((kind) => ({ ...kind, count: 0, amount: 0 }))
      const last = await repo.lastOrderId(db)
      for (let after = 0; after < last; after += paymentPiece) {
        if (after > 0) await yieldToOthers()
        for (const entry of sums) {
          const piece = await repo.paymentTotals(db, entry, after, Math.min(last, after + paymentPiece))
          entry.count += piece.count
          entry.amount += piece.amount
        }
      }
      // Buy-backs' payouts are money out with no order (issue 28).
      for (const payout of await buybackRepo.buybackPayoutTotals(db)) {
        const entry = sums.find((kind) => kind.type === payout.type && kind.paid === payout.paid)
        if (entry) {
          entry.count += payout.count
          entry.amount += payout.amount
        }
      }
      // Money received on sales by method: from payments_report_idx alone (0027 added the gateway).
      const received = new Map<string, number>()
      for (let after = 0; after < last; after += paymentPiece) {
        if (after > 0) await yieldToOthers()
        for (const entry of await incomeRepo.receivedByGatewayOfOrders(db, after, Math.min(last, after + paymentPiece)))
          received.set(entry.gateway, (received.get(entry.gateway) ?? 0) + entry.amount)
      }
      // Issue 31, item 5: a repair's money received is its deposit payments, no longer the prePaid figure.
      const repairReceived = await incomeRepo.repairDepositsReceived(db)
      const bills = await incomeRepo.billTotals(db, null)
      const owing = await owed()
      const total = (pick: (entry: (typeof sums)[number]) => boolean, field: 'count' | 'amount') =>
        sums.filter(pick).reduce((sum, entry) => sum + entry[field], 0)
      return {
        debitAmount: total((entry) => entry.type === 'debit' && entry.paid, 'amount'),
        creditAmount: total((entry) => entry.type === 'credit' && entry.paid, 'amount'),
        pendingAmount: total((entry) => !entry.paid, 'amount'),
        receivableAmount: owing.receivable,
        payableAmount: owing.payable,
        paidPayments: total((entry) => entry.paid, 'count'),
        unPaidPayments: total((entry) => !entry.paid, 'count'),
        debitPayments: total((entry) => entry.type === 'debit', 'count'),
        creditPayments: total((entry) => entry.type === 'credit', 'count'),
        receivedByMethod: sortedMethods([...received].map(([gateway, amount]) => ({ gateway, amount }))),
        repairReceived,
        billReceived: bills.totalAmount,
        receivedAmount:
          total((entry) => entry.type === 'credit' && entry.paid, 'amount') + repairReceived + bills.totalAmount,
      }
    },

    /**
     * Tax collected on sales (Live and Due), repairs and bills, paid on purchases and fallen on refunds:
     * of a duration, or all time (from the first to the last order of each kind) without one.
     */
    async taxReport(query: TaxReportQuery = { fromDate: null, endDate: null }) {
      const timeZone = await timezone()
      const period = query.duration ? reportRange({ ...query, duration: query.duration }, clock.now(), timeZone) : null
      const spanOf = async (flag: repo.OrderFlag) => period ?? (await repo.orderTimeSpan(db, flag))
      const sales = await spanOf('salling')
      const live = await totalsOver('salling', 1, sales)
      const due = await totalsOver('salling', 0, sales)
      const purchases = await totalsOver('purchasing', 'all', await spanOf('purchasing'))
      const refunds = await totalsOver('refunding', 'all', await spanOf('refunding'))
      const repairs = await incomeRepo.repairTotals(db, period)
      const bills = await incomeRepo.billTotals(db, period)
      return {
        taxCollection: live.taxAmount,
        taxCollectionDue: due.taxAmount,
        taxOnPurchase: purchases.taxAmount,
        taxFallOnRefund: refunds.taxAmount,
        repairTax: repairs.taxAmount,
        billTax: bills.taxAmount,
        netTaxCollected: live.taxAmount + due.taxAmount + repairs.taxAmount + bills.taxAmount - refunds.taxAmount,
        period,
        timezone: timeZone,
      }
    },

    owed,

    /** Sales of both ways in each range (the dashboard's months). Cents. */
    async salesIn(ranges: readonly InstantRange[]) {
      const result: repo.OrderTotals[] = []
      for (const range of ranges) result.push(await totalsOver('salling', 'all', range))
      return result
    },

    todayAndWeek,

    /** The owner's home (issue 28, item 6): the counts of now and the money of today. Cents. */
    async ownerHome(threshold: number) {
      const { timeZone, date, today } = await todayAndWeek()
      const income = await incomeOver(today)
      const received = sortedMethods(await incomeRepo.receivedByGateway(db, today))
      const open = await incomeRepo.openRepairs(db)
      return {
        date,
        timezone: timeZone,
        netSales: income.netSales,
        income: income.income,
        receivedByMethod: received,
        repairsToday: income.repairs,
        openRepairs: open.count,
        openRepairsDue: open.due,
        owed: await owed(),
        lowStock: await incomeRepo.lowStockCount(db, threshold),
        threshHold: threshold,
        openTillSessions: await incomeRepo.openTillSessions(db),
      }
    },

    /** The top products of the last TRENDING_DAYS days of the shop's calendar, today included. */
    async trendingProducts() {
      const timeZone = await timezone()
      const today = calendarDateAt(clock.now(), timeZone)
      const first = addDays(today, -(TRENDING_DAYS - 1))
      // The whole UTC days of the period come from the per-day counts (0014-maintained-counts); only the
      // partial days at its two ends (the shop's midnight is not UTC's) are summed from the lines.
      const period = daysRange(first, today, timeZone)
      const from = Date.parse(period.from)
      const to = Date.parse(period.to)
      const firstWholeDay = Math.ceil(from / DAY_MS) * DAY_MS
      const endWholeDays = Math.floor(to / DAY_MS) * DAY_MS
      const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10)
      let days: { from: string; to: string } | null = null
      const lineRanges: InstantRange[] = []
      if (firstWholeDay < endWholeDays) {
        days = { from: utcDay(firstWholeDay), to: utcDay(endWholeDays) }
        if (from < firstWholeDay) lineRanges.push({ from: period.from, to: isoAt(firstWholeDay) })
        if (endWholeDays < to) lineRanges.push({ from: isoAt(endWholeDays), to: period.to })
      } else {
        lineRanges.push(period)
      }
      const top = await repo.topNetSold(db, days, lineRanges, TRENDING_LIMIT)
      const names = await repo.productNames(
        db,
        top.map((row) => row.product_id),
      )
      const trending = top.flatMap((row) => {
        const product = names.get(row.product_id)
        return product ? [{ ...row, name: product.name, sku: product.sku }] : []
      })
      return { trending, fromDate: formatCalendarDate(first), endDate: formatCalendarDate(today) }
    },

    async pendingBill(auth: Auth, request: PendingBillRequest) {
      const customers = request.type === 'Customers'
      const id = (customers ? request.customer_id : request.supplier_id) as number
      const person = customers ? await billRepo.findCustomer(db, id) : await billRepo.findSupplier(db, id)
      if (!person) {
        throw customers
          ? ValidationError.field('customer_id', REPORT_MESSAGES.unknownCustomer)
          : ValidationError.field('supplier_id', REPORT_MESSAGES.unknownSupplier)
      }
      const orders = await billRepo.personOrders(db, customers ? 'customer_id' : 'supplier_id', id)
      const now = clock.now()
      const timeZone = await timezone()
      const list = orders.unpaid.map((row) => ({ ...row, due: row.totalAmount - row.refunded - row.paid }))
      const name = contactName(person)
      return {
        ref: reference(auth, REF_PREFIX.pending, null, timeZone, now),
        type: request.type,
        person: { id: person.id, name, phone: person.phone, email: person.email },
        list,
        creditAmount: orders.credit,
        debitAmount: orders.debit,
        unPaid: list.length,
        unPaidAmount: list.reduce((sum, row) => sum + row.due, 0),
      }
    },

    stockOverall: () => stockRepo.stockTotals(db),
    stockByWarehouse: () => stockRepo.stockByWarehouse(db),
  }
}

export type ReportsService = ReturnType<typeof createReportsService>

/** The instants a generated report covers (every order report has them). */
function rangeOfRef(ref: RefInfo): InstantRange {
  if (!ref.range) throw new Error('An order report always covers a range')
  return ref.range
}

/** Payment methods, the largest amount first (then by name, so the order is stable). */
function sortedMethods(methods: incomeRepo.MethodSum[]): incomeRepo.MethodSum[] {
  return [...methods].sort((a, b) => b.amount - a.amount || a.gateway.localeCompare(b.gateway))
}

/**
 * Net, not gross (issue 28, item 4): gross sales are the goods before the discount, without tax and
 * shipping (cost + profit + discount, as profit = total - tax - shipping - cost); returns are what refunds
 * gave back for goods without tax (their cost + profit); net sales = gross - discount - returns. Cents.
 */
export function netOf(sales: repo.OrderTotals, returns: incomeRepo.ReturnTotals) {
  const grossSales = sales.cost + sales.profit + sales.discountedAmount
  const returned = returns.cost + returns.profit
  return {
    grossSales,
    discount: sales.discountedAmount,
    returns: returned,
    returnedOrders: returns.orders,
    netSales: grossSales - sales.discountedAmount - returned,
    netProfit: sales.profit - returns.profit,
    netTax: sales.taxAmount - returns.taxAmount,
  }
}

/** The first cell of the last row of every CSV export: the totals of the columns that add up. */
export const CSV_TOTALS_LABEL = 'Total'

/** A column of a CSV export: its title in words, its cell, and whether the totals row sums it. */
interface CsvColumn {
  title: string
  cell: (row: repo.OrderReportRow, localTime: (instant: number) => string) => CsvCell
  total?: 'count' | 'cents'
}

function totalOf(cell: CsvCell): number {
  if (typeof cell === 'number') return cell
  return typeof cell === 'object' && cell !== null && 'cents' in cell ? cell.cents : 0
}

const cents = (value: number | string) => ({ cents: Number(value) })

/**
 * The columns of the sale, refund and purchase exports: titles in words, the transaction number kept as
 * text (csvField's { text }), dates and times in the shop's time zone as YYYY-MM-DD HH:MM:SS and dates
 * without a time (the due date) as YYYY-MM-DD, money as plain decimals.
 */
function csvColumns(flag: repo.OrderFlag): CsvColumn[] {
  const id: CsvColumn = { title: 'ID', cell: (row) => row.id }
  const transaction: CsvColumn = { title: tr('documents:csv.transaction'), cell: (row) => ({ text: row.key }) }
  const date: CsvColumn = {
    title: tr('documents:csv.date'),
    cell: (row, localTime) => localTime(Date.parse(row.created_at)),
  }
  const items: CsvColumn = {
    title: tr('documents:csv.totalItems'),
    cell: (row) => Number(row.totalItems),
    total: 'count',
  }
  const money = (title: string, value: (row: repo.OrderReportRow) => number | string): CsvColumn => ({
    title,
    cell: (row) => cents(value(row)),
    total: 'cents',
  })
  if (flag === 'purchasing') {
    return [
      id,
      transaction,
      { title: tr('documents:csv.reference'), cell: (row) => row.reference },
      { title: tr('documents:csv.supplier'), cell: (row) => supplierName(row) },
      date,
      items,
      money(tr('documents:csv.subtotal'), (row) => row.subTotal),
      { title: tr('documents:csv.discountRate'), cell: (row) => Number(row.discountRate) },
      money(tr('documents:csv.discount'), (row) => row.discountedAmount),
      { title: tr('documents:csv.taxRate'), cell: (row) => Number(row.taxRate) },
      money(tr('documents:csv.tax'), (row) => row.taxAmount),
      money(tr('documents:csv.shipping'), (row) => row.shippingAmount),
      money(tr('documents:csv.totalAmount'), (row) => row.totalAmount),
      money(tr('documents:csv.paid'), (row) => row.paid),
      money(tr('documents:csv.balance'), (row) => Number(row.totalAmount) - Number(row.paid)),
      { title: tr('documents:csv.dueDate'), cell: (row) => row.dueDate ?? '' },
    ]
  }
  return [
    id,
    transaction,
    date,
    items,
    money(tr('documents:csv.cost'), (row) => row.cost),
    money(tr('documents:csv.price'), (row) => Number(row.cost) + Number(row.profit)),
    money(tr('documents:csv.discount'), (row) => row.discountedAmount),
    money(tr('documents:csv.tax'), (row) => row.taxAmount),
    money(tr('documents:csv.profit'), (row) => row.profit),
    money(tr('documents:csv.totalAmount'), (row) => row.totalAmount),
  ]
}

export function supplierName(row: {
  supplierFirstName: string | null
  supplierLastName: string | null
  supplierCompany: string | null
}): string {
  if (row.supplierFirstName === null) return ''
  const person = contactName({ firstName: row.supplierFirstName, lastName: row.supplierLastName })
  return row.supplierCompany ? `${person} (${row.supplierCompany})` : person
}
