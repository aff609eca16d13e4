import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { tr } from '@counterpart/domain/i18n/translate'
import type { ReactNode } from 'react'
import { LabelledValues, type LabelledValue } from '../../../components/labelled-values.tsx'

/** A contact's name over its label / value pairs, at the top of a detail page. */
export function ContactCard({ name, fields }: { name: ReactNode; fields: readonly LabelledValue[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <LabelledValues fields={fields} />
    </Paper>
  )
}

/** What a customer and a supplier both show on their card. */
interface ContactDetails {
  phone: string | null
  email: string | null
  address: string | null
  gender: string | null
  dateOfBirth: string | null
  identification: string | null
  taxId: string | null
  created_at: string
}

/**
 * The card's rows of a contact: phone, email and address (then any further addresses), identity and when added.
 * Called while drawing, so the labels read in the current language; the detail pages' useTranslation('contacts')
 * has loaded the namespace by then.
 */
export function contactFields(
  contact: ContactDetails,
  date: (iso: string) => string,
  moreAddresses: readonly [string, ReactNode][] = [],
): [string, ReactNode][] {
  return [
    [tr('contacts:card.phone'), contact.phone && <bdi>{contact.phone}</bdi>],
    [tr('contacts:card.email'), contact.email && <bdi>{contact.email}</bdi>],
    [tr('contacts:card.address'), contact.address],
    ...moreAddresses,
    [tr('contacts:card.gender'), contact.gender],
    [tr('contacts:card.dateOfBirth'), contact.dateOfBirth ? date(contact.dateOfBirth) : ''],
    [tr('contacts:card.identification'), contact.identification],
    [tr('contacts:card.taxId'), contact.taxId],
    [tr('contacts:card.added'), date(contact.created_at)],
  ]
}
