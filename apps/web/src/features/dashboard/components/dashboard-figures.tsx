import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { OWED_LABELS } from '@counterpart/domain/schemas/reports'
import { ChartEmptyState } from '../../../components/charts/chart-empty-state.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useDashboardChart } from '../api/dashboard-chart.ts'
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

/** The figures, chart, pie and quick mail, for holders of `reports`. */
export function DashboardFigures() {
  const chart = useDashboardChart(true)
  const { money, moneyAxis } = useFormatters()
  if (chart.isPending) return <CircularProgress aria-label="Loading the dashboard" />
  if (chart.isError) return <Alert severity="error">The dashboard figures could not be loaded.</Alert>
  const data = chart.data
  const noSales =
    data.areaChartPrice.every((amount) => amount === 0) && data.areaChartCost.every((amount) => amount === 0)
  const figures = [
    { label: 'Sales', value: money(data.sales) },
    { label: 'Items sold', value: data.sold.toLocaleString() },
    { label: 'Profit', value: money(data.profit) },
    { label: 'Cost', value: money(data.cost) },
    { label: 'Tax', value: money(data.tax) },
  ]
  // Now, whatever the window; each way on its own, never one "pending" sum of both (issue 28).
  const owed = [
    { label: OWED_LABELS.receivable, value: money(data.receivableAmount) },
    { label: OWED_LABELS.payable, value: money(data.payableAmount) },
  ]
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Sales vs cost, last 12 months
          </Typography>
          {noSales ? (
            <ChartEmptyState title="No sales in the last 12 months" height={SALES_CHART_HEIGHT_PX - 40}>
              Each month's sales and what they cost appear here once sales are made at the POS.
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
            Last 12 months
          </Typography>
          <FigureList label="Figures of the last 12 months" figures={figures} />
          <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 2 }}>
            Owed now
          </Typography>
          <FigureList label="Money owed now" figures={owed} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Where the sales went
          </Typography>
          <SalesPie cost={data.cost} profit={data.profit} tax={data.tax} money={money} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <QuickMailForm />
      </Grid>
    </Grid>
  )
}
