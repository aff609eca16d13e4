import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useTaxReport } from './api/tax-report.ts'
import { taxCsv } from './csv-files.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

/** TaxReport (spec 002 §7 /tax-report): tax collected on sales, paid on purchases, fallen on refunds. */
export function TaxReportTab() {
  const query = useTaxReport()
  const { money } = useFormatters()
  return (
    <SnapshotReport
      title="Tax Report"
      subtitle={() => 'All orders to date (removed orders left out)'}
      printDelayMs={REPORT_PRINT_DELAYS_MS.TaxReport}
      query={query}
      csv={(data) => ({ name: 'tax-report.csv', rows: taxCsv(data) })}
    >
      {(data) => (
        <FigureGrid
          label="Tax totals"
          figures={[
            { label: 'Tax collected (Live sales)', value: money(data.taxCollection) },
            { label: 'Tax on Due sales', value: money(data.taxCollectionDue) },
            { label: 'Tax on purchases', value: money(data.taxOnPurchase) },
            { label: 'Tax fallen on refunds', value: money(data.taxFallOnRefund) },
          ]}
        />
      )}
    </SnapshotReport>
  )
}
