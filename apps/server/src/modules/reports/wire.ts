import type { StoredValueReportResponse } from '@counterpart/domain/schemas/stored-value-report'
import { fromCents } from '@counterpart/domain/money'
import type {
  MethodAmount,
  PaymentsOverallResponse,
  RepairChartResponse,
  RepairReportResponse,
  PendingBillResponse,
  PurchaseReportResponse,
  PurchaseReportRow,
  RefundReportResponse,
  ReportChartResponse,
  ReportOrderRow,
  ReportRef,
  SaleReportResponse,
  StockByWarehouseResponse,
  StockOverallResponse,
  TaxReportResponse,
  TrendingProductsResponse,
} from '@counterpart/domain/schemas/reports'
import { journalTotals } from '@counterpart/domain/journal'
import type { JournalResponse } from '@counterpart/domain/schemas/journal'
import type { MethodSum } from './income-repository.ts'
import type { JournalAnswer } from './journal-service.ts'
import type { OrderReportRow } from './repository.ts'
import { supplierName, type RefInfo, type ReportsService } from './service.ts'

/** Cents from the service to decimals on the wire; only the fields the spec names leave the server. */

export function toRef(ref: RefInfo): ReportRef {
  return {
    time: ref.time,
    by: ref.by,
    barcode: ref.barcode,
    key: ref.key,
    from: ref.range?.from ?? null,
    to: ref.range?.to ?? null,
    timezone: ref.timezone,
  }
}

export function toOrderRow(row: OrderReportRow): ReportOrderRow {
  const cost = Number(row.cost)
  const profit = Number(row.profit)
  return {
    id: row.id,
    barcode: row.key,
    created_at: row.created_at,
    totalItems: Number(row.totalItems),
    cost: fromCents(cost),
    price: fromCents(cost + profit),
    discountedAmount: fromCents(Number(row.discountedAmount)),
    taxAmount: fromCents(Number(row.taxAmount)),
    profit: fromCents(profit),
    totalAmount: fromCents(Number(row.totalAmount)),
  }
}

export function toPurchaseRow(row: OrderReportRow): PurchaseReportRow {
  return {
    id: row.id,
    barcode: row.key,
    reference: row.reference,
    supplier: supplierName(row),
    created_at: row.created_at,
    totalItems: Number(row.totalItems),
    subTotal: fromCents(Number(row.subTotal)),
    taxRate: Number(row.taxRate),
    taxAmount: fromCents(Number(row.taxAmount)),
    discountRate: Number(row.discountRate),
    discountedAmount: fromCents(Number(row.discountedAmount)),
    shippingAmount: fromCents(Number(row.shippingAmount)),
    totalAmount: fromCents(Number(row.totalAmount)),
    dueDate: row.dueDate,
    paid: fromCents(Number(row.paid)),
    balance: fromCents(Number(row.totalAmount) - Number(row.paid)),
  }
}

type Answers = {
  [K in keyof ReportsService]: ReportsService[K] extends (...args: never[]) => Promise<infer T> ? T : never
}
type Answer<K extends keyof Answers> = Answers[K]

export function toMethods(methods: readonly MethodSum[]): MethodAmount[] {
  return methods.map((entry) => ({ gateway: entry.gateway, amount: fromCents(entry.amount) }))
}

export function toSaleReport({ ref, totals, rows, net, byMethod, onCredit }: Answer<'saleReport'>): SaleReportResponse {
  return {
    ref: toRef(ref),
    orders: totals.orders,
    sold: totals.totalItems,
    sales: fromCents(totals.totalAmount),
    cost: fromCents(totals.cost),
    profit: fromCents(totals.profit),
    tax: fromCents(totals.taxAmount),
    discount: fromCents(totals.discountedAmount),
    grossSales: fromCents(net.grossSales),
    returns: fromCents(net.returns),
    returnedOrders: net.returnedOrders,
    netSales: fromCents(net.netSales),
    netProfit: fromCents(net.netProfit),
    netTax: fromCents(net.netTax),
    byMethod: toMethods(byMethod),
    onCredit: fromCents(onCredit),
    list: rows.map(toOrderRow),
  }
}

export function toRefundReport({ ref, totals, rows }: Answer<'refundReport'>): RefundReportResponse {
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
}

export function toPurchaseReport({ ref, totals, rows }: Answer<'purchaseReport'>): PurchaseReportResponse {
  return {
    ref: toRef(ref),
    orders: totals.orders,
    purchased: totals.totalItems,
    costAmount: fromCents(totals.totalAmount),
    tax: fromCents(totals.taxAmount),
    discount: fromCents(totals.discountedAmount),
    paid: fromCents(totals.paid),
    balance: fromCents(totals.totalAmount - totals.paid),
    list: rows.map(toPurchaseRow),
  }
}

export function toChart({ unit, timezone, buckets }: Answer<'chart'>): ReportChartResponse {
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
}

