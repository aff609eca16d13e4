import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
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
  const mutation = useTaxReport()
  const { money } = useFormatters()
  return (
    <PeriodReport
      title="Tax Report"
      printDelayMs={REPORT_PRINT_DELAYS_MS.TaxReport}
      defaultDuration="monthly"
      mutation={mutation}
      range={(data) => data}
      csv={(request, data) => () => downloadCsv(`tax-report-${request.duration}.csv`, taxCsv(data))}
    >
      {(data) => (
        <>
          <FigureGrid
            label="Tax collected"
            figures={[
              { label: 'Tax collected (net)', value: money(data.netTaxCollected) },
              { label: 'Tax collected (Live sales)', value: money(data.taxCollection) },
              { label: 'Tax on Due sales', value: money(data.taxCollectionDue) },
              { label: 'Tax on repairs', value: money(data.repairTax) },
              { label: 'Tax on bills', value: money(data.billTax) },
              { label: 'Tax fallen on refunds', value: money(-data.taxFallOnRefund) },
            ]}
          />
          <FigureGrid label="Tax paid" figures={[{ label: 'Tax on purchases', value: money(data.taxOnPurchase) }]} />
        </>
      )}
    </PeriodReport>
  )
}
