import {
  storedValueReportSchema,
  type StoredValueReportResponse,
} from '@counterpart/domain/schemas/stored-value-report'
import { repairWorkflowReportSchema, type RepairWorkflowReportResponse } from '@counterpart/domain/schemas/repair-board'
import { Readable } from 'node:stream'
import {
  paymentsOverallResponseSchema,
  pendingBillRequestSchema,
  pendingBillResponseSchema,
  purchaseReportResponseSchema,
  refundReportResponseSchema,
  reportChartResponseSchema,
  saleReportResponseSchema,
  stockByWarehouseResponseSchema,
  stockOverallResponseSchema,
  taxReportResponseSchema,
  trendingProductsResponseSchema,
  reportQuerySchema,
  reportRequestSchema,
  periodRequestSchema,
  repairChartResponseSchema,
  repairReportResponseSchema,
  taxReportQuerySchema,
  type RepairChartResponse,
  type RepairReportResponse,
  type PaymentsOverallResponse,
  type PendingBillResponse,
  type PurchaseReportResponse,
  type RefundReportResponse,
  type ReportChartResponse,
  type SaleReportResponse,
  type StockByWarehouseResponse,
  type StockOverallResponse,
  type TaxReportResponse,
  type TrendingProductsResponse,
} from '@counterpart/domain/schemas/reports'
import {
  JOURNAL_QUERY_MESSAGES,
  journalAccountsResponseSchema,
  journalAccountsUpdateSchema,
  journalQuerySchema,
  journalResponseSchema,
  journalZQuerySchema,
  type JournalFormat,
} from '@counterpart/domain/schemas/journal'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import type { FastifyReply } from 'fastify'
import { doneWith, idParams, route, signedInOn } from '../../platform/routes.ts'
import { journalCsv } from './journal-csv.ts'
import type { JournalAnswer, JournalService } from './journal-service.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { OrderFlag } from './repository.ts'
import type { ReportsService } from './service.ts'
import {
  toJournal,
  toChart,
  toPaymentsOverall,
  toPendingBill,
  toPurchaseReport,
  toRef,
  toRefundReport,
  toRepairChart,
  toRepairReport,
  toSaleReport,
  toStockByWarehouse,
  toStockOverall,
  toStoredValueReport,
  toTaxReport,
  toTrending,
} from './wire.ts'

// Every route here is gated by `reports`, so the guard has put the signed-in user on the request.
const signedIn = (auth: Auth | null) => signedInOn('reports routes', auth)

/** The charts of the sale, refund and purchase reports: the same body, the same orders, cut in time. */
const CHARTS: { url: string; flag: OrderFlag; what: string }[] = [
  { url: '/sale-report/chart', flag: 'salling', what: 'sales' },
  { url: '/refund-report/chart', flag: 'refunding', what: 'refunds' },
  { url: '/purchase-report/chart', flag: 'purchasing', what: 'purchases' },
]

const CSV_EXPORTS: { url: string; flag: OrderFlag; name: string }[] = [
  { url: '/sale-report/csv', flag: 'salling', name: 'sale-report' },
  { url: '/refund-report/csv', flag: 'refunding', name: 'refund-report' },
  { url: '/purchase-report/csv', flag: 'purchasing', name: 'purchase-report' },
]

const WAY_NAMES = { 1: 'live', 0: 'due', all: 'all' } as const

