import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A contact's name over its label / value pairs, at the top of a detail page. */
export function ContactCard({ name, fields }: { name: ReactNode; fields: readonly [string, ReactNode][] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <Grid container spacing={2}>
        {fields.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {label}
            </Typography>
            <Typography component="div">
              {value === '' || value === null || value === undefined ? '—' : value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Paper>
  )
}
