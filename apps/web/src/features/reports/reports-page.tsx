import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useCan } from '../../lib/app-configuration.ts'
import { JournalReportTab } from './journal-report-tab.tsx'
import { OverallStockCountsReportTab } from './overall-stock-counts-report-tab.tsx'
import { PaymentReportTab } from './payment-report-tab.tsx'
import { PendingPaymentsReportTab } from './pending-payments-report-tab.tsx'
import { PurchaseOrdersReportTab } from './purchase-orders-report-tab.tsx'
import { RefundsReportTab } from './refunds-report-tab.tsx'
import { RepairTurnaroundReportTab } from './repair-turnaround-report-tab.tsx'
import { RepairsReportTab } from './repairs-report-tab.tsx'
import { SalesReportTab } from './sales-report-tab.tsx'
import { StoredValueReportTab } from './stored-value-report-tab.tsx'
import { TaxReportTab } from './tax-report-tab.tsx'
import { TillSessionsReportTab } from './till-sessions-report-tab.tsx'
import { TopProductsReportTab } from './top-products-report-tab.tsx'

/** Spec 002 §2.2: the tabs of the Reports area, by their route names. */
const TABS = [
  { value: 'SalesReport', label: 'reports:tabs.sales', Component: SalesReportTab },
  { value: 'PurchaseOrdersReport', label: 'reports:tabs.purchaseOrders', Component: PurchaseOrdersReportTab },
  { value: 'RefundsReport', label: 'reports:tabs.refunds', Component: RefundsReportTab },
  { value: 'PaymentReport', label: 'reports:tabs.payments', Component: PaymentReportTab },
  { value: 'TaxReport', label: 'reports:tabs.tax', Component: TaxReportTab },
  // Issue 28 (beyond the spec): repair income, tax, average ticket and the tickets open now.
  { value: 'RepairsReport', label: 'reports:tabs.repairs', Component: RepairsReportTab },
  // Issue 30: turnaround, time per status and overdue tickets from the tickets' histories.
  { value: 'RepairTurnaround', label: 'reports:tabs.repairTurnaround', Component: RepairTurnaroundReportTab },
  { value: 'TopProductsReport', label: 'reports:tabs.topProducts', Component: TopProductsReportTab },
  { value: 'PendingPaymentsReport', label: 'reports:tabs.pendingBills', Component: PendingPaymentsReportTab },
  { value: 'OverallStockCountsReport', label: 'reports:tabs.stockCounts', Component: OverallStockCountsReportTab },
  // Issue 19 (beyond the spec): the till sessions with their counts, differences and Z reports.
  { value: 'TillSessions', label: 'reports:tabs.tillSessions', Component: TillSessionsReportTab },
  // Issue 31, item 6: the liabilities of store credit and gift cards.
  { value: 'StoredValue', label: 'reports:tabs.storedValue', Component: StoredValueReportTab },
  // Issue 31, item 7: the accountant's journal, for those who may export it.
  { value: 'Journal', label: 'reports:tabs.journal', Component: JournalReportTab },
] as const

/** The Reports area (spec 002 §2.2), gate `reports`; the open tab is kept in the address (?tab=). */
export function ReportsPage() {
  const { t } = useTranslation('reports')
  const [params, setParams] = useSearchParams()
  // The journal has a switch of its own beyond the Reports area's `reports`.
  const canJournal = useCan('journalExport')
  const tabs = TABS.filter((tab) => tab.value !== 'Journal' || canJournal)
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? TABS[0]
  const { Component } = current
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }} className="report-no-print">
        {t('reports:title')}
      </Typography>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('reports:title')}
        sx={{ mb: 2 }}
        className="report-no-print"
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={t(tab.label)} />
        ))}
      </Tabs>
      <Component key={current.value} />
    </>
  )
}
