import Button from '@mui/material/Button'
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
import { useTranslation } from 'react-i18next'
import { bindSelectFields } from '../../../components/form-choice-fields.tsx'
import { FormNotesField } from '../../../components/form-notes-field.tsx'
import { bindTextFields, CELL, FormDateField } from '../../../components/form-text-field.tsx'
import { recordTexts, useZodForm } from '../../../lib/use-zod-form.ts'
import { FormCard } from '../../../components/form-card.tsx'
import { CustomerLanguageField } from './customer-language-field.tsx'

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
  /** A customer's preferred language; '' follows the shop's. */
  language: string
}

/** What the form sends: a customer, or a supplier with its company fields. */
export type ContactPayload = CustomerPayload &
  Partial<Pick<SupplierPayload, 'company' | 'companyAddress' | 'shippingAdress'>>

function defaults(contact: CustomerRecord | SupplierRecord | null): ContactFormValues {
  return {
    ...recordTexts(contact, [
      'firstName',
      'lastName',
      'phone',
      'email',
      'address',
      'identification',
      'taxId',
      'gender',
      'dateOfBirth',
    ]),
    company: contact && 'company' in contact ? contact.company : '',
    companyAddress: contact && 'companyAddress' in contact ? contact.companyAddress : '',
    shippingAdress: contact && 'shippingAdress' in contact ? contact.shippingAdress : '',
    language: contact && 'language' in contact ? (contact.language ?? '') : '',
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
  const { t } = useTranslation('contacts')
  const schema = kind === 'customer' ? customerInputSchema : supplierInputSchema
  const genderOptions = [
    { value: '', label: <em>{t('contacts:form.genderNotGiven')}</em> },
    ...GENDERS.map((gender) => ({ value: gender, label: gender })),
  ]
  const form = useZodForm(schema, { defaultValues: defaults(contact) })

  const field = bindTextFields(form.control, SUPPLIER_LABELS)
  const select = bindSelectFields(form.control, SUPPLIER_LABELS)
  const notes = (name: keyof typeof SUPPLIER_LABELS) => (
    <FormNotesField cell={CELL.half} control={form.control} name={name} label={SUPPLIER_LABELS[name]} />
  )

  // Built before the JSX: the field names are keys of the form, not text.
  const inputs = {
    firstName: field('firstName', { cell: CELL.half, required: true }),
    lastName: field('lastName', { cell: CELL.half }),
    phone: field('phone', { cell: CELL.half }),
    email: field('email', { cell: CELL.half, type: 'email' }),
    company: kind === 'supplier' && field('company', { cell: CELL.half }),
    gender: select('gender', genderOptions, { cell: CELL.half }),
    identification: field('identification', { cell: CELL.half }),
    taxId: field('taxId', { cell: CELL.half }),
    address: notes('address'),
    companyAddress: kind === 'supplier' && notes('companyAddress'),
    shippingAdress: kind === 'supplier' && notes('shippingAdress'),
  }

  return (
    <FormCard
      form={form}
      save={async (values) => {
        await onSubmit(schema.parse(values))
      }}
      busy={busy}
      cancel={<Button onClick={onCancel}>{t('contacts:form.cancel')}</Button>}
    >
      {inputs.firstName}
      {inputs.lastName}
      {inputs.phone}
      {inputs.email}
      {inputs.company}
      {inputs.gender}
      <FormDateField cell={CELL.half} control={form.control} name="dateOfBirth" label={SUPPLIER_LABELS.dateOfBirth} />
      {inputs.identification}
      {inputs.taxId}
      {kind === 'customer' && <CustomerLanguageField control={form.control} />}
      {inputs.address}
      {inputs.companyAddress}
      {inputs.shippingAdress}
    </FormCard>
  )
}
