import Alert from '@mui/material/Alert'
import type {
  PeriodRequest,
  ReportChartResponse,
  ReportRequest,
  TrendingProduct,
  WarehouseStockValue,
} from '@counterpart/domain/schemas/reports'
import { lazy, Suspense, type ReactNode } from 'react'
import { ChartEmptyState } from '../../../components/charts/chart-empty-state.tsx'
import { ChartFallback } from '../../../components/charts/chart-fallback.tsx'
import { useRepairChart } from '../api/repair-report.ts'
import { useReportChart } from '../api/report-chart.ts'
import type { OrdersReportKind } from '../api/report-csv.ts'
import { UNIT_WORDS } from './bucket-labels.ts'
import {
  PAYMENTS_CHART_HEIGHT_PX,
  PERIOD_CHART_HEIGHT_PX,
  topProductsChartHeight,
  warehouseChartHeight,
} from './chart-sizes.ts'
import { ReportChartPanel } from './report-chart-panel.tsx'
import type { PaymentsChartFigures } from './charts/payments-chart.tsx'
import type { PeriodSeries } from './charts/period-chart.tsx'

/*
 * The reports' charts. @mui/x-charts is loaded only when a chart is drawn (each chart module is its own
 * import), so the sign-in page, the POS and a report without data never download it.
 */
const PeriodChart = lazy(() => import('./charts/period-chart.tsx').then((m) => ({ default: m.PeriodChart })))
const PaymentsChart = lazy(() => import('./charts/payments-chart.tsx').then((m) => ({ default: m.PaymentsChart })))
const TopProductsChart = lazy(() =>
  import('./charts/top-products-chart.tsx').then((m) => ({ default: m.TopProductsChart })),
)
const WarehouseStockChart = lazy(() =>
  import('./charts/warehouse-stock-chart.tsx').then((m) => ({ default: m.WarehouseStockChart })),
)

function OnDemand({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<ChartFallback height={height} />}>{children}</Suspense>
}

export interface OrdersChartConfig {
  /** The chart's title, e.g. "Sales and profit". */
  title: string
  series: readonly PeriodSeries[]
  /** What the empty state says: its title and how to make orders appear. */
  empty: { title: string; hint: string }
}

/** The chart of a generated sale, refund or purchase report: the same request, cut in time. */
export function OrdersReportChart({
  kind,
  request,
  config,
}: {
  kind: OrdersReportKind
  request: ReportRequest
  config: OrdersChartConfig
}) {
  const chart = useReportChart(kind, request)
  const unit = chart.data ? UNIT_WORDS[chart.data.unit] : ''
  const caption = unit ? `${unit.charAt(0).toUpperCase()}${unit.slice(1)}` : undefined
  return (
    <ReportChartPanel title={config.title} caption={caption}>
      {chart.isPending ? (
        <ChartFallback height={PERIOD_CHART_HEIGHT_PX} />
      ) : chart.isError ? (
        <Alert severity="error">The chart could not be loaded; the figures below are complete.</Alert>
      ) : chart.data.buckets.every((bucket) => bucket.orders === 0) ? (
        <ChartEmptyState title={config.empty.title}>{config.empty.hint}</ChartEmptyState>
      ) : (
        <OnDemand height={PERIOD_CHART_HEIGHT_PX}>
          <PeriodChart chart={chart.data} series={config.series} label={config.title} />
        </OnDemand>
      )}
    </ReportChartPanel>
  )
}

/**
 * The Repairs report's chart: what the repairs booked in each hour, day, week or month came to, and their
 * tax, drawn by the same period chart as the order reports.
 */
