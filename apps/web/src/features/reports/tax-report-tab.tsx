import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useTaxReport } from './api/tax-report.ts'
import { taxCsv } from './csv-files.ts'
import { downloadCsv } from './components/download-csv.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { PeriodReport } from './components/period-report.tsx'

/**
 * TaxReport (spec 002 §7 /tax-report), of a duration (issue 28, item 5): tax collected on sales, repairs
 * and bills, each apart (item 2), fallen on refunds, and paid on purchases.
 */
export function TaxReportTab() {
  const { t } = useTranslation('reports')
  const mutation = useTaxReport()
  const { money } = useFormatters()
  return (
    <PeriodReport
      title={t('reports:tax.title')}
      printDelayMs={REPORT_PRINT_DELAYS_MS.TaxReport}
      defaultDuration="monthly"
      mutation={mutation}
      range={(data) => data}
      csv={(request, data) => () => downloadCsv(`tax-report-${request.duration}.csv`, taxCsv(data))}
    >
      {(data) => (
        <>
          <FigureGrid
            label={t('reports:tax.collected')}
            figures={[
              { label: t('reports:tax.netCollected'), value: money(data.netTaxCollected) },
              { label: t('reports:tax.liveSales'), value: money(data.taxCollection) },
              { label: t('reports:tax.dueSales'), value: money(data.taxCollectionDue) },
              { label: t('reports:tax.repairs'), value: money(data.repairTax) },
              { label: t('reports:tax.bills'), value: money(data.billTax) },
              { label: t('reports:tax.fallen'), value: money(-data.taxFallOnRefund) },
            ]}
          />
          <FigureGrid
            label={t('reports:tax.paid')}
            figures={[{ label: t('reports:tax.purchases'), value: money(data.taxOnPurchase) }]}
          />
        </>
      )}
    </PeriodReport>
  )
}
