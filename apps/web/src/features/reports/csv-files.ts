import { toCents } from '@counterpart/domain/money'
import { localDateTimeText } from '@counterpart/domain/pricing/time-zone'
import { type CsvCell } from '@counterpart/domain/pricing/csv'
import {
  OWED_LABELS,
  paymentMethodLabel,
  type PaymentsOverallResponse,
  type PendingBillResponse,
  type StockOverallResponse,
  type TaxReportResponse,
  type TrendingProductsResponse,
} from '@counterpart/domain/schemas/reports'

/**
 * The rows of the CSV files built in the browser from a report on screen (header first), written like
 * the server's exports (docs/decisions.md, "CSV exports"): titles in words, transaction numbers kept as
 * text, dates and times in the shop's time zone as YYYY-MM-DD HH:MM:SS, money as plain decimals, and a
 * totals row under every list. downloadCsv adds the byte order mark.
 */
export type CsvRows = CsvCell[][]

/** The first cell of the totals row, as in the server's exports. */
export const TOTALS_LABEL = 'Total'

const money = (amount: number): CsvCell => ({ cents: toCents(amount) })

export function stockOverallCsv(data: StockOverallResponse): CsvRows {
  return [
    ['Figure', 'Value'],
    ['Stock at cost', money(data.costAmount)],
    ['Stock at price', money(data.worthAmount)],
    ['Sales from stock', money(data.salesAmount)],
    ['Units sold', data.sold],
    ['Units on hand', data.quantity],
    ['Sold-out stock lines', data.soldStock],
    ['Stock lines on hand', data.unSoldStock],
  ]
}

/** Money received outside sales: a repair records only its prepaid amount, a bill only its total. */
export const REPAIRS_RECEIVED = 'Repairs prepaid (method not recorded)'
export const BILLS_RECEIVED = 'Bills (method not recorded)'
export const TOTAL_RECEIVED = 'Received in all'
export const receivedOnSalesLabel = (gateway: string) => `Received on sales (${paymentMethodLabel(gateway)})`

export function paymentsCsv(data: PaymentsOverallResponse): CsvRows {
  return [
    ['Figure', 'Value'],
    ['Received (credit)', money(data.creditAmount)],
    ...data.receivedByMethod.map((entry): CsvCell[] => [receivedOnSalesLabel(entry.gateway), money(entry.amount)]),
    [REPAIRS_RECEIVED, money(data.repairReceived)],
    [BILLS_RECEIVED, money(data.billReceived)],
    [TOTAL_RECEIVED, money(data.receivedAmount)],
    ['Paid out (debit)', money(data.debitAmount)],
    [OWED_LABELS.receivable, money(data.receivableAmount)],
    [OWED_LABELS.payable, money(data.payableAmount)],
    ['Paid payments', data.paidPayments],
    ['Unpaid payments', data.unPaidPayments],
    ['Credit payments', data.creditPayments],
    ['Debit payments', data.debitPayments],
  ]
}

export function taxCsv(data: TaxReportResponse): CsvRows {
  return [
    ['Figure', 'Value'],
    ['Tax collected (net)', money(data.netTaxCollected)],
    ['Tax collected (Live sales)', money(data.taxCollection)],
    ['Tax on Due sales', money(data.taxCollectionDue)],
    ['Tax on repairs', money(data.repairTax)],
    ['Tax on bills', money(data.billTax)],
    ['Tax fallen on refunds', money(data.taxFallOnRefund)],
    ['Tax on purchases', money(data.taxOnPurchase)],
  ]
}

export function topProductsCsv(data: TrendingProductsResponse): CsvRows {
  return [
    ['Rank', 'Product ID', 'Product', 'SKU', 'Sold'],
    ...data.trending.map((row, index) => [index + 1, row.product_id, row.product.name, row.product.sku, row.sold]),
    [TOTALS_LABEL, '', '', '', data.trending.reduce((sum, row) => sum + row.sold, 0)],
  ]
}

export function pendingBillsCsv(data: PendingBillResponse, timeZone: string): CsvRows {
  const sum = (pick: (row: PendingBillResponse['list'][number]) => number) =>
    ({ cents: data.list.reduce((total, row) => total + toCents(pick(row)), 0) }) satisfies CsvCell
  return [
    ['ID', 'Transaction number', 'Reference', 'Date', 'Due date', 'Total amount', 'Refunded', 'Paid', 'Due'],
    ...data.list.map((row) => [
      row.id,
      { text: row.key },
      row.reference,
      localDateTimeText(Date.parse(row.created_at), timeZone),
      row.dueDate ?? '',
      money(row.totalAmount),
      money(row.refunded),
      money(row.paid),
      money(row.due),
    ]),
    [
      TOTALS_LABEL,
      '',
      '',
      '',
      '',
      sum((row) => row.totalAmount),
      sum((row) => row.refunded),
      sum((row) => row.paid),
      sum((row) => row.due),
    ],
  ]
}
