import { OWED_LABELS, REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import Typography from '@mui/material/Typography'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePaymentsOverall } from './api/payments-overall.ts'
import { BILLS_RECEIVED, REPAIRS_RECEIVED, TOTAL_RECEIVED, paymentsCsv, receivedOnSalesLabel } from './csv-files.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { PaymentsReportChart } from './components/report-charts.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

/**
 * PaymentReport (spec 002 §7 /payments-overall): money in, money out, what is still owed each way, and
 * counts. What customers owe and what the shop owes its suppliers are shown apart, never as one
 * "pending" sum of both (issue 28).
 */
export function PaymentReportTab() {
  const query = usePaymentsOverall()
  const { money } = useFormatters()
  return (
    <SnapshotReport
      title="Payments Report"
      subtitle={() => 'Every payment of every order (removed orders left out), and what repairs and bills brought in'}
      printDelayMs={REPORT_PRINT_DELAYS_MS.PaymentReport}
      query={query}
      csv={(data) => ({ name: 'payments-report.csv', rows: paymentsCsv(data) })}
      chart={(data) => (
        <PaymentsReportChart
          received={data.creditAmount}
          paidOut={data.debitAmount}
          receivable={data.receivableAmount}
          payable={data.payableAmount}
        />
      )}
    >
      {(data) => (
        <>
          <FigureGrid
            label="Payment totals"
            figures={[
              { label: 'Received (credit)', value: money(data.creditAmount) },
              { label: 'Paid out (debit)', value: money(data.debitAmount) },
              { label: OWED_LABELS.receivable, value: money(data.receivableAmount) },
              { label: OWED_LABELS.payable, value: money(data.payableAmount) },
              { label: 'Paid payments', value: data.paidPayments },
              { label: 'Unpaid payments', value: data.unPaidPayments },
              { label: 'Credit payments', value: data.creditPayments },
              { label: 'Debit payments', value: data.debitPayments },
            ]}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            Received by payment method
          </Typography>
          <FigureGrid
            label="Received by payment method"
            figures={[
              ...data.receivedByMethod.map((entry) => ({
                label: receivedOnSalesLabel(entry.gateway),
                value: money(entry.amount),
              })),
              { label: REPAIRS_RECEIVED, value: money(data.repairReceived) },
              { label: BILLS_RECEIVED, value: money(data.billReceived) },
              { label: TOTAL_RECEIVED, value: money(data.receivedAmount) },
            ]}
          />
        </>
      )}
    </SnapshotReport>
  )
}
