import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { CONTACT_KINDS, type ContactKind } from './contact-kinds.ts'

interface ContactDetailFrameProps {
  kind: ContactKind
  /** The contact's query: its progress and its failure are shown here. */
  query: { isPending: boolean; isError: boolean }
  /** The loaded contact's id, for Edit. */
  contactId: number | undefined
  /** The contact once loaded. */
  children: ReactNode
}

/** The frame of CustomerDetail and SupplierDetail: the heading with Back (to the kind's tab) and Edit. */
export function ContactDetailFrame({ kind, query, contactId, children }: ContactDetailFrameProps) {
  const { t } = useTranslation('contacts')
  const { texts, tab, edit } = CONTACT_KINDS[kind]
  const canEdit = useCan(kind === 'customer' ? 'customerEdit' : 'supplierEdit')
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t(texts.detail)}
        </Typography>
        <Button component={RouterLink} to={`${pathOf('Contacts')}?tab=${tab}`}>
          {t('contacts:actions.back')}
        </Button>
        {canEdit && contactId !== undefined && (
          <Button variant="contained" component={RouterLink} to={pathOf(edit, { id: contactId })}>
            {t('contacts:actions.edit')}
          </Button>
        )}
      </Stack>
      {query.isPending && <CircularProgress aria-label={t(texts.loading)} />}
      {query.isError && <Alert severity="error">{t(texts.loadFailed)}</Alert>}
      {children}
    </>
  )
}
