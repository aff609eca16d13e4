import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import {
  customerInputSchema,
  type CustomerPayload,
  type CustomerRecord,
  GENDERS,
  SUPPLIER_LABELS,
  supplierInputSchema,
  type SupplierPayload,
  type SupplierRecord,
} from '@counterpart/domain/schemas/contacts'
import { useState } from 'react'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'

export interface ContactFormValues {
  firstName: string
  lastName: string
  phone: string
  email: string
  address: string
  identification: string
  taxId: string
  gender: string
  dateOfBirth: string
  company: string
  companyAddress: string
  shippingAdress: string
}

/** What the form sends: a customer, or a supplier with its company fields. */
export type ContactPayload = CustomerPayload &
  Partial<Pick<SupplierPayload, 'company' | 'companyAddress' | 'shippingAdress'>>

function defaults(contact: CustomerRecord | SupplierRecord | null): ContactFormValues {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    address: contact?.address ?? '',
    identification: contact?.identification ?? '',
    taxId: contact?.taxId ?? '',
    gender: contact?.gender ?? '',
    dateOfBirth: contact?.dateOfBirth ?? '',
    company: contact && 'company' in contact ? contact.company : '',
    companyAddress: contact && 'companyAddress' in contact ? contact.companyAddress : '',
    shippingAdress: contact && 'shippingAdress' in contact ? contact.shippingAdress : '',
  }
}

interface ContactFormProps {
  kind: 'customer' | 'supplier'
  contact: CustomerRecord | SupplierRecord | null
  busy: boolean
  /** Sends the checked form; a 422 it throws is put under the fields. */
  onSubmit: (values: ContactPayload) => Promise<void>
  onCancel: () => void
}

/** The customer and supplier form (spec 002 §2.3, §5): create and edit, server errors under every field. */
export function ContactForm({ kind, contact, busy, onSubmit, onCancel }: ContactFormProps) {
  const schema = kind === 'customer' ? customerInputSchema : supplierInputSchema
  const form = useZodForm(schema, { defaultValues: defaults(contact) })
  const [otherErrors, setOtherErrors] = useState<string[]>([])

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([])
    try {
      await onSubmit(schema.parse(values))
    } catch (error) {
      setOtherErrors(applyServerErrors(error, form))
    }
  })

  const field = (name: keyof ContactFormValues, label: string, props: Record<string, unknown> = {}) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={form.control} name={name} label={label} fullWidth {...props} />
    </Grid>
  )

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {otherErrors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {otherErrors.join(' ')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          {field('firstName', SUPPLIER_LABELS.firstName, { required: true })}
          {field('lastName', SUPPLIER_LABELS.lastName)}
          {field('phone', SUPPLIER_LABELS.phone)}
          {field('email', SUPPLIER_LABELS.email, { type: 'email' })}
          {kind === 'supplier' && field('company', SUPPLIER_LABELS.company)}
          {field('gender', SUPPLIER_LABELS.gender, {
            select: true,
            children: [
              <MenuItem key="" value="">
                <em>Not given</em>
              </MenuItem>,
              ...GENDERS.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {gender}
                </MenuItem>
              )),
            ],
          })}
          {field('dateOfBirth', SUPPLIER_LABELS.dateOfBirth, {
            type: 'date',
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field('identification', SUPPLIER_LABELS.identification)}
          {field('taxId', SUPPLIER_LABELS.taxId)}
          {field('address', SUPPLIER_LABELS.address, { multiline: true, minRows: 2 })}
          {kind === 'supplier' &&
            field('companyAddress', SUPPLIER_LABELS.companyAddress, { multiline: true, minRows: 2 })}
          {kind === 'supplier' &&
            field('shippingAdress', SUPPLIER_LABELS.shippingAdress, { multiline: true, minRows: 2 })}
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </Stack>
      </Paper>
    </Box>
  )
}
