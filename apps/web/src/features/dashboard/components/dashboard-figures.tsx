import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { INCOME_LABELS, OWED_LABELS, type IncomeFigures } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { useChartLocale } from '../../../components/charts/chart-locale.ts'
import { ChartEmptyState } from '../../../components/charts/chart-empty-state.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useDashboardChart } from '../api/dashboard-chart.ts'
import { OwnerHome } from './owner-home.tsx'
import { QuickMailForm } from './quick-mail-form.tsx'
import { SALES_CHART_HEIGHT_PX, SalesChart } from './sales-chart.tsx'
import { SalesPie } from './sales-pie.tsx'

/** A titled list of figures: label on one side, amount on the other. */
function FigureList({ label, figures }: { label: string; figures: readonly { label: string; value: string }[] }) {
  return (
    <Stack component="dl" spacing={1} aria-label={label} sx={{ m: 0 }}>
      {figures.map((figure) => (
        <Stack key={figure.label} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography component="dt" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            <bdi data-figure={figure.label}>{figure.value}</bdi>
          </Typography>
        </Stack>
      ))}
    </Stack>
  )
}

/**
 * Net, not gross (issue 28, item 4): what the owner reads as sales is net sales, with the gross, the
 * discounts and the returns that make it beside it, then the repairs and bills that make up the income.
 */
function incomeFigures(figures: IncomeFigures, money: (amount: number) => string) {
  return [
    { label: INCOME_LABELS.netSales, value: money(figures.netSales) },
    { label: INCOME_LABELS.grossSales, value: money(figures.grossSales) },
    { label: INCOME_LABELS.discount, value: money(-figures.discount) },
    { label: INCOME_LABELS.returns, value: money(-figures.returns) },
    { label: INCOME_LABELS.repairAmount, value: money(figures.repairAmount) },
    { label: INCOME_LABELS.billAmount, value: money(figures.billAmount) },
    { label: INCOME_LABELS.income, value: money(figures.income) },
    { label: INCOME_LABELS.incomeTax, value: money(figures.incomeTax) },
    { label: INCOME_LABELS.netProfit, value: money(figures.netProfit) },
  ]
}

function PeriodCard({
  title,
  label,
  figures,
}: {
  title: string
  label: string
  figures: { label: string; value: string }[]
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <FigureList label={label} figures={figures} />
    </Paper>
  )
}

/** The owner's home, today / this week / 12 months, the chart, pie and quick mail, for holders of `reports`. */
export function DashboardFigures() {
  const { t } = useTranslation('dashboard')
  const chart = useDashboardChart(true)
  const { money, moneyAxis } = useFormatters()
  const locale = useChartLocale()
  if (chart.isPending) return <CircularProgress aria-label={t('dashboard:loading')} />
  if (chart.isError) return <Alert severity="error">{t('dashboard:loadFailed')}</Alert>
  const data = chart.data
  const noSales =
    data.areaChartPrice.every((amount) => amount === 0) && data.areaChartCost.every((amount) => amount === 0)
  const year = [
    ...incomeFigures(data.year, money),
    { label: t('dashboard:itemsSold'), value: data.sold.toLocaleString(locale) },
  ]
  // Now, whatever the window; each way on its own, never one "pending" sum of both (issue 28).
  const owed = [
    { label: OWED_LABELS.receivable, value: money(data.receivableAmount) },
    { label: OWED_LABELS.payable, value: money(data.payableAmount) },
  ]
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <OwnerHome />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PeriodCard
          title={t('dashboard:periods.today')}
          label={t('dashboard:periods.todayLabel')}
          figures={incomeFigures(data.today, money)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PeriodCard
          title={t('dashboard:periods.week')}
          label={t('dashboard:periods.weekLabel')}
          figures={incomeFigures(data.week, money)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PeriodCard title={t('dashboard:periods.year')} label={t('dashboard:periods.yearLabel')} figures={year} />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {t('dashboard:salesChart.title')}
          </Typography>
          {noSales ? (
            <ChartEmptyState title={t('dashboard:salesChart.emptyTitle')} height={SALES_CHART_HEIGHT_PX - 40}>
              {t('dashboard:salesChart.emptyHint')}
            </ChartEmptyState>
          ) : (
            <SalesChart
              months={data.months}
              sales={data.areaChartPrice}
              cost={data.areaChartCost}
              money={money}
              moneyAxis={moneyAxis}
            />
          )}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('dashboard:owed.title')}
          </Typography>
          <FigureList label={t('dashboard:owed.label')} figures={owed} />
          <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 2 }}>
            {t('dashboard:pie.title')}
          </Typography>
          <SalesPie cost={data.cost} profit={data.profit} tax={data.tax} money={money} />
        </Paper>
      </Grid>
      <Grid size={12}>
        <QuickMailForm />
      </Grid>
    </Grid>
  )
}
