import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { CUSTOMER_LABELS, customerInputSchema } from '@counterpart/domain/schemas/contacts'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import { FormNotesField } from '../../../components/form-notes-field.tsx'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useCreatePosCustomer, type NewPosCustomer } from '../api/create-pos-customer.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useTranslation } from 'react-i18next'

const EMPTY: NewPosCustomer = { firstName: '', lastName: '', phone: '', email: '', address: '' }

/** The Add dialog's New Customer tab: the customer is created and chosen for the sale (spec 001 §7). */
export function NewCustomerForm({ onCreated }: { onCreated: (customer: PosCustomer) => void }) {
  const { t } = useTranslation('pos')
  const form = useZodForm(customerInputSchema, {
    defaultValues: EMPTY,
  })
  const create = useCreatePosCustomer()

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values)
      showSnackbar(answer.message, 'success')
      onCreated({
        id: answer.id,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
      })
      form.reset(EMPTY)
    } catch (error) {
      applyServerErrors(error, form)
    }
  })

  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 520 }} onSubmit={(event) => void submit(event)} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="firstName"
          label={CUSTOMER_LABELS.firstName}
          required
          fullWidth
          autoFocus
        />
        <FormTextField control={form.control} name="lastName" label={CUSTOMER_LABELS.lastName} fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="phone" label={CUSTOMER_LABELS.phone} fullWidth />
        <FormTextField control={form.control} name="email" label={CUSTOMER_LABELS.email} type="email" fullWidth />
      </Stack>
      <FormNotesField control={form.control} name="address" label={CUSTOMER_LABELS.address} />
      <Button type="submit" variant="contained" loading={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('pos:newCustomer.save')}
      </Button>
    </Stack>
  )
}
