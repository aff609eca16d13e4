import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useRepair } from './api/get-repair.ts'
import { RepairForm } from './components/repair-form.tsx'

/** repair-form/{id?}: a new repair job, or the edit of one. */
export function RepairFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const repair = useRepair(id)
  const editing = id !== null

  let body
  if (editing && repair.isPending) body = <CircularProgress aria-label="Loading the repair" />
  else if (editing && repair.isError) body = <Alert severity="error">The repair could not be loaded.</Alert>
  else
    body = (
      <RepairForm
        key={repair.data?.id ?? 'new'}
        repair={repair.data ?? null}
        onSaved={() => void navigate(pathOf('RepiarList'))}
        onCancel={() => void navigate(pathOf('RepiarList'))}
      />
    )

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? 'Edit Repair' : 'Add Repair'}
        </Typography>
        <Button component={RouterLink} to={pathOf('RepiarList')}>
          Repair list
        </Button>
      </Stack>
      {body}
    </>
  )
}
