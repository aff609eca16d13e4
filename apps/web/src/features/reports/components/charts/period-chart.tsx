import Box from '@mui/material/Box'
import { BarChart } from '@mui/x-charts/BarChart'
import type { ReportChartBucket, ReportChartResponse } from '@counterpart/domain/schemas/reports'
import { useChartRtl } from '../../../../components/charts/chart-colors.ts'
import { useChartLocale } from '../../../../components/charts/chart-locale.ts'
import { useFormatters } from '../../../../lib/use-formatters.ts'
import { bucketTickLabel, bucketTooltipLabel } from '../bucket-labels.ts'
import { PERIOD_CHART_HEIGHT_PX } from '../chart-sizes.ts'

export interface PeriodSeries {
  field: 'totalAmount' | 'profit' | 'cost' | 'taxAmount'
  label: string
  color: string
}

/**
 * A report's money over its period, one group of bars per hour, day, week or month (loaded on demand:
 * this module brings @mui/x-charts). Right-to-left, time runs from the right and the amounts stand on the
 * right-hand axis.
 */
export function PeriodChart({
  chart,
  series,
  label,
}: {
  chart: ReportChartResponse
  series: readonly PeriodSeries[]
  label: string
}) {
  const { money, moneyAxis } = useFormatters()
  const rtl = useChartRtl()
  const locale = useChartLocale()
  const amountOf = (bucket: ReportChartBucket, field: PeriodSeries['field']) => bucket[field]
  return (
    <Box role="figure" aria-label={label} sx={{ width: '100%', minWidth: 0, height: PERIOD_CHART_HEIGHT_PX }}>
      <BarChart
        // Drawn at once: a report prints moments after it opens, and a growing bar would print half grown.
        skipAnimation
        height={PERIOD_CHART_HEIGHT_PX}
        xAxis={[
          {
            scaleType: 'band',
            data: chart.buckets.map((bucket) => bucket.start),
            reverse: rtl,
            valueFormatter: (start: string, context) =>
              context.location === 'tick'
                ? bucketTickLabel(start, chart.unit, chart.buckets[0]?.start, locale)
                : bucketTooltipLabel(start, chart.unit, locale),
          },
        ]}
        yAxis={[
          { position: rtl ? 'right' : 'left', width: 'auto', valueFormatter: (value: number) => moneyAxis(value) },
        ]}
        series={series.map((entry) => ({
          id: entry.field,
          label: entry.label,
          color: entry.color,
          data: chart.buckets.map((bucket) => amountOf(bucket, entry.field)),
          valueFormatter: (value: number | null) => money(value ?? 0),
        }))}
        grid={{ horizontal: true }}
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
      />
    </Box>
  )
}
