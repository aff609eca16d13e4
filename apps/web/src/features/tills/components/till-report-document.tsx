import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { hasStoredValue, type TillReport } from '@counterpart/domain/schemas/tills'
import type { ReactNode } from 'react'
import { differenceKind } from '../../../components/cash-difference.tsx'
import { Ltr, ReceiptDivider, ReceiptHeader, ReceiptRow, VendorCredit } from '../../../components/receipt-parts.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'

/** On A4 the facts and the parts sit in two columns, so a label stays near its value. */
const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '8mm', alignItems: 'start' } as const

const DIFFERENCE_WORD = { shortfall: 'Shortfall', overage: 'Overage', balanced: 'Balanced' } as const

/** A titled part of the report; on A4 the parts sit in two columns. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid', mb: 1 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05em', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * An X or Z report on paper (issue 19): the till, who opened and closed it and when, sales, refunds,
 * payments by method, tax by rate, the cash movements, the float, expected and counted cash, the
 * difference and the notes and coins counted. The same figures on an 80 mm roll and on A4.
 */
export function TillReportDocument({ report, wide }: { report: TillReport; wide: boolean }) {
  const { money, dateTime } = useFormatters()
  const title = report.kind === 'Z' ? `Z report No. ${report.number ?? ''}` : 'X report'
  const kind = report.difference === null ? null : differenceKind(report.difference)
  // A blind count's X report has no cash figures to show: the drawer is counted without them (issue 26).
  const cash = (amount: number | null, sign = 1) => (amount === null ? 'Hidden' : money(sign * amount))
  const closing = (
    <Part title="Cash drawer">
      <ReceiptRow label="Opening float" ltr>
        {money(report.openingFloat)}
      </ReceiptRow>
      <ReceiptRow label="Cash sales" ltr>
        {cash(report.cashSales)}
      </ReceiptRow>
      <ReceiptRow label="Cash refunds" ltr>
        {cash(report.cashRefunds, -1)}
      </ReceiptRow>
      <ReceiptRow label="Cash payments" ltr>
        {cash(report.cashPayments)}
      </ReceiptRow>
      {report.cashBuybacks !== undefined && (
        // Absent on a Z closed before buy-backs moved the drawer (issue 28).
        <ReceiptRow label="Cash buy-backs" ltr>
          <span data-testid="report-cash-buybacks">{cash(report.cashBuybacks, -1)}</span>
        </ReceiptRow>
      )}
      {report.cashGiftCards !== undefined && (
        // Absent on a Z closed before gift cards were sold (issue 31).
        <ReceiptRow label="Cash for gift cards" ltr>
          <span data-testid="report-cash-gift-cards">{cash(report.cashGiftCards)}</span>
        </ReceiptRow>
      )}
      <ReceiptRow label="Cash in" ltr>
        {money(report.cashIn)}
      </ReceiptRow>
      <ReceiptRow label="Cash out" ltr>
        {money(-report.cashOut)}
      </ReceiptRow>
      <ReceiptRow label="No sales (drawer opened)" ltr>
        {report.noSales}
      </ReceiptRow>
      <ReceiptDivider />
      <ReceiptRow label="Expected cash" strong ltr>
        <span data-testid="report-expected">{report.blind ? 'Hidden (blind count)' : cash(report.expectedCash)}</span>
      </ReceiptRow>
      {report.countedCash !== null && (
        <ReceiptRow label="Counted cash" strong ltr>
          <span data-testid="report-counted">{money(report.countedCash)}</span>
        </ReceiptRow>
      )}
      {report.difference !== null && kind && (
        <ReceiptRow label={`Difference (${DIFFERENCE_WORD[kind].toLowerCase()})`} strong ltr>
          <span data-testid="report-difference">{money(report.difference)}</span>
        </ReceiptRow>
      )}
    </Part>
  )
  return (
    <Box sx={{ fontSize: wide ? 13 : 12, fontVariantNumeric: 'tabular-nums' }} data-testid="till-report">
      <ReceiptHeader title={title} />
      <Box sx={wide ? TWO_COLUMNS : undefined}>
        <Box>
          <ReceiptRow label="Till">{report.tillName}</ReceiptRow>
          {report.number !== null && (
            <ReceiptRow label="Z number" strong ltr>
              <span data-testid="report-number">{report.number}</span>
            </ReceiptRow>
          )}
          <ReceiptRow label="Session" ltr>
            {report.session_id}
          </ReceiptRow>
        </Box>
        <Box>
          <ReceiptRow label="Opened">
            <Ltr>{dateTime(report.opened_at)}</Ltr> <bdi>{report.openedBy}</bdi>
          </ReceiptRow>
          {report.closed_at && (
            <ReceiptRow label="Closed">
              <Ltr>{dateTime(report.closed_at)}</Ltr> <bdi>{report.closedBy ?? ''}</bdi>
            </ReceiptRow>
          )}
          <ReceiptRow label="Generated" ltr>
            {dateTime(report.generated_at)}
          </ReceiptRow>
        </Box>
      </Box>
      {report.auditHead && (
        // The audit log's head at the close, kept on paper: `npm run audit:verify -- --head seq:hash`.
        <Box data-testid="report-audit-head">
          <ReceiptRow label="Audit log event" ltr>
            {report.auditHead.seq}
          </ReceiptRow>
          <Typography
            component="div"
            dir="ltr"
            sx={{ fontSize: '0.85em', fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'start' }}
          >
            <bdi>{report.auditHead.hash}</bdi>
          </Typography>
        </Box>
      )}
      <ReceiptDivider />
      <Box sx={wide ? TWO_COLUMNS : undefined}>
        <Box>
          <Part title="Sales">
            <ReceiptRow label={`Sales (${report.sales.count})`} ltr>
              {money(report.sales.total)}
            </ReceiptRow>
            <ReceiptRow label={`Refunds (${report.refunds.count})`} ltr>
              {money(-report.refunds.total)}
            </ReceiptRow>
            <ReceiptRow label="Net" strong ltr>
              {money(fromCents(toCents(report.sales.total) - toCents(report.refunds.total)))}
            </ReceiptRow>
            {/* Offline sales that landed in no session (issue 34): shown apart, never in the expected cash. */}
            {report.outsideSession && report.outsideSession.count > 0 && (
              <>
                <ReceiptRow label={`Outside any session (${report.outsideSession.count})`} ltr>
                  {money(report.outsideSession.total)}
                </ReceiptRow>
                <ReceiptRow label="Their cash, not in the expected cash" ltr>
                  {money(report.outsideSession.cash)}
                </ReceiptRow>
              </>
            )}
          </Part>
          <Part title="Payments by method">
            {report.payments.length === 0 && <Typography sx={{ fontSize: 'inherit' }}>None</Typography>}
            {report.payments.map((row) => (
              <ReceiptRow key={row.gateway} label={`${paymentMethodLabel(row.gateway)} (${row.count})`} ltr>
                {money(row.total)}
              </ReceiptRow>
            ))}
          </Part>
          {report.storedValue && hasStoredValue(report.storedValue) && (
            // Issue 31: value the shop owes until it is used; its takings are in the payments above.
            <Part title="Store credit and gift cards">
              <ReceiptRow label="Store credit issued" ltr>
                {money(report.storedValue.creditIssued)}
              </ReceiptRow>
              <ReceiptRow label="Store credit taken as payment" ltr>
                {money(report.storedValue.creditRedeemed)}
              </ReceiptRow>
              <ReceiptRow label="Gift cards sold" ltr>
                {money(report.storedValue.giftCardsIssued)}
              </ReceiptRow>
              <ReceiptRow label="Gift cards taken as payment" ltr>
                {money(report.storedValue.giftCardsRedeemed)}
              </ReceiptRow>
              <ReceiptDivider />
              <ReceiptRow label="Store credit held by customers" strong ltr>
                <span data-testid="report-credit-outstanding">{money(report.storedValue.creditOutstanding)}</span>
              </ReceiptRow>
              <ReceiptRow label="Gift card balances held" strong ltr>
                {money(report.storedValue.giftCardsOutstanding)}
              </ReceiptRow>
            </Part>
          )}
          <Part title="Tax by rate">
            {report.taxes.length === 0 && <Typography sx={{ fontSize: 'inherit' }}>None</Typography>}
            {report.taxes.map((row) => (
              <ReceiptRow key={row.rate} label={`${row.rate}% on ${money(row.taxable)}`} ltr>
                {money(row.tax)}
              </ReceiptRow>
            ))}
          </Part>
        </Box>
        <Box sx={wide ? { border: '1px solid #000', p: '3mm' } : undefined}>
          {closing}
          {report.cashOuts && report.cashOuts.length > 0 && (
            <Part title="Cash out">
              {report.cashOuts.map((row, index) => (
                <ReceiptRow key={index} label={row.reason} ltr>
                  <span data-testid="report-cash-out">{money(-row.amount)}</span>
                </ReceiptRow>
              ))}
            </Part>
          )}
          {report.denominations && report.denominations.length > 0 && (
            <Part title="Notes and coins counted">
              {report.denominations
                .filter((row) => row.count > 0)
                .map((row) => (
                  <ReceiptRow key={row.value} label={`${money(row.value)} × ${row.count}`} ltr>
                    {money(fromCents(toCents(row.value) * row.count))}
                  </ReceiptRow>
                ))}
            </Part>
          )}
        </Box>
      </Box>
      <VendorCredit />
    </Box>
  )
}