export function toPaymentsOverall(totals: Answer<'paymentsOverall'>): PaymentsOverallResponse {
  return {
    ...totals,
    debitAmount: fromCents(totals.debitAmount),
    creditAmount: fromCents(totals.creditAmount),
    pendingAmount: fromCents(totals.pendingAmount),
    receivableAmount: fromCents(totals.receivableAmount),
    payableAmount: fromCents(totals.payableAmount),
    receivedByMethod: toMethods(totals.receivedByMethod),
    repairReceived: fromCents(totals.repairReceived),
    billReceived: fromCents(totals.billReceived),
    receivedAmount: fromCents(totals.receivedAmount),
  }
}

export function toTaxReport(totals: Answer<'taxReport'>): TaxReportResponse {
  return {
    taxCollection: fromCents(totals.taxCollection),
    taxCollectionDue: fromCents(totals.taxCollectionDue),
    taxOnPurchase: fromCents(totals.taxOnPurchase),
    taxFallOnRefund: fromCents(totals.taxFallOnRefund),
    repairTax: fromCents(totals.repairTax),
    billTax: fromCents(totals.billTax),
    netTaxCollected: fromCents(totals.netTaxCollected),
    from: totals.period?.from ?? null,
    to: totals.period?.to ?? null,
    timezone: totals.timezone,
  }
}

export function toRepairReport(report: Answer<'repairReport'>): RepairReportResponse {
  const { totals } = report
  return {
    ref: toRef(report.ref),
    repairs: totals.repairs,
    charges: fromCents(totals.charges),
    tax: fromCents(totals.taxAmount),
    totalAmount: fromCents(totals.totalAmount),
    prePaid: fromCents(totals.prePaid),
    due: fromCents(totals.due),
    averageTicket: fromCents(report.averageTicket),
    openTickets: report.open.count,
    openDue: fromCents(report.open.due),
    list: report.rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      deviceName: row.deviceName,
      status: Number(row.status),
      created_at: row.created_at,
      charges: fromCents(Number(row.charges)),
      taxAmount: fromCents(Number(row.taxAmount)),
      totalAmount: fromCents(Number(row.totalAmount)),
      prePaid: fromCents(Number(row.prePaid)),
      due: fromCents(Number(row.due)),
    })),
  }
}

export function toRepairChart({ unit, timezone, buckets }: Answer<'repairChart'>): RepairChartResponse {
  return {
    unit,
    timezone,
    buckets: buckets.map((bucket) => ({
      start: bucket.start,
      from: bucket.from,
      to: bucket.to,
      repairs: bucket.repairs,
      charges: fromCents(bucket.charges),
      taxAmount: fromCents(bucket.taxAmount),
      totalAmount: fromCents(bucket.totalAmount),
    })),
  }
}

export function toTrending({ trending, fromDate, endDate }: Answer<'trendingProducts'>): TrendingProductsResponse {
  return {
    trending: trending.map((row) => ({
      product_id: row.product_id,
      product: { name: row.name, sku: row.sku },
      sold: row.sold,
    })),
    fromDate,
    endDate,
  }
}

export function toPendingBill(bill: Answer<'pendingBill'>): PendingBillResponse {
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
}

export function toStockOverall(totals: Answer<'stockOverall'>): StockOverallResponse {
  return {
    ...totals,
    costAmount: fromCents(totals.costAmount),
    worthAmount: fromCents(totals.worthAmount),
    salesAmount: fromCents(totals.salesAmount),
  }
}

export function toStockByWarehouse(warehouses: Answer<'stockByWarehouse'>): StockByWarehouseResponse {
  return {
    warehouses: warehouses.map((row) => ({
      ...row,
      costAmount: fromCents(row.costAmount),
      worthAmount: fromCents(row.worthAmount),
    })),
  }
}

/** The accountant's journal (issue 31, item 7): its lines' cents as decimals, with the totals. */
export function toJournal(answer: JournalAnswer): JournalResponse {
  const totals = journalTotals(answer.lines)
  return {
    from: answer.from,
    to: answer.to,
    session_id: answer.session_id,
    frozen_at: answer.frozen_at,
    lines: answer.lines.map((line) => ({ ...line, debit: fromCents(line.debit), credit: fromCents(line.credit) })),
    totals: { debit: fromCents(totals.debit), credit: fromCents(totals.credit) },
  }
}

/** The stored-value report in decimals (issue 31, item 6). */
export function toStoredValueReport(report: Answer<'storedValue'>): StoredValueReportResponse {
  const decimals = <T extends Record<string, number>>(figures: T, counts: readonly (keyof T)[]) =>
    Object.fromEntries(
      Object.entries(figures).map(([key, value]) => [key, counts.includes(key) ? value : fromCents(value)]),
    ) as T
  return {
    ref: toRef(report.ref),
    credit: decimals(report.credit, ['holders']),
    giftCards: decimals(report.giftCards, ['holders']),
  }
}
