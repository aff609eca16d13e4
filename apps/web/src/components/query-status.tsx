import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import { useRecordTexts } from './record-texts.ts'

/** While a record loads, a spinner ("Loading the bill"); if it failed, the error. Nothing once it is there. */
export function QueryStatus({ query, record }: { query: { isPending: boolean; isError: boolean }; record: string }) {
  const { loading, failed } = useRecordTexts(record)
  if (query.isPending) return <CircularProgress aria-label={loading} />
  if (query.isError) return <Alert severity="error">{failed}</Alert>
  return null
}
