import Typography from '@mui/material/Typography'
import { tr } from '@counterpart/domain/i18n/translate'
import { toCents } from '@counterpart/domain/money'
import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import type { StoredValueReportResponse } from '@counterpart/domain/schemas/stored-value-report'
import { useTranslation } from 'react-i18next'
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
    [tr('reports:csv.figure'), tr('reports:stored.credit'), tr('reports:stored.giftCards')],
    [tr('reports:stored.givenOrSold'), money(credit.issued), money(giftCards.sold)],
    [tr('reports:stored.used'), money(credit.redeemed), money(giftCards.redeemed)],
    [tr('reports:stored.putBack'), null, money(giftCards.refundedOnto)],
    [tr('reports:stored.cardSalesRefunded'), null, money(giftCards.saleRefunded)],
    [tr('reports:stored.expired'), money(credit.expired), money(giftCards.expired)],
    [tr('reports:stored.corrected'), money(credit.adjusted), money(giftCards.adjusted)],
    [tr('reports:stored.owedNow'), money(credit.outstanding), money(giftCards.outstanding)],
    [tr('reports:stored.holdersNow'), credit.holders, giftCards.holders],
  ]
}

/**
 * Store credit and gift cards (issue 31, item 6): value the shop owes until it is used. What was given or
 * sold in the period and what freed the shop of it (used as payment, expired, corrected), from the ledgers,
 * and what is owed now. Their takings are in Payments by method; the journal books them.
 */
export function StoredValueReportTab() {
  const { t } = useTranslation('reports')
  const mutation = useStoredValueReport()
  const { money } = useFormatters()
  return (
    <PeriodReport
      title={t('reports:stored.title')}
      printDelayMs={REPORT_PRINT_DELAYS_MS.TaxReport}
      defaultDuration="monthly"
      mutation={mutation}
      reportRef={(report) => report.ref}
      csv={(request, report) => () => downloadCsv(`stored-value-${request.duration}.csv`, storedValueCsv(report))}
    >
      {(report) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('reports:stored.intro')}
          </Typography>
          <Typography variant="subtitle1" component="h3">
            {t('reports:stored.credit')}
          </Typography>
          <FigureGrid
            label={t('reports:stored.credit')}
            figures={[
              { label: t('reports:stored.given'), value: money(report.credit.issued) },
              { label: t('reports:stored.used'), value: money(report.credit.redeemed) },
              { label: t('reports:stored.expired'), value: money(report.credit.expired) },
              { label: t('reports:stored.corrected'), value: money(report.credit.adjusted) },
              { label: t('reports:stored.owedNow'), value: money(report.credit.outstanding) },
              { label: t('reports:stored.customersHolding'), value: report.credit.holders },
            ]}
          />
          <Typography variant="subtitle1" component="h3">
            {t('reports:stored.giftCards')}
          </Typography>
          <FigureGrid
            label={t('reports:stored.giftCards')}
            figures={[
              { label: t('reports:stored.sold'), value: money(report.giftCards.sold) },
              { label: t('reports:stored.used'), value: money(report.giftCards.redeemed) },
              { label: t('reports:stored.putBack'), value: money(report.giftCards.refundedOnto) },
              { label: t('reports:stored.cardSalesRefunded'), value: money(report.giftCards.saleRefunded) },
              { label: t('reports:stored.expired'), value: money(report.giftCards.expired) },
              { label: t('reports:stored.corrected'), value: money(report.giftCards.adjusted) },
              { label: t('reports:stored.owedNow'), value: money(report.giftCards.outstanding) },
              { label: t('reports:stored.cardsHolding'), value: report.giftCards.holders },
            ]}
          />
        </>
      )}
    </PeriodReport>
  )
}
