import { tr } from '@counterpart/domain/i18n/translate'
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
 * totals row under every list. downloadCsv adds the byte order mark. The titles are in the reader's language,
 * the same words the report shows on screen.
 */
export type CsvRows = CsvCell[][]

/** The first cell of the totals row, as in the server's exports. */
const totalsLabel = () => tr('reports:csv.total')
const figureAndValue = () => [tr('reports:csv.figure'), tr('reports:csv.value')]

const money = (amount: number): CsvCell => ({ cents: toCents(amount) })

export function stockOverallCsv(data: StockOverallResponse): CsvRows {
  return [
    figureAndValue(),
    [tr('reports:stock.costAmount'), money(data.costAmount)],
    [tr('reports:stock.worthAmount'), money(data.worthAmount)],
    [tr('reports:stock.salesAmount'), money(data.salesAmount)],
    [tr('reports:stock.sold'), data.sold],
    [tr('reports:stock.quantity'), data.quantity],
    [tr('reports:stock.soldStock'), data.soldStock],
    [tr('reports:stock.unSoldStock'), data.unSoldStock],
  ]
}

export const receivedOnSalesLabel = (gateway: string) =>
  tr('reports:payments.receivedOnSales', { method: paymentMethodLabel(gateway) })

export function paymentsCsv(data: PaymentsOverallResponse): CsvRows {
  return [
    figureAndValue(),
    [tr('reports:payments.receivedCredit'), money(data.creditAmount)],
    ...data.receivedByMethod.map((entry): CsvCell[] => [receivedOnSalesLabel(entry.gateway), money(entry.amount)]),
    // Money received outside sales: a repair records only its prepaid amount, a bill only its total.
    [tr('reports:payments.repairsReceived'), money(data.repairReceived)],
    [tr('reports:payments.billsReceived'), money(data.billReceived)],
    [tr('reports:payments.totalReceived'), money(data.receivedAmount)],
    [tr('reports:payments.paidOutDebit'), money(data.debitAmount)],
    [OWED_LABELS.receivable, money(data.receivableAmount)],
    [OWED_LABELS.payable, money(data.payableAmount)],
    [tr('reports:payments.paidPayments'), data.paidPayments],
    [tr('reports:payments.unpaidPayments'), data.unPaidPayments],
    [tr('reports:payments.creditPayments'), data.creditPayments],
    [tr('reports:payments.debitPayments'), data.debitPayments],
  ]
}

export function taxCsv(data: TaxReportResponse): CsvRows {
  return [
    figureAndValue(),
    [tr('reports:tax.netCollected'), money(data.netTaxCollected)],
    [tr('reports:tax.liveSales'), money(data.taxCollection)],
    [tr('reports:tax.dueSales'), money(data.taxCollectionDue)],
    [tr('reports:tax.repairs'), money(data.repairTax)],
    [tr('reports:tax.bills'), money(data.billTax)],
    [tr('reports:tax.fallen'), money(data.taxFallOnRefund)],
    [tr('reports:tax.purchases'), money(data.taxOnPurchase)],
  ]
}

export function topProductsCsv(data: TrendingProductsResponse): CsvRows {
  return [
    [
      tr('reports:topProducts.csv.rank'),
      tr('reports:topProducts.csv.productId'),
      tr('reports:topProducts.csv.product'),
      'SKU',
      tr('reports:topProducts.csv.sold'),
    ],
    ...data.trending.map((row, index) => [index + 1, row.product_id, row.product.name, row.product.sku, row.sold]),
    [totalsLabel(), '', '', '', data.trending.reduce((sum, row) => sum + row.sold, 0)],
  ]
}

export function pendingBillsCsv(data: PendingBillResponse, timeZone: string): CsvRows {
  const sum = (pick: (row: PendingBillResponse['list'][number]) => number) =>
    ({ cents: data.list.reduce((total, row) => total + toCents(pick(row)), 0) }) satisfies CsvCell
  return [
    [
      'ID',
      tr('reports:pending.csv.transactionNumber'),
      tr('reports:pending.csv.reference'),
      tr('reports:pending.csv.date'),
      tr('reports:pending.csv.dueDate'),
      tr('reports:pending.csv.totalAmount'),
      tr('reports:pending.csv.refunded'),
      tr('reports:pending.csv.paid'),
      tr('reports:pending.csv.due'),
    ],
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
      totalsLabel(),
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
