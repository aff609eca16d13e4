import Typography from '@mui/material/Typography'
import { toCents } from '@counterpart/domain/money'
import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import type { StoredValueReportResponse } from '@counterpart/domain/schemas/stored-value-report'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useStoredValueReport } from './api/stored-value-report.ts'
import type { CsvRows } from './csv-files.ts'
import { downloadCsv } from './components/download-csv.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { PeriodReport } from './components/period-report.tsx'

export function storedValueCsv(report: StoredValueReportResponse): CsvRows {
  const { credit, giftCards } = report
  // Amounts as plain two-decimal text, as every money column of the exports.
  const money = (amount: number) => ({ cents: toCents(amount) })
  return [
    ['Figure', 'Store credit', 'Gift cards'],
    ['Given or sold', money(credit.issued), money(giftCards.sold)],
    ['Used as payment', money(credit.redeemed), money(giftCards.redeemed)],
    ['Put back by refunds', null, money(giftCards.refundedOnto)],
    ['Card sales refunded', null, money(giftCards.saleRefunded)],
    ['Expired', money(credit.expired), money(giftCards.expired)],
    ['Corrected (net)', money(credit.adjusted), money(giftCards.adjusted)],
    ['Owed now', money(credit.outstanding), money(giftCards.outstanding)],
    ['Customers or cards holding some now', credit.holders, giftCards.holders],
  ]
}

/**
 * Store credit and gift cards (issue 31, item 6): value the shop owes until it is used. What was given or
 * sold in the period and what freed the shop of it (used as payment, expired, corrected), from the ledgers,
 * and what is owed now. Their takings are in Payments by method; the journal books them.
 */
export function StoredValueReportTab() {
  const mutation = useStoredValueReport()
  const { money } = useFormatters()
  return (
    <PeriodReport
      title="Store Credit And Gift Cards Report"
      printDelayMs={REPORT_PRINT_DELAYS_MS.TaxReport}
      defaultDuration="monthly"
      mutation={mutation}
      reportRef={(report) => report.ref}
      csv={(request, report) => () => downloadCsv(`stored-value-${request.duration}.csv`, storedValueCsv(report))}
    >
      {(report) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Store credit and gift cards are owed to customers until they are used: selling a card or giving credit is
            not a sale. Money taken for cards is in Payments by method.
          </Typography>
          <Typography variant="subtitle1" component="h3">
            Store credit
          </Typography>
          <FigureGrid
            label="Store credit"
            figures={[
              { label: 'Given', value: money(report.credit.issued) },
              { label: 'Used as payment', value: money(report.credit.redeemed) },
              { label: 'Expired', value: money(report.credit.expired) },
              { label: 'Corrected (net)', value: money(report.credit.adjusted) },
              { label: 'Owed now', value: money(report.credit.outstanding) },
              { label: 'Customers holding some', value: report.credit.holders },
            ]}
          />
          <Typography variant="subtitle1" component="h3">
            Gift cards
          </Typography>
          <FigureGrid
            label="Gift cards"
            figures={[
              { label: 'Sold', value: money(report.giftCards.sold) },
              { label: 'Used as payment', value: money(report.giftCards.redeemed) },
              { label: 'Put back by refunds', value: money(report.giftCards.refundedOnto) },
              { label: 'Card sales refunded', value: money(report.giftCards.saleRefunded) },
              { label: 'Expired', value: money(report.giftCards.expired) },
              { label: 'Corrected (net)', value: money(report.giftCards.adjusted) },
              { label: 'Owed now', value: money(report.giftCards.outstanding) },
              { label: 'Cards holding some', value: report.giftCards.holders },
            ]}
          />
        </>
      )}
    </PeriodReport>
  )
}
