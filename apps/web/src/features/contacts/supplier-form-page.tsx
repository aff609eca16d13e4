import { useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateSupplier } from './api/create-supplier.ts'
import { useSupplier } from './api/get-supplier.ts'
import { useUpdateSupplier } from './api/update-supplier.ts'
import { ContactForm, type ContactPayload } from './components/contact-form.tsx'
import { ContactFormFrame } from './components/contact-form-frame.tsx'

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

  return (
    <ContactFormFrame kind="supplier" editing={editing} query={existing}>
      <ContactForm
        key={existing.data?.supplier.id ?? 'new'}
        kind="supplier"
        contact={existing.data?.supplier ?? null}
        busy={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(pathOf('Contacts'))}
      />
    </ContactFormFrame>
  )
}
