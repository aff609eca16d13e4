import { toCents } from '@counterpart/domain/money'
import { REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePaymentsOverall } from './api/payments-overall.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

/** PaymentReport (spec 002 §7 /payments-overall): money in, money out, pending, and counts. */
export function PaymentReportTab() {
  const query = usePaymentsOverall()
  const { money } = useFormatters()
  return (
    <SnapshotReport
      title="Payments Report"
      subtitle={() => 'Every payment of every order (removed orders left out)'}
      printDelayMs={REPORT_PRINT_DELAYS_MS.PaymentReport}
      query={query}
      csv={(data) => ({
        name: 'payments-report.csv',
        rows: [
          ['figure', 'value'],
          ['creditAmount', { cents: toCents(data.creditAmount) }],
          ['debitAmount', { cents: toCents(data.debitAmount) }],
          ['pendingAmount', { cents: toCents(data.pendingAmount) }],
          ['paidPayments', data.paidPayments],
          ['unPaidPayments', data.unPaidPayments],
          ['creditPayments', data.creditPayments],
          ['debitPayments', data.debitPayments],
        ],
      })}
    >
      {(data) => (
        <FigureGrid
          label="Payment totals"
          figures={[
            { label: 'Received (credit)', value: money(data.creditAmount) },
            { label: 'Paid out (debit)', value: money(data.debitAmount) },
            { label: 'Pending', value: money(data.pendingAmount) },
            { label: 'Paid payments', value: data.paidPayments },
            { label: 'Unpaid payments', value: data.unPaidPayments },
            { label: 'Credit payments', value: data.creditPayments },
            { label: 'Debit payments', value: data.debitPayments },
          ]}
        />
      )}
    </SnapshotReport>
  )
}