/** Spec 002 §7 Reports. Gate `reports` on every one (spec 002 §6: reports gates all report pages). */
export function reportsRoutes(reports: ReportsService) {
  return [
    route({
      method: 'POST',
      url: '/sale-report',
      readOnly: true,
      gate: 'reports',
      summary: 'Sales of a duration and payment way: totals over every sale, and the newest 1000 as rows',
      body: reportRequestSchema,
      response: saleReportResponseSchema,
      handler: async ({ body, auth }): Promise<SaleReportResponse> => {
        return toSaleReport(await reports.saleReport(signedIn(auth), body))
      },
    }),
    route({
      method: 'POST',
      url: '/refund-report',
      readOnly: true,
      gate: 'reports',
      summary: 'Refunds of a duration and payment way: totals and the newest 1000 as rows',
      body: reportRequestSchema,
      response: refundReportResponseSchema,
      handler: async ({ body, auth }): Promise<RefundReportResponse> => {
        return toRefundReport(await reports.refundReport(signedIn(auth), body))
      },
    }),
    route({
      method: 'POST',
      url: '/purchase-report',
      readOnly: true,
      gate: 'reports',
      summary:
        'Purchases of a duration and payment way (Due: those with a balance left), with paid and balance: totals and the newest 1000 as rows',
      body: reportRequestSchema,
      response: purchaseReportResponseSchema,
      handler: async ({ body, auth }): Promise<PurchaseReportResponse> => {
        return toPurchaseReport(await reports.purchaseReport(signedIn(auth), body))
      },
    }),
    ...CHARTS.map((entry) =>
      route({
        method: 'POST',
        url: entry.url,
        readOnly: true,
        gate: 'reports',
        summary: `The report's ${entry.what} summed per hour, day, week or month of the shop's calendar, for its chart`,
        body: reportRequestSchema,
        response: reportChartResponseSchema,
        handler: async ({ body }): Promise<ReportChartResponse> => {
          return toChart(await reports.chart(entry.flag, body))
        },
      }),
    ),
    ...CSV_EXPORTS.map((entry) =>
      route({
        method: 'GET',
        url: entry.url,
        gate: 'reports',
        summary: `Every row of the ${entry.name.replace('-', ' ')} as CSV (same fields as the report, as a query)`,
        query: reportQuerySchema,
        response: { file: ['text/csv'] },
        handler: async ({ query, reply }) => {
          const stamp = query.duration === 'period' ? `${query.fromDate}_${query.endDate}` : query.duration
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${entry.name}-${WAY_NAMES[query.way]}-${stamp}.csv"`)
            .header('cache-control', 'private, no-store')
          return Readable.from(reports.csv(entry.flag, query))
        },
      }),
    ),
    route({
      method: 'GET',
      url: '/payments-overall',
      gate: 'reports',
      summary:
        'Payments of all orders: money in and out, what customers owe and what the shop owes its suppliers (and both as pending), counts by status and type',
      response: paymentsOverallResponseSchema,
      handler: async (): Promise<PaymentsOverallResponse> => {
        return toPaymentsOverall(await reports.paymentsOverall())
      },
    }),
    route({
      method: 'GET',
      url: '/tax-report',
      gate: 'reports',
      summary:
        'Tax collected on sales (Live and Due), repairs and bills, paid on purchases and given back on refunds: all time, or of a duration',
      query: taxReportQuerySchema,
      response: taxReportResponseSchema,
      handler: async ({ query }): Promise<TaxReportResponse> => {
        return toTaxReport(await reports.taxReport(query))
      },
    }),
    route({
      method: 'POST',
      url: '/repair-report',
      readOnly: true,
      gate: 'reports',
      summary:
        'Repairs booked in a duration (income, tax, prepaid, due, average ticket) and the open tickets now, with the newest 1000 as rows',
      body: periodRequestSchema,
      response: repairReportResponseSchema,
      handler: async ({ body, auth }): Promise<RepairReportResponse> => {
        return toRepairReport(await reports.repairReport(signedIn(auth), body))
      },
    }),
    route({
      method: 'POST',
      url: '/repair-report/workflow',
      readOnly: true,
      gate: 'reports',
      summary:
        "Repair turnaround (created → ready, ready → collected) per technician and device model, time per status and the tickets overdue now, from the tickets' histories within the shop's opening hours",
      body: periodRequestSchema,
      response: repairWorkflowReportSchema,
      handler: async ({ body, auth }): Promise<RepairWorkflowReportResponse> => {
        const { ref, ...report } = await reports.repairWorkflow(signedIn(auth), body)
        return { ref: toRef(ref), ...report }
      },
    }),
    route({
      method: 'POST',
      url: '/stored-value-report',
      readOnly: true,
      gate: 'reports',
      summary:
        'Store credit and gift cards in a period (given, sold, used as payment, expired, corrected) from their ledgers, and what customers and cards hold now',
      body: periodRequestSchema,
      response: storedValueReportSchema,
      handler: async ({ body, auth }): Promise<StoredValueReportResponse> =>
        toStoredValueReport(await reports.storedValue(signedIn(auth), body)),
    }),
    route({
      method: 'POST',
      url: '/repair-report/chart',
      readOnly: true,
      gate: 'reports',
      summary: "The Repairs report's income summed per hour, day, week or month of the shop's calendar",
      body: periodRequestSchema,
      response: repairChartResponseSchema,
      handler: async ({ body }): Promise<RepairChartResponse> => {
        return toRepairChart(await reports.repairChart(body))
      },
    }),
    route({
      method: 'GET',
      url: '/repair-report/csv',
      gate: 'reports',
      summary: 'Every repair of the Repairs report as CSV (same fields as the report, as a query)',
      query: periodRequestSchema,
      response: { file: ['text/csv'] },
      handler: async ({ query, reply }) => {
        const stamp = query.duration === 'period' ? `${query.fromDate}_${query.endDate}` : query.duration
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="repair-report-${stamp}.csv"`)
          .header('cache-control', 'private, no-store')
        return Readable.from(reports.repairCsv(query))
      },
    }),
    route({
      method: 'GET',
      url: '/trending-products',
      gate: 'reports',
      summary: 'The 10 products sold most in the last 30 days, net of returns',
      response: trendingProductsResponseSchema,
      handler: async (): Promise<TrendingProductsResponse> => {
        return toTrending(await reports.trendingProducts())
      },
    }),
    route({
      method: 'POST',
      url: '/pending-bill',
      readOnly: true,
      gate: 'reports',
      summary: "A customer's or supplier's orders with something left to pay, and the money each way",
      body: pendingBillRequestSchema,
      response: pendingBillResponseSchema,
      handler: async ({ body, auth }): Promise<PendingBillResponse> => {
        return toPendingBill(await reports.pendingBill(signedIn(auth), body))
      },
    }),
    route({
      method: 'GET',
      url: '/stock-overall',
      gate: 'reports',
      summary: 'Stock on hand and sold across every warehouse, at cost and at price',
      response: stockOverallResponseSchema,
      handler: async (): Promise<StockOverallResponse> => {
        return toStockOverall(await reports.stockOverall())
      },
    }),
    route({
      method: 'GET',
      url: '/stock-overall/warehouses',
      gate: 'reports',
      summary: 'Stock on hand per warehouse, at cost and at price, the most valuable first (the stock chart)',
      response: stockByWarehouseResponseSchema,
      handler: async (): Promise<StockByWarehouseResponse> => {
        return toStockByWarehouse(await reports.stockByWarehouse())
      },
    }),
  ]
}

/** Sends the journal as JSON or, as the query's format asks, as one of its CSV files. */
function sendJournal(reply: FastifyReply, answer: JournalAnswer, format: JournalFormat, filename: string) {
  if (format === 'json') return toJournal(answer)
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}-${format}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(journalCsv(answer.lines, format, answer.options))
}

/** The accountant's journal and its account map (issue 31, item 7; docs/money.md). */
export function journalRoutes(journal: JournalService) {
  return [
    route({
      method: 'GET',
      url: '/reports/journal',
      gate: 'journalExport',
      summary:
        "The accountant's journal of the shop's days from and to: balanced lines per document, as JSON or CSV (plain, Xero, QuickBooks Online)",
      query: journalQuerySchema,
      response: journalResponseSchema,
      files: ['text/csv'],
      handler: async ({ query, reply }) =>
        sendJournal(
          reply,
          await journal.range(query.from, query.to),
          query.format,
          `journal-${query.from}_${query.to}`,
        ),
    }),
    route({
      method: 'GET',
      url: '/reports/journal/z/:id',
      gate: 'journalExport',
      summary: "A closed till session's journal, as it was written at its Z report (never changed after)",
      params: idParams,
      query: journalZQuerySchema,
      response: journalResponseSchema,
      files: ['text/csv'],
      handler: async ({ params, query, reply }) =>
        sendJournal(reply, await journal.session(params.id), query.format, `journal-session-${params.id}`),
    }),
    route({
      method: 'GET',
      url: '/journal-accounts',
      gate: 'accountsManage',
      summary:
        'The account of each journal role (payment methods, categories, tax rates, liabilities …) and its default',
      response: journalAccountsResponseSchema,
      handler: () => journal.accounts(),
    }),
    route({
      method: 'POST',
      url: '/journal-accounts',
      gate: 'accountsManage',
      summary: 'Maps journal roles to accounts (an empty code gives a role back its default)',
      body: journalAccountsUpdateSchema,
      response: messageResponseSchema,
      handler: ({ body }) => doneWith(journal.saveAccounts(body), JOURNAL_QUERY_MESSAGES.saved),
    }),
  ]
}
