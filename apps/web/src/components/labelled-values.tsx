import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** One labelled value of a record; an empty one shows a dash, so a missing detail reads as missing. */
export type LabelledValue = readonly [label: string, value: ReactNode]

/**
 * A record's details as small labels over their values, in a grid: one column on a phone, two on a
 * tablet, `perRow` on a wider window.
 */
export function LabelledValues({ fields, perRow = 3 }: { fields: readonly LabelledValue[]; perRow?: 2 | 3 | 4 }) {
  return (
    <Grid container spacing={2}>
      {fields.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 12 / perRow }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography component="div">{value === '' || value === null || value === undefined ? '—' : value}</Typography>
        </Grid>
      ))}
    </Grid>
  )
}
