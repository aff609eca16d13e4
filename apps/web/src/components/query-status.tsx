import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'

/** While a record loads, a spinner ("Loading the bill"); if it failed, the error. Nothing once it is there. */
export function QueryStatus({ query, record }: { query: { isPending: boolean; isError: boolean }; record: string }) {
  if (query.isPending) return <CircularProgress aria-label={`Loading the ${record}`} />
  if (query.isError) return <Alert severity="error">{`The ${record} could not be loaded.`}</Alert>
  return null
}
