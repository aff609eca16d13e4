import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** Label / value pairs of a detail page. */
export function DetailFields({ fields }: { fields: readonly [string, ReactNode][] }) {
  return (
    <Grid container spacing={2}>
      {fields.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography component="div">{value === '' || value === null || value === undefined ? '—' : value}</Typography>
        </Grid>
      ))}
    </Grid>
  )
}
