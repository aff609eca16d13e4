import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useBill } from './api/get-bill.ts'
import { BillForm } from './components/bill-form.tsx'

/** bill-form/{id?}: a new bill, or the edit of one. After a save the bill opens for printing. */
export function BillFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const bill = useBill(id)
  const editing = id !== null

  let body
  if (editing && bill.isPending) body = <CircularProgress aria-label="Loading the bill" />
  else if (editing && bill.isError) body = <Alert severity="error">The bill could not be loaded.</Alert>
  else
    body = (
      <BillForm
        key={bill.data?.id ?? 'new'}
        bill={bill.data ?? null}
        onSaved={() => void navigate(pathOf('BillList'))}
        onCancel={() => void navigate(pathOf('BillList'))}
      />
    )

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? 'Edit Bill' : 'New Bill'}
        </Typography>
        <Button component={RouterLink} to={pathOf('BillList')}>
          Bill list
        </Button>
      </Stack>
      {body}
    </>
  )
}
