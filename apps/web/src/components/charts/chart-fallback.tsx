import Skeleton from '@mui/material/Skeleton'

/** The chart's place while its code (@mui/x-charts, loaded on demand) or its data arrives. */
export function ChartFallback({ height = 280, label = 'Loading the chart' }: { height?: number; label?: string }) {
  return <Skeleton variant="rounded" height={height} aria-label={label} sx={{ mb: 2 }} />
}
