import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useChartLocale } from '../../../components/charts/chart-locale.ts'

export interface Figure {
  label: string
  value: string | number
}

/** A report's totals as labelled figures; each reads "label: value" to assistive technology and in print. */
export function FigureGrid({ figures, label }: { figures: readonly Figure[]; label: string }) {
  const locale = useChartLocale()
  return (
    <Grid container spacing={1.5} component="dl" aria-label={label} sx={{ m: 0, mb: 2 }}>
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, sm: 4, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 1.5, height: '100%', '@media print': { p: 0.5, border: 'none' } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={figure.label}>
              <bdi>{typeof figure.value === 'number' ? figure.value.toLocaleString(locale) : figure.value}</bdi>
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  )
}
