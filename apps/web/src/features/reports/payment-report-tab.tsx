import { OWED_LABELS, REPORT_PRINT_DELAYS_MS } from '@counterpart/domain/schemas/reports'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePaymentsOverall } from './api/payments-overall.ts'
import { paymentsCsv, receivedOnSalesLabel } from './csv-files.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { PaymentsReportChart } from './components/report-charts.tsx'
import { SnapshotReport } from './components/snapshot-report.tsx'

/**
 * PaymentReport (spec 002 §7 /payments-overall): money in, money out, what is still owed each way, and
 * counts. What customers owe and what the shop owes its suppliers are shown apart, never as one
 * "pending" sum of both (issue 28).
 */
export function PaymentReportTab() {
  const { t } = useTranslation('reports')
  const query = usePaymentsOverall()
  const { money } = useFormatters()
  return (
    <SnapshotReport
      title={t('reports:payments.title')}
      subtitle={() => t('reports:payments.subtitle')}
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
            label={t('reports:payments.totals')}
            figures={[
              { label: t('reports:payments.receivedCredit'), value: money(data.creditAmount) },
              { label: t('reports:payments.paidOutDebit'), value: money(data.debitAmount) },
              { label: OWED_LABELS.receivable, value: money(data.receivableAmount) },
              { label: OWED_LABELS.payable, value: money(data.payableAmount) },
              { label: t('reports:payments.paidPayments'), value: data.paidPayments },
              { label: t('reports:payments.unpaidPayments'), value: data.unPaidPayments },
              { label: t('reports:payments.creditPayments'), value: data.creditPayments },
              { label: t('reports:payments.debitPayments'), value: data.debitPayments },
            ]}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('reports:payments.byMethod')}
          </Typography>
          <FigureGrid
            label={t('reports:payments.byMethod')}
            figures={[
              ...data.receivedByMethod.map((entry) => ({
                label: receivedOnSalesLabel(entry.gateway),
                value: money(entry.amount),
              })),
              { label: t('reports:payments.repairsReceived'), value: money(data.repairReceived) },
              { label: t('reports:payments.billsReceived'), value: money(data.billReceived) },
              { label: t('reports:payments.totalReceived'), value: money(data.receivedAmount) },
            ]}
          />
        </>
      )}
    </SnapshotReport>
  )
}
