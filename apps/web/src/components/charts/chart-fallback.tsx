import Skeleton from '@mui/material/Skeleton'
import { useTranslation } from 'react-i18next'

/** The chart's place while its code (@mui/x-charts, loaded on demand) or its data arrives. */
export function ChartFallback({ height = 280, label }: { height?: number; label?: string }) {
  const { t } = useTranslation('reports')
  return <Skeleton variant="rounded" height={height} aria-label={label ?? t('reports:chart.loading')} sx={{ mb: 2 }} />
}
