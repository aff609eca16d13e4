import Alert from '@mui/material/Alert'
import type {
  PeriodRequest,
  ReportChartResponse,
  ReportRequest,
  TrendingProduct,
  WarehouseStockValue,
} from '@counterpart/domain/schemas/reports'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChartEmptyState } from '../../../components/charts/chart-empty-state.tsx'
import { ChartFallback } from '../../../components/charts/chart-fallback.tsx'
import { useRepairChart } from '../api/repair-report.ts'
import { useReportChart } from '../api/report-chart.ts'
import type { OrdersReportKind } from '../api/report-csv.ts'
import { UNIT_CAPTIONS } from './bucket-labels.ts'
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
  const { t } = useTranslation('reports')
  const chart = useReportChart(kind, request)
  const caption = chart.data ? t(UNIT_CAPTIONS[chart.data.unit]) : undefined
  return (
    <ReportChartPanel title={config.title} caption={caption}>
      {chart.isPending ? (
        <ChartFallback height={PERIOD_CHART_HEIGHT_PX} />
      ) : chart.isError ? (
        <Alert severity="error">{t('reports:chart.loadFailed')}</Alert>
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
  const { t } = useTranslation('reports')
  const chart = useRepairChart(request)
  const caption = chart.data ? t(UNIT_CAPTIONS[chart.data.unit]) : undefined
  const title = t('reports:chart.repairs.title')
  return (
    <ReportChartPanel title={title} caption={caption}>
      {chart.isPending ? (
        <ChartFallback height={PERIOD_CHART_HEIGHT_PX} />
      ) : chart.isError ? (
        <Alert severity="error">{t('reports:chart.loadFailed')}</Alert>
      ) : chart.data.buckets.every((bucket) => bucket.repairs === 0) ? (
        <ChartEmptyState title={t('reports:chart.repairs.emptyTitle')}>
          {t('reports:chart.repairs.emptyHint')}
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
  const { t } = useTranslation('reports')
  const { received, paidOut, receivable, payable } = figures
  return (
    <ReportChartPanel title={t('reports:chart.payments.title')}>
      {received === 0 && paidOut === 0 && receivable === 0 && payable === 0 ? (
        <ChartEmptyState title={t('reports:chart.payments.emptyTitle')}>
          {t('reports:chart.payments.emptyHint')}
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
  const { t } = useTranslation('reports')
  return (
    <ReportChartPanel title={t('reports:chart.topProducts.title')}>
      {products.length === 0 ? (
        <ChartEmptyState title={t('reports:chart.topProducts.emptyTitle')}>
          {t('reports:chart.topProducts.emptyHint')}
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
  const { t } = useTranslation('reports')
  const shown = warehouses.slice(0, WAREHOUSE_CHART_LIMIT)
  const more = warehouses.length - shown.length
  return (
    <ReportChartPanel
      title={t('reports:chart.warehouses.title')}
      caption={
        more > 0 ? t('reports:chart.warehouses.caption', { shown: shown.length, count: warehouses.length }) : undefined
      }
    >
      {shown.every((row) => row.worthAmount === 0 && row.costAmount === 0) ? (
        <ChartEmptyState title={t('reports:chart.warehouses.emptyTitle')}>
          {t('reports:chart.warehouses.emptyHint')}
        </ChartEmptyState>
      ) : (
        <OnDemand height={warehouseChartHeight(shown.length)}>
          <WarehouseStockChart warehouses={shown} />
        </OnDemand>
      )}
    </ReportChartPanel>
  )
}
