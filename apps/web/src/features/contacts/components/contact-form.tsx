import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
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
import { FormActions, FormErrorsAlert } from '../../../components/form-actions.tsx'
import { FormSelectField } from '../../../components/form-choice-fields.tsx'
import { FormNotesField } from '../../../components/form-notes-field.tsx'
import { CELL, FormDateField, FormTextField } from '../../../components/form-text-field.tsx'
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

const GENDER_OPTIONS = [
  { value: '', label: <em>Not given</em> },
  ...GENDERS.map((gender) => ({ value: gender, label: gender })),
]

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
    <FormTextField cell={CELL.half} control={form.control} name={name} label={label} {...props} />
  )
  const notes = (name: keyof ContactFormValues, label: string) => (
    <FormNotesField cell={CELL.half} control={form.control} name={name} label={label} />
  )

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorsAlert messages={otherErrors} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          {field('firstName', SUPPLIER_LABELS.firstName, { required: true })}
          {field('lastName', SUPPLIER_LABELS.lastName)}
          {field('phone', SUPPLIER_LABELS.phone)}
          {field('email', SUPPLIER_LABELS.email, { type: 'email' })}
          {kind === 'supplier' && field('company', SUPPLIER_LABELS.company)}
          <FormSelectField
            cell={CELL.half}
            control={form.control}
            name="gender"
            label={SUPPLIER_LABELS.gender}
            options={GENDER_OPTIONS}
          />
          <FormDateField
            cell={CELL.half}
            control={form.control}
            name="dateOfBirth"
            label={SUPPLIER_LABELS.dateOfBirth}
          />
          {field('identification', SUPPLIER_LABELS.identification)}
          {field('taxId', SUPPLIER_LABELS.taxId)}
          {notes('address', SUPPLIER_LABELS.address)}
          {kind === 'supplier' && notes('companyAddress', SUPPLIER_LABELS.companyAddress)}
          {kind === 'supplier' && notes('shippingAdress', SUPPLIER_LABELS.shippingAdress)}
        </Grid>
        <FormActions submitLabel="Save" disabled={busy}>
          <Button onClick={onCancel}>Cancel</Button>
        </FormActions>
      </Paper>
    </Box>
  )
}
