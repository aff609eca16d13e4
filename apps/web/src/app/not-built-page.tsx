import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useRouteTitle } from './route-handle.ts'

/** Stands in for an area whose screens come in a later issue: says so, and offers nothing that does nothing. */
export function NotBuiltPage() {
  const title = useRouteTitle() ?? 'This page'
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This area is not available yet.</Typography>
    </Paper>
  )
}
