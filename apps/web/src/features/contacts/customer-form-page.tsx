import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../app/routes.tsx'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateCustomer } from './api/create-customer.ts'
import { useCustomer } from './api/get-customer.ts'
import { useUpdateCustomer } from './api/update-customer.ts'
import { ContactForm, type ContactPayload } from './components/contact-form.tsx'

/** AddNewCustomer and EditCustomer: one form, the route id selects edit (spec 002 §2.3). */
export function CustomerFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const existing = useCustomer(id)
  const create = useCreateCustomer()
  const update = useUpdateCustomer()
  const editing = id !== null

  async function save(values: ContactPayload) {
    if (id !== null) {
      showSnackbar((await update.mutateAsync({ id, input: values })).message, 'success')
      void navigate(pathOf('CustomerDetail', { id }))
    } else {
      const answer = await create.mutateAsync(values)
      showSnackbar(answer.message, 'success')
      // After a customer is created the user goes to the point of sale (spec 002 §2.3).
      void navigate(pathOf('PosSale'))
    }
  }

  let body
  if (editing && existing.isPending) body = <CircularProgress aria-label="Loading the customer" />
  else if (editing && existing.isError) body = <Alert severity="error">The customer could not be loaded.</Alert>
  else
    body = (
      <ContactForm
        key={existing.data?.customer.id ?? 'new'}
        kind="customer"
        contact={existing.data?.customer ?? null}
        busy={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(pathOf('Contacts'))}
      />
    )

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? 'Edit Customer' : 'Add New Customer'}
        </Typography>
        <Button component={RouterLink} to={pathOf('Contacts')}>
          Contacts
        </Button>
      </Stack>
      {body}
    </>
  )
}
