import { useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateCustomer } from '../../lib/queries/create-customer.ts'
import { useCustomer } from './api/get-customer.ts'
import { useUpdateCustomer } from './api/update-customer.ts'
import { ContactForm, type ContactPayload } from './components/contact-form.tsx'
import { ContactFormFrame } from './components/contact-form-frame.tsx'

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

  return (
    <ContactFormFrame kind="customer" editing={editing} query={existing}>
      <ContactForm
        key={existing.data?.customer.id ?? 'new'}
        kind="customer"
        contact={existing.data?.customer ?? null}
        busy={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(pathOf('Contacts'))}
      />
    </ContactFormFrame>
  )
}
