import { CSV_BOM, toCsv, type CsvCell } from '@counterpart/domain/pricing/csv'
import { hasStoredValue, type TillReport } from '@counterpart/domain/schemas/tills'
import { amountInCents } from './wire.ts'

/**
 * An X or Z report as CSV, one figure a row (figure, detail, count, amount). It is made from the report
 * alone, so a Z's CSV, made from its stored document, is the same file every time it is exported.
 */
export function tillReportCsv(report: TillReport): string {
  const money = (amount: number | null): CsvCell => (amount === null ? null : { cents: amountInCents(amount) })
  const rows: CsvCell[][] = [
    ['Figure', 'Detail', 'Count', 'Amount'],
    ['Report', report.kind === 'Z' ? 'Z report' : 'X report', null, null],
    ['Z number', report.number === null ? null : { text: String(report.number) }, null, null],
    ['Till', report.tillName, null, null],
    ['Session', { text: String(report.session_id) }, null, null],
    ['Opened by', report.openedBy, null, null],
    ['Opened at', report.opened_at, null, null],
    ['Closed by', report.closedBy, null, null],
    ['Closed at', report.closed_at, null, null],
    ['Generated at', report.generated_at, null, null],
    ['Opening float', null, null, money(report.openingFloat)],
    ['Sales', null, report.sales.count, money(report.sales.total)],
    ['Refunds', null, report.refunds.count, money(report.refunds.total)],
    ...report.payments.map((row): CsvCell[] => ['Payments', row.gateway, row.count, money(row.total)]),
    ...report.taxes.flatMap((row): CsvCell[][] => [
      ['Taxable', `${row.rate}%`, null, money(row.taxable)],
      ['Tax', `${row.rate}%`, null, money(row.tax)],
    ]),
    ['Cash sales', null, null, money(report.cashSales)],
    ['Cash refunds', null, null, money(report.cashRefunds)],
    ['Cash payments', null, null, money(report.cashPayments)],
    // Absent on a Z closed before buy-backs moved the drawer (issue 28).
    ...(report.cashBuybacks === undefined ? [] : [['Cash buy-backs', null, null, money(report.cashBuybacks)]]),
    // Absent on a Z closed before gift cards were sold (issue 31).
    ...(report.cashGiftCards === undefined ? [] : [['Cash for gift cards', null, null, money(report.cashGiftCards)]]),
    ['Cash in', null, null, money(report.cashIn)],
    ['Cash out', null, null, money(report.cashOut)],
    // Each cash out with its reason, as the printed report lists them (issue 26).
    ...(report.cashOuts ?? []).map((row): CsvCell[] => ['Cash out', row.reason, null, money(row.amount)]),
    ['No sales', null, report.noSales, null],
    ['Expected cash', null, null, money(report.expectedCash)],
    ...(report.denominations ?? []).map((row): CsvCell[] => [
      'Counted',
      { cents: amountInCents(row.value) },
      row.count,
      { cents: amountInCents(row.value) * row.count },
    ]),
    ['Counted cash', null, null, money(report.countedCash)],
    ['Difference', null, null, money(report.difference)],
    // Offline sales of the till that landed in no session (issue 34): apart from the expected cash.
    ...(report.outsideSession && report.outsideSession.count > 0
      ? [
          ['Offline sales outside the session', null, report.outsideSession.count, money(report.outsideSession.total)],
          ['Offline cash outside the session', null, null, money(report.outsideSession.cash)],
        ]
      : []),
    // Store credit and gift cards (issue 31): shown once the shop has any.
    ...(report.storedValue && hasStoredValue(report.storedValue)
      ? [
          ['Store credit issued', null, null, money(report.storedValue.creditIssued)],
          ['Store credit taken as payment', null, null, money(report.storedValue.creditRedeemed)],
          ['Gift cards sold', null, null, money(report.storedValue.giftCardsIssued)],
          ['Gift cards taken as payment', null, null, money(report.storedValue.giftCardsRedeemed)],
          ['Store credit held by customers', 'at the report', null, money(report.storedValue.creditOutstanding)],
          ['Gift card balances held', 'at the report', null, money(report.storedValue.giftCardsOutstanding)],
        ]
      : []),
    // The audit log's anchor a Z keeps on paper (issue 34), for `npm run audit:verify -- --head seq:hash`.
    ...(report.auditHead
      ? [['Audit log anchor', { text: `${report.auditHead.seq}:${report.auditHead.hash}` }, null, null]]
      : []),
  ]
  return CSV_BOM + toCsv(rows)
}
