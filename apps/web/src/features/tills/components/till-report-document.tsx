import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { hasStoredValue, type TillReport } from '@counterpart/domain/schemas/tills'
import type { ReactNode } from 'react'
import { differenceKind } from '../../../components/cash-difference.tsx'
import { Ltr, ReceiptDivider, ReceiptHeader, ReceiptRow, VendorCredit } from '../../../components/receipt-parts.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useTranslation } from 'react-i18next'

/** On A4 the facts and the parts sit in two columns, so a label stays near its value. */
const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '8mm', alignItems: 'start' } as const

const DIFFERENCE_LABEL = {
  shortfall: 'tills:report.differenceShortfall',
  overage: 'tills:report.differenceOverage',
  balanced: 'tills:report.differenceBalanced',
} as const

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
  const { t } = useTranslation('tills')
  const title =
    report.kind === 'Z' ? t('tills:report.zTitle', { number: report.number ?? '' }) : t('tills:report.xTitle')
  const kind = report.difference === null ? null : differenceKind(report.difference)
  // A blind count's X report has no cash figures to show: the drawer is counted without them (issue 26).
  const cash = (amount: number | null, sign = 1) => (amount === null ? t('tills:report.hidden') : money(sign * amount))
  const closing = (
    <Part title={t('tills:report.cashDrawer')}>
      <ReceiptRow label={t('tills:report.openingFloat')} ltr>
        {money(report.openingFloat)}
      </ReceiptRow>
      <ReceiptRow label={t('tills:report.cashSales')} ltr>
        {cash(report.cashSales)}
      </ReceiptRow>
      <ReceiptRow label={t('tills:report.cashRefunds')} ltr>
        {cash(report.cashRefunds, -1)}
      </ReceiptRow>
      <ReceiptRow label={t('tills:report.cashPayments')} ltr>
        {cash(report.cashPayments)}
      </ReceiptRow>
      {report.cashBuybacks !== undefined && (
        // Absent on a Z closed before buy-backs moved the drawer (issue 28).
        <ReceiptRow label={t('tills:report.cashBuybacks')} ltr>
          <span data-testid="report-cash-buybacks">{cash(report.cashBuybacks, -1)}</span>
        </ReceiptRow>
      )}
      {report.cashGiftCards !== undefined && (
        // Absent on a Z closed before gift cards were sold (issue 31).
        <ReceiptRow label={t('tills:report.cashGiftCards')} ltr>
          <span data-testid="report-cash-gift-cards">{cash(report.cashGiftCards)}</span>
        </ReceiptRow>
      )}
      {report.cashDeposits !== undefined && (
        // Repairs' deposits taken less paid back (issue 31); absent on a Z closed before they were money.
        <ReceiptRow label={t('tills:report.cashDeposits')} ltr>
          <span data-testid="report-cash-deposits">{cash(report.cashDeposits)}</span>
        </ReceiptRow>
      )}
      <ReceiptRow label={t('tills:report.cashIn')} ltr>
        {money(report.cashIn)}
      </ReceiptRow>
      <ReceiptRow label={t('tills:report.cashOut')} ltr>
        {money(-report.cashOut)}
      </ReceiptRow>
      <ReceiptRow label={t('tills:report.noSales')} ltr>
        {report.noSales}
      </ReceiptRow>
      <ReceiptDivider />
      <ReceiptRow label={t('tills:report.expectedCash')} strong ltr>
        <span data-testid="report-expected">
          {report.blind ? t('tills:report.hiddenBlind') : cash(report.expectedCash)}
        </span>
      </ReceiptRow>
      {report.countedCash !== null && (
        <ReceiptRow label={t('tills:report.countedCash')} strong ltr>
          <span data-testid="report-counted">{money(report.countedCash)}</span>
        </ReceiptRow>
      )}
      {report.difference !== null && kind && (
        <ReceiptRow label={t(DIFFERENCE_LABEL[kind])} strong ltr>
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
          <ReceiptRow label={t('tills:report.till')}>{report.tillName}</ReceiptRow>
          {report.number !== null && (
            <ReceiptRow label={t('tills:report.zNumber')} strong ltr>
              <span data-testid="report-number">{report.number}</span>
            </ReceiptRow>
          )}
          <ReceiptRow label={t('tills:report.session')} ltr>
            {report.session_id}
          </ReceiptRow>
        </Box>
        <Box>
          <ReceiptRow label={t('tills:report.opened')}>
            <Ltr>{dateTime(report.opened_at)}</Ltr> <bdi>{report.openedBy}</bdi>
          </ReceiptRow>
          {report.closed_at && (
            <ReceiptRow label={t('tills:report.closed')}>
              <Ltr>{dateTime(report.closed_at)}</Ltr> <bdi>{report.closedBy ?? ''}</bdi>
            </ReceiptRow>
          )}
          <ReceiptRow label={t('tills:report.generated')} ltr>
            {dateTime(report.generated_at)}
          </ReceiptRow>
        </Box>
      </Box>
      {report.auditHead && (
        // The audit log's head at the close, kept on paper: `npm run audit:verify -- --head seq:hash`.
        <Box data-testid="report-audit-head">
          <ReceiptRow label={t('tills:report.auditEvent')} ltr>
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
          <Part title={t('tills:report.sales')}>
            <ReceiptRow label={t('tills:report.salesCount', { count: report.sales.count })} ltr>
              {money(report.sales.total)}
            </ReceiptRow>
            <ReceiptRow label={t('tills:report.refundsCount', { count: report.refunds.count })} ltr>
              {money(-report.refunds.total)}
            </ReceiptRow>
            <ReceiptRow label={t('tills:report.net')} strong ltr>
              {money(fromCents(toCents(report.sales.total) - toCents(report.refunds.total)))}
            </ReceiptRow>
            {/* Offline sales that landed in no session (issue 34): shown apart, never in the expected cash. */}
            {report.outsideSession && report.outsideSession.count > 0 && (
              <>
                <ReceiptRow label={t('tills:report.outsideCount', { count: report.outsideSession.count })} ltr>
                  {money(report.outsideSession.total)}
                </ReceiptRow>
                <ReceiptRow label={t('tills:report.outsideCash')} ltr>
                  {money(report.outsideSession.cash)}
                </ReceiptRow>
              </>
            )}
          </Part>
          <Part title={t('tills:report.paymentsByMethod')}>
            {report.payments.length === 0 && (
              <Typography sx={{ fontSize: 'inherit' }}>{t('tills:report.none')}</Typography>
            )}
            {report.payments.map((row) => (
              <ReceiptRow
                key={row.gateway}
                label={t('tills:report.methodCount', { method: paymentMethodLabel(row.gateway), count: row.count })}
                ltr
              >
                {money(row.total)}
              </ReceiptRow>
            ))}
          </Part>
          {report.storedValue && hasStoredValue(report.storedValue) && (
            // Issue 31: value the shop owes until it is used; its takings are in the payments above.
            <Part title={t('tills:report.storedValue')}>
              <ReceiptRow label={t('tills:report.creditIssued')} ltr>
                {money(report.storedValue.creditIssued)}
              </ReceiptRow>
              <ReceiptRow label={t('tills:report.creditRedeemed')} ltr>
                {money(report.storedValue.creditRedeemed)}
              </ReceiptRow>
              <ReceiptRow label={t('tills:report.giftCardsIssued')} ltr>
                {money(report.storedValue.giftCardsIssued)}
              </ReceiptRow>
              <ReceiptRow label={t('tills:report.giftCardsRedeemed')} ltr>
                {money(report.storedValue.giftCardsRedeemed)}
              </ReceiptRow>
              <ReceiptDivider />
              <ReceiptRow label={t('tills:report.creditOutstanding')} strong ltr>
                <span data-testid="report-credit-outstanding">{money(report.storedValue.creditOutstanding)}</span>
              </ReceiptRow>
              <ReceiptRow label={t('tills:report.giftCardsOutstanding')} strong ltr>
                {money(report.storedValue.giftCardsOutstanding)}
              </ReceiptRow>
            </Part>
          )}
          <Part title={t('tills:report.taxByRate')}>
            {report.taxes.length === 0 && (
              <Typography sx={{ fontSize: 'inherit' }}>{t('tills:report.none')}</Typography>
            )}
            {report.taxes.map((row) => (
              <ReceiptRow
                key={row.rate}
                label={t('tills:report.taxRow', { rate: row.rate, amount: money(row.taxable) })}
                ltr
              >
                {money(row.tax)}
              </ReceiptRow>
            ))}
          </Part>
        </Box>
        <Box sx={wide ? { border: '1px solid #000', p: '3mm' } : undefined}>
          {closing}
          {report.cashOuts && report.cashOuts.length > 0 && (
            <Part title={t('tills:report.cashOutTitle')}>
              {report.cashOuts.map((row, index) => (
                <ReceiptRow key={index} label={row.reason} ltr>
                  <span data-testid="report-cash-out">{money(-row.amount)}</span>
                </ReceiptRow>
              ))}
            </Part>
          )}
          {report.denominations && report.denominations.length > 0 && (
            <Part title={t('tills:report.denominations')}>
              {report.denominations
                .filter((row) => row.count > 0)
                .map((row) => (
                  <ReceiptRow
                    key={row.value}
                    label={t('tills:report.denominationRow', { value: money(row.value), count: row.count })}
                    ltr
                  >
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
