import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { PRINT_SLIP_TEXT as TEXT, TILL_REPORT_SLIP_TEXT as REPORT } from '@counterpart/domain/schemas/printing'
import { hasStoredValue, type TillReport } from '@counterpart/domain/schemas/tills'
import { reportAmountInCents } from '../wire.ts'
import type { PrintBlock, PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'
import { slipMoney, type SlipCurrency } from './slip-money.ts'

/**
 * An X or Z report on the receipt roll: the figures the browser's till report print view shows, made from
 * the report alone (a Z from its stored document, the same on every reprint). A blind count's X leaves out
 * what the drawer should hold, as the screen does.
 */
export function tillReportDocument(report: TillReport, shop: { name: string; currency: SlipCurrency }): PrintDocument {
  // A report's figures are decimals, as the tills service answers them on the wire.
  const inCents = slipMoney(shop.currency)
  const money = (amount: number) => inCents(reportAmountInCents(amount))
  const row = (label: string, amount: number | null | undefined, bold = false): PrintBlock[] =>
    amount === null || amount === undefined ? [] : [{ type: 'row', label, value: money(amount), bold }]
  const blocks: PrintBlock[] = [
    { type: 'heading', text: shop.name },
    {
      type: 'text',
      text: report.kind === 'Z' ? TEXT.zReport(report.number) : TEXT.xReport,
      align: 'center',
      wide: true,
    },
    { type: 'text', text: printedAt(report.generated_at), align: 'center' },
    { type: 'feed', lines: 1 },
    { type: 'row', label: TEXT.till, value: report.tillName },
    { type: 'row', label: TEXT.openedBy, value: report.openedBy },
    { type: 'row', label: TEXT.openedAt, value: printedAt(report.opened_at) },
  ]
  if (report.closedBy !== null) blocks.push({ type: 'row', label: TEXT.closedBy, value: report.closedBy })
  if (report.closed_at !== null) blocks.push({ type: 'row', label: TEXT.closedAt, value: printedAt(report.closed_at) })
  blocks.push(
    { type: 'rule' },
    ...row(REPORT.openingFloat, report.openingFloat),
    { type: 'row', label: REPORT.sales(report.sales.count), value: money(report.sales.total) },
    { type: 'row', label: REPORT.refunds(report.refunds.count), value: money(report.refunds.total) },
    ...report.payments.map((payment): PrintBlock => ({
      type: 'row',
      label: `${paymentMethodText({ method: true, gateway: payment.gateway })} (${payment.count})`,
      value: money(payment.total),
    })),
    ...report.taxes.flatMap((tax) => [
      ...row(REPORT.taxable(tax.rate), tax.taxable),
      ...row(REPORT.tax(tax.rate), tax.tax),
    ]),
    { type: 'rule' },
    ...row(REPORT.cashSales, report.cashSales),
    ...row(REPORT.cashRefunds, report.cashRefunds),
    ...row(REPORT.cashPayments, report.cashPayments),
    ...row(REPORT.cashBuybacks, report.cashBuybacks),
    ...row(REPORT.cashGiftCards, report.cashGiftCards),
    ...row(REPORT.cashDeposits, report.cashDeposits),
    ...row(REPORT.cashIn, report.cashIn),
    ...row(REPORT.cashOut, report.cashOut),
    ...(report.cashOuts ?? []).map((out): PrintBlock => ({
      type: 'row',
      label: `  ${out.reason || REPORT.cashOut}`,
      value: money(out.amount),
    })),
    { type: 'row', label: REPORT.noSales, value: String(report.noSales) },
    ...row(REPORT.expectedCash, report.expectedCash, true),
    ...row(REPORT.countedCash, report.countedCash, true),
    ...row(REPORT.difference, report.difference, true),
  )
  if (report.outsideSession && report.outsideSession.count > 0)
    blocks.push(
      { type: 'rule' },
      ...row(REPORT.offlineSales(report.outsideSession.count), report.outsideSession.total),
      ...row(REPORT.offlineCash, report.outsideSession.cash),
    )
  const stored = report.storedValue
  if (stored && hasStoredValue(stored))
    blocks.push(
      { type: 'rule' },
      ...row(REPORT.creditIssued, stored.creditIssued),
      ...row(REPORT.creditRedeemed, stored.creditRedeemed),
      ...row(REPORT.giftCardsIssued, stored.giftCardsIssued),
      ...row(REPORT.giftCardsRedeemed, stored.giftCardsRedeemed),
      ...row(REPORT.creditOutstanding, stored.creditOutstanding),
      ...row(REPORT.giftCardsOutstanding, stored.giftCardsOutstanding),
    )
  // The audit log's anchor a Z keeps on paper (issue 34), for `npm run audit:verify -- --head seq:hash`.
  if (report.auditHead)
    blocks.push(
      { type: 'feed', lines: 1 },
      { type: 'text', text: REPORT.auditHead(report.auditHead.seq, report.auditHead.hash) },
    )
  return { blocks, cut: true, openDrawer: false }
}
