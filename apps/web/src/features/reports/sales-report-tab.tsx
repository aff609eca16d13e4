import {
  INCOME_LABELS,
  REPORT_DEFAULTS,
  REPORT_PRINT_DELAYS_MS,
  paymentMethodLabel,
  type ReportOrderRow,
} from '@counterpart/domain/schemas/reports'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useChartColors } from '../../components/charts/chart-colors.ts'
import { useChartLocale } from '../../components/charts/chart-locale.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useSaleReport } from './api/sale-report.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { OrdersReport } from './components/orders-report.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'

/** Order rows of the sale and refund reports: the transaction, its items and money. */
export function useOrderColumns(): ReportColumn<ReportOrderRow>[] {
  const { t } = useTranslation('reports')
  const { money, date } = useFormatters()
  return [
    { label: t('reports:orderColumns.transaction'), render: (row) => row.barcode },
    { label: t('reports:orderColumns.date'), nowrap: true, render: (row) => date(row.created_at) },
    { label: t('reports:orderColumns.items'), align: 'right', render: (row) => row.totalItems },
    { label: t('reports:orderColumns.cost'), align: 'right', render: (row) => money(row.cost) },
    { label: t('reports:orderColumns.price'), align: 'right', render: (row) => money(row.price) },
    { label: t('reports:orderColumns.discount'), align: 'right', render: (row) => money(row.discountedAmount) },
    { label: t('reports:orderColumns.tax'), align: 'right', render: (row) => money(row.taxAmount) },
    { label: t('reports:orderColumns.profit'), align: 'right', render: (row) => money(row.profit) },
    { label: t('reports:orderColumns.total'), align: 'right', render: (row) => money(row.totalAmount) },
  ]
}

/** SalesReport (spec 002 §2.2, §7): sales of a duration and payment way; opens on today and Live. */
export function SalesReportTab() {
  const { t } = useTranslation('reports')
  const mutation = useSaleReport()
  const { money } = useFormatters()
  const locale = useChartLocale()
  const columns = useOrderColumns()
  const colors = useChartColors()
  return (
    <OrdersReport
      kind="sale"
      title={t('reports:sales.title')}
      printDelayMs={REPORT_PRINT_DELAYS_MS.SalesReport}
      defaults={REPORT_DEFAULTS.sale}
      allWays
      mutation={mutation}
      chart={{
        title: t('reports:sales.chartTitle'),
        series: [
          { field: 'totalAmount', label: t('reports:sales.series.sales'), color: colors.sales },
          { field: 'profit', label: t('reports:sales.series.profit'), color: colors.profit },
        ],
        empty: {
          title: t('reports:sales.emptyTitle'),
          hint: t('reports:sales.emptyHint'),
        },
      }}
    >
      {(report) => (
        <>
          <FigureGrid
            label={t('reports:sales.netSales')}
            figures={[
              { label: INCOME_LABELS.netSales, value: money(report.netSales) },
              { label: INCOME_LABELS.grossSales, value: money(report.grossSales) },
              { label: INCOME_LABELS.discount, value: money(-report.discount) },
              {
                label: INCOME_LABELS.returns,
                value: t('reports:sales.returnsValue', {
                  amount: money(-report.returns),
                  count: report.returnedOrders,
                  refunds: report.returnedOrders.toLocaleString(locale),
                }),
              },
              { label: INCOME_LABELS.netProfit, value: money(report.netProfit) },
              { label: INCOME_LABELS.netTax, value: money(report.netTax) },
            ]}
          />
          <FigureGrid
            label={t('reports:sales.totals')}
            figures={[
              { label: t('reports:sales.orders'), value: report.orders },
              { label: t('reports:sales.itemsSold'), value: report.sold },
              { label: t('reports:sales.salesWithTax'), value: money(report.sales) },
              { label: t('reports:sales.cost'), value: money(report.cost) },
              { label: t('reports:sales.profit'), value: money(report.profit) },
              { label: t('reports:sales.tax'), value: money(report.tax) },
              { label: t('reports:sales.discount'), value: money(report.discount) },
            ]}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('reports:sales.byMethod')}
          </Typography>
          <FigureGrid
            label={t('reports:sales.byMethod')}
            figures={[
              ...report.byMethod.map((entry) => ({
                label: paymentMethodLabel(entry.gateway),
                value: money(entry.amount),
              })),
              { label: t('reports:sales.onCredit'), value: money(report.onCredit) },
            ]}
          />
          <ReportTable label={t('reports:sales.table')} columns={columns} rows={report.list} rowKey={(row) => row.id} />
        </>
      )}
    </OrdersReport>
  )
}
