import { Readable } from 'node:stream'
import { fromCents } from '@counterpart/domain/money'
import {
  pendingBillRequestSchema,
  reportQuerySchema,
  reportRequestSchema,
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
import { route } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { OrderFlag } from './repository.ts'
import type { ReportsService } from './service.ts'
import { toOrderRow, toPurchaseRow, toRef } from './wire.ts'

// Every route here is gated by `reports`, so the guard has put the signed-in user on the request.
function signedIn(auth: Auth | null): Auth {
  if (!auth) throw new Error('reports routes run only for a signed-in user')
  return auth
}

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

/** Spec 002 §7 Reports. Gate `reports` on every one (spec 002 §6: reports gates all report pages). */
export function reportsRoutes(reports: ReportsService) {
  return [
    route({
      method: 'POST',
      url: '/sale-report',
      gate: 'reports',
      summary: 'Sales of a duration and payment way: totals over every sale, and the newest 1000 as rows',
      body: reportRequestSchema,
      handler: async ({ body, auth }): Promise<SaleReportResponse> => {
        const { ref, totals, rows } = await reports.saleReport(signedIn(auth), body)
        return {
          ref: toRef(ref),
          orders: totals.orders,
          sold: totals.totalItems,
          sales: fromCents(totals.totalAmount),
          cost: fromCents(totals.cost),
          profit: fromCents(totals.profit),
          tax: fromCents(totals.taxAmount),
          discount: fromCents(totals.discountedAmount),
          list: rows.map(toOrderRow),
        }
      },
    }),
    route({
      method: 'POST',
      url: '/refund-report',
      gate: 'reports',
      summary: 'Refunds of a duration and payment way: totals and the newest 1000 as rows',
      body: reportRequestSchema,
      handler: async ({ body, auth }): Promise<RefundReportResponse> => {
        const { ref, totals, rows } = await reports.refundReport(signedIn(auth), body)
        return {
          ref: toRef(ref),
          orders: totals.orders,
          returned: totals.totalItems,
          refunds: fromCents(totals.totalAmount),
          cost: fromCents(totals.cost),
          revertedProfit: fromCents(totals.profit),
          taxFall: fromCents(totals.taxAmount),
          revertedDiscount: fromCents(totals.discountedAmount),
          list: rows.map(toOrderRow),
        }
      },
    }),
    route({
      method: 'POST',
      url: '/purchase-report',
      gate: 'reports',
      summary: 'Purchases of a duration and payment way: totals and the newest 1000 as rows',
      body: reportRequestSchema,
      handler: async ({ body, auth }): Promise<PurchaseReportResponse> => {
        const { ref, totals, rows } = await reports.purchaseReport(signedIn(auth), body)
        return {
          ref: toRef(ref),
          orders: totals.orders,
          purchased: totals.totalItems,
          costAmount: fromCents(totals.totalAmount),
          tax: fromCents(totals.taxAmount),
          discount: fromCents(totals.discountedAmount),
          list: rows.map(toPurchaseRow),
        }
      },
    }),
    ...CHARTS.map((entry) =>
      route({
        method: 'POST',
        url: entry.url,
        gate: 'reports',
        summary: `The report's ${entry.what} summed per hour, day, week or month of the shop's calendar, for its chart`,
        body: reportRequestSchema,
        handler: async ({ body }): Promise<ReportChartResponse> => {
          const { unit, timezone, buckets } = await reports.chart(entry.flag, body)
          return {
            unit,
            timezone,
            buckets: buckets.map((bucket) => ({
              start: bucket.start,
              from: bucket.from,
              to: bucket.to,
              orders: bucket.orders,
              totalItems: bucket.totalItems,
              totalAmount: fromCents(bucket.totalAmount),
              cost: fromCents(bucket.cost),
              profit: fromCents(bucket.profit),
              taxAmount: fromCents(bucket.taxAmount),
              discountedAmount: fromCents(bucket.discountedAmount),
            })),
          }
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
        handler: async ({ query, reply }) => {
          const stamp = query.duration === 'period' ? `${query.fromDate}_${query.endDate}` : query.duration
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="${entry.name}-${query.way ? 'live' : 'due'}-${stamp}.csv"`,
            )
            .header('cache-control', 'private, no-store')
          return Readable.from(reports.csv(entry.flag, query))
        },
      }),
    ),
    route({
      method: 'GET',
      url: '/payments-overall',
      gate: 'reports',
      summary: 'Payments of all orders: money in and out, pending, and counts by status and type',
      handler: async (): Promise<PaymentsOverallResponse> => {
        const totals = await reports.paymentsOverall()
        return {
          ...totals,
          debitAmount: fromCents(totals.debitAmount),
          creditAmount: fromCents(totals.creditAmount),
          pendingAmount: fromCents(totals.pendingAmount),
        }
      },
    }),
    route({
      method: 'GET',
      url: '/tax-report',
      gate: 'reports',
      summary: 'Tax collected on sales (Live and Due), paid on purchases and given back on refunds',
      handler: async (): Promise<TaxReportResponse> => {
        const totals = await reports.taxReport()
        return {
          taxCollection: fromCents(totals.taxCollection),
          taxCollectionDue: fromCents(totals.taxCollectionDue),
          taxOnPurchase: fromCents(totals.taxOnPurchase),
          taxFallOnRefund: fromCents(totals.taxFallOnRefund),
        }
      },
    }),
    route({
      method: 'GET',
      url: '/trending-products',
      gate: 'reports',
      summary: 'The 10 products sold most in the last 30 days, net of returns',
      handler: async (): Promise<TrendingProductsResponse> => {
        const { trending, fromDate, endDate } = await reports.trendingProducts()
        return {
          trending: trending.map((row) => ({
            product_id: row.product_id,
            product: { name: row.name, sku: row.sku },
            sold: row.sold,
          })),
          fromDate,
          endDate,
        }
      },
    }),
    route({
      method: 'POST',
      url: '/pending-bill',
      gate: 'reports',
      summary: "A customer's or supplier's orders with something left to pay, and the money each way",
      body: pendingBillRequestSchema,
      handler: async ({ body, auth }): Promise<PendingBillResponse> => {
        const bill = await reports.pendingBill(signedIn(auth), body)
        return {
          ref: toRef(bill.ref),
          type: bill.type,
          person: bill.person,
          list: bill.list.map((row) => ({
            id: row.id,
            key: row.key,
            reference: row.reference,
            created_at: row.created_at,
            dueDate: row.dueDate,
            totalAmount: fromCents(row.totalAmount),
            refunded: fromCents(row.refunded),
            paid: fromCents(row.paid),
            due: fromCents(row.due),
          })),
          creditAmount: fromCents(bill.creditAmount),
          debitAmount: fromCents(bill.debitAmount),
          unPaid: bill.unPaid,
          unPaidAmount: fromCents(bill.unPaidAmount),
        }
      },
    }),
    route({
      method: 'GET',
      url: '/stock-overall',
      gate: 'reports',
      summary: 'Stock on hand and sold across every warehouse, at cost and at price',
      handler: async (): Promise<StockOverallResponse> => {
        const totals = await reports.stockOverall()
        return {
          ...totals,
          costAmount: fromCents(totals.costAmount),
          worthAmount: fromCents(totals.worthAmount),
          salesAmount: fromCents(totals.salesAmount),
        }
      },
    }),
    route({
      method: 'GET',
      url: '/stock-overall/warehouses',
      gate: 'reports',
      summary: 'Stock on hand per warehouse, at cost and at price, the most valuable first (the stock chart)',
      handler: async (): Promise<StockByWarehouseResponse> => {
        const warehouses = await reports.stockByWarehouse()
        return {
          warehouses: warehouses.map((row) => ({
            ...row,
            costAmount: fromCents(row.costAmount),
            worthAmount: fromCents(row.worthAmount),
          })),
        }
      },
    }),
  ]
}
