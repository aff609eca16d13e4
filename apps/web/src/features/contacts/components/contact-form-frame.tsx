import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { CONTACT_KINDS, type ContactKind } from './contact-kinds.ts'

interface ContactFormFrameProps {
  kind: ContactKind
  /** Edit (the route has an id) rather than add. */
  editing: boolean
  /** The query of the contact to edit: the form waits for it. */
  query: { isPending: boolean; isError: boolean }
  /** The form. */
  children: ReactNode
}

/** The frame of the add and edit pages of customers and suppliers: the heading, the way back, the form. */
export function ContactFormFrame({ kind, editing, query, children }: ContactFormFrameProps) {
  const { t } = useTranslation('contacts')
  const { texts } = CONTACT_KINDS[kind]
  let body = children
  if (editing && query.isPending) body = <CircularProgress aria-label={t(texts.loading)} />
  else if (editing && query.isError) body = <Alert severity="error">{t(texts.loadFailed)}</Alert>
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? t(texts.edit) : t(texts.addNew)}
        </Typography>
        <Button component={RouterLink} to={pathOf('Contacts')}>
          {t('contacts:page.title')}
        </Button>
      </Stack>
      {body}
    </>
  )
}