export function RepairsReportChart({ request, series }: { request: PeriodRequest; series: readonly PeriodSeries[] }) {
  const chart = useRepairChart(request)
  const unit = chart.data ? UNIT_WORDS[chart.data.unit] : ''
  const caption = unit ? `${unit.charAt(0).toUpperCase()}${unit.slice(1)}` : undefined
  const title = 'Repair income and tax'
  return (
    <ReportChartPanel title={title} caption={caption}>
      {chart.isPending ? (
        <ChartFallback height={PERIOD_CHART_HEIGHT_PX} />
      ) : chart.isError ? (
        <Alert severity="error">The chart could not be loaded; the figures below are complete.</Alert>
      ) : chart.data.buckets.every((bucket) => bucket.repairs === 0) ? (
        <ChartEmptyState title="No repairs booked in this period">
          Repairs logged from the POS or the Repairs list appear here as bars of what they were charged, with their tax.
          Choose another duration, or log a repair.
        </ChartEmptyState>
      ) : (
        <OnDemand height={PERIOD_CHART_HEIGHT_PX}>
          <PeriodChart chart={asPeriodChart(chart.data)} series={series} label={title} />
        </OnDemand>
      )}
    </ReportChartPanel>
  )
}

/** A repair chart in the order charts' shape: the repairs as the "orders", their charges as the price. */
function asPeriodChart(chart: {
  unit: ReportChartResponse['unit']
  timezone: string
  buckets: readonly {
    start: string
    from: string
    to: string
    repairs: number
    charges: number
    taxAmount: number
    totalAmount: number
  }[]
}): ReportChartResponse {
  return {
    unit: chart.unit,
    timezone: chart.timezone,
    buckets: chart.buckets.map((bucket) => ({
      start: bucket.start,
      from: bucket.from,
      to: bucket.to,
      orders: bucket.repairs,
      totalItems: bucket.repairs,
      totalAmount: bucket.totalAmount,
      cost: 0,
      profit: bucket.charges,
      taxAmount: bucket.taxAmount,
      discountedAmount: 0,
    })),
  }
}

/** Received (green), paid out (red), what customers owe (amber) and what the shop owes (light red). */
export function PaymentsReportChart(figures: PaymentsChartFigures) {
  const { received, paidOut, receivable, payable } = figures
  return (
    <ReportChartPanel title="Received, paid out and owed each way">
      {received === 0 && paidOut === 0 && receivable === 0 && payable === 0 ? (
        <ChartEmptyState title="No payments yet">
          Payments taken on sales, refunds and purchases appear here: money received, money paid out, what customers
          still owe and what the shop still owes its suppliers. Sell at the POS or record a purchase to see them.
        </ChartEmptyState>
      ) : (
        <OnDemand height={PAYMENTS_CHART_HEIGHT_PX}>
          <PaymentsChart {...figures} />
        </OnDemand>
      )}
    </ReportChartPanel>
  )
}

export function TopProductsReportChart({ products }: { products: readonly TrendingProduct[] }) {
  return (
    <ReportChartPanel title="Units sold per product">
      {products.length === 0 ? (
        <ChartEmptyState title="No products sold in the last 30 days">
          The ten products sold most, net of returns, appear here as bars once sales are made at the POS.
        </ChartEmptyState>
      ) : (
        <OnDemand height={topProductsChartHeight(products.length)}>
          <TopProductsChart products={products} />
        </OnDemand>
      )}
    </ReportChartPanel>
  )
}

/** The chart shows the most valuable warehouses; the table under it lists them all. */
export const WAREHOUSE_CHART_LIMIT = 12

export function WarehouseStockReportChart({ warehouses }: { warehouses: readonly WarehouseStockValue[] }) {
  const shown = warehouses.slice(0, WAREHOUSE_CHART_LIMIT)
  const more = warehouses.length - shown.length
  return (
    <ReportChartPanel
      title="Stock value by warehouse"
      caption={
        more > 0
          ? `The ${shown.length} most valuable of ${warehouses.length} warehouses; the table lists all.`
          : undefined
      }
    >
      {shown.every((row) => row.worthAmount === 0 && row.costAmount === 0) ? (
        <ChartEmptyState title="No stock on hand">
          Stock appears here warehouse by warehouse, at cost and at price, once the goods of a purchase are put into a
          warehouse (Update stock on the purchase).
        </ChartEmptyState>
      ) : (
        <OnDemand height={warehouseChartHeight(shown.length)}>
          <WarehouseStockChart warehouses={shown} />
        </OnDemand>
      )}
    </ReportChartPanel>
  )
}
