import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useRecordTexts } from './record-texts.ts'

interface RecordFormPageProps {
  /** The page's h1: "Edit Bill" or "New Bill". */
  title: string
  /** At the heading's end, usually the link back to the list. */
  action: ReactNode
  /** What is loaded, as the spinner and the error name it: "bill" gives "Loading the bill". */
  record: string
  /** The record (or what the form needs) is still on its way. */
  loading: boolean
  /** It could not be loaded. */
  failed: boolean
  /** The form, drawn once everything is there. */
  children: () => ReactNode
}

/** The page of a record's add-or-edit form: heading and back link, then a spinner, an error or the form. */
export function RecordFormPage({ title, action, record, loading, failed, children }: RecordFormPageProps) {
  const texts = useRecordTexts(record)
  let body
  if (loading) body = <CircularProgress aria-label={texts.loading} />
  else if (failed) body = <Alert severity="error">{texts.failed}</Alert>
  else body = children()
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {action}
      </Stack>
      {body}
    </>
  )
}
