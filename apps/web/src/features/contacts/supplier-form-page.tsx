import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../app/routes.tsx'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateSupplier } from './api/create-supplier.ts'
import { useSupplier } from './api/get-supplier.ts'
import { useUpdateSupplier } from './api/update-supplier.ts'
import { ContactForm, type ContactPayload } from './components/contact-form.tsx'

/** AddNewSupplier and EditSupplier: one form, the route id selects edit (spec 002 §2.3). */
export function SupplierFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const existing = useSupplier(id)
  const create = useCreateSupplier()
  const update = useUpdateSupplier()
  const editing = id !== null

  async function save(values: ContactPayload) {
    if (id !== null) {
      showSnackbar((await update.mutateAsync({ id, input: values })).message, 'success')
      void navigate(pathOf('SupplierDetail', { id }))
    } else {
      const answer = await create.mutateAsync(values)
      showSnackbar(answer.message, 'success')
      void navigate(pathOf('SupplierDetail', { id: answer.id }))
    }
  }

  let body
  if (editing && existing.isPending) body = <CircularProgress aria-label="Loading the supplier" />
  else if (editing && existing.isError) body = <Alert severity="error">The supplier could not be loaded.</Alert>
  else
    body = (
      <ContactForm
        key={existing.data?.supplier.id ?? 'new'}
        kind="supplier"
        contact={existing.data?.supplier ?? null}
        busy={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(pathOf('Contacts'))}
      />
    )

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? 'Edit Supplier' : 'Add New Supplier'}
        </Typography>
        <Button component={RouterLink} to={pathOf('Contacts')}>
          Contacts
        </Button>
      </Stack>
      {body}
    </>
  )
}
