import { formatCents, type CurrencySettings } from '@counterpart/domain/format'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { PRINT_SLIP_TEXT as TEXT } from '@counterpart/domain/schemas/printing'
import { hasStoredValue, type TillReport } from '@counterpart/domain/schemas/tills'
import { reportAmountInCents } from '../wire.ts'
import type { PrintBlock, PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'

/**
 * An X or Z report on the receipt roll: the figures the browser's till report print view shows, made from
 * the report alone (a Z from its stored document, the same on every reprint). A blind count's X leaves out
 * what the drawer should hold, as the screen does.
 */
export function tillReportDocument(
  report: TillReport,
  shop: { name: string; currency: CurrencySettings },
): PrintDocument {
  // A report's figures are decimals, as the tills service answers them on the wire.
  const money = (amount: number) => formatCents(reportAmountInCents(amount), shop.currency)
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
    ...row('Opening float', report.openingFloat),
    { type: 'row', label: `Sales (${report.sales.count})`, value: money(report.sales.total) },
    { type: 'row', label: `Refunds (${report.refunds.count})`, value: money(report.refunds.total) },
    ...report.payments.map((payment): PrintBlock => ({
      type: 'row',
      label: `${paymentMethodText({ method: true, gateway: payment.gateway })} (${payment.count})`,
      value: money(payment.total),
    })),
    ...report.taxes.flatMap((tax) => [
      ...row(`Taxable ${tax.rate}%`, tax.taxable),
      ...row(`Tax ${tax.rate}%`, tax.tax),
    ]),
    { type: 'rule' },
    ...row('Cash sales', report.cashSales),
    ...row('Cash refunds', report.cashRefunds),
    ...row('Cash payments', report.cashPayments),
    ...row('Cash buy-backs', report.cashBuybacks),
    ...row('Cash for gift cards', report.cashGiftCards),
    ...row('Cash deposits', report.cashDeposits),
    ...row('Cash in', report.cashIn),
    ...row('Cash out', report.cashOut),
    ...(report.cashOuts ?? []).map((out): PrintBlock => ({
      type: 'row',
      label: `  ${out.reason || 'Cash out'}`,
      value: money(out.amount),
    })),
    { type: 'row', label: 'No sales', value: String(report.noSales) },
    ...row('Expected cash', report.expectedCash, true),
    ...row('Counted cash', report.countedCash, true),
    ...row('Difference', report.difference, true),
  )
  if (report.outsideSession && report.outsideSession.count > 0)
    blocks.push(
      { type: 'rule' },
      ...row(`Offline sales outside the session (${report.outsideSession.count})`, report.outsideSession.total),
      ...row('Offline cash outside the session', report.outsideSession.cash),
    )
  const stored = report.storedValue
  if (stored && hasStoredValue(stored))
    blocks.push(
      { type: 'rule' },
      ...row('Store credit issued', stored.creditIssued),
      ...row('Store credit taken as payment', stored.creditRedeemed),
      ...row('Gift cards sold', stored.giftCardsIssued),
      ...row('Gift cards taken as payment', stored.giftCardsRedeemed),
      ...row('Store credit held by customers', stored.creditOutstanding),
      ...row('Gift card balances held', stored.giftCardsOutstanding),
    )
  // The audit log's anchor a Z keeps on paper (issue 34), for `npm run audit:verify -- --head seq:hash`.
  if (report.auditHead)
    blocks.push(
      { type: 'feed', lines: 1 },
      { type: 'text', text: `Audit ${report.auditHead.seq}:${report.auditHead.hash}` },
    )
  return { blocks, cut: true, openDrawer: false }
}
